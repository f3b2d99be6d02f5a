import { describe, expect, it } from 'vitest';
import { nearestSchools } from '../../src/core/scores/look-alikes.js';
import { LookAlikeIndex, type StatedProfile } from './look-alike-index.js';

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
  const index = new LookAlikeIndex(profiles);

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
