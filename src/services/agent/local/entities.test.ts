import { describe, expect, it } from 'vitest';
import { extractEntities, findSchoolName } from './entities.js';
import { readIntents } from './intents.js';

describe('extractEntities', () => {
  it('ids: a 12-digit NCES id and a 7-digit LEA id', () => {
    const entities = extractEntities('school 060010100234 in district 0600101');
    expect(entities.ncesIds).toEqual(['060010100234']);
    expect(entities.leaids).toEqual(['0600101']);
  });

  it('states by name or code; a code that is also a word only where a place goes', () => {
    expect(extractEntities('vendors in Texas').states).toEqual(['TX']);
    expect(extractEntities('schools in Springfield, IL').states).toEqual(['IL']);
    expect(extractEntities('bright spots in OR').states).toEqual(['OR']);
    expect(extractEntities('peers OR look-alikes').states).toEqual([]);
  });

  it('programs the way people write them -> DECISIONS §5 ids', () => {
    expect(extractEntities('Title I and Title IV-A').programs).toEqual(['TITLE_IV_A', 'TITLE_I_A']);
    expect(extractEntities('title 2 part a money').programs).toEqual(['TITLE_II_A']);
    expect(extractEntities('IDEA Part B and Perkins').programs).toEqual(['IDEA_B', 'PERKINS_V']);
  });

  it('the item bought and its price; "it" is no item', () => {
    const entities = extractEntities('We plan to buy 40 tablets at $420 each for Lincoln Middle School.');
    expect(entities.item).toBe('40 tablets at $420 each');
    expect(entities.price).toBe(420);
    expect(extractEntities('Which programs could pay for it?').item).toBeUndefined();
    expect(extractEntities('a $1.5 million network upgrade').price).toBe(1_500_000);
  });

  it('NSLP percentage, locale and funding year', () => {
    expect(extractEntities('a rural district at 55.5% NSLP, funding year 2026')).toMatchObject({ frlPct: 55.5, locale: 'rural', fundingYear: 2026 });
  });
});

describe('findSchoolName', () => {
  it('the capitalised run ending in a school word, without sentence openers', () => {
    expect(findSchoolName('Tell me about Deer Park Senior High School?')).toBe('Deer Park Senior High School');
    expect(findSchoolName('Grant Junior High School peers')).toBe('Grant Junior High School');
    expect(findSchoolName('is monroe elementary thriving?')).toBe('monroe elementary');
    expect(findSchoolName('a rural school at 60%')).toBeUndefined();
  });
});

describe('readIntents', () => {
  const read = (text: string, school = true) => readIntents(text, extractEntities(text), school, false).tools;
  it('school questions map to their tools; "I need" is not a needs question', () => {
    expect(read('how healthy is the school')).toEqual(['school_health']);
    expect(read('I need the health score of the school')).toEqual(['school_health']);
    expect(read('what are the biggest needs at the school')).toEqual(['school_needs']);
    expect(read('who is the principal there')).toEqual(['school_contacts']);
  });
  it('E-Rate questions pick the E-Rate tool by topic', () => {
    expect(read('E-Rate discount at 40% NSLP', false)).toEqual(['erate_discount_calculator']);
    expect(read('when is the Form 471 window', false)).toEqual(['erate_filing_checklist']);
    expect(read('category two budget left', true)).toEqual(['erate_c2_budget']);
  });
  it('nothing it knows -> no tool', () => {
    expect(read('write me a haiku about rain', false)).toEqual([]);
  });
});

describe('purchases, shares and names read across the ways sellers write them', () => {
  it('a per-seat price: the product is the thing, the seats the count ("K-8" is no count)', () => {
    const entities = extractEntities('which programs could fund a 1-year K-8 math tutoring license, $18 per student for 600 students?');
    expect(entities.item).toBe('1-year K-8 math tutoring license, 600 students at $18 each');
    expect(entities.quantity).toBe(600);
  });

  it('what a seller says it sells is the item, without a count', () => {
    expect(extractEntities('we sell a k-5 reading intervention software (about 45 bucks a seat). who can fund it?').item).toBe('k-5 reading intervention software');
  });

  it('"the same thing" names no item of its own', () => {
    expect(extractEntities('what about title iv-a for the same thing?').item).toBeUndefined();
  });

  it('the FRL share is the one said of lunch, not the discount beside it', () => {
    expect(extractEntities('vendor says a 40% discount at 9% FRL, urban').frlPct).toBe(9);
    expect(extractEntities('seventy-eight percent free & reduced lunch').frlPct).toBe(78);
  });

  it('a school name never runs back across a sentence end', () => {
    expect(findSchoolName('quick sanity check. school w/ 78% FRL, urban')).toBeUndefined();
    expect(findSchoolName('tell me about St. Mary school')).toBe('St Mary school');
  });
});
