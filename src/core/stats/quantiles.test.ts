import { describe, expect, it } from 'vitest';
import { distribution, percentileRank, quantile } from './quantiles.js';

describe('quantiles', () => {
  it('quantile([1,2,3,4], 0.25 / 0.5 / 0.75) -> 1.75 / 2.5 / 3.25 (linear interpolation)', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('percentileRank: mid-rank; the median of an odd list is 50, ties share a rank', () => {
    expect(percentileRank([10, 20, 30], 20)).toBe(50);
    expect(percentileRank([10, 20, 30], 5)).toBe(0);
    expect(percentileRank([10, 20, 30], 30)).toBeCloseTo(83.333, 3);
    expect(percentileRank([10, 20, 20, 30], 20)).toBe(50);
    expect(percentileRank([], 1)).toBeNull();
  });

  it('distribution([3,1,2] sorted) -> count 3, p25 1.5, median 2, p75 2.5', () => {
    expect(distribution([1, 2, 3])).toEqual({ count: 3, p25: 1.5, median: 2, p75: 2.5 });
  });
});
