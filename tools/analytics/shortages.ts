import { z } from 'zod';
import type { ShortageRow } from '../../src/data/dataset/model.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';

const StateShortages = z.object({
  state: z.string(),
  school_year: z.string().describe('The latest school year the state reported, e.g. "2024-25".'),
  subjects: z.array(z.object({ subject: z.string(), schools_affected: z.number().int().nullable() })).describe('Most affected first.'),
  math_shortage_schools: z.number().int().nullable().describe('Schools with a mathematics teacher shortage; null when mathematics is not a shortage area.'),
});

/** Each state's shortage areas of its latest reported school year. */
function latestByState(rows: readonly ShortageRow[]): z.infer<typeof StateShortages>[] {
  const states = new Map<string, ShortageRow[]>();
  for (const row of rows) {
    const list = states.get(row.state) ?? [];
    list.push(row);
    states.set(row.state, list);
  }
  return [...states.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => {
      const year = list.reduce((latest, row) => (row.school_year > latest ? row.school_year : latest), list[0]!.school_year);
      const current = list
        .filter((row) => row.school_year === year)
        .sort((a, b) => (b.schools_affected ?? -1) - (a.schools_affected ?? -1) || a.subject.localeCompare(b.subject));
      const math = current.find((row) => row.subject === 'Mathematics');
      return {
        state,
        school_year: year,
        subjects: current.map((row) => ({ subject: row.subject, schools_affected: row.schools_affected })),
        math_shortage_schools: math ? math.schools_affected : null,
      };
    });
}

export const shortages = defineTool({
  name: 'teacher_shortages',
  title: 'Teacher shortage areas',
  description: 'Teacher shortage subject areas by state, most affected first, with schools affected.',
  group: 'analytics',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/shortages' },
  input: z.object({ state: StateAbbr.optional().describe('2-letter state code.') }),
  output: z.object({
    state: z.string().nullable(),
    states: z.array(StateShortages),
    total_math_shortage_schools: z.number().int().describe('Sum of math_shortage_schools over the listed states.'),
    data_source: DataSource,
  }),
  handler: (context, { state }) => {
    requireState(context, state);
    const states = latestByState(context.dataset.reader.shortages(state));
    return {
      state: state ?? null,
      states,
      total_math_shortage_schools: states.reduce((sum, entry) => sum + (entry.math_shortage_schools ?? 0), 0),
      data_source: datasetSource(context),
    };
  },
});
