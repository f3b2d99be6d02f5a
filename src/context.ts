import type { Config } from './config.js';
import type { DatasetMeta } from './data/dataset/model.js';
import type { DatasetReader } from './data/dataset/reader.js';
import type { GraphStore } from './data/graph/port.js';
import type { KeyMode, StateStore } from './data/state/port.js';
import type { LlmClient } from './services/llm/port.js';
import type { OcrEngine } from './services/extract/ocr.js';
import type { CursorCodec } from './tooling/cursor.js';
import type { Tier } from './tooling/tiers.js';
import type { ToolRegistry } from './tooling/registry.js';

/** Who is calling: the authenticated key, resolved before a tool runs. */
export interface Caller {
  keyId: string;
  accountId: string;
  accountName: string;
  tier: Tier;
  mode: KeyMode;
}

export type DatasetName = 'sandbox' | 'live';

/** The dataset a request reads: sandbox for test keys, live for live keys once one is imported. */
export interface DatasetHandle {
  name: DatasetName;
  reader: DatasetReader;
  /** The graph projection of the same dataset, opened on first use. */
  graph(): Promise<GraphStore>;
  /**
   * A value derived from this dataset once per process (e.g. the scoring basis), kept with the
   * handle so it goes when an import replaces the file. A rejected promise is forgotten, so the
   * next call builds it again.
   */
  derived<T>(key: string, build: () => T): T;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Facts about the running service, for the health and docs tools. */
export interface ServiceInfo {
  version: string;
  startedAt: Date;
  /** The datasets this process serves, with what each was built from. */
  datasets(): { name: DatasetName; meta: DatasetMeta }[];
}

/**
 * Everything a tool handler may use. Built per call by the surfaces (or directly by tests);
 * handlers never reach for globals or process.env.
 */
export interface ToolContext {
  caller: Caller | undefined;
  dataset: DatasetHandle;
  state: StateStore;
  config: Config;
  llm: LlmClient | undefined;
  now(): Date;
  requestId: string;
  log: Logger;
  service: ServiceInfo;
  /** Signs and checks the opaque pagination cursors of list tools. */
  cursors: CursorCodec;
  /** The service's OCR worker (document extraction); absent where a context is built without one. */
  ocr?: OcrEngine;
  /** The catalogue, for tools that call other tools (the agent) through runTool with this same caller. */
  tools?: ToolRegistry;
  /**
   * Requests this instance reserved for a key in a counter bucket but has not served yet (leases
   * of the Business allowance): the usage record leaves them out. Absent means none.
   */
  unservedAllowance?(keyId: string, bucket: string): number;
  /** Set by a streaming surface (server-sent events): a tool reports progress as it works. */
  progress?: (event: { type: string; data: unknown }) => void;
}
