import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { VendorRankAfter, VendorRankRow } from '../../src/data/dataset/reader.js';
import { badRequest } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { StateAbbr, limitInput } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';

const TOOL_NAME = 'erate_vendors';

/** The service type as the data spells it (case-insensitive match), or a 400 listing the types. */
function canonicalServiceType(context: ToolContext, serviceType: string | undefined): string | undefined {
  if (serviceType === undefined) return undefined;
  const known = context.dataset.reader.erateServiceTypes();
  const match = known.find((candidate) => candidate.toLowerCase() === serviceType.trim().toLowerCase());
  if (!match) {
    throw badRequest(`Unknown service_type "${serviceType}". Service types in the data: ${known.join('; ')}.`, [
      { field: 'service_type', message: `must be one of: ${known.join('; ')}` },
    ]);
  }
  return match;
}

const Vendor = z.object({
  rank: z.number().int().describe('1-based position in the ranking (across pages).'),
  spin: z.string().describe('Service Provider Identification Number.'),
  name: z.string(),
  status: z.enum(['Active', 'Closed']).nullable(),
  commitment_count: z.number().int().describe('Funding requests committed to the vendor within the filters.'),
  total_committed: z.number().describe('E-Rate dollars committed to the vendor within the filters.'),
  client_count: z.number().int().describe('Distinct billed entities (schools, districts, libraries) served.'),
  top_states: z.array(z.object({ state: z.string(), total_committed: z.number() })).describe('Up to five states by amount.'),
  service_types: z.array(z.object({ service_type: z.string(), total_committed: z.number() })),
  history: z.array(z.object({ funding_year: z.number().int(), total_committed: z.number() })).describe('Committed amount by funding year.'),
});

export const erateVendors = defineTool({
  name: TOOL_NAME,
  title: 'E-Rate vendors ranked',
  description: 'E-Rate service providers ranked by committed dollars, with clients, top states, service types and yearly history.',
  group: 'erate',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/vendors/erate' },
  input: z.object({
    state: StateAbbr.optional().describe('Recipients\' 2-letter state code.'),
    funding_year: z.number().int().min(1998).max(2100).optional().describe('Only this E-Rate funding year (e.g. 2024).'),
    q: z.string().trim().min(1).max(100).optional().describe('Vendor name contains.'),
    service_type: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe('Service type, e.g. "Internal Connections".'),
    limit: limitInput(25, 100, 'vendors'),
    cursor: CursorInput,
  }),
  output: z.object({
    vendors: z.array(Vendor),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    requireState(context, input.state);
    const serviceType = canonicalServiceType(context, input.service_type);
    let offset = 0;
    const page = paginate<VendorRankRow, VendorRankAfter & { rank: number }>(context, TOOL_NAME, { ...input, service_type: serviceType }, (after) => {
      offset = after?.rank ?? 0;
      const result = context.dataset.reader.vendorRanking({
        state: input.state,
        fundingYear: input.funding_year,
        q: input.q,
        serviceType,
        limit: input.limit,
        after: after ? { total: after.total, spin: after.spin } : undefined,
      });
      return { rows: result.rows, next: result.next ? { ...result.next, rank: offset + result.rows.length } : undefined };
    });
    return {
      vendors: page.rows.map((row, index) => ({ rank: offset + index + 1, ...row })),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
