/**
 * Measures shared by the suites: percentiles of latencies and execution-accuracy comparison of
 * result sets (the field's "execution accuracy": the answer's rows equal the expected rows).
 */

/** Nearest-rank percentile (p in 0..100) of a list of numbers; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface Tolerance {
  /** Relative difference allowed between two numbers (default 1e-6). */
  relative: number;
  /** Absolute difference allowed (default 0.005, half a cent or a hundredth of a point). */
  absolute: number;
}

export const DEFAULT_TOLERANCE: Tolerance = { relative: 1e-6, absolute: 0.005 };

export function valuesEqual(expected: unknown, actual: unknown, tolerance: Tolerance = DEFAULT_TOLERANCE): boolean {
  if (expected === null || expected === undefined) return actual === null || actual === undefined;
  if (typeof expected === 'number' || typeof actual === 'number' || typeof expected === 'boolean' || typeof actual === 'boolean') {
    const a = toNumber(expected);
    const b = toNumber(actual);
    if (a === undefined || b === undefined) return false;
    return Math.abs(a - b) <= Math.max(tolerance.absolute, tolerance.relative * Math.max(Math.abs(a), Math.abs(b)));
  }
  return String(expected) === String(actual);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export interface ResultSet {
  columns: string[];
  rows: Record<string, unknown>[];
}

export interface CompareOutcome {
  equal: boolean;
  detail?: string;
}

/**
 * Whether `actual` answers with the `expected` rows (value tuples, in the expected column order).
 * Column names are ignored; each expected column must be matched by a distinct actual column with the
 * same values, and the answer may carry extra columns (a school list that also shows the city). Row
 * order counts only when `ordered`; rows are compared as multisets otherwise.
 */
export function compareResultSets(expected: unknown[][], actual: ResultSet, ordered: boolean, tolerance: Tolerance = DEFAULT_TOLERANCE): CompareOutcome {
  if (expected.length !== actual.rows.length) {
    return { equal: false, detail: `expected ${expected.length} rows, got ${actual.rows.length}` };
  }
  if (expected.length === 0) return { equal: true };
  const width = expected[0]!.length;
  const columnValues = actual.columns.map((column) => actual.rows.map((row) => row[column]));
  const mapping = assignColumns(width, actual.columns.length, (e, a) =>
    sameColumn(expected.map((row) => row[e]), columnValues[a]!, ordered, tolerance));
  if (!mapping) return { equal: false, detail: `no column of the answer matches every expected column (${actual.columns.join(', ')})` };
  const tuples = actual.rows.map((row) => mapping.map((a) => row[actual.columns[a]!]));
  if (ordered) {
    const bad = expected.findIndex((row, index) => !row.every((value, column) => valuesEqual(value, tuples[index]![column], tolerance)));
    return bad < 0 ? { equal: true } : { equal: false, detail: `row ${bad + 1} differs: expected ${JSON.stringify(expected[bad])}, got ${JSON.stringify(tuples[bad])}` };
  }
  const remaining = [...tuples];
  for (const row of expected) {
    const found = remaining.findIndex((candidate) => row.every((value, column) => valuesEqual(value, candidate[column], tolerance)));
    if (found < 0) return { equal: false, detail: `expected row ${JSON.stringify(row)} is missing` };
    remaining.splice(found, 1);
  }
  return { equal: true };
}

function sameColumn(expected: unknown[], actual: unknown[], ordered: boolean, tolerance: Tolerance): boolean {
  if (ordered) return expected.every((value, index) => valuesEqual(value, actual[index], tolerance));
  const key = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
  const sortValues = (values: unknown[]) => [...values].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
    return String(a).localeCompare(String(b));
  });
  const [a, b] = [sortValues(expected), sortValues(actual)];
  return a.every((value, index) => valuesEqual(value, b[index], tolerance));
}

/** A distinct actual column for each expected column (backtracking; widths are small). */
function assignColumns(expectedWidth: number, actualWidth: number, fits: (expected: number, actual: number) => boolean): number[] | undefined {
  const chosen: number[] = [];
  const taken = new Set<number>();
  const place = (column: number): boolean => {
    if (column === expectedWidth) return true;
    for (let candidate = 0; candidate < actualWidth; candidate += 1) {
      if (taken.has(candidate) || !fits(column, candidate)) continue;
      taken.add(candidate);
      chosen.push(candidate);
      if (place(column + 1)) return true;
      taken.delete(candidate);
      chosen.pop();
    }
    return false;
  };
  return place(0) ? chosen : undefined;
}

/** Suite figures from per-case results: the share passing, latency percentiles, and case count. */
export function summarise(cases: readonly { pass: boolean; latencyMs: number; metrics: Record<string, number> }[]): Record<string, number> {
  const figures: Record<string, number> = {
    cases: cases.length,
    pass_rate: cases.length === 0 ? Number.NaN : cases.filter((item) => item.pass).length / cases.length,
    latency_p50_ms: percentile(cases.map((item) => item.latencyMs), 50),
    latency_p95_ms: percentile(cases.map((item) => item.latencyMs), 95),
  };
  const names = new Set(cases.flatMap((item) => Object.keys(item.metrics)));
  for (const name of names) {
    const values = cases.flatMap((item) => (name in item.metrics ? [item.metrics[name]!] : []));
    figures[name] = mean(values);
  }
  return figures;
}
