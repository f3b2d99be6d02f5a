import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { schoolEligibility } from '../../src/core/funding/eligibility.js';
import { fundingScore } from '../../src/core/scores/funding.js';
import {
  BOARD_SIGNAL_DAYS,
  CONTACT_FRESH_DAYS,
  FULL_COVERAGE_ROLES,
  LEAD_TIER_CUTOFFS,
  LEADERSHIP_SIGNAL_DAYS,
  opportunityScore,
  TIMING_WEIGHTS,
} from '../../src/core/scores/opportunity.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { LeadTierName } from './schemas.js';
import { programTable } from './program-table.js';
import { leadershipFor, schoolFacts, scoringBasis, type ScoringBasis } from './scoring-basis.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

const Signal = z.number().nullable();

const Dimension = <Inputs extends z.ZodRawShape>(inputs: Inputs, meaning: string) =>
  z.object({
    score: z.number().describe('0-100.'),
    inputs: z.object(inputs).describe('The parts averaged into the score, each 0-100; null parts are left out.'),
  }).describe(meaning);

export const OpportunityRecord = z.object({
  nces_id: z.string(),
  name: z.string(),
  opportunity_score: z.number().describe('0-100: the mean of the four dimensions.'),
  lead_tier: LeadTierName,
  lead_tier_cutoffs: z.object({ HOT: z.number(), WARM: z.number(), NURTURE: z.number() }),
  dimensions: z.object({
    budget: Dimension(
      { funding_score: Signal, c2_remaining: Signal.describe('Unspent share of the district\'s E-Rate C2 budget, percent.'), federal_revenue: Signal.describe('District federal revenue per pupil against the state.') },
      'Budget: money available to spend (mean of its inputs).',
    ),
    need: Dimension(
      { low_proficiency: Signal, poverty: Signal.describe('The FRL share itself.'), class_size: Signal, counselor_gap: Signal },
      'Need: resource gaps (mean of its inputs; higher = more need).',
    ),
    timing: Dimension(
      { budget_approval: z.number(), technology_decision: z.number(), leadership_change: z.number(), c2_cycle: Signal },
      `Timing: procurement signals, weighted ${Object.entries(TIMING_WEIGHTS).map(([name, weight]) => `${name} ${weight}`).join(', ')}; board decisions fade over ${BOARD_SIGNAL_DAYS} days, leadership changes over ${LEADERSHIP_SIGNAL_DAYS}.`,
    ),
    access: Dimension(
      { contact_coverage: z.number(), contact_freshness: z.number() },
      `Access: decision-maker reachability (named roles out of ${FULL_COVERAGE_ROLES}, and contacts checked within ${CONTACT_FRESH_DAYS} days).`,
    ),
  }),
  signals_counted: z.object({
    board_items: z.number().int(),
    leadership_changes: z.number().int(),
    contacts: z.number().int(),
  }).describe('How many records of the school and its district the signals read.'),
  as_of: z.string().describe('The date signals are aged from: the latest date the dataset records.'),
  data_source: DataSource,
});

/** Shared by every answer (frozen) rather than copied for each school. */
const TIER_CUTOFFS = Object.freeze({ ...LEAD_TIER_CUTOFFS });

export async function opportunityRecord(context: ToolContext, school: SchoolProfile): Promise<z.infer<typeof OpportunityRecord>> {
  return opportunityRecordOf(context, await scoringBasis(context.dataset), school);
}

/** opportunityRecord with the dataset's basis at hand (the bulk import awaits it once, not per school). */
export function opportunityRecordOf(context: ToolContext, basis: ScoringBasis, school: SchoolProfile): z.infer<typeof OpportunityRecord> {
  const reader = context.dataset.reader;
  const boardItems = reader.boardItems({ ncesId: school.nces_id });
  const contacts = [...reader.contacts({ ncesId: school.nces_id }), ...reader.contacts({ leaid: school.leaid })];
  const leadership = leadershipFor(basis, school);
  const score = opportunityScore({
    facts: schoolFacts(reader, basis, school),
    averages: basis.stateAverages(school.state),
    funding_score: fundingScore(schoolEligibility(school), programTable(context.dataset).weights).funding_score,
    c2: basis.districts.get(school.leaid)?.c2 ?? null,
    board_items: boardItems,
    leadership_changes: leadership,
    contacts,
    as_of: basis.asOf,
  });
  const { signals } = score;
  return {
    nces_id: school.nces_id,
    name: school.name,
    opportunity_score: score.opportunity_score,
    lead_tier: score.lead_tier,
    lead_tier_cutoffs: TIER_CUTOFFS,
    dimensions: {
      budget: { score: score.budget, inputs: { funding_score: signals.funding_score, c2_remaining: signals.c2_remaining, federal_revenue: signals.federal_revenue } },
      need: { score: score.need, inputs: { low_proficiency: signals.low_proficiency, poverty: signals.poverty, class_size: signals.class_size, counselor_gap: signals.counselor_gap } },
      timing: { score: score.timing, inputs: { budget_approval: signals.budget_approval, technology_decision: signals.technology_decision, leadership_change: signals.leadership_change, c2_cycle: signals.c2_cycle } },
      access: { score: score.access, inputs: { contact_coverage: signals.contact_coverage, contact_freshness: signals.contact_freshness } },
    },
    signals_counted: { board_items: boardItems.length, leadership_changes: leadership.length, contacts: contacts.length },
    as_of: basis.asOf,
    data_source: rowSource(context, school),
  };
}

export const schoolOpportunity = defineTool({
  name: 'school_opportunity',
  title: 'School opportunity score',
  description: 'A school\'s sales opportunity score and lead tier from Budget, Need, Timing and Access dimensions, with the inputs behind each.',
  group: 'schools',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/opportunity' },
  input: z.object({ nces_id: NcesId }),
  output: OpportunityRecord,
  handler: (context, { nces_id }) => opportunityRecord(context, requireSchool(context, nces_id)),
});
