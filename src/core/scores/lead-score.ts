import { STRENGTH_FACTOR, type EligibilityLike, type ProgramEligibilityLike } from './funding.js';
import { leadTier, type LeadTier } from './opportunity.js';
import { roundTo } from './scale.js';

/**
 * Lead lists rank schools for a buyer who names the programs that will pay (POST /leads/from-purchase,
 * /icp/search). The lead score keeps the opportunity score and adds how well the school's eligibility
 * matches those programs; with no programs named it is the opportunity score itself.
 */
export const LEAD_WEIGHTS = { opportunity: 0.6, program_match: 0.4 } as const;

/** 100 x mean over the target programs of the school's strength factor (0 when not eligible). */
export function programMatchScore(eligibility: EligibilityLike, targetPrograms: readonly string[]): number | null {
  if (targetPrograms.length === 0) return null;
  const programs: readonly ProgramEligibilityLike[] = 'programs' in eligibility ? eligibility.programs : eligibility;
  const strengthById = new Map(programs.map((program) => [program.program_id.toUpperCase(), STRENGTH_FACTOR[program.strength]]));
  const targets = [...new Set(targetPrograms.map((id) => id.toUpperCase()))];
  const total = targets.reduce((sum, id) => sum + (strengthById.get(id) ?? 0), 0);
  return roundTo((100 * total) / targets.length);
}

export interface LeadScore {
  lead_score: number;
  lead_tier: LeadTier;
  program_match: number | null;
}

export function leadScore(opportunityScore: number, programMatch: number | null = null): LeadScore {
  const score =
    programMatch === null
      ? opportunityScore
      : LEAD_WEIGHTS.opportunity * opportunityScore + LEAD_WEIGHTS.program_match * programMatch;
  const rounded = roundTo(score);
  return { lead_score: rounded, lead_tier: leadTier(rounded), program_match: programMatch };
}
