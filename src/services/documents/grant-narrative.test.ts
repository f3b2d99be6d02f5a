import { describe, expect, it } from 'vitest';
import type { GrantNarrativeFacts, SchoolDocumentFacts } from './facts.js';
import { composeGrantNarrative, GRANT_SECTION_HEADINGS } from './grant-narrative.js';
import { itemName } from './narrative-context.js';
import { programDocumentFacts } from './program-facts.js';
import { CHROMEBOOKS, EXAMPLE_STAMP, grantFacts, HIGH_NEED_SCHOOL, NEAR_AVERAGE_SCHOOL } from './testing/example-facts.js';

const textOf = (facts: GrantNarrativeFacts, heading?: string) =>
  composeGrantNarrative(facts).sections
    .filter((section) => heading === undefined || section.heading === heading)
    .map((section) => [...section.paragraphs, ...(section.bullets ?? []), ...(section.table?.rows.flat() ?? [])].join(' '))
    .join(' ');

describe('composeGrantNarrative', () => {
  it('composeGrantNarrative(high-need school, Title I, Chromebooks) -> the seven sections in order, engine local', () => {
    const narrative = composeGrantNarrative(grantFacts(HIGH_NEED_SCHOOL));
    expect(narrative.sections.map((section) => section.heading)).toEqual([...GRANT_SECTION_HEADINGS]);
    expect(narrative.engine).toBe('local');
    expect(narrative.title).toContain('Rio Vista Elementary School');
    for (const section of narrative.sections) expect(section.paragraphs.join('').length).toBeGreaterThan(100);
  });

  it('composeGrantNarrative(same facts twice) -> identical documents', () => {
    expect(composeGrantNarrative(grantFacts(HIGH_NEED_SCHOOL))).toEqual(composeGrantNarrative(grantFacts(HIGH_NEED_SCHOOL)));
  });

  it('statement of need(85% FRL, math 18 points under the state) differs from (45% FRL, near the state)', () => {
    const high = textOf(grantFacts(HIGH_NEED_SCHOOL), 'Statement of Need');
    const near = textOf(grantFacts(NEAR_AVERAGE_SCHOOL), 'Statement of Need');
    expect(high).toContain('Poverty at Rio Vista Elementary School is concentrated: 85.2% of its 612 students');
    expect(high).toContain('only 24.5% of students reached proficiency');
    expect(high).toContain('18.2 percentage points below the TX average of 42.7%');
    expect(high).toContain('Poverty alone does not explain the gap');
    expect(near).toContain('45% of its 1,034 students');
    expect(near).toContain('above the 40% threshold at which a school may operate a Title I schoolwide program');
    expect(near).toContain('within 1.1 percentage points of the state average');
    expect(near).toContain('Peer schools show there is room to grow');
    expect(near).not.toContain('concentrated');
    expect(high).not.toContain('within');
  });

  it('budget justification(30 x $329, 612 students) -> $9,870 total and $16.13 per student', () => {
    const budget = textOf(grantFacts(HIGH_NEED_SCHOOL), 'Budget Justification');
    expect(budget).toContain('The request is $9,870: 30 × $329.');
    expect(budget).toContain('$16.13 per student');
    expect(budget).toContain('one unit for every 20.4 students');
    expect(budget).toContain('2 CFR 200.453');
  });

  it('budget justification(unit price $12,000) -> asks for prior approval under 2 CFR 200.439', () => {
    const facts = grantFacts(HIGH_NEED_SCHOOL, { ...CHROMEBOOKS, description: '1 interactive display wall', quantity: 1, unit_price: 12_000, total: 12_000 });
    expect(textOf(facts, 'Budget Justification')).toContain('prior written approval is requested with this application (2 CFR 200.439)');
    expect(composeGrantNarrative(facts).sources.map((source) => source.label)).toContain('2 CFR 200.439');
  });

  it('goals(math 24.5%, best peer 14.4 points ahead) -> 28.1% after year one, 31.7% after year two', () => {
    const goals = composeGrantNarrative(grantFacts(HIGH_NEED_SCHOOL)).sections.find((section) => section.heading === 'Goals')!;
    expect(goals.table?.rows[0]).toEqual(['Mathematics proficiency', '24.5%', '28.1%', '31.7%']);
    expect(goals.bullets?.[0]).toContain('half of the 14.4-point gap to the best of 12 peer schools, which reached 38.9%');
  });

  it('goals(school already ahead of its peers) -> a 2-point gain that extends the lead', () => {
    const leader: SchoolDocumentFacts = { ...HIGH_NEED_SCHOOL, math_proficiency: 40, peers: { best_peer_math: 38.9, gap_to_best: -1.1, peer_count: 12 } };
    const goals = composeGrantNarrative(grantFacts(leader)).sections.find((section) => section.heading === 'Goals')!;
    expect(goals.table?.rows[0]).toEqual(['Mathematics proficiency', '40%', '41%', '42%']);
    expect(goals.bullets?.[0]).toContain("extending the school's lead over its 12 peer schools");
  });

  it('sustainability(Title I) -> cites the supplement-not-supplant rule 20 U.S.C. 6321(b)', () => {
    expect(textOf(grantFacts(HIGH_NEED_SCHOOL), 'Sustainability Plan')).toMatch(/Supplement, not supplant\..*20 U\.S\.C\. 6321\(b\)/);
  });

  it('sustainability(Title II-A) -> falls back to the EDGAR non-supplanting rule', () => {
    const facts = { ...grantFacts(HIGH_NEED_SCHOOL, null), program: programDocumentFacts('TITLE_II_A') };
    expect(textOf(facts, 'Sustainability Plan')).toContain('34 CFR Part 76 (EDGAR)');
  });

  it('sustainability(E-Rate) -> no supplement-not-supplant paragraph', () => {
    const facts = { ...grantFacts(HIGH_NEED_SCHOOL, null), program: programDocumentFacts('E_RATE') };
    expect(textOf(facts, 'Sustainability Plan')).not.toContain('Supplement, not supplant');
  });

  it('project design(program with no rule for the purchase) -> says so instead of claiming it is allowable', () => {
    const facts = { ...grantFacts(HIGH_NEED_SCHOOL), program: programDocumentFacts('PERKINS_V', 'devices') };
    const mismatch = { ...facts, program: programDocumentFacts('TITLE_III_A', 'network_equipment'), purchase: { ...CHROMEBOOKS, category: 'network_equipment', category_label: 'Network equipment inside school buildings' } };
    expect(textOf(facts, 'Project Design')).toContain('Perkins V local uses (20 U.S.C. 2355)');
    expect(textOf(mismatch, 'Project Design')).toContain('The funding rules list no Title III, Part A use for network equipment inside school buildings');
  });

  it('composeGrantNarrative(no purchase, no proficiency, no FRL) -> still seven sections, saying what is not reported', () => {
    const sparse: SchoolDocumentFacts = {
      ...HIGH_NEED_SCHOOL, frl_pct: null, math_proficiency: null, reading_proficiency: null, enrollment: null,
      counselors_fte: null, pupil_teacher_ratio: null, ell_pct: null, swd_pct: null, peers: null, per_pupil_expenditure: null,
    };
    const narrative = composeGrantNarrative({ school: sparse, program: programDocumentFacts('TITLE_I_A'), purchase: null, stamp: EXAMPLE_STAMP });
    expect(narrative.sections).toHaveLength(7);
    const all = narrative.sections.map((section) => section.paragraphs.join(' ')).join(' ');
    expect(all).toContain("does not report Rio Vista Elementary School's free or reduced-price lunch rate");
    expect(all).toContain('Mathematics proficiency is not reported');
    expect(all).toContain('No item price was supplied');
    expect(all).not.toMatch(/NaN|undefined|null/);
  });

  it('sources -> the dataset first, then program rules without duplicates', () => {
    const labels = composeGrantNarrative(grantFacts(HIGH_NEED_SCHOOL)).sources.map((source) => source.label);
    expect(labels[0]).toBe('k12-intel sandbox dataset (generated, not real schools), 2023');
    expect(labels).toContain('20 U.S.C. 6321(b) [ESEA 1118(b)]');
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('itemName', () => {
  it.each([
    ['30 Chromebooks at $329 each', '30 Chromebooks'],
    ['qty 25 headsets @ 89.99', 'qty 25 headsets'],
    ['Reading intervention licences for $12,500 total', 'reading intervention licences'],
    ['Tutoring services', 'tutoring services'],
  ])('itemName(%s) -> %s', (description, expected) => {
    expect(itemName(description)).toBe(expected);
  });
});
