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
