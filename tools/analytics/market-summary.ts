import { z } from 'zod';
import { roundTo } from '../../src/core/scores/scale.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { ProgramCount, programCounts } from '../common/program-counts.js';
import { DataSource, datasetSource } from '../common/provenance.js';

const round = (value: number | null) => (value === null ? null : roundTo(value, 2));

export const MARKET_SIZE_METHOD =
  'district_spending is the sum of total expenditure of the scope\'s districts in the latest fiscal year; ' +
  'instruction_spending the sum of their instruction spending; per_student_spending = district_spending / the ' +
  'enrollment of those districts. addressable_title_i_pool = the Title I appropriation x the scope\'s share of the ' +
  'nation\'s Title I-eligible schools (an estimate, not an allocation).';

export const marketSummary = defineTool({
  name: 'market_summary',
  title: 'Market summary',
  description: 'The K-12 market of the nation or a state: schools, students, FRL, lead tiers, bright spots, program eligibility, E-Rate and market-size estimates.',
  group: 'analytics',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/market/summary' },
  input: z.object({ state: StateAbbr.optional().describe('2-letter state code.') }),
  output: z.object({
    scope: z.string().describe('"US" or the state abbreviation.'),
    state: z.string().nullable(),
    total_schools: z.number().int(),
    total_students: z.number().int(),
    avg_frl_pct: z.number().nullable().describe('Simple mean over schools reporting FRL.'),
    lead_tier_distribution: z.object({ HOT: z.number().int(), WARM: z.number().int(), NURTURE: z.number().int(), MONITOR: z.number().int(), unscored: z.number().int() }),
    bright_spots: z.object({ count: z.number().int(), share_pct: z.number().nullable().describe('Percent of the scope\'s schools.') }),
    funding: z.object({
      title_i_eligible_schools: z.number().int(),
      programs: z.array(ProgramCount),
    }),
    erate: z.object({
      total_committed: z.number().describe('Dollars committed over every funding year of the dataset.'),
      latest_funding_year: z.number().int().nullable(),
      latest_year_committed: z.number(),
    }),
    market_size: z.object({
      fiscal_year: z.number().int().nullable(),
      district_spending: z.number(),
      instruction_spending: z.number(),
      per_student_spending: z.number().nullable(),
      addressable_title_i_pool: z.number().nullable(),
    }).describe(MARKET_SIZE_METHOD),
    data_source: DataSource,
  }),
  handler: (context, { state }) => {
    requireState(context, state);
    const reader = context.dataset.reader;
    const summary = reader.marketSummary(state);
    // Summing the nation's districts is the heaviest part: once per dataset and scope.
    const size = context.dataset.derived(`market-size:${state ?? 'US'}`, () => {
      const figures = reader.latestFinanceFigures().filter((row) => state === undefined || row.state === state);
      let spending = 0;
      let instruction = 0;
      let students = 0;
      for (const row of figures) {
        if (row.total_expenditure === null) continue;
        spending += row.total_expenditure;
        instruction += row.instruction ?? 0;
        students += reader.getDistrict(row.leaid)?.enrollment ?? 0;
      }
      return { year: figures[0]?.fiscal_year ?? null, spending, instruction, students };
    });
    const nation = state === undefined ? summary : reader.marketSummary();
    const titleI = reader.getProgram('TITLE_I_A');
    const pool =
      titleI?.annual_appropriation != null && nation.title_i_eligible_schools > 0
        ? Math.round((titleI.annual_appropriation * summary.title_i_eligible_schools) / nation.title_i_eligible_schools)
        : null;
    return {
      scope: state ?? 'US',
      state: state ?? null,
      total_schools: summary.total_schools,
      total_students: summary.total_students,
      avg_frl_pct: round(summary.avg_frl_pct),
      lead_tier_distribution: summary.lead_tier_distribution,
      bright_spots: {
        count: summary.bright_spot_count,
        share_pct: summary.total_schools > 0 ? round((100 * summary.bright_spot_count) / summary.total_schools) : null,
      },
      funding: { title_i_eligible_schools: summary.title_i_eligible_schools, programs: programCounts(context, state) },
      erate: summary.erate,
      market_size: {
        fiscal_year: size.year,
        district_spending: size.spending,
        instruction_spending: size.instruction,
        per_student_spending: size.students > 0 ? Math.round(size.spending / size.students) : null,
        addressable_title_i_pool: pool,
      },
      data_source: datasetSource(context),
    };
  },
});
