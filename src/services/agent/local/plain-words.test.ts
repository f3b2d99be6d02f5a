import { describe, expect, it } from 'vitest';
import { inPlainWords } from './plain-words.js';
import { extractEntities } from './entities.js';

describe('words of second-language writers, in the English the rules read', () => {
  it('reads Spanish school words mixed into English', () => {
    expect(inPlainWords('rank distritos in California by spend per student')).toBe('rank districts in California by spend per student');
    expect(inPlainWords('falta de maestros in CA, which subject worst')).toBe('shortage of teachers in CA, which subject worst');
    expect(inPlainWords('our escuela frl is how much')).toBe('our school frl is how much');
    expect(inPlainWords('fractions y linear equations')).toBe('fractions and linear equations');
  });

  it('leaves a capitalised word alone: it may begin a name', () => {
    expect(inPlainWords('Escuela Bilingue Pioneer profile')).toBe('Escuela Bilingue Pioneer profile');
  });

  it('mends short near-misses the typo reader leaves alone', () => {
    expect(inPlainWords('wich district spend most')).toBe('which district spend most');
    expect(inPlainWords('schools with more then 1000 students')).toBe('schools with more than 1000 students');
    expect(inPlainWords('is allowed with title IV-A for sure?')).toBe('is allowed with title IV-A?');
  });

  it('reads a price written with the sign after it, or with none beside "each"', () => {
    expect(inPlainWords('25 ipad 400$ each')).toBe('25 ipad $400 each');
    expect(inPlainWords('30 chromebooks 329 each for X')).toBe('30 chromebooks at $329 each for X');
    // (A column of prices keeps its signs where they are.)
    expect(inPlainWords('12   $3,150.00 $37,800.00')).toBe('12   $3,150.00 $37,800.00');
    expect(extractEntities(inPlainWords('30 chromebooks 329 each')).price).toBe(329);
  });

  it('reads a lunch share said after its name with no sign', () => {
    expect(extractEntities('frl 45 urban erate discount?').frlPct).toBe(45);
    expect(extractEntities('frl 2024 figures').frlPct).toBeUndefined();
  });
});
