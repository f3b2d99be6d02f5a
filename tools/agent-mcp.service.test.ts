import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../src/data/state/test-stores.js';
import { authenticate } from '../src/services/keys/api-keys.js';
import { createMcpServer } from '../src/surfaces/mcp/server.js';
import { createTestService, type TestService } from '../src/testing/harness.js';

/** agent_chat over MCP: an assistant hands the agent a whole task and reads its structured reply. */
describe('agent_chat (MCP)', () => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: Client;
  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    service = createTestService(isolated.store);
    const caller = await authenticate(isolated.store, (await service.key('PROFESSIONAL')).key, service.runtime.now());
    const server = createMcpServer({ runtime: service.runtime, registry: service.registry, caller, toolsets: undefined });
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: 'test', version: '1.0.0' });
    await server.connect(serverTransport);
    await client.connect(clientTransport);
  });
  afterAll(async () => {
    await client.close();
    service.dispose();
    await isolated.dispose();
  });

  it('is listed, and a call -> the agent\'s reply with its steps as structured content', async () => {
    const listed = await client.listTools();
    expect(listed.tools.map((tool) => tool.name)).toContain('agent_chat');
    const result = (await client.callTool({ name: 'agent_chat', arguments: { message: 'What E-Rate discount does a rural school at 62% NSLP get?' } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const reply = result.structuredContent as { response: string; steps: { tool: string; arguments: Record<string, unknown> }[]; engine: string };
    expect(reply.engine).toBe('local');
    expect(reply.steps).toEqual([{ tool: 'erate_discount_calculator', ok: true, arguments: { frl_pct: 62, type: 'school', locale: 'rural' } }]);
    expect(reply.response).toContain('80%');
  });

  it('a bad call -> isError with the 400 problem', async () => {
    const result = (await client.callTool({ name: 'agent_chat', arguments: {} })) as CallToolResult;
    expect(result.isError).toBe(true);
    const first = result.content[0];
    expect(first?.type === 'text' && JSON.parse(first.text).status).toBe(400);
  });
});
