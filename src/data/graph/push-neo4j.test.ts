import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import neo4j from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushGraphToNeo4j } from './push-neo4j.js';
import { GRAPH_SCHEMA } from './schema.js';
import { FakeNeo4jDriver, type RecordedRun } from './testing/fake-neo4j.js';
import { writeFixtureDataset } from './testing/dataset-fixture.js';

describe('pushGraphToNeo4j', () => {
  let workDir: string;
  let driver: FakeNeo4jDriver;
  let result: Awaited<ReturnType<typeof pushGraphToNeo4j>>;
  const runsMatching = (pattern: RegExp) => driver.runs.filter((run) => pattern.test(run.query));
  const rowsOf = (runs: RecordedRun[]) => runs.flatMap((run) => run.parameters.rows as Record<string, unknown>[]);

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-push-'));
    driver = new FakeNeo4jDriver((run) =>
      /DELETE r RETURN count/.test(run.query) ? { columns: ['deleted'], records: [{ deleted: neo4j.int(0) }] } : {},
    );
    result = await pushGraphToNeo4j({
      datasetFile: writeFixtureDataset(workDir),
      driverConfig: { uri: 'bolt://unused' },
      batchSize: 2,
      driver,
    });
  });

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('pushGraphToNeo4j -> a uniqueness constraint per label, before any data, in WRITE sessions', () => {
    const constraints = driver.runs.slice(0, GRAPH_SCHEMA.nodes.length).map((run) => run.query);
    expect(constraints).toContain('CREATE CONSTRAINT school_nces_id IF NOT EXISTS FOR (n:School) REQUIRE n.nces_id IS UNIQUE');
    expect(new Set(driver.runs.map((run) => run.accessMode))).toEqual(new Set(['WRITE']));
  });

  it('pushGraphToNeo4j(6 schools, batchSize 2) -> three MERGE batches carrying every school once', () => {
    const batches = runsMatching(/MERGE \(n:School \{nces_id: row.nces_id\}\) SET n = row/);
    expect(batches).toHaveLength(3);
    expect(rowsOf(batches).map((row) => row.nces_id)).toHaveLength(6);
    expect(result.nodes.School).toBe(6);
  });

  it('pushGraphToNeo4j -> INT64 properties as Integers, doubles as numbers, nulls left out', () => {
    const travis = rowsOf(runsMatching(/MERGE \(n:School/)).find((row) => row.nces_id === '480000100001')!;
    expect(neo4j.isInt(travis.enrollment)).toBe(true);
    expect(travis.frl_pct).toBe(80);
    expect(travis.cep).toBe(true);
    expect('health_tier' in travis).toBe(false);
  });

  it('pushGraphToNeo4j -> nodes no longer in the dataset are removed by key', () => {
    const [removal] = runsMatching(/MATCH \(n:Vendor\) WHERE NOT n.spin IN \$keys DETACH DELETE n/);
    expect(removal?.parameters.keys).toEqual(['143000001', '143000002', '143000003']);
  });

  it('pushGraphToNeo4j -> each relationship type cleared, then merged on its identity properties', () => {
    const served = runsMatching(/MERGE \(a\)-\[r:SERVED/);
    expect(served[0]!.query).toContain(
      'MERGE (a)-[r:SERVED {funding_year: row.properties.funding_year, category: row.properties.category, ' +
        'service_type: row.properties.service_type}]->(b) SET r = row.properties',
    );
    const clearIndex = driver.runs.findIndex((run) => run.query.startsWith('MATCH ()-[r:SERVED]->()'));
    expect(clearIndex).toBeGreaterThan(-1);
    expect(clearIndex).toBeLessThan(driver.runs.indexOf(served[0]!));
    const edges = rowsOf(served) as { from: string; to: string; properties: Record<string, unknown> }[];
    expect(edges.map((edge) => [edge.from, edge.to, Number(edge.properties.committed_amount)])).toEqual([
      ['143000001', '4800001', 1500],
      ['143000001', '4800001', 2000],
      ['143000002', '4800002', 300],
    ]);
  });

  it('pushGraphToNeo4j(driver passed in) -> sessions closed, driver left open for its owner', () => {
    expect(driver.openSessions).toBe(0);
    expect(driver.closed).toBe(false);
  });
});
