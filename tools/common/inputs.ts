import { z } from 'zod';

/** Input schemas every tool group shares: identifiers, states and list limits. */

export const NcesId = z
  .string()
  .regex(/^\d{12}$/, 'must be a 12-digit NCES school ID (digits only, leading zeros kept)')
  .describe('12-digit NCES school ID (keep leading zeros).');

export const LeaId = z
  .string()
  .regex(/^\d{7}$/, 'must be a 7-digit NCES district ID (LEAID, digits only, leading zeros kept)')
  .describe('7-digit NCES district ID (LEAID).');

export const StateAbbr = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter state abbreviation')
  .transform((value) => value.toUpperCase())
  .describe('2-letter state code.');

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
