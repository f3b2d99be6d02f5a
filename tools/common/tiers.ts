import { z } from 'zod';
import { parseTier, TIERS, type Tier } from '../../src/tooling/tiers.js';

/** Schemas several tool groups share. */

export const TierName = z.enum(TIERS).describe('Canonical tier name: EXPLORER, STARTER, PROFESSIONAL or BUSINESS.');

/** A tier name or alias in any case (FREE, STANDARD, PREMIUM, ENTERPRISE), read as its canonical tier. */
export const TierInput = z
  .string()
  .min(1)
  .max(40)
  .transform((value, context): Tier => {
    const tier = parseTier(value);
    if (!tier) {
      context.issues.push({
        code: 'custom',
        input: value,
        message: `Unknown tier "${value}". Valid tiers: ${TIERS.join(', ')} (aliases FREE, STANDARD, PREMIUM, ENTERPRISE).`,
      });
      return z.NEVER;
    }
    return tier;
  });

export const IsoTimestamp = z.string().describe('ISO 8601 timestamp in UTC.');
