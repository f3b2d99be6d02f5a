import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type express from 'express';

/** A real HTTP server on a loopback port for one test file, and a small fetch wrapper for it. */
export interface TestClient {
  url: string;
  request(method: string, path: string, options?: { key?: string; json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read what they assert
  text: string;
}

export async function listen(app: express.Express): Promise<TestClient> {
  const server = http.createServer(app);
  // A test may block the event loop for seconds (generating property-test inputs); with Node's 5 s
  // default the server then closes a pooled socket just as the client reuses it (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.key) headers['x-api-key'] = options.key;
      let body: string | Uint8Array | undefined = options.body;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(url + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
