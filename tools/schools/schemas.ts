import { z } from 'zod';

/** Schemas the school tools share: levels, tiers, the school summary and findings. */

export const SchoolLevelName = z.enum(['Elementary', 'Middle', 'High']);
export const LeadTierName = z.enum(['HOT', 'WARM', 'NURTURE', 'MONITOR']);
export const HealthTierName = z.enum(['THRIVING', 'STABLE', 'AT_RISK', 'CRITICAL']);

export const SchoolSummary = z.object({
  nces_id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  leaid: z.string(),
  district_name: z.string().nullable(),
  school_level: SchoolLevelName.nullable(),
  enrollment: z.number().int().nullable(),
  frl_pct: z.number().nullable().describe('Free/reduced-price lunch share, percent.'),
  math_proficiency: z.number().nullable().describe('State math assessment proficiency, percent.'),
  bright_spot_tier: z.enum(['BRIGHT_SPOT']).nullable(),
  lead_tier: LeadTierName.nullable(),
});

export const Finding = z.object({
  code: z.string().describe('Stable identifier, e.g. low_math_proficiency.'),
  field: z.string().describe('The field the finding reads.'),
  value: z.number(),
  comparison: z.enum(['<', '<=', '>', '>=']),
  threshold: z.number(),
  basis: z.string().describe('Where the threshold comes from.'),
  message: z.string(),
});

