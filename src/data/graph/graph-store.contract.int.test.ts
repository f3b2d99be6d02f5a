import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphStoresUnderTest } from './testing/stores-under-test.js';
import { AppError } from '../../errors.js';
import type { GraphStore } from './port.js';
import { INTERNET, QUOTED_SCHOOL_NAME, writeFixtureDataset } from './testing/dataset-fixture.js';

/**
 * One suite, every configured store: the same Cypher (the subset of docs/GRAPH-SCHEMA.md) must give
 * the same answers on kuzu and on Neo4j. kuzu always runs; Neo4j runs when NEO4J_URI is set, and the
 * suite then replaces the graph in that database, so point it at a scratch one.
 */
const STORES = graphStoresUnderTest();

interface ContractCase {
  name: string;
  cypher: string;
  params?: Record<string, unknown>;
  rows: Record<string, unknown>[];
}

const CASES: ContractCase[] = [
  {
    name: 'schools per state through IN_DISTRICT and IN_STATE',
    cypher:
      'MATCH (s:School)-[:IN_DISTRICT]->(:District)-[:IN_STATE]->(st:State) ' +
      'RETURN st.abbr AS state, count(s) AS schools ORDER BY state',
    rows: [
      { state: 'NM', schools: 1 },
      { state: 'TX', schools: 4 },
    ],
  },
  {
    name: 'filter with parameters, ordered by a double',
    cypher:
      'MATCH (s:School) WHERE s.frl_pct >= $min_frl AND s.state = $state ' +
      'RETURN s.name AS name, s.frl_pct AS frl_pct ORDER BY s.frl_pct DESC',
    params: { min_frl: 50, state: 'TX' },
    rows: [
      { name: 'Travis Elementary', frl_pct: 80 },
      { name: 'Marfa High', frl_pct: 70 },
    ],
  },
  {
    name: 'sums over SERVED (an INT64 sum is a plain number)',
    cypher:
      'MATCH (v:Vendor)-[r:SERVED]->(:District) ' +
      'RETURN v.name AS vendor, sum(r.committed_amount) AS committed, sum(r.request_count) AS requests ' +
      'ORDER BY committed DESC',
    rows: [
      { vendor: 'FiberCo', committed: 3500, requests: 3 },
      { vendor: 'NetWorks', committed: 300, requests: 1 },
    ],
  },
  {
    name: 'a whole node, every schema property present',
    cypher: "MATCH (p:Program {program_id: 'IDEA_B'}) RETURN p",
    rows: [
      {
        p: {
          _label: 'Program',
          program_id: 'IDEA_B',
          name: 'IDEA Part B',
          assistance_listing: '84.027',
          statute: 'ESEA',
          annual_appropriation: 1_000_000,
          appropriation_year: 2024,
        },
      },
    ],
  },
  {
    name: 'a whole relationship',
    cypher: "MATCH (:Vendor {spin: '143000002'})-[r:SERVED]->(:District) RETURN r",
    rows: [
      {
        r: {
          _type: 'SERVED',
          funding_year: 2023,
          category: 1,
          service_type: INTERNET,
          committed_amount: 300,
          pre_discount_amount: 375,
          request_count: 1,
        },
      },
    ],
  },
  {
    name: 'programs by eligible schools',
    cypher: 'MATCH (:School)-[:ELIGIBLE_FOR]->(p:Program) RETURN p.program_id AS program, count(*) AS schools ORDER BY program',
    rows: [
      { program: 'IDEA_B', schools: 1 },
      { program: 'PERKINS_V', schools: 2 },
      { program: 'TITLE_I_A', schools: 3 },
    ],
  },
  {
    name: 'a name with quotes, a comma and a backslash survives the load',
    cypher: "MATCH (s:School) WHERE s.name CONTAINS 'Quoted' RETURN s.name AS name",
    rows: [{ name: QUOTED_SCHOOL_NAME }],
  },
  {
    name: 'booleans and nulls',
    cypher:
      "MATCH (s:School) WHERE s.nces_id IN ['480000100001', '480000200001', '480000100002'] " +
      'RETURN s.nces_id AS id, s.cep AS cep, s.suspension_rate AS suspension_rate ORDER BY id',
    rows: [
      { id: '480000100001', cep: true, suspension_rate: 3.5 },
      { id: '480000100002', cep: null, suspension_rate: null },
      { id: '480000200001', cep: false, suspension_rate: null },
    ],
  },
  {
    name: 'NOT EXISTS subquery',
    cypher: 'MATCH (d:District) WHERE NOT EXISTS { MATCH (d)<-[:SERVED]-(:Vendor) } RETURN d.leaid AS leaid ORDER BY leaid',
    rows: [{ leaid: '3500001' }, { leaid: '9900001' }],
  },
  {
    name: 'OPTIONAL MATCH with a count per district',
    cypher:
      "MATCH (d:District {state: 'TX'}) OPTIONAL MATCH (d)<-[:IN_DISTRICT]-(s:School) " +
      'RETURN d.name AS district, count(s) AS schools, sum(s.enrollment) AS enrollment ORDER BY district',
    rows: [
      { district: 'Austin ISD', schools: 3, enrollment: 3500 },
      { district: 'Marfa ISD', schools: 1, enrollment: 120 },
    ],
  },
  {
    name: 'board mentions with their properties',
    cypher:
      'MATCH (v:Vendor)-[m:MENTIONED_IN_BOARD]->(d:District) ' +
      'RETURN v.name AS vendor, d.name AS district, m.kind AS kind, m.amount AS amount',
    rows: [{ vendor: 'FiberCo', district: 'Austin ISD', kind: 'technology_decision', amount: 250_000 }],
  },
  {
    name: 'latest finance year on the district, WITH and CASE',
    cypher:
      'MATCH (d:District) WHERE d.per_pupil_expenditure IS NOT NULL WITH d ' +
      "RETURN d.leaid AS leaid, d.finance_year AS year, CASE WHEN d.per_pupil_expenditure > 11500 THEN 'high' ELSE 'low' END AS band",
    rows: [{ leaid: '4800001', year: 2022, band: 'high' }],
  },
  {
    name: 'toLower, STARTS WITH, SKIP and LIMIT with a parameter',
    cypher:
      "MATCH (s:School) WHERE toLower(s.name) STARTS WITH 'santa' OR s.state = 'TX' " +
      'RETURN s.nces_id AS id ORDER BY id SKIP 1 LIMIT $limit',
    params: { limit: 2 },
    rows: [{ id: '480000100001' }, { id: '480000100002' }],
  },
];

describe.each(STORES)('GraphStore contract ($name)', (candidate) => {
  let workDir: string;
  let store: GraphStore;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), `graph-contract-${candidate.name}-`));
    store = await candidate.open(writeFixtureDataset(workDir), workDir);
  });

  afterAll(async () => {
    await store?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it.each(CASES)('query: $name', async ({ cypher, params, rows }) => {
    const result = await store.query(cypher, params);
    expect(result.rows).toEqual(rows);
    expect(result.columns).toEqual(Object.keys(rows[0]!));
    expect(result.truncated).toBe(false);
  });

  it('query(all schools, maxRows 2) -> two rows and truncated', async () => {
    const result = await store.query('MATCH (s:School) RETURN s.nces_id AS id ORDER BY id', {}, { maxRows: 2 });
    expect(result).toEqual({ columns: ['id'], rows: [{ id: '350000100001' }, { id: '350009900001' }], truncated: true });
  });

  it('query with $state unset -> bad_request, not an empty answer', async () => {
    await expect(store.query('MATCH (s:School) WHERE s.state = $state RETURN s.name AS name')).rejects.toMatchObject({
      code: 'bad_request',
    });
  });

  it('query(DETACH DELETE) -> bad_request and the graph is unchanged', async () => {
    await expect(store.query('MATCH (s:School) DETACH DELETE s')).rejects.toBeInstanceOf(AppError);
    expect((await store.query('MATCH (s:School) RETURN count(*) AS n')).rows).toEqual([{ n: 6 }]);
  });

  it('query(unknown property) -> bad_request from the engine', async () => {
    await expect(store.query('MATCH (s:School) RETURN s.no_such_property + 1 AS x, s.name.nope AS y')).rejects.toMatchObject({
      code: 'bad_request',
    });
  });
});
