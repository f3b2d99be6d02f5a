/** What an alert rule watches (each evaluated after every data update). */
export const ALERT_KINDS = ['leadership_change', 'lead_tier_change', 'erate_commitment', 'score_threshold'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Stored school scores a threshold rule may watch (0-100 each). */
export const ALERT_METRICS = ['health_score', 'opportunity_score', 'bright_spot_score', 'funding_score'] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
