/**
 * The 25,000-row CSV export, end to end through the service: time to the last byte and the
 * service's peak resident memory, at 1,000, 5,000 and 25,000 rows. The CSV is streamed in chunks,
 * so peak memory should stay flat as the row count grows; the JSON export of the same rows (one
 * object in memory) is measured in the same run as the baseline to compare against. The heaviest
 * aggregate of the analytics group (national market summary, first call, then cached) is timed too.
 *
 *   npm run build && npx tsx bench/export.bench.ts [--scale 0.3] [--runs 3] [--cli dist/src/surfaces/cli/main.js]
 *
 * Each measurement starts a fresh service process (peak RSS, VmHWM, is a high-water mark for the
 * process's life), sends one small warm-up export, reads VmHWM, runs the export, and reads VmHWM again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.3' },
    runs: { type: 'string', default: '3' },
    cli: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const cli = path.resolve(values.cli ?? path.join(root, 'dist/src/surfaces/cli/main.js'));
if (!fs.existsSync(cli)) throw new Error('Run `npm run build` first: the benchmark measures the built service.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-bench-export-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SCALE: values.scale };
const port = 18094;
const base = `http://127.0.0.1:${port}`;

function run(args: string[]): string {
  const result = spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`k12-intel ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function startService(): Promise<ChildProcess> {
  const service = spawn(process.execPath, [cli, 'serve', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return service;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the service did not start');
}

async function stop(service: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    service.once('exit', () => resolve());
    service.kill('SIGTERM');
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function exportOnce(headers: Record<string, string>, fmt: 'csv' | 'json', limit: number) {
  const service = await startService();
  try {
    await (await fetch(`${base}/export/schools?fmt=${fmt}&limit=10`, { headers })).arrayBuffer();
    const before = peakRssMb(service.pid!);
    const started = performance.now();
    const response = await fetch(`${base}/export/schools?fmt=${fmt}&limit=${limit}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`export answered ${response.status}: ${body.toString().slice(0, 200)}`);
    const rows = fmt === 'csv' ? body.toString().split('\r\n').length - 2 : (JSON.parse(body.toString()) as { count: number }).count;
    return { rows, seconds, bytes: body.length, rssBefore: before, rssPeak: peakRssMb(service.pid!) };
  } finally {
    await stop(service);
  }
}

async function main() {
  run(['seed', '--scale', values.scale!]);
  const created = JSON.parse(run(['keys', 'create', '--tier', 'BUSINESS', '--json'])) as { key: string };
  const headers = { 'x-api-key': created.key };
  const runs = Number(values.runs);
  const table: Record<string, unknown>[] = [];
  for (const fmt of ['csv', 'json'] as const) {
    for (const limit of [1000, 5000, 25_000]) {
      const samples = [];
      for (let index = 0; index < runs; index++) samples.push(await exportOnce(headers, fmt, limit));
      table.push({
        fmt,
        limit,
        rows: samples[0]!.rows,
        mb: +(samples[0]!.bytes / 1e6).toFixed(1),
        median_s: +median(samples.map((sample) => sample.seconds)).toFixed(3),
        rows_per_s: Math.round(samples[0]!.rows / median(samples.map((sample) => sample.seconds))),
        rss_warm_mb: +median(samples.map((sample) => sample.rssBefore)).toFixed(0),
        rss_peak_mb: +median(samples.map((sample) => sample.rssPeak)).toFixed(0),
        rss_growth_mb: +median(samples.map((sample) => sample.rssPeak - sample.rssBefore)).toFixed(0),
      });
    }
  }
  console.table(table);

  const service = await startService();
  try {
    const timings: number[] = [];
    for (let index = 0; index < 5; index++) {
      const started = performance.now();
      const response = await fetch(`${base}/market/summary`, { headers });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    console.log(`market summary (national): first ${timings[0]!.toFixed(0)} ms, then median ${median(timings.slice(1)).toFixed(1)} ms (cached per dataset)`);
  } finally {
    await stop(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
