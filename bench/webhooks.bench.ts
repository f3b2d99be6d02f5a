/**
 * Webhook figures, measured in one run:
 * 1. delivery throughput: a worker draining N queued events to a local receiver, next to a bare
 *    loop POSTing the same bodies to the same receiver with the same concurrency (the baseline);
 * 2. what the outbox adds to an import: the time of recording `data.updated` with 0, 100 and
 *    1000 subscribers (the import's last step, which writes one outbox row per subscriber).
 *
 *   npx tsx bench/webhooks.bench.ts [--events 2000] [--batch 16]      (SQLite)
 *   DATABASE_URL=postgres://... npx tsx bench/webhooks.bench.ts        (PostgreSQL)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { stateBackends } from '../src/data/state/test-stores.js';
import { createLogger } from '../src/logger.js';
import { backoffPolicy } from '../src/services/webhooks/retry-policy.js';
import { httpSender } from '../src/services/webhooks/sender.js';
import { generateSecret, webhookHeaders } from '../src/services/webhooks/signature.js';
import { WebhookWorker } from '../src/services/webhooks/worker.js';

const { values } = parseArgs({ options: { events: { type: 'string', default: '2000' }, batch: { type: 'string', default: '16' }, reps: { type: 'string', default: '15' } } });
const EVENTS = Number(values.events);
const BATCH = Number(values.batch);
const REPS = Number(values.reps);

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

async function receiver() {
  let count = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count += 1;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, count: () => count, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const backend = stateBackends(loadConfig()).at(-1)!;
const isolated = await backend.create();
const state = isolated.store;
const store = state.integrations!;
const sink = await receiver();
const secret = generateSecret();
const send = httpSender({ allowLoopback: true, timeoutMs: 5_000 });
const account = await state.ensureAccount('bench');
const subscription = await store.webhooks.create({ accountId: account.id, url: sink.url, description: null, secret, events: ['alert.fired'], at: new Date() });

// 1a. Baseline: the same sender, bodies and concurrency, no store.
const body = JSON.stringify({ id: 'evt_bench', type: 'alert.fired', created_at: new Date().toISOString(), data: { index: 0 } });
let started = performance.now();
for (let sent = 0; sent < EVENTS; sent += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, EVENTS - sent) }, () => send({ url: sink.url, headers: webhookHeaders(secret, 'evt_bench', new Date(), body), body })));
}
const bareSeconds = (performance.now() - started) / 1000;

// 1b. The worker draining the outbox.
for (let index = 0; index < EVENTS; index += 1) await store.recordEvent({ type: 'alert.fired', data: { index }, at: new Date(), accountId: account.id });
const worker = new WebhookWorker({ store: store.webhooks, send, policy: backoffPolicy(), now: () => new Date(), log: createLogger('silent'), leaseMs: 15_000, batchSize: BATCH });
const before = sink.count();
started = performance.now();
while ((await worker.tick()).claimed > 0) { /* drain */ }
const workerSeconds = (performance.now() - started) / 1000;
if (sink.count() - before !== EVENTS) throw new Error(`expected ${EVENTS} deliveries, got ${sink.count() - before}`);
await store.webhooks.delete(account.id, subscription.id, new Date());

// 2. data.updated with many subscribers.
const latency: Record<number, number> = {};
let subscribers = 0;
for (const target of [0, 100, 1000]) {
  while (subscribers < target) {
    const owner = await state.ensureAccount(`bench-${subscribers}`);
    await store.webhooks.create({ accountId: owner.id, url: 'https://hooks.example.com/k12', description: null, secret, events: ['data.updated'], at: new Date() });
    subscribers += 1;
  }
  const samples: number[] = [];
  for (let rep = 0; rep < REPS; rep += 1) {
    const t0 = performance.now();
    await state.recordEvent('data.updated', { dataset: 'live', source: 'bench' }, new Date());
    samples.push(performance.now() - t0);
  }
  latency[target] = median(samples);
}

console.log(`state backend: ${state.kind}; ${EVENTS} events, batch ${BATCH}`);
console.log(`bare POST loop:  ${(EVENTS / bareSeconds).toFixed(0)} requests/s`);
console.log(`outbox worker:   ${(EVENTS / workerSeconds).toFixed(0)} deliveries/s (${((EVENTS / workerSeconds) / (EVENTS / bareSeconds)).toFixed(2)} x bare)`);
for (const [count, milliseconds] of Object.entries(latency)) console.log(`record data.updated with ${count.padStart(4)} subscribers: median ${milliseconds.toFixed(2)} ms`);
await sink.close();
await isolated.dispose();
