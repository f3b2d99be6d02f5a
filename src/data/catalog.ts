import fs from 'node:fs';
import path from 'node:path';
import type { DatasetHandle, DatasetName } from '../context.js';
import type { KeyMode } from './state/port.js';
import { DatasetReader } from './dataset/reader.js';
import type { GraphStore } from './graph/port.js';

export interface DatasetFiles {
  dataDir: string;
  /** Opens the graph projection of a dataset (kuzu by default, Neo4j when configured). */
  openGraph(name: DatasetName): Promise<GraphStore>;
}

export const datasetFile = (dataDir: string, name: DatasetName) => path.join(dataDir, `${name}.sqlite`);

/**
 * The datasets one process serves. The sandbox is always there; the live dataset appears once
 * an import has built it, and is reopened when an import replaces the file (checked at most every
 * few seconds, so a running service picks up new imports without a restart).
 */
export class DatasetCatalog {
  private readonly handles = new Map<DatasetName, { handle: DatasetHandle; mtimeMs: number }>();
  private lastLiveCheck = 0;

  constructor(private readonly files: DatasetFiles) {}

  /** Live keys read the live dataset when it exists; otherwise, like test keys, the sandbox. */
  forMode(mode: KeyMode): DatasetHandle {
    if (mode === 'live') {
      const live = this.live();
      if (live) return live;
    }
    return this.open('sandbox');
  }

  /** The name forMode would answer, without opening anything. */
  nameFor(mode: KeyMode): DatasetName {
    if (mode !== 'live') return 'sandbox';
    return this.handles.has('live') || fs.existsSync(datasetFile(this.files.dataDir, 'live')) ? 'live' : 'sandbox';
  }

  loaded(): DatasetHandle[] {
    return [...this.handles.values()].map((entry) => entry.handle);
  }

  close(): void {
    for (const { handle } of this.handles.values()) handle.reader.close();
    this.handles.clear();
  }

  private live(): DatasetHandle | undefined {
    const now = Date.now();
    const cached = this.handles.get('live');
    if (cached && now - this.lastLiveCheck < 5_000) return cached.handle;
    this.lastLiveCheck = now;
    const stat = fs.statSync(datasetFile(this.files.dataDir, 'live'), { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.handle;
    // The importer renamed a new file into place: requests still reading the old file finish on
    // their handle, which is closed a minute later.
    if (cached) setTimeout(() => cached.handle.reader.close(), 60_000).unref();
    return this.open('live', true);
  }

  private open(name: DatasetName, reopen = false): DatasetHandle {
    const cached = this.handles.get(name);
    if (cached && !reopen) return cached.handle;
    const file = datasetFile(this.files.dataDir, name);
    const mtimeMs = fs.statSync(file).mtimeMs;
    const reader = DatasetReader.open(file);
    let graph: Promise<GraphStore> | undefined;
    const handle: DatasetHandle = {
      name,
      reader,
      graph: () => (graph ??= this.files.openGraph(name)),
      derived: derivedValues(),
    };
    this.handles.set(name, { handle, mtimeMs });
    return handle;
  }
}

/** A per-dataset memo; a rejected promise is dropped so a failed build is tried again. */
export function derivedValues(): DatasetHandle['derived'] {
  const values = new Map<string, unknown>();
  return <T>(key: string, build: () => T): T => {
    if (values.has(key)) return values.get(key) as T;
    const value = build();
    values.set(key, value);
    if (value instanceof Promise) value.catch(() => values.delete(key));
    return value;
  };
}
