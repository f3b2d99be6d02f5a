import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import type { Tier } from '../../tooling/tiers.js';
import { mcpRouter } from './http.js';
import { sampleRegistry } from './testing/sample-tools.js';
import { createTestRuntime, keyFor } from './testing/test-runtime.js';

let runtime: Runtime;
let httpServer: Server;
let endpoint: URL;

beforeAll(async () => {
  runtime = createTestRuntime();
  const app = express();
  app.use(mcpRouter({ runtime, registry: sampleRegistry() }));
  httpServer = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => httpServer.once('listening', resolve));
  endpoint = new URL(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/mcp`);
});

afterAll(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
});

async function connect(tier: Tier, query = '') {
  const key = await keyFor(runtime, tier);
  const client = new Client({ name: 'http-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(endpoint.href + query), { requestInit: { headers: { 'X-API-Key': key } } }),
  );
  return client;
}

/** A raw JSON-RPC POST, for what the SDK client would never send. */
function post(body: unknown, headers: Record<string, string> = {}, query = '') {
  return fetch(endpoint.href + query, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
}

describe('POST /mcp (stateless Streamable HTTP)', () => {
  it('EXPLORER key: tools/list hides PROFESSIONAL tools; get_school answers with structuredContent', async () => {
    const client = await connect('EXPLORER');
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toContain('get_school');
      expect(names).not.toContain('market_summary');
      // The SDK client validates structuredContent against the listed outputSchema and throws if it does not match.
      const result = (await client.callTool({ name: 'get_school', arguments: { nces_id: '060000100002' } })) as CallToolResult;
      expect(result.structuredContent).toMatchObject({ name: 'Jefferson Middle', frl_pct: null });
    } finally {
      await client.close();
    }
  });

  it('?toolsets=funding -> only the funding tools', async () => {
    const client = await connect('BUSINESS', '?toolsets=funding');
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['program_ids']);
    } finally {
      await client.close();
    }
  });

  it('bad arguments -> isError with the 400 problem; 4th call of the EXPLORER key -> 429 problem', async () => {
    const client = await connect('EXPLORER');
    try {
      const bad = (await client.callTool({ name: 'search_schools', arguments: { q: 'L', limit: 500 } })) as CallToolResult;
      expect(bad.isError).toBe(true);
      const problem = JSON.parse((bad.content[0] as { text: string }).text);
      expect(problem).toMatchObject({ status: 400, type: 'bad_request' });
      expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual(['limit', 'q']);
      await client.callTool({ name: 'search_schools', arguments: { q: 'Lin' } });
      await client.callTool({ name: 'search_schools', arguments: { q: 'Lin' } });
      const refused = (await client.callTool({ name: 'search_schools', arguments: { q: 'Lin' } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(JSON.parse((refused.content[0] as { text: string }).text)).toMatchObject({ status: 429, type: 'rate_limit_exceeded' });
    } finally {
      await client.close();
    }
  });

  it('tools/call -> the HTTP response carries the rate-limit headers and X-Dataset', async () => {
    const key = await keyFor(runtime, 'STARTER');
    const response = await post(
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_school', arguments: { nces_id: '060000100001' } } },
      { 'X-API-Key': key },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('25');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('24');
    expect(response.headers.get('x-dataset')).toBe('sandbox');
    const body = (await response.json()) as { result: { structuredContent: { name: string } } };
    expect(body.result.structuredContent.name).toBe('Lincoln Elementary');
  });

  it('a plain tools/call (answered without the SDK transport) -> the same answer the SDK gives the same call with params._meta', async () => {
    const key = await keyFor(runtime, 'STARTER', 'direct');
    const calls = [
      { name: 'get_school', arguments: { nces_id: '060000100001' } }, // success
      { name: 'get_school', arguments: { nces_id: 'nope' } }, // 400 problem as a tool error
      { name: 'market_summary', arguments: {} }, // above the tier: 403 problem as a tool error
    ];
    const withoutRate = (result: { _meta?: unknown }) => ({ ...result, _meta: undefined });
    for (const [index, params] of calls.entries()) {
      const message = { jsonrpc: '2.0', id: index + 10, method: 'tools/call', params };
      const single = await post(message, { 'X-API-Key': key });
      // params._meta is valid MCP the direct path leaves to the SDK.
      const viaSdk = await post({ ...message, params: { ...params, _meta: {} } }, { 'X-API-Key': key });
      expect(single.status).toBe(200);
      expect(single.headers.get('content-type')).toMatch(/^application\/json/);
      const direct = (await single.json()) as { jsonrpc: string; id: number; result: { _meta?: unknown } };
      const sdk = (await viaSdk.json()) as { jsonrpc: string; id: number; result: { _meta?: unknown } };
      expect({ ...direct, result: withoutRate(direct.result) }).toEqual({ ...sdk, result: withoutRate(sdk.result) });
    }
  });

  it('a tools/call the direct path declines (unknown tool, notification, bad protocol version) -> the SDK answers it', async () => {
    const key = await keyFor(runtime, 'EXPLORER', 'declined');
    const unknown = await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'no_such_tool' } }, { 'X-API-Key': key });
    expect(((await unknown.json()) as { error: { code: number } }).error.code).toBe(-32602);
    const badVersion = await post(
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_school', arguments: { nces_id: '060000100001' } } },
      { 'X-API-Key': key, 'mcp-protocol-version': '1999-01-01' },
    );
    expect(badVersion.status).toBe(400);
    const notAcceptable = await post(
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_school', arguments: { nces_id: '060000100001' } } },
      { 'X-API-Key': key, Accept: 'application/json' },
    );
    expect(notAcceptable.status).toBe(406);
  });

  it('no X-API-Key -> 401 problem details', async () => {
    const response = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ type: 'unauthorized', status: 401, instance: '/mcp' });
  });

  it('an invalid key -> 401; an unknown toolset -> 400 naming the valid ones', async () => {
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'X-API-Key': 'k12_test_nope' })).status).toBe(401);
    const key = await keyFor(runtime, 'STARTER');
    const response = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'X-API-Key': key }, '?toolsets=schools,bogus');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/Unknown toolset bogus; valid toolsets: schools, funding/);
  });

  it('GET /mcp and DELETE /mcp -> 405 problem details with Allow: POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(endpoint, { method, headers: { Accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ status: 405, type: 'method_not_allowed' });
    }
  });
});
