import { describe, expect, it } from 'vitest';
import { complianceCheck } from './compliance-check.js';
import { grantPrograms } from './grant-programs.js';
import { purchaseQualify } from './purchase-qualify.js';
import { useToolTestBed } from './test-service.js';

const bed = useToolTestBed();

type Match = { category: string; confidence: string; funding_programs: Array<{ program_id: string; strength: string; citations: unknown[] }>; excluded_programs: Array<{ program_id: string; reason: string }> };
const programsOf = (matches: Match[]) => matches.flatMap((match) => match.funding_programs.map((program) => program.program_id));

describe('POST /purchase/qualify', () => {
  it('purchase_qualify("30 Chromebooks at $329 each") -> devices, HIGH, quantity and price parsed, E-Rate not offered', async () => {
    const result = await bed.call(purchaseQualify, { item_description: '30 Chromebooks at $329 each' });
    expect(result.matches[0]).toMatchObject({ category: 'devices', confidence: 'HIGH' });
    expect(result.matches[0].confidence_reason).toMatch(/chromebook/i);
    expect(result.parsed).toMatchObject({ quantity: 30, unit_price: 329, total: 9870 });
    expect(programsOf(result.matches)).not.toContain('E_RATE');
    expect(result.erate).toMatchObject({ eligible: false, service_type: 'INELIGIBLE' });
    for (const program of result.matches[0].funding_programs) {
      expect(program.annual_pool).toBeGreaterThan(0);
      expect(program.citations.length).toBeGreaterThan(0);
    }
    expect(result.school).toBeNull();
  });

  it('purchase_qualify("wireless access points") -> network equipment with E-Rate Category Two', async () => {
    const result = await bed.call(purchaseQualify, { item_description: '40 wireless access points and two network switches' });
    expect(programsOf(result.matches)).toContain('E_RATE');
    expect(result.erate).toMatchObject({ eligible: true, category: 2 });
  });

  it('purchase_qualify(tutoring, with and without a school) -> the school\'s Title I status changes the answer', async () => {
    const item_description = 'high-dosage tutoring for students behind in reading';
    const notTitleI = bed.reader.listSchools({ titleI: false, maxFrl: 30 }, { limit: 1 }).rows[0]!;
    const schoolwide = bed.reader.listSchools({ minFrl: 60 }, { limit: 50 }).rows.find((school) => school.title_i_schoolwide === true)!;

    const general = await bed.call(purchaseQualify, { item_description });
    expect(programsOf(general.matches)).toContain('TITLE_I_A');

    const atLowIncomeSchool = await bed.call(purchaseQualify, { item_description, nces_id: notTitleI.nces_id });
    expect(atLowIncomeSchool.school).toMatchObject({ nces_id: notTitleI.nces_id, title_i_status: 'not_title_i' });
    expect(programsOf(atLowIncomeSchool.matches)).not.toContain('TITLE_I_A');
    const excluded = (atLowIncomeSchool.matches as Match[]).flatMap((match) => match.excluded_programs);
    expect(excluded.find((program) => program.program_id === 'TITLE_I_A')?.reason).toMatch(/not a Title I school|below the 40%/);

    const atSchoolwide = await bed.call(purchaseQualify, { item_description, nces_id: schoolwide.nces_id });
    const titleI = (atSchoolwide.matches as Match[]).flatMap((match) => match.funding_programs).find((program) => program.program_id === 'TITLE_I_A');
    expect(titleI?.strength).toBe('STRONG');
  });

  it.each([
    [{}, 400],
    [{ item_description: '   ' }, 400],
    [{ item_description: 'x'.repeat(2001) }, 400],
    [{ item_description: 'books', nces_id: '12345' }, 400],
    [{ item_description: 'books', nces_id: '999999999999' }, 404],
  ])('purchase_qualify(%j) -> %i', async (input, status) => {
    expect((await bed.failure(purchaseQualify, input)).status).toBe(status);
  });
});

describe('GET /grants/programs', () => {
  it('grant_programs() -> the seven programs with CFDA numbers and amounts', async () => {
    const result = await bed.call(grantPrograms, {});
    expect(result.programs.map((program: { program_id: string }) => program.program_id)).toEqual([
      'TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V',
    ]);
    expect(result.programs[0]).toMatchObject({ cfda_number: '84.010', annual_amount: 18_400_000_000 });
    for (const program of result.programs) expect(program.citations.length).toBeGreaterThan(0);
  });
});

// [rule id, program, description that fires it, its verdict, description that does not fire it (or null: the
// rule holds for every item of the program, so it is checked against a program outside its scope instead)]
const RULE_CASES: Array<[string, string, string, string, string | null, string?]> = [
  ['cost_principles', 'TITLE_II_A', 'teacher professional development', 'ALLOWED', null, 'E_RATE'],
  ['supplement_not_supplant', 'IDEA_B', 'speech therapy services', 'ALLOWED', null, 'E_RATE'],
  ['title_i_program_fit', 'TITLE_I_A', 'high-dosage tutoring', 'ALLOWED', null, 'TITLE_II_A'],
  ['title_ii_program_fit', 'TITLE_II_A', 'instructional coaching for new teachers', 'ALLOWED', null, 'TITLE_I_A'],
  ['title_iv_program_fit', 'TITLE_IV_A', 'school counselor for mental health services', 'ALLOWED', null, 'TITLE_I_A'],
  ['title_iii_english_learners', 'TITLE_III_A', 'bilingual dictionaries for English learners', 'ALLOWED', null, 'TITLE_I_A'],
  ['idea_excess_cost', 'IDEA_B', 'AAC device', 'ALLOWED', null, 'TITLE_I_A'],
  ['perkins_cte_only', 'PERKINS_V', 'welding booths for the CTE program', 'ALLOWED', null, 'TITLE_I_A'],
  ['cclc_out_of_school_time', '21ST_CCLC', 'after-school program', 'ALLOWED', null, 'TITLE_I_A'],
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
  ['lobbying', 'TITLE_IV_A', 'lobbyist fees for the state budget', 'PROHIBITED', 'state budget training'],
  ['erate_eligible_services', 'E_RATE', 'wireless access points', 'ALLOWED', null, 'TITLE_I_A'],
  ['erate_end_user_devices', 'E_RATE', '30 Chromebooks', 'PROHIBITED', 'wireless access points'],
];

describe('POST /compliance/check', () => {
  it.each(RULE_CASES)('compliance_check(rule %s, %s): fires on its trigger, not otherwise', async (rule, program, trigger, verdict, quiet, otherProgram) => {
    const fired = (await bed.call(complianceCheck, { item_description: trigger, program })).verdicts[0];
    expect(fired.rules).toContain(rule);
    expect(fired.verdict).toBe(verdict);
    expect(fired.citations.length).toBeGreaterThan(0);
    const silent = quiet === null
      ? (await bed.call(complianceCheck, { item_description: trigger, program: otherProgram })).verdicts[0]
      : (await bed.call(complianceCheck, { item_description: quiet, program })).verdicts[0];
    expect(silent.rules).not.toContain(rule);
  });

  it('compliance_check(no program) -> eight verdicts, the seven and E_RATE, each with conditions and citations', async () => {
    const result = await bed.call(complianceCheck, { item_description: '30 Chromebooks at $329 each' });
    expect(result.programs_checked).toBe(8);
    expect(result.verdicts.map((verdict: { program_id: string }) => verdict.program_id)).toEqual([
      'TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V', 'E_RATE',
    ]);
    for (const verdict of result.verdicts) {
      expect(verdict.citations.length).toBeGreaterThan(0);
      expect(verdict.conditions.length).toBeGreaterThan(0);
      for (const citation of verdict.citations) expect(citation).toMatchObject({ label: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
    }
  });

  it('compliance_check(program "idea_part_b") -> the IDEA_B verdict (alias, any case)', async () => {
    const result = await bed.call(complianceCheck, { item_description: 'AAC device', program: 'idea_part_b' });
    expect(result.verdicts.map((verdict: { program_id: string }) => verdict.program_id)).toEqual(['IDEA_B']);
  });

  it('compliance_check(program "TITLE_V") -> 400 listing the valid ids', async () => {
    const problem = await bed.failure(complianceCheck, { item_description: 'books', program: 'TITLE_V' });
    expect(problem.status).toBe(400);
    const errors = problem.extra.errors as Array<{ field: string; message: string }>;
    expect(errors[0]!.field).toBe('program');
    expect(errors[0]!.message).toMatch(/TITLE_I_A.*PERKINS_V.*E_RATE/);
  });

  it.each([[{}], [{ item_description: '' }], [{ item_description: 'x'.repeat(2001) }], [{ item_description: 'books', program: 42 }]])(
    'compliance_check(%j) -> 400',
    async (input) => {
      expect((await bed.failure(complianceCheck, input)).status).toBe(400);
    },
  );
});
