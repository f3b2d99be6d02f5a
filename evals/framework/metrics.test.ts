import { describe, expect, it } from 'vitest';
import { compareResultSets, percentile, valuesEqual } from './metrics.js';
import { selectCases } from './cases.js';

describe('percentile', () => {
  it('nearest rank: p50 and p95 of 1..20 -> 10 and 19', () => {
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
  });
  it('empty -> NaN', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('valuesEqual', () => {
  it('numbers within tolerance, integers as booleans, null only with null', () => {
    expect(valuesEqual(53.135512367, 53.1355123671)).toBe(true);
    expect(valuesEqual(10, 10.1)).toBe(false);
    expect(valuesEqual(1, true)).toBe(true);
    expect(valuesEqual(null, 0)).toBe(false);
    expect(valuesEqual(null, undefined)).toBe(true);
    expect(valuesEqual('TX', 'TX')).toBe(true);
  });
});

describe('compareResultSets', () => {
  const answer = {
    columns: ['school', 'city', 'enrollment'],
    rows: [
      { school: 'A', city: 'X', enrollment: 900 },
      { school: 'B', city: 'Y', enrollment: 800 },
    ],
  };
  it('expected columns found among extra ones, in order -> equal', () => {
    expect(compareResultSets([['A', 900], ['B', 800]], answer, true)).toEqual({ equal: true });
  });
  it('ordered and the order differs -> not equal', () => {
    expect(compareResultSets([['B', 800], ['A', 900]], answer, true).equal).toBe(false);
  });
  it('unordered and the order differs -> equal', () => {
    expect(compareResultSets([['B', 800], ['A', 900]], answer, false)).toEqual({ equal: true });
  });
  it('a value differs -> not equal, with the reason', () => {
    const outcome = compareResultSets([['A', 900], ['B', 801]], answer, false);
    expect(outcome.equal).toBe(false);
    expect(outcome.detail).toMatch(/no column/);
  });
  it('row count differs -> not equal', () => {
    expect(compareResultSets([['A', 900]], answer, false)).toEqual({ equal: false, detail: 'expected 1 rows, got 2' });
  });
  it('rows paired across columns, not column by column -> a swapped pairing is caught', () => {
    expect(compareResultSets([['A', 800], ['B', 900]], answer, false).equal).toBe(false);
  });
  it('no rows expected and none given -> equal', () => {
    expect(compareResultSets([], { columns: ['n'], rows: [] }, false)).toEqual({ equal: true });
  });
});

describe('selectCases', () => {
  const cases = [
    { id: 'a', split: 'dev' as const, category: 'count' },
    { id: 'b', split: 'heldout' as const, category: 'count' },
  ];
  it('split -> only its cases; all -> both', () => {
    expect(selectCases(cases, 'heldout').map((item) => item.id)).toEqual(['b']);
    expect(selectCases(cases, 'all')).toHaveLength(2);
  });
  it('unknown id -> error naming it', () => {
    expect(() => selectCases(cases, 'all', ['zz'])).toThrow(/zz/);
  });
});
