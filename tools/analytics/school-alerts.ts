import type { ToolContext } from '../../src/context.js';
import { schoolIdsWithOpenAlerts } from '../../src/services/alerts/open-alerts.js';

/**
 * Which schools "have alerts" for the export's `has_alerts` filter and column: those with at least
 * one fired alert under one of the caller's own alert rules (POST /alerts) that still exists. Alerts
 * belong to an account, so two accounts exporting the same schools see their own alerts.
 */
export async function alertedSchools(context: ToolContext): Promise<ReadonlySet<string>> {
  if (!context.caller) return new Set();
  return schoolIdsWithOpenAlerts(context.state, context.caller.accountId);
}

export const HAS_ALERTS_MEANING =
  'a school has alerts when one of your alert rules (POST /alerts) has fired for it and the rule still exists';
