import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import { graphDirectory } from '../data/build.js';
import { DatasetCatalog, datasetFile } from '../data/catalog.js';
import { KuzuGraphStore } from '../data/graph/kuzu-store.js';
import type { KeyMode, StateStore } from '../data/state/port.js';
import { createLogger } from '../logger.js';
import { createApp, createRegistry } from '../main.js';
import { VERSION } from '../package-info.js';
import { contextFor, type Runtime } from '../runtime.js';
import { issueKey } from '../services/keys/api-keys.js';
import { CallerCache } from '../services/keys/caller-cache.js';
import { Limiter } from '../services/limits/limiter.js';
import { OcrEngine } from '../services/extract/ocr.js';
import type { ToolContext } from '../context.js';
import type { Tier } from '../tooling/tiers.js';
import { ToolRegistry } from '../tooling/registry.js';
import { CursorCodec } from '../tooling/cursor.js';
import type { AnyTool } from '../tooling/define-tool.js';
import { allTools } from '../../tools/index.js';

/**
 * A real service for tests: the shared test sandbox (built once by global-setup), a state store
 * given by the test (SQLite or PostgreSQL), and a clock the test controls.
 */
export interface TestService {
  runtime: Runtime;
  registry: ToolRegistry;
  app: express.Express;
  clock: { now: Date };
  key(tier: Tier, options?: { mode?: KeyMode; account?: string }): Promise<{ key: string; keyId: string }>;
  context(tier?: Tier): Promise<ToolContext>;
  dispose(): void;
}

export function sandboxDataDir(): string {
  return inject('sandboxDataDir');
}

export interface TestServiceOptions {
  /** Tools served besides the real catalogue (shell tests use small tools of their own). */
  extraTools?: AnyTool[];
  /** Link the shared test sandbox into the data dir (default true; shell tests need no data). */
  withSandbox?: boolean;
  now?: Date;
}

export function createTestService(state: StateStore, options: TestServiceOptions = {}): TestService {
  // Each service gets its own data dir holding links to the shared sandbox, so a test can add a
  // live dataset without touching other tests.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-service-'));
  if (options.withSandbox !== false) linkSandbox(sandboxDataDir(), dataDir);
  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: 8080, OUTPUT_CHECK: 'all' });
  const clock = { now: options.now ?? new Date('2026-11-22T15:00:00Z') };
  const datasets = new DatasetCatalog({
    dataDir,
    openGraph: async (name) => KuzuGraphStore.open(graphDirectory(dataDir, name)),
  });
  const runtime: Runtime = {
    config,
    state,
    datasets,
    llm: undefined,
    limiter: new Limiter({ state, upgradeUrl: `${config.baseUrl}/marketplace/tiers` }),
    callers: new CallerCache(state),
    log: createLogger('silent'),
    now: () => new Date(clock.now),
    cursors: new CursorCodec(Buffer.from('test cursor secret, 32 bytes....')),
    ocr: new OcrEngine(),
    service: {
      version: VERSION,
      startedAt: new Date(clock.now.getTime() - 60_000),
      datasets: () => datasets.loaded().map((handle) => ({ name: handle.name, meta: handle.reader.meta() })),
    },
  };
  const registry = options.extraTools ? new ToolRegistry([...allTools, ...options.extraTools]) : createRegistry();
  const app = createApp(runtime, registry);
  return {
    runtime,
    registry,
    app,
    clock,
    async key(tier, keyOptions = {}) {
      const { key, record } = await issueKey(state, {
        accountName: keyOptions.account ?? 'test-account',
        tier,
        mode: keyOptions.mode ?? 'test',
        now: runtime.now(),
      });
      return { key, keyId: record.key_id };
    },
    async context(tier) {
      if (!tier) return contextFor(runtime, undefined);
      const { keyId } = await this.key(tier);
      const record = (await state.findKey(keyId))!;
      return contextFor(runtime, {
        keyId, accountId: record.account_id, accountName: record.account_name, tier, mode: 'test',
      });
    },
    dispose() {
      datasets.close();
      void runtime.ocr?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function linkSandbox(from: string, to: string): void {
  const file = datasetFile(from, 'sandbox');
  const target = datasetFile(to, 'sandbox');
  if (!fs.existsSync(target)) fs.symlinkSync(file, target);
  const graph = graphDirectory(from, 'sandbox');
  const graphTarget = graphDirectory(to, 'sandbox');
  if (!fs.existsSync(graphTarget)) fs.symlinkSync(graph, graphTarget);
}
