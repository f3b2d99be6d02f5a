import { describe, expect, it } from 'vitest';
import { findComplianceItem } from './compliance.js';
import { extractEntities } from './entities.js';
import { correctTypos, withinOneEdit } from './fuzzy.js';
import { readIntents } from './intents.js';
import { findQuotedPurchase } from './quantity.js';
import { normaliseSynonyms } from './synonyms.js';

const intents = (text: string, schoolKnown = false) => {
  const entities = extractEntities(text);
  return readIntents(text, entities, entities.schoolName !== undefined || entities.ncesIds.length > 0, schoolKnown).tools;
};

describe('fuzzy intent words', () => {
  it('one edit: substitute, insert, delete, swap; two edits are not', () => {
    expect(withinOneEdit('helth', 'health')).toBe(true);
    expect(withinOneEdit('elegible', 'eligible')).toBe(true);
    expect(withinOneEdit('comapre', 'compare')).toBe(true);
    expect(withinOneEdit('healthh', 'health')).toBe(true);
    expect(withinOneEdit('compair', 'compare')).toBe(false);
  });

  it('corrects near misses of intent words only, never short or real neighbouring words', () => {
    expect(correctTypos('helth and elegible, discont, contcts, oppurtunity')).toBe('health and eligible, discount, contacts, opportunity');
    expect(correctTypos('wealthy grand total, I read the finds')).toBe('wealthy grand total, I read the finds');
    expect(correctTypos('heal')).toBe('heal');
  });
});

describe('synonyms', () => {
  it('money slang reads as funding; a priced "300 dollars" stays a price', () => {
    expect(normaliseSynonyms('any $$?')).toContain('funding');
    expect(normaliseSynonyms('what dollars can we get')).toBe('what funding can we get');
    expect(normaliseSynonyms('at 300 dollars each')).toBe('at 300 dollars each');
    expect(normaliseSynonyms('what can they get?')).toBe('what funding?');
    expect(normaliseSynonyms('e rate vendors')).toBe('e-rate vendors');
  });
});

describe('quoted purchases', () => {
  it('"N things at $Y each", "N x things @ $Y", "N things, $Y per student", "Y dollars"', () => {
    expect(findQuotedPurchase("we're quoting 40 laptops at $600 each for Lincoln")).toMatchObject({ phrase: '40 laptops at $600 each', quantity: 40, unitPrice: 600 });
    expect(findQuotedPurchase('25 x document cameras @ $90')).toMatchObject({ quantity: 25, thing: 'document cameras', unitPrice: 90 });
    expect(findQuotedPurchase('200 math tutoring licenses, $15 per student')).toMatchObject({ quantity: 200, unitPrice: 15 });
    expect(findQuotedPurchase('50 chromebooks at 300 dollars each')).toMatchObject({ quantity: 50, unitPrice: 300 });
    expect(findQuotedPurchase('30 VR headsets at $25, which funding could cover that?')?.phrase).toBe('30 VR headsets at $25');
    expect(findQuotedPurchase('a reading curriculum for $40,000')).toBeUndefined();
  });

  it('a quoted purchase goes to purchase_qualify even among funding words', () => {
    expect(intents('30 VR headsets at $25, which funding could cover that?')).toEqual(['purchase_qualify']);
    expect(intents('which $$ programs could cover 50 chromebooks at 300 dollars each')).toEqual(['purchase_qualify']);
    expect(extractEntities('we need 12 x hotspots @ $120').quantity).toBe(12);
  });
});

describe('compliance questions', () => {
  it('the cost after the program or before the verdict word; pronouns name nothing', () => {
    expect(findComplianceItem('can we charge Title II-A for teacher coaching?')).toBe('teacher coaching');
    expect(findComplianceItem('can we use IDEA Part B funds on speech therapy software')).toBe('speech therapy software');
    expect(findComplianceItem('is a robotics kit allowable under Perkins')).toBe('a robotics kit');
    expect(findComplianceItem('can we use Title IV-A for this?')).toBeUndefined();
    expect(findComplianceItem('is it allowable under Title I-A?')).toBeUndefined();
    expect(findComplianceItem('Tell me about Lincoln High School')).toBeUndefined();
  });

  it('program and thing -> compliance_check; program alone still asks through compliance_check', () => {
    expect(intents('can we charge 21st CCLC for field trips?')).toEqual(['compliance_check']);
    expect(intents('can title one pay for tutors?')).toEqual(['compliance_check']);
    expect(extractEntities('can title one pay for tutors?').programs).toEqual(['TITLE_I_A']);
    expect(intents('is it allowable under Title I-A?')).toEqual(['compliance_check']);
    expect(extractEntities('is it allowable under Title I-A?').item).toBeUndefined();
  });
});

describe('documents and typos in intents', () => {
  it('justification letters and docs read their item; a school is not the item', () => {
    expect(extractEntities('need a justification letter for 20 interactive displays for Lincoln High School').item).toBe('20 interactive displays');
    expect(extractEntities('need a justification doc for Lincoln High School').item).toBeUndefined();
    expect(intents('can you draft a grant for the school under Title 1', true)).toEqual(['grant_write']);
  });

  it('typos and slang reach the school tools', () => {
    expect(intents('whats the helth score for Lincoln High School')).toEqual(['school_health']);
    expect(intents('is Lincoln High School elegible for any $$?')).toEqual(['school_funding']);
    expect(intents('what can they get?', true)).toEqual(['school_funding']);
    expect(intents('contcts at Lincoln High School')).toEqual(['school_contacts']);
  });

  it('more spellings of the programs', () => {
    expect(extractEntities('21st Century Community Learning Centers').programs).toEqual(['21ST_CCLC']);
    expect(extractEntities('CTE funds and Title Three').programs).toEqual(['TITLE_III_A', 'PERKINS_V']);
    expect(extractEntities('Title I, Part A').programs).toEqual(['TITLE_I_A']);
    expect(extractEntities('Title-1 funds and title-2a').programs).toEqual(['TITLE_II_A', 'TITLE_I_A']);
  });

  it('price-first quotes, counts of "3D" things, and a program before the school name', () => {
    expect(findQuotedPurchase('price is $45/seat for 300 seats of reading software')).toMatchObject({ quantity: 300, unitPrice: 45 });
    expect(findQuotedPurchase('10 3D printers for $2,500 each')).toMatchObject({ quantity: 10, thing: '3D printers', unitPrice: 2500 });
    expect(extractEntities('draft grant narrative Title IV-A Lincoln High School STEM lab').schoolName).toBe('Lincoln High School');
    expect(extractEntities('write up a justification report for Lincoln High School: 25 smartboards').item).toBe('25 smartboards');
  });

  it('more compliance shapes: "put X on <program>", "<program> ok for X", "would <program> pay for X"', () => {
    expect(findComplianceItem('can I put coaching stipends on title II?')).toBe('coaching stipends');
    expect(intents('Title I-A ok for field trips?')).toEqual(['compliance_check']);
    expect(intents('would Perkins V pay for a welding simulator')).toEqual(['compliance_check']);
    expect(intents('can IDEA-B cover a sensory room')).toEqual(['compliance_check']);
  });

  it('selling questions are leads; "principle" is the principal', () => {
    expect(intents('which schools should I sell STEM kits to in TX with title iv money')).toEqual(['leads_from_purchase']);
    expect(intents('who is the principle at Lincoln High School')).toEqual(['school_contacts']);
  });

  it('a school\'s discount is its E-Rate discount; "what is it eligible for" is its funding; "who buys" is leads', () => {
    expect(intents('disount rate for Lincoln High School')).toEqual(['school_erate_eligibility']);
    expect(intents('what is it eligible for', true)).toEqual(['school_funding']);
    expect(intents('who buys with perkins money in TX')).toEqual(['leads_from_purchase']);
    expect(findComplianceItem('Title IV A money for vaping prevention, allowed?')).toBe('vaping prevention');
  });
});

describe('rules read from blind held-out misses (by category, in other words)', () => {
  it('a state tool named beside its statistics is that tool, not an aggregate over schools', () => {
    expect(intents('Ohio at a glance: total enrollment and average FRL?')).toEqual(['state_profile']);
    expect(intents('which Texas schools have class sizes furthest above the state average?')).toEqual(['equity_gaps']);
    expect(intents('Ohio vs Texas: which has more schools?')).toEqual(['state_profile']);
  });

  it('counts of lead tiers are the market; lists of them are opportunities', () => {
    expect(intents('what share of schools nationally are hot leads?')).toEqual(['market_summary']);
    expect(intents('hot leads in Ohio')).toEqual(['opportunities']);
    expect(intents('rank Ohio schools by timing')).toEqual(['opportunities']);
  });

  it('plans by price are the plans table; "who spends more" compares, it asks for no buyers', () => {
    expect(intents('what does the Professional plan cost per month?')).toEqual(['marketplace_tiers']);
    expect(intents('per-pupil spending, Woodland County Schools vs Holiday ISD. who spends more?')).toEqual(['spending_compare']);
  });

  it('a school\'s address is its profile, its programs its funding, its board meetings its board items', () => {
    expect(intents('what is the street address of Lincoln High School?')).toEqual(['school_profile']);
    expect(intents('which federal programs is Lincoln High School eligible for?')).toEqual(['school_funding']);
    expect(intents('any vendors mentioned at Lincoln High School board meetings?')).toEqual(['school_board_intel']);
  });
});
