import type { KeyRecord, StateStore } from '../../data/state/port.js';

/**
 * How long an authenticated key is trusted without asking the state store again. Another process
 * sharing the store (PostgreSQL, or one SQLite file) that revokes, upgrades or downgrades a key is
 * therefore obeyed here within this time; this process's own changes are obeyed at once.
 */
export const CALLER_CACHE_TTL_MS = 1_000;
/** Bounds memory whatever the number of distinct keys presented. */
const MAX_ENTRIES = 10_000;

interface Entry {
  record: KeyRecord;
  expiresAt: number;
}

/**
 * Key records by the SHA-256 of the presented key, for the hot path: a keyed request costs a
 * map lookup instead of a database round trip. Only keys that authenticated are kept (an unknown
 * key is never cached, so random keys cannot fill the map), and the map is keyed by hash, so no
 * secret is held. Entries of a key are dropped as soon as this process changes the key.
 */
export class CallerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(state: StateStore, private readonly ttlMs = CALLER_CACHE_TTL_MS) {
    state.onKeyChange((keyId) => this.forgetKey(keyId));
  }

  get(keyHash: string, now: number): KeyRecord | undefined {
    const entry = this.#entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(keyHash);
      return undefined;
    }
    return entry.record;
  }

  set(keyHash: string, record: KeyRecord, now: number): void {
    // Maps keep insertion order: dropping the first entry drops the oldest.
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(keyHash, { record, expiresAt: now + this.ttlMs });
  }

  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.#entries) if (entry.record.key_id === keyId) this.#entries.delete(hash);
  }

  get size(): number {
    return this.#entries.size;
  }
}
