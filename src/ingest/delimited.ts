import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse';
import { badRequest } from '../errors.js';
import { FieldProblem } from './fields.js';
import type { ProgressCallback, RejectedRow } from './source.js';

/**
 * Streams a delimited text file (CSV or tab-separated) row by row, so national files of hundreds of
 * megabytes never sit in memory whole. Every data row reaches `onRow` as a column-name -> value map
 * with its starting line; rows with the wrong number of columns, and rows whose handler throws a
 * `FieldProblem`, become rejects with the reason.
 */
export interface DelimitedOptions {
  delimiter?: ',' | '\t';
  encoding?: 'utf8' | 'latin1';
  onProgress?: ProgressCallback;
  /** Rewrites column names before use (e.g. to one letter case), so layouts differing only in spelling share code. */
  normaliseHeader?: (name: string) => string;
  /** Columns the layout needs: a file without them is refused whole, before any row is read. */
  requiredColumns?: readonly string[];
  /** How the file is named in that refusal, e.g. "SAIPE CSV". */
  layoutName?: string;
  /** 1-based line of the header, for exports with title lines above it (NCES ELSI); default 1. */
  headerLine?: number;
}

export interface DelimitedRow {
  line: number;
  values: Readonly<Record<string, string>>;
  raw: string;
}

export interface DelimitedResult {
  header: string[];
  rejects: RejectedRow[];
  /** Data rows seen (accepted and rejected). */
  rowCount: number;
}

const RAW_LIMIT = 300;

export function clipRaw(raw: string): string {
  const clean = raw.replace(/\r?\n$/, '').replace(/\r$/, '');
  return clean.length > RAW_LIMIT ? `${clean.slice(0, RAW_LIMIT)}…` : clean;
}

/** Runs `handle`; a FieldProblem becomes a reject, anything else is a bug and propagates. */
export function collectReject(
  rejects: RejectedRow[],
  line: number,
  raw: string | undefined,
  handle: () => void,
): void {
  try {
    handle();
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    rejects.push({ line, reason: error.message, ...(raw === undefined ? {} : { raw: clipRaw(raw) }) });
  }
}

/** Tab when the first line has more tabs than commas (NCES ships both .csv and tab-separated .txt). */
export async function sniffDelimiter(filePath: string, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<',' | '\t'> {
  const stream = createReadStream(filePath, { encoding, end: 64 * 1024 });
  let head = '';
  for await (const chunk of stream) {
    head += String(chunk);
    if (head.includes('\n')) break;
  }
  stream.destroy();
  const firstLine = head.split('\n')[0] ?? '';
  const tabs = firstLine.split('\t').length;
  const commas = firstLine.split(',').length;
  return tabs > commas ? '\t' : ',';
}

export async function readHeader(filePath: string, options: DelimitedOptions = {}): Promise<string[]> {
  const delimiter = options.delimiter ?? (await sniffDelimiter(filePath, options.encoding));
  const stream = createReadStream(filePath, { encoding: options.encoding ?? 'utf8', end: 64 * 1024 });
  const parser = stream.pipe(
    parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, from_line: options.headerLine ?? 1, to_line: options.headerLine ?? 1 }),
  );
  for await (const record of parser as AsyncIterable<string[]>) {
    stream.destroy();
    return record.map((name) => name.trim());
  }
  return [];
}

export async function readDelimited(
  filePath: string,
  onRow: (row: DelimitedRow) => void,
  options: DelimitedOptions = {},
): Promise<DelimitedResult> {
  const { size } = await stat(filePath);
  const delimiter = options.delimiter ?? (await sniffDelimiter(filePath, options.encoding));
  const stream = createReadStream(filePath, { encoding: options.encoding ?? 'utf8' });
  const parser = stream.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      from_line: options.headerLine ?? 1,
    }),
  );
  let header: string[] | undefined;
  const rejects: RejectedRow[] = [];
  let rowCount = 0;
  let lastProgressBytes = 0;
  for await (const item of parser as AsyncIterable<{ record: string[]; raw: string; info: { lines: number; bytes: number } }>) {
    const { record, raw, info } = item;
    // info.lines is the line where the record ends; a quoted value may span several lines.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    if (header === undefined) {
      const normalise = options.normaliseHeader ?? ((name: string) => name);
      header = record.map((name) => normalise(name.trim()));
      const missing = missingColumns(header, options.requiredColumns ?? []);
      if (missing.length > 0) {
        stream.destroy();
        throw badRequest(
          `${path.basename(filePath)} is not a ${options.layoutName ?? 'file of this source'}: missing column(s) ${missing.join(', ')}`,
        );
      }
      continue;
    }
    rowCount += 1;
    if (record.length !== header.length) {
      rejects.push({
        line,
        reason: `expected ${header.length} columns, found ${record.length}`,
        raw: clipRaw(raw),
      });
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      values[name] = record[index] ?? '';
    });
    collectReject(rejects, line, raw, () => onRow({ line, values, raw }));
    if (options.onProgress && info.bytes - lastProgressBytes > 256 * 1024) {
      lastProgressBytes = info.bytes;
      options.onProgress({ phase: 'parse', done: Math.min(info.bytes, size), total: size });
    }
  }
  options.onProgress?.({ phase: 'parse', done: size, total: size });
  return { header: header ?? [], rejects, rowCount };
}

/** Column names missing from a header, for a clear refusal of a file in the wrong layout. */
export function missingColumns(header: readonly string[], required: readonly string[]): string[] {
  const present = new Set(header.map((name) => name.toUpperCase()));
  return required.filter((name) => !present.has(name.toUpperCase()));
}
