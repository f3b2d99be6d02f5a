import { z } from 'zod';
import { LEAD_TIER_CUTOFFS } from '../../src/core/scores/opportunity.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { HealthTierName, LeadTierName, SchoolLevelName } from './schemas.js';
import type { ToolContext } from '../../src/context.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';
import { parsedColumn } from './parsed-columns.js';
import { ScoreInputsOutput, scoreInputsOf } from './score-inputs.js';

export const SchoolProfileOutput = z.object({
  nces_id: z.string().describe('12-digit NCES school ID.'),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().describe('2-letter state abbreviation.'),
  school_level: SchoolLevelName.nullable(),
  enrollment: z.number().int().nullable().describe('Total students.'),
  frl_pct: z.number().nullable().describe('Free/reduced-price lunch share, percent.'),
  math_proficiency: z.number().nullable().describe('State math assessment proficiency, percent.'),
  bright_spot_tier: z.enum(['BRIGHT_SPOT']).nullable().describe('BRIGHT_SPOT when frl_pct >= 50, math >= 40 and math beats the level its FRL share predicts; else null.'),
  bright_spot_score: z.number().nullable().describe('0-100: 50 = math exactly as expected for its FRL share, higher = beats it by more.'),
  lead_tier: LeadTierName.describe(
    `Sales lead tier cut from the opportunity score (HOT >= ${LEAD_TIER_CUTOFFS.HOT}, WARM >= ${LEAD_TIER_CUTOFFS.WARM}, NURTURE >= ${LEAD_TIER_CUTOFFS.NURTURE}, else MONITOR). Always set: an opportunity dimension without inputs counts 0, so missing data lowers the tier (see score_inputs); a school with no score row at all is MONITOR.`,
  ),
  funding_program_count: z.number().int().nullable().describe('Number of federal programs the school is eligible for.'),
  funding_score: z.number().nullable().describe('Composite funding eligibility score, 0-100.'),
  leaid: z.string().describe('7-digit NCES district ID.'),
  district_name: z.string().nullable(),
  locale: z.enum(['urban', 'suburban', 'town', 'rural']).nullable(),
  grade_low: z.string().nullable(),
  grade_high: z.string().nullable(),
  reading_proficiency: z.number().nullable().describe('State reading assessment proficiency, percent.'),
  expected_math: z.number().nullable().describe('Math proficiency predicted from the FRL share (the bright-spot line).'),
  title_i_eligible: z.boolean().nullable(),
  title_i_schoolwide: z.boolean().nullable(),
  cep: z.boolean().nullable().describe('Community Eligibility Provision school.'),
  eligible_programs: z.array(z.string()).describe('Program IDs the school is eligible for (see the funding tool for details).'),
  health_score: z.number().nullable(),
  health_tier: HealthTierName.nullable(),
  opportunity_score: z.number().nullable(),
  teachers_fte: z.number().nullable(),
  pupil_teacher_ratio: z.number().nullable(),
  counselors_fte: z.number().nullable(),
  ell_pct: z.number().nullable().describe('English learners, percent.'),
  swd_pct: z.number().nullable().describe('Students with disabilities, percent.'),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  score_inputs: ScoreInputsOutput,
  data_source: DataSource,
});

function eligiblePrograms(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const NO_PROGRAMS: readonly string[] = Object.freeze([]);

export function profileOf(context: ToolContext, school: SchoolProfile): z.infer<typeof SchoolProfileOutput> {
  const scores = school.scores;
  return {
    nces_id: school.nces_id,
    name: school.name,
    city: school.city,
    state: school.state,
    school_level: school.level,
    enrollment: school.enrollment,
    frl_pct: school.frl_pct,
    math_proficiency: school.math_proficiency,
    bright_spot_tier: scores?.bright_spot_tier ?? null,
    bright_spot_score: scores?.bright_spot_score ?? null,
    lead_tier: scores?.lead_tier ?? 'MONITOR',
    funding_program_count: scores?.funding_program_count ?? null,
    funding_score: scores?.funding_score ?? null,
    leaid: school.leaid,
    district_name: school.district_name,
    locale: school.locale,
    grade_low: school.grade_low,
    grade_high: school.grade_high,
    reading_proficiency: school.reading_proficiency,
    expected_math: scores?.expected_math ?? null,
    title_i_eligible: school.title_i_eligible,
    title_i_schoolwide: school.title_i_schoolwide,
    cep: school.cep,
    // Parsed once per distinct text and dataset (parsed-columns.ts), not per request.
    eligible_programs: (scores?.eligible_programs ? parsedColumn(context.dataset, 'eligible_programs', scores.eligible_programs, eligiblePrograms) : NO_PROGRAMS) as string[],
    health_score: scores?.health_score ?? null,
    health_tier: scores?.health_tier ?? null,
    opportunity_score: scores?.opportunity_score ?? null,
    teachers_fte: school.teachers_fte,
    pupil_teacher_ratio: school.pupil_teacher_ratio,
    counselors_fte: school.counselors_fte,
    ell_pct: school.ell_pct,
    swd_pct: school.swd_pct,
    address: school.address,
    zip: school.zip,
    phone: school.phone,
    latitude: school.lat,
    longitude: school.lon,
    score_inputs: scores?.score_inputs ? parsedColumn(context.dataset, 'score_inputs', scores.score_inputs, scoreInputsOf) : null,
    data_source: rowSource(context, school),
  };
}

export const schoolProfile = defineTool({
  name: 'school_profile',
  title: 'School profile',
  description: 'One school\'s profile: location, level, enrollment, FRL share, math/reading proficiency, Title I, scores and data source. Find the ID with schools_search.',
  group: 'schools',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}' },
  input: z.object({ nces_id: NcesId }),
  output: SchoolProfileOutput,
  handler: (context, { nces_id }) => profileOf(context, requireSchool(context, nces_id)),
});
