import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyId } from './ids.js';
import { stateBackends, type IsolatedStateStore } from './test-stores.js';
import { runInSeparateProcesses } from './test-workers.js';

describe.each(stateBackends())('state consume across processes ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  beforeAll(async () => {
    isolated = await backend.create();
  });
  afterAll(() => isolated.dispose());

  it.each([
    ['consume', false],
    ['countUnlessBlocked', true],
  ])('%s(2 processes x 40 concurrent calls, limit 50) -> exactly 50 successes, counts 1..50 once each', async (_name, unlessBlocked) => {
    const keyId = newKeyId();
    const bucket = 'daily:2026-09-01';
    const task = { action: 'consume', options: isolated.options, keyId, bucket, limit: 50, calls: 40, unlessBlocked } as const;
    const results = await runInSeparateProcesses([task, task]);

    const perProcess = results.map((result) => (result.action === 'consume' ? result.counts : []));
    expect(perProcess.map((counts) => counts.length)).toEqual([40, 40]);
    const granted = perProcess.flat().filter((count): count is number => count !== null);
    expect(granted.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const stored = await isolated.store.counters(keyId, [bucket]);
    expect(stored.get(bucket)).toBe(50);
  });
});
