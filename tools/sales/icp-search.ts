import { z } from 'zod';
import type { IcpAfter } from '../../src/data/dataset/reader.js';
import { ICP_WEIGHTS } from '../../src/data/dataset/reader/icp.js';
import { badRequest } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { limitInput, StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { SchoolLevelName, SchoolSummary } from '../schools/schemas.js';
import { schoolSummary } from '../schools/school-data.js';

export const FIT_SCORE_METHOD =
  `fit_score (0-100) = ${ICP_WEIGHTS.withPrograms.opportunity} x opportunity score + ${ICP_WEIGHTS.withPrograms.funding} x funding score + ` +
  `${ICP_WEIGHTS.withPrograms.coverage} x program coverage (percent of the requested programs the school is eligible for); without ` +
  `programs, ${ICP_WEIGHTS.withoutPrograms.opportunity} x opportunity + ${ICP_WEIGHTS.withoutPrograms.funding} x funding. A missing score counts as 0.`;

const PROGRAM_IDS = ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V', 'E_RATE'] as const;

export const icpSearch = defineTool({
  name: 'icp_search',
  title: 'Ideal-customer search',
  description: 'Schools matching an ideal customer profile (size, FRL, state, level, programs), ranked by fit score.',
  group: 'sales',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/icp/search' },
  input: z.object({
    state: StateAbbr.optional().describe('2-letter state code.'),
    level: SchoolLevelName.optional().describe('Elementary, Middle or High.'),
    min_enrollment: z.number().int().min(0).optional().describe('Smallest enrollment.'),
    max_enrollment: z.number().int().min(0).optional().describe('Largest enrollment.'),
    min_frl: z.number().min(0).max(100).optional().describe('Lowest FRL share, percent.'),
    max_frl: z.number().min(0).max(100).optional().describe('Highest FRL share, percent.'),
    programs: z
      .array(z.string().transform((value) => value.toUpperCase()).pipe(z.enum(PROGRAM_IDS)))
      .max(8)
      .optional()
      .describe('Program ids, comma-separated; eligible for any.'),
    limit: limitInput(25, 100, 'schools'),
    cursor: CursorInput,
  }),
  output: z.object({
    fit_method: z.string(),
    results: z.array(
      SchoolSummary.extend({
        fit_score: z.number(),
        opportunity_score: z.number().nullable(),
        funding_score: z.number().nullable(),
        matched_programs: z.array(z.string()).describe('The requested programs this school is eligible for.'),
      }),
    ),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    requireState(context, input.state);
    for (const [low, high, field] of [[input.min_enrollment, input.max_enrollment, 'min_enrollment'], [input.min_frl, input.max_frl, 'min_frl']] as const) {
      if (low !== undefined && high !== undefined && low > high) throw badRequest(`${field} is above its maximum: no school can match.`, [{ field, message: 'must not exceed the maximum' }]);
    }
    const programs = [...new Set(input.programs ?? [])];
    const reader = context.dataset.reader;
    const page = paginate(context, 'icp_search', input, (after: IcpAfter | undefined) =>
      reader.icpSearch({
        filter: {
          state: input.state,
          level: input.level,
          minEnrollment: input.min_enrollment,
          maxEnrollment: input.max_enrollment,
          minFrl: input.min_frl,
          maxFrl: input.max_frl,
          programs,
        },
        programs,
        limit: input.limit,
        after,
      }),
    );
    const schools = new Map(reader.getSchools(page.rows.map((row) => row.nces_id)).map((school) => [school.nces_id, school]));
    return {
      fit_method: FIT_SCORE_METHOD,
      results: page.rows.map((row) => {
        const school = schools.get(row.nces_id)!;
        const eligible = new Set((JSON.parse(school.scores?.eligible_programs ?? '[]') as string[]).map((id) => id.toUpperCase()));
        return {
          ...schoolSummary(school),
          fit_score: row.fit,
          opportunity_score: school.scores?.opportunity_score ?? null,
          funding_score: school.scores?.funding_score ?? null,
          matched_programs: programs.filter((id) => eligible.has(id)),
        };
      }),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
