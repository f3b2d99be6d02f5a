import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { IntegrationsStore } from '../../src/data/state/integrations/integrations-store.js';
import { AppError } from '../../src/errors.js';

/** The caller's integrations store; every integration tool needs a key, so a caller is present. */
export function integrationsOf(context: ToolContext): { store: IntegrationsStore; accountId: string } {
  const store = context.state.integrations;
  if (!store) throw new AppError('unavailable', 'Integrations are not available on this state store.');
  return { store, accountId: context.caller!.accountId };
}

export const ObjectId = (what: string, prefix: string) =>
  z.string().min(1).max(64).describe(`The ${what} id (${prefix}...), as returned when it was created or listed.`);

export const NcesIdList = z
  .array(z.string().regex(/^\d{12}$/, 'must be a 12-digit NCES school ID'))
  .min(1)
  .max(1000)
  .describe('12-digit NCES school IDs (1-1000).');
