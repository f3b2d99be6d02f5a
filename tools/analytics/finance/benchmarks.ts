import { z } from 'zod';
import type { FinanceFigures } from '../../../src/data/dataset/reader.js';
import { roundTo } from '../../../src/core/scores/scale.js';
import { distribution, percentileRank } from '../../../src/core/stats/quantiles.js';
import { spendingShares } from './shares.js';

/** The measures benchmarked against the state's and the nation's districts. */
export const BENCHMARK_MEASURES = ['per_pupil_expenditure', 'instruction_pct', 'admin_pct', 'capital_pct'] as const;
export type BenchmarkMeasure = (typeof BENCHMARK_MEASURES)[number];

export const BENCHMARK_METHOD =
  'Over every district of the scope with the measure in the same fiscal year (the district itself included): p25, ' +
  'median and p75 by linear interpolation between closest ranks; percentile = percent of those districts below the ' +
  'district plus half of those equal to it (the median district is at 50).';

const Band = z.object({
  district_count: z.number().int().describe('Districts of the scope with the measure.'),
  p25: z.number().nullable(),
  median: z.number().nullable(),
  p75: z.number().nullable(),
  percentile: z.number().nullable().describe('Where this district stands among them, 0-100 (null when it lacks the measure).'),
});

export const MeasureBenchmark = z.object({ state: Band, national: Band });
export const Benchmarks = z
  .object(Object.fromEntries(BENCHMARK_MEASURES.map((measure) => [measure, MeasureBenchmark])) as Record<BenchmarkMeasure, typeof MeasureBenchmark>)
  .describe(BENCHMARK_METHOD);

function measureOf(figures: FinanceFigures, measure: BenchmarkMeasure): number | null {
  return measure === 'per_pupil_expenditure' ? figures.per_pupil_expenditure : spendingShares(figures)[measure];
}

function band(values: number[], own: number | null): z.infer<typeof Band> {
  const stats = distribution(values);
  const round = (value: number | null) => (value === null ? null : roundTo(value, 2));
  return {
    district_count: stats.count,
    p25: round(stats.p25),
    median: round(stats.median),
    p75: round(stats.p75),
    percentile: own === null ? null : round(percentileRank(values, own)),
  };
}

/** The measure's values over the rows of a scope (a state, or all for the nation), ascending. */
export function sortedValues(rows: readonly FinanceFigures[], measure: BenchmarkMeasure, state?: string): number[] {
  return rows
    .filter((row) => state === undefined || row.state === state)
    .map((row) => measureOf(row, measure))
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
}

/** Sorted values of a measure for a state or (state undefined) the nation; callers cache them. */
export type SortedValues = (measure: BenchmarkMeasure, state?: string) => number[];

/** The district's benchmarks against its state and the nation, from the latest year's figures. */
export function districtBenchmarks(values: SortedValues, district: FinanceFigures): z.infer<typeof Benchmarks> {
  return Object.fromEntries(
    BENCHMARK_MEASURES.map((measure) => {
      const own = measureOf(district, measure);
      return [measure, { state: band(values(measure, district.state), own), national: band(values(measure), own) }];
    }),
  ) as z.infer<typeof Benchmarks>;
}
