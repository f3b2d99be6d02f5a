import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../../seeds/sandbox/index.js';
import { buildGraph } from './build-kuzu.js';
import { KuzuGraphStore } from './kuzu-store.js';

/**
 * A generated sandbox at scale 0.01, projected: the graph's counts and totals must equal the same
 * figures computed in SQL straight from the dataset file.
 */
let workDir: string;
let sqlite: Database.Database;
let store: KuzuGraphStore;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-sandbox-'));
  const datasetFile = path.join(workDir, 'sandbox.sqlite');
  buildSandbox({ filePath: datasetFile, seed: 11, scale: 0.01, now: new Date('2025-01-01T00:00:00Z') });
  await buildGraph({ datasetFile, graphDir: path.join(workDir, 'graph') });
  sqlite = new Database(datasetFile, { readonly: true });
  store = await KuzuGraphStore.open(path.join(workDir, 'graph'));
});

afterAll(async () => {
  await store?.close();
  sqlite?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const sql = (query: string) => sqlite.prepare(query).get() as Record<string, number>;
const graph = async (cypher: string) => (await store.query(cypher)).rows[0]!;

/** Commitments with the district they reach: the entity's LEAID, else its school's. */
const COMMITMENT_DISTRICTS = `
  SELECT c.*, coalesce(e.leaid, s.leaid) AS district
  FROM erate_commitments c
  JOIN erate_entities e ON e.ben = c.ben
  LEFT JOIN schools s ON s.nces_id = e.nces_id
  WHERE coalesce(e.leaid, s.leaid) IN (SELECT leaid FROM districts)
    AND c.spin IN (SELECT spin FROM erate_vendors)`;

describe('graph of a generated sandbox (scale 0.01)', () => {
  it.each([
    ['State', 'states'],
    ['District', 'districts'],
    ['School', 'schools'],
    ['Program', 'programs'],
    ['Vendor', 'erate_vendors'],
  ])('count(%s nodes) = rows of %s', async (label, table) => {
    const expected = sql(`SELECT count(*) AS n FROM ${table}`).n;
    expect(expected).toBeGreaterThan(0);
    expect((await graph(`MATCH (n:${label}) RETURN count(*) AS n`)).n).toBe(expected);
  });

  it('count(IN_DISTRICT) = schools whose district is in the dataset', async () => {
    const expected = sql('SELECT count(*) AS n FROM schools WHERE leaid IN (SELECT leaid FROM districts)').n;
    expect((await graph('MATCH (:School)-[r:IN_DISTRICT]->(:District) RETURN count(r) AS n')).n).toBe(expected);
  });

  it('count(IN_STATE) = districts whose state is in the dataset', async () => {
    const expected = sql('SELECT count(*) AS n FROM districts WHERE state IN (SELECT abbr FROM states)').n;
    expect((await graph('MATCH (:District)-[r:IN_STATE]->(:State) RETURN count(r) AS n')).n).toBe(expected);
  });

  it('SERVED: one relationship per vendor, district, year, category, service type; totals equal SQL', async () => {
    const expected = sql(`
      SELECT count(*) AS relationships, sum(requests) AS requests, sum(committed) AS committed FROM (
        SELECT count(*) AS requests, sum(committed_amount) AS committed FROM (${COMMITMENT_DISTRICTS})
        GROUP BY spin, district, funding_year, category, service_type)`);
    expect(expected.relationships).toBeGreaterThan(0);
    const actual = await graph(
      'MATCH (:Vendor)-[r:SERVED]->(:District) ' +
        'RETURN count(r) AS relationships, sum(r.request_count) AS requests, sum(r.committed_amount) AS committed',
    );
    expect(actual.relationships).toBe(expected.relationships);
    expect(actual.requests).toBe(expected.requests);
    expect(actual.committed).toBeCloseTo(expected.committed!, 0);
  });

  it('every school property that is set in SQL is set in the graph (enrollment total)', async () => {
    const expected = sql('SELECT sum(enrollment) AS total FROM schools').total;
    expect((await graph('MATCH (s:School) RETURN sum(s.enrollment) AS total')).total).toBe(expected);
  });
});
