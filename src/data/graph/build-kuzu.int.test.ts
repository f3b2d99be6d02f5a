import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build-kuzu.js';
import { CURRENT_POINTER_FILE, acquireBuildLock, readCurrentVersion } from './graph-versions.js';
import { KuzuGraphStore } from './kuzu-store.js';
import { fixtureDataset, writeFixtureDataset } from './testing/dataset-fixture.js';

let workDir: string;
let graphDir: string;

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-build-'));
  graphDir = path.join(workDir, 'graph');
});

afterEach(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

const versionDirectories = () => fs.readdirSync(graphDir).filter((name) => name.startsWith('graph-')).sort();

async function count(store: KuzuGraphStore, cypher: string): Promise<number> {
  const result = await store.query(cypher);
  return result.rows[0]!.n as number;
}

describe('buildGraph', () => {
  it('buildGraph(fixture) -> graph node counts equal the dataset file row counts', async () => {
    const datasetFile = writeFixtureDataset(workDir);
    const result = await buildGraph({ datasetFile, graphDir });
    const sqlite = new Database(datasetFile, { readonly: true });
    const rows = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const expected = {
      State: rows('states'),
      District: rows('districts'),
      School: rows('schools'),
      Program: rows('programs'),
      Vendor: rows('erate_vendors'),
    };
    sqlite.close();

    const store = await KuzuGraphStore.open(graphDir);
    try {
      for (const [label, rowCount] of Object.entries(expected)) {
        expect(await count(store, `MATCH (n:${label}) RETURN count(*) AS n`)).toBe(rowCount);
      }
      for (const [type, relationshipCount] of Object.entries(result.relationships)) {
        expect(await count(store, `MATCH ()-[r:${type}]->() RETURN count(*) AS n`)).toBe(relationshipCount);
      }
    } finally {
      await store.close();
    }
    expect(result.nodes).toEqual(expected);
    expect(readCurrentVersion(graphDir)).toBe(result.version);
  });

  it('buildGraph twice while a store reads the first -> the reader keeps its answers, a new open sees the rebuild', async () => {
    const datasetFile = writeFixtureDataset(workDir);
    const first = await buildGraph({ datasetFile, graphDir });
    const reader = await KuzuGraphStore.open(graphDir);
    try {
      const smaller = fixtureDataset();
      smaller.schools = smaller.schools.slice(0, 2);
      const second = await buildGraph({ datasetFile: writeFixtureDataset(path.join(workDir), smaller), graphDir });

      expect(second.version).not.toBe(first.version);
      expect(readCurrentVersion(graphDir)).toBe(second.version);
      expect(await count(reader, 'MATCH (s:School) RETURN count(*) AS n')).toBe(6);
      const fresh = await KuzuGraphStore.open(graphDir);
      try {
        expect(await count(fresh, 'MATCH (s:School) RETURN count(*) AS n')).toBe(2);
      } finally {
        await fresh.close();
      }
    } finally {
      await reader.close();
    }
  });

  it('buildGraph three times -> only the current and the previous version remain', async () => {
    const datasetFile = writeFixtureDataset(workDir);
    const first = await buildGraph({ datasetFile, graphDir });
    const second = await buildGraph({ datasetFile, graphDir });
    const third = await buildGraph({ datasetFile, graphDir });
    expect(third.removedVersions).toEqual([first.version]);
    expect(versionDirectories()).toEqual([second.version, third.version].sort());
    expect(fs.readFileSync(path.join(graphDir, CURRENT_POINTER_FILE), 'utf8').trim()).toBe(third.version);
  });

  it('buildGraph(missing dataset file) -> rejects and leaves no version or pointer behind', async () => {
    await expect(buildGraph({ datasetFile: path.join(workDir, 'absent.sqlite'), graphDir })).rejects.toThrow();
    expect(versionDirectories()).toEqual([]);
    expect(readCurrentVersion(graphDir)).toBeNull();
  });

  it('buildGraph while another build holds the lock -> unavailable', async () => {
    const datasetFile = writeFixtureDataset(workDir);
    fs.mkdirSync(graphDir, { recursive: true });
    const release = acquireBuildLock(graphDir);
    try {
      await expect(buildGraph({ datasetFile, graphDir })).rejects.toMatchObject({ code: 'unavailable' });
    } finally {
      release();
    }
  });

  it('buildGraph(a lock left by a process that is gone) -> takes the lock over and builds', async () => {
    const datasetFile = writeFixtureDataset(workDir);
    fs.mkdirSync(graphDir, { recursive: true });
    fs.writeFileSync(path.join(graphDir, 'BUILDING.lock'), '999999999');
    await expect(buildGraph({ datasetFile, graphDir })).resolves.toMatchObject({ nodes: { School: 6 } });
  });

  it('buildGraph(board summary with a newline) -> loaded intact', async () => {
    const content = fixtureDataset();
    content.board_items[0]!.summary = 'Line one.\nLine "two", with a comma.';
    await buildGraph({ datasetFile: writeFixtureDataset(workDir, content), graphDir });
    const store = await KuzuGraphStore.open(graphDir);
    try {
      const result = await store.query('MATCH ()-[m:MENTIONED_IN_BOARD]->() RETURN m.summary AS summary');
      expect(result.rows).toEqual([{ summary: 'Line one.\nLine "two", with a comma.' }]);
    } finally {
      await store.close();
    }
  });
});

describe('KuzuGraphStore.open', () => {
  it('KuzuGraphStore.open(directory never built) -> unavailable', async () => {
    await expect(KuzuGraphStore.open(graphDir)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
