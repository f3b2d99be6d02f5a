import { describe, expect, it } from 'vitest';
import { argumentsMatch, mentions, observedOutcome, scoreTurn, valueAt } from './score.js';

describe('agent eval scoring', () => {
  const step = (tool: string, args: Record<string, unknown> = {}) => ({ tool, ok: true, arguments: args });

  it('argumentsMatch: required args equal (strings case-insensitive), extra args allowed, $any, arrays as sets', () => {
    expect(argumentsMatch({ name: 't', args: { state: 'CA' } }, { state: 'ca', limit: 5 })).toBe(true);
    expect(argumentsMatch({ name: 't', args: { state: 'CA' } }, { state: 'TX' })).toBe(false);
    expect(argumentsMatch({ name: 't', args: { locale: { $any: ['rural', 'urban'] } } }, { locale: 'urban' })).toBe(true);
    expect(argumentsMatch({ name: 't', args: { programs: ['A', 'B'] } }, { programs: ['B', 'A'] })).toBe(true);
    expect(argumentsMatch({ name: 't', args: { programs: ['A', 'B'] } }, { programs: ['A'] })).toBe(false);
    expect(argumentsMatch({ name: 't', args: { frl_pct: 62 } }, {})).toBe(false);
  });

  it('mentions: a number in any common printed form, text case-insensitively', () => {
    expect(mentions('budget $3,443,218.74 left', 3443218.74)).toBe(true);
    expect(mentions('about 3,443,219 dollars', 3443218.74)).toBe(true);
    expect(mentions('score 64.5', 64.5)).toBe(true);
    expect(mentions('score 65', 64.4)).toBe(false);
    expect(mentions('tier stable', 'STABLE')).toBe(true);
  });

  it('observedOutcome: tools -> answer; a question -> clarify; neither -> abstain', () => {
    expect(observedOutcome({ response: 'x', steps: [step('school_profile')] })).toBe('answer');
    expect(observedOutcome({ response: 'Which one?', steps: [step('schools_search')] })).toBe('clarify');
    expect(observedOutcome({ response: "I can't help.", steps: [] })).toBe('abstain');
    // A search the case asks for ("what is the LEA id of X?") answers, even when the reply ends with a question.
    expect(observedOutcome({ response: 'LEA 0100128. Anything else?', steps: [step('districts_search')] }, new Set(['districts_search']))).toBe('answer');
    expect(observedOutcome({ response: 'Which one?', steps: [step('districts_search')] }, new Set(['school_profile']))).toBe('clarify');
  });

  it('scoreTurn: a wrong tool is a false positive and a miss; a search is free; a missing fact counts', () => {
    const score = scoreTurn(
      { tools: [{ name: 'school_health', args: { nces_id: '1' } }] },
      { response: 'health 50', steps: [step('schools_search'), step('school_needs', { nces_id: '1' })] },
      [50, 'THRIVING'],
    );
    expect(score).toMatchObject({ truePositives: 0, falsePositives: 1, falseNegatives: 1, argsCorrect: 0, argsTotal: 1, factsFound: 1, factsTotal: 2, outcomeRight: true });
    const abstained = scoreTurn({ outcome: 'abstain' }, { response: 'Sure!', steps: [step('grant_programs')] }, []);
    expect(abstained.outcomeRight).toBe(false);
    expect(abstained.falsePositives).toBe(1);
  });

  it('valueAt reads dotted paths with array positions', () => {
    expect(valueAt({ peers: [{ name: 'A' }] }, 'peers.0.name')).toBe('A');
    expect(valueAt({ peers: [] }, 'peers.0.name')).toBeUndefined();
  });
});
