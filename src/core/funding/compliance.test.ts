import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { checkCompliance } from './compliance.js';
import { COMPLIANCE_RULES } from './compliance-rules.js';

const verdictOf = (itemDescription: string, program: string) => {
  const verdict = checkCompliance({ itemDescription, program }).verdicts[0];
  if (!verdict) throw new Error('no verdict');
  return verdict;
};

// [rule id, program, description that triggers it, verdict it then gives, description that does not trigger it]
const CASES: Array<[string, string, string, string, string]> = [
  ['cost_principles', 'TITLE_II_A', 'teacher professional development', 'ALLOWED', 'n/a for E-Rate'],
  ['supplement_not_supplant', 'IDEA_B', 'speech therapy services', 'ALLOWED', 'n/a for E-Rate'],
  ['title_i_program_fit', 'TITLE_I_A', 'high-dosage tutoring', 'ALLOWED', 'n/a for Title II'],
  ['title_ii_program_fit', 'TITLE_II_A', 'instructional coaching for new teachers', 'ALLOWED', 'n/a for Title I'],
  ['title_iv_program_fit', 'TITLE_IV_A', 'school counselor for mental health services', 'ALLOWED', 'n/a for Title I'],
  ['title_iii_english_learners', 'TITLE_III_A', 'bilingual dictionaries for English learners', 'ALLOWED', 'n/a for Title I'],
  ['idea_excess_cost', 'IDEA_B', 'AAC device', 'ALLOWED', 'n/a for Title I'],
  ['perkins_cte_only', 'PERKINS_V', 'welding booths for the CTE program', 'ALLOWED', 'n/a for Title I'],
  ['cclc_out_of_school_time', '21ST_CCLC', 'after-school program', 'ALLOWED', 'n/a for Title I'],
  ['title_iv_a_technology_cap', 'TITLE_IV_A', '30 Chromebooks', 'RESTRICTED', 'robotics kits'],
  ['computing_devices', 'TITLE_I_A', '30 Chromebooks at $329 each', 'ALLOWED', 'library books'],
  ['equipment_prior_approval', 'PERKINS_V', 'CNC machine $45,000', 'RESTRICTED', 'CNC machine $9,500'],
  ['esea_construction', 'TITLE_I_A', 'roof renovation', 'PROHIBITED', 'reading lesson plans'],
  ['esea_transportation', 'TITLE_I_A', 'school bus for field trips', 'RESTRICTED', 'field guides for science'],
  ['food_costs', 'TITLE_I_A', 'snacks for students', 'RESTRICTED', 'classroom books'],
  ['supplanting_signal', 'TITLE_I_A', 'replace existing state-required textbooks', 'RESTRICTED', 'supplemental reading books'],
  ['advertising', 'TITLE_II_A', 'billboard advertising to recruit teachers', 'RESTRICTED', 'teacher recruitment fair'],
  ['promotional_items', 'TITLE_I_A', 'promotional giveaways with school logo', 'PROHIBITED', 'school logo on report cards'],
  ['alcohol', 'TITLE_II_A', 'wine for the teacher appreciation dinner', 'PROHIBITED', 'teacher appreciation certificates'],
  ['entertainment', 'TITLE_I_A', 'end of year party for students', 'PROHIBITED', 'end of year reading assessment'],
  ['religious_use', 'TITLE_IV_A', 'Bibles for religion class', 'PROHIBITED', 'library books for a private school'],
  ['lobbying', 'TITLE_IV_A', 'lobbyist fees for the state budget', 'PROHIBITED', 'state budget training'],
  ['erate_eligible_services', 'E_RATE', 'wireless access points', 'ALLOWED', 'n/a: fires for every E-Rate check'],
  ['erate_end_user_devices', 'E_RATE', '30 Chromebooks', 'PROHIBITED', 'wireless access points'],
];

describe('checkCompliance rules', () => {
  it('every rule in the table has a case here', () => {
    expect(new Set(CASES.map(([id]) => id))).toEqual(new Set(COMPLIANCE_RULES.map((rule) => rule.id)));
  });

  for (const [id, program, triggering, expected, notTriggering] of CASES) {
    it(`compliance(${JSON.stringify(triggering)}, ${program}) -> rule ${id} fires, ${expected}`, () => {
      const verdict = verdictOf(triggering, program);
      expect(verdict.rules).toContain(id);
      expect(verdict.verdict).toBe(expected);
      expect(verdict.citations.length).toBeGreaterThan(0);
    });
    if (!notTriggering.startsWith('n/a')) {
      it(`compliance(${JSON.stringify(notTriggering)}, ${program}) -> rule ${id} does not fire`, () => {
        expect(verdictOf(notTriggering, program).rules).not.toContain(id);
      });
    }
  }

  it('compliance(rules that hold for every item) -> not for programs outside their scope', () => {
    expect(verdictOf('speech therapy', 'E_RATE').rules).not.toContain('cost_principles');
    expect(verdictOf('speech therapy', 'E_RATE').rules).not.toContain('supplement_not_supplant');
    expect(verdictOf('tutoring', 'TITLE_II_A').rules).not.toContain('title_i_program_fit');
  });

  it.each([
    ['title_i_program_fit', 'TITLE_I_A', 'CNC plasma cutter for CTE'],
    ['title_ii_program_fit', 'TITLE_II_A', '30 Chromebooks'],
    ['title_iv_program_fit', 'TITLE_IV_A', 'speech therapy services'],
    ['title_iii_english_learners', 'TITLE_III_A', '30 Chromebooks'],
    ['idea_excess_cost', 'IDEA_B', 'after-school program'],
    ['perkins_cte_only', 'PERKINS_V', 'after-school robotics club'],
    ['cclc_out_of_school_time', '21ST_CCLC', 'teacher professional development'],
  ])('compliance(outside the program purpose: %s) -> RESTRICTED', (id, program, description) => {
    const verdict = verdictOf(description, program);
    expect(verdict.rules).toContain(id);
    expect(verdict.verdict).toBe('RESTRICTED');
  });

  it('compliance(equipment threshold) -> uses the unit price, not the total ($9,500 x 3)', () => {
    expect(verdictOf('3 CNC machines at $9,500 each', 'PERKINS_V').rules).not.toContain('equipment_prior_approval');
  });

  it('compliance(software licence of $12,500) -> not equipment', () => {
    expect(verdictOf('$12,500 for a 3-year software licence', 'TITLE_IV_A').rules).not.toContain('equipment_prior_approval');
  });

  it('compliance(a new school building, a classroom addition, a gymnasium; Title I, Title IV-A) -> PROHIBITED under ESEA 8526 (20 U.S.C. 7906)', () => {
    for (const [item, program] of [['build a new school building', 'TITLE_I_A'], ['a two-classroom building addition', 'TITLE_I_A'], ['a new gymnasium for physical education', 'TITLE_IV_A']] as const) {
      const verdict = verdictOf(item, program);
      expect(verdict.verdict, item).toBe('PROHIBITED');
      expect(verdict.rules, item).toContain('esea_construction');
    }
  });

  it('compliance(roof renovation, IDEA B) -> RESTRICTED under IDEA 604, not PROHIBITED', () => {
    expect(verdictOf('roof renovation', 'IDEA_B').verdict).toBe('RESTRICTED');
  });

  it('compliance(school bus, 21st CCLC) -> ALLOWED', () => {
    expect(verdictOf('school bus to the after-school center', '21ST_CCLC').verdict).toBe('ALLOWED');
  });

  it('compliance(family engagement, Title III) -> ALLOWED for English learners\' families (20 U.S.C. 6825(c)(3)(A)), RESTRICTED for every family', () => {
    expect(verdictOf('Saturday English classes for parents of ELs', 'TITLE_III_A').verdict).toBe('ALLOWED');
    expect(verdictOf('family literacy night for our newcomers\' parents', 'TITLE_III_A').verdict).toBe('ALLOWED');
    expect(verdictOf('parent engagement night', 'TITLE_III_A').verdict).toBe('RESTRICTED');
  });

  it('compliance(internet access, E-Rate) -> ALLOWED Category 1', () => {
    const verdict = verdictOf('1 Gbps internet access', 'E_RATE');
    expect(verdict.verdict).toBe('ALLOWED');
    expect(verdict.conditions[0]).toMatch(/Category 1/);
  });
});

describe('checkCompliance', () => {
  it('compliance(no program) -> eight verdicts: the seven programs and E_RATE, each cited', () => {
    const result = checkCompliance({ itemDescription: '30 Chromebooks at $329 each' });
    expect(result.verdicts.map((verdict) => verdict.program_id)).toEqual(['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V', 'E_RATE']);
    for (const verdict of result.verdicts) {
      expect(['ALLOWED', 'RESTRICTED', 'PROHIBITED']).toContain(verdict.verdict);
      expect(verdict.citations.length).toBeGreaterThan(0);
      expect(verdict.conditions.length).toBe(verdict.rules.length);
    }
  });

  it('compliance(program "idea_part_b") -> the IDEA_B verdict', () => {
    expect(checkCompliance({ itemDescription: 'AAC device', program: 'idea_part_b' }).verdicts.map((verdict) => verdict.program_id)).toEqual(['IDEA_B']);
  });

  it('compliance(program "TITLE_V") -> bad_request listing the valid ids', () => {
    try {
      checkCompliance({ itemDescription: 'books', program: 'TITLE_V' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('bad_request');
      expect((error as AppError).message).toMatch(/TITLE_I_A, TITLE_II_A, TITLE_III_A, TITLE_IV_A, IDEA_B, 21ST_CCLC, PERKINS_V, E_RATE/);
    }
  });

  it('compliance(alcohol beside an allowed item) -> the most severe verdict wins', () => {
    expect(verdictOf('tutoring session with beer', 'TITLE_I_A').verdict).toBe('PROHIBITED');
  });
});
