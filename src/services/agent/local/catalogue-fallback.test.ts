import { describe, expect, it } from 'vitest';
import { allTools } from '../../../../tools/index.js';
import { catalogueFallback, stem, tokens } from './catalogue-fallback.js';

const catalogue = allTools.filter((tool) => tool.effect === 'read');
const pick = (message: string) => catalogueFallback(catalogue, message)?.tool;

describe('catalogue fallback', () => {
  it('stems plurals and verb endings so a word meets the catalogue\'s form', () => {
    expect(stem('shortages')).toBe(stem('shortage'));
    expect(stem('vendors')).toBe('vendor');
    expect(tokens('Teacher vacancies in Ohio')).toContain(stem('shortage'));
  });

  it('picks the dedicated tool named in words no rule lists', () => {
    expect(pick("what's the teacher vacancy picture in Ohio")).toBe('teacher_shortages');
    expect(pick('K-12 market size for Texas')).toBe('market_summary');
    expect(pick('board meetings for the school')).toBe('school_board_intel');
  });

  it('declines when no tool clearly wins or nothing matches', () => {
    expect(pick("what's the weather tomorrow")).toBeUndefined();
    expect(pick('hello there')).toBeUndefined();
    expect(catalogueFallback(catalogue, "what's the price of gold", undefined, false)).toBeUndefined();
  });

  it('never picks the generic query tool or a tool excluded', () => {
    expect(catalogueFallback(catalogue, 'natural language query question', new Set(['query']))?.tool).not.toBe('query');
    expect(catalogueFallback(catalogue, 'teacher shortages', new Set(['teacher_shortages']))?.tool).not.toBe('teacher_shortages');
  });

  it('is empty-catalogue safe', () => {
    expect(catalogueFallback([], 'teacher shortages')).toBeUndefined();
  });
});
