import { z } from 'zod';
import type { SpendingRankAfter } from '../../src/data/dataset/reader.js';
import { roundTo } from '../../src/core/scores/scale.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { limitInput, StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { SHARE_BASES } from './finance/shares.js';

const SORTS = ['perPupil', 'instructionPct', 'adminPct', 'totalExp'] as const;
const round = (value: number | null) => (value === null ? null : roundTo(value, 2));

export const spendingRankings = defineTool({
  name: 'spending_rankings',
  title: 'District spending rankings',
  description: 'Districts ranked by a finance measure of the latest fiscal year, highest first, optionally within a state.',
  group: 'analytics',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/spending/rankings' },
  input: z.object({
    state: StateAbbr.optional().describe('2-letter state code.'),
    sort_by: z.enum(SORTS).default('perPupil').describe('Finance measure to rank by.'),
    limit: limitInput(25, 100, 'districts'),
    cursor: CursorInput,
  }),
  output: z.object({
    sort_by: z.enum(SORTS),
    state: z.string().nullable(),
    results: z.array(
      z.object({
        rank: z.number().int().describe('1 = highest, counted across pages.'),
        leaid: z.string(),
        name: z.string(),
        state: z.string(),
        enrollment: z.number().int().nullable(),
        fiscal_year: z.number().int(),
        value: z.number().describe('The sort measure of this district.'),
        per_pupil_expenditure: z.number().nullable(),
        total_expenditure: z.number().nullable(),
        instruction_pct: z.number().nullable(),
        admin_pct: z.number().nullable(),
      }),
    ).describe(SHARE_BASES),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    requireState(context, input.state);
    const reader = context.dataset.reader;
    // The rank travels in the cursor beside the keyset position, so page 2 starts at limit + 1.
    let startRank = 0;
    const page = paginate(context, 'spending_rankings', input, (after: (SpendingRankAfter & { rank: number }) | undefined) => {
      startRank = after?.rank ?? 0;
      const result = reader.rankDistrictsBySpending({ state: input.state, sortBy: input.sort_by, limit: input.limit, after });
      return { rows: result.rows, next: result.next ? { ...result.next, rank: startRank + result.rows.length } : undefined };
    });
    return {
      sort_by: input.sort_by,
      state: input.state ?? null,
      results: page.rows.map((row, index) => ({
        rank: startRank + index + 1,
        leaid: row.leaid,
        name: row.name,
        state: row.state,
        enrollment: row.enrollment,
        fiscal_year: row.fiscal_year,
        value: input.sort_by === 'perPupil' || input.sort_by === 'totalExp' ? row.value : roundTo(row.value, 2),
        per_pupil_expenditure: row.per_pupil_expenditure,
        total_expenditure: row.total_expenditure,
        instruction_pct: round(row.instruction_pct),
        admin_pct: round(row.admin_pct),
      })),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
