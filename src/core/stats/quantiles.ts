/**
 * Quantiles and percentile ranks for the finance benchmarks.
 *
 * - quantile(sorted, q): linear interpolation between closest ranks (the "type 7" definition used
 *   by R's default, NumPy and spreadsheets): position h = (n - 1) q, value = x[floor h] +
 *   (h - floor h) (x[floor h + 1] - x[floor h]).
 * - percentileRank(sorted, x): the share of values below x plus half the values equal to it, as a
 *   percent (the "mid-rank" definition), so the median district is at 50 and ties share a rank.
 */

export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (position - low) * (sorted[high]! - sorted[low]!);
}

export function percentileRank(sorted: readonly number[], value: number): number | null {
  if (sorted.length === 0) return null;
  let below = 0;
  let equal = 0;
  for (const entry of sorted) {
    if (entry < value) below += 1;
    else if (entry === value) equal += 1;
  }
  return (100 * (below + equal / 2)) / sorted.length;
}

export interface Distribution {
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

export function distribution(sorted: readonly number[]): Distribution {
  return { count: sorted.length, p25: quantile(sorted, 0.25), median: quantile(sorted, 0.5), p75: quantile(sorted, 0.75) };
}
