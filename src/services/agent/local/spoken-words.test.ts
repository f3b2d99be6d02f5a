import { describe, expect, it } from 'vitest';
import { asTyped, spokenNumber } from './spoken-words.js';
import { extractEntities } from './entities.js';

describe('dictated messages, in the spelling a typed one would have', () => {
  it('reads amounts said in words as dollars', () => {
    expect(asTyped('thirty chromebooks at three hundred twenty nine dollars each')).toBe('thirty chromebooks at $329 each');
    expect(asTyped('twelve thousand dollars of wifi access points')).toBe('$12,000 of wifi access points');
    expect(asTyped('fifty laptops at eight hundred bucks each')).toBe('fifty laptops at $800 each');
    expect(asTyped('a hundred and fifty thousand dollars')).toBe('$150,000');
    expect(extractEntities(asTyped('forty thousand dollars of network switches')).price).toBe(40000);
  });

  it('values number words in the order they are said, and refuses other words', () => {
    expect(spokenNumber(['two', 'million', 'three', 'hundred', 'thousand'])).toBe(2_300_000);
    expect(spokenNumber(['nineteen', 'hundred'])).toBe(1_900);
    expect(spokenNumber(['many'])).toBeUndefined();
  });

  it('joins acronyms spelled letter by letter, but not a program part or a lone "a" or "i"', () => {
    expect(asTyped('the name of the c t o at Woodland')).toBe('the name of the cto at Woodland');
    expect(asTyped('whats the l e a i d for Kivalina')).toBe('whats the leaid for Kivalina');
    expect(asTyped('the c f d a number')).toBe('the cfda number');
    expect(asTyped('title i a money')).toBe('title i a money');
    expect(asTyped('is a b test ok')).toBe('is a b test ok');
  });

  it('mends words a speech engine splits or mishears', () => {
    expect(asTyped('who is the super intendant over at X')).toBe('who is the superintendent over at X');
    expect(asTyped('stuff that eerate pays for')).toBe('stuff that E-Rate pays for');
    expect(asTyped('ok with title won funds')).toBe('ok with title one funds');
    expect(asTyped('what about title for a')).toBe('what about title four a');
    expect(asTyped('show me my saved watch lists')).toBe('show me my saved watchlists');
  });

  it('drops the fillers of speech, which are no words of the request', () => {
    expect(asTyped('um whats the enrollment at the high school')).toBe('whats the enrollment at the high school');
    expect(asTyped('so like what are the scores looking like at Frontier High')).toBe('so what are the scores at Frontier High');
    expect(asTyped('what does W need the most like where are they behind')).toBe('what does W need the most where are they behind');
    // ("schools like Lincoln High" asks for look-alikes: that "like" stays.)
    expect(asTyped('schools like Lincoln High')).toBe('schools like Lincoln High');
  });
});
