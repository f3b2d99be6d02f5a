import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphDirectory } from '../../data/build.js';
import { datasetFile } from '../../data/catalog.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { sandboxDataDir } from '../../testing/harness.js';
import { generateSecret } from './signature.js';
import { startReceiver, type Receiver } from './testing/receiver.js';
import { startService, waitFor } from './testing/service-process.js';

/**
 * The outbox survives a hard crash: the service is killed with SIGKILL while deliveries are in
 * flight and queued, started again, and a de-duplicating receiver ends with every event exactly
 * once (some may have come twice: at-least-once, same webhook-id).
 */
const EVENTS = 40;

describe.each(stateBackends())('webhook outbox across kill -9 ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let dataDir: string;
  let receiver: Receiver;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    isolated = await backend.create();
    dataDir = isolated.options.databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), 'k12-crash-')) : isolated.options.dataDir;
    fs.symlinkSync(datasetFile(sandboxDataDir(), 'sandbox'), datasetFile(dataDir, 'sandbox'));
    fs.symlinkSync(graphDirectory(sandboxDataDir(), 'sandbox'), graphDirectory(dataDir, 'sandbox'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await receiver?.close();
    await isolated.dispose();
    if (isolated.options.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${EVENTS} events, SIGKILL mid-delivery, restart -> each arrives exactly once after de-duplication`, async () => {
    const secret = generateSecret();
    receiver = await startReceiver(secret);
    receiver.delayMs = 150;
    const store = isolated.store.integrations!;
    const account = await isolated.store.ensureAccount('crash');
    await store.webhooks.create({ accountId: account.id, url: receiver.url, description: null, secret, events: ['alert.fired'], at: new Date() });
    const recorded: string[] = [];
    for (let index = 0; index < EVENTS; index += 1) {
      recorded.push((await store.recordEvent({ type: 'alert.fired', data: { index }, at: new Date(), accountId: account.id })).id);
    }

    const { databaseUrl, schema } = isolated.options;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      WEBHOOKS_ALLOW_LOOPBACK: '1',
      WEBHOOKS_TIMEOUT_MS: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    };
    child = await startService(env);
    await waitFor(() => receiver.requests.length >= 5, 30_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const beforeRestart = receiver.unique.size;
    expect(beforeRestart).toBeLessThan(EVENTS);
    expect(await store.webhooks.pendingCount()).toBeGreaterThan(0);

    receiver.delayMs = 0;
    child = await startService(env);
    // Claims of the killed process come back when their lease (2 x timeout + 5 s) ends.
    await waitFor(async () => (await store.webhooks.pendingCount()) === 0, 40_000);
    child.kill('SIGTERM');

    expect(receiver.rejected).toBe(0);
    expect([...receiver.unique.keys()].sort()).toEqual([...recorded].sort());
    expect(receiver.requests.length).toBeGreaterThanOrEqual(EVENTS);
    const [subscription] = await store.webhooks.list(account.id);
    expect(subscription!.stats.pending).toBe(0);
  }, 120_000);
});
