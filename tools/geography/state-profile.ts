import { z } from 'zod';
import { roundTo } from '../../src/core/scores/scale.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { StateAbbr } from '../common/inputs.js';
import { ProgramCount, programCounts } from '../common/program-counts.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { notFound } from '../../src/errors.js';
import { SchoolLevelName } from '../schools/schemas.js';

const round = (value: number | null) => (value === null ? null : roundTo(value, 2));

const SchoolBrief = z.object({
  nces_id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  school_level: SchoolLevelName.nullable(),
  enrollment: z.number().int().nullable(),
  frl_pct: z.number().nullable(),
  math_proficiency: z.number().nullable(),
  bright_spot_score: z.number().nullable(),
});

export const stateProfile = defineTool({
  name: 'state_profile',
  title: 'State profile',
  description: 'One state\'s aggregates: schools, districts, enrollment, FRL, proficiency, levels, program eligibility, E-Rate, top bright spots and largest schools and districts.',
  group: 'geography',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/states/{abbr}/profile' },
  input: z.object({ abbr: StateAbbr }),
  output: z.object({
    abbr: z.string(),
    name: z.string(),
    fips: z.string(),
    total_schools: z.number().int(),
    total_districts: z.number().int(),
    total_enrollment: z.number().int(),
    avg_frl_pct: z.number().nullable(),
    avg_math_proficiency: z.number().nullable(),
    level_distribution: z.object({ Elementary: z.number().int(), Middle: z.number().int(), High: z.number().int() }),
    funding_programs: z.object({ title_i_eligible_schools: z.number().int(), programs: z.array(ProgramCount) }),
    erate: z.object({ total_committed: z.number(), latest_funding_year: z.number().int().nullable(), latest_year_committed: z.number() }),
    top_bright_spots: z.array(SchoolBrief).describe('Highest bright-spot score first (at most 5).'),
    largest_schools: z.array(SchoolBrief).describe('Largest enrollment first (5).'),
    top_districts: z.array(z.object({ leaid: z.string(), name: z.string(), enrollment: z.number().int().nullable(), school_count: z.number().int().nullable() }))
      .describe('Largest enrollment first (5).'),
    data_source: DataSource,
  }),
  handler: (context, { abbr }) => {
    const reader = context.dataset.reader;
    const profile = reader.stateProfile(abbr);
    if (!profile) throw notFound(`No state "${abbr}" in the ${context.dataset.name} dataset: use a 2-letter abbreviation of the 50 states or DC.`);
    const brief = (school: (typeof profile.largest_schools)[number]) => ({
      nces_id: school.nces_id,
      name: school.name,
      city: school.city,
      school_level: school.level,
      enrollment: school.enrollment,
      frl_pct: school.frl_pct,
      math_proficiency: school.math_proficiency,
      bright_spot_score: school.bright_spot_score,
    });
    return {
      abbr: profile.state.abbr,
      name: profile.state.name,
      fips: profile.state.fips,
      total_schools: profile.total_schools,
      total_districts: profile.total_districts,
      total_enrollment: profile.total_enrollment,
      avg_frl_pct: round(profile.avg_frl_pct),
      avg_math_proficiency: round(profile.avg_math_proficiency),
      level_distribution: profile.level_distribution,
      funding_programs: { title_i_eligible_schools: profile.title_i_eligible_schools, programs: programCounts(context, profile.state.abbr) },
      erate: reader.marketSummary(profile.state.abbr).erate,
      top_bright_spots: profile.top_bright_spots.map(brief),
      largest_schools: profile.largest_schools.map(brief),
      top_districts: profile.top_districts,
      data_source: datasetSource(context),
    };
  },
});
