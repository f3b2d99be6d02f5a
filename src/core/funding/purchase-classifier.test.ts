import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { classifyPurchase } from './purchase-classifier.js';
import type { SchoolFacts } from './school-facts.js';

const programsOf = (description: string, school?: SchoolFacts) =>
  classifyPurchase(description, school).matches.flatMap((match) => match.funding_programs.map((program) => program.program_id));
const top = (description: string, school?: SchoolFacts) => classifyPurchase(description, school).matches[0]!;

const TITLE_I_SCHOOLWIDE: SchoolFacts = { frl_pct: 72, title_i_eligible: true, title_i_schoolwide: true, ell_pct: 18, swd_pct: 14, level: 'Elementary', locale: 'urban', enrollment: 480 };
const AFFLUENT_HIGH: SchoolFacts = { frl_pct: 12, title_i_eligible: false, title_i_schoolwide: false, ell_pct: 0, swd_pct: 11, level: 'High', locale: 'suburban', enrollment: 1_900 };

describe('classifyPurchase', () => {
  it('classify("30 Chromebooks at $329 each") -> devices HIGH, never E-Rate', () => {
    const result = classifyPurchase('30 Chromebooks at $329 each');
    expect(result.matches[0]).toMatchObject({ category: 'devices', confidence: 'HIGH', matched_keywords: ['chromebook'] });
    expect(programsOf('30 Chromebooks at $329 each')).not.toContain('E_RATE');
    expect(result.erate.eligible).toBe(false);
    expect(result.parsed).toMatchObject({ quantity: 30, unit_price: 329, total: 9_870 });
    expect(result.citations.map((citation) => citation.id)).toContain('2cfr200.453');
  });

  it('network product lines named alone are network equipment: a FortiGate with support, Meraki access points, BMIC', () => {
    expect(top('FortiGate 100F x1 @ $4,650 w/ 3yr support bundled')).toMatchObject({ category: 'network_equipment' });
    expect(classifyPurchase('FortiGate 100F x1 @ $4,650').parsed).toMatchObject({ quantity: 1, unit_price: 4_650, total: 4_650 });
    expect(top('12 Meraki MR46 @ $1,100')).toMatchObject({ category: 'network_equipment' });
    expect(top('BMIC renewal for our switches, $8,400/yr')).toMatchObject({ category: 'network_equipment' });
  });

  it('an interactive whiteboard is a classroom device, not furniture (a plain whiteboard is furniture)', () => {
    expect(classifyPurchase('interactive whiteboard').matches[0]).toMatchObject({ category: 'devices', matched_keywords: ['interactive whiteboard'] });
    expect(classifyPurchase('rolling whiteboard').matches[0]).toMatchObject({ category: 'furniture' });
  });

  it('classify("managed Wi-Fi access points") -> network equipment, E-Rate Category Two STRONG', () => {
    const result = classifyPurchase('managed Wi-Fi access points');
    expect(result.matches[0]!.category).toBe('network_equipment');
    expect(result.erate).toMatchObject({ eligible: true, category: 2 });
    expect(result.matches[0]!.funding_programs[0]).toMatchObject({ program_id: 'E_RATE', strength: 'STRONG' });
  });

  it('classify("after-school robotics club") -> out-of-school time, 21st CCLC STRONG', () => {
    const match = top('after-school robotics club');
    expect(match.category).toBe('after_school');
    expect(match.funding_programs[0]).toMatchObject({ program_id: '21ST_CCLC', strength: 'STRONG' });
    expect(classifyPurchase('after-school robotics club').matches.map((entry) => entry.category)).toContain('stem_robotics');
  });

  it('classify("Spanish-English bilingual readers") -> English learner materials, Title III STRONG', () => {
    const match = top('Spanish-English bilingual readers');
    expect(match.category).toBe('english_learner_materials');
    expect(match.funding_programs[0]).toMatchObject({ program_id: 'TITLE_III_A', strength: 'STRONG' });
  });

  it.each([
    ['Fiber internet access 10 Gbps', 'internet_access'],
    ['AAC communication device for a nonverbal student', 'assistive_technology'],
    ['Welding booths for the CTE program', 'career_technical_equipment'],
    ['Roof replacement', 'facilities'],
    ['Pizza for family night', 'family_engagement'],
    ['Flexible seating desks and chairs', 'furniture'],
    ['Classroom library books', 'library_books'],
    ['Social-emotional learning curriculum licences', 'mental_health_sel'],
    ['Professional development workshop for teachers', 'professional_development'],
    ['High-dosage tutoring in math', 'tutoring'],
    ['K-2 phonics curriculum', 'curriculum'],
    ['Universal screener for reading', 'assessment'],
    ['School bus for field trips', 'transportation'],
    ['Vape detectors for restrooms', 'safety_security'],
    ['Speech therapy services', 'special_education_services'],
    ['Annual LMS subscription', 'software_licenses'],
  ])('classify(%s) -> %s', (description, category) => {
    expect(classifyPurchase(description).matches.map((match) => match.category)).toContain(category);
  });

  it('classify("business cards") -> no "bus" match (whole tokens, not substrings)', () => {
    expect(classifyPurchase('business cards').matches.map((match) => match.category)).not.toContain('transportation');
  });

  it('classify(description with no known words) -> no matches', () => {
    expect(classifyPurchase('zzzz qqqq').matches).toEqual([]);
  });

  it('classify(network switches) -> stems plural "switches" to "switch"', () => {
    expect(top('Cisco network switches').matched_keywords).toContain('network switch');
  });

  it('classify(tutoring, Title I schoolwide school) -> Title I STRONG with the school reason', () => {
    const program = top('tutoring for struggling readers', TITLE_I_SCHOOLWIDE).funding_programs.find((entry) => entry.program_id === 'TITLE_I_A');
    expect(program?.strength).toBe('STRONG');
    expect(program?.justification).toMatch(/schoolwide program/);
  });

  it('classify(tutoring, non-Title I school at 12% FRL) -> no Title I, reason given', () => {
    const match = top('tutoring for struggling readers', AFFLUENT_HIGH);
    expect(match.funding_programs.map((program) => program.program_id)).not.toContain('TITLE_I_A');
    expect(match.excluded_programs.find((program) => program.program_id === 'TITLE_I_A')?.reason).toMatch(/not a Title I school/);
  });

  it('classify(tutoring, Title I targeted school at 30% FRL) -> no schoolwide justification', () => {
    const school: SchoolFacts = { frl_pct: 30, title_i_eligible: true, title_i_schoolwide: false };
    expect(programsOf('tutoring', school)).not.toContain('TITLE_I_A');
  });

  it('classify(bilingual readers, school without English learners) -> no Title III', () => {
    expect(programsOf('Spanish-English bilingual readers', AFFLUENT_HIGH)).not.toContain('TITLE_III_A');
    expect(programsOf('Spanish-English bilingual readers', TITLE_I_SCHOOLWIDE)).toContain('TITLE_III_A');
  });

  it('classify(welding equipment) -> Perkins V only for a high school', () => {
    expect(programsOf('welding equipment for CTE', AFFLUENT_HIGH)).toContain('PERKINS_V');
    expect(programsOf('welding equipment for CTE', TITLE_I_SCHOOLWIDE)).not.toContain('PERKINS_V');
  });

  it('classify(AAC device) -> IDEA B STRONG', () => {
    expect(top('AAC device', TITLE_I_SCHOOLWIDE).funding_programs[0]).toMatchObject({ program_id: 'IDEA_B', strength: 'STRONG' });
  });

  it('classify(after-school program, 12% FRL school) -> 21st CCLC kept but WEAK (priority only)', () => {
    const program = top('after-school program', AFFLUENT_HIGH).funding_programs.find((entry) => entry.program_id === '21ST_CCLC');
    expect(program?.strength).toBe('WEAK');
  });

  it('classify(Chromebooks) -> Title IV-A with the 15% infrastructure cap in the justification', () => {
    const program = top('Chromebooks').funding_programs.find((entry) => entry.program_id === 'TITLE_IV_A');
    expect(program?.justification).toMatch(/15%/);
    expect(program?.citations.map((citation) => citation.id)).toContain('20usc7119');
  });

  it('classify(access points, 10% FRL school in an 80% rural district) -> E-Rate justification carries the district\'s 85% C2 discount', () => {
    const district = { nslp_pct: 80, rural: true, category1: 90, category2: 85 };
    const program = top('wireless access points', { frl_pct: 10, locale: 'rural', erate_district: district }).funding_programs.find((entry) => entry.program_id === 'E_RATE');
    expect(program?.justification).toMatch(/Category 2 discount is 85%/);
    // Without the district's rate no figure is quoted (never one from the school's own share).
    const alone = top('wireless access points', { frl_pct: 80, locale: 'rural' }).funding_programs.find((entry) => entry.program_id === 'E_RATE');
    expect(alone?.justification).not.toMatch(/discount is \d+%/);
  });

  it('classify(any match) -> every funding program carries an annual pool and citations', () => {
    for (const match of classifyPurchase('after-school robotics club with Chromebooks').matches) {
      for (const program of match.funding_programs) {
        expect(program.annual_pool).toBeGreaterThan(0);
        expect(program.citations.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(['', '   '])('classify(%j) -> bad_request', (description) => {
    expect(() => classifyPurchase(description)).toThrow(AppError);
  });
});
