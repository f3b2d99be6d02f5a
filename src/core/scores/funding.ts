import { DEFAULT_PROGRAM_WEIGHTS, type ProgramWeight } from './program-weights.js';
import { roundTo } from './scale.js';

/**
 * The shape this score needs from the funding eligibility rules (schoolEligibility() in
 * src/core/funding/eligibility.ts returns it): each program the school qualifies for, how strongly,
 * and the rule that decided it. Either the bare list or an object carrying it under `programs`.
 */
export type EligibilityStrength = 'STRONG' | 'MODERATE' | 'WEAK';

export interface ProgramEligibilityLike {
  program_id: string;
  strength: EligibilityStrength;
  rule?: string;
}

export type EligibilityLike =
  | readonly ProgramEligibilityLike[]
  | { readonly programs: readonly ProgramEligibilityLike[] };

/**
 * How much of a program's dollars a school of each strength can expect, as a share. STRONG: it meets
 * the statutory test outright; MODERATE: eligible through a discretionary or competitive path;
 * WEAK: only a narrow path. Judgement values, documented in docs/SCORING.md.
 */
export const STRENGTH_FACTOR: Record<EligibilityStrength, number> = { STRONG: 1, MODERATE: 0.6, WEAK: 0.3 };

export interface FundingProgramScore {
  program_id: string;
  strength: EligibilityStrength;
  rule: string | null;
  /** This program's share of all programs' dollars, 0-1. */
  weight_share: number;
  /** Points this program adds to funding_score. */
  points: number;
}

export interface FundingScore {
  funding_score: number;
  funding_program_count: number;
  programs: FundingProgramScore[];
}

function programsOf(eligibility: EligibilityLike): readonly ProgramEligibilityLike[] {
  return 'programs' in eligibility ? eligibility.programs : eligibility;
}

/**
 * The weights' total and per-program dollars, summed once per weights table (a table is read-only
 * once made: the dataset's is frozen) rather than for each of a bulk import's 2,000 scores.
 */
const dollarTables = new WeakMap<readonly ProgramWeight[], { totalDollars: number; dollarsById: ReadonlyMap<string, number> }>();
function dollarsOf(weights: readonly ProgramWeight[]) {
  let table = dollarTables.get(weights);
  if (!table) {
    table = { totalDollars: weights.reduce((sum, weight) => sum + weight.dollars, 0), dollarsById: new Map(weights.map((weight) => [weight.program_id, weight.dollars])) };
    dollarTables.set(weights, table);
  }
  return table;
}

/**
 * funding_score = 100 x sum(strength factor x program dollars over eligible programs) / sum(dollars of
 * all programs). 100 means STRONG for every program; Title I and IDEA dominate because they carry most
 * of the money. A program missing from the weights table counts toward funding_program_count only.
 */
export function fundingScore(
  eligibility: EligibilityLike,
  weights: readonly ProgramWeight[] = DEFAULT_PROGRAM_WEIGHTS,
): FundingScore {
  const { totalDollars, dollarsById } = dollarsOf(weights);
  const seen = new Set<string>();
  const programs: FundingProgramScore[] = [];
  let score = 0;
  for (const program of programsOf(eligibility)) {
    const id = program.program_id.toUpperCase();
    if (seen.has(id)) continue;
    seen.add(id);
    const weightShare = totalDollars > 0 ? (dollarsById.get(id) ?? 0) / totalDollars : 0;
    const points = 100 * STRENGTH_FACTOR[program.strength] * weightShare;
    score += points;
    programs.push({
      program_id: id,
      strength: program.strength,
      rule: program.rule ?? null,
      weight_share: roundTo(weightShare, 4),
      points: roundTo(points, 2),
    });
  }
  programs.sort((a, b) => b.points - a.points || a.program_id.localeCompare(b.program_id));
  return { funding_score: roundTo(Math.min(100, score)), funding_program_count: programs.length, programs };
}
