import { describe, expect, it } from 'vitest';
import { equityRow, schoolRow, stateAverages } from './fixtures.js';
import { needsAssessment, needsInputsMissing, type NeedsContext } from './needs.js';
import { c2Position } from './erate-c2.js';

const struggling = schoolRow({ math_proficiency: 30, frl_pct: 80, title_i_schoolwide: false, counselors_fte: 0 });

function context(overrides: Partial<NeedsContext> = {}): NeedsContext {
  return {
    averages: stateAverages(),
    equity: equityRow({ math_gap_ell: -25 }),
    finance: { fiscal_year: 2022, per_pupil_expenditure: 10_000, federal_revenue_per_pupil: 1_000 },
    // 1,000 students in FY2023: budget 167,000, 66,800 spent -> 60% left.
    c2: c2Position({ fundingYear: 2023, students: 1000, entities: 1, spentByYear: new Map([[2022, 66_800]]) }),
    eligibility: [
      { program_id: 'PERKINS_V', strength: 'WEAK' },
      { program_id: 'TITLE_III_A', strength: 'MODERATE', rule: 'English learners enrolled' },
      { program_id: 'E_RATE', strength: 'STRONG' },
      { program_id: 'TITLE_I_A', strength: 'STRONG', rule: '80% low-income' },
    ],
    ...overrides,
  };
}

describe('needsAssessment', () => {
  const result = needsAssessment(struggling, context());

  it('needsAssessment(struggling school) -> risk factors, each with field and threshold', () => {
    expect(result.risk_factors.map((item) => [item.code, item.field, item.threshold])).toEqual([
      ['low_math_proficiency', 'math_proficiency', 35], // state 45 - 10
      ['high_pupil_teacher_ratio', 'pupil_teacher_ratio', 19.2], // 1.2 x 16
      ['no_counselor', 'counselors_fte', 0],
      ['large_math_gap_ell', 'math_gap_ell', -20],
      ['high_poverty', 'frl_pct', 75],
    ]);
  });

  it('needsAssessment -> funding gaps: schoolwide-eligible without a schoolwide program, 60% of C2 budget unspent', () => {
    expect(result.funding_gaps.map((item) => [item.code, item.value, item.threshold])).toEqual([
      ['schoolwide_eligible_not_schoolwide', 80, 40],
      ['unused_c2_budget', 60, 50],
    ]);
  });

  it('needsAssessment -> resource deficiencies are the staffing and resource risks', () => {
    expect(result.resource_deficiencies.map((item) => item.code)).toEqual(['high_pupil_teacher_ratio', 'no_counselor']);
  });

  it('needsAssessment -> indicators against the state: math 30 vs 45 is 15 below; pupil-teacher 20 vs 16 is above and unfavourable', () => {
    expect(result.performance_indicators[0]).toEqual({ field: 'math_proficiency', value: 30, reference: 45, difference: -15, status: 'below', favourable: false });
    expect(result.staffing[0]).toEqual({ field: 'pupil_teacher_ratio', value: 20, reference: 16, difference: 4, status: 'above', favourable: false });
    expect(result.staffing[1]).toMatchObject({ field: 'students_per_counselor', value: null, status: 'unknown' });
  });

  it('needsAssessment -> one intervention per need, each naming what it addresses and the programs that pay', () => {
    expect(result.recommended_interventions.map((item) => [item.addresses, item.programs])).toEqual([
      [['low_math_proficiency'], ['TITLE_I_A', '21ST_CCLC']],
      [['high_pupil_teacher_ratio'], ['TITLE_II_A']],
      [['no_counselor'], ['TITLE_IV_A']],
      [['large_math_gap_ell'], ['TITLE_III_A']],
      [['high_poverty'], ['TITLE_I_A', '21ST_CCLC']],
      [['schoolwide_eligible_not_schoolwide'], ['TITLE_I_A']],
      [['unused_c2_budget'], ['E_RATE']],
    ]);
  });

  it('needsAssessment -> matching programs: eligible ones that fund an intervention, strongest first', () => {
    expect(result.matching_programs.map((item) => [item.program_id, item.strength, item.funds.length])).toEqual([
      ['TITLE_I_A', 'STRONG', 3],
      ['E_RATE', 'STRONG', 1],
      ['TITLE_III_A', 'MODERATE', 1],
    ]);
  });

  it('needsAssessment(no eligibility given) -> no matching programs, interventions still listed', () => {
    const bare = needsAssessment(struggling, context({ eligibility: null, c2: null, equity: null }));
    expect(bare.matching_programs).toEqual([]);
    expect(bare.recommended_interventions.length).toBeGreaterThan(0);
    expect(bare.funding_gaps.map((item) => item.code)).toEqual(['schoolwide_eligible_not_schoolwide']);
  });

  it('needsAssessment(school at the state average) -> no risks, no interventions', () => {
    const average = schoolRow({ math_proficiency: 45, reading_proficiency: 50, pupil_teacher_ratio: 16, enrollment: 400, counselors_fte: 1, frl_pct: 30 });
    const calm = needsAssessment(average, context({ equity: equityRow({ suspension_rate_black: 5 }), c2: null }));
    expect(calm.risk_factors).toEqual([]);
    expect(calm.recommended_interventions).toEqual([]);
    expect(calm.performance_indicators[0]).toMatchObject({ status: 'at', favourable: null });
  });
});

describe('needsInputsMissing', () => {
  it('needsInputsMissing(no assessment, no FRL) -> the three fields', () => {
    expect(needsInputsMissing({ math_proficiency: null, reading_proficiency: null, frl_pct: null })).toEqual([
      'math_proficiency', 'reading_proficiency', 'frl_pct',
    ]);
  });

  it('needsInputsMissing(math and FRL present) -> nothing', () => {
    expect(needsInputsMissing({ math_proficiency: 20, reading_proficiency: null, frl_pct: 10 })).toEqual([]);
  });
});
