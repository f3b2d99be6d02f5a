import { describe, expect, it } from 'vitest';
import { digitsForNumberWords } from './number-words.js';
import { districtQuery, frlBand } from './arguments.js';
import { serviceType } from './stated-filters.js';
import { extractEntities } from './entities.js';

describe('numbers in words', () => {
  it('reads tens and units, hyphenated or apart, and pct as percent', () => {
    expect(digitsForNumberWords('at seventy-four percent free lunch')).toBe('at 74% free lunch');
    expect(digitsForNumberWords('thirty one percent of kids')).toBe('31% of kids');
    expect(digitsForNumberWords('18 pct FRL')).toBe('18% FRL');
    expect(digitsForNumberWords('ninety per cent')).toBe('90%');
  });

  it('leaves "one" alone where it is no number', () => {
    expect(digitsForNumberWords('tell me about the second one')).toBe('tell me about the second one');
  });

  it('gives the FRL share to the entities', () => {
    expect(extractEntities('discount at sixty-two percent NSLP').frlPct).toBe(62);
    expect(extractEntities('erate discount with 18 pct FRL, rural').frlPct).toBe(18);
  });
});

describe('argument readers', () => {
  it('reads a peer FRL band in points', () => {
    expect(frlBand('peers within 15 points of FRL')).toBe(15);
    expect(frlBand('no more than five points apart')).toBe(5);
    expect(frlBand('peers plus or minus 8 points FRL')).toBe(8);
    expect(frlBand('an FRL band of 12')).toBe(12);
    expect(frlBand('peers of this school')).toBeUndefined();
  });

  it('reads an E-Rate service type in everyday words', () => {
    expect(serviceType('vendors that do internal connections')).toBe('Internal Connections');
    expect(serviceType('who provides internet access')).toBe('Data Transmission and/or Internet Access');
    expect(serviceType('top vendors in Ohio')).toBeUndefined();
  });

  it('reads the name words a district search asks for', () => {
    const none = extractEntities('any districts with Springfield in the name?');
    expect(districtQuery('any districts with Springfield in the name?', { ...none, districtNames: [] })).toBe('Springfield');
    expect(districtQuery('search for districts named Woodland', { ...none, districtNames: [] })).toBe('Woodland');
  });
});
