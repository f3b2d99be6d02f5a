import Database from 'better-sqlite3';
import { PROJECTED_TABLES, type ProjectionInput } from './projection.js';

/**
 * Reads the tables the graph is projected from out of a dataset file (one table per DatasetContent
 * key, one column per model field, booleans as 0/1). Opened read-only: a serving process may be
 * reading the same file. A table the file does not have reads as empty.
 */
export function readProjectionInput(datasetFile: string): ProjectionInput {
  const database = new Database(datasetFile, { readonly: true, fileMustExist: true });
  try {
    const present = new Set(
      database
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => (row as { name: string }).name),
    );
    const input: Record<string, unknown[]> = {};
    for (const table of PROJECTED_TABLES) {
      // Table names come from the fixed list above, never from input.
      input[table] = present.has(table) ? database.prepare(`SELECT * FROM ${table}`).all() : [];
    }
    return input as unknown as ProjectionInput;
  } finally {
    database.close();
  }
}
