import type { Kysely } from 'kysely';
import type { StateDatabase } from '../schema.js';
import { AlertStore } from './alerts-store.js';
import { recordEventWithOutbox, type NewEvent } from './outbox.js';
import { integrationsView } from './schema.js';
import { WatchlistStore } from './watchlists-store.js';
import { WebhookStore } from './webhooks-store.js';
import type { StoredEvent } from '../port.js';

/** Webhooks, watchlists and alerts over the state store's own connection. */
export class IntegrationsStore {
  readonly webhooks: WebhookStore;
  readonly watchlists: WatchlistStore;
  readonly alerts: AlertStore;
  readonly #db;
  readonly #decodeJson: (value: unknown) => unknown;

  constructor(db: Kysely<StateDatabase>, kind: 'sqlite' | 'postgres') {
    this.#db = integrationsView(db);
    // JSON columns are text on SQLite and jsonb (decoded by the driver) on PostgreSQL.
    this.#decodeJson = kind === 'sqlite' ? (value) => JSON.parse(value as string) as unknown : (value) => value;
    this.webhooks = new WebhookStore(this.#db, kind);
    this.watchlists = new WatchlistStore(this.#db);
    this.alerts = new AlertStore(this.#db, this.#decodeJson);
  }

  /** Records an event and its deliveries in one transaction. */
  recordEvent(event: NewEvent): Promise<StoredEvent> {
    return this.#db.transaction().execute((trx) => recordEventWithOutbox(trx, event));
  }

  /** Events an account may see (its own and the service-wide ones), newest first. */
  async accountEvents(accountId: string, options: { type?: string; limit: number }): Promise<StoredEvent[]> {
    let query = this.#db
      .selectFrom('events')
      .select(['id', 'type', 'created_at', 'data'])
      .where((where) => where.or([where('account_id', '=', accountId), where('account_id', 'is', null)]))
      .orderBy('seq', 'desc')
      .limit(options.limit);
    if (options.type !== undefined) query = query.where('type', '=', options.type);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, data: this.#decodeJson(row.data) }));
  }
}
