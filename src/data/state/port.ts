import type { Tier } from '../../tooling/tiers.js';
import type { IntegrationsStore } from './integrations/integrations-store.js';

/**
 * The state store: the only store written while serving (accounts, keys, usage counters, blocks,
 * events). Two implementations share one Kysely query layer: SQLite (WAL, embedded default) and
 * PostgreSQL (when DATABASE_URL is set, so several service instances share keys and limits).
 */
export type KeyMode = 'live' | 'test';

export interface Account {
  id: string;
  name: string;
  created_at: string;
}

export interface KeyRecord {
  key_id: string;
  account_id: string;
  account_name: string;
  tier: Tier;
  mode: KeyMode;
  /** SHA-256 hex of the whole secret key; the key itself is never stored. */
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface NewKey {
  key_id: string;
  account_id: string;
  tier: Tier;
  mode: KeyMode;
  key_hash: string;
  created_at: string;
}

export interface StoredEvent {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

/** One agent conversation: its messages in order, owned by the account whose key started it. */
export interface StoredConversation {
  id: string;
  account_id: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  created_at: string;
  updated_at: string;
}

export interface StateStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies pending migrations; safe to call on every start and from several processes. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;

  /** The account with this name, created if absent. */
  ensureAccount(name: string): Promise<Account>;
  insertKey(key: NewKey): Promise<KeyRecord>;
  findKeyByHash(keyHash: string): Promise<KeyRecord | undefined>;
  findKey(keyId: string): Promise<KeyRecord | undefined>;
  /** Keys of one account, oldest first, revoked ones included (revoked_at set). */
  listKeys(accountId: string): Promise<KeyRecord[]>;
  /** Marks a key revoked; false when it does not exist or was already revoked. */
  revokeKey(keyId: string, at: Date): Promise<boolean>;
  /** Sets a key's tier; returns the previous tier, or undefined when the key does not exist. */
  setKeyTier(keyId: string, tier: Tier): Promise<Tier | undefined>;
  touchKey(keyId: string, at: Date): Promise<void>;
  /**
   * Calls `listener` after this store revokes a key or changes its tier, so caches of this process
   * drop the key at once (other processes rely on their caches' short lifetime).
   */
  onKeyChange(listener: (keyId: string) => void): void;

  /**
   * Atomically adds one to the counter (keyId, bucket) if it is below `limit`.
   * Returns the count after the increment, or null when the limit had been reached (nothing changes).
   * N concurrent calls with R left give exactly min(N, R) non-null results, across processes too.
   */
  consume(keyId: string, bucket: string, limit: number): Promise<number | null>;
  /**
   * Like `consume`, but also refuses (null, nothing changes) while the key is blocked at `now`:
   * the one statement a metered request runs.
   */
  countUnlessBlocked(keyId: string, bucket: string, limit: number, now: Date): Promise<number | null>;
  /**
   * Adds `amount` at once when the count stays at or under `cap` and the key is not blocked at
   * `now`: a lease of allowance (see services/limits/leases.ts). The count after, or null.
   */
  reserveUnlessBlocked(keyId: string, bucket: string, amount: number, cap: number, now: Date): Promise<number | null>;
  /** Gives back `amount` of a lease that was not used. */
  release(keyId: string, bucket: string, amount: number, now: Date): Promise<void>;
  /** Current values of counters; absent buckets are 0. */
  counters(keyId: string, buckets: string[]): Promise<Map<string, number>>;
  /** Sum of all counters of a key whose bucket starts with `prefix` (e.g. `daily:2026-11-`). */
  sumCounters(keyId: string, prefix: string): Promise<number>;

  /** Records one refused (429) request and returns how many were refused since `since`. */
  recordRefusal(keyId: string, at: Date, since: Date): Promise<number>;
  /** Blocks a key until `until`, replacing any earlier block of it. */
  setBlock(keyId: string, until: Date): Promise<void>;
  /** The end of the key's last block, which may lie in the past; undefined when never blocked. */
  blockedUntil(keyId: string): Promise<Date | undefined>;

  /** Appends a service event (e.g. data.updated) for webhook delivery. */
  recordEvent(type: string, data: unknown, at: Date): Promise<StoredEvent>;
  /** The latest `limit` events (of one type if given), newest first, in the order they were recorded. */
  listEvents(options: { type?: string; limit: number }): Promise<StoredEvent[]>;

  /** Webhooks with their outbox, watchlists and alerts (absent in stores made for surface tests). */
  readonly integrations?: IntegrationsStore;
  /** An agent conversation by id, whoever owns it (the agent checks the owner), or undefined. */
  loadConversation(id: string): Promise<StoredConversation | undefined>;
  /** Creates or replaces an agent conversation. */
  saveConversation(conversation: StoredConversation): Promise<void>;
}
