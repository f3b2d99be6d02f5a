import type { StagedRecord } from './records.js';

/** The sources `k12-intel import <source> <path>` accepts. */
export const SOURCE_IDS = [
  'saipe',
  'cwift',
  'ccd-school',
  'ccd-district',
  'hifld',
  'usac-vendors',
  'usac-entities',
  'usac-frn',
  'elsi',
  'nces-search',
  'edfacts',
  'crdc-lea',
] as const;

export type SourceId = (typeof SOURCE_IDS)[number];

/** A data row the importer refused, with the reason. Nothing is dropped without one of these. */
export interface RejectedRow {
  /** 1-based line of the file (sheet row for spreadsheets) where the row starts. */
  line: number;
  reason: string;
  /** The row as it appeared in the file, cut to a readable length. */
  raw?: string;
}

export interface ImportProgress {
  phase: 'parse' | 'stage' | 'compose' | 'write';
  /** Units done and total: bytes while parsing, rows or steps afterwards. */
  done: number;
  total: number;
}

export type ProgressCallback = (progress: ImportProgress) => void;

export interface ParseResult<Row extends StagedRecord = StagedRecord> {
  /**
   * Which file of the source this was (e.g. `lea` or `state` for CWIFT, `directory` or `membership`
   * for CCD schools). The staging store keeps one set of records per source, part and year.
   */
  part: string;
  /** The school, survey or funding year the file describes (start year of a school year). */
  year: number | null;
  rows: Row[];
  rejects: RejectedRow[];
  /** A few facts about the file worth showing after an import (layout detected, values kept raw...). */
  notes: string[];
}

export interface SourceImporter<Row extends StagedRecord = StagedRecord> {
  id: SourceId;
  title: string;
  description: string;
  /** True when a header row (column names as found in the file) belongs to this source. */
  detect?(header: readonly string[]): boolean;
  parse(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<Row>>;
}

export function isSourceId(value: string): value is SourceId {
  return (SOURCE_IDS as readonly string[]).includes(value);
}
