import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphDirectory } from '../../data/build.js';
import { datasetFile } from '../../data/catalog.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { projectRoot } from '../../package-info.js';
import { issueKey } from '../../services/keys/api-keys.js';
import { sandboxDataDir } from '../../testing/harness.js';

/**
 * Two service processes sharing one state store (PostgreSQL, or one SQLite file on one machine):
 * the daily allowance is counted exactly across both.
 */
async function startInstance(env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'src/surfaces/cli/main.ts'), 'serve', '--port', '0'], {
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(buffered);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${buffered}`)));
  });
  return { url, process: child };
}

describe.each(stateBackends())('two instances on one $kind state store', (backend) => {
  let isolated: IsolatedStateStore;
  let dataDir: string;
  const instances: { url: string; process: ChildProcess }[] = [];

  beforeAll(async () => {
    isolated = await backend.create();
    const { databaseUrl, schema } = isolated.options;
    // SQLite keeps its state file in the data dir, so both instances use the store's own dir.
    dataDir = databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), 'k12-two-')) : isolated.options.dataDir;
    fs.symlinkSync(datasetFile(sandboxDataDir(), 'sandbox'), datasetFile(dataDir, 'sandbox'));
    fs.symlinkSync(graphDirectory(sandboxDataDir(), 'sandbox'), graphDirectory(dataDir, 'sandbox'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    };
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.process.kill();
    await isolated.dispose();
    if (isolated.options.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('40 concurrent requests split over both instances with 25 left -> exactly 25 succeed', async () => {
    const { key, record } = await issueKey(isolated.store, { accountName: 'two', tier: 'STARTER', mode: 'test', now: new Date() });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`${instances[index % 2]!.url}/schools/search?q=el`, { headers: { 'x-api-key': key } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const today = `daily:${new Date().toISOString().slice(0, 10)}`;
    expect((await isolated.store.counters(record.key_id, [today])).get(today)).toBe(25);
  });
});
