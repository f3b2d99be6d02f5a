import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { graphDirectory } from '../../src/data/build.js';
import { DatasetCatalog, datasetFile } from '../../src/data/catalog.js';
import { KuzuGraphStore } from '../../src/data/graph/kuzu-store.js';
import { createStateStore } from '../../src/data/state/index.js';
import { AppError, toProblem } from '../../src/errors.js';
import { createLogger } from '../../src/logger.js';
import { createRegistry } from '../../src/main.js';
import { VERSION } from '../../src/package-info.js';
import { contextFor, type Runtime } from '../../src/runtime.js';
import { issueKey } from '../../src/services/keys/api-keys.js';
import { CallerCache } from '../../src/services/keys/caller-cache.js';
import { Limiter } from '../../src/services/limits/limiter.js';
import { OcrEngine } from '../../src/services/extract/ocr.js';
import type { LlmClient } from '../../src/services/llm/port.js';
import { CursorCodec } from '../../src/tooling/cursor.js';
import { runTool } from '../../src/tooling/run-tool.js';
import type { Tier } from '../../src/tooling/tiers.js';
import type { EvalTarget } from './types.js';

export interface InProcessTargetOptions {
  /** A data dir holding a built dataset (sandbox.sqlite and its graph), e.g. one `k12-intel seed` made. */
  dataDir: string;
  /** The caller's tier (default BUSINESS, so the daily allowance never cuts a run short). */
  tier?: Tier;
  /** A language model for the AI tools (default none: the local engines). */
  llm?: LlmClient;
}

/**
 * The service in this process: the real tool registry and runTool path over a dataset dir, read-only,
 * with its own throw-away state store (so a run writes nothing into the data dir). Calls are not
 * metered: an eval measures the engines, not the allowance.
 */
export async function createInProcessTarget(options: InProcessTargetOptions): Promise<EvalTarget> {
  const file = datasetFile(options.dataDir, 'sandbox');
  if (!fs.existsSync(file)) throw new Error(`No sandbox dataset in ${options.dataDir}: run \`k12-intel seed\` first.`);
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-eval-state-'));
  const state = createStateStore({ dataDir: stateDir });
  await state.migrate();
  const config = loadConfig({}, { DATA_DIR: options.dataDir, LOG_LEVEL: 'silent' });
  const datasets = new DatasetCatalog({ dataDir: options.dataDir, openGraph: (name) => KuzuGraphStore.open(graphDirectory(options.dataDir, name)) });
  const runtime: Runtime = {
    config,
    state,
    datasets,
    llm: options.llm,
    limiter: new Limiter({ state, upgradeUrl: `${config.baseUrl}/marketplace/tiers` }),
    callers: new CallerCache(state),
    log: createLogger('silent'),
    now: () => new Date(),
    cursors: new CursorCodec(randomBytes(32)),
    // Document extraction as the service runs it (the engine starts on the first scanned page).
    ocr: new OcrEngine(),
    service: { version: VERSION, startedAt: new Date(), datasets: () => datasets.loaded().map((handle) => ({ name: handle.name, meta: handle.reader.meta() })) },
  };
  const tier = options.tier ?? 'BUSINESS';
  const { record } = await issueKey(state, { accountName: 'eval', tier, mode: 'test', now: new Date() });
  const caller = { keyId: record.key_id, accountId: record.account_id, accountName: record.account_name, tier, mode: 'test' as const };
  const registry = createRegistry();
  runtime.tools = registry; // the agent calls the other tools through it

  return {
    kind: 'in-process',
    datasetFile: file,
    async callTool(name, args) {
      const started = performance.now();
      const tool = registry.get(name);
      if (!tool) return { ok: false, status: 404, body: { type: 'not_found', status: 404, detail: `No tool ${name}` }, ms: 0 };
      try {
        const body = await runTool(tool, contextFor(runtime, caller), args);
        return { ok: true, status: tool.rest?.status ?? 200, body, ms: performance.now() - started };
      } catch (error) {
        const problem = toProblem(error, `k12-intel://tools/${name}`, 'eval');
        const status = error instanceof AppError ? error.status : 500;
        return { ok: false, status, body: problem, ms: performance.now() - started };
      }
    },
    async close() {
      await runtime.ocr?.close();
      datasets.close();
      await state.close();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
