import { z } from 'zod';
import { notFound } from '../../../errors.js';
import { defineTool, FileResult, type AnyTool } from '../../../tooling/define-tool.js';
import { ToolRegistry } from '../../../tooling/registry.js';

/**
 * A small catalogue shaped like the real one (every tier, read and write, GET/POST/DELETE, a file,
 * a non-object output, a PUBLIC tool, a tool without REST binding, a tool that fails), so the
 * surfaces can be tested before and independently of the real tools.
 */
const SCHOOLS = [
  { nces_id: '060000100001', name: 'Lincoln Elementary', state: 'CA', enrollment: 412, frl_pct: 71.5 },
  { nces_id: '060000100002', name: 'Jefferson Middle', state: 'CA', enrollment: 688, frl_pct: null },
];

const School = z.object({
  nces_id: z.string(),
  name: z.string(),
  state: z.string(),
  enrollment: z.number().int(),
  frl_pct: z.number().nullable(),
});

const NcesId = z.string().regex(/^\d{12}$/, 'must be a 12-digit NCES school ID').describe('12-digit NCES school ID.');

export const getSchool = defineTool({
  name: 'get_school',
  title: 'School profile',
  description: 'The profile of one school by its NCES ID.',
  group: 'schools',
  input: z.object({ nces_id: NcesId }),
  output: School,
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}' },
  handler: (_context, input) => {
    const school = SCHOOLS.find((candidate) => candidate.nces_id === input.nces_id);
    if (!school) throw notFound(`No school with NCES ID ${input.nces_id}.`);
    return school;
  },
});

export const searchSchools = defineTool({
  name: 'search_schools',
  title: 'Search schools',
  description: 'Schools whose name contains the query, largest first.',
  group: 'schools',
  input: z.object({
    q: z.string().min(2).describe('Part of the school name.'),
    state: z.string().length(2).optional().describe('Two-letter state code.'),
    levels: z.array(z.enum(['Elementary', 'Middle', 'High'])).optional().describe('School levels to keep.'),
    limit: z.number().int().min(1).max(50).default(10).describe('Most results to return (1-50).'),
  }),
  output: z.object({ results: z.array(School), next_cursor: z.string().nullable() }),
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/search' },
  handler: (_context, input) => ({
    results: SCHOOLS.filter((school) => school.name.toLowerCase().includes(input.q.toLowerCase())).slice(0, input.limit),
    next_cursor: null,
  }),
});

export const marketSummary = defineTool({
  name: 'market_summary',
  title: 'Market summary',
  description: 'Counts and enrollment of the schools of one state.',
  group: 'analytics',
  input: z.object({ state: z.string().length(2).describe('Two-letter state code.') }),
  output: z.object({ state: z.string(), schools: z.number().int(), generated_at: z.date() }),
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/states/{state}/market-summary' },
  handler: (context, input) => ({
    state: input.state,
    schools: SCHOOLS.filter((school) => school.state === input.state).length,
    generated_at: context.now(),
  }),
});

export const exportSchools = defineTool({
  name: 'export_schools',
  title: 'Export schools',
  description: 'The schools as a CSV file, or as JSON rows.',
  group: 'sales',
  input: z.object({ format: z.enum(['csv', 'json']).default('csv').describe('csv (a file) or json (rows).') }),
  output: z.object({ rows: z.array(School) }),
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/export/schools' },
  returnsFile: { contentTypes: ['text/csv'] },
  handler: (_context, input) => {
    if (input.format === 'json') return { rows: SCHOOLS };
    const lines = ['nces_id,name', ...SCHOOLS.map((school) => `${school.nces_id},${school.name}`)];
    return new FileResult('schools.csv', 'text/csv', new TextEncoder().encode(`${lines.join('\n')}\n`));
  },
});

export const grantDocument = defineTool({
  name: 'grant_document',
  title: 'Grant narrative document',
  description: 'A one-page grant narrative as a Word document.',
  group: 'ai',
  input: z.object({ nces_id: NcesId }),
  output: z.object({ narrative: z.string() }),
  access: 'PROFESSIONAL',
  effect: 'read',
  metering: 'ai',
  rest: { method: 'POST', path: '/grants/document' },
  returnsFile: { contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  handler: () =>
    new FileResult(
      'grant.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]),
    ),
});

export const programIds = defineTool({
  name: 'program_ids',
  title: 'Program IDs',
  description: 'The federal program IDs the funding tools accept.',
  group: 'funding',
  input: z.object({}),
  output: z.array(z.string()),
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/programs/ids' },
  handler: () => ['TITLE_I_A', 'IDEA_B'],
});

export const createWatchlist = defineTool({
  name: 'create_watchlist',
  title: 'Create a watchlist',
  description: 'Saves a named list of schools to watch for alerts.',
  group: 'integrations',
  input: z.object({
    name: z.string().min(1).max(80).describe('A name for the list.'),
    schools: z.array(NcesId).min(1).max(100).describe('The schools to watch.'),
    notify: z
      .object({ email: z.string().email().optional(), webhook_id: z.string().optional() })
      .optional()
      .describe('Where alerts go.'),
  }),
  output: z.object({ id: z.string(), name: z.string(), size: z.number().int() }),
  access: 'STARTER',
  effect: 'write',
  rest: { method: 'POST', path: '/watchlists', status: 201 },
  handler: (_context, input) => ({ id: 'wl_1', name: input.name, size: input.schools.length }),
});

export const revokeKey = defineTool({
  name: 'revoke_key',
  title: 'Revoke a key',
  description: "Revokes one of your account's API keys.",
  group: 'marketplace',
  input: z.object({ key_id: z.string().describe('The key_id of the key to revoke.') }),
  output: z.object({ key_id: z.string(), revoked: z.boolean() }),
  access: 'EXPLORER',
  effect: 'write',
  metering: 'marketplace',
  rest: { method: 'DELETE', path: '/marketplace/keys/{key_id}' },
  handler: (_context, input) => ({ key_id: input.key_id, revoked: true }),
});

export const health = defineTool({
  name: 'health',
  title: 'Service health',
  description: 'Whether the service is up, and its version.',
  group: 'system',
  input: z.object({}),
  output: z.object({ status: z.literal('ok'), version: z.string() }),
  access: 'PUBLIC',
  effect: 'read',
  metering: 'none',
  rest: { method: 'GET', path: '/health' },
  handler: (context) => ({ status: 'ok' as const, version: context.service.version }),
});

export const explode = defineTool({
  name: 'explode',
  title: 'Always fails',
  description: 'Throws an unexpected error, to test how failures are shown.',
  group: 'system',
  input: z.object({}),
  output: z.object({}),
  access: 'EXPLORER',
  effect: 'read',
  handler: () => {
    throw new Error('database password is hunter2');
  },
});

export const SAMPLE_TOOLS: AnyTool[] = [
  getSchool,
  searchSchools,
  marketSummary,
  exportSchools,
  grantDocument,
  programIds,
  createWatchlist,
  revokeKey,
  health,
  explode,
];

export function sampleRegistry(): ToolRegistry {
  return new ToolRegistry(SAMPLE_TOOLS);
}
