import type { DatasetContent, SchoolRow, SchoolScoreRow } from '../../data/dataset/model.js';
import { schoolEligibility } from '../funding/eligibility.js';
import { brightSpot, fitBrightSpotModel, type BrightSpotModel } from './bright-spot.js';
import { buildDatasetIndex, districtC2, rowsFor, type DatasetIndex } from './dataset-index.js';
import { fundingScore, type EligibilityLike } from './funding.js';
import { healthNumbers } from './health.js';
import { opportunityScore } from './opportunity.js';
import { programWeightsFrom, type ProgramWeight } from './program-weights.js';
import { computeStateAverages, referenceAverages, type AverageTable, type SchoolFacts, type StateAverages } from './state-averages.js';

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
  const facts = context.facts.get(school.nces_id) ?? { school, equity: null, finance: null };
  let averages = context.stateReference.get(school.state);
  if (!averages) {
    averages = referenceAverages(context.averages, school.state);
    context.stateReference.set(school.state, averages);
  }
  const eligibility = context.eligibilityOf(school);
  const funding = fundingScore(eligibility, context.weights);
  const bright = brightSpot(school, context.brightSpotModel);
  const health = healthNumbers(facts, averages);
  const opportunity = opportunityScore({
    facts,
    averages,
    funding_score: funding.funding_score,
    c2: districtC2(context.index, school.leaid),
    board_items: rowsFor(context.index.boardItems, school),
    leadership_changes: rowsFor(context.index.leadershipChanges, school),
    contacts: rowsFor(context.index.contacts, school),
    as_of: context.index.as_of,
  });
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
