import { describe, expect, it } from 'vitest';
import { swapMeasure } from './aggregate-follow-up.js';

describe('an aggregate asked again over another measure', () => {
  it('puts the new measure in place of the old one; anything else is no such follow-up', () => {
    expect(swapMeasure('what about math?', 'average frl in California')).toBe('average math proficiency in California');
    expect(swapMeasure('and enrollment?', 'What is the average free and reduced lunch percentage in Texas?')).toBe('What is the average enrollment in Texas?');
    expect(swapMeasure('what about Ohio?', 'average frl in California')).toBeUndefined();
    expect(swapMeasure('tell me about math standards in Texas please', 'average frl in California')).toBeUndefined();
  });
});
