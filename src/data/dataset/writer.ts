import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { DatasetContent, DatasetMeta } from './model.js';
import {
  INDEX_STATEMENTS,
  SCHEMA_VERSION,
  TABLE_NAMES,
  TABLES,
  type ColumnType,
  type TableName,
  tableStatements,
} from './schema.js';

/** Rows per transaction: big enough to amortise the commit, small enough to bound the journal. */
const BATCH_SIZE = 50_000;

export interface WriteDatasetResult {
  filePath: string;
  rows: Record<TableName, number>;
  bytes: number;
  milliseconds: number;
}

/**
 * Writes a whole dataset to `filePath`. The file is built next to the target under a temporary
 * name and renamed over it at the end (rename is atomic on one file system), so a reader never sees
 * half a build and readers that still hold the old file keep reading it until they reopen.
 */
export function writeDataset(filePath: string, content: DatasetContent, meta: DatasetMeta): WriteDatasetResult {
  const started = performance.now();
  const target = path.resolve(filePath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.building-${process.pid}-${Date.now()}`;
  const database = new Database(temporary);
  const rows = {} as Record<TableName, number>;
  try {
    // The temporary file is thrown away on any failure, so durability during the build buys nothing.
    database.pragma('journal_mode = OFF');
    database.pragma('synchronous = OFF');
    database.pragma('locking_mode = EXCLUSIVE');
    database.pragma('cache_size = -131072');
    database.pragma('temp_store = MEMORY');
    for (const statement of tableStatements()) database.exec(statement);

    for (const table of TABLE_NAMES) {
      rows[table] = insertRows(database, table, rankedRows(table, content[table] as readonly unknown[]));
    }
    for (const statement of INDEX_STATEMENTS) database.exec(statement);

    const insertMeta = database.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('dataset', JSON.stringify(meta));
    insertMeta.run('schema_version', JSON.stringify(SCHEMA_VERSION));
    insertMeta.run('row_counts', JSON.stringify(rows));

    database.exec('ANALYZE');
    // Readers open the final file read-only: a rollback journal (no -wal/-shm files) is what they need.
    database.pragma('journal_mode = DELETE');
    database.pragma('synchronous = FULL');
    database.close();
    fs.renameSync(temporary, target);
  } catch (error) {
    if (database.open) database.close();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return { filePath: target, rows, bytes: fs.statSync(target).size, milliseconds: performance.now() - started };
}

/**
 * Schools and districts are stored in rank order (enrollment descending, then id), so their rowid
 * is the rank. Full-text matches come back in rowid order, which lets a search stop at its limit
 * instead of sorting every match.
 */
function rankedRows(table: TableName, input: readonly unknown[]): readonly unknown[] {
  if (table !== 'schools' && table !== 'districts') return input;
  const idField = table === 'schools' ? 'nces_id' : 'leaid';
  return [...input].sort((left, right) => {
    const a = left as Record<string, unknown>;
    const b = right as Record<string, unknown>;
    const enrollmentA = typeof a.enrollment === 'number' ? a.enrollment : -1;
    const enrollmentB = typeof b.enrollment === 'number' ? b.enrollment : -1;
    if (enrollmentA !== enrollmentB) return enrollmentB - enrollmentA;
    const idA = String(a[idField]);
    const idB = String(b[idField]);
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  });
}

function insertRows(database: Database.Database, table: TableName, input: readonly unknown[]): number {
  const columns: [string, ColumnType][] = Object.entries(TABLES[table].columns as Record<string, ColumnType>);
  const names = columns.map(([name]) => name);
  const statement = database.prepare(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  );
  const insertBatch = database.transaction((batch: readonly unknown[]) => {
    const values: unknown[] = new Array(columns.length);
    for (const row of batch) {
      const record = row as Record<string, unknown>;
      for (let index = 0; index < columns.length; index += 1) {
        const [name, type] = columns[index]!;
        values[index] = toSqlValue(record[name], type, table, name);
      }
      statement.run(values);
    }
  });
  for (let start = 0; start < input.length; start += BATCH_SIZE) {
    insertBatch(input.slice(start, start + BATCH_SIZE));
  }
  return input.length;
}

function toSqlValue(value: unknown, type: ColumnType, table: string, column: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') {
    if (typeof value !== 'boolean') throw new TypeError(`${table}.${column}: expected a boolean, got ${typeof value}`);
    return value ? 1 : 0;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
