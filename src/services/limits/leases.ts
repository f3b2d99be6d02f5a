import type { StateStore } from '../../data/state/port.js';

/** Requests of allowance reserved in one statement. */
export const LEASE_BLOCK = 100;
/**
 * No lease is taken once fewer than this many requests would be left under the ceiling: from
 * there on every request is counted alone, so N concurrent requests with R left still get
 * exactly min(N, R) successes however many processes hold leases.
 */
export const LEASE_MARGIN = 10_000;
/** Unused allowance of a lease is given back after this long without a request. */
export const LEASE_IDLE_MS = 1_000;

interface Lease {
  keyId: string;
  bucket: string;
  /** The stored count right after the reservation (this lease's block included). */
  reservedUpTo: number;
  /** Requests of the block not yet served. */
  unused: number;
  lastUsedAt: number;
}

/**
 * Leases of a daily allowance: blocks of LEASE_BLOCK requests reserved atomically in the state
 * store (counted there at once, within the ceiling) and then served from memory, one synchronous
 * decrement a request. What a lease did not serve is given back in the background once idle, on
 * a key change and at shutdown. The stored count therefore never falls below the requests served
 * (a crash loses no counted request; it can only leave up to one block counted but unserved) and
 * never exceeds the ceiling. Used for the Business fair-use ceiling, the only allowance large
 * enough for blocks to matter.
 */
export class AllowanceLeases {
  readonly #leases = new Map<string, Lease>();
  readonly #pending = new Map<string, Promise<void>>();
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly state: StateStore, private readonly clock: () => number = Date.now) {
    state.onKeyChange((keyId) => this.#settleInBackground((lease) => lease.keyId === keyId));
  }

  /**
   * Serves one request of (key, bucket) under `ceiling`: from a lease when one has allowance,
   * otherwise by reserving a new block while at least LEASE_MARGIN would stay free. Returns the
   * count to report, or undefined when no lease can serve it (count it alone instead).
   */
  async take(keyId: string, bucket: string, ceiling: number, now: Date): Promise<number | undefined> {
    const name = `${keyId}|${bucket}`;
    for (;;) {
      const served = this.#serve(name);
      if (served !== undefined) return served;
      const pending = this.#pending.get(name);
      if (pending) {
        // Another request of this key is reserving already: wait for its block instead of taking a second.
        await pending;
        continue;
      }
      let reserved = false;
      const reservation = this.#reserve(keyId, bucket, ceiling, now).then((ok) => {
        reserved = ok;
      });
      this.#pending.set(name, reservation);
      try {
        await reservation;
      } finally {
        this.#pending.delete(name);
      }
      if (!reserved) return undefined;
    }
  }

  /** Requests of (key, bucket) this instance has reserved and not served yet. */
  unserved(keyId: string, bucket: string): number {
    return this.#leases.get(`${keyId}|${bucket}`)?.unused ?? 0;
  }

  /** Gives back the unused allowance of every lease (service shutdown). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.settle(() => true);
  }

  /** Gives back the unused allowance of the leases `which` selects, and forgets them. */
  async settle(which: (lease: Lease) => boolean): Promise<void> {
    const settling = [...this.#leases].filter(([, lease]) => which(lease));
    for (const [name] of settling) this.#leases.delete(name);
    await Promise.all(
      settling
        .filter(([, lease]) => lease.unused > 0)
        .map(([, lease]) => this.state.release(lease.keyId, lease.bucket, lease.unused, new Date(this.clock()))),
    );
    if (this.#leases.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  #serve(name: string): number | undefined {
    const lease = this.#leases.get(name);
    if (!lease || lease.unused === 0) return undefined;
    lease.unused -= 1;
    lease.lastUsedAt = this.clock();
    return lease.reservedUpTo - lease.unused;
  }

  async #reserve(keyId: string, bucket: string, ceiling: number, now: Date): Promise<boolean> {
    const cap = ceiling - LEASE_MARGIN;
    if (cap < LEASE_BLOCK) return false;
    const count = await this.state.reserveUnlessBlocked(keyId, bucket, LEASE_BLOCK, cap, now);
    if (count === null) return false;
    const name = `${keyId}|${bucket}`;
    const previous = this.#leases.get(name);
    // A block reserved while an older one still had allowance (it cannot, but stay exact): keep both.
    const unused = LEASE_BLOCK + (previous?.unused ?? 0);
    this.#leases.set(name, { keyId, bucket, reservedUpTo: count, unused, lastUsedAt: this.clock() });
    this.#startSettling();
    return true;
  }

  /**
   * A give-back that fails (store unreachable) leaves the allowance counted: the key sees fewer
   * requests left than it has, never more, and the day's reset clears it.
   */
  #settleInBackground(which: (lease: Lease) => boolean): void {
    this.settle(which).catch(() => {});
  }

  #startSettling(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      const idleSince = this.clock() - LEASE_IDLE_MS;
      this.#settleInBackground((lease) => lease.lastUsedAt <= idleSince);
    }, LEASE_IDLE_MS / 2);
    // Settling must not keep a finished process alive; close() settles what is left.
    this.#timer.unref();
  }
}
