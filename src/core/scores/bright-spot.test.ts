import { describe, expect, it } from 'vitest';
import { brightSpot, brightSpotScoreOf, brightSpotTier, fitBrightSpotModel } from './bright-spot.js';
import { schoolRow } from './fixtures.js';
import { fitLine } from './regression.js';

/** 30 Alabama elementary schools: math = 80 - 0.5 x frl, plus and minus 2 points at each FRL value. */
function alabama() {
  const schools = [];
  for (let index = 0; index < 15; index += 1) {
    const frl = 10 + 2 * index;
    for (const noise of [2, -2]) {
      schools.push(schoolRow({ nces_id: `01000010${String(schools.length).padStart(4, '0')}`, state: 'AL', frl_pct: frl, math_proficiency: 80 - 0.5 * frl + noise }));
    }
  }
  return schools;
}

/** 5 Georgia elementary schools exactly on the same line (too few for their own fit). */
function georgia() {
  return [20, 30, 40, 50, 60].map((frl, index) =>
    schoolRow({ nces_id: `13000010000${index}`, state: 'GA', frl_pct: frl, math_proficiency: 80 - 0.5 * frl }));
}

describe('fitLine', () => {
  it('fitLine(points on y = 3 + 2x) -> slope 2, intercept 3, residual sd 0', () => {
    const fit = fitLine([0, 1, 2, 3].map((x) => ({ x, y: 3 + 2 * x })));
    expect(fit).toEqual({ n: 4, slope: 2, intercept: 3, residual_sd: 0 });
  });

  it('fitLine(no spread in x) -> flat line at the mean of y', () => {
    expect(fitLine([{ x: 5, y: 10 }, { x: 5, y: 20 }])).toMatchObject({ slope: 0, intercept: 15 });
  });

  it('fitLine(no point) -> null', () => {
    expect(fitLine([])).toBeNull();
  });
});

describe('fitBrightSpotModel', () => {
  it('fitBrightSpotModel(30 schools, known slope -0.5) -> slope -0.5, intercept 80, residual sd sqrt(30 x 4 / 28)', () => {
    const model = fitBrightSpotModel(alabama());
    const fit = model.byStateLevel.get('AL|Elementary')!;
    expect(fit.n).toBe(30);
    expect(fit.slope).toBeCloseTo(-0.5, 10);
    expect(fit.intercept).toBeCloseTo(80, 10);
    expect(fit.residual_sd).toBeCloseTo(Math.sqrt(120 / 28), 10);
  });

  it('brightSpot(school of a 30-school state group) -> judged by its (state, level) line', () => {
    const model = fitBrightSpotModel(alabama());
    const result = brightSpot(schoolRow({ state: 'AL', frl_pct: 60, math_proficiency: 55 }), model);
    // expected = 80 - 0.5 x 60 = 50; residual 5; score 50 + 50 x tanh(5 / (2 x 2.0702)) = 91.8.
    expect(result.expected_math).toBe(50);
    expect(result.residual).toBe(5);
    expect(result.bright_spot_score).toBe(91.8);
    expect(result.fit).toMatchObject({ scope: 'state_level', group: 'AL|Elementary' });
  });

  it('brightSpot(school of a 5-school state group) -> falls back to the level nationally (35 schools)', () => {
    const model = fitBrightSpotModel([...alabama(), ...georgia()]);
    const result = brightSpot(schoolRow({ state: 'GA', frl_pct: 40, math_proficiency: 60 }), model);
    expect(result.fit).toMatchObject({ scope: 'national_level', group: 'Elementary', n: 35 });
    // The Georgia points lie on the line, so the national fit is the same line: 80 - 0.5 x 40 = 60.
    expect(result.expected_math).toBe(60);
    expect(result.residual).toBe(0);
    expect(result.bright_spot_score).toBe(50);
  });

  it('brightSpot(level group too small too) -> falls back to all schools', () => {
    const model = fitBrightSpotModel(georgia(), { minGroupSize: 30 });
    const result = brightSpot(schoolRow({ state: 'GA', level: 'High', frl_pct: 40, math_proficiency: 60 }), model);
    expect(result.fit).toMatchObject({ scope: 'national', group: 'all', n: 5 });
    expect(result.expected_math).toBe(60);
  });

  it('brightSpot(school without frl_pct) -> all nulls, never throws', () => {
    const model = fitBrightSpotModel(alabama());
    expect(brightSpot(schoolRow({ frl_pct: null }), model)).toMatchObject({
      expected_math: null, residual: null, bright_spot_score: null, bright_spot_tier: null,
    });
  });

  it('brightSpot(line below 0 at high FRL) -> expected_math clamped to 0', () => {
    const schools = [0, 10, 20, 30].map((frl, index) => schoolRow({ nces_id: `0${index}`, frl_pct: frl, math_proficiency: 30 - frl }));
    const result = brightSpot(schoolRow({ frl_pct: 100, math_proficiency: 5 }), fitBrightSpotModel(schools, { minGroupSize: 2 }));
    expect(result.expected_math).toBe(0);
    expect(result.residual).toBe(5);
  });
});

describe('bright spot score and tier', () => {
  it('brightSpotScoreOf(residual = 1 sd) -> 50 + 50 x tanh(0.5) = 73.1', () => {
    expect(brightSpotScoreOf(4, 4)).toBeCloseTo(73.1059, 3);
  });

  it('brightSpotScoreOf(residual = -2 sd) -> 50 - 50 x tanh(1) = 11.9', () => {
    expect(brightSpotScoreOf(-8, 4)).toBeCloseTo(11.9203, 3);
  });

  it('brightSpotScoreOf(residual sd 0) -> uses the 1-point floor: 50 + 50 x tanh(1 / 2) = 73.1', () => {
    expect(brightSpotScoreOf(1, 0)).toBeCloseTo(73.1059, 3);
  });

  it('brightSpotTier(frl 50, math 40, expected 39.9) -> BRIGHT_SPOT', () => {
    expect(brightSpotTier({ frl_pct: 50, math_proficiency: 40 }, 39.9)).toBe('BRIGHT_SPOT');
  });

  it.each([
    ['frl 49.9', { frl_pct: 49.9, math_proficiency: 60 }, 30],
    ['math 39.9', { frl_pct: 80, math_proficiency: 39.9 }, 30],
    ['at expectation', { frl_pct: 80, math_proficiency: 45 }, 45],
    ['below expectation', { frl_pct: 80, math_proficiency: 45 }, 50],
    ['no expectation', { frl_pct: 80, math_proficiency: 45 }, null],
  ] as const)('brightSpotTier(%s) -> null', (_label, school, expected) => {
    expect(brightSpotTier(school, expected)).toBeNull();
  });

  it('brightSpot(high-FRL school beating its line) -> BRIGHT_SPOT; same school under it -> null', () => {
    const model = fitBrightSpotModel(alabama());
    expect(brightSpot(schoolRow({ frl_pct: 60, math_proficiency: 55 }), model).bright_spot_tier).toBe('BRIGHT_SPOT');
    expect(brightSpot(schoolRow({ frl_pct: 60, math_proficiency: 45 }), model).bright_spot_tier).toBeNull();
  });
});
