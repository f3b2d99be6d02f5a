import { loadConfig, type Env } from '../../../config.js';
import type { DatasetHandle, Logger } from '../../../context.js';
import { derivedValues, type DatasetCatalog } from '../../../data/catalog.js';
import type { Runtime } from '../../../runtime.js';
import { issueKey } from '../../../services/keys/api-keys.js';
import { CallerCache } from '../../../services/keys/caller-cache.js';
import { Limiter } from '../../../services/limits/limiter.js';
import { CursorCodec } from '../../../tooling/cursor.js';
import type { Tier } from '../../../tooling/tiers.js';
import { MemoryStateStore } from './memory-state.js';

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  fields?: Record<string, unknown>;
}

/** A logger that keeps what it is told, so tests can assert on it and nothing reaches stdout. */
export function recordingLogger(entries: LogEntry[] = []): Logger & { entries: LogEntry[] } {
  const record = (level: LogEntry['level']) => (message: string, fields?: Record<string, unknown>) => {
    entries.push({ level, message, fields });
  };
  return { entries, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}

/**
 * A Runtime for surface tests: in-memory state and the real limiter, and a dataset handle that
 * the test tools never read (they answer from their own fixtures).
 */
export function createTestRuntime(overrides: Partial<Env> = {}, log: Logger = recordingLogger()): Runtime {
  const config = loadConfig({}, { LOG_LEVEL: 'silent', OUTPUT_CHECK: 'all', ...overrides });
  const state = new MemoryStateStore();
  const sandbox: DatasetHandle = {
    name: 'sandbox',
    reader: {} as DatasetHandle['reader'],
    graph: () => Promise.reject(new Error('the test runtime has no graph')),
    derived: derivedValues(),
  };
  const datasets = {
    forMode: () => sandbox,
    nameFor: () => 'sandbox',
    loaded: () => [sandbox],
    close() {},
  } as unknown as DatasetCatalog;
  return {
    config,
    state,
    datasets,
    llm: undefined,
    limiter: new Limiter({ state, upgradeUrl: `${config.baseUrl}/marketplace/tiers` }),
    callers: new CallerCache(state),
    log,
    cursors: new CursorCodec(Buffer.from('surface tests cursor secret.....')),
    service: { version: '0.0.0-test', startedAt: new Date(0), datasets: () => [] },
    now: () => new Date(),
  };
}

/** Issues a test-mode key of the given tier in the runtime's state; returns the secret. */
export async function keyFor(runtime: Runtime, tier: Tier, accountName = 'tests'): Promise<string> {
  const issued = await issueKey(runtime.state, { accountName, tier, mode: 'test', now: runtime.now() });
  return issued.key;
}
