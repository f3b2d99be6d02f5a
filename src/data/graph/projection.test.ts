import { describe, expect, it } from 'vitest';
import { coerce, projectDataset } from './projection.js';
import { GRAPH_SCHEMA, kuzuSchemaStatements } from './schema.js';
import { INTERNET, fixtureDataset } from './testing/dataset-fixture.js';

describe('projectDataset', () => {
  const projection = projectDataset(fixtureDataset());

  it('projectDataset(fixture) -> one node per dataset row of each label', () => {
    const counts = Object.fromEntries(Object.entries(projection.nodes).map(([label, rows]) => [label, rows.length]));
    expect(counts).toEqual({ State: 3, District: 4, School: 6, Program: 3, Vendor: 3 });
  });

  it('projectDataset(fixture) -> every node record has exactly the schema properties of its label', () => {
    for (const node of GRAPH_SCHEMA.nodes) {
      const names = node.properties.map((property) => property.name);
      for (const record of projection.nodes[node.label]!) expect(Object.keys(record)).toEqual(names);
    }
  });

  it('projectDataset(fixture) -> relationships only between nodes that exist, with skips counted by reason', () => {
    expect(projection.relationships.IN_STATE!.map((edge) => edge.from)).toEqual(['4800001', '4800002', '3500001']);
    expect(projection.relationships.IN_DISTRICT).toHaveLength(5);
    expect(projection.skipped).toEqual({
      'IN_STATE: state not in dataset': 1,
      'IN_DISTRICT: district not in dataset': 1,
      'ELIGIBLE_FOR: program not in dataset': 1,
      'ELIGIBLE_FOR: eligible_programs is not a JSON array': 1,
      'SERVED: billed entity has no district in dataset': 1,
      'SERVED: vendor not in dataset': 1,
      'MENTIONED_IN_BOARD: vendor name unknown': 1,
    });
  });

  it('projectDataset(eligible_programs with idea_part_b) -> ELIGIBLE_FOR IDEA_B (case-insensitive alias)', () => {
    const travis = projection.relationships.ELIGIBLE_FOR!.filter((edge) => edge.from === '480000100001');
    expect(travis.map((edge) => edge.to)).toEqual(['TITLE_I_A', 'IDEA_B']);
  });

  it('projectDataset(commitments) -> SERVED summed per vendor, district, year, category and service type', () => {
    const served = projection.relationships.SERVED!.map((edge) => ({ from: edge.from, to: edge.to, ...edge.properties }));
    expect(served).toEqual([
      { from: '143000001', to: '4800001', funding_year: 2024, category: 1, service_type: INTERNET, committed_amount: 1500, pre_discount_amount: 1875, request_count: 2 },
      { from: '143000001', to: '4800001', funding_year: 2024, category: 2, service_type: 'Internal Connections', committed_amount: 2000, pre_discount_amount: 2500, request_count: 1 },
      // Billed to a school: reaches the school's district.
      { from: '143000002', to: '4800002', funding_year: 2023, category: 1, service_type: INTERNET, committed_amount: 300, pre_discount_amount: 375, request_count: 1 },
    ]);
  });

  it('projectDataset(board item naming " fiberco ") -> MENTIONED_IN_BOARD from FiberCo', () => {
    expect(projection.relationships.MENTIONED_IN_BOARD).toEqual([
      {
        from: '143000001',
        to: '4800001',
        properties: { item_id: 'B1', meeting_date: '2024-03-12', kind: 'technology_decision', summary: 'Approved the fiber upgrade.', amount: 250_000 },
      },
    ]);
  });

  it('projectDataset(two finance years) -> the district carries the latest one', () => {
    const austin = projection.nodes.District!.find((row) => row.leaid === '4800001');
    expect(austin).toMatchObject({ finance_year: 2022, per_pupil_expenditure: 12_000 });
  });

  it('projectDataset(equity and scores rows) -> merged onto the school', () => {
    const travis = projection.nodes.School!.find((row) => row.nces_id === '480000100001');
    expect(travis).toMatchObject({ suspension_rate: 3.5, ap_course_count: 0, pct_hispanic: 65, cep: true, lead_tier: 'HOT', opportunity_score: 82 });
  });

  it('projectDataset(two vendors with one name) -> the board mention is skipped as ambiguous', () => {
    const content = fixtureDataset();
    content.erate_vendors.push({ ...content.erate_vendors[0]!, spin: '143000009', name: 'FIBERCO' });
    expect(projectDataset(content).skipped['MENTIONED_IN_BOARD: vendor name ambiguous']).toBe(1);
  });
});

describe('coerce', () => {
  it.each([
    ['BOOLEAN', 1, true],
    ['BOOLEAN', 0, false],
    ['BOOLEAN', 'yes', null],
    ['INT64', 12.6, 13],
    ['INT64', '42', 42],
    ['INT64', 'n/a', null],
    ['DOUBLE', '3.5', 3.5],
    ['DOUBLE', Number.NaN, null],
    ['STRING', 84.01, '84.01'],
    ['STRING', undefined, null],
  ] as const)('coerce(%s, %j) -> %j', (type, value, expected) => {
    expect(coerce(type, value)).toEqual(expected);
  });
});

describe('kuzuSchemaStatements', () => {
  it('kuzuSchemaStatements(GRAPH_SCHEMA) -> node tables first, each with its primary key', () => {
    const statements = kuzuSchemaStatements(GRAPH_SCHEMA);
    expect(statements[0]).toBe('CREATE NODE TABLE State(abbr STRING, fips STRING, name STRING, PRIMARY KEY (abbr))');
    expect(statements.at(-2)).toBe(
      'CREATE REL TABLE SERVED(FROM Vendor TO District, funding_year INT64, category INT64, service_type STRING, ' +
        'committed_amount DOUBLE, pre_discount_amount DOUBLE, request_count INT64, MANY_MANY)',
    );
    expect(statements).toHaveLength(GRAPH_SCHEMA.nodes.length + GRAPH_SCHEMA.relationships.length);
  });
});
