import { describe, expect, it } from 'vitest';
import { FieldProblem } from './fields.js';
import { crdcCount, edfactsCount, edfactsRate } from './range-codes.js';

describe('EDFacts range and suppression codes', () => {
  it('exact rates stay as they are, with low = high', () => {
    expect(edfactsRate('91', 'ALL_RATE')).toEqual({ value: 91, low: 91, high: 91, reason: null, raw: '91' });
  });

  it('a range becomes its midpoint, the range kept', () => {
    expect(edfactsRate('85-89', 'ALL_RATE')).toMatchObject({ value: 87, low: 85, high: 89, reason: null });
    expect(edfactsRate('6-9', 'ALL_RATE')).toMatchObject({ value: 7.5, low: 6, high: 9 });
  });

  it('GEnn is the midpoint of nn..100; LTnn and LEnn the midpoint of 0..nn', () => {
    expect(edfactsRate('GE95', 'ALL_RATE')).toMatchObject({ value: 97.5, low: 95, high: 100, reason: null });
    expect(edfactsRate('GE50', 'ALL_RATE')).toMatchObject({ value: 75, low: 50, high: 100 });
    expect(edfactsRate('LT50', 'ALL_RATE')).toMatchObject({ value: 25, low: 0, high: 50, reason: null });
    expect(edfactsRate('LE10', 'ALL_RATE')).toMatchObject({ value: 5, low: 0, high: 10 });
  });

  it('PS is suppressed; "." and blank are not reported; all null with the reason', () => {
    expect(edfactsRate('PS', 'ALL_RATE')).toEqual({ value: null, low: null, high: null, reason: 'suppressed', raw: 'PS' });
    expect(edfactsRate('.', 'ALL_RATE')).toMatchObject({ value: null, reason: 'not reported' });
    expect(edfactsRate('', 'ALL_RATE')).toMatchObject({ value: null, reason: 'not reported' });
    expect(edfactsRate(undefined, 'ALL_RATE')).toMatchObject({ value: null, reason: 'not reported' });
  });

  it('anything else is a broken value (the row is refused)', () => {
    for (const bad of ['n/a', '105', '89-85', 'GE105', '-5', 'GT']) {
      expect(() => edfactsRate(bad, 'ALL_RATE')).toThrow(FieldProblem);
    }
  });

  it('cohort counts: digits, "." / blank as null', () => {
    expect(edfactsCount('252', 'ALL_COHORT')).toBe(252);
    expect(edfactsCount('.', 'ALL_COHORT')).toBeNull();
    expect(() => edfactsCount('12.5', 'ALL_COHORT')).toThrow(FieldProblem);
  });
});

describe('CRDC reserve codes', () => {
  it('negative values are null with their reason; counts pass through', () => {
    expect(crdcCount('12', 'TOT')).toEqual({ value: 12, reason: null });
    expect(crdcCount('0', 'TOT')).toEqual({ value: 0, reason: null });
    expect(crdcCount('-9', 'TOT')).toEqual({ value: null, reason: 'not applicable / skipped (-9)' });
    expect(crdcCount('-11', 'TOT')).toEqual({ value: null, reason: 'suppressed (privacy) (-11)' });
    expect(crdcCount('-5', 'TOT').reason).toMatch(/action plan/);
    expect(crdcCount('-3', 'TOT').reason).toMatch(/skip logic/);
    expect(crdcCount('-6', 'TOT').reason).toMatch(/force certified/);
    expect(crdcCount('-2', 'TOT').reason).toMatch(/not applicable/);
    expect(crdcCount('-7', 'TOT')).toEqual({ value: null, reason: 'reserve code (-7)' });
  });

  it('a non-number is a broken value', () => {
    expect(() => crdcCount('1.5', 'TOT')).toThrow(FieldProblem);
    expect(() => crdcCount('Yes', 'TOT')).toThrow(FieldProblem);
  });
});
