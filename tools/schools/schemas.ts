import { z } from 'zod';

/** Schemas the school tools share: the id every path carries, the school summary, provenance. */

export const NcesId = z
  .string()
  .regex(/^\d{12}$/, 'must be a 12-digit NCES school ID (digits only, leading zeros kept)')
  .describe('12-digit NCES school ID, e.g. "060010100234" (state FIPS + district + school; keep leading zeros).');

export const SchoolLevelName = z.enum(['Elementary', 'Middle', 'High']);
export const LeadTierName = z.enum(['HOT', 'WARM', 'NURTURE', 'MONITOR']);
export const HealthTierName = z.enum(['THRIVING', 'STABLE', 'AT_RISK', 'CRITICAL']);

export const DataSource = z
  .object({
    dataset: z.enum(['sandbox', 'live']).describe('Which dataset answered: sandbox (generated) or live (imported public files).'),
    source: z.string().describe('The source the numbers come from, e.g. "sandbox-generator" or "nces-ccd-2023-24".'),
    year: z.number().int().nullable().describe('The school or survey year the numbers describe; null when the source gives none.'),
    generated: z.boolean().describe('True when the values are generated (the sandbox), not real records.'),
  })
  .describe('Where the numbers of this response come from.');

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

/** `limit` inputs: integers within the tool's bounds, with its default. */
export function limitInput(defaultValue: number, max: number, what: string) {
  return z
    .number()
    .int()
    .min(1)
    .max(max)
    .default(defaultValue)
    .describe(`How many ${what} to return, 1-${max} (default ${defaultValue}).`);
}
