import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { parseToolsets } from './toolsets.js';

describe('parseToolsets', () => {
  it('parseToolsets(" Schools,erate ,schools") -> [schools, erate], case-insensitive, de-duplicated', () => {
    expect(parseToolsets(' Schools,erate ,schools')).toEqual(['schools', 'erate']);
  });

  it('parseToolsets(["schools", "funding,ai"]) -> the repeated query form works too', () => {
    expect(parseToolsets(['schools', 'funding,ai'])).toEqual(['schools', 'funding', 'ai']);
  });

  it('parseToolsets("") and (undefined) -> undefined (every group)', () => {
    expect(parseToolsets('')).toBeUndefined();
    expect(parseToolsets(undefined)).toBeUndefined();
  });

  it('parseToolsets("schools,bogus") -> 400 naming the unknown and the valid toolsets', () => {
    let thrown: unknown;
    try {
      parseToolsets('schools,bogus');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(400);
    expect((thrown as AppError).message).toBe(
      'Unknown toolset bogus; valid toolsets: schools, funding, erate, analytics, sales, geography, ai, integrations, marketplace, system.',
    );
  });
});
