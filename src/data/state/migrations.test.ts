import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPostgresBackend, openSqliteBackend, type StateBackend } from './dialects.js';
import { applyMigrations, MIGRATIONS, type Migration } from './migrations.js';
import type { StateStoreOptions } from './create-state-store.js';
import { stateBackends, type IsolatedStateStore } from './test-stores.js';
import { runInSeparateProcesses } from './test-workers.js';

const ALL_IDS = MIGRATIONS.map((migration) => migration.id);

function openBackend(options: StateStoreOptions): StateBackend {
  return options.databaseUrl === undefined
    ? openSqliteBackend(options.dataDir)
    : openPostgresBackend(options.databaseUrl, options.schema);
}

describe.each(stateBackends())('state migrations ($kind)', (backend) => {
  const opened: StateBackend[] = [];
  const isolatedStores: IsolatedStateStore[] = [];

  async function freshLocation(): Promise<StateStoreOptions> {
    const isolated = await backend.create({ migrate: false });
    isolatedStores.push(isolated);
    return isolated.options;
  }

  function open(options: StateStoreOptions): StateBackend {
    const opening = openBackend(options);
    opened.push(opening);
    return opening;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((each) => each.db.destroy()));
  });
  afterAll(async () => {
    await Promise.all(isolatedStores.map((isolated) => isolated.dispose()));
  });

  it('applyMigrations twice -> all applied once, then nothing', async () => {
    const location = await freshLocation();
    const database = open(location);
    expect(await applyMigrations(database)).toEqual(ALL_IDS);
    expect(await applyMigrations(database)).toEqual([]);
    const recorded = await database.db.selectFrom('schema_migrations').select('id').orderBy('id').execute();
    expect(recorded.map((row) => row.id)).toEqual(ALL_IDS);
  });

  it('applyMigrations from two connections at once -> applied exactly once', async () => {
    const location = await freshLocation();
    const results = await Promise.all([applyMigrations(open(location)), applyMigrations(open(location))]);
    expect(results.flat().sort()).toEqual([...ALL_IDS].sort());
    expect(results.some((applied) => applied.length === 0)).toBe(true);
  });

  it('applyMigrations from two OS processes at once -> applied exactly once', async () => {
    const location = await freshLocation();
    const results = await runInSeparateProcesses([
      { action: 'migrate', options: location },
      { action: 'migrate', options: location },
    ]);
    const applied = results.flatMap((result) => (result.action === 'migrate' ? result.applied : []));
    expect(applied.sort()).toEqual([...ALL_IDS].sort());
  });

  it('applyMigrations(a later migration) -> only the new one runs, in order after the first', async () => {
    const location = await freshLocation();
    const database = open(location);
    await applyMigrations(database);
    const later: Migration = {
      id: '9999_test_extra_table',
      up: async (db) => {
        await db.schema.createTable('extra_things').addColumn('id', 'text', (column) => column.primaryKey()).execute();
      },
    };
    expect(await applyMigrations(database, [...MIGRATIONS, later])).toEqual(['9999_test_extra_table']);
    expect(await applyMigrations(database, [...MIGRATIONS, later])).toEqual([]);
  });

  it('applyMigrations(a failing migration) -> rolled back whole, nothing recorded', async () => {
    const location = await freshLocation();
    const database = open(location);
    const failing: Migration = {
      id: '9998_test_failing',
      up: async (db) => {
        await db.schema.createTable('half_done').addColumn('id', 'text').execute();
        throw new Error('migration failed on purpose');
      },
    };
    await expect(applyMigrations(database, [...MIGRATIONS, failing])).rejects.toThrow('migration failed on purpose');
    // The transaction covered the earlier migrations too: they all run again now.
    expect(await applyMigrations(database)).toEqual(ALL_IDS);
  });
});
