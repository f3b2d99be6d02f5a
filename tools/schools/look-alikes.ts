import { z } from 'zod';
import { CATEGORY_FEATURES, nearestSchools, NUMERIC_FEATURES } from '../../src/core/scores/look-alikes.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { DataSource, limitInput, NcesId, SchoolSummary } from './schemas.js';
import { requireSchool, rowSource, schoolSummary } from './school-data.js';
import { scoringBasis } from './scoring-basis.js';

interface LookAlikeAfter {
  distance: number;
  nces_id: string;
}

const LookAlike = SchoolSummary.extend({
  distance: z.number().describe('Weighted distance over standardised features; 0 = identical profile.'),
  similarity: z.number().describe('100 / (1 + distance): 100 for an identical profile, 50 at distance 1.'),
  top_features: z
    .array(z.object({ feature: z.string(), share: z.number().describe('Share of the squared distance, 0-1.') }))
    .describe('The features that set this school apart from the target most (at most three), largest first.'),
  features_compared: z.number().int().describe('Features both schools report.'),
});

export const schoolLookAlikes = defineTool({
  name: 'school_look_alikes',
  title: 'Look-alike schools',
  description:
    'Schools most like the given one in students (FRL, English learners, disabilities, level, locale, size), results ' +
    '(math, reading), resources (pupil-teacher ratio, district spending, funding eligibility) and E-Rate spending, ' +
    'nearest first, each with its distance and the features that differ most. Use it to find prospects that resemble ' +
    'a customer. Set same_state to stay in the target\'s state.',
  group: 'schools',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/look-alikes' },
  input: z.object({
    nces_id: NcesId,
    limit: limitInput(10, 50, 'look-alike schools'),
    same_state: z.boolean().default(false).describe('Only schools in the target\'s state (default false: the whole country).'),
    cursor: CursorInput,
  }),
  output: z.object({
    target: SchoolSummary,
    features: z
      .array(z.object({ feature: z.string(), weight: z.number(), kind: z.enum(['numeric', 'category']) }))
      .describe('The features compared and their weights; numeric ones are standardised over all schools.'),
    results: z.array(LookAlike),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    const reader = context.dataset.reader;
    const target = requireSchool(context, input.nces_id);
    const { lookAlikes } = scoringBasis(reader);
    const targetProfile = lookAlikes.byId.get(target.nces_id)!;
    const candidates = input.same_state ? lookAlikes.profiles.filter((profile) => profile.state === target.state) : lookAlikes.profiles;
    const page = paginate(context, 'school_look_alikes', input, (after: LookAlikeAfter | undefined) => {
      // Every candidate is ranked (distance, then nces_id); the page starts after the cursor's position.
      const ranked = nearestSchools(targetProfile, candidates, candidates.length, lookAlikes.space);
      const start = after
        ? ranked.findIndex((match) => match.distance > after.distance || (match.distance === after.distance && match.nces_id > after.nces_id))
        : 0;
      const rows = start < 0 ? [] : ranked.slice(start, start + input.limit);
      const last = rows.at(-1);
      const more = start >= 0 && start + input.limit < ranked.length;
      return { rows, next: more && last ? { distance: last.distance, nces_id: last.nces_id } : undefined };
    });
    const schools = new Map(reader.getSchools(page.rows.map((match) => match.nces_id)).map((school) => [school.nces_id, school]));
    return {
      target: schoolSummary(target),
      features: [
        ...NUMERIC_FEATURES.map((feature) => ({ feature: feature.name, weight: feature.weight, kind: 'numeric' as const })),
        ...CATEGORY_FEATURES.map((feature) => ({ feature: feature.name, weight: feature.weight, kind: 'category' as const })),
      ],
      results: page.rows.flatMap((match) => {
        const school = schools.get(match.nces_id);
        return school ? [{ ...schoolSummary(school), ...match }] : [];
      }),
      next_cursor: page.next_cursor,
      data_source: rowSource(context, target),
    };
  },
});
