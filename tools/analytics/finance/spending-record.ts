import { z } from 'zod';
import type { ToolContext } from '../../../src/context.js';
import type { DistrictRow, FinanceRow } from '../../../src/data/dataset/model.js';
import { roundTo } from '../../../src/core/scores/scale.js';
import { unprocessable } from '../../../src/errors.js';
import { requireDistrict } from '../../common/lookups.js';
import { type BenchmarkMeasure, sortedValues, type SortedValues } from './benchmarks.js';
import { revenueShares, SHARE_BASES, spendingShares } from './shares.js';

const pct = (value: number | null) => (value === null ? null : roundTo(value, 2));

/** One district's finance for one fiscal year: amounts, shares and revenue by source. */
export const DistrictSpending = z.object({
  leaid: z.string(),
  name: z.string(),
  state: z.string(),
  enrollment: z.number().int().nullable(),
  fiscal_year: z.number().int(),
  total_expenditure: z.number().nullable().describe('Dollars.'),
  per_pupil_expenditure: z.number().nullable().describe('Current spending per pupil, dollars (F-33).'),
  spending: z.object({
    instruction: z.number().nullable(),
    support_services: z.number().nullable(),
    administration: z.number().nullable(),
    capital_outlay: z.number().nullable(),
    instruction_pct: z.number().nullable(),
    support_pct: z.number().nullable(),
    admin_pct: z.number().nullable(),
    capital_pct: z.number().nullable(),
  }).describe(`Dollars and shares. ${SHARE_BASES}`),
  revenue: z.object({
    federal: z.number().nullable(),
    state: z.number().nullable(),
    local: z.number().nullable(),
    federal_pct: z.number().nullable(),
    state_pct: z.number().nullable(),
    local_pct: z.number().nullable(),
    title_i: z.number().nullable().describe('Title I revenue, part of federal.'),
    idea: z.number().nullable().describe('IDEA revenue, part of federal.'),
  }).describe('Dollars by source; shares are of federal + state + local revenue.'),
});
export type DistrictSpending = z.infer<typeof DistrictSpending>;

export function spendingRecord(district: DistrictRow, finance: FinanceRow): DistrictSpending {
  const shares = spendingShares(finance);
  const revenue = revenueShares({ federal: finance.revenue_federal, state: finance.revenue_state, local: finance.revenue_local });
  return {
    leaid: district.leaid,
    name: district.name,
    state: district.state,
    enrollment: district.enrollment,
    fiscal_year: finance.fiscal_year,
    total_expenditure: finance.total_expenditure,
    per_pupil_expenditure: finance.per_pupil_expenditure,
    spending: {
      instruction: finance.instruction,
      support_services: finance.support_services,
      administration: finance.administration,
      capital_outlay: finance.capital_outlay,
      instruction_pct: pct(shares.instruction_pct),
      support_pct: pct(shares.support_pct),
      admin_pct: pct(shares.admin_pct),
      capital_pct: pct(shares.capital_pct),
    },
    revenue: {
      federal: finance.revenue_federal,
      state: finance.revenue_state,
      local: finance.revenue_local,
      federal_pct: pct(revenue.federal_pct),
      state_pct: pct(revenue.state_pct),
      local_pct: pct(revenue.local_pct),
      title_i: finance.title_i_revenue,
      idea: finance.idea_revenue,
    },
  };
}

/** The district and its latest finance year: 404 for an unknown district, 422 when it has no finance. */
export function requireFinance(context: ToolContext, leaid: string): { district: DistrictRow; finance: FinanceRow } {
  const district = requireDistrict(context, leaid);
  const finance = context.dataset.reader.getFinance(leaid);
  if (!finance) {
    throw unprocessable(`District ${leaid} (${district.name}) has no finance record in the ${context.dataset.name} dataset.`, ['finance']);
  }
  return { district, finance };
}

/** Sorted benchmark values, computed once per dataset, measure and scope. */
export function cachedSortedValues(context: ToolContext): SortedValues {
  const figures = () => context.dataset.reader.latestFinanceFigures();
  return (measure: BenchmarkMeasure, state?: string) =>
    context.dataset.derived(`finance-sorted:${measure}:${state ?? 'US'}`, () => sortedValues(figures(), measure, state));
}
