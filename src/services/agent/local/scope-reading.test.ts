import { describe, expect, it } from 'vitest';
import { argumentsFor } from './arguments.js';
import { findDistrictNames } from './district.js';
import { extractEntities, itemFromAnswer } from './entities.js';
import { followUpEntities } from './follow-up.js';
import { focusFrom } from './focus.js';
import { readIntents } from './intents.js';

const read = (text: string, schoolKnown = false, districtKnown = false) => {
  const entities = extractEntities(text);
  return readIntents(text, entities, entities.schoolName !== undefined || entities.ncesIds.length > 0, schoolKnown, districtKnown);
};
const intents = (text: string, schoolKnown = false, districtKnown = false) => read(text, schoolKnown, districtKnown).tools;

describe('follow-ups over the nation', () => {
  it('"and nationally?" repeats the previous request with no state', () => {
    const merged = followUpEntities('and nationally?', extractEntities('and nationally?'), 'market summary for Ohio');
    expect(merged?.states).toEqual([]);
    expect(intents('and nationally?')).toEqual([]);
  });
});

describe('districts and states as subjects', () => {
  it('reads district names without the sentence words before them, and never as a school', () => {
    expect(findDistrictNames('Does Kivalina County Schools still have C2 money?')).toEqual(['Kivalina County Schools']);
    expect(findDistrictNames('Compare Austin ISD and Dallas Independent School District')).toEqual(['Austin ISD', 'Dallas Independent School District']);
    expect(extractEntities('per pupil spending in Woodland County Schools').schoolName).toBeUndefined();
  });

  it('district finance, report and people, by name, LEA id or "the district" of a school', () => {
    expect(intents('How much does Woodland County Schools spend per pupil?')).toEqual(['district_spending']);
    expect(intents('district spending breakdown for LEA 0400114')).toEqual(['district_spending']);
    expect(intents('Write a district report for Phoenix City Schools')).toEqual(['district_report']);
    expect(intents('Who is the superintendent of Phoenix City Schools?')).toEqual(['district_contacts']);
    expect(intents("What does Franklin High School's district spend per student?")).toEqual(['district_spending']);
    expect(intents('compare 0100128 and 0400114')).toEqual(['spending_compare']);
    expect(intents('which districts in Ohio spend the most per pupil?')).toEqual(['spending_rankings']);
    // A school named without the word "district" keeps its own tools.
    expect(intents('Who is the principal of Franklin High School?')).toEqual(['school_contacts']);
    // After an answer about a district, "its superintendent" is the district's.
    expect(intents('and its superintendent?', false, true)).toEqual(['district_contacts']);
  });

  it('state tools when a state is the subject; the market of the nation needs none', () => {
    expect(intents('Give me a profile of Texas')).toEqual(['state_profile']);
    expect(intents('how big is the K-12 market in CA?')).toEqual(['market_summary']);
    expect(intents("what's the K-12 market size nationally")).toEqual(['market_summary']);
    expect(intents('Which subjects have teacher shortages in Ohio?')).toEqual(['teacher_shortages']);
    expect(intents('equity gaps in California')).toEqual(['equity_gaps']);
    expect(intents('best sales opportunities in Texas')).toEqual(['opportunities']);
    // Named without their state or districts, they still ask for them.
    expect(intents('state profile please')).toEqual(['state_profile']);
    expect(intents('equity gaps')).toEqual(['equity_gaps']);
    expect(intents('compare district spending')).toEqual(['spending_compare']);
  });

  it('counts and rankings across groups go to the query tool, even when a list tool shares a word', () => {
    expect(read('Which state has the most bright spot schools?')).toEqual({ tools: [], aggregate: true });
    expect(read('How many elementary schools are in Ohio?')).toEqual({ tools: [], aggregate: true });
    expect(read('how much E-Rate money was committed in California in 2024?')).toEqual({ tools: [], aggregate: true });
    // "how many students does it have" asks about the school of the last turn.
    expect(intents('how many students does it have?', true)).toEqual(['school_profile']);
    expect(read('Which district do you mean?').aggregate).toBe(false);
    expect(read('list title i schools in California')).toEqual({ tools: [], aggregate: true });
    // Lists with a tool of their own stay with it.
    expect(intents('list bright spot schools in Texas')).toEqual(['bright_spots']);
  });

  it('school questions in other words: who leads or whom to call, its spending, what a program is', () => {
    expect(intents('who leads Franklin High School?')).toEqual(['school_contacts']);
    expect(intents('I sell STEM kits. Who should I call at Franklin High School?')).toEqual(['school_contacts']);
    expect(intents('how much does Franklin High School spend per pupil?')).toEqual(['district_spending']);
    expect(intents('what is title IV-A?')).toEqual(['grant_programs']);
    expect(intents('how much Title I money does California get?')).toEqual(['market_summary']);
    expect(intents('show me hot leads in TX')).toEqual(['opportunities']);
    expect(intents('what are the E-Rate rules for competitive bidding?')).toEqual(['erate_filing_checklist']);
  });
});

describe('E-Rate: discount, eligibility, budget, compliance', () => {
  it('a discount asked of a school is its eligibility, even for Category 2; a budget is the C2 tool', () => {
    expect(intents('What discount would Franklin High School get from E-Rate for Category 2?')).toEqual(['school_erate_eligibility']);
    expect(intents('how much of Franklin High School category two budget is left?')).toEqual(['erate_c2_budget']);
    expect(intents('how much erate money has Phoenix City Schools received?')).toEqual(['erate_c2_budget']);
    expect(intents("what's the E-Rate discount for Franklin High School and how much C2 budget is left?")).toEqual(['school_erate_eligibility', 'erate_c2_budget']);
    // "eligible for Title I" names the program, not a thing bought: the school's funding, not a compliance check.
    expect(extractEntities('is it eligible for Title I?').item).toBeUndefined();
    expect(intents('is it eligible for Title I?', true)).toEqual(['school_funding']);
  });

  it('E-Rate is the funding source of a compliance question about a thing', () => {
    const asked = (text: string) => {
      const entities = extractEntities(text);
      return { tools: intents(text), args: argumentsFor('compliance_check', entities, { leaids: [] }, text) };
    };
    expect(asked('Can E-Rate pay for student Chromebooks?')).toEqual({ tools: ['compliance_check'], args: { args: { item_description: 'student Chromebooks', program: 'E_RATE' } } });
    expect(asked('are firewalls eligible for E-Rate?').args).toEqual({ args: { item_description: 'firewalls', program: 'E_RATE' } });
    expect(asked('Is that allowed under E-Rate?')).toEqual({ tools: ['compliance_check'], args: { question: expect.stringMatching(/\?$/) } });
    expect(asked('can we buy snacks with title 1 funds').args).toEqual({ args: { item_description: 'snacks', program: 'TITLE_I_A' } });
    expect(asked('could Perkins V funds be used for a welding simulator').args).toEqual({ args: { item_description: 'welding simulator', program: 'PERKINS_V' } });
  });

  it('the C2 budget keeps a funding year and takes a district', () => {
    const text = 'C2 budget for Phoenix City Schools in funding year 2024';
    expect(argumentsFor('erate_c2_budget', extractEntities(text), { leaids: ['0400114'] }, text)).toEqual({ args: { leaid: '0400114', funding_year: 2024 } });
    expect(argumentsFor('district_contacts', extractEntities('cfo?'), { leaids: ['0400114'] }, 'cfo?')).toEqual({ args: { lea_id: '0400114' } });
    expect(argumentsFor('district_spending', extractEntities('x'), { leaids: [] }, 'x')).toEqual({ question: expect.stringMatching(/district/) });
  });
});

describe('follow-ups and the items of answers', () => {
  it('a new subject or detail replaces the old one in the previous request', () => {
    const previous = 'E-Rate vendors in California';
    expect(followUpEntities('same for Texas', extractEntities('same for Texas'), previous)?.states).toEqual(['TX']);
    const district = followUpEntities('and for Phoenix City Schools?', extractEntities('and for Phoenix City Schools?'), 'Category 2 budget for Franklin High School');
    expect(district).toMatchObject({ districtNames: ['Phoenix City Schools'], ncesIds: [] });
    expect(district?.schoolName).toBeUndefined();
    expect(followUpEntities('what about 2024?', extractEntities('what about 2024?'), 'C2 budget for 0100128')).toMatchObject({ leaids: ['0100128'], fundingYear: 2024 });
    // A message that names nothing new is not such a follow-up.
    expect(followUpEntities('what about its peers?', extractEntities('what about its peers?'), previous)).toBeUndefined();
  });

  it('the focus of a conversation is the last school or district an answer named', () => {
    expect(focusFrom([{ role: 'user', content: 'x' }, { role: 'assistant', content: 'Woodland County Schools (AL, LEA 0100128), fiscal year 2023' }])).toEqual({ leaid: '0100128' });
    expect(focusFrom([{ role: 'assistant', content: 'Budget for Woodland (LEA 0100128) (shared by Monroe, NCES 010012800019)' }])).toEqual({ leaid: '0100128', nces: '010012800019' });
  });

  it('the answer to "what is bought?" loses the program it is charged to', () => {
    expect(itemFromAnswer('field trips under 21st CCLC')).toBe('field trips');
    expect(itemFromAnswer('25 microscopes at $300 each')).toBe('25 microscopes at $300 each');
  });

  it('a price said apart from the item joins it; kinds of schooling are not school names', () => {
    expect(extractEntities('buying 24 laptop carts for Valley View High School, about $1,900 per cart').item).toBe('24 laptop carts at $1900 each');
    expect(extractEntities('we want to purchase a new reading curriculum for $40,000').item).toBe('new reading curriculum for $40,000');
    expect(extractEntities('what title funds can cover an after school robotics club?').schoolName).toBeUndefined();
  });
});
