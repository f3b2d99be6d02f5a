import { z } from 'zod';
import { defineTool } from '../../src/tooling/define-tool.js';
import { LeaId } from '../common/inputs.js';
import { DataSource, rowSource } from '../common/provenance.js';
import { BENCHMARK_METHOD, Benchmarks, districtBenchmarks } from './finance/benchmarks.js';
import { cachedSortedValues, DistrictSpending, requireFinance, spendingRecord } from './finance/spending-record.js';

export const districtSpending = defineTool({
  name: 'district_spending',
  title: 'District spending',
  description: 'A district\'s latest-year finance: spending by function, revenue by source, with state and national benchmarks and percentiles.',
  group: 'analytics',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/districts/{leaid}/spending' },
  input: z.object({ leaid: LeaId }),
  output: DistrictSpending.extend({
    benchmarks: Benchmarks.nullable().describe(`${BENCHMARK_METHOD} Null when the district has no finance record in the dataset's latest fiscal year.`),
    benchmark_year: z.number().int().nullable().describe('The fiscal year the benchmarks compare.'),
    data_source: DataSource,
  }),
  handler: (context, { leaid }) => {
    const { district, finance } = requireFinance(context, leaid);
    const latest = context.dataset.reader.latestFinanceFigures();
    const own = latest.find((row) => row.leaid === leaid && row.fiscal_year === finance.fiscal_year);
    return {
      ...spendingRecord(district, finance),
      benchmarks: own ? districtBenchmarks(cachedSortedValues(context), own) : null,
      benchmark_year: own ? own.fiscal_year : null,
      data_source: rowSource(context, finance),
    };
  },
});
