import type { Kysely } from 'kysely';
import type { StateBackend } from './dialects.js';
import type { StateDatabase } from './schema.js';
import { integrationsMigration } from './integrations/migration.js';

/**
 * Schema changes as code, applied in order, each recorded in `schema_migrations`. Never edit an
 * applied migration: add a new one at the end.
 */
export interface Migration {
  id: string;
  up(db: Kysely<StateDatabase>, backend: Pick<StateBackend, 'jsonType' | 'addSequenceColumn'>): Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001_initial',
    async up(db, backend) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('key_id', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
        .addColumn('tier', 'text', (column) => column.notNull())
        .addColumn('previous_tier', 'text')
        .addColumn('mode', 'text', (column) => column.notNull())
        .addColumn('key_hash', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_keys_account').on('api_keys').columns(['account_id', 'created_at']).execute();

      await db.schema
        .createTable('usage_counters')
        .addColumn('key_id', 'text', (column) => column.notNull())
        .addColumn('bucket', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('usage_counters_pk', ['key_id', 'bucket'])
        .execute();

      await db.schema
        .createTable('refusals')
        .addColumn('key_id', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('refusals_key_at').on('refusals').columns(['key_id', 'at']).execute();
      await db.schema.createIndex('refusals_at').on('refusals').column('at').execute();

      await db.schema
        .createTable('blocks')
        .addColumn('key_id', 'text', (column) => column.primaryKey())
        .addColumn('until', 'text', (column) => column.notNull())
        .execute();

      await backend
        .addSequenceColumn(db.schema.createTable('events'), 'seq')
        .addColumn('id', 'text', (column) => column.notNull().unique())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('data', backend.jsonType, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('events_type').on('events').columns(['type', 'seq']).execute();
    },
  },
  {
    id: 'agent_0001_conversations',
    async up(db) {
      await db.schema
        .createTable('agent_conversations')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) => column.notNull())
        .addColumn('messages', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('agent_conversations_account').on('agent_conversations').columns(['account_id', 'updated_at']).execute();
    },
  },
  integrationsMigration,
];

/**
 * Applies the migrations not yet recorded, in order, in one transaction under the backend's
 * migration lock (PostgreSQL advisory lock, SQLite BEGIN IMMEDIATE). A second process waits for
 * the first, then finds nothing left to do. Returns the ids it applied.
 */
export async function applyMigrations(
  backend: StateBackend,
  migrations: readonly Migration[] = MIGRATIONS,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  return backend.withMigrationLock(async (db) => {
    await db.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('applied_at', 'text', (column) => column.notNull())
      .execute();
    const appliedRows = await db.selectFrom('schema_migrations').select('id').execute();
    const applied = new Set(appliedRows.map((row) => row.id));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await migration.up(db, backend);
      await db.insertInto('schema_migrations').values({ id: migration.id, applied_at: now().toISOString() }).execute();
      newlyApplied.push(migration.id);
    }
    return newlyApplied;
  });
}
