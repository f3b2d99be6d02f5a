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
