import { FieldProblem } from './fields.js';

/**
 * EDFacts public files blur small groups: a rate is printed exactly, as a range ("85-89"), as a bound
 * ("GE95", "LT50", "LE10") or not at all ("PS" = privacy suppressed, "." = not reported). One rule
 * turns every form into a number, keeping the range it stands for:
 *
 * - exact "91"            -> 91, low 91, high 91
 * - range "85-89"         -> midpoint 87, low 85, high 89
 * - "GEnn" (at least nn)  -> midpoint of nn..100 (GE95 -> 97.5), low nn, high 100
 * - "LTnn" / "LEnn"       -> midpoint of 0..nn (LT50 -> 25), low 0, high nn
 * - "PS"                  -> null, reason "suppressed"
 * - "." or blank          -> null, reason "not reported"
 *
 * Anything else (or a percentage outside 0..100) is a broken value and rejects the row.
 */
export interface RangeValue {
  value: number | null;
  low: number | null;
  high: number | null;
  /** Why `value` is null; null when there is a value. */
  reason: 'suppressed' | 'not reported' | null;
  /** The code as printed, for tracing back to the file. */
  raw: string;
}

function percent(text: string, field: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new FieldProblem(`${field} is not a percentage: "${text}"`);
  return value;
}

export function edfactsRate(input: string | undefined, field: string): RangeValue {
  const raw = (input ?? '').trim();
  const upper = raw.toUpperCase();
  if (upper === 'PS') return { value: null, low: null, high: null, reason: 'suppressed', raw };
  if (raw === '' || raw === '.') return { value: null, low: null, high: null, reason: 'not reported', raw };
  if (/^\d+(\.\d+)?$/.test(raw)) {
    const value = percent(raw, field);
    return { value, low: value, high: value, reason: null, raw };
  }
  const range = /^(\d+)-(\d+)$/.exec(raw);
  if (range) {
    const low = percent(range[1]!, field);
    const high = percent(range[2]!, field);
    if (low > high) throw new FieldProblem(`${field} range runs backwards: "${raw}"`);
    return { value: (low + high) / 2, low, high, reason: null, raw };
  }
  const bound = /^(GE|GT|LT|LE)(\d+)$/.exec(upper);
  if (bound) {
    const limit = percent(bound[2]!, field);
    if (bound[1] === 'GE' || bound[1] === 'GT') return { value: (limit + 100) / 2, low: limit, high: 100, reason: null, raw };
    return { value: limit / 2, low: 0, high: limit, reason: null, raw };
  }
  throw new FieldProblem(`${field} is not an EDFacts rate or range code: "${raw}"`);
}

/** An EDFacts count: digits, or "." / blank for not reported (null). */
export function edfactsCount(input: string | undefined, field: string): number | null {
  const raw = (input ?? '').trim();
  if (raw === '' || raw === '.') return null;
  if (!/^\d+$/.test(raw)) throw new FieldProblem(`${field} is not a count: "${raw}"`);
  return Number(raw);
}

/**
 * CRDC reserve codes: negative values in a count or indicator column say why there is no value. The
 * labels follow the CRDC public-use file documentation; a negative value not listed is still null,
 * with its code in the reason.
 */
export const CRDC_RESERVE_CODES: Readonly<Record<string, string>> = {
  '-2': 'not applicable',
  '-3': 'skip logic failure',
  '-5': 'action plan (not submitted)',
  '-6': 'force certified',
  '-8': 'EDFacts missing data',
  '-9': 'not applicable / skipped',
  '-11': 'suppressed (privacy)',
  '-12': 'suppressed (privacy)',
};

export interface CrdcValue {
  value: number | null;
  reason: string | null;
}

export function crdcCount(input: string | undefined, field: string): CrdcValue {
  const raw = (input ?? '').trim();
  if (raw === '') return { value: null, reason: 'blank' };
  if (!/^-?\d+$/.test(raw)) throw new FieldProblem(`${field} is not a count: "${raw}"`);
  if (raw.startsWith('-')) return { value: null, reason: `${CRDC_RESERVE_CODES[raw] ?? 'reserve code'} (${raw})` };
  return { value: Number(raw), reason: null };
}
