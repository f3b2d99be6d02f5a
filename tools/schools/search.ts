import { z } from 'zod';
import type { SchoolSearchAfter } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { LeaId, limitInput } from '../common/inputs.js';
import { requireDistrict } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { CityFilter, MatchQuality, SearchText, StateFilter, resolveState } from '../common/search-filters.js';
import { SchoolLevelName, SchoolSummary } from './schemas.js';
import { schoolSummary } from './school-data.js';

export const searchSchools = defineTool({
  name: 'schools_search',
  title: 'Search schools',
  description: 'Finds US public schools by name, city or NCES ID prefix; best name matches first. Use it to turn a school name into its NCES ID.',
  group: 'schools',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/search' },
  input: z.object({
    q: SearchText('school', '"lincoln high", "Sacramento"'),
    state: StateFilter,
    city: CityFilter,
    level: SchoolLevelName.optional().describe('Only this school level.'),
    leaid: LeaId.optional().describe('District (7-digit LEAID).'),
    limit: limitInput(10, 50, 'schools'),
    cursor: CursorInput,
  }),
  output: z.object({
    query: z.string().describe('The search text as used (trimmed).'),
    state: z.string().nullable().describe('The state filter as a 2-letter abbreviation; null when not narrowed.'),
    results: z.array(SchoolSummary.extend({ match: MatchQuality })).describe('Matching schools, best match first, then largest enrollment.'),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    const reader = context.dataset.reader;
    const state = resolveState(context, input.state);
    if (input.leaid !== undefined) requireDistrict(context, input.leaid);
    const filter = { state, city: input.city, level: input.level, leaid: input.leaid };
    const page = paginate(context, 'schools_search', input, (after: SchoolSearchAfter | undefined) =>
      reader.searchSchools({ q: input.q, limit: input.limit, after, filter }),
    );
    return {
      query: input.q,
      state: state ?? null,
      results: page.rows.map((row) => ({ ...schoolSummary(row), match: row.match })),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
