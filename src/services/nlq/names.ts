import type { GraphStore } from '../../data/graph/port.js';
import { normalise, type Token } from './text.js';

/**
 * District and vendor names as the data spells them, so "How many schools are in El Paso ISD?" finds
 * the district without guessing. Read once per graph store; a question is matched against it word by
 * word (indexed by first word, so a national graph's 19,000 districts cost microseconds).
 */
export interface NamedEntity {
  kind: 'district' | 'vendor';
  /** Exactly as stored: passed to the query as a parameter. */
  name: string;
}

interface Entry extends NamedEntity {
  words: string[];
}

const DISTRICT_ABBREVIATIONS: [string, string][] = [
  ['independent school district', 'isd'],
  ['unified school district', 'usd'],
  ['consolidated school district', 'csd'],
  ['school district', 'sd'],
];

const CORPORATE_SUFFIX = /\s(co|inc|corp|corporation|company|llc|ltd|lp|llp|plc)$/;

export class NameIndex {
  private readonly byFirstWord = new Map<string, Entry[]>();

  constructor(entities: readonly NamedEntity[]) {
    for (const entity of entities) for (const spelling of spellings(entity)) this.add({ ...entity, words: spelling.split(' ') });
  }

  /** The longest names found in the tokens (unused ones), marking their tokens used. */
  find(tokens: readonly Token[], used: Set<number>): NamedEntity[] {
    const found: NamedEntity[] = [];
    for (let at = 0; at < tokens.length; at += 1) {
      if (used.has(at)) continue;
      const candidates = this.byFirstWord.get(tokens[at]!.text) ?? [];
      let best: Entry | undefined;
      for (const entry of candidates) {
        if (best && entry.words.length <= best.words.length) continue;
        if (entry.words.every((word, offset) => tokens[at + offset]?.text === word && !used.has(at + offset))) best = entry;
      }
      if (!best) continue;
      for (let offset = 0; offset < best.words.length; offset += 1) used.add(at + offset);
      found.push({ kind: best.kind, name: best.name });
      at += best.words.length - 1;
    }
    return found;
  }

  private add(entry: Entry): void {
    const list = this.byFirstWord.get(entry.words[0]!) ?? [];
    list.push(entry);
    this.byFirstWord.set(entry.words[0]!, list);
  }
}

function spellings(entity: NamedEntity): string[] {
  const full = normalise(entity.name);
  const variants = new Set([full]);
  if (entity.kind === 'district') {
    for (const [long, short] of DISTRICT_ABBREVIATIONS) {
      if (full.endsWith(` ${long}`)) variants.add(`${full.slice(0, -long.length)}${short}`);
    }
  } else {
    const core = full.replace(CORPORATE_SUFFIX, '');
    // A core name of one word ("bluewater") is too easily a word of the question itself.
    if (core !== full && core.includes(' ')) variants.add(core);
  }
  return [...variants].filter((variant) => variant.length > 0);
}

const indexes = new WeakMap<GraphStore, Promise<NameIndex>>();

/** The name index of a graph store, read on first use and kept with the store. */
export function nameIndexFor(graph: GraphStore): Promise<NameIndex> {
  let index = indexes.get(graph);
  if (!index) {
    index = (async () => {
      const options = { maxRows: 1_000_000, timeoutMs: 30_000 };
      const districts = await graph.query('MATCH (d:District) RETURN d.name AS name', {}, options);
      const vendors = await graph.query('MATCH (v:Vendor) RETURN v.name AS name', {}, options);
      const named = (kind: NamedEntity['kind'], rows: Record<string, unknown>[]) =>
        rows.flatMap((row) => (typeof row.name === 'string' && row.name.trim() !== '' ? [{ kind, name: row.name }] : []));
      return new NameIndex([...named('district', districts.rows), ...named('vendor', vendors.rows)]);
    })();
    index.catch(() => indexes.delete(graph));
    indexes.set(graph, index);
  }
  return index;
}
