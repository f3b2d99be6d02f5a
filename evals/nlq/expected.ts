import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { projectRoot } from '../../src/package-info.js';

/**
 * Expected answers computed straight from the dataset file with SQL (expected-views.sql), never from
 * the graph or the query engine. Placeholders in a question ("{district}") are filled from the same
 * data, so a case holds on any dataset: the sandbox of the tests, the national sandbox, a live import.
 */
export class ExpectedAnswers {
  private readonly db: Database.Database;

  constructor(datasetFile: string) {
    this.db = new Database(datasetFile, { readonly: true, fileMustExist: true });
    this.db.exec(fs.readFileSync(path.join(projectRoot(), 'evals', 'nlq', 'expected-views.sql'), 'utf8'));
  }

  /**
   * The value of a placeholder: `district:TX:2` = the 2nd largest district of Texas by enrollment,
   * `vendor:1` = the vendor with the most E-Rate funding committed (ties broken by name).
   */
  resolve(spec: string): string | undefined {
    const [kind, ...rest] = spec.split(':');
    if (kind === 'district') {
      const [state, rank] = rest;
      const row = this.db.prepare('SELECT name FROM districts WHERE state = ? AND enrollment IS NOT NULL ORDER BY enrollment DESC, name LIMIT 1 OFFSET ?')
        .get(state, Number(rank) - 1) as { name: string } | undefined;
      return row?.name;
    }
    if (kind === 'vendor') {
      const row = this.db.prepare('SELECT vendor AS name FROM served GROUP BY spin ORDER BY sum(committed_amount) DESC, vendor LIMIT 1 OFFSET ?')
        .get(Number(rest[0]) - 1) as { name: string } | undefined;
      return row?.name;
    }
    throw new Error(`Unknown placeholder ${spec}`);
  }

  rows(sql: string, params: Record<string, unknown>): unknown[][] {
    const statement = this.db.prepare(sql).raw(true);
    return statement.all(params) as unknown[][];
  }

  /** Row counts of the tables, to show a run wrote nothing. */
  tableCounts(): Record<string, number> {
    const tables = this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return Object.fromEntries(tables.map(({ name }) => [name, (this.db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n]));
  }

  close(): void {
    this.db.close();
  }
}
