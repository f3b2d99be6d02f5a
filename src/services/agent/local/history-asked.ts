import { money } from './format.js';
import { PROGRAM_PATTERNS } from './lexicon.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- a funding record read field by field, checked by its schema before */

/** "IDEA Part B history by year", "Title I revenue over the last several years", "allocations over the years": allocations asked year by year. */
const HISTORY_ASKED = /\bhistory\b|\bby year\b|\bover the years\b|\byear[- ](?:by|over)[- ]year\b|\bover (?:the )?(?:last|past) (?:several|few|\d+|two|three|four|five) (?:fiscal )?years\b|\btrend\b/i;

/**
 * A school's funding record answers with each program's latest allocation; a question asking the
 * history gets every year of it, for the programs the question names (else every program that has one).
 */
export function allocationHistoryAsked(question: string, tool: string, result: any): string {
  if (tool !== 'school_funding' || !HISTORY_ASKED.test(question) || !Array.isArray(result?.programs)) return '';
  const named = PROGRAM_PATTERNS.filter(({ pattern }) => pattern.test(question)).map(({ id }) => id);
  const withHistory = result.programs.filter((program: any) => (program.history?.allocations?.length ?? 0) > 1);
  const asked = named.length > 0 ? withHistory.filter((program: any) => named.includes(program.program_id)) : withHistory;
  return asked
    .map((program: any) => `${program.program_id} ${program.history.scope === 'district' ? 'district allocations' : 'commitments'} by year: ` +
      program.history.allocations.map((entry: any) => `${entry.year} ${money(entry.amount)}`).join(', ') + '.')
    .join('\n');
}
