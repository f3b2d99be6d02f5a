/** The school scores (docs/SCORING.md): pure functions over dataset rows, no I/O. */
export { deriveSchoolScores, buildScoringContext, scoreSchool, type DeriveOptions, type ScoringContext } from './derive.js';
export { averagesFor, brightSpotFor, factsFor, fundingFor, healthFor, lookAlikeProfileFor, needsFor, opportunityFor } from './school-scores.js';
export { fundingScore, STRENGTH_FACTOR, type EligibilityLike, type FundingScore, type ProgramEligibilityLike } from './funding.js';
export { DEFAULT_PROGRAM_WEIGHTS, programWeightsFrom, type ProgramWeight } from './program-weights.js';
export { healthScore, healthNumbers, healthTier, healthInputsMissing, HEALTH_TIER_CUTOFFS, HEALTH_WEIGHTS, type HealthScore, type HealthTier } from './health.js';
export { FINDING_THRESHOLDS, healthFindings, type Finding } from './findings.js';
export { brightSpot, brightSpotScoreOf, brightSpotTier, fitBrightSpotModel, MIN_GROUP_SIZE, type BrightSpotModel, type BrightSpotResult } from './bright-spot.js';
export { opportunityScore, leadTier, LEAD_TIER_CUTOFFS, type LeadTier, type OpportunityInput, type OpportunityScore } from './opportunity.js';
export { leadScore, programMatchScore, type LeadScore } from './lead-score.js';
export { buildFeatureSpace, lookAlikeProfile, nearestSchools, type FeatureSpace, type LookAlikeMatch, type LookAlikeProfile } from './look-alikes.js';
export { needsAssessment, needsInputsMissing, type NeedsAssessment, type NeedsContext } from './needs.js';
export { computeStateAverages, referenceAverages, type AverageTable, type SchoolFacts, type StateAverages } from './state-averages.js';
export { c2Position, fundingYearOf, type C2Position } from './erate-c2.js';
