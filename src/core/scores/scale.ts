/**
 * The few mappings every score in this folder uses to turn a raw measure into 0-100. Keeping them in
 * one place means every sub-score reads the same way: 50 is "like the reference", 100 and 0 are the
 * ends of a documented span (docs/SCORING.md, "Shared scales").
 */

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Rounds to a fixed number of decimals (scores are published with one). */
export function roundTo(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function isPresent(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A difference in percentage points as a 0-100 score: 50 at zero difference, 100 at `+span` points
 * and above, 0 at `-span` and below.
 */
export function pointsScore(differencePoints: number, span: number): number {
  return clamp(50 + (50 * differencePoints) / span, 0, 100);
}

/**
 * A value compared with a reference as a relative difference: 50 when equal, 100 when it is better
 * than the reference by `span` (a fraction: 0.5 = 50%) or more, 0 when worse by `span` or more.
 * Returns null when the reference is not a positive number (no meaningful comparison).
 */
export function relativeScore(
  value: number,
  reference: number,
  options: { higherIsBetter: boolean; span: number },
): number | null {
  if (!(reference > 0)) return null;
  const relative = (value - reference) / reference;
  const better = options.higherIsBetter ? relative : -relative;
  return clamp(50 + (50 * better) / options.span, 0, 100);
}

/** Mean of the values that are present; null when none is. */
export function meanOfPresent(values: readonly (number | null | undefined)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (isPresent(value)) {
      sum += value;
      count += 1;
    }
  }
  return count === 0 ? null : sum / count;
}

/**
 * Weighted mean over the parts that are present; the weights of absent parts are left out, so the
 * remaining weights are renormalised. Null when no part is present.
 */
export function weightedMeanOfPresent(parts: readonly { value: number | null; weight: number }[]): number | null {
  let sum = 0;
  let weightSum = 0;
  for (const part of parts) {
    if (isPresent(part.value)) {
      sum += part.value * part.weight;
      weightSum += part.weight;
    }
  }
  return weightSum === 0 ? null : sum / weightSum;
}
