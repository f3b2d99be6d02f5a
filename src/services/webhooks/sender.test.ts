import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSender } from './sender.js';

/** The sender against a local server that answers by path: redirects, slowness, errors. */
describe('httpSender', () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      request.resume();
      if (request.url === '/redirect') response.writeHead(302, { location: '/ok' }).end();
      else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end(), 1_000);
      else if (request.url === '/error') response.writeHead(500).end('boom');
      else response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = httpSender({ allowLoopback: true, timeoutMs: 300 });
  const post = (path: string) => send({ url: `${base}${path}`, headers: { 'webhook-id': 'evt_x' }, body: '{}' });

  it('2xx -> ok with the status', async () => {
    expect(await post('/ok')).toEqual({ ok: true, status: 200, error: null });
  });

  it('a redirect -> a failure with its status, and the target is never requested', async () => {
    seen.length = 0;
    expect(await post('/redirect')).toEqual({ ok: false, status: 302, error: 'HTTP 302' });
    expect(seen).toEqual(['/redirect']);
  });

  it('a 500 -> a failure with its status', async () => {
    expect(await post('/error')).toEqual({ ok: false, status: 500, error: 'HTTP 500' });
  });

  it('an answer slower than the timeout -> a failure without a status', async () => {
    expect(await post('/slow')).toEqual({ ok: false, status: null, error: 'timed out after 300 ms' });
  });

  it('a DNS lookup that never answers -> timed out, counted in the same budget', async () => {
    const hanging = httpSender({ allowLoopback: true, timeoutMs: 200, resolve: () => new Promise(() => undefined) });
    const outcome = await hanging({ url: 'https://hangs.example.com/', headers: {}, body: '{}' });
    expect(outcome).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/timed out/) });
  });

  it('nothing listening -> a connection error, never a throw', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await send({ url: `http://127.0.0.1:${port}/`, headers: {}, body: '{}' })).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/ECONNREFUSED/) });
  });
});
