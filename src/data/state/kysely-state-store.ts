import { sql, type Selectable } from 'kysely';
import type { Tier } from '../../tooling/tiers.js';
import type { StateBackend } from './dialects.js';
import { isKeyId, newAccountId } from './ids.js';
import { applyMigrations } from './migrations.js';
import { IntegrationsStore } from './integrations/integrations-store.js';
import type { Account, KeyRecord, NewKey, StateStore, StoredConversation, StoredEvent } from './port.js';
import type { EventsTable } from './schema.js';

/** Refusal rows older than this are pruned: the blocking rule looks back ten minutes. */
const REFUSAL_RETENTION_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date) => date.toISOString();

/**
 * The state store over either backend. The queries are one Kysely code path; the backend supplies
 * only the connection, the migration lock and the JSON column type.
 */
export class KyselyStateStore implements StateStore {
  readonly kind: 'sqlite' | 'postgres';
  readonly #backend: StateBackend;
  readonly integrations: IntegrationsStore;
  readonly #keyListeners: ((keyId: string) => void)[] = [];

  constructor(backend: StateBackend) {
    this.kind = backend.kind;
    this.#backend = backend;
    this.integrations = new IntegrationsStore(backend.db, backend.kind);
  }

  get #db() {
    return this.#backend.db;
  }

  async migrate(): Promise<void> {
    await applyMigrations(this.#backend);
  }

  async ping(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.#db);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#db.destroy();
  }

  async ensureAccount(name: string): Promise<Account> {
    // Insert-or-keep, then read: two callers racing on one name both get the same row.
    await this.#db
      .insertInto('accounts')
      .values({ id: newAccountId(), name, created_at: iso(new Date()) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    return this.#db.selectFrom('accounts').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  }

  async insertKey(key: NewKey): Promise<KeyRecord> {
    if (!isKeyId(key.key_id)) throw new Error(`Malformed key id "${key.key_id}": expected key_ + 16 url-safe characters`);
    await this.#db
      .insertInto('api_keys')
      .values({ ...key, previous_tier: null, last_used_at: null, revoked_at: null })
      .execute();
    const stored = await this.findKey(key.key_id);
    if (!stored) throw new Error(`Key ${key.key_id} vanished right after insert`);
    return stored;
  }

  findKeyByHash(keyHash: string): Promise<KeyRecord | undefined> {
    return this.#selectKeys().where('api_keys.key_hash', '=', keyHash).executeTakeFirst();
  }

  findKey(keyId: string): Promise<KeyRecord | undefined> {
    return this.#selectKeys().where('api_keys.key_id', '=', keyId).executeTakeFirst();
  }

  listKeys(accountId: string): Promise<KeyRecord[]> {
    return this.#selectKeys()
      .where('api_keys.account_id', '=', accountId)
      .orderBy('api_keys.created_at')
      .orderBy('api_keys.key_id')
      .execute();
  }

  async revokeKey(keyId: string, at: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable('api_keys')
      .set({ revoked_at: iso(at) })
      .where('key_id', '=', keyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.#keyChanged(keyId);
    return result.numUpdatedRows > 0n;
  }

  async setKeyTier(keyId: string, tier: Tier): Promise<Tier | undefined> {
    // One statement: the right-hand sides of SET read the row as it was before the update, so
    // `previous_tier` gets the old tier even when two changes race.
    const row = await this.#db
      .updateTable('api_keys')
      .set((update) => ({ previous_tier: update.ref('tier'), tier }))
      .where('key_id', '=', keyId)
      .returning('previous_tier')
      .executeTakeFirst();
    this.#keyChanged(keyId);
    return row?.previous_tier ?? undefined;
  }

  onKeyChange(listener: (keyId: string) => void): void {
    this.#keyListeners.push(listener);
  }

  #keyChanged(keyId: string): void {
    for (const listener of this.#keyListeners) listener(keyId);
  }

  async touchKey(keyId: string, at: Date): Promise<void> {
    const when = iso(at);
    // Never moves backwards when requests finish out of order.
    await this.#db
      .updateTable('api_keys')
      .set({ last_used_at: when })
      .where('key_id', '=', keyId)
      .where((where) => where.or([where('last_used_at', 'is', null), where('last_used_at', '<', when)]))
      .execute();
  }

  async consume(keyId: string, bucket: string, limit: number): Promise<number | null> {
    // Without this guard the first insert would create a count of 1 above a limit of 0.
    if (limit < 1) return null;
    const now = iso(new Date());
    // One atomic upsert, no read-then-write: the row lock (PostgreSQL) or the write lock (SQLite)
    // makes every increment see the previous one, and the WHERE refuses it at the limit.
    const row = await this.#db
      .insertInto('usage_counters')
      .values({ key_id: keyId, bucket, count: 1, updated_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['key_id', 'bucket'])
          .doUpdateSet({ count: sql<number>`${sql.ref('usage_counters.count')} + 1`, updated_at: now })
          .where('usage_counters.count', '<', limit),
      )
      .returning('count')
      .executeTakeFirst();
    return row === undefined ? null : Number(row.count);
  }

  countUnlessBlocked(keyId: string, bucket: string, limit: number, now: Date): Promise<number | null> {
    return this.reserveUnlessBlocked(keyId, bucket, 1, limit, now);
  }

  async reserveUnlessBlocked(keyId: string, bucket: string, amount: number, cap: number, now: Date): Promise<number | null> {
    // Without this guard an insert of 0 would create a row, and a negative one would give allowance back.
    if (!Number.isInteger(amount) || amount < 1) return null;
    return this.#backend.counting.addUnlessBlocked(keyId, bucket, amount, cap, now);
  }

  release(keyId: string, bucket: string, amount: number, now: Date): Promise<void> {
    if (!Number.isInteger(amount) || amount < 1) return Promise.resolve();
    return this.#backend.counting.release(keyId, bucket, amount, now);
  }

  async counters(keyId: string, buckets: string[]): Promise<Map<string, number>> {
    const values = new Map(buckets.map((bucket) => [bucket, 0]));
    if (buckets.length === 0) return values;
    const rows = await this.#db
      .selectFrom('usage_counters')
      .select(['bucket', 'count'])
      .where('key_id', '=', keyId)
      .where('bucket', 'in', buckets)
      .execute();
    for (const row of rows) values.set(row.bucket, Number(row.count));
    return values;
  }

  async sumCounters(keyId: string, prefix: string): Promise<number> {
    // substr rather than LIKE: LIKE treats `_` and `%` as wildcards and is case-insensitive on
    // SQLite. Both engines count characters (code points) in substr.
    const row = await this.#db
      .selectFrom('usage_counters')
      .select((select) => select.fn.sum<number | string | null>('count').as('total'))
      .where('key_id', '=', keyId)
      .where(sql<string>`substr(bucket, 1, ${Array.from(prefix).length})`, '=', prefix)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async recordRefusal(keyId: string, at: Date, since: Date): Promise<number> {
    await this.#db.insertInto('refusals').values({ key_id: keyId, at: iso(at) }).execute();
    await this.#db
      .deleteFrom('refusals')
      .where('at', '<', iso(new Date(at.getTime() - REFUSAL_RETENTION_MS)))
      .execute();
    const row = await this.#db
      .selectFrom('refusals')
      .select((select) => select.fn.countAll<number | string>().as('refused'))
      .where('key_id', '=', keyId)
      .where('at', '>=', iso(since))
      .executeTakeFirst();
    return Number(row?.refused ?? 0);
  }

  async setBlock(keyId: string, until: Date): Promise<void> {
    await this.#db
      .insertInto('blocks')
      .values({ key_id: keyId, until: iso(until) })
      .onConflict((conflict) => conflict.column('key_id').doUpdateSet({ until: iso(until) }))
      .execute();
  }

  async blockedUntil(keyId: string): Promise<Date | undefined> {
    const row = await this.#db.selectFrom('blocks').select('until').where('key_id', '=', keyId).executeTakeFirst();
    return row === undefined ? undefined : new Date(row.until);
  }

  recordEvent(type: string, data: unknown, at: Date): Promise<StoredEvent> {
    // Service-wide events (data.updated) go to every subscription that asked for them, through
    // the outbox, in the same transaction as the event itself.
    return this.integrations.recordEvent({ type, data, at, accountId: null });
  }

  async listEvents(options: { type?: string; limit: number }): Promise<StoredEvent[]> {
    let query = this.#db
      .selectFrom('events')
      .select(['id', 'type', 'created_at', 'data'])
      .orderBy('seq', 'desc')
      .limit(Math.max(0, Math.floor(options.limit)));
    if (options.type !== undefined) query = query.where('type', '=', options.type);
    const rows = await query.execute();
    return rows.map((row) => this.#toEvent(row));
  }

  async loadConversation(id: string): Promise<StoredConversation | undefined> {
    const row = await this.#db.selectFrom('agent_conversations').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : { ...row, messages: JSON.parse(row.messages) as StoredConversation['messages'] };
  }

  async saveConversation(conversation: StoredConversation): Promise<void> {
    const messages = JSON.stringify(conversation.messages);
    await this.#db
      .insertInto('agent_conversations')
      .values({ ...conversation, messages })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ messages, updated_at: conversation.updated_at }))
      .execute();
  }

  #toEvent(row: Pick<Selectable<EventsTable>, 'id' | 'type' | 'created_at' | 'data'>): StoredEvent {
    return { id: row.id, type: row.type, created_at: row.created_at, data: this.#backend.decodeJson(row.data) };
  }

  #selectKeys() {
    return this.#db
      .selectFrom('api_keys')
      .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select([
        'api_keys.key_id',
        'api_keys.account_id',
        'accounts.name as account_name',
        'api_keys.tier',
        'api_keys.mode',
        'api_keys.key_hash',
        'api_keys.created_at',
        'api_keys.last_used_at',
        'api_keys.revoked_at',
      ]);
  }
}
