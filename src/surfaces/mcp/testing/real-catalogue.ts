import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { graphDirectory } from '../../../data/build.js';
import { datasetFile } from '../../../data/catalog.js';
import type { DatasetReader } from '../../../data/dataset/reader.js';
import { createStateStore } from '../../../data/state/index.js';
import type { StateStore } from '../../../data/state/port.js';
import { issueKey } from '../../../services/keys/api-keys.js';
import type { AnyTool } from '../../../tooling/define-tool.js';
import type { Tier } from '../../../tooling/tiers.js';

/**
 * Test support for the real catalogue over MCP: a data directory holding the shared test sandbox
 * and a SQLite state store with one key per tier (so a child `k12-intel mcp` and an in-process
 * HTTP service see the same keys), and one call per tool group with real ids.
 */
export interface RealCatalogueDir {
  dataDir: string;
  state: StateStore;
  keys: Record<Tier, string>;
  dispose(): Promise<void>;
}

export async function realCatalogueDir(sandboxDataDir: string): Promise<RealCatalogueDir> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-mcp-real-'));
  fs.symlinkSync(datasetFile(sandboxDataDir, 'sandbox'), datasetFile(dataDir, 'sandbox'));
  fs.symlinkSync(graphDirectory(sandboxDataDir, 'sandbox'), graphDirectory(dataDir, 'sandbox'));
  const state = createStateStore({ dataDir });
  await state.migrate();
  const keys = {} as Record<Tier, string>;
  for (const tier of ['EXPLORER', 'STARTER', 'PROFESSIONAL', 'BUSINESS'] as const) {
    keys[tier] = (await issueKey(state, { accountName: `mcp-${tier.toLowerCase()}`, tier, mode: 'test', now: new Date() })).key;
  }
  return {
    dataDir,
    state,
    keys,
    async dispose() {
      await state.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GroupCall {
  group: string;
  tool: string;
  arguments: Record<string, unknown>;
  /** What the structured answer must hold for these real ids. */
  expect: (structured: Record<string, unknown>) => void;
}

/**
 * One call for every tool group of the catalogue, with ids read from the dataset. A group with no
 * call here (added later) is called through its first read-only tool that takes no arguments.
 */
export function groupCalls(reader: DatasetReader, tools: readonly AnyTool[], check: (condition: boolean, message: string) => void): GroupCall[] {
  const school = reader.listSchools({ minProficiency: 1 }, { orderBy: 'math', limit: 1 }).rows[0]!;
  const district = reader.getDistrict(school.leaid)!;
  const known: GroupCall[] = [
    { group: 'system', tool: 'service_health', arguments: {}, expect: (body) => check(body.status === 'ok', 'service_health status ok') },
    { group: 'schools', tool: 'school_profile', arguments: { nces_id: school.nces_id }, expect: (body) => check(body.nces_id === school.nces_id && body.name === school.name, 'school_profile of the asked school') },
    {
      group: 'schools',
      tool: 'schools_search',
      arguments: { q: school.name, state: school.state },
      expect: (body) => check((body.results as { nces_id: string }[]).some((row) => row.nces_id === school.nces_id), 'schools_search finds the school by its name in its state'),
    },
    {
      group: 'funding',
      tool: 'purchase_qualify',
      arguments: { item_description: '30 Chromebooks for a math class', nces_id: school.nces_id },
      expect: (body) => check(Array.isArray(body.matches) && (body.matches as unknown[]).length > 0, 'purchase_qualify matches devices'),
    },
    { group: 'erate', tool: 'school_erate_eligibility', arguments: { nces_id: school.nces_id }, expect: (body) => check(JSON.stringify(body).includes(school.nces_id), 'erate eligibility names the school') },
    { group: 'marketplace', tool: 'marketplace_tiers', arguments: {}, expect: (body) => check((body.tiers as unknown[]).length === 4, 'four tiers') },
    {
      group: 'sales',
      tool: 'leads_from_purchase',
      arguments: { programs: ['TITLE_I_A'] },
      expect: (body) => check((body.leads as unknown[]).length > 0, 'leads for Title I'),
    },
    {
      group: 'geography',
      tool: 'districts_search',
      arguments: { q: district.name, state: district.state },
      expect: (body) => check((body.results as { leaid: string }[])[0]?.leaid === district.leaid, 'districts_search finds the district first'),
    },
    {
      group: 'ai',
      tool: 'query',
      arguments: { question: `How many schools are in ${school.state}?` },
      expect: (body) => check(body.engine === 'local' && typeof body.answer === 'string' && body.row_count === 1, 'query answers a count with the local engine'),
    },
  ];
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const calls = known.filter((call) => byName.has(call.tool));
  for (const group of new Set(tools.map((tool) => tool.group))) {
    if (calls.some((call) => call.group === group)) continue;
    const fallback = tools.find((tool) => tool.group === group && tool.effect === 'read' && !tool.returnsFile && tool.input.safeParse({}).success);
    if (fallback) calls.push({ group, tool: fallback.name, arguments: {}, expect: () => undefined });
  }
  return calls;
}

const validator = new AjvJsonSchemaValidator();

/** Checks a tool result's structuredContent against the outputSchema the listing announced. */
export function outputProblems(listing: Tool, result: CallToolResult): string | undefined {
  if (result.isError) return `isError: ${JSON.stringify(result.content)}`;
  if (!listing.outputSchema) return 'the tool announced no outputSchema';
  const outcome = validator.getValidator(listing.outputSchema as never)(result.structuredContent);
  return outcome.valid ? undefined : outcome.errorMessage;
}

/** The listed tools by name, from a connected client. */
export async function listedTools(client: Client): Promise<Map<string, Tool>> {
  return new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
}
