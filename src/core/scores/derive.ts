import type { DatasetContent, SchoolRow, SchoolScoreRow } from '../../data/dataset/model.js';
import { schoolEligibility } from '../funding/eligibility.js';
import { fitBrightSpotModel, type BrightSpotModel } from './bright-spot.js';
import { buildDatasetIndex, type DatasetIndex } from './dataset-index.js';
import type { EligibilityLike } from './funding.js';
import { healthNumbers } from './health.js';
import { scoreInputs } from './score-inputs.js';
import { programWeightsFrom, type ProgramWeight } from './program-weights.js';
import { averagesFor, brightSpotFor, factsFor, fundingFor, opportunityFor } from './school-scores.js';
import { computeStateAverages, type AverageTable, type SchoolFacts, type StateAverages } from './state-averages.js';

export interface DeriveOptions {
  /** ISO date signals are measured from; default: the latest date the dataset records. */
  asOf?: string;
  /** The funding eligibility rules; default: the rules engine of src/core/funding. */
  eligibilityOf?: (school: SchoolRow) => EligibilityLike;
}

/** Everything fitted or averaged once per dataset, shared by every school's scores. */
export interface ScoringContext {
  index: DatasetIndex;
  averages: AverageTable;
  /** referenceAverages per state, filled on first use. */
  stateReference: Map<string, StateAverages>;
  brightSpotModel: BrightSpotModel;
  weights: ProgramWeight[];
  facts: Map<string, SchoolFacts>;
  eligibilityOf: (school: SchoolRow) => EligibilityLike;
}

export function buildScoringContext(content: DatasetContent, options: DeriveOptions = {}): ScoringContext {
  const index = buildDatasetIndex(content, options.asOf);
  const facts = new Map<string, SchoolFacts>();
  for (const school of content.schools) {
    facts.set(school.nces_id, {
      school,
      equity: index.equity.get(school.nces_id) ?? null,
      finance: index.finance.get(school.leaid) ?? null,
    });
  }
  return {
    index,
    averages: computeStateAverages(facts.values()),
    stateReference: new Map(),
    brightSpotModel: fitBrightSpotModel(content.schools),
    weights: programWeightsFrom(content.programs),
    facts,
    eligibilityOf: options.eligibilityOf ?? schoolEligibility,
  };
}

/** All stored scores of one school (docs/SCORING.md explains each). */
export function scoreSchool(school: SchoolRow, context: ScoringContext): SchoolScoreRow {
  const funding = fundingFor(school, context);
  const bright = brightSpotFor(school, context);
  // The stored row needs no risk or strength lists, so the cheaper numbers-only health is used.
  const health = healthNumbers(factsFor(school, context), averagesFor(school, context));
  const opportunity = opportunityFor(school, context, funding);
  return {
    nces_id: school.nces_id,
    funding_score: funding.funding_score,
    funding_program_count: funding.funding_program_count,
    eligible_programs: JSON.stringify(funding.programs.map((program) => program.program_id)),
    expected_math: bright.expected_math,
    bright_spot_score: bright.bright_spot_score,
    bright_spot_tier: bright.bright_spot_tier,
    health_score: health.health_score,
    health_tier: health.health_tier,
    opportunity_score: opportunity.opportunity_score,
    opportunity_budget: opportunity.budget,
    opportunity_need: opportunity.need,
    opportunity_timing: opportunity.timing,
    opportunity_access: opportunity.access,
    lead_tier: opportunity.lead_tier,
    score_inputs: JSON.stringify(scoreInputs(school, context)),
  };
}

/**
 * The school_scores table of a dataset: fits the bright-spot lines and the state averages once, then
 * scores every school. Deterministic: the same content (and asOf) gives the same rows, in school order.
 */
export function deriveSchoolScores(content: DatasetContent, options: DeriveOptions = {}): SchoolScoreRow[] {
  const context = buildScoringContext(content, options);
  return content.schools.map((school) => scoreSchool(school, context));
}
