import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RecordOfKind, StagedKind, StagedRecord } from './records.js';
import type { ParseResult, SourceId } from './source.js';

/**
 * The staging store: every source's parsed records, kept between imports so the live dataset can be
 * rebuilt from all of them whatever order the files arrive in. One slot per (source, part, year):
 * importing a file replaces its slot whole (so importing the same file twice changes nothing), and
 * a different year of the same file sits beside it (the newest year is the one composed).
 */
export interface StagedImport {
  source: SourceId;
  part: string;
  year: number | null;
  file_name: string;
  rows: number;
  rejected: number;
  imported_at: string;
  notes: string[];
}

export function stagingPath(dataDir: string): string {
  return path.join(dataDir, 'live-staging.sqlite');
}

/** SQLite needs a non-null key column; a file without a year is slot 0 (older than any year). */
const yearKey = (year: number | null) => year ?? 0;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS imports (
  source TEXT NOT NULL,
  part TEXT NOT NULL,
  year_key INTEGER NOT NULL,
  year INTEGER,
  file_name TEXT NOT NULL,
  rows INTEGER NOT NULL,
  rejected INTEGER NOT NULL,
  imported_at TEXT NOT NULL,
  notes TEXT NOT NULL,
  PRIMARY KEY (source, part, year_key)
);
CREATE TABLE IF NOT EXISTS records (
  source TEXT NOT NULL,
  part TEXT NOT NULL,
  year_key INTEGER NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (source, part, year_key, id)
) WITHOUT ROWID;
`;

interface ImportRow {
  source: string;
  part: string;
  year: number | null;
  file_name: string;
  rows: number;
  rejected: number;
  imported_at: string;
  notes: string;
}

export class StagingStore {
  private constructor(private readonly database: Database.Database) {}

  static open(filePath: string): StagingStore {
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    const database = new Database(filePath);
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    database.exec(SCHEMA);
    return new StagingStore(database);
  }

  /** Replaces the slot of this file's source, part and year with its records, in one transaction. */
  replace(source: SourceId, result: ParseResult, details: { fileName: string; importedAt: Date }): void {
    const key = yearKey(result.year);
    const removeRecords = this.database.prepare('DELETE FROM records WHERE source = ? AND part = ? AND year_key = ?');
    const insertRecord = this.database.prepare(
      'INSERT INTO records (source, part, year_key, id, data) VALUES (?, ?, ?, ?, ?)',
    );
    const upsertImport = this.database.prepare(
      `INSERT OR REPLACE INTO imports (source, part, year_key, year, file_name, rows, rejected, imported_at, notes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.database.transaction(() => {
      removeRecords.run(source, result.part, key);
      for (const record of result.rows) {
        insertRecord.run(source, result.part, key, record.id, JSON.stringify(record));
      }
      upsertImport.run(
        source,
        result.part,
        key,
        result.year,
        details.fileName,
        result.rows.length,
        result.rejects.length,
        details.importedAt.toISOString(),
        JSON.stringify(result.notes),
      );
    })();
  }

  /** Every staged slot, by source, part and year. */
  imports(): StagedImport[] {
    const rows = this.database
      .prepare('SELECT source, part, year, file_name, rows, rejected, imported_at, notes FROM imports ORDER BY source, part, year_key')
      .all() as ImportRow[];
    return rows.map((row) => ({ ...row, source: row.source as SourceId, notes: JSON.parse(row.notes) as string[] }));
  }

  /** The slots the live dataset is composed from: the newest year of each source part. */
  currentImports(): StagedImport[] {
    const newest = new Map<string, StagedImport>();
    for (const slot of this.imports()) newest.set(`${slot.source}/${slot.part}`, slot); // imports() is year-ordered
    return [...newest.values()];
  }

  /** Records of the newest slot of a source part, checked to be of the expected kind; empty when none is staged. */
  currentRecords<K extends StagedKind>(source: SourceId, part: string, kind: K): { slot: StagedImport; rows: RecordOfKind<K>[] } | undefined {
    const slot = this.currentImports().find((candidate) => candidate.source === source && candidate.part === part);
    if (!slot) return undefined;
    const rows = this.database
      .prepare('SELECT data FROM records WHERE source = ? AND part = ? AND year_key = ? ORDER BY id')
      .all(source, part, yearKey(slot.year)) as { data: string }[];
    const records = rows.map((row) => JSON.parse(row.data) as StagedRecord);
    const wrong = records.find((record) => record.kind !== kind);
    if (wrong) throw new Error(`staging slot ${source}/${part} holds ${wrong.kind} records, expected ${kind}`);
    return { slot, rows: records as RecordOfKind<K>[] };
  }

  close(): void {
    this.database.close();
  }
}
