import type { SchoolProfile } from '../../src/data/dataset/reader.js';

/**
 * Whether a school "has alerts" for the export's `has_alerts` filter.
 *
 * Until alert rules exist as stored records, a school's alerts are the dataset's own flags on it:
 * its health tier (docs/SCORING.md) is AT_RISK or CRITICAL, the tiers the health score raises as
 * needing attention. This is the one place that decides it, so stored alerts can replace it.
 */
export const ALERT_HEALTH_TIERS = ['AT_RISK', 'CRITICAL'] as const;

export function schoolHasAlerts(school: SchoolProfile): boolean {
  const tier = school.scores?.health_tier ?? null;
  return tier !== null && (ALERT_HEALTH_TIERS as readonly string[]).includes(tier);
}

export const HAS_ALERTS_MEANING =
  `a school has alerts when its health tier is ${ALERT_HEALTH_TIERS.join(' or ')} (the dataset's own need flags; stored alert rules are not consulted)`;
