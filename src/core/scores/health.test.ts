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
  // Scale: 60 at the state average; better by a fraction f of the span -> 60 + 40 f, worse -> 60 - 60 f.
  it('healthScore(typical elementary school) -> 0.4 x 76 + 0.3 x 48 + 0.3 x 50 = 59.8, STABLE', () => {
    const result = healthScore(facts(), stateAverages());
    // academic: gaps math 40-45 = -5 and reading 45-50 = -5, mean -5 = -0.2 of the 25-point span -> 60 - 60 x 0.2 = 48.
    expect(result.academic_sub).toBe(48);
    // funding: spending 12,000 vs 10,000 is +20% = 0.4 of the 50% span -> 60 + 40 x 0.4 = 76.
    expect(result.funding_sub).toBe(76);
    // equity: suspension risk ratio max(6, 4, 5) / 4 = 1.5 -> 100 x (3 - 1.5) / 2 = 75;
    // counselors 500 per FTE vs 400 is 25% worse = 0.25 of the 100% span -> 60 - 60 x 0.25 = 45;
    // pupil-teacher 20 vs 16 is 25% worse = 0.5 of the 50% span -> 60 - 60 x 0.5 = 30; AP not scored below High.
    expect(result.components).toEqual({ suspension_disparity: 75, ap_access: null, counselor_access: 45, class_size: 30, spending: 76 });
    // (75 + 45 + 30) / 3 = 50.
    expect(result.equity_sub).toBe(50);
    // 0.4 x 76 + 0.3 x 48 + 0.3 x 50 = 30.4 + 14.4 + 15 = 59.8.
    expect(result.health_score).toBe(59.8);
    expect(result.health_tier).toBe('STABLE');
    expect(result.dimensions).toEqual({
      academic_performance: 48,
      funding_level: 76,
      // (76 + 30 + 45) / 3 = 50.33.
      resource_access: 50.3,
      equity_indicators: 50,
      data_completeness: 100,
    });
    expect(result.missing).toEqual([]);
  });

  it('healthScore(no district finance) -> funding drops out: (0.3 x 48 + 0.3 x 50) / 0.6 = 49', () => {
    const result = healthScore(facts({ finance: null }), stateAverages());
    expect(result.funding_sub).toBeNull();
    expect(result.health_score).toBe(49);
    expect(result.dimensions.data_completeness).toBe(90);
    expect(result.missing).toEqual(['per_pupil_expenditure']);
  });

  it('healthScore(no assessment data) -> no score, no tier, never throws', () => {
    const school = schoolRow({ math_proficiency: null, reading_proficiency: null });
    const result = healthScore(facts({ school }), stateAverages());
    expect(result.health_score).toBeNull();
    expect(result.health_tier).toBeNull();
    expect(result.funding_sub).toBe(76);
    expect(result.missing).toEqual(expect.arrayContaining(['math_proficiency', 'reading_proficiency']));
  });

  it('healthScore(only math) -> academic from the math gap alone: 60 + 40 x (15 / 25) = 84', () => {
    const school = schoolRow({ math_proficiency: 60, reading_proficiency: null });
    expect(healthScore(facts({ school }), stateAverages()).academic_sub).toBe(84);
  });

  it('healthScore(high school, 15 AP courses vs state 10) -> ap_access 60 + 40 x 0.5 = 80 and a strength', () => {
    const school = schoolRow({ level: 'High' });
    const result = healthScore(facts({ school, equity: equityRow({ ap_course_count: 15 }) }), stateAverages());
    expect(result.components.ap_access).toBe(80);
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
