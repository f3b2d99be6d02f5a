import { z } from 'zod';
import { badRequest } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { LeaId } from '../common/inputs.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { DistrictSpending, requireFinance, spendingRecord } from './finance/spending-record.js';

/** The compared lines, each read from a spending record; `higher` says which direction the table calls highest. */
const LINES: { key: string; label: string; read: (record: DistrictSpending) => number | null }[] = [
  { key: 'per_pupil_expenditure', label: 'Per-pupil expenditure ($)', read: (r) => r.per_pupil_expenditure },
  { key: 'total_expenditure', label: 'Total expenditure ($)', read: (r) => r.total_expenditure },
  { key: 'instruction_pct', label: 'Instruction, % of current spending', read: (r) => r.spending.instruction_pct },
  { key: 'support_pct', label: 'Support services, % of current spending', read: (r) => r.spending.support_pct },
  { key: 'admin_pct', label: 'Administration, % of current spending', read: (r) => r.spending.admin_pct },
  { key: 'capital_pct', label: 'Capital outlay, % of total expenditure', read: (r) => r.spending.capital_pct },
  { key: 'federal_revenue_pct', label: 'Federal revenue, % of revenue', read: (r) => r.revenue.federal_pct },
  { key: 'state_revenue_pct', label: 'State revenue, % of revenue', read: (r) => r.revenue.state_pct },
  { key: 'local_revenue_pct', label: 'Local revenue, % of revenue', read: (r) => r.revenue.local_pct },
];

export const spendingCompare = defineTool({
  name: 'spending_compare',
  title: 'Compare district spending',
  description: 'Side-by-side finance of 2-5 districts, one row per budget category with each district\'s value and the highest and lowest.',
  group: 'analytics',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/spending/compare' },
  input: z.object({
    leaids: z
      .array(LeaId)
      .min(2, 'compare at least 2 districts')
      .max(5, 'compare at most 5 districts')
      .describe('2-5 distinct LEAIDs, comma-separated.'),
  }),
  output: z.object({
    districts: z.array(DistrictSpending).describe('In the order requested.'),
    categories: z.array(
      z.object({
        category: z.string(),
        label: z.string(),
        values: z.record(z.string(), z.number().nullable()).describe('LEAID -> value (null when not reported).'),
        highest: z.string().nullable().describe('LEAID with the highest value (ties: first requested).'),
        lowest: z.string().nullable().describe('LEAID with the lowest value (ties: first requested).'),
      }),
    ),
    data_source: DataSource,
  }),
  handler: (context, { leaids }) => {
    if (new Set(leaids).size !== leaids.length) {
      throw badRequest('Each district may appear once in leaids.', [{ field: 'leaids', message: 'repeated LEAID' }]);
    }
    const districts = leaids.map((leaid) => {
      const { district, finance } = requireFinance(context, leaid);
      return spendingRecord(district, finance);
    });
    const categories = LINES.map((line) => {
      const values = Object.fromEntries(districts.map((record) => [record.leaid, line.read(record)]));
      const known = districts.filter((record) => line.read(record) !== null);
      const pick = (better: (a: number, b: number) => boolean) =>
        known.reduce<DistrictSpending | null>((best, record) => (best === null || better(line.read(record)!, line.read(best)!) ? record : best), null)?.leaid ?? null;
      return { category: line.key, label: line.label, values, highest: pick((a, b) => a > b), lowest: pick((a, b) => a < b) };
    });
    return { districts, categories, data_source: datasetSource(context) };
  },
});
