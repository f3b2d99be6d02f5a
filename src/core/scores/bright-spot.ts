import type { SchoolLevel, SchoolRow } from '../../data/dataset/model.js';
import { LineAccumulator, type LineFit } from './regression.js';
import { clamp, isPresent, roundTo } from './scale.js';

/**
 * Bright spots (DECISIONS.md §5): schools whose math proficiency beats what their FRL share predicts.
 * Expected math comes from a least-squares line of math_proficiency on frl_pct fitted within the
 * school's (state, level); groups too small for a stable line fall back to the level nationally, then
 * to all schools. See docs/SCORING.md, "Bright spots".
 */

/** Below this many schools a (state, level) line is too noisy; 30 is the usual small-sample rule. */
export const MIN_GROUP_SIZE = 30;
/** A residual spread below one point would turn tiny residuals into extreme scores. */
export const MIN_RESIDUAL_SD = 1;
export const BRIGHT_SPOT_MIN_FRL = 50;
export const BRIGHT_SPOT_MIN_MATH = 40;

export type FitScope = 'state_level' | 'national_level' | 'national';

export interface BrightSpotModel {
  minGroupSize: number;
  /** The chosen line per (state, level) key, filled on first use. */
  chosen: Map<string, (LineFit & { scope: FitScope; group: string }) | null>;
  byStateLevel: Map<string, LineFit>;
  byLevel: Map<string, LineFit>;
  overall: LineFit | null;
}

export interface BrightSpotResult {
  expected_math: number | null;
  /** math_proficiency - expected_math, points. */
  residual: number | null;
  bright_spot_score: number | null;
  bright_spot_tier: 'BRIGHT_SPOT' | null;
  fit: (LineFit & { scope: FitScope; group: string }) | null;
}

type FitInput = Pick<SchoolRow, 'state' | 'level' | 'frl_pct' | 'math_proficiency'>;

function stateLevelKey(state: string, level: SchoolLevel): string {
  return `${state}|${level}`;
}

/** Fits every group's line in one pass over the schools that report both frl_pct and math. */
export function fitBrightSpotModel(
  schools: Iterable<FitInput>,
  options: { minGroupSize?: number } = {},
): BrightSpotModel {
  const byStateLevel = new Map<string, LineAccumulator>();
  const byLevel = new Map<string, LineAccumulator>();
  const overall = new LineAccumulator();
  for (const school of schools) {
    if (!isPresent(school.frl_pct) || !isPresent(school.math_proficiency)) continue;
    overall.add(school.frl_pct, school.math_proficiency);
    if (!school.level) continue;
    for (const [table, key] of [
      [byStateLevel, stateLevelKey(school.state, school.level)],
      [byLevel, school.level],
    ] as const) {
      let accumulator = table.get(key);
      if (!accumulator) {
        accumulator = new LineAccumulator();
        table.set(key, accumulator);
      }
      accumulator.add(school.frl_pct, school.math_proficiency);
    }
  }
  const fits = (table: Map<string, LineAccumulator>): Map<string, LineFit> => {
    const result = new Map<string, LineFit>();
    for (const [key, accumulator] of table) {
      const fit = accumulator.fit();
      if (fit) result.set(key, fit);
    }
    return result;
  };
  return {
    minGroupSize: options.minGroupSize ?? MIN_GROUP_SIZE,
    chosen: new Map(),
    byStateLevel: fits(byStateLevel),
    byLevel: fits(byLevel),
    overall: overall.fit(),
  };
}

/** The line a school is judged by: its (state, level) when large enough, else its level, else all. */
export function fitFor(
  school: Pick<SchoolRow, 'state' | 'level'>,
  model: BrightSpotModel,
): (LineFit & { scope: FitScope; group: string }) | null {
  const cacheKey = `${school.state}|${school.level ?? ''}`;
  const cached = model.chosen.get(cacheKey);
  if (cached !== undefined) return cached;
  const chosen = chooseFit(school, model);
  model.chosen.set(cacheKey, chosen);
  return chosen;
}

function chooseFit(
  school: Pick<SchoolRow, 'state' | 'level'>,
  model: BrightSpotModel,
): (LineFit & { scope: FitScope; group: string }) | null {
  if (school.level) {
    const key = stateLevelKey(school.state, school.level);
    const local = model.byStateLevel.get(key);
    if (local && local.n >= model.minGroupSize) return { ...local, scope: 'state_level', group: key };
    const national = model.byLevel.get(school.level);
    if (national && national.n >= model.minGroupSize) return { ...national, scope: 'national_level', group: school.level };
  }
  return model.overall && model.overall.n >= 3 ? { ...model.overall, scope: 'national', group: 'all' } : null;
}

/** 50 at the expectation, about 73 one residual SD above, 88 two above; symmetric below. */
export function brightSpotScoreOf(residual: number, residualSd: number): number {
  const spread = Math.max(residualSd, MIN_RESIDUAL_SD);
  return 50 + 50 * Math.tanh(residual / (2 * spread));
}

/** DECISIONS.md §5: frl_pct >= 50 and math_proficiency >= 40 and above its expected math. */
export function brightSpotTier(
  school: Pick<SchoolRow, 'frl_pct' | 'math_proficiency'>,
  expectedMath: number | null,
): 'BRIGHT_SPOT' | null {
  const { frl_pct: frl, math_proficiency: math } = school;
  if (!isPresent(frl) || !isPresent(math) || expectedMath === null) return null;
  return frl >= BRIGHT_SPOT_MIN_FRL && math >= BRIGHT_SPOT_MIN_MATH && math > expectedMath ? 'BRIGHT_SPOT' : null;
}

export function brightSpot(school: FitInput, model: BrightSpotModel): BrightSpotResult {
  const fit = fitFor(school, model);
  if (!fit || !isPresent(school.frl_pct) || !isPresent(school.math_proficiency)) {
    return { expected_math: null, residual: null, bright_spot_score: null, bright_spot_tier: null, fit };
  }
  // Proficiency is a percentage, so the line's prediction is kept inside 0-100 at extreme FRL values.
  const expected = roundTo(clamp(fit.intercept + fit.slope * school.frl_pct, 0, 100));
  const residual = roundTo(school.math_proficiency - expected);
  return {
    expected_math: expected,
    residual,
    bright_spot_score: roundTo(brightSpotScoreOf(residual, fit.residual_sd)),
    bright_spot_tier: brightSpotTier(school, expected),
    fit,
  };
}
