import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../config.js';
import { createStateStore, type StateStoreOptions } from './create-state-store.js';
import type { StateStore } from './port.js';

/**
 * The state backends a test suite should run against: SQLite always, PostgreSQL too when the
 * configuration has DATABASE_URL. Use it as
 *
 *   describe.each(stateBackends())('$kind', (backend) => {
 *     let isolated: IsolatedStateStore;
 *     beforeAll(async () => { isolated = await backend.create(); });
 *     afterAll(() => isolated.dispose());
 *     ...
 *   });
 */
export interface IsolatedStateStore {
  /** Empty, and migrated unless `create({ migrate: false })` asked otherwise. */
  store: StateStore;
  /** Where it lives: pass to `createStateStore` to open more stores (or processes) on the same data. */
  options: StateStoreOptions;
  /** Closes the store and removes its folder or schema. */
  dispose(): Promise<void>;
}

export interface StateBackendUnderTest {
  kind: StateStore['kind'];
  /** A new store on its own SQLite folder or PostgreSQL schema, nothing shared with other calls. */
  create(options?: CreateOptions): Promise<IsolatedStateStore>;
}

export interface CreateOptions {
  /** Default true. False leaves the store without tables, for tests of the migrations themselves. */
  migrate?: boolean;
}

export function stateBackends(config: { DATABASE_URL?: string | undefined } = loadConfig()): StateBackendUnderTest[] {
  const backends: StateBackendUnderTest[] = [{ kind: 'sqlite', create: createSqliteStore }];
  const databaseUrl = config.DATABASE_URL;
  if (databaseUrl !== undefined) {
    backends.push({ kind: 'postgres', create: (options) => createPostgresStore(databaseUrl, options) });
  }
  return backends;
}

async function createSqliteStore({ migrate = true }: CreateOptions = {}): Promise<IsolatedStateStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'k12-state-'));
  const options: StateStoreOptions = { dataDir };
  const store = createStateStore(options);
  if (migrate) await store.migrate();
  return {
    store,
    options,
    async dispose() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresStore(
  databaseUrl: string,
  { migrate = true }: CreateOptions = {},
): Promise<IsolatedStateStore> {
  const schema = `k12_test_${randomBytes(6).toString('hex')}`;
  const options: StateStoreOptions = { databaseUrl, schema, dataDir: os.tmpdir() };
  const store = createStateStore(options);
  if (migrate) await store.migrate(); // also creates the schema
  return {
    store,
    options,
    async dispose() {
      await store.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // The name is generated above from hex digits only, so it is safe as an identifier.
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
