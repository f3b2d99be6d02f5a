/**
 * A separate OS process for the cross-process tests: it opens the state store named in its
 * argument, prints `ready`, waits for `go` on stdin (so that all workers start together), does its
 * task and prints the result as one JSON line.
 */
import { createInterface } from 'node:readline';
import { openPostgresBackend, openSqliteBackend } from './dialects.js';
import { KyselyStateStore } from './kysely-state-store.js';
import { applyMigrations } from './migrations.js';
import type { StateStoreOptions } from './create-state-store.js';

export type WorkerTask =
  | {
      action: 'consume';
      options: StateStoreOptions;
      keyId: string;
      bucket: string;
      limit: number;
      calls: number;
      /** Count with the request path's statement (countUnlessBlocked) instead of `consume`. */
      unlessBlocked?: boolean;
    }
  | { action: 'migrate'; options: StateStoreOptions };

export type WorkerResult = { action: 'consume'; counts: (number | null)[] } | { action: 'migrate'; applied: string[] };

async function main(task: WorkerTask): Promise<WorkerResult> {
  const { options } = task;
  const backend =
    options.databaseUrl === undefined
      ? openSqliteBackend(options.dataDir)
      : openPostgresBackend(options.databaseUrl, options.schema);
  try {
    await waitForGo();
    if (task.action === 'migrate') return { action: 'migrate', applied: await applyMigrations(backend) };
    const store = new KyselyStateStore(backend);
    const count = () =>
      task.unlessBlocked
        ? store.countUnlessBlocked(task.keyId, task.bucket, task.limit, new Date())
        : store.consume(task.keyId, task.bucket, task.limit);
    const calls = Array.from({ length: task.calls }, count);
    return { action: 'consume', counts: await Promise.all(calls) };
  } finally {
    await backend.db.destroy();
  }
}

function waitForGo(): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  process.stdout.write('ready\n');
  return new Promise((resolve) => {
    lines.on('line', (line) => {
      if (line.trim() !== 'go') return;
      lines.close();
      resolve();
    });
  });
}

const task = JSON.parse(process.argv[2] ?? '{}') as WorkerTask;
main(task).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
