import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyId } from './ids.js';
import type { StateStore } from './port.js';
import { stateBackends, type IsolatedStateStore } from './test-stores.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe.each(stateBackends())('state usage ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let store: StateStore;
  beforeAll(async () => {
    isolated = await backend.create();
    store = isolated.store;
  });
  afterAll(() => isolated.dispose());

  it('consume(key, bucket, 3) x4 -> 1, 2, 3, null', async () => {
    const keyId = newKeyId();
    const results = [];
    for (let call = 0; call < 4; call++) results.push(await store.consume(keyId, 'daily:2026-01-05', 3));
    expect(results).toEqual([1, 2, 3, null]);
    expect((await store.counters(keyId, ['daily:2026-01-05'])).get('daily:2026-01-05')).toBe(3);
  });

  it('consume(50 concurrent, limit 20) -> exactly 20 successes, counts 1..20 once each', async () => {
    const keyId = newKeyId();
    const results = await Promise.all(range(1, 50).map(() => store.consume(keyId, 'daily:2026-01-06', 20)));
    const granted = results.filter((count): count is number => count !== null);
    expect(granted).toHaveLength(20);
    expect(granted.sort((a, b) => a - b)).toEqual(range(1, 20));
    expect((await store.counters(keyId, ['daily:2026-01-06'])).get('daily:2026-01-06')).toBe(20);
  });

  it('consume(limit raised after exhaustion) -> counting resumes from the stored count', async () => {
    const keyId = newKeyId();
    await store.consume(keyId, 'daily:2026-01-07', 1);
    expect(await store.consume(keyId, 'daily:2026-01-07', 1)).toBeNull();
    expect(await store.consume(keyId, 'daily:2026-01-07', 3)).toBe(2);
  });

  it('consume(limit 0) -> null and no counter row', async () => {
    const keyId = newKeyId();
    expect(await store.consume(keyId, 'ai:2026-01-05', 0)).toBeNull();
    expect((await store.counters(keyId, ['ai:2026-01-05'])).get('ai:2026-01-05')).toBe(0);
  });

  it('consume(other key or bucket) -> independent counters', async () => {
    const first = newKeyId();
    const second = newKeyId();
    await store.consume(first, 'daily:2026-01-05', 10);
    await store.consume(first, 'daily:2026-01-05', 10);
    expect(await store.consume(first, 'ai:2026-01-05', 10)).toBe(1);
    expect(await store.consume(second, 'daily:2026-01-05', 10)).toBe(1);
  });

  it('counters(key, buckets) -> stored values, absent buckets 0, nothing for []', async () => {
    const keyId = newKeyId();
    await store.consume(keyId, 'daily:2026-02-01', 10);
    await store.consume(keyId, 'daily:2026-02-01', 10);
    await store.consume(keyId, 'daily:2026-02-03', 10);
    const values = await store.counters(keyId, ['daily:2026-02-01', 'daily:2026-02-02', 'daily:2026-02-03']);
    expect([...values]).toEqual([
      ['daily:2026-02-01', 2],
      ['daily:2026-02-02', 0],
      ['daily:2026-02-03', 1],
    ]);
    expect((await store.counters(keyId, [])).size).toBe(0);
  });

  it('sumCounters(key, "daily:2026-11-") -> that month only, that key only', async () => {
    const keyId = newKeyId();
    const otherKey = newKeyId();
    for (const bucket of ['daily:2026-11-01', 'daily:2026-11-01', 'daily:2026-11-30', 'daily:2026-12-01', 'ai:2026-11-02']) {
      await store.consume(keyId, bucket, 100);
    }
    await store.consume(otherKey, 'daily:2026-11-05', 100);
    expect(await store.sumCounters(keyId, 'daily:2026-11-')).toBe(3);
    expect(await store.sumCounters(keyId, 'daily:')).toBe(4);
    expect(await store.sumCounters(keyId, '')).toBe(5);
    expect(await store.sumCounters(keyId, 'daily:2027-')).toBe(0);
  });

  it('sumCounters(prefix with _ and upper case) -> matched literally, case-sensitive', async () => {
    const keyId = newKeyId();
    await store.consume(keyId, 'm_x:1', 10);
    await store.consume(keyId, 'mAx:1', 10);
    await store.consume(keyId, 'M_X:1', 10);
    expect(await store.sumCounters(keyId, 'm_x:')).toBe(1);
    expect(await store.sumCounters(keyId, 'm%')).toBe(0);
  });

  it('recordRefusal(key, at, since) -> refusals of that key since `since`', async () => {
    const keyId = newKeyId();
    const otherKey = newKeyId();
    const base = Date.parse('2026-06-01T12:00:00.000Z');
    const minute = 60_000;
    await store.recordRefusal(otherKey, new Date(base), new Date(base - 10 * minute));
    expect(await store.recordRefusal(keyId, new Date(base - 20 * minute), new Date(base - 30 * minute))).toBe(1);
    expect(await store.recordRefusal(keyId, new Date(base - 5 * minute), new Date(base - 15 * minute))).toBe(1);
    expect(await store.recordRefusal(keyId, new Date(base), new Date(base - 10 * minute))).toBe(2);
    expect(await store.recordRefusal(keyId, new Date(base + minute), new Date(base - 30 * minute))).toBe(4);
  });

  it('recordRefusal(a day later) -> older rows pruned', async () => {
    const keyId = newKeyId();
    const start = Date.parse('2026-07-01T00:00:00.000Z');
    await store.recordRefusal(keyId, new Date(start), new Date(start));
    const dayAndMinuteLater = start + 24 * 3_600_000 + 60_000;
    // `since` reaches back before the first refusal, yet it is gone.
    expect(await store.recordRefusal(keyId, new Date(dayAndMinuteLater), new Date(start - 1))).toBe(1);
  });

  it('setBlock / blockedUntil -> the last block set, undefined when none', async () => {
    const keyId = newKeyId();
    expect(await store.blockedUntil(keyId)).toBeUndefined();
    await store.setBlock(keyId, new Date('2026-06-01T12:15:00.000Z'));
    expect((await store.blockedUntil(keyId))?.toISOString()).toBe('2026-06-01T12:15:00.000Z');
    await store.setBlock(keyId, new Date('2026-06-01T13:00:00.000Z'));
    expect((await store.blockedUntil(keyId))?.toISOString()).toBe('2026-06-01T13:00:00.000Z');
    expect(await store.blockedUntil(newKeyId())).toBeUndefined();
  });

  it('countUnlessBlocked(not blocked) -> counts like consume: 1, 2, then null at the limit', async () => {
    const keyId = newKeyId();
    const now = new Date('2026-06-02T10:00:00.000Z');
    const results = [];
    for (let call = 0; call < 3; call++) results.push(await store.countUnlessBlocked(keyId, 'daily:2026-06-02', 2, now));
    expect(results).toEqual([1, 2, null]);
    expect(await store.countUnlessBlocked(keyId, 'ai:2026-06-02', 0, now)).toBeNull();
  });

  it('countUnlessBlocked(blocked at now) -> null and nothing counted, first call of the day included; counts again once the block ends', async () => {
    const keyId = newKeyId();
    const bucket = 'daily:2026-06-03';
    await store.setBlock(keyId, new Date('2026-06-03T10:15:00.000Z'));
    expect(await store.countUnlessBlocked(keyId, bucket, 10, new Date('2026-06-03T10:00:00.000Z'))).toBeNull();
    expect((await store.counters(keyId, [bucket])).get(bucket)).toBe(0);
    expect(await store.countUnlessBlocked(keyId, bucket, 10, new Date('2026-06-03T10:15:00.000Z'))).toBe(1);
    await store.setBlock(keyId, new Date('2026-06-03T11:00:00.000Z'));
    expect(await store.countUnlessBlocked(keyId, bucket, 10, new Date('2026-06-03T10:30:00.000Z'))).toBeNull();
    expect((await store.counters(keyId, [bucket])).get(bucket)).toBe(1);
    // Another key's block does not touch this one.
    expect(await store.countUnlessBlocked(newKeyId(), bucket, 10, new Date('2026-06-03T10:30:00.000Z'))).toBe(1);
  });

  it('countUnlessBlocked(50 concurrent, limit 20) -> exactly 20 successes, counts 1..20 once each', async () => {
    const keyId = newKeyId();
    const now = new Date('2026-06-04T10:00:00.000Z');
    const results = await Promise.all(range(1, 50).map(() => store.countUnlessBlocked(keyId, 'daily:2026-06-04', 20, now)));
    const granted = results.filter((count): count is number => count !== null);
    expect(granted.sort((a, b) => a - b)).toEqual(range(1, 20));
  });
});
