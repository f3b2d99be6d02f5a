import { describe, expect, it } from 'vitest';
import { buildFeatureSpace, nearestSchools, NUMERIC_FEATURES, type FeatureSpace, type LookAlikeProfile } from './look-alikes.js';

const base: LookAlikeProfile = {
  nces_id: 'target',
  enrollment: 500,
  frl_pct: 50,
  math_proficiency: 40,
  reading_proficiency: 45,
  pupil_teacher_ratio: 16,
  ell_pct: 5,
  swd_pct: 12,
  locale: 'urban',
  level: 'Elementary',
  per_pupil_expenditure: 10_000,
  c2_spend_per_student: 20,
  funding_score: 60,
};

/** Every numeric feature has sd 1, except FRL (sd 10) and math (sd 20), so differences are easy to square. */
const space: FeatureSpace = {
  stats: new Map(NUMERIC_FEATURES.map((feature) => [feature.name, { mean: 0, sd: feature.name === 'frl_pct' ? 10 : feature.name === 'math_proficiency' ? 20 : 1 }])),
};

// Total weight: numeric 1 + 1.5 + 1 + 1 + 0.75 + 0.75 + 0.5 + 0.75 + 0.5 + 0.75 = 8.5, categories 1.5 + 1 = 2.5; 11 in all.
describe('nearestSchools', () => {
  const candidates: LookAlikeProfile[] = [
    { ...base, nces_id: 'same' },
    { ...base, nces_id: 'frl-plus-10', frl_pct: 60 },
    { ...base, nces_id: 'math-and-locale', math_proficiency: 60, locale: 'rural' },
    { ...base, nces_id: 'a-other-level', level: 'High' },
    { ...base, nces_id: 'math-no-frl', math_proficiency: 60, frl_pct: null },
    { ...base },
  ];

  it('nearestSchools(hand-made profiles) -> ordered by weighted distance, target excluded', () => {
    const matches = nearestSchools(base, candidates, 10, space);
    expect(matches.map((match) => [match.nces_id, match.distance])).toEqual([
      ['same', 0],
      // math +20 = 1 sd, weight 1 -> 1; FRL missing, so scaled by 11 / (11 - 1.5): sqrt(11 / 9.5) = 1.0761.
      ['math-no-frl', 1.0761],
      // level differs: weight 1.5 -> sqrt(1.5) = 1.2247 (tie broken by id).
      ['a-other-level', 1.2247],
      // FRL +10 = 1 sd, weight 1.5 -> sqrt(1.5).
      ['frl-plus-10', 1.2247],
      // math 1 sd (weight 1) + locale differs (weight 1) -> sqrt(2) = 1.4142.
      ['math-and-locale', 1.4142],
    ]);
  });

  it('nearestSchools(k = 2) -> the two nearest', () => {
    expect(nearestSchools(base, candidates, 2, space).map((match) => match.nces_id)).toEqual(['same', 'math-no-frl']);
  });

  it('nearestSchools -> top features with their share of the squared distance, similarity 100 / (1 + d)', () => {
    const match = nearestSchools(base, candidates, 10, space).find((item) => item.nces_id === 'math-and-locale')!;
    expect(match.top_features).toEqual([
      { feature: 'locale', share: 0.5 },
      { feature: 'math_proficiency', share: 0.5 },
    ]);
    expect(match.similarity).toBe(41.4);
    expect(match.features_compared).toBe(12);
  });

  it('nearestSchools(default space) -> the closer FRL wins', () => {
    const near = { ...base, nces_id: 'near', frl_pct: 52 };
    const far = { ...base, nces_id: 'far', frl_pct: 90 };
    expect(nearestSchools(base, [far, near], 2).map((match) => match.nces_id)).toEqual(['near', 'far']);
  });
});

describe('buildFeatureSpace', () => {
  it('buildFeatureSpace(FRL 10, 20, 30) -> mean 20, population sd sqrt(200 / 3)', () => {
    const stats = buildFeatureSpace([10, 20, 30].map((frl) => ({ ...base, frl_pct: frl }))).stats.get('frl_pct')!;
    expect(stats.mean).toBeCloseTo(20, 10);
    expect(stats.sd).toBeCloseTo(Math.sqrt(200 / 3), 10);
  });

  it('buildFeatureSpace(enrollment 0 and e - 1) -> log-scaled: mean 0.5, sd 0.5', () => {
    const stats = buildFeatureSpace([0, Math.E - 1].map((enrollment) => ({ ...base, enrollment }))).stats.get('enrollment')!;
    expect(stats.mean).toBeCloseTo(0.5, 10);
    expect(stats.sd).toBeCloseTo(0.5, 10);
  });
});
