import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStateStore } from '../../data/state/create-state-store.js';
import type { StateStore } from '../../data/state/port.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { authenticate, issueKey } from './api-keys.js';
import { CALLER_CACHE_TTL_MS, CallerCache } from './caller-cache.js';

const T0 = new Date('2026-11-25T12:00:00.000Z');
const later = (milliseconds: number) => new Date(T0.getTime() + milliseconds);

describe.each(stateBackends())('authenticate with a caller cache ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let store: StateStore;
  /** A second store on the same data: another service process sharing the state store. */
  let otherProcess: StateStore;
  beforeAll(async () => {
    isolated = await backend.create();
    store = isolated.store;
    otherProcess = createStateStore(isolated.options);
  });
  afterAll(async () => {
    await otherProcess.close();
    await isolated.dispose();
  });

  const newKey = (tier: 'STARTER' | 'BUSINESS' = 'STARTER') =>
    issueKey(store, { accountName: 'Cache Co', tier, mode: 'test', now: T0 });

  it('a key seen within the TTL -> resolved without the store; after the TTL -> read again', async () => {
    const cache = new CallerCache(store);
    const { key } = await newKey();
    const lookups = vi.spyOn(store, 'findKeyByHash');
    await authenticate(store, key, T0, cache);
    await authenticate(store, key, later(10), cache);
    await authenticate(store, key, later(CALLER_CACHE_TTL_MS - 1), cache);
    expect(lookups).toHaveBeenCalledTimes(1);
    await authenticate(store, key, later(CALLER_CACHE_TTL_MS), cache);
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
  });

  it('revoked in this process -> 401 on the very next request', async () => {
    const cache = new CallerCache(store);
    const { key, record } = await newKey();
    await authenticate(store, key, T0, cache);
    await store.revokeKey(record.key_id, T0);
    await expect(authenticate(store, key, later(1), cache)).rejects.toMatchObject({ status: 401, message: 'This API key has been revoked.' });
  });

  it('upgraded and downgraded in this process -> the new tier on the very next request', async () => {
    const cache = new CallerCache(store);
    const { key, record } = await newKey('STARTER');
    expect((await authenticate(store, key, T0, cache)).tier).toBe('STARTER');
    await store.setKeyTier(record.key_id, 'BUSINESS');
    expect((await authenticate(store, key, later(1), cache)).tier).toBe('BUSINESS');
    await store.setKeyTier(record.key_id, 'STARTER');
    expect((await authenticate(store, key, later(2), cache)).tier).toBe('STARTER');
  });

  it('revoked or downgraded by another process -> obeyed here within one second', async () => {
    const cache = new CallerCache(store);
    const revoked = await newKey('BUSINESS');
    const downgraded = await newKey('BUSINESS');
    await authenticate(store, revoked.key, T0, cache);
    await authenticate(store, downgraded.key, T0, cache);
    await otherProcess.revokeKey(revoked.record.key_id, T0);
    await otherProcess.setKeyTier(downgraded.record.key_id, 'STARTER');
    // Still trusted inside the window (this is the documented cost of the cache)...
    expect((await authenticate(store, downgraded.key, later(500), cache)).tier).toBe('BUSINESS');
    // ...and never past it.
    await expect(authenticate(store, revoked.key, later(1_000), cache)).rejects.toMatchObject({ status: 401 });
    expect((await authenticate(store, downgraded.key, later(1_000), cache)).tier).toBe('STARTER');
  });

  it('an unknown key -> 401 and nothing cached; a malformed key never reaches the store', async () => {
    const cache = new CallerCache(store);
    const lookups = vi.spyOn(store, 'findKeyByHash');
    await expect(authenticate(store, `k12_test_${'x'.repeat(40)}`, T0, cache)).rejects.toMatchObject({ status: 401 });
    await expect(authenticate(store, 'not-a-key', T0, cache)).rejects.toMatchObject({ status: 401 });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    lookups.mockRestore();
  });
});
