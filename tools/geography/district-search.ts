import { z } from 'zod';
import type { DistrictSearchAfter } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { limitInput } from '../common/inputs.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { CityFilter, MatchQuality, SearchText, StateFilter, resolveState } from '../common/search-filters.js';

const DistrictResult = z.object({
  leaid: z.string().describe('7-digit NCES district ID (LEAID), the id the district tools take.'),
  nces_id: z.string().describe('The same NCES district ID, under the name the search results are promised with.'),
  name: z.string(),
  state: z.string(),
  city: z.string().nullable(),
  total_schools: z.number().int().nullable().describe('Schools the district operates.'),
  enrollment: z.number().int().nullable(),
  match: MatchQuality,
});

export const searchDistricts = defineTool({
  name: 'districts_search',
  title: 'Search districts',
  description: 'Finds US school districts by name, city or LEAID prefix; best name matches first. Use it to turn a district name into its LEAID.',
  group: 'geography',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/districts/search' },
  input: z.object({
    q: SearchText('district', '"austin isd", "Fairfax County"'),
    state: StateFilter,
    city: CityFilter,
    limit: limitInput(10, 50, 'districts'),
    cursor: CursorInput,
  }),
  output: z.object({
    query: z.string().describe('The search text as used (trimmed).'),
    state: z.string().nullable().describe('The state filter as a 2-letter abbreviation; null when not narrowed.'),
    results: z.array(DistrictResult).describe('Matching districts, best match first, then largest enrollment.'),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    const state = resolveState(context, input.state);
    const filter = { state, city: input.city };
    const page = paginate(context, 'districts_search', input, (after: DistrictSearchAfter | undefined) =>
      context.dataset.reader.searchDistricts({ q: input.q, limit: input.limit, after, filter }),
    );
    return {
      query: input.q,
      state: state ?? null,
      results: page.rows.map((row) => ({
        leaid: row.leaid,
        nces_id: row.leaid,
        name: row.name,
        state: row.state,
        city: row.city,
        total_schools: row.school_count,
        enrollment: row.enrollment,
        match: row.match,
      })),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});

