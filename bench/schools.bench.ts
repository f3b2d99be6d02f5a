/**
 * Latency under load of the slowest "School intelligence" endpoints, end to end through the built
 * service (auth, limits, tool, output check, JSON):
 *
 * - bulk-import: POST /schools/bulk-import with 1,000 IDs and every section (funding, health,
 *   opportunity, contacts): the heaviest single request of the group;
 * - look-alikes: GET /schools/{id}/look-alikes?limit=50 over the whole country, rotating over 50
 *   target schools: the slowest GET (it ranks every school of the dataset);
 * - health: GET /schools/{id}/health, rotating likewise, for scale.
 *
 *   npm run build && npx tsx bench/schools.bench.ts [--target all|bulk-import|look-alikes|health, or a comma list]
 *     [--seconds 10] [--scale 0.1] [--connections-bulk 4] [--connections 16] [--cli dist/src/surfaces/cli/main.js]
 *     [--port 18090]
 *
 * The service runs as a child process so the load generator does not share its event loop. The
 * first request of each kind is sent before measuring: it builds the per-dataset scoring basis.
 * The health row is the baseline to read the others against on a busy machine. The run fails when
 * any request answers non-2xx, errs or times out. It reports the service's memory after warm-up
 * (one request of each kind, then 30 idle seconds) and after the load (see process-memory.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { processMemory } from './process-memory.js';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'all' },
    seconds: { type: 'string', default: '10' },
    scale: { type: 'string', default: '0.1' },
    connections: { type: 'string', default: '16' },
    'connections-bulk': { type: 'string', default: '4' },
    cli: { type: 'string' },
    // Another port lets two runs (say, of two branches) share a machine without answering each other.
    port: { type: 'string', default: '18090' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const cli = path.resolve(values.cli ?? path.join(root, 'dist/src/surfaces/cli/main.js'));
if (!fs.existsSync(cli)) throw new Error('Run `npm run build` first: the benchmark measures the built service.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-bench-schools-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SCALE: values.scale };
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

function run(args: string[]): string {
  const result = spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`k12-intel ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

async function waitFor(url: string, headers: Record<string, string>): Promise<Response> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      return await fetch(url, { headers });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

async function json<Body>(response: Response): Promise<Body> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as Body;
}

/** The IDs of the `count` largest schools whose names contain a word starting with "sch" (nearly all). */
async function schoolIds(headers: Record<string, string>, count: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `q=school&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: { results: { nces_id: string }[]; next_cursor: string | null } = await json(await fetch(`${base}/schools/search?${query}`, { headers }));
    ids.push(...page.results.map((school) => school.nces_id));
    cursor = page.next_cursor;
  } while (cursor && ids.length < count);
  return ids.slice(0, count);
}

interface Measure {
  target: string;
  connections: number;
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  max_ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  response_bytes: number;
}

async function measure(
  target: string,
  connections: number,
  options: { method: 'GET' | 'POST'; paths: string[]; body?: string; headers: Record<string, string> },
): Promise<Measure> {
  let next = 0;
  const sample = await fetch(base + options.paths[0], { method: options.method, headers: options.headers, body: options.body });
  const bytes = (await sample.arrayBuffer()).byteLength;
  if (!sample.ok) throw new Error(`${target} answered ${sample.status}`);
  const result = await autocannon({
    url: base,
    connections,
    duration: Number(values.seconds),
    // A request slower than this counts as a timeout, and a timeout fails the run.
    timeout: 60,
    requests: [
      {
        method: options.method,
        headers: options.headers,
        body: options.body,
        setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length]! }),
      },
    ],
  });
  return {
    target,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    mean_ms: result.latency.mean,
    max_ms: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    response_bytes: bytes,
  };
}

async function main() {
  run(['seed', '--scale', values.scale!]);
  // A fresh key per measurement: one key would reach the Business fair-use ceiling within a run.
  const freshKey = () => (JSON.parse(run(['keys', 'create', '--tier', 'BUSINESS', '--json'])) as { key: string }).key;
  const headers = { 'x-api-key': freshKey() };
  const service: ChildProcess = spawn(process.execPath, [cli, 'serve', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`${base}/health`, {});
    const ids = await schoolIds(headers, 1000);
    // A list (look-alikes,health) measures a target with its same-run baseline, without the bulk import.
    const targets = values.target === 'all' ? ['bulk-import', 'look-alikes', 'health'] : values.target!.split(',');
    const started = performance.now();
    await json(await fetch(`${base}/schools/${ids[0]}/look-alikes`, { headers }));
    const basisSeconds = Math.round(performance.now() - started) / 1000;
    // Schools without assessment data answer health with a 422; rotate over ones that have it.
    const scored: string[] = [];
    for (const id of ids) {
      if (scored.length === 50) break;
      if ((await fetch(`${base}/schools/${id}/health`, { headers })).ok) scored.push(id);
    }
    const bulkBody = JSON.stringify({ nces_ids: ids, include: ['funding', 'health', 'opportunity', 'contacts'] });
    const plans: Record<string, { label: string; connections: number; options: Parameters<typeof measure>[2] }> = {
      'bulk-import': {
        label: `POST /schools/bulk-import (${ids.length} ids, all sections)`,
        connections: Number(values['connections-bulk']),
        options: { method: 'POST', paths: ['/schools/bulk-import'], body: bulkBody, headers: { ...headers, 'content-type': 'application/json' } },
      },
      'look-alikes': {
        label: 'GET /schools/{id}/look-alikes?limit=50',
        connections: Number(values.connections),
        options: { method: 'GET', paths: scored.map((id) => `/schools/${id}/look-alikes?limit=50`), headers },
      },
      health: {
        label: 'GET /schools/{id}/health',
        connections: Number(values.connections),
        options: { method: 'GET', paths: scored.map((id) => `/schools/${id}/health`), headers },
      },
    };
    for (const target of targets) if (!plans[target]) throw new Error(`Unknown target ${target}: use all, bulk-import, look-alikes or health.`);
    // Warm-up is every kind of request once; the memory reading waits for the heap to settle after it.
    for (const target of targets) {
      const plan = plans[target]!;
      await fetch(base + plan.options.paths[0], { method: plan.options.method, headers: plan.options.headers, body: plan.options.body }).then((response) => response.arrayBuffer());
    }
    // V8 keeps the garbage of the basis build and of a 16 MB bulk answer until its idle-time memory
    // reducer runs, some seconds later: measured in-process, the heap fell from ~680 MB to ~160 MB
    // between 5 and 30 idle seconds. The steady state is what a serving process holds.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const memoryAfterWarmUp = processMemory(service.pid);
    // One connection gives a request's own latency; more connections queue on the service's one
    // event loop, so their p50 is about connections x the time a request takes.
    const results: Measure[] = [];
    for (const target of targets) {
      const plan = plans[target]!;
      const keyed = () => ({ ...plan.options, headers: { ...plan.options.headers, 'x-api-key': freshKey() } });
      results.push(await measure(`${plan.label}, 1 connection`, 1, keyed()));
      if (plan.connections > 1) results.push(await measure(plan.label, plan.connections, keyed()));
    }
    process.stdout.write(`${JSON.stringify({
      scale: Number(values.scale),
      seconds: Number(values.seconds),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, node ${process.version}`,
      first_scored_request_seconds: basisSeconds,
      service_memory_after_warm_up: memoryAfterWarmUp,
      service_memory_after_load: processMemory(service.pid),
      results,
    }, null, 2)}\n`);
    // A figure from refused, failed or timed-out requests is no figure: the run fails.
    const broken = results.filter((result) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result.requests === 0);
    if (broken.length > 0) throw new Error(`Not every request answered 2xx in time: ${broken.map((result) => result.target).join('; ')}`);
  } finally {
    service.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
