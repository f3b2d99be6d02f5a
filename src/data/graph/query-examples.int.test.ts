import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from './build-kuzu.js';
import { KuzuGraphStore } from './kuzu-store.js';
import { GRAPH_QUERY_EXAMPLES } from './query-examples.js';
import { writeFixtureDataset } from './testing/dataset-fixture.js';

/** The first answer row of each documented example on the fixture graph (null: no rows there). */
const FIRST_ROWS: Record<string, Record<string, unknown> | null> = {
  'Which vendors received the most E-Rate funding in Texas in 2024?': { vendor: 'FiberCo', committed: 3500, districts: 1 },
  'How many schools in each state are eligible for Title I?': { state: 'TX', schools: 3 },
  'Which high-poverty schools in New Mexico beat the math proficiency expected for them?': {
    school: 'Santa Fe Elementary',
    frl_pct: 90,
    math: 42,
    expected: 30,
  },
  'Which districts have no E-Rate service provider?': { district: 'Santa Fe Public Schools', state: 'NM', enrollment: 400 },
  'Which vendors serve districts in more than one state?': null,
  'Which hot leads are in districts FiberCo already serves?': { school: 'Travis Elementary', district: 'Austin ISD', opportunity: 82 },
  'What is the average poverty level of the schools eligible for each program?': { program: 'IDEA_B', schools: 1, average_frl_pct: 80 },
  'How much do districts with low math proficiency spend per pupil?': null,
  'Which vendors came up at board meetings of districts they do not serve yet?': null,
  'How many schools and students does each Texas district have, and how many are Title I eligible?': {
    district: 'Austin ISD',
    schools: 3,
    students: 3500,
    title_i_schools: 0,
  },
};

describe('GRAPH_QUERY_EXAMPLES on kuzu', () => {
  let workDir: string;
  let store: KuzuGraphStore;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-examples-'));
    await buildGraph({ datasetFile: writeFixtureDataset(workDir), graphDir: path.join(workDir, 'graph') });
    store = await KuzuGraphStore.open(path.join(workDir, 'graph'));
  });

  afterAll(async () => {
    await store.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('every example has an expected answer here', () => {
    expect(GRAPH_QUERY_EXAMPLES.map((example) => example.question).sort()).toEqual(Object.keys(FIRST_ROWS).sort());
  });

  it.each(GRAPH_QUERY_EXAMPLES.map((example) => [example.question, example]))('"%s" -> runs and answers', async (question, example) => {
    const result = await store.query(example.cypher, example.params);
    expect(result.rows[0] ?? null).toEqual(FIRST_ROWS[question]);
  });
});
