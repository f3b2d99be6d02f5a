import { describe, expect, it } from 'vitest';
import { questionsOf, withEachQuestion } from './clauses.js';
import { extractEntities } from './entities.js';
import { readIntents } from './intents.js';

/** The planner's reading of a message: the whole message's rules, then each question's own. */
const tools = (text: string) => {
  const entities = extractEntities(text);
  const school = entities.schoolName !== undefined || entities.ncesIds.length > 0;
  return withEachQuestion(readIntents(text, entities, school, false).tools, text, entities, false, false);
};

describe('the questions of one message', () => {
  it('splits at question marks, sentence ends, semicolons, "plus" and "and" before a question word', () => {
    expect(questionsOf('Ohio overview: how many schools and districts? plus where are they short on teachers')).toEqual([
      'Ohio overview: how many schools and districts?',
      'plus where are they short on teachers',
    ]);
    expect(questionsOf('what lead tier is it, and how much does its district spend per pupil?')).toEqual([
      'what lead tier is it',
      'how much does its district spend per pupil?',
    ]);
    expect(questionsOf('They want switches for $84k. What funding fits?')).toEqual([]);
    expect(questionsOf('They want switches for $84k. What funding fits, and how much C2 budget is left?')).toEqual([
      'What funding fits',
      'how much C2 budget is left?',
    ]);
  });

  it('a list of figures, a told sentence or a lone question is no second question', () => {
    expect(questionsOf('enrollment, FRL % and the C2 discount they get?')).toEqual([]);
    expect(questionsOf("I'm meeting the principal on Tuesday; what are the school's needs?")).toEqual([]);
    expect(questionsOf('what is Title I?')).toEqual([]);
  });
});

describe('tools each question adds', () => {
  it('a second question in another family adds its tool, in the order asked', () => {
    expect(tools('Texas overview: how many schools and districts? plus where are they short on teachers')).toEqual(['state_profile', 'teacher_shortages']);
    expect(tools('Lincoln High School wants 40 access points at $650 each. What funding fits, and how much C2 budget does the district still have?')).toEqual(['purchase_qualify', 'erate_c2_budget']);
  });

  it('adds nothing a chosen tool already answers, nothing that would need a question, and no default reading', () => {
    // The needs answer names the programs that pay; "what could pay for it" names no item to qualify.
    expect(tools("what's missing at Lincoln High School, and what could pay for it?")).toEqual(['school_needs']);
    // Peers were chosen for "its peers"; "similar kids" is the same request, not look-alikes too.
    expect(tools("how does Lincoln High School compare with its peers? who's doing better with similar kids?")).toEqual(['school_peers']);
    // The program named in the first question is the second's too: its national amount is its entry.
    expect(tools('What can Title IV-A be spent on, and how big is the national appropriation?')).toEqual(['grant_programs']);
  });
});

describe('two things asked by their nouns, and tools a question cannot use alone', () => {
  it('"I need the market summary and the districts ranked by spending" asks both', () => {
    expect(questionsOf('For California, I need the market summary and the districts ranked by per-pupil spending.')).toEqual([
      'For California, I need the market summary',
      'the districts ranked by per-pupil spending.',
    ]);
    expect(tools('For California, I need the market summary and the districts ranked by per-pupil spending.')).toEqual(['market_summary', 'spending_rankings']);
  });

  it('adds no district tool with no district, and no district contacts beside the school contacts that list them', () => {
    expect(tools('How big is the K-12 market in TX? I need total district spending and the estimated addressable Title I pool.')).toEqual(['market_summary']);
    expect(tools('Lower Curie High School -- opportunity score, and the names of the decision makers pls')).not.toContain('district_contacts');
  });

  it('a request said as its noun is asked, not told: "peer schools for X but widen the band. how far behind are they?"', () => {
    const text = 'peer schools for 040012800052 but widen the FRL band to 15 points. how far behind the best one are they?';
    expect(readIntents(text, extractEntities(text), true, false).tools).toEqual(['school_peers']);
  });
});
