import Database from 'better-sqlite3';
import { PROJECTED_TABLES, type ProjectionInput, projectedColumns } from './projection.js';

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
    const wanted = projectedColumns();
    const input: Record<string, unknown[]> = {};
    for (const table of PROJECTED_TABLES) {
      if (!present.has(table)) {
        input[table] = [];
        continue;
      }
      // Table and column names come from the schema and the file itself, never from input.
      const existing = new Set(
        database
          .prepare(`SELECT name FROM pragma_table_info(?)`)
          .all(table)
          .map((row) => (row as { name: string }).name),
      );
      const columns = [...new Set(wanted[table])].filter((column) => existing.has(column));
      input[table] = database.prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM ${table}`).all();
    }
    return input as unknown as ProjectionInput;
  } finally {
    database.close();
  }
}
