import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStateStore } from '../../data/state/create-state-store.js';
import type { IntegrationsStore } from '../../data/state/integrations/integrations-store.js';
import type { StateStore } from '../../data/state/port.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { createLogger } from '../../logger.js';
import type { Resolver } from './address-guard.js';
import { backoffPolicy } from './retry-policy.js';
import { httpSender, type Sender } from './sender.js';
import { generateSecret } from './signature.js';
import { startReceiver, type Receiver } from './testing/receiver.js';
import { WebhookWorker } from './worker.js';

const log = createLogger('silent');
const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

describe.each(stateBackends())('webhook delivery ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let state: StateStore;
  let store: IntegrationsStore;
  const clock = { now: new Date('2026-11-22T15:00:00.000Z') };
  const now = () => new Date(clock.now);
  const advance = (milliseconds: number) => (clock.now = new Date(clock.now.getTime() + milliseconds));
  const sender = httpSender({ allowLoopback: true, timeoutMs: 2_000, resolve: toLoopback });
  // random() = 0.5 puts the jitter at its middle, so the delays are exactly 5 s, 10 s, 20 s ...
  const workerOn = (on: IntegrationsStore, send: Sender = sender) =>
    new WebhookWorker({ store: on.webhooks, send, policy: backoffPolicy(() => 0.5), now, log, leaseMs: 10_000, batchSize: 8 });

  beforeAll(async () => {
    isolated = await backend.create();
    state = isolated.store;
    store = state.integrations!;
  });
  afterAll(() => isolated.dispose());

  async function subscribe(receiver: Receiver, secret: string, events = ['watchlist.changed', 'alert.fired', 'data.updated']) {
    const account = await state.ensureAccount(`account-${Math.random()}`);
    const subscription = await store.webhooks.create({ accountId: account.id, url: receiver.url, description: null, secret, events, at: now() });
    return { accountId: account.id, subscription };
  }

  it('an event -> one POST signed the Standard Webhooks way, payload {id, type, created_at, data}, stats counted', async () => {
    const secret = generateSecret();
    const receiver = await startReceiver(secret);
    const { accountId, subscription } = await subscribe(receiver, secret);
    const event = await store.recordEvent({ type: 'watchlist.changed', data: { watchlist_id: 'wl_1', added: ['010000100100'] }, at: now(), accountId });

    expect(await workerOn(store).tick()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(receiver.rejected).toBe(0);
    expect(receiver.requests).toHaveLength(1);
    const [received] = receiver.requests;
    expect(received!.id).toBe(event.id);
    expect(received!.payload).toEqual({ id: event.id, type: 'watchlist.changed', created_at: '2026-11-22T15:00:00.000Z', data: { watchlist_id: 'wl_1', added: ['010000100100'] } });
    expect(received!.timestamp).toBe(String(clock.now.getTime() / 1000));
    const [listed] = await store.webhooks.list(accountId);
    expect(listed!.stats).toEqual({
      attempted: 1, succeeded: 1, failed: 0, pending: 0, last_attempt_at: '2026-11-22T15:00:00.000Z', last_status: 204, last_error: null, next_retry_at: null,
    });
    await store.webhooks.delete(accountId, subscription.id, now());
    await receiver.close();
  });

  it('a 500 -> retried after the backoff with the same webhook-id and body; not before it is due', async () => {
    const secret = generateSecret();
    const receiver = await startReceiver(secret);
    const { accountId, subscription } = await subscribe(receiver, secret);
    let calls = 0;
    receiver.respond = () => (++calls === 1 ? 500 : 200);
    const event = await store.recordEvent({ type: 'alert.fired', data: { alert_id: 'alr_1' }, at: now(), accountId });

    expect(await workerOn(store).tick()).toMatchObject({ claimed: 1, retried: 1 });
    const [afterFailure] = await store.webhooks.list(accountId);
    expect(afterFailure!.stats).toMatchObject({ attempted: 1, failed: 1, pending: 1, last_status: 500, last_error: 'HTTP 500' });
    expect(afterFailure!.stats.next_retry_at).toBe(new Date(clock.now.getTime() + 5_000).toISOString());

    advance(4_000);
    expect((await workerOn(store).tick()).claimed).toBe(0);
    advance(1_000);
    expect(await workerOn(store).tick()).toMatchObject({ claimed: 1, delivered: 1 });

    expect(receiver.requests.map((request) => request.id)).toEqual([event.id, event.id]);
    expect(receiver.requests[0]!.body).toBe(receiver.requests[1]!.body);
    expect(receiver.unique.size).toBe(1);
    const [delivered] = await store.webhooks.list(accountId);
    expect(delivered!.stats).toMatchObject({ attempted: 2, succeeded: 1, failed: 1, pending: 0, last_status: 200, next_retry_at: null });
    await store.webhooks.delete(accountId, subscription.id, now());
    await receiver.close();
  });

  it('failing for the whole retry budget (test clock) -> disabled after about a day, nothing more queued for it', async () => {
    const secret = generateSecret();
    const receiver = await startReceiver(secret);
    receiver.respond = () => 503;
    const { accountId } = await subscribe(receiver, secret);
    const start = clock.now.getTime();
    await store.recordEvent({ type: 'alert.fired', data: { n: 1 }, at: now(), accountId });

    let outcome = { disabled: 0 };
    let polls = 0;
    while (outcome.disabled === 0 && polls < 100) {
      polls += 1;
      outcome = await workerOn(store).tick();
      const [current] = await store.webhooks.list(accountId);
      if (current!.stats.next_retry_at) clock.now = new Date(current!.stats.next_retry_at);
    }
    const [disabled] = await store.webhooks.list(accountId);
    expect(disabled!.status).toBe('disabled');
    const hours = (new Date(disabled!.disabled_at!).getTime() - start) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(27);
    // 5 s doubling to the 2 h ceiling, then every 2 h until a day has passed.
    expect(disabled!.stats.attempted).toBe(receiver.requests.length);
    expect(disabled!.stats.attempted).toBeGreaterThanOrEqual(15);
    expect(disabled!.stats.attempted).toBeLessThanOrEqual(25);
    expect(disabled!.stats).toMatchObject({ succeeded: 0, pending: 0, next_retry_at: null, last_status: 503 });

    const later = await store.recordEvent({ type: 'alert.fired', data: { n: 2 }, at: now(), accountId });
    expect(await store.webhooks.deliveriesOf(later.id)).toEqual([]);
    await receiver.close();
  });

  it('DELETE -> pending deliveries cancelled, nothing sent; a second DELETE -> false', async () => {
    const secret = generateSecret();
    const receiver = await startReceiver(secret);
    const { accountId, subscription } = await subscribe(receiver, secret);
    const event = await store.recordEvent({ type: 'watchlist.changed', data: {}, at: now(), accountId });
    expect(await store.webhooks.delete(accountId, subscription.id, now())).toBe(true);
    expect(await store.webhooks.delete(accountId, subscription.id, now())).toBe(false);
    await workerOn(store).tick();
    expect(receiver.requests).toHaveLength(0);
    expect((await store.webhooks.deliveriesOf(event.id)).map((row) => row.status)).toEqual(['cancelled']);
    expect(await store.webhooks.list(accountId)).toEqual([]);
    await receiver.close();
  });

  it('account events reach only that account; data.updated reaches every subscriber of it', async () => {
    const secret = generateSecret();
    const first = await startReceiver(secret);
    const second = await startReceiver(secret);
    const a = await subscribe(first, secret);
    const b = await subscribe(second, secret, ['data.updated']);
    const own = await store.recordEvent({ type: 'watchlist.changed', data: {}, at: now(), accountId: a.accountId });
    const everyone = await state.recordEvent('data.updated', { dataset: 'live', source: 'ccd-school' }, now());
    expect((await store.webhooks.deliveriesOf(own.id)).map((row) => row.webhook_id)).toEqual([a.subscription.id]);
    expect((await store.webhooks.deliveriesOf(everyone.id)).map((row) => row.webhook_id).sort()).toEqual([a.subscription.id, b.subscription.id].sort());
    await workerOn(store).tick();
    expect(first.requests.map((request) => request.payload.type).sort()).toEqual(['data.updated', 'watchlist.changed']);
    expect(second.requests.map((request) => request.payload.type)).toEqual(['data.updated']);
    await store.webhooks.delete(a.accountId, a.subscription.id, now());
    await store.webhooks.delete(b.accountId, b.subscription.id, now());
    await Promise.all([first.close(), second.close()]);
  });

  it('connects to the checked address with the Host kept; re-checks every attempt (a name now private is refused)', async () => {
    const secret = generateSecret();
    const receiver = await startReceiver(secret);
    const account = await state.ensureAccount(`account-${Math.random()}`);
    const url = `http://hooks.test:${receiver.port}/hooks`;
    await store.webhooks.create({ accountId: account.id, url, description: null, secret, events: ['alert.fired'], at: now() });
    await store.recordEvent({ type: 'alert.fired', data: {}, at: now(), accountId: account.id });
    await workerOn(store).tick();
    expect(receiver.requests.map((request) => request.host)).toEqual([`hooks.test:${receiver.port}`]);

    const rebound = httpSender({ allowLoopback: true, timeoutMs: 2_000, resolve: async () => [{ address: '10.0.0.9', family: 4 }] });
    await store.recordEvent({ type: 'alert.fired', data: {}, at: now(), accountId: account.id });
    expect(await workerOn(store, rebound).tick()).toMatchObject({ claimed: 1, retried: 1 });
    expect(receiver.requests).toHaveLength(1);
    const [listed] = await store.webhooks.list(account.id);
    expect(listed!.stats.last_error).toMatch(/^refused: .*private/);
    await store.webhooks.delete(account.id, listed!.id, now());
    await receiver.close();
  });

  it('two workers on two connections to one store -> each of 60 events delivered exactly once', async () => {
    const secret = generateSecret();
    const receiver = await startReceiver(secret);
    const { accountId, subscription } = await subscribe(receiver, secret);
    const other = createStateStore(isolated.options);
    try {
      for (let index = 0; index < 60; index += 1) await store.recordEvent({ type: 'alert.fired', data: { index }, at: now(), accountId });
      const drain = async (worker: WebhookWorker) => {
        while ((await worker.tick()).claimed > 0) { /* keep polling while work is found */ }
      };
      await Promise.all([drain(workerOn(store)), drain(workerOn(other.integrations!)), drain(workerOn(store)), drain(workerOn(other.integrations!))]);
      expect(receiver.unique.size).toBe(60);
      expect(receiver.requests).toHaveLength(60);
      expect(await store.webhooks.pendingCount()).toBe(0);
    } finally {
      await other.close();
      await store.webhooks.delete(accountId, subscription.id, now());
      await receiver.close();
    }
  });
});
