import { describe, expect, it } from 'vitest';
import { nearestSchools } from '../../src/core/scores/look-alikes.js';
import { LookAlikeIndex } from './look-alike-index.js';
import { ProfileTable, type StatedProfile } from './profile-table.js';

/** A small deterministic generator (mulberry32), so a failure names a reproducible population. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function population(seed: number, size: number): StatedProfile[] {
  const next = random(seed);
  const maybe = <Value>(value: Value): Value | null => (next() < 0.1 ? null : value);
  const pick = <Value>(values: readonly Value[]): Value => values[Math.floor(next() * values.length)]!;
  const profiles: StatedProfile[] = [];
  for (let index = 0; index < size; index++) {
    profiles.push({
      nces_id: String(100_000_000_000 + index),
      state: pick(['CA', 'TX', 'NY']),
      enrollment: maybe(Math.round(100 + next() * 3000)),
      frl_pct: maybe(Math.round(next() * 1000) / 10),
      math_proficiency: maybe(Math.round(next() * 1000) / 10),
      reading_proficiency: maybe(Math.round(next() * 1000) / 10),
      pupil_teacher_ratio: maybe(Math.round((10 + next() * 15) * 10) / 10),
      ell_pct: maybe(Math.round(next() * 400) / 10),
      swd_pct: maybe(Math.round(next() * 250) / 10),
      locale: maybe(pick(['urban', 'suburban', 'town', 'rural'] as const)),
      level: maybe(pick(['Elementary', 'Middle', 'High'] as const)),
      per_pupil_expenditure: maybe(Math.round(9000 + next() * 9000)),
      c2_spend_per_student: maybe(next() < 0.3 ? 0 : Math.round(next() * 20000) / 100),
      funding_score: maybe(Math.round(next() * 1000) / 10),
    });
  }
  // Exact twins and coarse values make ties, which the cursor must step through without loss.
  for (let index = 0; index < 20; index++) profiles.push({ ...profiles[index]!, nces_id: String(200_000_000_000 + index) });
  profiles.push({ ...profiles[0]!, nces_id: '300000000000', enrollment: null, frl_pct: null, math_proficiency: null, reading_proficiency: null,
    pupil_teacher_ratio: null, ell_pct: null, swd_pct: null, locale: null, level: null, per_pupil_expenditure: null, c2_spend_per_student: null, funding_score: null });
  return profiles;
}

/**
 * Schools drawn around 40 centres, like real schools, so the search trees' boxes are tight and
 * most of them are skipped: what makes the trees fast is what these tests exercise. A few lack
 * both test scores (as in the national data), one other feature or a category.
 */
function clustered(seed: number, size: number): StatedProfile[] {
  const next = random(seed);
  const around = (centre: number, spread: number) => centre + (next() + next() + next() - 1.5) * spread;
  const pick = <Value>(values: readonly Value[]): Value => values[Math.floor(next() * values.length)]!;
  const centres = Array.from({ length: 40 }, () => ({
    enrollment: 150 + next() * 2500, frl: next() * 100, math: next() * 100, reading: next() * 100, ratio: 11 + next() * 12, ell: next() * 35,
    swd: 8 + next() * 12, spending: 9000 + next() * 9000, c2: next() * 200, funding: next() * 100,
    level: pick(['Elementary', 'Middle', 'High'] as const), locale: pick(['urban', 'suburban', 'town', 'rural'] as const),
  }));
  const profiles: StatedProfile[] = [];
  for (let index = 0; index < size; index++) {
    const centre = pick(centres);
    const profile: StatedProfile = {
      nces_id: String(400_000_000_000 + index),
      state: pick(['CA', 'TX', 'NY', 'WY']),
      enrollment: Math.max(20, Math.round(around(centre.enrollment, 300))),
      frl_pct: Math.round(around(centre.frl, 12) * 10) / 10,
      math_proficiency: Math.round(around(centre.math, 10) * 10) / 10,
      reading_proficiency: Math.round(around(centre.reading, 10) * 10) / 10,
      pupil_teacher_ratio: Math.round(around(centre.ratio, 2) * 10) / 10,
      ell_pct: Math.round(around(centre.ell, 4) * 10) / 10,
      swd_pct: Math.round(around(centre.swd, 2) * 10) / 10,
      locale: next() < 0.8 ? centre.locale : pick(['urban', 'suburban', 'town', 'rural'] as const),
      level: next() < 0.9 ? centre.level : pick(['Elementary', 'Middle', 'High'] as const),
      per_pupil_expenditure: Math.round(around(centre.spending, 800)),
      c2_spend_per_student: next() < 0.2 ? 0 : Math.max(0, Math.round(around(centre.c2, 30) * 100) / 100),
      funding_score: Math.round(around(centre.funding, 8) * 10) / 10,
    };
    const gap = next();
    if (gap < 0.03) Object.assign(profile, { math_proficiency: null, reading_proficiency: null });
    else if (gap < 0.04) Object.assign(profile, { [pick(['enrollment', 'frl_pct', 'ell_pct', 'per_pupil_expenditure', 'funding_score'])]: null });
    else if (gap < 0.05) profile.locale = null;
    else if (gap < 0.06) profile.level = null;
    profiles.push(profile);
  }
  return profiles;
}

/** Every page of the index, following its own cursor. */
function walk(index: LookAlikeIndex, target: StatedProfile, limit: number, sameState: boolean) {
  const seen = [];
  let after: { distance: number; nces_id: string } | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const { matches, more } = index.page(target, { limit, sameState, after });
    seen.push(...matches);
    const last = matches.at(-1);
    if (!more || !last) break;
    after = { distance: last.distance, nces_id: last.nces_id };
  }
  return seen;
}

describe('LookAlikeIndex', () => {
  const profiles = population(7, 1500);
  const index = new LookAlikeIndex(ProfileTable.of(profiles));

  it('page(limit 10) -> the first 10 of nearestSchools over every candidate, same distances and explanations', () => {
    for (const target of [profiles[0]!, profiles[42]!, profiles[1499]!, profiles.at(-1)!]) {
      const expected = nearestSchools(target, profiles, profiles.length, index.space).slice(0, 10);
      expect(index.page(target, { limit: 10, sameState: false }).matches).toEqual(expected);
    }
  });

  it('page(limit 50) for 40 targets -> nearestSchools over every candidate (the scan prunes rows that cannot enter the page)', () => {
    for (let row = 0; row < 1500; row += 37) {
      const target = profiles[row]!;
      const expected = nearestSchools(target, profiles, profiles.length, index.space).slice(0, 50);
      expect(index.page(target, { limit: 50, sameState: false }).matches).toEqual(expected);
    }
  });

  it('page(limit 37) followed to the end -> every candidate exactly once, in nearestSchools order, twins included', () => {
    const target = profiles[3]!;
    const expected = nearestSchools(target, profiles, profiles.length, index.space);
    const walked = walk(index, target, 37, false);
    expect(walked.map((match) => match.nces_id)).toEqual(expected.map((match) => match.nces_id));
    expect(walked.map((match) => match.distance)).toEqual(expected.map((match) => match.distance));
    expect(walked.map((match) => match.nces_id)).toContain('200000000003');
  });

  it('page(same state, limit 5) followed to the end -> only that state, in order', () => {
    const target = profiles[10]!;
    const sameState = profiles.filter((profile) => profile.state === target.state);
    const expected = nearestSchools(target, sameState, sameState.length, index.space);
    const walked = walk(index, target, 5, true);
    expect(walked.map((match) => match.nces_id)).toEqual(expected.map((match) => match.nces_id));
  });

  it('page(a target with no features) -> no match, no further page', () => {
    expect(index.page(profiles.at(-1)!, { limit: 10, sameState: false })).toEqual({ matches: [], more: false });
  });
});

describe('LookAlikeIndex search trees', () => {
  const profiles = clustered(11, 4000);
  const index = new LookAlikeIndex(ProfileTable.of(profiles));
  const everyone = (target: StatedProfile, sameState: boolean) => (sameState ? profiles.filter((profile) => profile.state === target.state) : profiles);
  const lacking = (target: StatedProfile) => target.math_proficiency === null || target.level === null || target.locale === null || target.enrollment === null;

  it('page(limit 50) for 80 targets, national and same state -> nearestSchools over every candidate, match for match', () => {
    const targets = [...profiles.filter((_, row) => row % 80 === 0), ...profiles.filter(lacking).slice(0, 30)];
    expect(targets.filter(lacking).length).toBeGreaterThanOrEqual(30);
    for (const target of targets) {
      for (const sameState of [false, true]) {
        const expected = nearestSchools(target, everyone(target, sameState), 51, index.space);
        const { matches, more } = index.page(target, { limit: 50, sameState });
        expect(matches).toEqual(expected.slice(0, 50));
        expect(more).toBe(expected.length > 50);
      }
    }
  });

  it('page(limit 45) followed to the end by cursor, national and same state -> every candidate once, in nearestSchools order, same numbers', () => {
    const targets = [profiles[5]!, profiles.find((profile) => profile.math_proficiency === null)!, profiles.find((profile) => profile.level === null)!];
    for (const target of targets) {
      for (const sameState of [false, true]) {
        const candidates = everyone(target, sameState);
        expect(walk(index, target, 45, sameState)).toEqual(nearestSchools(target, candidates, candidates.length, index.space));
      }
    }
  });
});

