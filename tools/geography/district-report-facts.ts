import type { ToolContext } from '../../src/context.js';
import type { DistrictRow } from '../../src/data/dataset/model.js';
import type { DistrictReportFacts, SpendingMix } from '../../src/services/documents/facts.js';
import { cachedSortedValues } from '../analytics/finance/spending-record.js';
import { spendingShares } from '../analytics/finance/shares.js';
import { quantile } from '../../src/core/stats/quantiles.js';

/**
 * Everything the district report says, gathered from the dataset: the district, its latest finance,
 * state means, every school with its tiers, program counts over its schools, and its spending mix
 * next to the state's median district. The composer looks nothing up.
 */
export function districtReportFacts(context: ToolContext, district: DistrictRow): DistrictReportFacts {
  const reader = context.dataset.reader;
  const schools = reader.districtSchools(district.leaid);
  const finance = reader.getFinance(district.leaid) ?? null;
  const state = reader.stateProfile(district.state);
  const benchmarks = reader.financeBenchmarks(district.state);
  const programs = reader.listPrograms();
  const eligible = schools.map((school) => new Set((JSON.parse(school.scores?.eligible_programs ?? '[]') as string[]).map((id) => id.toUpperCase())));
  const sorted = cachedSortedValues(context);
  const median = (measure: 'instruction_pct' | 'admin_pct' | 'capital_pct') => quantile(sorted(measure, district.state), 0.5);
  // The support share has no benchmark list of its own; its state median is computed the same way here.
  const supportMedian = context.dataset.derived(`finance-support-median:${district.state}`, () =>
    quantile(
      reader
        .latestFinanceFigures()
        .filter((row) => row.state === district.state)
        .map((row) => spendingShares(row).support_pct)
        .filter((value): value is number => value !== null)
        .sort((a, b) => a - b),
      0.5,
    ),
  );
  const stateMedian: SpendingMix = { instruction_pct: median('instruction_pct'), support_pct: supportMedian, admin_pct: median('admin_pct'), capital_pct: median('capital_pct') };
  return {
    district: {
      leaid: district.leaid,
      name: district.name,
      state: district.state,
      city: district.city,
      locale: district.locale,
      enrollment: district.enrollment,
      school_count: district.school_count,
      poverty_pct: district.poverty_pct,
    },
    finance,
    state_averages: {
      frl_pct: state?.avg_frl_pct ?? null,
      math_proficiency: state?.avg_math_proficiency ?? null,
      // The dataset stores no state reading mean; the report leaves it unreported.
      reading_proficiency: null,
      per_pupil_expenditure: benchmarks?.state.per_pupil_weighted ?? null,
    },
    schools: schools.map((school) => ({
      nces_id: school.nces_id,
      name: school.name,
      level: school.level,
      enrollment: school.enrollment,
      frl_pct: school.frl_pct,
      math_proficiency: school.math_proficiency,
      reading_proficiency: school.reading_proficiency,
      title_i_schoolwide: school.title_i_schoolwide,
      locale: school.locale,
      bright_spot_tier: school.scores?.bright_spot_tier ?? null,
      health_tier: school.scores?.health_tier ?? null,
    })),
    program_counts: programs.map((program) => ({
      program_id: program.program_id,
      name: program.name,
      eligible_schools: eligible.filter((set) => set.has(program.program_id.toUpperCase())).length,
    })),
    spending_mix: finance ? { district: spendingShares(finance), state_median: stateMedian } : undefined,
    stamp: { dataset: context.dataset.name, source_year: district.source_year, generated_at: context.now().toISOString() },
  };
}
