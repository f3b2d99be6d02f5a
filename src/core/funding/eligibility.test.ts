import { describe, expect, it } from 'vitest';
import type { SchoolRow } from '../../data/dataset/model.js';
import { schoolEligibility, type SchoolFacts } from './eligibility.js';

const programOf = (school: SchoolFacts, id: string) => schoolEligibility(school).programs.find((program) => program.program_id === id);
const ids = (school: SchoolFacts) => schoolEligibility(school).programs.map((program) => program.program_id);

describe('schoolEligibility', () => {
  it.each([
    [{ frl_pct: 80 }, 'STRONG', /75% or more/],
    [{ frl_pct: 40 }, 'STRONG', /at least 40%/],
    [{ frl_pct: 30, title_i_eligible: true }, 'MODERATE', /targeted assistance/],
    [{ frl_pct: 35 }, 'WEAK', /may designate/],
    [{ frl_pct: 20, title_i_schoolwide: true }, 'STRONG', /Operates a Title I schoolwide program/],
  ] as const)('eligibility(%o).TITLE_I_A -> %s', (school, strength, rule) => {
    const program = programOf(school, 'TITLE_I_A');
    expect(program?.strength).toBe(strength);
    expect(program?.rule).toMatch(rule);
    expect(program?.rule).toMatch(/frl_pct/);
  });

  it.each([
    [{ frl_pct: 34.9 }, /below the 35%/],
    [{ frl_pct: 60, title_i_eligible: false }, /Not a Title I school/],
    [{}, /No Title I status/],
  ])('eligibility(%o) -> no Title I', (school, reason) => {
    const result = schoolEligibility(school);
    expect(result.programs.map((program) => program.program_id)).not.toContain('TITLE_I_A');
    expect(result.not_eligible.find((entry) => entry.program_id === 'TITLE_I_A')?.reason).toMatch(reason);
  });

  it('eligibility(English learners present / absent / unknown) -> Title III only when present', () => {
    expect(programOf({ ell_pct: 12 }, 'TITLE_III_A')?.strength).toBe('STRONG');
    expect(programOf({ ell_pct: 3 }, 'TITLE_III_A')?.strength).toBe('MODERATE');
    expect(ids({ ell_pct: 0 })).not.toContain('TITLE_III_A');
    expect(ids({})).not.toContain('TITLE_III_A');
  });

  it('eligibility(level) -> Perkins V only for high schools', () => {
    expect(ids({ level: 'High' })).toContain('PERKINS_V');
    expect(ids({ level: 'Middle' })).not.toContain('PERKINS_V');
    const reason = (school: SchoolFacts) => schoolEligibility(school).not_eligible.find((entry) => entry.program_id === 'PERKINS_V')?.reason;
    expect(reason({ level: 'Elementary' })).toMatch(/^An elementary school;/);
    expect(reason({ level: 'Middle' })).toMatch(/^A middle school;/);
  });

  it('eligibility(21st CCLC) -> STRONG priority at 40%+, WEAK below', () => {
    expect(programOf({ frl_pct: 45 }, '21ST_CCLC')?.strength).toBe('STRONG');
    expect(programOf({ frl_pct: 39 }, '21ST_CCLC')?.strength).toBe('WEAK');
  });

  it('eligibility(any school) -> Title II-A, Title IV-A, IDEA B and E-Rate', () => {
    expect(ids({})).toEqual(expect.arrayContaining(['TITLE_II_A', 'TITLE_IV_A', 'IDEA_B', 'E_RATE']));
    expect(ids({ swd_pct: 0 })).not.toContain('IDEA_B');
  });

  it('eligibility(school with its district rate) -> the district-wide E-Rate discount, never the school\'s own share', () => {
    const district = { nslp_pct: 80, rural: true, category1: 90, category2: 85 };
    // A 10% FRL school in an 80% district gets the district's 90% / 85% (47 CFR 54.505(b)(1)).
    expect(programOf({ frl_pct: 10, locale: 'suburban', erate_district: district }, 'E_RATE')?.erate_discount).toEqual({ category1: 90, category2: 85, rural: true });
    expect(programOf({ frl_pct: 10, erate_district: district }, 'E_RATE')?.rule).toContain('80% NSLP');
    // Without district data no figure is quoted, not even one from the school's own 80%.
    expect(programOf({ frl_pct: 80, locale: 'rural' }, 'E_RATE')?.erate_discount).toBeNull();
    expect(programOf({ frl_pct: 80, locale: 'rural' }, 'E_RATE')?.rule).not.toMatch(/\d+% Category One/);
    expect(programOf({}, 'E_RATE')?.erate_discount).toBeNull();
  });

  it('eligibility(a dataset SchoolRow) -> accepted as it is, every program cited', () => {
    const row: SchoolRow = {
      source: 'sandbox-generator', source_year: 2024, generated: true, nces_id: '480000100001', leaid: '4800001', name: 'Example High', city: null,
      state: 'TX', zip: null, lat: null, lon: null, locale: 'town', level: 'High', grade_low: '09', grade_high: '12', enrollment: 1200, frl_count: 660,
      frl_pct: 55, cep: false, title_i_eligible: true, title_i_schoolwide: true, math_proficiency: null, reading_proficiency: null, teachers_fte: null,
      pupil_teacher_ratio: null, counselors_fte: null, ell_pct: 8, swd_pct: 12, phone: null, address: null,
    };
    const result = schoolEligibility(row);
    expect(result.programs.map((program) => program.program_id)).toEqual(['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V', 'E_RATE']);
    for (const program of result.programs) expect(program.citations.length).toBeGreaterThan(0);
  });
});
