import { FieldProblem } from './fields.js';

/**
 * The markers NCES exports (ELSI table generator, school search) print in place of a value. Each
 * becomes an empty cell, so the field readers give null; the reason is counted for the import notes.
 */
export const NCES_MARKERS: Readonly<Record<string, string>> = {
  '†': 'not applicable',
  '–': 'missing',
  '—': 'missing',
  '‡': 'did not meet NCES data quality standards',
};

/** Counts markers per meaning while cells are cleaned, for one note per import. */
export class MarkerTally {
  private readonly counts = new Map<string, number>();

  /** The cell as a plain value: `="0100005"` unwrapped, spaces trimmed, a marker made empty. */
  clean(value: string | undefined): string {
    let raw = (value ?? '').trim();
    // Spreadsheet-protected ids: ="0100005" keeps the leading zeros in Excel.
    const protectedValue = /^="(.*)"$/.exec(raw);
    if (protectedValue) raw = (protectedValue[1] ?? '').trim();
    const meaning = NCES_MARKERS[raw];
    if (meaning !== undefined) {
      this.counts.set(`${raw} (${meaning})`, (this.counts.get(`${raw} (${meaning})`) ?? 0) + 1);
      return '';
    }
    return raw;
  }

  notes(): string[] {
    return [...this.counts].sort(([a], [b]) => a.localeCompare(b)).map(([marker, count]) => `${count} cells marked ${marker} read as null`);
  }
}

/** "Kindergarten", "6th Grade", "Prekindergarten", "Ungraded", "KG", "06" -> the grade codes of the model. */
export function gradeName(value: string, field: string): string | null {
  if (value === '') return null;
  const upper = value.toUpperCase();
  const named: Record<string, string> = { PREKINDERGARTEN: 'PK', KINDERGARTEN: 'KG', UNGRADED: 'UG', 'ADULT EDUCATION': 'AE', PK: 'PK', KG: 'KG', UG: 'UG', AE: 'AE' };
  if (named[upper]) return named[upper]!;
  const numbered = /^(\d{1,2})(?:ST|ND|RD|TH)?(?: GRADE)?$/.exec(upper);
  if (numbered) {
    const grade = Number(numbered[1]);
    if (grade >= 1 && grade <= 13) return String(grade).padStart(2, '0');
  }
  throw new FieldProblem(`${field} is not a grade: "${value}"`);
}

/** "1-Yes" / "2-No" / "Yes" / "No" -> boolean; anything else is a problem. */
export function yesNo(value: string, field: string): boolean | null {
  if (value === '') return null;
  const match = /^(?:\d-)?(yes|no)$/i.exec(value);
  if (!match) throw new FieldProblem(`${field} is not Yes/No: "${value}"`);
  return match[1]!.toLowerCase() === 'yes';
}
