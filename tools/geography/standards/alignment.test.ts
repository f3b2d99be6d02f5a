import { describe, expect, it } from 'vitest';
import { alignment } from './alignment.js';
import { SAMPLE_STATEMENTS } from './sample-statements.js';

const math = SAMPLE_STATEMENTS.mathematics!;

describe('standards alignment', () => {
  it('alignment("fractions: numerators and denominators") -> 3.NF.A.1 only; pct = 1 / statements', () => {
    const result = alignment('Practice fractions: numerators and denominators with visual models', math);
    expect(result.aligned.map((entry) => entry.code)).toEqual(['3.NF.A.1']);
    expect(result.aligned[0]!.matched_keywords).toEqual(['fraction', 'numerator', 'denominator']);
    expect(result.alignment_pct).toBeCloseTo(Math.round((1000 / math.length)) / 10, 5);
  });

  it('one keyword is not enough; phrases match as words; unrelated text -> 0', () => {
    expect(alignment('a graph', math).aligned).toEqual([]);
    expect(alignment('Graphing calculator for functions', math).aligned.map((entry) => entry.code)).toEqual(['HSF.IF.C.7']);
    expect(alignment('Graph each function from its input and output table', math).aligned.map((entry) => entry.code)).toEqual(['8.F.A.1', 'HSF.IF.C.7']);
    expect(alignment('office chairs', math).alignment_pct).toBe(0);
    expect(alignment('', []).alignment_pct).toBe(0);
  });
});
