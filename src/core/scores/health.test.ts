import { describe, expect, it } from 'vitest';
import { equityRow, schoolRow, stateAverages } from './fixtures.js';
import { healthInputsMissing, healthScore, healthTier } from './health.js';
import type { SchoolFacts } from './state-averages.js';

const finance = { fiscal_year: 2022, per_pupil_expenditure: 12_000, federal_revenue_per_pupil: 1_000 };

function facts(overrides: Partial<SchoolFacts> = {}): SchoolFacts {
  return { school: schoolRow(), equity: equityRow(), finance, ...overrides };
}

describe('healthTier', () => {
  it.each([
    [100, 'THRIVING'],
    [75, 'THRIVING'],
    [74.99, 'STABLE'],
    [55, 'STABLE'],
    [54.99, 'AT_RISK'],
    [35, 'AT_RISK'],
    [34.99, 'CRITICAL'],
    [0, 'CRITICAL'],
  ] as const)('healthTier(%s) -> %s', (score, tier) => {
    expect(healthTier(score)).toBe(tier);
  });
});

describe('healthScore', () => {
  it('healthScore(typical elementary school) -> 0.4 x 70 + 0.3 x 40 + 0.3 x 45.8 = 53.7, AT_RISK', () => {
    const result = healthScore(facts(), stateAverages());
    // academic: gaps math 40-45 = -5 and reading 45-50 = -5, mean -5 -> 50 + 50 x (-5 / 25) = 40.
    expect(result.academic_sub).toBe(40);
    // funding: spending 12,000 vs 10,000 is +20% -> 50 + 50 x (0.2 / 0.5) = 70.
    expect(result.funding_sub).toBe(70);
    // equity: suspension risk ratio max(6, 4, 5) / 4 = 1.5 -> 100 x (3 - 1.5) / 2 = 75;
    // counselors 500 per FTE vs 400 is 25% worse -> 50 - 50 x (0.25 / 1) = 37.5;
    // pupil-teacher 20 vs 16 is 25% worse -> 50 - 50 x (0.25 / 0.5) = 25; AP not scored below High.
    expect(result.components).toEqual({ suspension_disparity: 75, ap_access: null, counselor_access: 37.5, class_size: 25, spending: 70 });
    // (75 + 37.5 + 25) / 3 = 45.83 -> 45.8.
    expect(result.equity_sub).toBe(45.8);
    // 0.4 x 70 + 0.3 x 40 + 0.3 x 45.8 = 28 + 12 + 13.74 = 53.74 -> 53.7.
    expect(result.health_score).toBe(53.7);
    expect(result.health_tier).toBe('AT_RISK');
    expect(result.dimensions).toEqual({
      academic_performance: 40,
      funding_level: 70,
      // (70 + 25 + 37.5) / 3 = 44.17.
      resource_access: 44.2,
      equity_indicators: 45.8,
      data_completeness: 100,
    });
    expect(result.missing).toEqual([]);
  });

  it('healthScore(no district finance) -> funding drops out: (0.3 x 40 + 0.3 x 45.8) / 0.6 = 42.9', () => {
    const result = healthScore(facts({ finance: null }), stateAverages());
    expect(result.funding_sub).toBeNull();
    expect(result.health_score).toBe(42.9);
    expect(result.dimensions.data_completeness).toBe(90);
    expect(result.missing).toEqual(['per_pupil_expenditure']);
  });

  it('healthScore(no assessment data) -> no score, no tier, never throws', () => {
    const school = schoolRow({ math_proficiency: null, reading_proficiency: null });
    const result = healthScore(facts({ school }), stateAverages());
    expect(result.health_score).toBeNull();
    expect(result.health_tier).toBeNull();
    expect(result.funding_sub).toBe(70);
    expect(result.missing).toEqual(expect.arrayContaining(['math_proficiency', 'reading_proficiency']));
  });

  it('healthScore(only math) -> academic from the math gap alone: 50 + 50 x (15 / 25) = 80', () => {
    const school = schoolRow({ math_proficiency: 60, reading_proficiency: null });
    expect(healthScore(facts({ school }), stateAverages()).academic_sub).toBe(80);
  });

  it('healthScore(high school, 15 AP courses vs state 10) -> ap_access 50 + 50 x 0.5 = 75 and a strength', () => {
    const school = schoolRow({ level: 'High' });
    const result = healthScore(facts({ school, equity: equityRow({ ap_course_count: 15 }) }), stateAverages());
    expect(result.components.ap_access).toBe(75);
    expect(result.strengths.map((item) => item.code)).toContain('broad_ap_offer');
  });

  it('healthScore(high school without AP data) -> data_completeness 10 of 11 = 90.9', () => {
    const school = schoolRow({ level: 'High' });
    expect(healthScore(facts({ school }), stateAverages()).dimensions.data_completeness).toBe(90.9);
  });

  it('healthScore(no counselor) -> counselor_access 0 and risk no_counselor', () => {
    const school = schoolRow({ counselors_fte: 0 });
    const result = healthScore(facts({ school }), stateAverages());
    expect(result.components.counselor_access).toBe(0);
    expect(result.risk_factors.find((item) => item.code === 'no_counselor')).toMatchObject({ field: 'counselors_fte', threshold: 0 });
  });

  it('healthScore(suspension 3.5x the all-students rate) -> disparity score 0 and a risk naming the group', () => {
    const equity = equityRow({ suspension_rate: 2, suspension_rate_black: 7 });
    const result = healthScore(facts({ equity }), stateAverages());
    expect(result.components.suspension_disparity).toBe(0);
    expect(result.risk_factors.find((item) => item.code === 'suspension_disparity')).toMatchObject({
      field: 'suspension_rate_black',
      value: 7,
      comparison: '>=',
      threshold: 4,
    });
  });

  it('healthScore(findings) names field and threshold: pupil-teacher 20 > 1.2 x 16 = 19.2, spending 12,000 > 1.1 x 10,000', () => {
    const result = healthScore(facts(), stateAverages());
    expect(result.risk_factors).toEqual([
      expect.objectContaining({ code: 'high_pupil_teacher_ratio', field: 'pupil_teacher_ratio', value: 20, comparison: '>', threshold: 19.2 }),
    ]);
    expect(result.strengths).toEqual([
      expect.objectContaining({ code: 'high_spending', field: 'per_pupil_expenditure', value: 12_000, comparison: '>', threshold: 11_000 }),
    ]);
  });

  it('healthScore(math 12 points under the state) -> risk low_math_proficiency at threshold 45 - 10 = 35', () => {
    const school = schoolRow({ math_proficiency: 33 });
    const risk = healthScore(facts({ school }), stateAverages()).risk_factors.find((item) => item.code === 'low_math_proficiency');
    expect(risk).toMatchObject({ field: 'math_proficiency', value: 33, comparison: '<=', threshold: 35 });
  });

  it('healthScore(scores stay inside 0-100 at extreme inputs)', () => {
    const school = schoolRow({ math_proficiency: 100, reading_proficiency: 100, pupil_teacher_ratio: 1, counselors_fte: 50 });
    const result = healthScore(facts({ school, finance: { ...finance, per_pupil_expenditure: 90_000 } }), stateAverages());
    expect(result.academic_sub).toBe(100);
    expect(result.funding_sub).toBe(100);
    expect(result.health_score).toBeLessThanOrEqual(100);
  });
});

describe('healthInputsMissing', () => {
  it('healthInputsMissing(no math, no reading) -> both fields', () => {
    expect(healthInputsMissing({ math_proficiency: null, reading_proficiency: null })).toEqual(['math_proficiency', 'reading_proficiency']);
  });

  it('healthInputsMissing(reading only) -> nothing missing', () => {
    expect(healthInputsMissing({ math_proficiency: null, reading_proficiency: 30 })).toEqual([]);
  });
});
