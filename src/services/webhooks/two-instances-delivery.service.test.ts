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

const EVENTS = 60;

/** Two service processes polling one outbox: every event delivered, none twice. */
describe.each(stateBackends())('two service instances sharing one $kind outbox', (backend) => {
  let isolated: IsolatedStateStore;
  let dataDir: string;
  let receiver: Receiver;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    isolated = await backend.create();
    dataDir = isolated.options.databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), 'k12-pair-')) : isolated.options.dataDir;
    fs.symlinkSync(datasetFile(sandboxDataDir(), 'sandbox'), datasetFile(dataDir, 'sandbox'));
    fs.symlinkSync(graphDirectory(sandboxDataDir(), 'sandbox'), graphDirectory(dataDir, 'sandbox'));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await receiver?.close();
    await isolated.dispose();
    if (isolated.options.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${EVENTS} events, two instances -> each delivered exactly once (no de-duplication needed)`, async () => {
    const secret = generateSecret();
    receiver = await startReceiver(secret);
    receiver.delayMs = 20;
    const { databaseUrl, schema } = isolated.options;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      WEBHOOKS_ALLOW_LOOPBACK: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    };
    children.push(...(await Promise.all([startService(env), startService(env)])));

    const store = isolated.store.integrations!;
    const account = await isolated.store.ensureAccount('pair');
    await store.webhooks.create({ accountId: account.id, url: receiver.url, description: null, secret, events: ['watchlist.changed'], at: new Date() });
    for (let index = 0; index < EVENTS; index += 1) {
      await store.recordEvent({ type: 'watchlist.changed', data: { index }, at: new Date(), accountId: account.id });
    }
    await waitFor(async () => (await store.webhooks.pendingCount()) === 0, 60_000);

    expect(receiver.rejected).toBe(0);
    expect(receiver.unique.size).toBe(EVENTS);
    expect(receiver.requests).toHaveLength(EVENTS);
    const [subscription] = await store.webhooks.list(account.id);
    expect(subscription!.stats).toMatchObject({ attempted: EVENTS, succeeded: EVENTS, failed: 0 });
  }, 120_000);
});
