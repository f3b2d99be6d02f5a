import type { Generated, Kysely } from 'kysely';
import type { StateDatabase } from '../schema.js';

/**
 * The integration tables (webhooks and their outbox, watchlists, alert rules) as Kysely sees them.
 * Kept beside the core schema rather than inside it: they are one feature's tables, added by their
 * own migration. Timestamps are ISO 8601 UTC text, as in the rest of the state store.
 */
export interface WebhooksTable {
  id: string;
  account_id: string;
  url: string;
  description: string | null;
  /** The signing secret (`whsec_` + base64). Needed in clear to sign, so it is stored, never listed. */
  secret: string;
  /** JSON array of event types. */
  events: string;
  status: 'active' | 'disabled';
  created_at: string;
  disabled_at: string | null;
  /** Set by DELETE: a deleted subscription is gone for its account and gets nothing more. */
  deleted_at: string | null;
  attempted: number;
  succeeded: number;
  failed: number;
  last_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
}

/** The outbox: one row per (event, subscription), written in the transaction that made the event. */
export interface WebhookDeliveriesTable {
  seq: Generated<number>;
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** The exact JSON text that is signed and sent, so every retry sends the same bytes. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed' | 'cancelled';
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  /** A worker's claim: other workers skip the row until then (crash recovery when it passes). */
  locked_until: string | null;
  last_status: number | null;
  delivered_at: string | null;
}

export interface WatchlistsTable {
  id: string;
  account_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface WatchlistSchoolsTable {
  watchlist_id: string;
  nces_id: string;
  added_at: string;
}

export interface AlertRulesTable {
  id: string;
  account_id: string;
  name: string;
  kind: string;
  /** Which dataset it watches: sandbox for test keys, live for live keys. */
  dataset: string;
  watchlist_id: string | null;
  state: string | null;
  metric: string | null;
  threshold: number | null;
  direction: string | null;
  created_at: string;
  last_evaluated_at: string | null;
}

/** The last value seen per rule and subject, to tell a change from the state of things. */
export interface AlertObservationsTable {
  rule_id: string;
  subject: string;
  value: string;
}

export interface AlertFiringsTable {
  seq: Generated<number>;
  id: string;
  rule_id: string;
  account_id: string;
  nces_id: string | null;
  /** Unique per rule: the same condition never fires twice, even from two instances at once. */
  condition_key: string;
  data: string;
  fired_at: string;
}

/** How far the evaluation of alerts has read the `data.updated` events. */
export interface AlertProgressTable {
  dataset: string;
  last_event_seq: number;
}

export interface EventsAccountColumn {
  events: StateDatabase['events'] & { account_id: string | null };
}

export type IntegrationsDatabase = Omit<StateDatabase, 'events'> &
  EventsAccountColumn & {
    webhooks: WebhooksTable;
    webhook_deliveries: WebhookDeliveriesTable;
    watchlists: WatchlistsTable;
    watchlist_schools: WatchlistSchoolsTable;
    alert_rules: AlertRulesTable;
    alert_observations: AlertObservationsTable;
    alert_firings: AlertFiringsTable;
    alert_progress: AlertProgressTable;
  };

export type IntegrationsDb = Kysely<IntegrationsDatabase>;

/** The same connection, seen with the integration tables. */
export function integrationsView(db: Kysely<StateDatabase>): IntegrationsDb {
  return db as unknown as IntegrationsDb;
}
