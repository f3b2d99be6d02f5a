/**
 * The few mappings every score in this folder uses to turn a raw measure into 0-100. Keeping them in
 * one place means every sub-score reads the same way: 60 is "like the reference", 100 and 0 are the
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
 * The score of a school exactly like its reference (the state average). 60 rather than 50 so that an
 * average school lands in the STABLE health tier (55-75): "like the state" is not "at risk".
 */
export const REFERENCE_SCORE = 60;

/**
 * A signed difference, as a fraction of its span (-1 .. 1 after clamping), on the 0-100 scale:
 * REFERENCE_SCORE at 0, 100 at +1 (better by the full span), 0 at -1 (worse by the full span).
 * Linear on each side, so the step per unit is 40 points above the reference and 60 below.
 */
export function spanScore(fractionOfSpan: number): number {
  const fraction = clamp(fractionOfSpan, -1, 1);
  return fraction >= 0 ? REFERENCE_SCORE + (100 - REFERENCE_SCORE) * fraction : REFERENCE_SCORE + REFERENCE_SCORE * fraction;
}

/** A difference in percentage points as a 0-100 score; +span points or more is 100, -span or less 0. */
export function pointsScore(differencePoints: number, span: number): number {
  return spanScore(differencePoints / span);
}

/**
 * A value compared with a reference as a relative difference: REFERENCE_SCORE when equal, 100 when
 * better than the reference by `span` (a fraction: 0.5 = 50%) or more, 0 when worse by `span` or more.
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
  return spanScore(better / options.span);
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
