import type { BoardItemKind, BoardItemRow, ContactRow, LeadershipChangeRow } from '../../data/dataset/model.js';
import type { C2Position } from './erate-c2.js';
import { academicScore, classSizeScore, counselorScore } from './health-components.js';
import type { StateAverages, SchoolFacts } from './state-averages.js';
import { isPresent, meanOfPresent, relativeScore, roundTo, weightedMeanOfPresent } from './scale.js';

/**
 * Opportunity (SERVICE-SPEC.md): how good a sales prospect a school is, 0-100, as the equal-weight
 * mean of Budget, Need, Timing and Access. Equal weights because there are no sales outcomes to fit
 * weights on; each dimension is itself documented in docs/SCORING.md ("Opportunity").
 */

export type LeadTier = 'HOT' | 'WARM' | 'NURTURE' | 'MONITOR';
/**
 * Lower than the health cut-offs on purpose: Timing and Access are 0 for a school with no recent
 * signal or contact, so a mean of 65 already needs strong signals in three of the four dimensions
 * (about 2% of sandbox schools; 75 would leave almost none). See docs/SCORING.md.
 */
export const LEAD_TIER_CUTOFFS = { HOT: 65, WARM: 50, NURTURE: 35 } as const;

export function leadTier(score: number): LeadTier {
  if (score >= LEAD_TIER_CUTOFFS.HOT) return 'HOT';
  if (score >= LEAD_TIER_CUTOFFS.WARM) return 'WARM';
  if (score >= LEAD_TIER_CUTOFFS.NURTURE) return 'NURTURE';
  return 'MONITOR';
}

/** Days over which a board decision fades from a full signal to none. */
export const BOARD_SIGNAL_DAYS = 180;
/** New leaders review contracts in their first year; the signal fades over 365 days. */
export const LEADERSHIP_SIGNAL_DAYS = 365;
/** A contact checked within this many days counts as fresh. */
export const CONTACT_FRESH_DAYS = 90;
/** Distinct named roles at which decision-maker coverage is full (principal + three district roles). */
export const FULL_COVERAGE_ROLES = 4;
/** Federal revenue per pupil twice the state average scores 100. */
export const FEDERAL_REVENUE_SPAN = 1;
export const TIMING_WEIGHTS = { budget_approval: 0.3, technology_decision: 0.3, leadership_change: 0.2, c2_cycle: 0.2 } as const;

export interface OpportunityInput {
  facts: SchoolFacts;
  averages: StateAverages;
  funding_score: number | null;
  /** The district's place in the E-Rate C2 cycle; null when unknown. */
  c2: C2Position | null;
  /** Board items of the school and of its district. */
  board_items: readonly Pick<BoardItemRow, 'kind' | 'meeting_date'>[];
  leadership_changes: readonly Pick<LeadershipChangeRow, 'effective_date'>[];
  /** Contacts of the school and of its district. */
  contacts: readonly Pick<ContactRow, 'role' | 'name' | 'refreshed_at'>[];
  /** ISO date the recency of signals is measured from. */
  as_of: string;
}

export interface OpportunityScore {
  opportunity_score: number;
  lead_tier: LeadTier;
  budget: number;
  need: number;
  timing: number;
  access: number;
  /** The parts of each dimension, 0-100 or null when the input is missing. */
  signals: {
    funding_score: number | null;
    c2_remaining: number | null;
    federal_revenue: number | null;
    low_proficiency: number | null;
    poverty: number | null;
    class_size: number | null;
    counselor_gap: number | null;
    budget_approval: number;
    technology_decision: number;
    leadership_change: number;
    c2_cycle: number | null;
    contact_coverage: number;
    contact_freshness: number;
  };
}

const DAY_MS = 86_400_000;

/** Day number of an ISO date (its first ten characters); NaN when it is not a date. */
function dayNumber(isoDate: string): number {
  return Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;
}

/** Whole days from one ISO date to another (time of day ignored). */
export function daysBetween(fromIso: string, toIso: string): number {
  return dayNumber(toIso) - dayNumber(fromIso);
}

/** 100 for an event on `asOf`, falling linearly to 0 at `horizonDays`; events after `asOf` are ignored. */
export function recencySignal(dates: readonly string[], asOf: string, horizonDays: number): number {
  const today = dayNumber(asOf);
  let best = 0;
  for (const date of dates) best = Math.max(best, signalOf(today - dayNumber(date), horizonDays));
  return best;
}

function signalOf(ageDays: number, horizonDays: number): number {
  return ageDays >= 0 && ageDays < horizonDays ? 100 * (1 - ageDays / horizonDays) : 0;
}

function boardSignal(items: OpportunityInput['board_items'], kind: BoardItemKind, today: number): number {
  let best = 0;
  for (const item of items) {
    if (item.kind === kind) best = Math.max(best, signalOf(today - dayNumber(item.meeting_date), BOARD_SIGNAL_DAYS));
  }
  return best;
}

function inverse(score: number | null): number | null {
  return score === null ? null : 100 - score;
}

export function opportunityScore(input: OpportunityInput): OpportunityScore {
  const { facts, averages } = input;
  const federal = facts.finance?.federal_revenue_per_pupil;
  const federalRevenue =
    isPresent(federal) && isPresent(averages.federal_revenue_per_pupil)
      ? relativeScore(federal, averages.federal_revenue_per_pupil, { higherIsBetter: true, span: FEDERAL_REVENUE_SPAN })
      : null;
  const c2Remaining = input.c2 ? 100 * input.c2.remaining_share : null;
  const budget = meanOfPresent([input.funding_score, c2Remaining, federalRevenue]) ?? 0;

  const lowProficiency = inverse(academicScore(facts, averages));
  const poverty = isPresent(facts.school.frl_pct) ? facts.school.frl_pct : null;
  const classSize = inverse(classSizeScore(facts, averages));
  const counselorGap = inverse(counselorScore(facts, averages));
  const need = meanOfPresent([lowProficiency, poverty, classSize, counselorGap]) ?? 0;

  const today = dayNumber(input.as_of);
  const budgetApproval = boardSignal(input.board_items, 'budget_approval', today);
  const technologyDecision = boardSignal(input.board_items, 'technology_decision', today);
  const leadershipChange = recencySignal(
    input.leadership_changes.map((change) => change.effective_date),
    input.as_of,
    LEADERSHIP_SIGNAL_DAYS,
  );
  // Unused C2 budget does not carry into the next cycle: late in a cycle with money left is urgent.
  const c2Cycle = input.c2 ? (100 * input.c2.year_in_cycle * input.c2.remaining_share) / 5 : null;
  const timing =
    weightedMeanOfPresent([
      { value: budgetApproval, weight: TIMING_WEIGHTS.budget_approval },
      { value: technologyDecision, weight: TIMING_WEIGHTS.technology_decision },
      { value: leadershipChange, weight: TIMING_WEIGHTS.leadership_change },
      { value: c2Cycle, weight: TIMING_WEIGHTS.c2_cycle },
    ]) ?? 0;

  const named = input.contacts.filter((contact) => contact.name.trim() !== '');
  const roles = new Set(named.map((contact) => contact.role));
  const contactCoverage = (100 * Math.min(roles.size, FULL_COVERAGE_ROLES)) / FULL_COVERAGE_ROLES;
  const fresh = named.filter((contact) => {
    const age = today - dayNumber(contact.refreshed_at);
    return age >= 0 && age <= CONTACT_FRESH_DAYS;
  }).length;
  const contactFreshness = named.length === 0 ? 0 : (100 * fresh) / named.length;
  const access = (contactCoverage + contactFreshness) / 2;

  // Rounded first so the published dimensions reproduce the published score.
  const dimensions = [budget, need, timing, access].map((value) => roundTo(value)) as [number, number, number, number];
  const score = roundTo((dimensions[0] + dimensions[1] + dimensions[2] + dimensions[3]) / 4);
  const optional = (value: number | null): number | null => (value === null ? null : roundTo(value));
  return {
    opportunity_score: score,
    lead_tier: leadTier(score),
    budget: dimensions[0],
    need: dimensions[1],
    timing: dimensions[2],
    access: dimensions[3],
    signals: {
      funding_score: optional(input.funding_score),
      c2_remaining: optional(c2Remaining),
      federal_revenue: optional(federalRevenue),
      low_proficiency: optional(lowProficiency),
      poverty: optional(poverty),
      class_size: optional(classSize),
      counselor_gap: optional(counselorGap),
      budget_approval: roundTo(budgetApproval),
      technology_decision: roundTo(technologyDecision),
      leadership_change: roundTo(leadershipChange),
      c2_cycle: optional(c2Cycle),
      contact_coverage: roundTo(contactCoverage),
      contact_freshness: roundTo(contactFreshness),
    },
  };
}
