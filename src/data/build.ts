import fs from 'node:fs';
import path from 'node:path';
import type { DatasetName, Logger } from '../context.js';
import { deriveSchoolScores } from '../core/scores/derive.js';
import { generateSandbox, sandboxCalendar } from '../../seeds/sandbox/index.js';
import type { DatasetContent, DatasetMeta } from './dataset/model.js';
import { writeDataset } from './dataset/writer.js';
import { datasetFile } from './catalog.js';
import { buildGraph } from './graph/build-kuzu.js';

export const graphDirectory = (dataDir: string, name: DatasetName) => path.join(dataDir, `graph-${name}`);

/** Derives the school scores of a dataset's content, then writes its SQLite file atomically. */
export function writeScoredDataset(file: string, content: DatasetContent, meta: DatasetMeta): ReturnType<typeof writeDataset> {
  content.school_scores = deriveSchoolScores(content);
  return writeDataset(file, content, meta);
}

/** Projects a written dataset into its kuzu graph (an atomic swap of graph versions). */
export async function projectGraph(dataDir: string, name: DatasetName): Promise<void> {
  await buildGraph({ datasetFile: datasetFile(dataDir, name), graphDir: graphDirectory(dataDir, name) });
}

/**
 * The one build step every dataset goes through, whether generated or imported: derive the
 * scores, write the SQLite file atomically, then project it into the graph.
 */
export async function buildDatasetFiles(options: {
  dataDir: string;
  name: DatasetName;
  content: DatasetContent;
  meta: DatasetMeta;
  log?: Logger;
}): Promise<{ file: string; seconds: { write: number; graph: number } }> {
  const { dataDir, name, content, meta, log } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const timer = stopwatch();
  const file = datasetFile(dataDir, name);
  writeScoredDataset(file, content, meta);
  const write = timer();
  await projectGraph(dataDir, name);
  const graph = timer();
  log?.info('dataset built', { dataset: name, schools: content.schools.length, write, graph });
  return { file, seconds: { write, graph } };
}

export async function buildSandboxDataset(options: {
  dataDir: string;
  seed?: number;
  scale?: number;
  /** The day generated dates are relative to: the build day unless given (`k12-intel seed --as-of`). */
  asOf?: Date;
  log?: Logger;
}): Promise<{ file: string; schools: number; seconds: number; asOf: string }> {
  const seed = options.seed ?? 20261122;
  const scale = options.scale ?? 1;
  const builtAt = new Date();
  const asOf = options.asOf ?? builtAt;
  const started = Date.now();
  const content = generateSandbox({ seed, scale, asOf });
  const calendar = sandboxCalendar(asOf);
  const meta: DatasetMeta = {
    name: 'sandbox',
    built_at: builtAt.toISOString(),
    sources: [{ source: 'sandbox-generator', year: null, rows: content.schools.length, generated: true }],
    seed,
    scale,
    as_of: calendar.asOf,
  };
  const { file } = await buildDatasetFiles({ dataDir: options.dataDir, name: 'sandbox', content, meta, log: options.log });
  return { file, schools: content.schools.length, seconds: (Date.now() - started) / 1000, asOf: calendar.asOf };
}

function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const seconds = Math.round(now - last) / 1000;
    last = now;
    return seconds;
  };
}
