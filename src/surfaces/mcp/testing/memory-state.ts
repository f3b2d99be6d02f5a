import type { Account, KeyRecord, NewKey, StateStore, StoredConversation, StoredEvent } from '../../../data/state/port.js';
import type { Tier } from '../../../tooling/tiers.js';

/**
 * An in-memory StateStore for surface tests: enough behaviour for keys and metering, no files.
 * Single-threaded JavaScript makes each method atomic, which is all `consume` promises.
 */
export class MemoryStateStore implements StateStore {
  readonly kind = 'sqlite' as const;
  private readonly accounts = new Map<string, Account>();
  private readonly keys = new Map<string, KeyRecord>();
  private readonly counts = new Map<string, number>();
  private readonly refusals = new Map<string, Date[]>();
  private readonly blocks = new Map<string, Date>();
  private readonly events: StoredEvent[] = [];
  private readonly conversations = new Map<string, StoredConversation>();
  private readonly keyListeners: ((keyId: string) => void)[] = [];

  async migrate(): Promise<void> {}
  async ping(): Promise<boolean> {
    return true;
  }
  async close(): Promise<void> {}

  async ensureAccount(name: string): Promise<Account> {
    const existing = [...this.accounts.values()].find((account) => account.name === name);
    if (existing) return existing;
    const account = { id: `acct_${this.accounts.size + 1}`, name, created_at: new Date(0).toISOString() };
    this.accounts.set(account.id, account);
    return account;
  }

  async insertKey(key: NewKey): Promise<KeyRecord> {
    const account = this.accounts.get(key.account_id);
    const record: KeyRecord = {
      ...key,
      account_name: account?.name ?? key.account_id,
      last_used_at: null,
      revoked_at: null,
    };
    this.keys.set(key.key_id, record);
    return record;
  }

  async findKeyByHash(keyHash: string): Promise<KeyRecord | undefined> {
    return [...this.keys.values()].find((record) => record.key_hash === keyHash);
  }

  async findKey(keyId: string): Promise<KeyRecord | undefined> {
    return this.keys.get(keyId);
  }

  async listKeys(accountId: string): Promise<KeyRecord[]> {
    return [...this.keys.values()].filter((record) => record.account_id === accountId);
  }

  async revokeKey(keyId: string, at: Date): Promise<boolean> {
    const record = this.keys.get(keyId);
    if (!record || record.revoked_at) return false;
    record.revoked_at = at.toISOString();
    for (const listener of this.keyListeners) listener(keyId);
    return true;
  }

  async setKeyTier(keyId: string, tier: Tier): Promise<Tier | undefined> {
    const record = this.keys.get(keyId);
    if (!record) return undefined;
    const previous = record.tier;
    record.tier = tier;
    for (const listener of this.keyListeners) listener(keyId);
    return previous;
  }

  onKeyChange(listener: (keyId: string) => void): void {
    this.keyListeners.push(listener);
  }

  async touchKey(keyId: string, at: Date): Promise<void> {
    const record = this.keys.get(keyId);
    if (record) record.last_used_at = at.toISOString();
  }

  async countUnlessBlocked(keyId: string, bucket: string, limit: number, now: Date): Promise<number | null> {
    const until = this.blocks.get(keyId);
    if (until && until > now) return null;
    return this.consume(keyId, bucket, limit);
  }

  async reserveUnlessBlocked(keyId: string, bucket: string, amount: number, cap: number, now: Date): Promise<number | null> {
    const until = this.blocks.get(keyId);
    const name = `${keyId}|${bucket}`;
    const used = this.counts.get(name) ?? 0;
    if ((until && until > now) || amount < 1 || used + amount > cap) return null;
    this.counts.set(name, used + amount);
    return used + amount;
  }

  async release(keyId: string, bucket: string, amount: number): Promise<void> {
    const name = `${keyId}|${bucket}`;
    this.counts.set(name, Math.max(0, (this.counts.get(name) ?? 0) - amount));
  }

  async consume(keyId: string, bucket: string, limit: number): Promise<number | null> {
    const name = `${keyId}|${bucket}`;
    const used = this.counts.get(name) ?? 0;
    if (used >= limit) return null;
    this.counts.set(name, used + 1);
    return used + 1;
  }

  async counters(keyId: string, buckets: string[]): Promise<Map<string, number>> {
    return new Map(buckets.map((bucket) => [bucket, this.counts.get(`${keyId}|${bucket}`) ?? 0]));
  }

  async sumCounters(keyId: string, prefix: string): Promise<number> {
    let total = 0;
    for (const [name, value] of this.counts) if (name.startsWith(`${keyId}|${prefix}`)) total += value;
    return total;
  }

  async recordRefusal(keyId: string, at: Date, since: Date): Promise<number> {
    const recent = [...(this.refusals.get(keyId) ?? []), at].filter((time) => time >= since);
    this.refusals.set(keyId, recent);
    return recent.length;
  }

  async setBlock(keyId: string, until: Date): Promise<void> {
    this.blocks.set(keyId, until);
  }

  async blockedUntil(keyId: string): Promise<Date | undefined> {
    return this.blocks.get(keyId);
  }

  async recordEvent(type: string, data: unknown, at: Date): Promise<StoredEvent> {
    const event = { id: `evt_${this.events.length + 1}`, type, created_at: at.toISOString(), data };
    this.events.push(event);
    return event;
  }

  async listEvents(options: { type?: string; limit: number }): Promise<StoredEvent[]> {
    return this.events.filter((event) => !options.type || event.type === options.type).slice(-options.limit).reverse();
  }

  async loadConversation(id: string): Promise<StoredConversation | undefined> {
    const stored = this.conversations.get(id);
    return stored && structuredClone(stored);
  }

  async saveConversation(conversation: StoredConversation): Promise<void> {
    this.conversations.set(conversation.id, structuredClone(conversation));
  }
}
