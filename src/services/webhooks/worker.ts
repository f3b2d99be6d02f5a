import type { Logger } from '../../context.js';
import type { AttemptOutcome, ClaimedDelivery, RetryPolicy, WebhookStore } from '../../data/state/integrations/webhooks-store.js';
import type { Sender } from './sender.js';
import { webhookHeaders } from './signature.js';

export interface WorkerOptions {
  store: WebhookStore;
  send: Sender;
  policy: RetryPolicy;
  now(): Date;
  log: Logger;
  /** How long a claim lasts; past it another worker (or this one after a restart) may retry. */
  leaseMs: number;
  /** Deliveries claimed and sent at once. */
  batchSize?: number;
  /** Pause between polls when nothing was due. */
  idleMs?: number;
  /** Runs once per poll before deliveries (the alert evaluation hooks in here). */
  beforeTick?: () => Promise<void>;
}

export interface TickResult {
  claimed: number;
  delivered: number;
  retried: number;
  disabled: number;
}

/**
 * Delivers the outbox: claims due deliveries, sends each with the Standard Webhooks headers (the
 * event id as `webhook-id`, the same on every retry, and a fresh timestamp and signature per
 * attempt), and records the outcome. At-least-once: a delivery is marked done only after its
 * receiver answered 2xx, so a crash in between sends it again.
 */
export class WebhookWorker {
  readonly #options: WorkerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = true;

  constructor(options: WorkerOptions) {
    this.#options = options;
  }

  async tick(): Promise<TickResult> {
    const { store, now, leaseMs, batchSize = 16 } = this.#options;
    const claimed = await store.claimDue(now(), leaseMs, batchSize);
    const outcomes = await Promise.all(claimed.map((delivery) => this.#send(delivery)));
    const results = await store.recordAttempts(claimed.map((delivery, index) => ({ delivery, outcome: outcomes[index]! })), now(), this.#options.policy);
    results.forEach((result, index) => {
      if (result === 'disabled') this.#options.log.warn('webhook subscription disabled after a day of failures', { webhook_id: claimed[index]!.webhook_id });
    });
    return {
      claimed: claimed.length,
      delivered: results.filter((result) => result === 'delivered').length,
      retried: results.filter((result) => result === 'retry').length,
      disabled: results.filter((result) => result === 'disabled').length,
    };
  }

  /** Polls until stop(): at once again while work is found, else after the idle pause. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const loop = async () => {
      if (this.#stopped) return;
      let busy = false;
      try {
        await this.#options.beforeTick?.();
        busy = (await this.tick()).claimed > 0;
      } catch (error) {
        this.#options.log.warn('webhook worker poll failed', { error: error instanceof Error ? error.message : String(error) });
      }
      if (!this.#stopped) this.#timer = setTimeout(() => void (this.#running = loop()), busy ? 0 : (this.#options.idleMs ?? 500));
    };
    this.#running = loop();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  async #send(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const headers = webhookHeaders(delivery.secret, delivery.event_id, this.#options.now(), delivery.payload);
    try {
      return await this.#options.send({ url: delivery.url, headers, body: delivery.payload });
    } catch (error) {
      return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
