import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A local webhook receiver for tests. It verifies every request with the Standard Webhooks
 * reference library (not our signer), records what it got, de-duplicates by `webhook-id` as a
 * careful receiver would, and answers with the status the test scripts.
 */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  host: string | undefined;
  body: string;
  payload: { id: string; type: string; created_at: string; data: unknown };
}

export interface Receiver {
  url: string;
  port: number;
  /** Every verified request, retries included, in arrival order. */
  requests: ReceivedWebhook[];
  /** Distinct webhook-ids, each counted once however often it came. */
  unique: Map<string, ReceivedWebhook>;
  /** Requests whose signature failed verification (should stay 0). */
  rejected: number;
  /** Status to answer for the next request; default 204. */
  respond: (request: ReceivedWebhook) => number;
  /** How long to hold each answer (a slow receiver keeps deliveries in flight). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startReceiver(secret: string | (() => string), port = 0): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    port: 0,
    requests: [],
    unique: new Map(),
    rejected: 0,
    respond: () => 204,
    delayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      let payload: ReceivedWebhook['payload'];
      try {
        // The reference library's own signature of (id, timestamp, body). Its verify() would also
        // refuse timestamps five minutes from the wall clock, which a test clock is.
        const webhook = new Webhook(typeof secret === 'string' ? secret : secret());
        const expected = webhook.sign(headers['webhook-id'], new Date(Number(headers['webhook-timestamp']) * 1000), body);
        if (!headers['webhook-signature'].split(' ').includes(expected)) throw new Error('bad signature');
        payload = JSON.parse(body) as ReceivedWebhook['payload'];
      } catch {
        receiver.rejected += 1;
        response.writeHead(401).end();
        return;
      }
      const received: ReceivedWebhook = {
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        host: request.headers.host,
        body,
        payload,
      };
      receiver.requests.push(received);
      const status = receiver.respond(received);
      if (status >= 200 && status < 300 && !receiver.unique.has(received.id)) receiver.unique.set(received.id, received);
      setTimeout(() => response.writeHead(status).end(), receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  return receiver;
}
