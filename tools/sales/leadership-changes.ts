import { z } from 'zod';
import type { LeadershipAfter } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { limitInput, StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';

export const leadershipChanges = defineTool({
  name: 'leadership_changes',
  title: 'Leadership-change feed',
  description: 'Superintendent and principal changes, newest first, with previous and new leader. New leaders review vendors: a timing signal for outreach.',
  group: 'sales',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/board-intel/leadership-changes' },
  input: z.object({
    state: StateAbbr.optional().describe('2-letter state code.'),
    role: z.enum(['Superintendent', 'Principal']).optional().describe('Superintendent or Principal (default: both).'),
    since: z.iso.date().optional().describe('Effective on or after (YYYY-MM-DD).'),
    limit: limitInput(25, 100, 'changes'),
    cursor: CursorInput,
  }),
  output: z.object({
    results: z.array(
      z.object({
        change_id: z.string(),
        effective_date: z.string().describe('ISO date.'),
        role: z.enum(['Superintendent', 'Principal']),
        previous_name: z.string().nullable(),
        new_name: z.string(),
        leaid: z.string(),
        district_name: z.string().nullable(),
        state: z.string().nullable(),
        nces_id: z.string().nullable(),
        school_name: z.string().nullable(),
        generated: z.boolean().describe('True for sandbox records: the people are fictional.'),
      }),
    ),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    requireState(context, input.state);
    const page = paginate(context, 'leadership_changes', input, (after: LeadershipAfter | undefined) =>
      context.dataset.reader.leadershipChanges({ state: input.state, role: input.role, since: input.since, limit: input.limit, after }),
    );
    return {
      results: page.rows.map((row) => ({
        change_id: row.change_id,
        effective_date: row.effective_date,
        role: row.role,
        previous_name: row.previous_name,
        new_name: row.new_name,
        leaid: row.leaid,
        district_name: row.district_name,
        state: row.state,
        nces_id: row.nces_id,
        school_name: row.school_name,
        generated: row.generated,
      })),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
