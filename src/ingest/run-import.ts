import fs from 'node:fs';
import path from 'node:path';
import type { DatasetContent } from '../data/dataset/model.js';
import { writeDataset } from '../data/dataset/writer.js';
import { deriveSchoolScores } from '../core/scores/derive.js';
import type { StateStore } from '../data/state/port.js';
import { AppError, badRequest } from '../errors.js';
import { readHeader } from './delimited.js';
import { composeLive, contentHash, tableCounts } from './compose-live.js';
import { detectSources, findImporter } from './registry.js';
import type { ProgressCallback, RejectedRow, SourceId, SourceImporter } from './source.js';
import { stagingPath, StagingStore } from './staging.js';

export function livePath(dataDir: string): string {
  return path.join(dataDir, 'live.sqlite');
}

export interface RunImportOptions {
  /** One of the source ids (`saipe`, `cwift`, `ccd-school`, ...). */
  source: string;
  filePath: string;
  dataDir: string;
  /** Receives the `data.updated` event once the new live dataset is in place. */
  state?: Pick<StateStore, 'recordEvent'>;
  now: () => Date;
  onProgress?: ProgressCallback;
  /** The dataset writer; tests may pass their own. */
  write?: typeof writeDataset;
}

export interface ImportSummary {
  source: SourceId;
  /** Which file of the source it was (e.g. `lea`, `membership`). */
  part: string;
  year: number | null;
  file: string;
  rows: number;
  rejected: number;
  /** The first rejects, each with line and reason (all are counted in `rejected`). */
  rejects: RejectedRow[];
  notes: string[];
  dataset: {
    path: string;
    tables: Record<keyof DatasetContent, number>;
    content_hash: string;
    sources: { source: string; year: number | null; rows: number }[];
  };
  milliseconds: number;
}

const REJECT_SAMPLE = 20;

/**
 * Parses the file; when the importer refuses its layout, the refusal also names the sources whose
 * layout the header does fit, so a file given under the wrong source name says which one to use.
 */
async function parseOrSuggest(importer: SourceImporter, filePath: string, onProgress: ImportOptionsProgress) {
  try {
    return await importer.parse(filePath, onProgress);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    const header = await readHeader(filePath).catch(() => [] as string[]);
    const fits = detectSources(header).filter((candidate) => candidate.id !== importer.id);
    if (fits.length === 0) throw error;
    const names = fits.map((candidate) => `${candidate.id} (${candidate.title})`).join(', ');
    throw badRequest(`${error.message}. The header looks like the layout of: ${names}; try k12-intel import ${fits[0]!.id} ${path.basename(filePath)}`);
  }
}

type ImportOptionsProgress = RunImportOptions['onProgress'];

/**
 * Imports one file: parse and validate it, replace its slot in the staging store, compose the live
 * dataset from everything staged, write it (the writer renames a finished file over the old one, so
 * readers never see half an import), then record `data.updated`.
 */
export async function runImport(options: RunImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const importer = findImporter(options.source);
  if (!fs.existsSync(options.filePath) || !fs.statSync(options.filePath).isFile()) {
    throw badRequest(`No such file: ${options.filePath}`);
  }
  const parsed = await parseOrSuggest(importer, options.filePath, options.onProgress);

  const staging = StagingStore.open(stagingPath(options.dataDir));
  try {
    options.onProgress?.({ phase: 'stage', done: 0, total: 1 });
    staging.replace(importer.id, parsed, { fileName: path.basename(options.filePath), importedAt: options.now() });
    options.onProgress?.({ phase: 'stage', done: 1, total: 1 });

    options.onProgress?.({ phase: 'compose', done: 0, total: 1 });
    const composed = composeLive(staging, options.now());
    options.onProgress?.({ phase: 'compose', done: 1, total: 1 });

    options.onProgress?.({ phase: 'write', done: 0, total: 1 });
    const target = livePath(options.dataDir);
    // Scores are derived for the live dataset exactly as for the sandbox (docs/SCORING.md), from
    // whatever the imported sources give; each records the inputs it lacked.
    composed.content.school_scores = deriveSchoolScores(composed.content);
    (options.write ?? writeDataset)(target, composed.content, composed.meta);
    options.onProgress?.({ phase: 'write', done: 1, total: 1 });

    await options.state?.recordEvent(
      'data.updated',
      { dataset: 'live', source: importer.id, rows: parsed.rows.length, rejected: parsed.rejects.length },
      options.now(),
    );

    return {
      source: importer.id,
      part: parsed.part,
      year: parsed.year,
      file: path.basename(options.filePath),
      rows: parsed.rows.length,
      rejected: parsed.rejects.length,
      rejects: parsed.rejects.slice(0, REJECT_SAMPLE),
      notes: [...parsed.notes, ...composed.notes],
      dataset: {
        path: target,
        tables: tableCounts(composed.content),
        content_hash: contentHash(composed.content),
        sources: composed.meta.sources.map(({ source, year, rows }) => ({ source, year, rows })),
      },
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    staging.close();
  }
}
