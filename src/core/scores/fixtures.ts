import type { EquityRow, SchoolRow } from '../../data/dataset/model.js';
import type { StateAverages } from './state-averages.js';

/** Small hand-made rows for the score tests; every field a test does not set is a plain default. */
const provenance = { source: 'test', source_year: 2024, generated: true } as const;

export function schoolRow(overrides: Partial<SchoolRow> = {}): SchoolRow {
  return {
    ...provenance,
    nces_id: '010000100001',
    leaid: '0100001',
    name: 'Test School',
    city: null,
    state: 'AL',
    zip: null,
    lat: null,
    lon: null,
    locale: 'urban',
    level: 'Elementary',
    grade_low: null,
    grade_high: null,
    enrollment: 500,
    frl_count: null,
    frl_pct: 50,
    cep: null,
    title_i_eligible: null,
    title_i_schoolwide: null,
    math_proficiency: 40,
    reading_proficiency: 45,
    teachers_fte: 25,
    pupil_teacher_ratio: 20,
    counselors_fte: 1,
    ell_pct: 5,
    swd_pct: 12,
    phone: null,
    address: null,
    ...overrides,
  };
}

export function equityRow(overrides: Partial<EquityRow> = {}): EquityRow {
  return {
    ...provenance,
    nces_id: '010000100001',
    suspension_rate: 4,
    suspension_rate_black: 6,
    suspension_rate_hispanic: 4,
    suspension_rate_white: 3,
    suspension_rate_swd: 5,
    ap_course_count: null,
    pct_white: null,
    pct_black: null,
    pct_hispanic: null,
    pct_asian: null,
    pct_other: null,
    math_gap_low_income: null,
    math_gap_ell: null,
    math_gap_swd: null,
    ...overrides,
  };
}

export function stateAverages(overrides: Partial<StateAverages> = {}): StateAverages {
  return {
    state: 'AL',
    school_count: 100,
    math_proficiency: 45,
    reading_proficiency: 50,
    frl_pct: 50,
    pupil_teacher_ratio: 16,
    students_per_counselor: 400,
    per_pupil_expenditure: 10_000,
    federal_revenue_per_pupil: 1_000,
    ap_course_count_high: 10,
    suspension_rate: 4,
    ...overrides,
  };
}
