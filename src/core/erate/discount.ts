import { badRequest } from '../../errors.js';
import { DISCOUNT_MATRIX, type DiscountBand } from '../../../seeds/reference/erate-matrix.js';

export type ErateCategory = 1 | 2;

export interface ErateDiscountInput {
  /** Percentage (0–100) of students eligible for the National School Lunch Program. */
  nslpPct: number;
  /** Rural status (for a district: more than 50% of its schools rural). */
  rural: boolean;
  category: ErateCategory;
}

/**
 * The band of the discount matrix that an NSLP percentage falls in.
 *
 * Fractional percentages are not rounded: a band is entered only when its printed lower edge is
 * reached, so 0.5 is "less than 1%" and 19.5 is "1% to 19%". 47 CFR 54.505(b)(1) applies "this
 * percentage rate" to the matrix without any rounding step, and reading the exact ratio never claims a
 * higher discount than the eligible count supports (an over-claimed discount is recovered by USAC).
 */
export function discountBand(nslpPct: number): DiscountBand {
  if (!Number.isFinite(nslpPct) || nslpPct < 0 || nslpPct > 100) {
    throw badRequest(`nslpPct must be a percentage between 0 and 100, got ${String(nslpPct)}.`, [
      { field: 'nslpPct', message: 'must be a number from 0 to 100' },
    ]);
  }
  let band = DISCOUNT_MATRIX[0]!;
  for (const candidate of DISCOUNT_MATRIX) {
    if (nslpPct >= candidate.minPct) band = candidate;
  }
  return band;
}

/**
 * The E-Rate discount percentage for an NSLP percentage, locale and service category
 * (USAC discount matrix; 47 CFR 54.505(c); Category Two capped at 85%).
 */
export function erateDiscount({ nslpPct, rural, category }: ErateDiscountInput): number {
  if (category !== 1 && category !== 2) {
    throw badRequest(`category must be 1 or 2, got ${String(category)}.`, [
      { field: 'category', message: 'must be 1 (Category One) or 2 (Category Two)' },
    ]);
  }
  const band = discountBand(nslpPct);
  const column = category === 1 ? band.category1 : band.category2;
  return rural ? column.rural : column.urban;
}
