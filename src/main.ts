import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import express from 'express';
import type { Config } from './config.js';
import type { DatasetName } from './context.js';
import { buildSandboxDataset, graphDirectory } from './data/build.js';
import { DatasetCatalog, datasetFile } from './data/catalog.js';
import { DatasetReader } from './data/dataset/reader.js';
import type { GraphStore } from './data/graph/port.js';
import { KuzuGraphStore } from './data/graph/kuzu-store.js';
import { createStateStore } from './data/state/index.js';
import { createLogger } from './logger.js';
import { VERSION } from './package-info.js';
import type { Runtime } from './runtime.js';
import { CallerCache } from './services/keys/caller-cache.js';
import { Limiter } from './services/limits/limiter.js';
import { createAnthropicClient } from './services/llm/anthropic.js';
import { OcrEngine } from './services/extract/ocr.js';
import { startIntegrationsWorker } from './services/webhooks/start-worker.js';
import { createRestApp } from './surfaces/rest/app.js';
import { docsRouter } from './surfaces/rest/docs.js';
import { mcpRouter } from './surfaces/mcp/http.js';
import { CursorCodec } from './tooling/cursor.js';
import { ToolRegistry } from './tooling/registry.js';
import { allTools } from '../tools/index.js';
import { scoringBasis } from '../tools/schools/scoring-basis.js';

/** The composition root: the only module that knows both the tools and the surfaces. */

export function createRegistry(): ToolRegistry {
  return new ToolRegistry(allTools);
}

export async function createRuntime(config: Config, options: { seedIfMissing?: boolean } = {}): Promise<Runtime> {
  const log = createLogger(config.LOG_LEVEL);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const state = createStateStore({ databaseUrl: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, dataDir: config.dataDir });
  await state.migrate();

  const sandboxProblem = sandboxUnusable(config.dataDir);
  if (sandboxProblem) {
    if (options.seedIfMissing === false) throw new Error(`${sandboxProblem}: run \`k12-intel seed\` first.`);
    // The sandbox is generated, so rebuilding it (first start, or after a schema change) loses nothing.
    log.info('building the sandbox dataset', { reason: sandboxProblem, scale: config.SEED_SCALE });
    const built = await buildSandboxDataset({ dataDir: config.dataDir, scale: config.SEED_SCALE, log });
    log.info('sandbox dataset ready', { schools: built.schools, seconds: built.seconds });
    await state.recordEvent('data.updated', { dataset: 'sandbox', source: 'seed', schools: built.schools }, new Date());
  }

  // The Neo4j driver is loaded only when Neo4j is configured: tens of MB a kuzu service does not need.
  const openGraph = async (name: DatasetName): Promise<GraphStore> =>
    config.NEO4J_URI
      ? (await import('./data/graph/neo4j-store.js')).Neo4jGraphStore.connect({ uri: config.NEO4J_URI, user: config.NEO4J_USER, password: config.NEO4J_PASSWORD })
      : KuzuGraphStore.open(graphDirectory(config.dataDir, name));
  const datasets = new DatasetCatalog({ dataDir: config.dataDir, openGraph });
  datasets.forMode('test'); // open the sandbox now so a broken file fails the start, not a request

  const startedAt = new Date();
  const cursors = new CursorCodec(cursorSecret(config));
  return {
    config,
    state,
    datasets,
    llm: config.ANTHROPIC_API_KEY ? createAnthropicClient(config.ANTHROPIC_API_KEY, config.ANTHROPIC_MODEL) : undefined,
    limiter: new Limiter({ state, upgradeUrl: `${config.baseUrl}/marketplace/tiers` }),
    callers: new CallerCache(state),
    log,
    now: () => new Date(),
    cursors,
    ocr: new OcrEngine(),
    service: {
      version: VERSION,
      startedAt,
      datasets: () => datasets.loaded().map((handle) => ({ name: handle.name, meta: handle.reader.meta() })),
    },
  };
}

/** Why the sandbox file cannot be served (missing, or built with another schema), or undefined. */
export function sandboxUnusable(dataDir: string): string | undefined {
  const file = datasetFile(dataDir, 'sandbox');
  if (!fs.existsSync(file)) return 'no sandbox dataset yet';
  try {
    DatasetReader.open(file).close();
    return undefined;
  } catch (error) {
    return `the sandbox dataset cannot be opened (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** CURSOR_SECRET when set; otherwise a random secret kept in the data dir across restarts. */
function cursorSecret(config: Config): Uint8Array {
  if (config.CURSOR_SECRET) return Buffer.from(config.CURSOR_SECRET, 'utf8');
  const file = path.join(config.dataDir, 'cursor-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

export function createApp(runtime: Runtime, registry: ToolRegistry): express.Express {
  runtime.tools ??= registry; // the agent calls the catalogue it is served with
  return createRestApp({
    runtime,
    registry,
    routers: [
      { paths: ['/docs', '/docs/{*file}'], router: docsRouter({ registry, baseUrl: runtime.config.baseUrl, version: VERSION }) },
      { paths: ['/mcp'], router: mcpRouter({ runtime, registry }) },
    ],
  });
}

/**
 * Between two full collections V8 lets the old generation grow up to four times what survived the
 * last one when allocation is fast, as it is while the scoring basis is built and a bulk answer is
 * written, and an idle server keeps what it grew (no collection runs to give it back). Growing by
 * half instead held a national process after warm-up at 339 MB rather than 441 MB, and after load at
 * 375 MB rather than 577 MB (bench/schools.bench.ts, one pair of runs: bulk import p50 226 ms against
 * 208); keyed GETs kept their rate (bench/http.bench.ts: 0.76 and 0.74 of bare Express).
 */
const HEAP_GROWING = '--heap-growing-percent=50';

export async function serve(config: Config): Promise<{ server: http.Server; runtime: Runtime; close(): Promise<void> }> {
  v8.setFlagsFromString(HEAP_GROWING);
  const runtime = await createRuntime(config);
  const registry = createRegistry();
  const app = createApp(runtime, registry);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // The scored school endpoints read the whole dataset once per process; do it now, in slices
  // that leave the event loop free, rather than on the first customer's request.
  void scoringBasis(runtime.datasets.forMode('test')).catch((error: unknown) =>
    runtime.log.warn('scoring basis warm-up failed; it will be built on first use', { error: String(error) }),
  );
  const integrationsWorker = startIntegrationsWorker(runtime);
  runtime.log.info('k12-intel listening', { url: `http://${config.HOST}:${port}`, docs: `http://${config.HOST}:${port}/docs`, mcp: `http://${config.HOST}:${port}/mcp` });
  return {
    server,
    runtime,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await integrationsWorker?.stop();
      await runtime.limiter.close();
      runtime.datasets.close();
      await runtime.ocr?.close();
      await runtime.state.close();
    },
  };
}
