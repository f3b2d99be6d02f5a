import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import kuzu, { type Connection } from 'kuzu';
import { readProjectionInput } from './dataset-reader.js';
import {
  acquireBuildLock,
  createGraphVersion,
  publishGraphVersion,
  readCurrentVersion,
  removeGraphVersions,
} from './graph-versions.js';
import { writeKuzuCsv } from './kuzu-csv.js';
import { type GraphProjection, projectDataset } from './projection.js';
import { GRAPH_SCHEMA, type GraphSchema, kuzuSchemaStatements } from './schema.js';

export interface BuildGraphOptions {
  /** The SQLite dataset file to project. */
  datasetFile: string;
  /** The graph directory (holds the CURRENT pointer and one folder per built version). */
  graphDir: string;
  /** Buffer pool for the build, bytes. */
  bufferPoolBytes?: number;
}

export interface BuildGraphResult {
  version: string;
  databasePath: string;
  nodes: Record<string, number>;
  relationships: Record<string, number>;
  skipped: Record<string, number>;
  /** Old versions deleted after the swap. */
  removedVersions: string[];
  milliseconds: { read: number; project: number; csv: number; copy: number; total: number };
}

const DEFAULT_BUILD_BUFFER_POOL_BYTES = 512 * 1024 * 1024;

/**
 * Builds the kuzu graph of a dataset file into a fresh version directory, then points CURRENT at it.
 * Rows are loaded with COPY FROM CSV (bulk, no row inserts). The version that was current before is
 * kept for processes still reading it; older versions are removed.
 */
export async function buildGraph(options: BuildGraphOptions): Promise<BuildGraphResult> {
  const started = performance.now();
  const graphDir = path.resolve(options.graphDir);
  fs.mkdirSync(graphDir, { recursive: true });
  const releaseLock = acquireBuildLock(graphDir);
  try {
    const input = readProjectionInput(options.datasetFile);
    const read = performance.now();
    const projection = projectDataset(input, GRAPH_SCHEMA);
    const projected = performance.now();

    const version = createGraphVersion(graphDir);
    const csvDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-graph-csv-'));
    let csvDone = projected;
    try {
      const files = writeCsvFiles(projection, GRAPH_SCHEMA, csvDir);
      csvDone = performance.now();
      await loadDatabase(version.databasePath, GRAPH_SCHEMA, files, options.bufferPoolBytes);
    } catch (error) {
      fs.rmSync(version.directory, { recursive: true, force: true });
      throw error;
    } finally {
      fs.rmSync(csvDir, { recursive: true, force: true });
    }
    const copied = performance.now();

    const previous = readCurrentVersion(graphDir);
    publishGraphVersion(graphDir, version.name);
    const removedVersions = removeGraphVersions(graphDir, [version.name, previous]);
    return {
      version: version.name,
      databasePath: version.databasePath,
      nodes: countEach(projection.nodes),
      relationships: countEach(projection.relationships),
      skipped: projection.skipped,
      removedVersions,
      milliseconds: {
        read: read - started,
        project: projected - read,
        csv: csvDone - projected,
        copy: copied - csvDone,
        total: performance.now() - started,
      },
    };
  } finally {
    releaseLock();
  }
}

interface CsvFile {
  table: string;
  path: string;
  rows: number;
  hasQuotedNewlines: boolean;
}

function writeCsvFiles(projection: GraphProjection, schema: GraphSchema, csvDir: string): CsvFile[] {
  const files: CsvFile[] = [];
  for (const node of schema.nodes) {
    const names = node.properties.map((property) => property.name);
    const rows = (projection.nodes[node.label] ?? []).map((record) => names.map((name) => record[name]));
    const filePath = path.join(csvDir, `${node.label}.csv`);
    files.push({ table: node.label, path: filePath, ...writeKuzuCsv(filePath, names, rows) });
  }
  for (const relationship of schema.relationships) {
    const names = relationship.properties.map((property) => property.name);
    const rows = (projection.relationships[relationship.type] ?? []).map((edge) => [
      edge.from,
      edge.to,
      ...names.map((name) => edge.properties[name]),
    ]);
    const filePath = path.join(csvDir, `${relationship.type}.csv`);
    files.push({ table: relationship.type, path: filePath, ...writeKuzuCsv(filePath, ['from', 'to', ...names], rows) });
  }
  return files;
}

async function loadDatabase(
  databasePath: string,
  schema: GraphSchema,
  files: readonly CsvFile[],
  bufferPoolBytes = DEFAULT_BUILD_BUFFER_POOL_BYTES,
): Promise<void> {
  const database = new kuzu.Database(databasePath, bufferPoolBytes);
  const connection = new kuzu.Connection(database);
  try {
    for (const statement of kuzuSchemaStatements(schema)) await runStatement(connection, statement);
    // Node tables first: a relationship COPY looks its end nodes up by primary key.
    for (const file of files) {
      if (file.rows === 0) continue;
      const options = file.hasQuotedNewlines ? 'HEADER=true, PARALLEL=false' : 'HEADER=true';
      await runStatement(connection, `COPY ${file.table} FROM '${file.path.replace(/'/g, "\\'")}' (${options})`);
    }
  } finally {
    // Every result was closed by runStatement, so closing here cannot crash kuzu.
    await connection.close();
    await database.close();
  }
}

/** One statement per call, and its result closed before anything else happens. */
async function runStatement(connection: Connection, statement: string): Promise<void> {
  const result = await connection.query(statement);
  if (Array.isArray(result)) throw new Error(`Expected one statement, got ${result.length}: ${statement}`);
  result.close();
}

function countEach(tables: Record<string, readonly unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}
