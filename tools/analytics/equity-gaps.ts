import { z } from 'zod';
import { roundTo } from '../../src/core/scores/scale.js';
import { badRequest } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor } from '../../src/tooling/paging.js';
import { cursorScope } from '../../src/tooling/cursor.js';
import { limitInput, StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { GAP_METRICS, GAP_TYPES, methodOf, SEVERITIES, SEVERITY_RULE, SUBGROUPS } from './equity/gap-measures.js';
import { stateGaps } from './equity/state-gaps.js';


export const equityGaps = defineTool({
  name: 'equity_gaps',
  title: 'Equity gaps',
  description: 'A state\'s schools with the largest equity gaps vs the state average or, for suspensions, between subgroups, with severity and the formula used.',
  group: 'analytics',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/equity/gaps' },
  input: z.object({
    state: StateAbbr.describe('2-letter state code.'),
    metric: z.enum(GAP_METRICS).default('suspensionRate').describe('Measure to compare.'),
    gap_type: z.enum(GAP_TYPES).default('state_average').describe('Compare with the state or a subgroup.'),
    subgroup: z.enum(SUBGROUPS).optional().describe('Subgroup; default the widest gap.'),
    severity: z.enum(SEVERITIES).optional().describe('Only this severity.'),
    limit: limitInput(25, 100, 'schools'),
    cursor: CursorInput,
  }),
  output: z.object({
    state: z.string(),
    metric: z.enum(GAP_METRICS),
    gap_type: z.enum(GAP_TYPES),
    measured: z.object({ comparison_group: z.string(), formula: z.string(), severity_rule: z.string() }),
    total_gaps: z.number().int().describe('Schools with a gap under these filters, over all pages.'),
    severity_counts: z.object({ severe: z.number().int(), moderate: z.number().int(), mild: z.number().int() }).describe('Before the severity filter.'),
    results: z.array(
      z.object({
        nces_id: z.string(),
        name: z.string(),
        school_level: z.string().nullable(),
        enrollment: z.number().int().nullable(),
        frl_pct: z.number().nullable(),
        value: z.number().describe('The school\'s value (for subgroup gaps: the subgroup\'s suspension rate).'),
        comparison_value: z.number(),
        gap: z.number().describe('How much worse than the comparison, in the metric\'s unit.'),
        severity: z.enum(SEVERITIES),
        subgroup: z.enum(SUBGROUPS).nullable(),
      }),
    ),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: async (context, input) => {
    requireState(context, input.state);
    if (input.gap_type === 'subgroup' && input.metric !== 'suspensionRate') {
      throw badRequest('gap_type subgroup is measured on suspension rates: use metric=suspensionRate.', [{ field: 'gap_type', message: 'subgroup gaps need metric suspensionRate' }]);
    }
    if (input.subgroup && input.gap_type !== 'subgroup') {
      throw badRequest('subgroup applies to gap_type=subgroup.', [{ field: 'subgroup', message: 'needs gap_type subgroup' }]);
    }
    const all = await stateGaps(context, input.state, input.metric, input.gap_type, input.subgroup ?? null);
    const counts = { severe: 0, moderate: 0, mild: 0 };
    for (const gap of all) counts[gap.severity] += 1;
    const filtered = input.severity ? all.filter((gap) => gap.severity === input.severity) : all;
    // The list is computed whole per state (and cached), so the cursor carries the next offset.
    const scope = cursorScope('equity_gaps', input);
    const start = input.cursor ? context.cursors.decode<{ offset: number }>(scope, input.cursor).offset : 0;
    const page = filtered.slice(start, start + input.limit);
    const reader = context.dataset.reader;
    const schools = new Map(reader.getSchools(page.map((gap) => gap.nces_id)).map((school) => [school.nces_id, school]));
    const method = methodOf(input.metric, input.gap_type, input.state, input.subgroup ?? null);
    return {
      state: input.state,
      metric: input.metric,
      gap_type: input.gap_type,
      measured: { ...method, severity_rule: SEVERITY_RULE },
      total_gaps: filtered.length,
      severity_counts: counts,
      results: page.map((gap) => {
        const school = schools.get(gap.nces_id);
        return {
          nces_id: gap.nces_id,
          name: school?.name ?? gap.nces_id,
          school_level: school?.level ?? null,
          enrollment: school?.enrollment ?? null,
          frl_pct: school?.frl_pct ?? null,
          value: roundTo(gap.value, 2),
          comparison_value: roundTo(gap.comparison_value, 2),
          gap: roundTo(gap.gap, 2),
          severity: gap.severity,
          subgroup: gap.subgroup,
        };
      }),
      next_cursor: start + input.limit < filtered.length ? context.cursors.encode(scope, { offset: start + input.limit }) : null,
      data_source: datasetSource(context),
    };
  },
});
