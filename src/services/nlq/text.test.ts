import { describe, expect, it } from 'vitest';
import { normalise } from './text.js';

describe('normalise', () => {
  it('reads "which state leads on", "tops the list in" and "comes out on top in" as the one with the highest', () => {
    expect(normalise('Which state leads on average reading proficiency?')).toBe('which state has the highest average reading proficiency');
    expect(normalise('What district tops the list in math?')).toBe('what district has the highest math');
    expect(normalise('Which states come out on top in FRL?')).toBe('which states has the highest frl');
    // ("leads" as sales leads is left alone.)
    expect(normalise('How many HOT leads are in Texas?')).toBe('how many hot leads are in texas');
  });
});
