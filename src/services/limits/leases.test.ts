import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../context.js';
import { createStateStore } from '../../data/state/create-state-store.js';
import { newKeyId } from '../../data/state/ids.js';
import type { StateStore } from '../../data/state/port.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { FAIR_USE_DAILY_CEILING } from '../../tooling/tiers.js';
import { LEASE_BLOCK, LEASE_MARGIN } from './leases.js';
import { Limiter } from './limiter.js';
import { dailyBucket } from './windows.js';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const BUCKET = dailyBucket(NOW);
const business = (keyId: string): Caller => ({ keyId, accountId: 'acct_x', accountName: 'x', tier: 'BUSINESS', mode: 'test' });

/** Outcome of one metered request: the reported count, or the 429's type. */
async function meter(limiter: Limiter, caller: Caller): Promise<number | string> {
  try {
    return (await limiter.meter(caller, 'daily', NOW)).used;
  } catch (error) {
    return (error as { code?: string; type?: string }).code ?? 'error';
  }
}

describe.each(stateBackends())('Business allowance leases ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let store: StateStore;
  /** A second store on the same data: another service process. */
  let otherStore: StateStore;
  beforeAll(async () => {
    isolated = await backend.create();
    store = isolated.store;
    otherStore = createStateStore(isolated.options);
  });
  afterAll(async () => {
    await otherStore.close();
    await isolated.dispose();
  });

  const stored = async (keyId: string) => (await store.counters(keyId, [BUCKET])).get(BUCKET);

  it('250 concurrent requests over two processes, plenty left -> all served, one block reserved per store round trip, the stored count exactly 250 once settled', async () => {
    const keyId = newKeyId();
    const here = new Limiter({ state: store, upgradeUrl: 'u' });
    const there = new Limiter({ state: otherStore, upgradeUrl: 'u' });
    const results = await Promise.all(Array.from({ length: 250 }, (_, index) => meter(index % 2 ? here : there, business(keyId))));
    expect(results.every((result) => typeof result === 'number')).toBe(true);
    // Counted in blocks while serving: the store holds whole blocks, at least the requests served.
    const whileLeased = (await stored(keyId))!;
    expect(whileLeased % LEASE_BLOCK).toBe(0);
    expect(whileLeased).toBeGreaterThanOrEqual(250);
    await Promise.all([here.close(), there.close()]);
    expect(await stored(keyId)).toBe(250);
  });

  it('a process that dies holding a lease -> its block stays counted: never fewer than served', async () => {
    const keyId = newKeyId();
    const crashed = new Limiter({ state: store, upgradeUrl: 'u' });
    for (let request = 0; request < 3; request++) await meter(crashed, business(keyId));
    // No close(): the process is gone with 97 unserved requests of its block.
    await crashed.leases.settle(() => false);
    expect(await stored(keyId)).toBe(LEASE_BLOCK);
  });

  it('near the ceiling: no lease; N concurrent requests over two processes with R left -> exactly min(N, R), the sum never above the ceiling', async () => {
    const keyId = newKeyId();
    const left = 30;
    expect(await store.reserveUnlessBlocked(keyId, BUCKET, FAIR_USE_DAILY_CEILING - left, FAIR_USE_DAILY_CEILING, NOW)).toBe(FAIR_USE_DAILY_CEILING - left);
    const here = new Limiter({ state: store, upgradeUrl: 'u' });
    const there = new Limiter({ state: otherStore, upgradeUrl: 'u' });
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => meter(index % 2 ? here : there, business(keyId))));
    expect(results.filter((result) => typeof result === 'number')).toHaveLength(left);
    expect(results.filter((result) => result === 'rate_limit_exceeded')).toHaveLength(50 - left);
    await Promise.all([here.close(), there.close()]);
    expect(await stored(keyId)).toBe(FAIR_USE_DAILY_CEILING);
  });

  it('the margin: leases stop once fewer than LEASE_MARGIN would be left, single counting takes over', async () => {
    const keyId = newKeyId();
    const start = FAIR_USE_DAILY_CEILING - LEASE_MARGIN - LEASE_BLOCK - 5;
    await store.reserveUnlessBlocked(keyId, BUCKET, start, FAIR_USE_DAILY_CEILING, NOW);
    const limiter = new Limiter({ state: store, upgradeUrl: 'u' });
    const first = await meter(limiter, business(keyId)); // one block fits under the margin
    expect(first).toBe(start + 1);
    expect(await stored(keyId)).toBe(start + LEASE_BLOCK);
    for (let request = 1; request < LEASE_BLOCK; request++) await meter(limiter, business(keyId));
    const next = await meter(limiter, business(keyId)); // no second block: counted alone
    expect(next).toBe(start + LEASE_BLOCK + 1);
    expect(await stored(keyId)).toBe(start + LEASE_BLOCK + 1);
    await limiter.close();
  });

  it('a tier change in this process -> the lease is given back at once', async () => {
    const account = await store.ensureAccount('Lease Co');
    const { issueKey } = await import('../keys/api-keys.js');
    const { record } = await issueKey(store, { accountId: account.id, tier: 'BUSINESS', mode: 'test', now: NOW });
    const limiter = new Limiter({ state: store, upgradeUrl: 'u' });
    await meter(limiter, business(record.key_id));
    expect(await stored(record.key_id)).toBe(LEASE_BLOCK);
    await store.setKeyTier(record.key_id, 'STARTER');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored(record.key_id)).toBe(1);
    await limiter.close();
  });

  it('other tiers -> every request counted alone, no lease', async () => {
    const keyId = newKeyId();
    const limiter = new Limiter({ state: store, upgradeUrl: 'u' });
    const starter: Caller = { ...business(keyId), tier: 'STARTER' };
    expect(await meter(limiter, starter)).toBe(1);
    expect(await stored(keyId)).toBe(1);
    await limiter.close();
  });
});
