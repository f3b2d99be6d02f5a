import { z } from 'zod';
import type { SchoolSearchAfter } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { SchoolSummary } from './schemas.js';
import { schoolSummary } from './school-data.js';
import { limitInput } from '../common/inputs.js';
import { DataSource, datasetSource } from '../common/provenance.js';

export const searchSchools = defineTool({
  name: 'schools_search',
  title: 'Search schools',
  description:
    'Finds US public schools by name (any word, by its beginning, ignoring case and accents), by city, or by the ' +
    'first digits of an NCES ID. Results are ranked by enrollment, largest first, and carry each school\'s NCES ID ' +
    'for the other school tools. Use it to turn a school name into an ID.',
  group: 'schools',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/search' },
  input: z.object({
    q: z
      .string()
      .trim()
      .min(2, 'must be at least 2 characters (spaces at either end do not count)')
      .max(100)
      .describe('Search text, 2-100 characters: words of the school name or city (e.g. "lincoln high", "Sacramento"), or the leading digits of an NCES ID.'),
    limit: limitInput(10, 50, 'schools'),
    cursor: CursorInput,
  }),
  output: z.object({
    query: z.string().describe('The search text as used (trimmed).'),
    results: z.array(SchoolSummary).describe('Matching schools, largest enrollment first.'),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    const reader = context.dataset.reader;
    const page = paginate(context, 'schools_search', input, (after: SchoolSearchAfter | undefined) => reader.searchSchools({ q: input.q, limit: input.limit, after }));
    return { query: input.q, results: page.rows.map(schoolSummary), next_cursor: page.next_cursor, data_source: datasetSource(context) };
  },
});
