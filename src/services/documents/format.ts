/**
 * How numbers read in the documents. One place, so a figure prints the same in a sentence, a table
 * and a test. Percentages arrive as 0-100 numbers; money as US dollars.
 */

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const DOLLARS_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const NOT_REPORTED = 'not reported';

/** 1234 -> "1,234". */
export function count(value: number): string {
  return WHOLE.format(value);
}

/** 85.24 -> "85.2%". */
export function percent(value: number): string {
  return `${ONE_DECIMAL.format(value)}%`;
}

/** A difference of percentages: 12.34 -> "12.3 percentage points". */
export function points(value: number): string {
  const magnitude = ONE_DECIMAL.format(Math.abs(value));
  return `${magnitude} percentage ${magnitude === '1' ? 'point' : 'points'}`;
}

/** Whole dollars, or dollars and cents when the amount has cents: 12500 -> "$12,500", 329.5 -> "$329.50". */
export function dollars(value: number): string {
  return Number.isInteger(Math.round(value * 100) / 100) ? DOLLARS.format(value) : DOLLARS_CENTS.format(value);
}

/** Always dollars and cents, for per-student figures that are rarely whole. */
export function dollarsAndCents(value: number): string {
  return DOLLARS_CENTS.format(value);
}

/** A ratio such as pupils per teacher: 15.27 -> "15.3". */
export function decimal(value: number): string {
  return ONE_DECIMAL.format(value);
}

/** The formatted value, or "not reported" when the dataset has none. */
export function orNotReported<T>(value: T | null | undefined, format: (present: T) => string): string {
  return value === null || value === undefined ? NOT_REPORTED : format(value);
}

/** "Elementary" -> "an elementary school"; null -> "a school". */
export function schoolKind(level: string | null): string {
  if (!level) return 'a school';
  const word = level.toLowerCase();
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} school`;
}

/** "Springfield, IL" or "IL" when the city is unknown. */
export function place(city: string | null, state: string): string {
  return city ? `${city}, ${state}` : state;
}

/** Joins phrases as English does: "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Rounds to one decimal, for targets computed from percentages. */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
