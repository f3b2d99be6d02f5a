import type { StateStore } from '../../data/state/port.js';

/**
 * The schools of an account with at least one fired alert under a rule that still exists: the
 * filter of `GET /export/schools?has_alerts=true`. Empty when the store has no integrations.
 */
export async function schoolIdsWithOpenAlerts(state: StateStore, accountId: string): Promise<Set<string>> {
  return state.integrations ? state.integrations.alerts.schoolIdsWithAlerts(accountId) : new Set();
}
