import { describe, expect, it } from 'vitest';
import { stateOfConversation } from './state-focus.js';

const turns = (...contents: string[]) => contents.map((content, index) => ({ role: index % 2 === 0 ? 'user' as const : 'assistant' as const, content }));

describe('the state a conversation is about', () => {
  it('is the state the latest subject-naming user message named', () => {
    expect(stateOfConversation('what about the market there?', turns('profile of Texas', 'Texas (TX): 90 schools'))).toEqual(['TX']);
    expect(stateOfConversation('any new superintendents?', turns('profile of Texas', 'Texas (TX)', 'and teacher shortages?', 'Teacher shortage areas in TX'))).toEqual(['TX']);
  });

  it('is none once a school or district was named after it, or when the nation is asked', () => {
    expect(stateOfConversation('and its health?', turns('profile of Texas', 'Texas (TX)', 'look up Lincoln High School', 'Lincoln High School (NCES 010012800073)'))).toEqual([]);
    expect(stateOfConversation('and nationwide?', turns('teacher shortages in Ohio', 'Teacher shortage areas in OH'))).toEqual([]);
  });
});

describe('an aggregate asked inside a conversation', () => {
  it('is asked over the state or district the conversation is about, unless it names its own scope', async () => {
    const { scopedQuestion } = await import('./state-focus.js');
    expect(scopedQuestion('average frl?', turns('California', 'California (CA): 104 schools'))).toBe('average frl in California?');
    expect(scopedQuestion('average FRL of its schools?', turns('Woodland County Schools', 'Woodland County Schools (AL, LEA 0100128)'))).toBe('average FRL of its schools in Woodland County Schools?');
    expect(scopedQuestion('average frl in Ohio', turns('California', 'California (CA)'))).toBe('average frl in Ohio');
    expect(scopedQuestion('avg frl by state', turns('California', 'California (CA)'))).toBe('avg frl by state');
  });
});

describe('a school pointed at by its place in the last list', () => {
  it('"the second one", "#3", "the last one" are the NCES ids of those rows; "last year" and "top 5" point at nothing', async () => {
    const { listedSchool } = await import('./focus.js');
    const list = turns('bright spots in TX', 'Bright spots in TX:\n1. A School (X, TX, NCES 480000000001): math\n2. B School (Y, TX, NCES 480000000002): math\n3. C School (Z, TX, NCES 480000000003): math');
    expect(listedSchool("who's the principal at the second one?", list)).toEqual({ nces: '480000000002', mention: 'the second one' });
    expect(listedSchool('health of #3', list)?.nces).toBe('480000000003');
    expect(listedSchool('and the last one', list)?.nces).toBe('480000000003');
    expect(listedSchool('c2 budget last year', list)).toBeUndefined();
    expect(listedSchool('top 5 districts by enrollment', list)).toBeUndefined();
  });
});
