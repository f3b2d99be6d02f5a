import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../services/keys/api-keys.js';
import type { ToolGroup } from '../../tooling/define-tool.js';
import type { Tier } from '../../tooling/tiers.js';
import { createMcpServer } from './server.js';
import { sampleRegistry } from './testing/sample-tools.js';
import { createTestRuntime, keyFor, recordingLogger } from './testing/test-runtime.js';
import { RATE_META_KEY } from './tool-result.js';

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function connect(tier: Tier | undefined, toolsets?: ToolGroup[]) {
  const log = recordingLogger();
  const runtime = createTestRuntime({}, log);
  const registry = sampleRegistry();
  const caller = tier ? await authenticate(runtime.state, await keyFor(runtime, tier), runtime.now()) : undefined;
  const server = createMcpServer({ runtime, registry, caller, toolsets });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1.0.0' });
  clients.push(client);
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  return { client, log, runtime };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

function problemOf(result: CallToolResult): Record<string, unknown> {
  expect(result.isError).toBe(true);
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error('expected a text content');
  return JSON.parse(first.text) as Record<string, unknown>;
}

describe('createMcpServer: listing', () => {
  it('tools/list(EXPLORER) -> its own and PUBLIC tools, never a STARTER or PROFESSIONAL one', async () => {
    const { client } = await connect('EXPLORER');
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual(['explode', 'get_school', 'health', 'program_ids', 'revoke_key', 'search_schools']);
  });

  it('tools/list(PROFESSIONAL) -> includes market_summary and the STARTER tools', async () => {
    const { client } = await connect('PROFESSIONAL');
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['market_summary', 'grant_document', 'export_schools', 'create_watchlist']));
  });

  it('tools/list(no key) -> only PUBLIC tools', async () => {
    const { client } = await connect(undefined);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['health']);
  });

  it('tools/list(BUSINESS, toolsets [schools, system]) -> only those groups', async () => {
    const { client } = await connect('BUSINESS', ['schools', 'system']);
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual(['explode', 'get_school', 'health', 'search_schools']);
  });

  it('tools/list -> annotations follow effect and name; schemas are objects with descriptions', async () => {
    const { client } = await connect('BUSINESS');
    const tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
    expect(tools.get('get_school')?.annotations).toMatchObject({
      readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false,
    });
    expect(tools.get('revoke_key')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(tools.get('create_watchlist')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    const search = tools.get('search_schools')!;
    expect(search.title).toBe('Search schools');
    expect(search.inputSchema.required).toEqual(['q']); // limit has a default: optional for the caller
    expect(search.inputSchema.properties?.q).toMatchObject({ type: 'string', minLength: 2, description: 'Part of the school name.' });
    // Non-object output is wrapped; files promise no structure; dates do not break the listing.
    expect(tools.get('program_ids')?.outputSchema?.required).toEqual(['result']);
    expect(tools.get('export_schools')?.outputSchema).toBeUndefined();
    expect(tools.get('market_summary')?.outputSchema?.properties).toHaveProperty('generated_at');
  });
});

describe('createMcpServer: calls', () => {
  it('get_school(060000100001) -> structuredContent valid against the listed outputSchema, and the same JSON as text', async () => {
    const { client } = await connect('EXPLORER');
    const tools = (await client.listTools()).tools;
    const result = await call(client, 'get_school', { nces_id: '060000100001' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({
      nces_id: '060000100001', name: 'Lincoln Elementary', state: 'CA', enrollment: 412, frl_pct: 71.5,
    });
    const validate = new AjvJsonSchemaValidator().getValidator(tools.find((tool) => tool.name === 'get_school')!.outputSchema!);
    expect(validate(result.structuredContent).valid).toBe(true);
    expect(result.content[0]).toEqual({ type: 'text', text: JSON.stringify(result.structuredContent) });
    expect(result._meta?.[RATE_META_KEY]).toMatchObject({ limit: 3, used: 1, remaining: 2 });
  });

  it('market_summary(CA) -> date output serialised as an ISO string, as REST sends it', async () => {
    const { client } = await connect('PROFESSIONAL');
    await client.listTools();
    const result = await call(client, 'market_summary', { state: 'CA' });
    expect(result.structuredContent).toMatchObject({ state: 'CA', schools: 2 });
    expect(String(result.structuredContent?.generated_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('program_ids() -> non-object output wrapped as { result }', async () => {
    const { client } = await connect('EXPLORER');
    await client.listTools();
    const result = await call(client, 'program_ids');
    expect(result.structuredContent).toEqual({ result: ['TITLE_I_A', 'IDEA_B'] });
    expect(result.content[0]).toEqual({ type: 'text', text: '["TITLE_I_A","IDEA_B"]' });
  });

  it('get_school(nces_id "12") -> isError with the 400 problem listing the field, and it is counted', async () => {
    const { client } = await connect('EXPLORER');
    const problem = problemOf(await call(client, 'get_school', { nces_id: '12' }));
    expect(problem).toMatchObject({
      type: 'bad_request', status: 400, instance: 'k12-intel://tools/get_school',
      errors: [{ field: 'nces_id', message: 'must be a 12-digit NCES school ID' }],
    });
    const ok = await call(client, 'get_school', { nces_id: '060000100001' });
    expect(ok._meta?.[RATE_META_KEY]).toMatchObject({ used: 2 }); // DECISIONS §3: a 400 is counted
  });

  it('get_school(unknown id) -> isError with the 404 problem', async () => {
    const { client } = await connect('EXPLORER');
    expect(problemOf(await call(client, 'get_school', { nces_id: '999999999999' }))).toMatchObject({
      type: 'not_found', status: 404, detail: 'No school with NCES ID 999999999999.',
    });
  });

  it('EXPLORER calls market_summary by name -> 403 problem naming the tier needed, not counted', async () => {
    const { client } = await connect('EXPLORER');
    expect(problemOf(await call(client, 'market_summary', { state: 'CA' }))).toMatchObject({
      type: 'forbidden', status: 403, required_tier: 'PROFESSIONAL', current_tier: 'EXPLORER',
    });
    const ok = await call(client, 'get_school', { nces_id: '060000100001' });
    expect(ok._meta?.[RATE_META_KEY]).toMatchObject({ used: 1 });
  });

  it('a tool outside the toolsets, or unknown -> protocol error "Unknown tool"', async () => {
    const { client } = await connect('BUSINESS', ['schools']);
    await expect(call(client, 'program_ids')).rejects.toThrow(/Unknown tool: program_ids/);
    await expect(call(client, 'no_such_tool')).rejects.toThrow(/Unknown tool: no_such_tool/);
  });

  it('4th call of an EXPLORER key -> isError with the 429 problem (limit 3 a day)', async () => {
    const { client } = await connect('EXPLORER');
    for (let index = 0; index < 3; index += 1) {
      expect((await call(client, 'get_school', { nces_id: '060000100001' })).isError).toBeFalsy();
    }
    const problem = problemOf(await call(client, 'get_school', { nces_id: '060000100001' }));
    expect(problem).toMatchObject({ type: 'rate_limit_exceeded', status: 429, detail: expect.stringContaining('(3/3)') });
    expect(problem.reset_time).toMatch(/T00:00:00\.000Z$/);
  });

  it('health() with no key -> answered and not metered', async () => {
    const { client } = await connect(undefined);
    const result = await call(client, 'health');
    expect(result.structuredContent).toEqual({ status: 'ok', version: '0.0.0-test' });
    expect(result._meta).toBeUndefined();
  });

  it('explode() -> 500 problem with a request id, no message or stack; the error is logged', async () => {
    const { client, log } = await connect('EXPLORER');
    const result = await call(client, 'explode');
    const problem = problemOf(result);
    expect(problem).toMatchObject({ type: 'internal', status: 500 });
    expect(problem.detail).toContain(String(problem.request_id));
    expect(JSON.stringify(result)).not.toMatch(/hunter2|at .*\.ts/);
    expect(log.entries.find((entry) => entry.level === 'error')?.fields).toMatchObject({ tool: 'explode' });
  });

  it('export_schools(csv) -> an embedded text resource with the CSV and a short note', async () => {
    const { client } = await connect('STARTER');
    await client.listTools();
    const result = await call(client, 'export_schools', { format: 'csv' });
    expect(result.structuredContent).toBeUndefined();
    expect(result.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('schools.csv') });
    expect(result.content[1]).toEqual({
      type: 'resource',
      resource: {
        uri: 'k12-intel://files/schools.csv',
        mimeType: 'text/csv',
        text: 'nces_id,name\n060000100001,Lincoln Elementary\n060000100002,Jefferson Middle\n',
      },
    });
  });

  it('export_schools(json) -> rows as structured content', async () => {
    const { client } = await connect('STARTER');
    const result = await call(client, 'export_schools', { format: 'json' });
    expect((result.structuredContent?.rows as unknown[]).length).toBe(2);
  });

  it('grant_document() -> a base64 blob resource with the Word mime type', async () => {
    const { client } = await connect('PROFESSIONAL');
    const result = await call(client, 'grant_document', { nces_id: '060000100001' });
    const resource = result.content[1];
    if (resource?.type !== 'resource' || !('blob' in resource.resource)) throw new Error('expected a blob resource');
    expect(resource.resource.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect([...Buffer.from(resource.resource.blob, 'base64')]).toEqual([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]);
  });
});
