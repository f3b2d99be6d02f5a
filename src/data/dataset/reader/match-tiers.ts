import { foldTokens } from './sql.js';

/**
 * How well a name matched a search, best first. A search lists every match of a better tier
 * before any of the next, and ranks by enrollment (rowid) within a tier.
 */
export const MATCH_TIERS = ['name_start', 'name_words', 'name_or_city', 'approximate'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** Search words as the index folds them (accents removed, lower case, letters and digits only). */
export const searchWords = (text: string): string[] => foldTokens(text);

const quoted = (word: string) => `"${word}"`;

/** Every word of a stored name folded as the index folds it (foldTokens keeps only the first 8 of a query). */
const foldAll = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);

/**
 * The FTS5 expression of each tier for the search words, each excluding the tiers above it so a
 * row is found once. Words keep only letters and digits (`foldTokens`), so nothing the caller
 * types can act as FTS syntax; every word is a prefix (people type the start of a word).
 *
 * - name_start: the name begins with the words ("lincoln hi" -> "Lincoln High School").
 * - name_words: every word starts a word of the name, anywhere.
 * - name_or_city: every word starts a word of the name or the city.
 * - approximate: only when some word starts no word of the index at all (so the tiers above are
 *   empty): each such word is replaced by the index words one edit away from it (a typo of one
 *   letter); the other words match as typed (whole words as whole words). No tier at all when
 *   such a word has no neighbour either.
 */
export function tierExpressions(words: readonly string[], vocabulary: Vocabulary): Map<MatchTier, string> {
  const tiers = new Map<MatchTier, string>();
  if (words.length === 0) return tiers;
  const unknown = words.filter((word) => !vocabulary.hasPrefix(word));
  if (unknown.length === 0) {
    const nameStart = `name : ^"${words.join(' ')}"*`;
    const nameWords = words.map((word) => `name : ${quoted(word)}*`).join(' AND ');
    tiers.set('name_start', nameStart);
    tiers.set('name_words', `(${nameWords}) NOT (${nameStart})`);
    tiers.set('name_or_city', `(${anyColumnExpression(words)}) NOT (${nameWords})`);
    return tiers;
  }
  const parts: string[] = [];
  for (const word of words) {
    if (vocabulary.hasPrefix(word)) {
      // A whole word stays whole here: a prefix term makes FTS5 merge the lists of every word it
      // starts ("school" -> school, schools, schoolcraft...), which dominated the cost of this tier.
      parts.push(vocabulary.has(word) ? quoted(word) : `${quoted(word)}*`);
      continue;
    }
    const neighbours = vocabulary.neighbours(word);
    if (neighbours.length === 0) return tiers;
    parts.push(`(${neighbours.map(quoted).join(' OR ')})`);
  }
  tiers.set('approximate', parts.join(' AND '));
  return tiers;
}

/** Every word starts a word of the name or city: the union of the three exact tiers. */
export function anyColumnExpression(words: readonly string[]): string {
  return words.map((word) => `${quoted(word)}*`).join(' AND ');
}

/**
 * The exact tier of a row found by `anyColumnExpression`, decided from its name as the index
 * folds it: the same rules as the FTS tiers, for pages that are ranked in memory.
 */
export function exactTierOf(words: readonly string[], name: string, city?: string | null): MatchTier | undefined {
  const tokens = foldAll(name);
  const starts = words.every((word, index) =>
    index === words.length - 1 ? (tokens[index] ?? '').startsWith(word) : tokens[index] === word,
  );
  if (starts) return 'name_start';
  if (words.every((word) => tokens.some((token) => token.startsWith(word)))) return 'name_words';
  if (city === undefined) return 'name_or_city';
  const all = [...tokens, ...foldAll(city ?? '')];
  return words.every((word) => all.some((token) => token.startsWith(word))) ? 'name_or_city' : undefined;
}

/** Words shorter than this get no neighbours: one edit in three letters makes too many other words. */
const MIN_FUZZY_LENGTH = 4;
/** At most this many neighbours per word, so a query stays a small FTS expression. */
const MAX_VARIANTS = 12;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The words of an index: whether a typed word starts any of them, and, for a word that does not,
 * every index word one deletion, insertion, substitution or swap of neighbours away
 * (Damerau-Levenshtein 1). Candidates are generated and looked up in a set: about 75 x length
 * look-ups a word.
 */
export class Vocabulary {
  private readonly words: Set<string>;
  private readonly sorted: string[];
  /** cumulative[i] = rows holding any of sorted[0..i-1] (a row counted once per word it holds). */
  private readonly cumulative: number[];

  /** `entries`: each index word with the number of rows holding it (fts5vocab 'row' doc). */
  constructor(entries: Iterable<{ term: string; doc: number }>) {
    const list = [...entries].sort((left, right) => (left.term < right.term ? -1 : left.term > right.term ? 1 : 0));
    this.sorted = list.map((entry) => entry.term);
    this.words = new Set(this.sorted);
    this.cumulative = [0];
    for (const entry of list) this.cumulative.push(this.cumulative[this.cumulative.length - 1]! + entry.doc);
  }

  /**
   * An upper bound of the rows a prefix word matches (rows holding two words of the prefix count
   * twice): what choosing between the index and a filter's own rows needs.
   */
  prefixRows(word: string): number {
    const first = this.lowerBound(word);
    const last = this.lowerBound(`${word}\uffff`);
    return this.cumulative[last]! - this.cumulative[first]!;
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  get size(): number {
    return this.sorted.length;
  }

  /** True when some index word starts with `word` (binary search over the sorted words). */
  hasPrefix(word: string): boolean {
    const low = this.lowerBound(word);
    return low < this.sorted.length && this.sorted[low]!.startsWith(word);
  }

  neighbours(word: string): string[] {
    if (word.length < MIN_FUZZY_LENGTH || /^\d+$/.test(word)) return [];
    const found = new Set<string>();
    const consider = (candidate: string) => {
      if (candidate !== word && this.words.has(candidate)) found.add(candidate);
    };
    for (let index = 0; index <= word.length; index += 1) {
      const head = word.slice(0, index);
      const tail = word.slice(index);
      if (tail.length > 0) consider(head + tail.slice(1));
      if (tail.length > 1) consider(head + tail[1] + tail[0] + tail.slice(2));
      for (const letter of ALPHABET) {
        consider(head + letter + tail);
        if (tail.length > 0) consider(head + letter + tail.slice(1));
      }
    }
    return [...found].sort().slice(0, MAX_VARIANTS);
  }
}
