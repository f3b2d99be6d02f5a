import { describe, expect, it } from 'vitest';
import { Vocabulary, exactTierOf, tierExpressions } from './match-tiers.js';

const vocabulary = new Vocabulary(
  ['lincoln', 'lincolnton', 'high', 'highland', 'school', 'schools', 'elementary', 'oak', 'oaks'].map((term) => ({ term, doc: term.length })),
);

describe('match tiers', () => {
  it('Vocabulary.neighbours(one deletion, insertion, substitution, swap) -> the index word; short or known words -> none', () => {
    expect(vocabulary.neighbours('lincon')).toEqual(['lincoln']);
    expect(vocabulary.neighbours('linccoln')).toEqual(['lincoln']);
    expect(vocabulary.neighbours('lincoin')).toEqual(['lincoln']);
    expect(vocabulary.neighbours('lniocln')).toEqual([]);
    expect(vocabulary.neighbours('ilncoln')).toEqual(['lincoln']);
    expect(vocabulary.neighbours('oal')).toEqual([]);
  });

  it('Vocabulary.hasPrefix and prefixRows -> binary search over the sorted words', () => {
    expect([vocabulary.hasPrefix('linc'), vocabulary.hasPrefix('lincolnz'), vocabulary.hasPrefix('zz')]).toEqual([true, false, false]);
    expect(vocabulary.prefixRows('lincoln')).toBe('lincoln'.length + 'lincolnton'.length);
    expect(vocabulary.prefixRows('qq')).toBe(0);
  });

  it('tierExpressions(known words) -> three exact tiers, each excluding those above', () => {
    const tiers = tierExpressions(['lincoln', 'hi'], vocabulary);
    expect([...tiers.keys()]).toEqual(['name_start', 'name_words', 'name_or_city']);
    expect(tiers.get('name_start')).toBe('name : ^"lincoln hi"*');
    expect(tiers.get('name_words')).toBe('(name : "lincoln"* AND name : "hi"*) NOT (name : ^"lincoln hi"*)');
    expect(tiers.get('name_or_city')).toBe('("lincoln"* AND "hi"*) NOT (name : "lincoln"* AND name : "hi"*)');
  });

  it('tierExpressions(a misspelt word) -> only the approximate tier, whole words whole; no neighbour -> no tier', () => {
    expect([...tierExpressions(['lincon', 'high'], vocabulary)]).toEqual([['approximate', '("lincoln") AND "high"']]);
    expect([...tierExpressions(['lincon', 'hig'], vocabulary)]).toEqual([['approximate', '("lincoln") AND "hig"*']]);
    expect(tierExpressions(['qqqqq', 'high'], vocabulary).size).toBe(0);
  });

  it('exactTierOf -> the same rules as the FTS tiers, over every word of the name', () => {
    expect(exactTierOf(['lincoln', 'hi'], 'Lincoln High School')).toBe('name_start');
    expect(exactTierOf(['lincoln', 'hi'], 'Abraham Lincoln High')).toBe('name_words');
    expect(exactTierOf(['lincoln', 'austin'], 'Lincoln High', 'Austin')).toBe('name_or_city');
    expect(exactTierOf(['lincoln', 'dallas'], 'Lincoln High', 'Austin')).toBeUndefined();
    expect(exactTierOf(['ninth'], 'A B C D E F G H Ninth')).toBe('name_words');
  });
});
