/**
 * Throughput and latency of a keyed GET through the whole service (auth, limits, headers, tool,
 * output check) next to a bare node:http server and a bare Express app answering the same JSON,
 * in the same run.
 *
 *   npm run build && npx tsx bench/http.bench.ts [--path /schools/{id}] [--seconds 10] [--connections 64]
 *
 * Both servers run as child processes so the load generator does not share their event loop.
 * Rounds alternate bare/service to spread machine noise over both; medians are reported.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

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

function start(args: string[], childEnv = env): ChildProcess {
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({
    url,
    headers,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function main() {
  const created = JSON.parse(run(['seed', '--scale', values.scale!]) && run(['keys', 'create', '--tier', 'BUSINESS', '--json'])) as { key: string };
  const headers = { 'x-api-key': created.key };
  const servicePort = 18080;
  const barePort = 18081;
  const expressPort = 18082;
  const service = start([cli, 'serve', '--port', String(servicePort)]);
  try {
    let target = values.path;
    if (!target) {
      const search = await (await waitFor(`http://127.0.0.1:${servicePort}/schools/search?q=el&limit=1`, headers)).json() as { results: { nces_id: string }[] };
      target = `/schools/${search.results[0]!.nces_id}`;
    }
    const serviceUrl = `http://127.0.0.1:${servicePort}${target}`;
    const sample = await waitFor(serviceUrl, headers);
    if (!sample.ok) throw new Error(`${target} answered ${sample.status}`);
    const body = await sample.text();
    fs.writeFileSync(path.join(dataDir, 'body.json'), body);
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
    const rounds = { bare: [] as Run[], express: [] as Run[], service: [] as Run[] };
    for (let round = 0; round < Number(values.rounds); round++) {
      rounds.bare.push(await load(`http://127.0.0.1:${barePort}${target}`, {}));
      rounds.express.push(await load(`http://127.0.0.1:${expressPort}${target}`, {}));
      rounds.service.push(await load(serviceUrl, headers));
    }
    bare.kill();
    bareExpress.kill();
    const summary = (name: keyof typeof rounds) => ({
      rps: Math.round(median(rounds[name].map((r) => r.rps))),
      p50_ms: median(rounds[name].map((r) => r.p50)),
      p99_ms: median(rounds[name].map((r) => r.p99)),
      non2xx: rounds[name].reduce((sum, r) => sum + r.non2xx, 0),
    });
    const result = {
      target,
      connections: Number(values.connections),
      seconds: Number(values.seconds),
      rounds: Number(values.rounds),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, node ${process.version}`,
      bare: summary('bare'),
      bare_express: summary('express'),
      service: summary('service'),
      ratio_to_bare: 0,
      ratio_to_bare_express: 0,
    };
    result.ratio_to_bare = Math.round((result.service.rps / result.bare.rps) * 1000) / 1000;
    result.ratio_to_bare_express = Math.round((result.service.rps / result.bare_express.rps) * 1000) / 1000;
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    service.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
