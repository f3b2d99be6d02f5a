import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { erateDiscount, type ErateCategory } from './discount.js';

// The matrix of FACTS.md §1, one row per band edge: [nslpPct, C1 urban, C1 rural, C2 urban, C2 rural].
const EDGES: Array<[number, number, number, number, number]> = [
  [0, 20, 25, 20, 25],
  [0.5, 20, 25, 20, 25],
  [0.99, 20, 25, 20, 25],
  [1, 40, 50, 40, 50],
  [10, 40, 50, 40, 50],
  [19, 40, 50, 40, 50],
  [19.5, 40, 50, 40, 50],
  [19.999, 40, 50, 40, 50],
  [20, 50, 60, 50, 60],
  [34, 50, 60, 50, 60],
  [34.9, 50, 60, 50, 60],
  [35, 60, 70, 60, 70],
  [49, 60, 70, 60, 70],
  [49.99, 60, 70, 60, 70],
  [50, 80, 80, 80, 80],
  [74, 80, 80, 80, 80],
  [74.5, 80, 80, 80, 80],
  [75, 90, 90, 85, 85],
  [88, 90, 90, 85, 85],
  [100, 90, 90, 85, 85],
];

const COLUMNS: Array<{ category: ErateCategory; rural: boolean; index: 1 | 2 | 3 | 4 }> = [
  { category: 1, rural: false, index: 1 },
  { category: 1, rural: true, index: 2 },
  { category: 2, rural: false, index: 3 },
  { category: 2, rural: true, index: 4 },
];

describe('erateDiscount', () => {
  for (const row of EDGES) {
    for (const column of COLUMNS) {
      const expected = row[column.index];
      const locale = column.rural ? 'rural' : 'urban';
      it(`erate_discount(C${column.category}, ${locale}, ${row[0]}% NSLP) -> ${expected}`, () => {
        expect(erateDiscount({ nslpPct: row[0], rural: column.rural, category: column.category })).toBe(expected);
      });
    }
  }

  it('erate_discount(C2, any locale, any NSLP) never exceeds 85', () => {
    for (const row of EDGES) {
      expect(erateDiscount({ nslpPct: row[0], rural: true, category: 2 })).toBeLessThanOrEqual(85);
      expect(erateDiscount({ nslpPct: row[0], rural: false, category: 2 })).toBeLessThanOrEqual(85);
    }
  });

  it.each([-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY])('erate_discount(nslpPct %s) -> bad_request', (nslpPct) => {
    expect(() => erateDiscount({ nslpPct, rural: false, category: 1 })).toThrow(AppError);
  });

  it('erate_discount(category 3) -> bad_request', () => {
    expect(() => erateDiscount({ nslpPct: 50, rural: false, category: 3 as ErateCategory })).toThrow(/category must be 1 or 2/);
  });
});
