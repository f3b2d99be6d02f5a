import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AttemptOutcome } from '../../data/state/integrations/webhooks-store.js';
import { checkWebhookUrl, RefusedUrl, type GuardOptions } from './address-guard.js';

export interface OutgoingWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one webhook attempt and says how it went; never throws. */
export type Sender = (webhook: OutgoingWebhook) => Promise<AttemptOutcome>;

export interface SenderOptions extends GuardOptions {
  /** The whole attempt (connect, send, first response bytes) must finish within this. */
  timeoutMs: number;
  userAgent?: string;
}

/** How much of a receiver's answer is read: only the status matters, the body is drained. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * An HTTP sender that re-checks the address on every attempt (the host's DNS may have changed
 * since the subscription) and then connects to the address it checked, through a lookup that
 * answers only that address. The Host header and TLS server name stay the URL's host, so the
 * certificate is verified against the name. Redirects are not followed: a 3xx is a failure.
 */
export function httpSender(options: SenderOptions): Sender {
  return async (webhook) => {
    const started = Date.now();
    let target;
    try {
      // The address check (a DNS lookup) counts toward the attempt's time too.
      target = await withinTime(checkWebhookUrl(webhook.url, options), options.timeoutMs);
    } catch (error) {
      if (error instanceof RefusedUrl) return { ok: false, status: null, error: `refused: ${error.message}` };
      return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
    }
    const remainingMs = Math.max(1, options.timeoutMs - (Date.now() - started));
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
      } else callback(null, target.address, target.family);
    };
    const transport = target.url.protocol === 'https:' ? https : http;
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const request = transport.request(
        target.url,
        {
          method: 'POST',
          lookup: pinned,
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(webhook.body),
            'user-agent': options.userAgent ?? 'k12-intel-webhooks',
            ...webhook.headers,
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) response.destroy();
          });
          const done = () => finish({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      const timer = setTimeout(() => {
        request.destroy(new Error(`timed out after ${options.timeoutMs} ms`));
      }, remainingMs);
      request.on('error', (error) => finish({ ok: false, status: null, error: error.message }));
      request.end(webhook.body);
    });
  };
}

function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms resolving the host`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
