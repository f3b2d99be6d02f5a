import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CreateTableBuilder } from 'kysely';
import pg from 'pg';
import { type CountingStatement, postgresCounting, sqliteCounting } from './counting.js';
import type { StateDatabase } from './schema.js';

/**
 * What truly differs between the two backends. Everything else (every query of the store) is the
 * same Kysely code over `db`.
 */
export interface StateBackend {
  readonly kind: 'sqlite' | 'postgres';
  readonly db: Kysely<StateDatabase>;
  /** The per-request counting statement, outside Kysely (see counting.ts). */
  readonly counting: CountingStatement;
  /** Column type of JSON documents. */
  readonly jsonType: 'text' | 'jsonb';
  /** Adds an ever-increasing integer primary key column (for insertion order). */
  addSequenceColumn<T extends string>(table: CreateTableBuilder<T>, name: string): CreateTableBuilder<T>;
  /** A JSON column as the driver returns it, decoded. */
  decodeJson(value: unknown): unknown;
  /**
   * Runs `work` in one transaction that holds the database-wide migration lock, so two processes
   * starting at once apply each migration exactly once, in order. Rolls back when `work` throws.
   */
  withMigrationLock<T>(work: (connection: Kysely<StateDatabase>) => Promise<T>): Promise<T>;
}

/** How long a SQLite writer waits for another process's write lock before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** How long a process waits for another one to finish migrating. */
const MIGRATION_LOCK_TIMEOUT_MS = 30_000;
const MIGRATION_LOCK_POLL_MS = 20;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function inTransaction<T>(
  connection: Kysely<StateDatabase>,
  work: (connection: Kysely<StateDatabase>) => Promise<T>,
): Promise<T> {
  try {
    const result = await work(connection);
    await sql`commit`.execute(connection);
    return result;
  } catch (error) {
    await sql`rollback`.execute(connection);
    throw error;
  }
}

/**
 * Kysely's SQLite driver prepares every query anew; on the hot path (key lookup and counting on
 * each request) preparing costs more than running. The store issues a small, fixed set of SQL
 * texts, so their prepared statements are kept. better-sqlite3 re-prepares a cached statement by
 * itself after a schema change, so migrations stay correct.
 */
function withStatementCache(database: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string): Database.Statement {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= 512) statements.clear();
        statement = database.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function openSqliteBackend(dataDir: string): StateBackend {
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(path.join(dataDir, 'state.sqlite'));
  // busy_timeout first: switching to WAL briefly needs a lock another process may hold.
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<StateDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });

  /**
   * BEGIN IMMEDIATE takes the write lock up front. better-sqlite3 is synchronous, so waiting in
   * SQLite's busy handler would freeze this process's event loop, and with it any other store of
   * the same process that holds the lock (a deadlock). Try without waiting and poll instead.
   */
  async function beginImmediate(connection: Kysely<StateDatabase>): Promise<void> {
    const deadline = Date.now() + MIGRATION_LOCK_TIMEOUT_MS;
    database.pragma('busy_timeout = 0');
    try {
      for (;;) {
        try {
          await sql`begin immediate`.execute(connection);
          return;
        } catch (error) {
          const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
          if (!busy || Date.now() > deadline) throw error;
          await sleep(MIGRATION_LOCK_POLL_MS);
        }
      }
    } finally {
      database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    }
  }

  return {
    kind: 'sqlite',
    db,
    counting: sqliteCounting(database),
    jsonType: 'text',
    addSequenceColumn: (table, name) => table.addColumn(name, 'integer', (column) => column.primaryKey().autoIncrement()),
    decodeJson: (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    withMigrationLock: (work) =>
      db.connection().execute(async (connection) => {
        await beginImmediate(connection);
        return inTransaction(connection, work);
      }),
  };
}

/** A schema name safe to put in `search_path` and DDL. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function openPostgresBackend(databaseUrl: string, schema?: string): StateBackend {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // Every connection of the pool resolves unqualified table names in this schema.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  const db = new Kysely<StateDatabase>({ dialect: new PostgresDialect({ pool }) });
  const lockName = `k12-intel:state-migrations:${schema ?? '(default)'}`;

  return {
    kind: 'postgres',
    db,
    counting: postgresCounting(pool),
    jsonType: 'jsonb',
    addSequenceColumn: (table, name) => table.addColumn(name, 'bigserial', (column) => column.primaryKey()),
    decodeJson: (value) => value,
    withMigrationLock: (work) =>
      db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        return inTransaction(connection, async (locked) => {
          // Held until commit or rollback; other processes queue here, then see the applied rows.
          await sql`select pg_advisory_xact_lock(hashtext(${lockName}))`.execute(locked);
          if (schema !== undefined) await locked.schema.createSchema(schema).ifNotExists().execute();
          return work(locked);
        });
      }),
  };
}
