import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../../tooling/define-tool.js';
import { levelOfSchools, OneOf, readStatedFilters, sinceDate, withStatedFilters } from './stated-filters.js';

describe('filters said in words', () => {
  it('reads FRL thresholds and ranges in the ways people say them', () => {
    expect(readStatedFilters('now only ones w/ at least 70% frl')).toMatchObject({ min_frl: 70 });
    expect(readStatedFilters('middle schools, frl over 60%')).toMatchObject({ min_frl: 60, level: 'Middle' });
    expect(readStatedFilters('65%+ free and reduced lunch')).toMatchObject({ min_frl: 65 });
    expect(readStatedFilters('schools under 30% FRL')).toMatchObject({ max_frl: 30 });
    expect(readStatedFilters('between 40 and 60% low-income')).toMatchObject({ min_frl: 40, max_frl: 60 });
    expect(readStatedFilters('fifty percent free lunch or more')).toMatchObject({ min_frl: 50 });
    expect(readStatedFilters('30% FRL or less')).toMatchObject({ max_frl: 30 });
    expect(readStatedFilters('a school at 62% FRL')).toEqual({});
    expect(readStatedFilters('at least fifty percent free lunch')).toMatchObject({ min_frl: 50 });
  });

  it('reads enrollment ranges, bounds and counts of students', () => {
    expect(readStatedFilters('500 to 1,200 kids')).toMatchObject({ min_enrollment: 500, max_enrollment: 1200 });
    expect(readStatedFilters('at least 800 students')).toMatchObject({ min_enrollment: 800 });
    expect(readStatedFilters('fewer than 300 students')).toMatchObject({ max_enrollment: 300 });
    expect(readStatedFilters('1000+ students')).toMatchObject({ min_enrollment: 1000 });
  });

  it('reads the level of the schools sought, not words that only contain it', () => {
    expect(levelOfSchools('bright spots among tx high schools')).toBe('High');
    expect(levelOfSchools('best opportunities among elementary schools in tx')).toBe('Elementary');
    expect(levelOfSchools('highest score first')).toBeUndefined();
    expect(levelOfSchools('high-poverty schools')).toBeUndefined();
    expect(levelOfSchools('junior highs in ohio')).toBe('Middle');
  });

  it('reads dates after "since" as ISO days, and only real days', () => {
    expect(sinceDate('any new supes since jan 1 2025?')).toBe('2025-01-01');
    expect(sinceDate('since 3/15/2024')).toBe('2024-03-15');
    expect(sinceDate('since march 2025')).toBe('2025-03-01');
    expect(sinceDate('since 2024')).toBe('2024-01-01');
    expect(sinceDate('since feb 30 2025')).toBeUndefined();
    expect(sinceDate('since we talked')).toBeUndefined();
  });

  it('reads roles, tiers, bands, same-state and "top N"', () => {
    expect(readStatedFilters('any new superintendents in ca')).toMatchObject({ role: 'Superintendent' });
    expect(readStatedFilters('new supes or principals')).not.toHaveProperty('role');
    expect(readStatedFilters('only hot leads')).toMatchObject({ lead_tier: 'HOT' });
    expect(readStatedFilters('frl can be up to 20 points off either way')).toMatchObject({ frl_band: 20 });
    expect(readStatedFilters('same state pls')).toMatchObject({ same_state: true });
    expect(readStatedFilters('top 5 districts')).toMatchObject({ limit: 5 });
  });
});

describe('filters given to a tool', () => {
  const tool = defineTool({
    name: 'example_list',
    title: 'Example',
    description: 'Example list.',
    group: 'analytics',
    access: 'PUBLIC',
    effect: 'read',
    input: z.object({ state: z.string().optional(), level: z.enum(['Elementary', 'Middle', 'High']).optional(), min_frl: z.number().optional(), max_frl: z.number().optional(), limit: z.number().int().optional() }),
    output: z.object({}),
    handler: () => ({}),
  });

  it('adds only what the schema declares, never over what the rules chose', () => {
    expect(withStatedFilters(tool, { state: 'TX', level: 'High' }, { level: 'Middle', min_frl: 70, role: 'Principal' })).toEqual({ state: 'TX', level: 'High', min_frl: 70 });
  });

  it('drops a value outside an enum, a fraction for an integer, and a range that runs backwards', () => {
    expect(withStatedFilters(tool, {}, { level: 'Preschool', limit: 2.5 })).toEqual({});
    expect(withStatedFilters(tool, {}, { min_frl: 80, max_frl: 20 })).toEqual({});
  });
});

describe('thresholds said after the number, and the target\'s own state', () => {
  it('reads "N% or more are proficient", "a score of 60 or better" and "an FRL share of 60% or more"', () => {
    expect(readStatedFilters('bright spots where at least 70% of kids qualify for FRL and 45% or more are proficient in math')).toMatchObject({ min_frl: 70, min_proficiency: 45 });
    expect(readStatedFilters('HOT-tier schools with an opportunity score of 60 or better')).toMatchObject({ lead_tier: 'HOT', min_score: 60 });
    expect(readStatedFilters('every TX school with an FRL share of 60% or more')).toMatchObject({ min_frl: 60 });
  });

  it('"stay inside Texas" or "keep it within AZ" keeps to one state; "just in time" and "only in the" do not', () => {
    expect(readStatedFilters('schools most similar to it, but stay inside Texas please').same_state).toBe(true);
    expect(readStatedFilters('keep it within AZ').same_state).toBe(true);
    expect(readStatedFilters('just in time for the board').same_state).toBeUndefined();
    expect(readStatedFilters('only in the ones that matter').same_state).toBeUndefined();
  });

  it('"our district is rural" asks a district\'s discount; "adminstration" still sorts by admin share', () => {
    expect(readStatedFilters('Our district is rural and 78% of our kids are NSLP eligible').type).toBe('district');
    expect(readStatedFilters('districts that put the biggest share into adminstration').sort_by).toEqual(new OneOf(['adminPct']));
  });

  it('"nationally" or "outside the state" widens look-alikes; a bound said before its measure; a typo in what is counted', () => {
    expect(readStatedFilters('Any look-alikes outside the state too? Nationally is fine.')).toEqual({ same_state: false });
    expect(readStatedFilters('add minimum enrollment 400 and make it a csv')).toEqual({ min_enrollment: 400 });
    expect(readStatedFilters('bright spot elementary schools, min frl 70')).toEqual({ level: 'Elementary', min_frl: 70 });
    expect(readStatedFilters('Just show me 3 peer shcools for the school')).toEqual({ limit: 3 });
  });
});
