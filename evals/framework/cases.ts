import fs from 'node:fs';
import path from 'node:path';
import type { EvalCaseBase, Split, SplitChoice } from './types.js';

/**
 * Reads a suite's cases from JSON Lines files. A file whose name contains "heldout" holds held-out
 * cases and every other file dev cases, unless a case states its own `split`. Blank lines and lines
 * starting with "#" are skipped.
 */
export function loadCases<Case extends EvalCaseBase>(directory: string): Case[] {
  const files = fs.readdirSync(directory).filter((file) => file.endsWith('.jsonl')).sort();
  const cases: Case[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    const split: Split = file.includes('heldout') ? 'heldout' : 'dev';
    fs.readFileSync(path.join(directory, file), 'utf8').split('\n').forEach((line, index) => {
      if (line.trim() === '' || line.trimStart().startsWith('#')) return;
      let parsed: Case;
      try {
        parsed = JSON.parse(line) as Case;
      } catch (error) {
        throw new Error(`${file}:${index + 1}: not JSON (${error instanceof Error ? error.message : String(error)})`);
      }
      if (typeof parsed.id !== 'string' || typeof parsed.category !== 'string') throw new Error(`${file}:${index + 1}: a case needs id and category`);
      if (ids.has(parsed.id)) throw new Error(`${file}:${index + 1}: duplicate case id ${parsed.id}`);
      ids.add(parsed.id);
      cases.push({ ...parsed, split: parsed.split ?? split });
    });
  }
  return cases;
}

/** The cases a run covers: the split chosen, then the ids asked for (an unknown id is an error). */
export function selectCases<Case extends EvalCaseBase>(cases: readonly Case[], split: SplitChoice, caseIds?: readonly string[]): Case[] {
  if (caseIds && caseIds.length > 0) {
    const known = new Set(cases.map((item) => item.id));
    const unknown = caseIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Error(`Unknown case ids: ${unknown.join(', ')}`);
    const wanted = new Set(caseIds);
    return cases.filter((item) => wanted.has(item.id));
  }
  return split === 'all' ? [...cases] : cases.filter((item) => item.split === split);
}
