import { describe, expect, it } from 'vitest';
import { meanOfPresent, pointsScore, relativeScore, spanScore, weightedMeanOfPresent } from './scale.js';

describe('shared scales', () => {
  it.each([
    [0, 60],
    [0.5, 80],
    [1, 100],
    [2, 100],
    [-0.5, 30],
    [-1, 0],
    [-3, 0],
  ])('spanScore(%s of the span) -> %s', (fraction, score) => {
    expect(spanScore(fraction)).toBe(score);
  });

  it('pointsScore(+10 points, span 25) -> 60 + 40 x 0.4 = 76; -10 -> 60 - 60 x 0.4 = 36', () => {
    expect(pointsScore(10, 25)).toBe(76);
    expect(pointsScore(-10, 25)).toBe(36);
  });

  it('relativeScore(ratio 12 vs 16, lower is better, span 0.5) -> 25% better = 0.5 of span -> 80', () => {
    expect(relativeScore(12, 16, { higherIsBetter: false, span: 0.5 })).toBe(80);
  });

  it('relativeScore(any value vs reference 0) -> null', () => {
    expect(relativeScore(5, 0, { higherIsBetter: true, span: 1 })).toBeNull();
  });

  it('meanOfPresent and weightedMeanOfPresent skip missing parts and renormalise', () => {
    expect(meanOfPresent([10, null, 30, undefined])).toBe(20);
    expect(meanOfPresent([null])).toBeNull();
    expect(weightedMeanOfPresent([{ value: 50, weight: 0.4 }, { value: null, weight: 0.3 }, { value: 80, weight: 0.3 }])).toBeCloseTo((0.4 * 50 + 0.3 * 80) / 0.7, 10);
  });
});
