import { z } from 'zod';
import type { SchoolListAfter } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { limitInput, StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { LeadTierName, SchoolLevelName, SchoolSummary } from '../schools/schemas.js';
import { schoolSummary } from '../schools/school-data.js';

const SORTS = { total: 'opportunity_score', budget: 'opportunity_budget', need: 'opportunity_need', timing: 'opportunity_timing', access: 'opportunity_access' } as const;
type Sort = keyof typeof SORTS;

export const opportunities = defineTool({
  name: 'opportunities',
  title: 'Opportunity search',
  description: 'Schools ranked by opportunity score or one of its dimensions, highest first.',
  group: 'sales',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/opportunities' },
  input: z.object({
    state: StateAbbr.optional().describe('2-letter state code.'),
    level: SchoolLevelName.optional().describe('Elementary, Middle or High.'),
    lead_tier: LeadTierName.optional().describe('HOT, WARM, NURTURE or MONITOR.'),
    min_score: z.number().min(0).max(100).optional().describe('Lowest total opportunity score, 0-100.'),
    sort_by: z.enum(Object.keys(SORTS) as [Sort, ...Sort[]]).default('total').describe('Score to sort by.'),
    limit: limitInput(25, 100, 'schools'),
    cursor: CursorInput,
  }),
  output: z.object({
    sort_by: z.enum(Object.keys(SORTS) as [Sort, ...Sort[]]),
    results: z.array(
      SchoolSummary.extend({
        opportunity: z.object({
          total: z.number().nullable(),
          budget: z.number().nullable(),
          need: z.number().nullable(),
          timing: z.number().nullable(),
          access: z.number().nullable(),
        }),
      }),
    ),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    requireState(context, input.state);
    const reader = context.dataset.reader;
    const page = paginate(context, 'opportunities', input, (after: SchoolListAfter | undefined) =>
      reader.listSchools(
        { state: input.state, level: input.level, leadTier: input.lead_tier, minOpportunity: input.min_score },
        { orderBy: SORTS[input.sort_by], limit: input.limit, after },
      ),
    );
    return {
      sort_by: input.sort_by,
      results: page.rows.map((school) => ({
        ...schoolSummary(school),
        opportunity: {
          total: school.scores?.opportunity_score ?? null,
          budget: school.scores?.opportunity_budget ?? null,
          need: school.scores?.opportunity_need ?? null,
          timing: school.scores?.opportunity_timing ?? null,
          access: school.scores?.opportunity_access ?? null,
        },
      })),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
