/**
 * Graph benchmark: builds (or reuses) a national sandbox dataset in the temp directory, builds the
 * kuzu graph from it (timed, phase by phase), then prints median and p99 latencies of typical graph
 * questions on the read-only store. Run: npx tsx bench/graph.bench.ts
 * Options: --scale 1 (default), --rebuild (regenerate the dataset), --iterations 50.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSandbox } from '../seeds/sandbox/build.js';
import { buildGraph } from '../src/data/graph/build-kuzu.js';
import { KuzuGraphStore } from '../src/data/graph/kuzu-store.js';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const scale = Number(argument('scale', '1'));
const iterations = Number(argument('iterations', '50'));
const seed = 20_240_901;
const datasetFile = path.join(os.tmpdir(), `k12-intel-bench-sandbox-${seed}-${scale}.sqlite`);
const graphDir = path.join(os.tmpdir(), `k12-intel-bench-graph-${seed}-${scale}`);

if (!fs.existsSync(datasetFile) || process.argv.includes('--rebuild')) {
  const result = buildSandbox({ filePath: datasetFile, seed, scale });
  console.log(
    `dataset ${datasetFile}: ${result.rows.schools} schools, ${result.rows.districts} districts, ` +
      `${result.rows.erate_commitments} commitments (generate ${(result.generateMilliseconds / 1000).toFixed(1)} s)`,
  );
}

const build = await buildGraph({ datasetFile, graphDir });
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
console.log(
  `graph build ${seconds(build.milliseconds.total)} (read ${seconds(build.milliseconds.read)}, project ` +
    `${seconds(build.milliseconds.project)}, csv ${seconds(build.milliseconds.csv)}, copy ${seconds(build.milliseconds.copy)})`,
);
console.log('nodes', build.nodes);
console.log('relationships', build.relationships);
const bytes = fs.statSync(build.databasePath).size;
console.log(`database ${(bytes / 1e6).toFixed(0)} MB`);

const store = await KuzuGraphStore.open(graphDir);
const sample = await store.query('MATCH (s:School) RETURN s.nces_id AS id, s.state AS state LIMIT 200');
const schoolIds = sample.rows.map((row) => row.id as string);
const states = [...new Set(sample.rows.map((row) => row.state as string))];
const vendors = (await store.query('MATCH (v:Vendor) RETURN v.name AS name LIMIT 50')).rows.map((row) => row.name as string);

async function measure(label: string, run: (index: number) => Promise<unknown>) {
  for (let index = 0; index < Math.min(5, iterations); index += 1) await run(index);
  const times: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(times.length * fraction))]!;
  console.log(`${label.padEnd(58)} median ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms`);
}

const pick = <Item>(items: readonly Item[], index: number) => items[index % items.length]!;

await measure('school by key, with its district and state', (index) =>
  store.query(
    'MATCH (s:School {nces_id: $id})-[:IN_DISTRICT]->(d:District)-[:IN_STATE]->(st:State) ' +
      'RETURN s.name AS school, d.name AS district, st.name AS state',
    { id: pick(schoolIds, index) },
  ),
);
await measure('top vendors by committed funding in a state', (index) =>
  store.query(
    'MATCH (v:Vendor)-[r:SERVED]->(:District)-[:IN_STATE]->(:State {abbr: $state}) ' +
      'RETURN v.name AS vendor, sum(r.committed_amount) AS committed ORDER BY committed DESC LIMIT 10',
    { state: pick(states, index) },
  ),
);
await measure('schools in districts a vendor serves (2 hops)', (index) =>
  store.query(
    'MATCH (v:Vendor {name: $vendor})-[:SERVED]->(d:District)<-[:IN_DISTRICT]-(s:School) ' +
      'RETURN DISTINCT s.name AS school, s.enrollment AS enrollment ORDER BY enrollment DESC LIMIT 25',
    { vendor: pick(vendors, index) },
  ),
);
await measure('districts without any vendor (NOT EXISTS, national)', () =>
  store.query(
    'MATCH (d:District) WHERE d.enrollment IS NOT NULL AND NOT EXISTS { MATCH (d)<-[:SERVED]-(:Vendor) } ' +
      'RETURN d.name AS district, d.enrollment AS enrollment ORDER BY enrollment DESC LIMIT 25',
  ),
);
await measure('schools and enrollment per state (national aggregate)', () =>
  store.query(
    'MATCH (s:School)-[:IN_DISTRICT]->(:District)-[:IN_STATE]->(st:State) ' +
      'RETURN st.abbr AS state, count(s) AS schools, sum(s.enrollment) AS students ORDER BY students DESC',
  ),
);
await store.close();
