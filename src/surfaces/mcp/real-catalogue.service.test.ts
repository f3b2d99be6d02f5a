import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../package-info.js';
import { createTestService, sandboxDataDir, type TestService } from '../../testing/harness.js';
import { listen, type TestClient } from '../../testing/http.js';
import { TIERS, type Tier } from '../../tooling/tiers.js';
import { RESOURCE_NOT_FOUND } from './resources.js';
import { mayCall } from './tool-listing.js';
import { groupCalls, listedTools, outputProblems, realCatalogueDir, type RealCatalogueDir } from './testing/real-catalogue.js';

/**
 * The real catalogue (every tool of tools/index.ts) over both MCP transports, with the SDK's own
 * client: tools per tier, one call of every group with real ids checked against the announced
 * outputSchema, a file as an embedded resource, prompts and resources. The sample-registry tests
 * (server.test.ts, http.int.test.ts, stdio.int.test.ts) keep covering the mechanics.
 */
let dir: RealCatalogueDir;
let service: TestService;
let http: TestClient;

beforeAll(async () => {
  dir = await realCatalogueDir(sandboxDataDir());
  service = createTestService(dir.state);
  http = await listen(service.app);
});

afterAll(async () => {
  await http.close();
  service.dispose();
  await dir.dispose();
});

async function httpClient(tier: Tier): Promise<Client> {
  const client = new Client({ name: 'real-catalogue-http', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${http.url}/mcp`), { requestInit: { headers: { 'X-API-Key': dir.keys[tier] } } }));
  return client;
}

async function stdioClient(tier: Tier): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(projectRoot(), 'src/surfaces/cli/main.ts'), 'mcp'],
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dir.dataDir, K12_API_KEY: dir.keys[tier], LOG_LEVEL: 'warn' },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'real-catalogue-stdio', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const textOf = (content: unknown) => (content as { text: string }).text;
const check = (condition: boolean, message: string) => expect(condition, message).toBe(true);

async function exerciseCatalogue(client: Client, tier: Tier) {
  const listed = await listedTools(client);
  const expected = service.registry.tools.filter((tool) => mayCall(tool, { tier } as never)).map((tool) => tool.name);
  expect([...listed.keys()].sort()).toEqual(expected.sort());
  const calls = groupCalls(service.runtime.datasets.forMode('test').reader, service.registry.tools, check);
  expect(new Set(calls.map((call) => call.group))).toEqual(new Set(service.registry.tools.map((tool) => tool.group)));
  for (const call of calls) {
    const result = (await client.callTool({ name: call.tool, arguments: call.arguments })) as CallToolResult;
    expect(outputProblems(listed.get(call.tool)!, result), call.tool).toBeUndefined();
    call.expect(result.structuredContent!);
  }
}

describe('the real catalogue over Streamable HTTP', () => {
  it.each(TIERS.map((tier) => [tier]))('%s key: tools/list is exactly the tools of its tier', async (tier) => {
    const client = await httpClient(tier);
    try {
      const names = [...(await listedTools(client)).keys()];
      expect(names.sort()).toEqual(service.registry.tools.filter((tool) => mayCall(tool, { tier } as never)).map((tool) => tool.name).sort());
      if (tier === 'EXPLORER') expect(names).not.toContain('school_peers');
      if (tier === 'BUSINESS') expect(names).toHaveLength(service.registry.tools.length);
    } finally {
      await client.close();
    }
  });

  it('BUSINESS key: one tool of every group with real ids -> structuredContent valid against its outputSchema', async () => {
    const client = await httpClient('BUSINESS');
    try {
      await exerciseCatalogue(client, 'BUSINESS');
    } finally {
      await client.close();
    }
  });

  it('grant_write -> an embedded .docx resource with its MIME type and a text summary naming the sections', async () => {
    const client = await httpClient('PROFESSIONAL');
    try {
      const school = service.runtime.datasets.forMode('test').reader.listSchools({ titleI: true }, { limit: 1 }).rows[0]!;
      const result = (await client.callTool({ name: 'grant_write', arguments: { nces_id: school.nces_id, program: 'TITLE_I_A' } })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      const [summary, file] = result.content as [{ type: 'text'; text: string }, { type: 'resource'; resource: { uri: string; mimeType: string; blob: string } }];
      expect(file.type).toBe('resource');
      expect(file.resource.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(Buffer.from(file.resource.blob, 'base64').subarray(0, 2).toString()).toBe('PK');
      expect(summary.text).toContain(school.name);
      expect(summary.text).toContain('Statement of Need');
    } finally {
      await client.close();
    }
  });

  it('prompts/list -> the four workflows with typed arguments; prompts/get fills them; a bad NCES ID -> InvalidParams naming it', async () => {
    const client = await httpClient('EXPLORER');
    try {
      const { prompts } = await client.listPrompts();
      expect(prompts.map((prompt) => prompt.name).sort()).toEqual(['compare_with_peers', 'draft_grant', 'plan_erate_filing', 'qualify_purchase']);
      const grant = prompts.find((prompt) => prompt.name === 'draft_grant')!;
      expect(grant.arguments).toEqual([
        { name: 'nces_id', required: true, description: expect.stringContaining('[12-digit NCES school ID]') },
        { name: 'program', required: true, description: expect.stringContaining('TITLE_I_A') },
        { name: 'item_description', required: false, description: expect.stringContaining('[text]') },
      ]);
      const school = service.runtime.datasets.forMode('test').reader.listSchools({}, { limit: 1 }).rows[0]!;
      const filled = await client.getPrompt({ name: 'draft_grant', arguments: { nces_id: school.nces_id, program: 'idea_part_b' } });
      const text = (filled.messages[0]!.content as { text: string }).text;
      expect(text).toContain(`NCES ID ${school.nces_id}`);
      expect(text).toContain('`grant_write` with nces_id');
      expect(text).toContain('IDEA_B');
      expect(text).not.toMatch(/\{\{|compliance_check/);
      const bad = await client.getPrompt({ name: 'draft_grant', arguments: { nces_id: '123', program: 'TITLE_I_A' } }).catch((error: unknown) => error);
      expect(bad).toBeInstanceOf(McpError);
      expect((bad as McpError).code).toBe(ErrorCode.InvalidParams);
      expect((bad as McpError).data).toEqual({ errors: [{ field: 'nces_id', message: 'must be a 12-digit NCES school ID' }] });
    } finally {
      await client.close();
    }
  });

  it('resources: documents and tiers listed and read; the school template reads a profile under the key, counted; unknown school -> not found', async () => {
    const client = await httpClient('EXPLORER');
    try {
      const { resources } = await client.listResources();
      expect(resources.map((resource) => resource.uri).sort()).toEqual(['k12-intel://docs/graph-schema', 'k12-intel://docs/rules', 'k12-intel://docs/scoring', 'k12-intel://tiers']);
      const scoring = await client.readResource({ uri: 'k12-intel://docs/scoring' });
      expect(scoring.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('0.40') });
      const tiers = JSON.parse(textOf((await client.readResource({ uri: 'k12-intel://tiers' })).contents[0]));
      expect(tiers.tiers.map((plan: { tier: string; daily_limit: number | null }) => [plan.tier, plan.daily_limit])).toEqual([
        ['EXPLORER', 3], ['STARTER', 25], ['PROFESSIONAL', 100], ['BUSINESS', null],
      ]);
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['k12-intel://schools/{nces_id}']);

      const school = service.runtime.datasets.forMode('test').reader.listSchools({}, { limit: 1 }).rows[0]!;
      const profile = await client.readResource({ uri: `k12-intel://schools/${school.nces_id}` });
      expect(JSON.parse(textOf(profile.contents[0]))).toMatchObject({ nces_id: school.nces_id, name: school.name });
      expect(profile._meta?.['k12-intel/rate_limit']).toMatchObject({ limit: 3, used: 1, remaining: 2 });
      const missing = await client.readResource({ uri: 'k12-intel://schools/000000000000' }).catch((error: unknown) => error);
      expect([(missing as McpError).code, ((missing as McpError).data as { status: number }).status]).toEqual([RESOURCE_NOT_FOUND, 404]);
      const badId = await client.readResource({ uri: 'k12-intel://schools/12' }).catch((error: unknown) => error);
      expect((badId as McpError).code).toBe(ErrorCode.InvalidParams);
      // Explorer allows 3 a day: the profile, the 404 and the 400 used them; the next read is refused with the 429 problem.
      const refused = await client.readResource({ uri: `k12-intel://schools/${school.nces_id}` }).catch((error: unknown) => error);
      expect(((refused as McpError).data as { status: number; type: string }).status).toBe(429);
      const unknown = await client.readResource({ uri: 'k12-intel://nothing' }).catch((error: unknown) => error);
      expect((unknown as McpError).code).toBe(RESOURCE_NOT_FOUND);
    } finally {
      await client.close();
    }
  });
});

describe('the real catalogue over stdio (k12-intel mcp as a child process)', () => {
  it('EXPLORER and BUSINESS keys: tools per tier; every group called with real ids, valid structuredContent; prompts and resources', async () => {
    const explorer = await stdioClient('EXPLORER');
    try {
      const names = [...(await listedTools(explorer)).keys()].sort();
      expect(names).toEqual(service.registry.tools.filter((tool) => mayCall(tool, { tier: 'EXPLORER' } as never)).map((tool) => tool.name).sort());
    } finally {
      await explorer.close();
    }
    const business = await stdioClient('BUSINESS');
    try {
      await exerciseCatalogue(business, 'BUSINESS');
      expect((await business.listPrompts()).prompts).toHaveLength(4);
      const filled = await business.getPrompt({ name: 'plan_erate_filing', arguments: { leaid: '0100005', funding_year: '2027' } });
      expect((filled.messages[0]!.content as { text: string }).text).toContain('`erate_c2_budget` with leaid 0100005 and funding_year 2027');
      const rules = await business.readResource({ uri: 'k12-intel://docs/rules' });
      expect(textOf(rules.contents[0])).toMatch(/Title I/);
    } finally {
      await business.close();
    }
  }, 60_000);
});
