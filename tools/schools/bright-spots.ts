import { z } from 'zod';
import type { SchoolListAfter, SchoolProfile } from '../../src/data/dataset/reader.js';
import { BRIGHT_SPOT_MIN_FRL, BRIGHT_SPOT_MIN_MATH } from '../../src/core/scores/bright-spot.js';
import { roundTo } from '../../src/core/scores/scale.js';
import { notFound } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { SchoolLevelName, SchoolSummary } from './schemas.js';
import { schoolSummary } from './school-data.js';
import { limitInput } from '../common/inputs.js';
import { DataSource, datasetSource } from '../common/provenance.js';

const BrightSpot = SchoolSummary.extend({
  expected_math: z.number().describe('Math proficiency predicted from the FRL share for schools of this level (and state, where it has enough schools).'),
  math_above_expected: z.number().describe('math_proficiency - expected_math, points.'),
  bright_spot_score: z.number().describe('0-100: 50 = as expected, higher = beats the expectation by more.'),
});

/** Beating the expectation is the bright-spot test; a score at 50 means exactly as expected. */
function beatsExpectation(school: SchoolProfile): boolean {
  const scores = school.scores;
  return (
    scores !== null &&
    scores.expected_math !== null &&
    scores.bright_spot_score !== null &&
    school.math_proficiency !== null &&
    school.math_proficiency > scores.expected_math
  );
}

export const brightSpots = defineTool({
  name: 'bright_spots',
  title: 'Bright-spot schools',
  description: 'High-poverty schools whose math proficiency beats what their FRL share predicts, ranked by bright-spot score.',
  group: 'schools',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/bright-spots' },
  input: z.object({
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter state abbreviation')
      .transform((value) => value.toUpperCase())
      .optional()
      .describe('2-letter state code.'),
    min_frl: z.number().min(0).max(100).default(BRIGHT_SPOT_MIN_FRL).describe(`Lowest free/reduced lunch share, percent, 0-100 (default ${BRIGHT_SPOT_MIN_FRL}).`),
    min_proficiency: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(BRIGHT_SPOT_MIN_MATH)
      .describe(`Lowest math proficiency, percent, 0-100 (default ${BRIGHT_SPOT_MIN_MATH}).`),
    level: SchoolLevelName.optional().describe('School level.'),
    limit: limitInput(25, 100, 'schools'),
    cursor: CursorInput,
  }),
  output: z.object({
    results: z.array(BrightSpot).describe('Highest bright-spot score first.'),
    criteria: z.object({ state: z.string().nullable(), min_frl: z.number(), min_proficiency: z.number(), level: SchoolLevelName.nullable() }),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    const reader = context.dataset.reader;
    if (input.state && !reader.getState(input.state)) throw notFound(`No state ${input.state}: use a 2-letter abbreviation of the 50 states or DC.`);
    const filter = { state: input.state, level: input.level, minFrl: input.min_frl, minProficiency: input.min_proficiency };
    const page = paginate(context, 'bright_spots', input, (after: SchoolListAfter | undefined) => {
      // Ranked by score, every school that beats its expectation comes before every one that does
      // not (the score is above 50 exactly when it does), so the list ends at the first that does not.
      const fetched = reader.listSchools(filter, { orderBy: 'bright_spot_score', limit: input.limit + 1, after }).rows;
      const cut = fetched.findIndex((school) => !beatsExpectation(school));
      const qualifying = cut < 0 ? fetched : fetched.slice(0, cut);
      const rows = qualifying.slice(0, input.limit);
      const last = rows.at(-1);
      return {
        rows,
        next: qualifying.length > input.limit && last ? { value: last.scores!.bright_spot_score, nces_id: last.nces_id } : undefined,
      };
    });
    return {
      results: page.rows.map((school) => ({
        ...schoolSummary(school),
        expected_math: school.scores!.expected_math!,
        math_above_expected: roundTo(school.math_proficiency! - school.scores!.expected_math!, 2),
        bright_spot_score: school.scores!.bright_spot_score!,
      })),
      criteria: { state: input.state ?? null, min_frl: input.min_frl, min_proficiency: input.min_proficiency, level: input.level ?? null },
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
