/**
 * Throughput and latency of a keyed GET through the whole service (auth, limits, headers, tool,
 * output check) next to a bare node:http server and a bare Express app answering the same JSON,
 * in the same run; plus the same tool called over MCP (`tools/call`, Streamable HTTP) and the
 * keyed GET on one connection.
 *
 *   npm run build && npx tsx bench/http.bench.ts [--path /schools/{id}] [--seconds 10] [--connections 64] [--rounds 2]
 *
 * The servers run as child processes pinned to core 0 and the load generator (this process) to
 * core 1 when `taskset` exists, so neither steals the other's CPU. Rounds alternate the servers
 * to spread machine noise over all of them; medians are reported. Every service round uses a
 * fresh Business key (one key would reach the 100,000-a-day fair-use ceiling within a run), and
 * any non-2xx answer fails the run: a benchmark of refusals measures nothing.
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
    path: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '2' },
    scale: { type: 'string', default: '0.1' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'dist/src/surfaces/cli/main.js');
if (!fs.existsSync(cli)) throw new Error('Run `npm run build` first: the benchmark measures the built service.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SCALE: values.scale };

function run(args: string[]): string {
  const result = spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`k12-intel ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

async function waitFor(url: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      return await fetch(url, { headers });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

const pinned = spawnSync('taskset', ['-V']).status === 0 && os.cpus().length >= 2;
if (pinned) spawnSync('taskset', ['-cp', '1', String(process.pid)]);

/** A server child process, on core 0 when pinning is possible. */
function start(args: string[], childEnv = env): ChildProcess {
  const [command, commandArgs] = pinned ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command as string, commandArgs as string[], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Load {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  connections?: number;
}

async function load({ url, headers = {}, method = 'GET', body, connections = Number(values.connections) }: Load) {
  const result = await autocannon({ url, headers, method, body, connections, duration: Number(values.seconds) });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${method} ${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}`);
  }
  // autocannon's percentiles are whole milliseconds; the mean keeps the fraction a fast path needs.
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const freshKey = () => (JSON.parse(run(['keys', 'create', '--tier', 'BUSINESS', '--json'])) as { key: string }).key;

async function main() {
  run(['seed', '--scale', values.scale!]);
  const servicePort = 18080;
  const barePort = 18081;
  const expressPort = 18082;
  const service = start([cli, 'serve', '--port', String(servicePort)]);
  try {
    const setupKey = { 'x-api-key': freshKey() };
    let target = values.path;
    if (!target) {
      const search = await (await waitFor(`http://127.0.0.1:${servicePort}/schools/search?q=el&limit=1`, setupKey)).json() as { results: { nces_id: string }[] };
      target = `/schools/${search.results[0]!.nces_id}`;
    }
    const serviceUrl = `http://127.0.0.1:${servicePort}${target}`;
    const sample = await waitFor(serviceUrl, setupKey);
    if (!sample.ok) throw new Error(`${target} answered ${sample.status}`);
    const body = await sample.text();
    fs.writeFileSync(path.join(dataDir, 'body.json'), body);
    // The MCP row calls the tool behind the REST path (school_profile for /schools/{id}).
    const ncesId = /^\/schools\/(\d{12})$/.exec(target)?.[1];
    const mcpBody = ncesId
      ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'school_profile', arguments: { nces_id: ncesId } } })
      : undefined;
    const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const bare = start(['-e', `
      const body = require('fs').readFileSync(${JSON.stringify(path.join(dataDir, 'body.json'))});
      require('http').createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
        response.end(body);
      }).listen(${barePort}, '127.0.0.1');`]);
    const bareExpress = start(['--input-type=module', '-e', `
      import express from ${JSON.stringify(path.join(root, 'node_modules/express/index.js'))};
      import fs from 'node:fs';
      const body = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dataDir, 'body.json'))}, 'utf8'));
      express().get('/{*path}', (request, response) => response.json(body)).listen(${expressPort}, '127.0.0.1');`]);
    await waitFor(`http://127.0.0.1:${barePort}/`);
    await waitFor(`http://127.0.0.1:${expressPort}/`);
    // Let the service finish warming its scoring basis before it is measured.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    type Run = Awaited<ReturnType<typeof load>>;
    const rounds = { bare: [] as Run[], express: [] as Run[], service: [] as Run[], service_one_connection: [] as Run[], mcp: [] as Run[] };
    for (let round = 0; round < Number(values.rounds); round++) {
      rounds.bare.push(await load({ url: `http://127.0.0.1:${barePort}${target}` }));
      rounds.express.push(await load({ url: `http://127.0.0.1:${expressPort}${target}` }));
      rounds.service.push(await load({ url: serviceUrl, headers: { 'x-api-key': freshKey() } }));
      rounds.service_one_connection.push(await load({ url: serviceUrl, headers: { 'x-api-key': freshKey() }, connections: 1 }));
      if (mcpBody) {
        rounds.mcp.push(await load({
          url: `http://127.0.0.1:${servicePort}/mcp`,
          method: 'POST',
          body: mcpBody,
          headers: { ...mcpHeaders, 'x-api-key': freshKey() },
        }));
      }
    }
    const serviceMemory = processMemory(service.pid);
    bare.kill();
    bareExpress.kill();
    const summary = (name: keyof typeof rounds) =>
      rounds[name].length === 0
        ? null
        : {
            rps: Math.round(median(rounds[name].map((r) => r.rps))),
            p50_ms: median(rounds[name].map((r) => r.p50)),
            p99_ms: median(rounds[name].map((r) => r.p99)),
            mean_ms: Math.round(median(rounds[name].map((r) => r.mean)) * 1000) / 1000,
          };
    const ratio = (a: number | undefined, b: number | undefined) => (a && b ? Math.round((a / b) * 1000) / 1000 : null);
    const result = {
      target,
      connections: Number(values.connections),
      seconds: Number(values.seconds),
      rounds: Number(values.rounds),
      pinned,
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, node ${process.version}`,
      bare: summary('bare'),
      bare_express: summary('express'),
      service: summary('service'),
      service_one_connection: summary('service_one_connection'),
      mcp_tools_call: summary('mcp'),
      service_memory_after_load: serviceMemory,
      ratio_to_bare: ratio(summary('service')?.rps, summary('bare')?.rps),
      ratio_to_bare_express: ratio(summary('service')?.rps, summary('express')?.rps),
      mcp_ratio_to_service: ratio(summary('mcp')?.rps, summary('service')?.rps),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    service.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
