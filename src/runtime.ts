import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Caller, DatasetHandle, DatasetName, Logger, ServiceInfo, ToolContext } from './context.js';
import type { DatasetCatalog } from './data/catalog.js';
import type { StateStore } from './data/state/port.js';
import type { CallerCache } from './services/keys/caller-cache.js';
import type { Limiter } from './services/limits/limiter.js';
import type { LlmClient } from './services/llm/port.js';
import type { OcrEngine } from './services/extract/ocr.js';
import type { CursorCodec } from './tooling/cursor.js';
import type { Meter } from './tooling/run-tool.js';
import type { ToolRegistry } from './tooling/registry.js';

/**
 * The long-lived parts of a running service, built once by the composition root (main.ts) and
 * shared by every surface. Surfaces turn it into a ToolContext per call.
 */
export interface Runtime {
  config: Config;
  state: StateStore;
  datasets: DatasetCatalog;
  llm: LlmClient | undefined;
  limiter: Limiter;
  /** Authenticated keys of the last second (see CallerCache), shared by the HTTP surfaces. */
  callers: CallerCache;
  log: Logger;
  service: ServiceInfo;
  cursors: CursorCodec;
  now(): Date;
  /** One OCR worker for the process, started on first use and closed with the service. */
  ocr?: OcrEngine;
  /** The tool catalogue, once a surface is built on it: lets the agent call tools (see ToolContext.tools). */
  tools?: ToolRegistry;
}

/** The dataset a caller reads: test keys and keyless calls the sandbox, live keys the live dataset. */
export function datasetFor(runtime: Runtime, caller: Caller | undefined): DatasetHandle {
  return runtime.datasets.forMode(caller?.mode ?? 'test');
}

export function datasetNameFor(runtime: Runtime, caller: Caller | undefined): DatasetName {
  return runtime.datasets.nameFor(caller?.mode ?? 'test');
}

export function contextFor(runtime: Runtime, caller: Caller | undefined, requestId: string = randomUUID()): ToolContext {
  let dataset: DatasetHandle | undefined;
  return {
    caller,
    // Opened on first use: tools that read no data (keys, usage, health) never touch a dataset.
    get dataset() {
      return (dataset ??= datasetFor(runtime, caller));
    },
    state: runtime.state,
    config: runtime.config,
    llm: runtime.llm,
    now: runtime.now,
    requestId,
    log: runtime.log,
    service: runtime.service,
    cursors: runtime.cursors,
    ocr: runtime.ocr,
    tools: runtime.tools,
    unservedAllowance: (keyId, bucket) => runtime.limiter.leases.unserved(keyId, bucket),
  };
}

/** Meters each call with the runtime's limiter, on the counter the tool declares. */
export function meterFor(runtime: Runtime): Meter {
  return {
    async meter(context, tool) {
      if (!context.caller) return undefined;
      const metering = tool.metering ?? 'daily';
      if (metering === 'none') return undefined;
      return runtime.limiter.meter(context.caller, metering, context.now());
    },
  };
}
