/**
 * Name search latency on the national sandbox (about 100,000 schools, 13,000 districts): median and
 * p99 of the ranked, narrowed and typo-tolerant searches behind /schools/search and
 * /districts/search, read straight from the dataset (no HTTP). The first line re-runs the plain
 * search on the same file as the baseline the others are compared to.
 *
 *   npx tsx bench/search.bench.ts [--scale 1] [--iterations 1000] [--rebuild]
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
const iterations = Number(argument('iterations', '1000'));
const seed = 20_240_901;
const filePath = path.join(os.tmpdir(), `k12-intel-bench-sandbox-${seed}-${scale}.sqlite`);
if (!fs.existsSync(filePath) || process.argv.includes('--rebuild')) buildSandbox({ filePath, seed, scale });

const reader = DatasetReader.open(filePath);
const states = reader.listStates().map((state) => state.abbr);
// Names and cities that exist, with typos made from them (one letter dropped from the longest word).
const sample = reader.listSchools({}, { orderBy: 'math', limit: 400 }).rows;
const names = sample.map((school) => school.name.split(' ').slice(0, 2).join(' '));
const typos = sample.map((school) => {
  const words = school.name.split(' ');
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return words.map((word) => (word === longest ? word.slice(0, 2) + word.slice(3) : word)).join(' ');
});
const broad = ['high', 'elementary', 'lincoln', 'washington high', 'oak', 'springfield', 'middle school', 'riverside'];

let baselineMedian = 0;
function measure(label: string, run: (index: number) => unknown) {
  for (let index = 0; index < 50; index += 1) run(index);
  const times: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    run(index);
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))]!;
  if (!baselineMedian) baselineMedian = at(0.5);
  const ratio = (at(0.5) / baselineMedian).toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${at(0.5).toFixed(3).padStart(7)} ms   p99 ${at(0.99).toFixed(3).padStart(7)} ms   x${ratio} of baseline`);
}

console.log(`${filePath}: ${reader.countSchools({})} schools; ${iterations} searches each`);
measure('schools: broad words (baseline)', (index) => reader.searchSchools({ q: broad[index % broad.length]!, limit: 10 }));
measure('schools: exact names', (index) => reader.searchSchools({ q: names[index % names.length]!, limit: 10 }));
measure('schools: broad words in one state', (index) =>
  reader.searchSchools({ q: broad[index % broad.length]!, limit: 10, filter: { state: states[index % states.length]! } }),
);
measure('schools: broad words, state + level High', (index) =>
  reader.searchSchools({ q: broad[index % broad.length]!, limit: 10, filter: { state: states[index % states.length]!, level: 'High' } }),
);
measure('schools: one-letter typos (approximate tier)', (index) => reader.searchSchools({ q: typos[index % typos.length]!, limit: 10 }));
measure('schools: name in its city', (index) => {
  const school = sample[index % sample.length]!;
  return reader.searchSchools({ q: school.name.split(' ')[0]!, limit: 10, filter: { city: school.city ?? 'x' } });
});
measure('schools: no match at all', (index) => reader.searchSchools({ q: `qxz${index % 10}vw`, limit: 10 }));
measure('districts: broad words', (index) => reader.searchDistricts({ q: ['unified', 'county', 'spring', 'lake'][index % 4]!, limit: 10 }));
measure('districts: broad words in one state', (index) =>
  reader.searchDistricts({ q: ['unified', 'county', 'spring', 'lake'][index % 4]!, limit: 10, filter: { state: states[index % states.length]! } }),
);
reader.close();
