import type { SchoolRow } from '../../data/dataset/model.js';
import { brightSpot, type BrightSpotResult } from './bright-spot.js';
import { districtC2, rowsFor } from './dataset-index.js';
import type { ScoringContext } from './derive.js';
import { fundingScore, type FundingScore } from './funding.js';
import { healthScore, type HealthScore } from './health.js';
import { lookAlikeProfile, type LookAlikeProfile } from './look-alikes.js';
import { needsAssessment, type NeedsAssessment } from './needs.js';
import { opportunityScore, type OpportunityScore } from './opportunity.js';
import { referenceAverages, type SchoolFacts, type StateAverages } from './state-averages.js';

/**
 * The full records of one school (with risk factors, signals and explanations) from a scoring context
 * built once per dataset, for tools that answer about a single school. They agree with the stored
 * school_scores row because they run the same functions on the same context.
 */
export function averagesFor(school: Pick<SchoolRow, 'state'>, context: ScoringContext): StateAverages {
  let averages = context.stateReference.get(school.state);
  if (!averages) {
    averages = referenceAverages(context.averages, school.state);
    context.stateReference.set(school.state, averages);
  }
  return averages;
}

export function factsFor(school: SchoolRow, context: ScoringContext): SchoolFacts {
  return context.facts.get(school.nces_id) ?? { school, equity: null, finance: null };
}

export function fundingFor(school: SchoolRow, context: ScoringContext): FundingScore {
  return fundingScore(context.eligibilityOf(school), context.weights);
}

export function healthFor(school: SchoolRow, context: ScoringContext): HealthScore {
  return healthScore(factsFor(school, context), averagesFor(school, context));
}

export function brightSpotFor(school: SchoolRow, context: ScoringContext): BrightSpotResult {
  return brightSpot(school, context.brightSpotModel);
}

export function opportunityFor(school: SchoolRow, context: ScoringContext, funding = fundingFor(school, context)): OpportunityScore {
  return opportunityScore({
    facts: factsFor(school, context),
    averages: averagesFor(school, context),
    funding_score: funding.funding_score,
    c2: districtC2(context.index, school.leaid),
    board_items: rowsFor(context.index.boardItems, school),
    leadership_changes: rowsFor(context.index.leadershipChanges, school),
    contacts: rowsFor(context.index.contacts, school),
    as_of: context.index.as_of,
  });
}

export function needsFor(school: SchoolRow, context: ScoringContext): NeedsAssessment {
  const facts = factsFor(school, context);
  return needsAssessment(school, {
    averages: averagesFor(school, context),
    equity: facts.equity,
    finance: facts.finance,
    eligibility: context.eligibilityOf(school),
    c2: districtC2(context.index, school.leaid),
  });
}

/** The look-alike feature profile: C2 spend per student is the district's current-cycle C2 spend over its students. */
export function lookAlikeProfileFor(school: SchoolRow, context: ScoringContext, funding = fundingFor(school, context)): LookAlikeProfile {
  const c2 = districtC2(context.index, school.leaid);
  const students = context.index.districtStudents.get(school.leaid);
  return lookAlikeProfile(school, {
    per_pupil_expenditure: factsFor(school, context).finance?.per_pupil_expenditure ?? null,
    c2_spend_per_student: c2 && students ? c2.spent / students : null,
    funding_score: funding.funding_score,
  });
}
