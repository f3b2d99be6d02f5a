import { z } from 'zod';
import { HEALTH_TIER_CUTOFFS, HEALTH_WEIGHTS, healthInputsMissing, healthScore } from '../../src/core/scores/health.js';
import { roundTo } from '../../src/core/scores/scale.js';
import type { StateAverages } from '../../src/core/scores/state-averages.js';
import type { ToolContext } from '../../src/context.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { Finding, HealthTierName } from './schemas.js';
import { requireFields } from './school-data.js';
import { schoolFacts, scoringBasis, type ScoringBasis } from './scoring-basis.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

const Score = z.number().nullable();

export const ComparedWith = z
  .object({
    state: z.string().describe('The state, or US where national figures stand in for missing state ones.'),
    school_count: z.number().int(),
    math_proficiency: Score,
    reading_proficiency: Score,
    frl_pct: Score,
    pupil_teacher_ratio: Score,
    students_per_counselor: Score,
    per_pupil_expenditure: Score,
    federal_revenue_per_pupil: Score,
    ap_course_count_high: Score.describe('Mean AP courses over High schools.'),
    suspension_rate: Score,
  })
  .describe('The state averages the school is compared with (national figures fill fields the state lacks).');

export function comparedWith(averages: StateAverages): z.infer<typeof ComparedWith> {
  const round = (value: number | null) => (value === null ? null : roundTo(value, 2));
  return {
    state: averages.state,
    school_count: averages.school_count,
    math_proficiency: round(averages.math_proficiency),
    reading_proficiency: round(averages.reading_proficiency),
    frl_pct: round(averages.frl_pct),
    pupil_teacher_ratio: round(averages.pupil_teacher_ratio),
    students_per_counselor: round(averages.students_per_counselor),
    per_pupil_expenditure: round(averages.per_pupil_expenditure),
    federal_revenue_per_pupil: round(averages.federal_revenue_per_pupil),
    ap_course_count_high: round(averages.ap_course_count_high),
    suspension_rate: round(averages.suspension_rate),
  };
}

export const HealthRecord = z.object({
  nces_id: z.string(),
  name: z.string(),
  health_score: z.number().describe('Composite 0-100: 0.40 funding_sub + 0.30 academic_sub + 0.30 equity_sub (missing parts drop out, the rest reweighted).'),
  health_tier: HealthTierName.describe('THRIVING >= 75, STABLE >= 55, AT_RISK >= 35, else CRITICAL.'),
  funding_sub: Score.describe('District spending per pupil against the state, 0-100 (50 = the state average).'),
  academic_sub: z.number().describe('Math and reading proficiency against the state, 0-100 (50 = the state average).'),
  equity_sub: Score.describe('Mean of suspension disparity, AP access, counselor access and class size, 0-100.'),
  weights: z.object({ funding: z.number(), academic: z.number(), equity: z.number() }),
  tier_cutoffs: z.object({ THRIVING: z.number(), STABLE: z.number(), AT_RISK: z.number() }),
  dimensions: z.object({
    academic_performance: Score,
    funding_level: Score,
    resource_access: Score,
    equity_indicators: Score,
    data_completeness: z.number().describe('Share of the inputs the school reports, percent.'),
  }),
  components: z.object({
    suspension_disparity: Score,
    ap_access: Score,
    counselor_access: Score,
    class_size: Score,
    spending: Score,
  }),
  risk_factors: z.array(Finding),
  strengths: z.array(Finding),
  missing_inputs: z.array(z.string()).describe('Inputs the school lacks; they lower data_completeness.'),
  compared_with: ComparedWith,
  data_source: DataSource,
});

/**
 * The parts of a health record that repeat from school to school, made once and shared (frozen): a
 * 1,000-school bulk import copied the same weights, cut-offs and state averages for every school.
 */
const WEIGHTS = Object.freeze({ ...HEALTH_WEIGHTS });
const TIER_CUTOFFS = Object.freeze({ ...HEALTH_TIER_CUTOFFS });
const comparedWithOutputs = new WeakMap<StateAverages, z.infer<typeof ComparedWith>>();
function comparedWithOutput(averages: StateAverages): z.infer<typeof ComparedWith> {
  let output = comparedWithOutputs.get(averages);
  if (!output) {
    output = Object.freeze(comparedWith(averages));
    comparedWithOutputs.set(averages, output);
  }
  return output;
}

/** The health record of a school: the 422 when it has no assessment data, else the scored record. */
export async function healthRecord(context: ToolContext, school: SchoolProfile): Promise<z.infer<typeof HealthRecord>> {
  return healthRecordOf(context, await scoringBasis(context.dataset), school);
}

/** healthRecord with the dataset's basis at hand (the bulk import awaits it once, not per school). */
export function healthRecordOf(context: ToolContext, basis: ScoringBasis, school: SchoolProfile): z.infer<typeof HealthRecord> {
  requireFields(school, 'a health score', healthInputsMissing(school));
  const reader = context.dataset.reader;
  const averages = basis.stateAverages(school.state);
  const health = healthScore(schoolFacts(reader, basis, school), averages);
  // Only when no school anywhere reports proficiency is there nothing to compare with.
  if (health.health_score === null || health.health_tier === null || health.academic_sub === null) {
    requireFields(school, 'a health score (no state or national proficiency to compare with)', ['math_proficiency', 'reading_proficiency']);
  }
  return {
    nces_id: school.nces_id,
    name: school.name,
    health_score: health.health_score!,
    health_tier: health.health_tier!,
    funding_sub: health.funding_sub,
    academic_sub: health.academic_sub!,
    equity_sub: health.equity_sub,
    weights: WEIGHTS,
    tier_cutoffs: TIER_CUTOFFS,
    dimensions: health.dimensions,
    components: health.components,
    risk_factors: health.risk_factors,
    strengths: health.strengths,
    missing_inputs: health.missing,
    compared_with: comparedWithOutput(averages),
    data_source: rowSource(context, school),
  };
}

export const schoolHealth = defineTool({
  name: 'school_health',
  title: 'School health score',
  description: 'A school\'s health score and tier (funding, academics, equity) with its dimensions, risk factors and strengths against state averages.',
  group: 'schools',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/health' },
  input: z.object({ nces_id: NcesId }),
  output: HealthRecord,
  handler: (context, { nces_id }) => healthRecord(context, requireSchool(context, nces_id)),
});
