import type { Runtime } from '../../runtime.js';
import { evaluatePendingUpdates } from '../alerts/evaluate.js';
import { backoffPolicy } from './retry-policy.js';
import { httpSender, type Sender } from './sender.js';
import { WebhookWorker } from './worker.js';

/**
 * The background work of a serving instance: evaluate alert rules after each data update (any
 * process may have recorded it), then deliver the webhook outbox. Every instance runs one; they
 * share the work through the state store.
 */
export function startIntegrationsWorker(runtime: Runtime, options: { send?: Sender; idleMs?: number } = {}): WebhookWorker | undefined {
  const store = runtime.state.integrations;
  if (!store) return undefined;
  const timeoutMs = runtime.config.WEBHOOKS_TIMEOUT_MS;
  const readerFor = (dataset: string) => {
    if (dataset === 'sandbox') return runtime.datasets.forMode('test').reader;
    if (dataset === 'live' && runtime.datasets.nameFor('live') === 'live') return runtime.datasets.forMode('live').reader;
    return undefined;
  };
  const worker = new WebhookWorker({
    store: store.webhooks,
    send: options.send ?? httpSender({ allowLoopback: runtime.config.WEBHOOKS_ALLOW_LOOPBACK, timeoutMs }),
    policy: backoffPolicy(),
    now: runtime.now,
    log: runtime.log,
    // Longer than an attempt can take, so a live worker never loses its claim mid-send.
    leaseMs: timeoutMs * 2 + 5_000,
    idleMs: options.idleMs ?? 500,
    beforeTick: async () => {
      const fired = await evaluatePendingUpdates({ store, readerFor, now: runtime.now });
      if (fired.length > 0) runtime.log.info('alerts fired', { count: fired.length });
    },
  });
  worker.start();
  return worker;
}
