import fs from 'node:fs';
import path from 'node:path';
import type { DatasetName, Logger } from '../context.js';
import { deriveSchoolScores } from '../core/scores/derive.js';
import { generateSandbox } from '../../seeds/sandbox/index.js';
import type { DatasetContent, DatasetMeta } from './dataset/model.js';
import { writeDataset } from './dataset/writer.js';
import { datasetFile } from './catalog.js';
import { buildGraph } from './graph/build-kuzu.js';

export const graphDirectory = (dataDir: string, name: DatasetName) => path.join(dataDir, `graph-${name}`);

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
}): Promise<{ file: string; seconds: { scores: number; write: number; graph: number } }> {
  const { dataDir, name, content, meta, log } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const timer = stopwatch();
  content.school_scores = deriveSchoolScores(content);
  const scores = timer();
  const file = datasetFile(dataDir, name);
  writeDataset(file, content, meta);
  const write = timer();
  await buildGraph({ datasetFile: file, graphDir: graphDirectory(dataDir, name) });
  const graph = timer();
  log?.info('dataset built', { dataset: name, schools: content.schools.length, scores, write, graph });
  return { file, seconds: { scores, write, graph } };
}

export async function buildSandboxDataset(options: {
  dataDir: string;
  seed?: number;
  scale?: number;
  log?: Logger;
}): Promise<{ file: string; schools: number; seconds: number }> {
  const seed = options.seed ?? 20261122;
  const scale = options.scale ?? 1;
  const started = Date.now();
  const content = generateSandbox({ seed, scale });
  const meta: DatasetMeta = {
    name: 'sandbox',
    built_at: new Date().toISOString(),
    sources: [{ source: 'sandbox-generator', year: null, rows: content.schools.length, generated: true }],
    seed,
    scale,
  };
  const { file } = await buildDatasetFiles({ dataDir: options.dataDir, name: 'sandbox', content, meta, log: options.log });
  return { file, schools: content.schools.length, seconds: (Date.now() - started) / 1000 };
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
