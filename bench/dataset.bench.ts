/**
 * Dataset store benchmark: builds (or reuses) a national sandbox in the temp directory and prints
 * median and p99 latencies of the queries the tools lean on. Run: npx tsx bench/dataset.bench.ts
 * Options: --scale 1 (default), --rebuild, --iterations 2000.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSandbox } from '../seeds/sandbox/build.js';
import { DatasetReader } from '../src/data/dataset/reader.js';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const scale = Number(argument('scale', '1'));
const iterations = Number(argument('iterations', '2000'));
const seed = 20_240_901;
const filePath = path.join(os.tmpdir(), `k12-intel-bench-sandbox-${seed}-${scale}.sqlite`);

if (!fs.existsSync(filePath) || process.argv.includes('--rebuild')) {
  const result = buildSandbox({ filePath, seed, scale });
  console.log(
    `built ${filePath}: generate ${(result.generateMilliseconds / 1000).toFixed(1)} s, write ${(result.milliseconds / 1000).toFixed(1)} s, ` +
      `${(result.bytes / 1e6).toFixed(0)} MB, ${result.rows.schools} schools, ${result.rows.districts} districts, ` +
      `${result.rows.erate_commitments} commitments`,
  );
}

const reader = DatasetReader.open(filePath);
const sampleIds = reader.listSchools({}, { orderBy: 'math', limit: 500 }).rows.map((row) => row.nces_id);
const queries = ['linc elem', 'washington high', 'oak', 'cesar chavez', 'springfield', 'mountain view mid', 'riverside', 'jefferson'];
const states = reader.listStates().map((state) => state.abbr);

function measure(label: string, run: (index: number) => unknown, count = iterations) {
  for (let index = 0; index < Math.min(50, count); index += 1) run(index);
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    run(index);
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))]!;
  console.log(`${label.padEnd(34)} median ${at(0.5).toFixed(3).padStart(8)} ms   p99 ${at(0.99).toFixed(3).padStart(8)} ms   (n=${count})`);
}

measure('lookup by id (getSchool)', (index) => reader.getSchool(sampleIds[index % sampleIds.length]!));
measure('name search (limit 10)', (index) => reader.searchSchools({ q: queries[index % queries.length]!, limit: 10 }));
measure('NCES id prefix search', (index) => reader.searchSchools({ q: sampleIds[index % sampleIds.length]!.slice(0, 7), limit: 10 }));
measure('peers (frl ±10, limit 15)', (index) => reader.findPeers({ ncesId: sampleIds[index % sampleIds.length]! }));
measure('district search', (index) => reader.searchDistricts({ q: ['unified', 'county', 'spring', 'lake'][index % 4]!, limit: 10 }));
measure('state profile (one state)', (index) => reader.stateProfile(states[index % states.length]!), Math.min(iterations, 500));
measure('state aggregate (all schools)', () => reader.stateSummaries(), Math.min(iterations, 200));
measure('vendor ranking (year, limit 25)', (index) => reader.vendorRanking({ fundingYear: 2006 + (index % 20), limit: 25 }), Math.min(iterations, 200));
measure('vendor ranking (state, all years)', (index) => reader.vendorRanking({ state: states[index % states.length]!, limit: 25 }), Math.min(iterations, 200));
measure('vendor ranking (national, all)', () => reader.vendorRanking({ limit: 25 }), Math.min(iterations, 50));
reader.close();
