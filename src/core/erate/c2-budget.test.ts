import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { c2Budget, c2Remaining } from './c2-budget.js';

describe('c2Budget', () => {
  it.each([
    // [students, fundingYear, entities, cycle, multiplier, floor, budget, basis]
    [1000, 2017, 1, 'FY2015-2019', 150, 9_200, 150_000, 'multiplier'],
    [50, 2015, 1, 'FY2015-2019', 150, 9_200, 9_200, 'floor'],
    [1000, 2020, 1, 'FY2020', 195.63, 11_998.43, 195_630, 'multiplier'],
    [149, 2023, 1, 'FY2021-2025', 167, 25_000, 25_000, 'floor'],
    [150, 2021, 1, 'FY2021-2025', 167, 25_000, 25_050, 'multiplier'],
    [1000, 2025, 1, 'FY2021-2025', 167, 25_000, 167_000, 'multiplier'],
    [1000, 2027, 1, 'FY2026-2030', 201.57, 30_175, 201_570, 'multiplier'],
    [100, 2026, 1, 'FY2026-2030', 201.57, 30_175, 30_175, 'floor'],
    [300, 2030, 3, 'FY2026-2030', 201.57, 30_175, 90_525, 'floor'],
  ] as const)('c2_budget(%i students, FY%i, %i entities) -> %s', (students, fundingYear, entities, cycle, multiplier, floor, budget, basis) => {
    const result = c2Budget({ students, fundingYear, entities });
    expect(result).toMatchObject({ cycle, multiplier, floor, budget, basis });
    expect(result.source.citations.length).toBeGreaterThan(0);
  });

  it('c2_budget(149 students, FY2023) -> $25,000 floor, not $24,883', () => {
    expect(c2Budget({ students: 149, fundingYear: 2023 }).budget).toBe(25_000);
  });

  it('c2_budget(FY2026) keeps the "verify against the FCC notice" note', () => {
    expect(c2Budget({ students: 1, fundingYear: 2026 }).source.note).toMatch(/verify/i);
  });

  it.each([2014, 2031, 2025.5])('c2_budget(FY%s) -> bad_request', (fundingYear) => {
    expect(() => c2Budget({ students: 100, fundingYear })).toThrow(AppError);
  });

  it('c2_budget(negative students) -> bad_request', () => {
    expect(() => c2Budget({ students: -1, fundingYear: 2024 })).toThrow(/students/);
  });
});

describe('c2Remaining', () => {
  it('c2_remaining(167000 budget, 100000 committed) -> 67000 left, 59.9% used', () => {
    expect(c2Remaining({ budget: 167_000, committedPreDiscount: 100_000 })).toEqual({
      budget: 167_000,
      committedPreDiscount: 100_000,
      remaining: 67_000,
      overBy: 0,
      percentUsed: 59.9,
    });
  });

  it('c2_remaining(over-committed) -> 0 remaining and the excess', () => {
    const result = c2Remaining({ budget: 25_000, committedPreDiscount: 26_000.5 });
    expect(result.remaining).toBe(0);
    expect(result.overBy).toBe(1_000.5);
  });

  it('c2_remaining(negative commitment) -> bad_request', () => {
    expect(() => c2Remaining({ budget: 1, committedPreDiscount: -1 })).toThrow(AppError);
  });
});
