import type { SampleStatement } from './sample-statements.js';

/**
 * Alignment of a product description with a set of standard statements.
 *
 * The description is lower-cased, its words folded to a simple singular (a trailing "s" dropped
 * from words longer than 3 letters). A statement is aligned when the description contains at least
 * 2 of its keywords (whole words or phrases), or all of them when it has fewer than 2.
 * alignment_pct = 100 x aligned statements / statements.
 */
export const ALIGNMENT_METHOD =
  'A statement is aligned when the product description contains at least 2 of its keywords (whole words or ' +
  'phrases, case-insensitive, plural "s" ignored). alignment_pct = 100 x aligned statements / statements in the sample.';

function fold(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9-]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  return ` ${words.join(' ')} `;
}

export interface AlignedStatement {
  code: string;
  grade_band: string;
  matched_keywords: string[];
}

export function alignment(description: string, statements: readonly SampleStatement[]): { alignment_pct: number; aligned: AlignedStatement[] } {
  const text = fold(description);
  const aligned: AlignedStatement[] = [];
  for (const statement of statements) {
    const matched = statement.keywords.filter((keyword) => text.includes(fold(keyword)));
    const needed = Math.min(2, statement.keywords.length);
    if (matched.length >= needed) aligned.push({ code: statement.code, grade_band: statement.grade_band, matched_keywords: matched });
  }
  const pct = statements.length === 0 ? 0 : (100 * aligned.length) / statements.length;
  return { alignment_pct: Math.round(pct * 10) / 10, aligned };
}
