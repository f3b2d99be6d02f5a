import { z } from 'zod';
import type { VendorDetail } from '../../src/data/dataset/reader.js';
import { notFound } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { DataSource, rowSource } from '../common/provenance.js';

const round1 = (value: number) => Math.round(value * 10) / 10;
const cents = (value: number) => Math.round(value * 100) / 100;

/** Change of a yearly amount against the year before: percent, or null when there is nothing to compare. */
function percentChange(current: number, previous: number | undefined): number | null {
  if (previous === undefined || previous === 0) return null;
  return round1(((current - previous) / previous) * 100);
}

/** Direction of the last three years with commitments: up or down by more than 10% overall, else flat. */
function direction(byYear: VendorDetail['by_year']): 'growing' | 'declining' | 'stable' | 'insufficient_data' {
  const recent = byYear.slice(-3);
  if (recent.length < 2) return 'insufficient_data';
  const change = percentChange(recent[recent.length - 1]!.total_committed, recent[0]!.total_committed);
  if (change === null) return 'insufficient_data';
  if (change > 10) return 'growing';
  if (change < -10) return 'declining';
  return 'stable';
}

export function vendorTrends(detail: VendorDetail) {
  const years = detail.by_year.map((year, index) => {
    const previous = detail.by_year[index - 1];
    const comparable = previous && previous.funding_year === year.funding_year - 1 ? previous : undefined;
    return {
      ...year,
      total_committed: cents(year.total_committed),
      change_amount: comparable ? cents(year.total_committed - comparable.total_committed) : null,
      change_pct: percentChange(year.total_committed, comparable?.total_committed),
    };
  });
  const first = detail.by_year[0];
  const last = detail.by_year[detail.by_year.length - 1];
  const span = first && last ? last.funding_year - first.funding_year : 0;
  const peak = detail.by_year.reduce<VendorDetail['by_year'][number] | undefined>((best, year) => (!best || year.total_committed > best.total_committed ? year : best), undefined);
  return {
    years,
    direction: direction(detail.by_year),
    compound_annual_growth_pct:
      first && last && span > 0 && first.total_committed > 0 && last.total_committed > 0
        ? round1(((last.total_committed / first.total_committed) ** (1 / span) - 1) * 100)
        : null,
    peak_year: peak ? { funding_year: peak.funding_year, total_committed: cents(peak.total_committed) } : null,
  };
}

const Amount = z.number().describe('US dollars.');

export const erateVendorDetail = defineTool({
  name: 'erate_vendor_detail',
  title: 'E-Rate vendor detail',
  description: 'One E-Rate provider by name or SPIN: commitments and clients by year with trend, service types, discounts, states and largest recipients.',
  group: 'erate',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/vendors/erate/{vendor_name}' },
  input: z.object({
    vendor_name: z.string().trim().min(1).max(200).describe('Vendor name (any case; punctuation may be left out when only one vendor has those words) or SPIN.'),
  }),
  output: z.object({
    spin: z.string(),
    name: z.string(),
    status: z.enum(['Active', 'Closed']).nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    summary: z.object({
      commitment_count: z.number().int(),
      pre_discount_total: Amount,
      total_committed: Amount,
      total_disbursed: Amount,
      disbursed_share_pct: z.number().nullable().describe('Disbursed over committed, percent.'),
      average_commitment: Amount.nullable(),
      weighted_discount_pct: z.number().nullable().describe('Committed over pre-discount, percent: the average discount its clients received.'),
      client_count: z.number().int(),
      first_year: z.number().int().nullable(),
      last_year: z.number().int().nullable(),
      years_active: z.number().int(),
    }),
    trends: z.object({
      years: z.array(
        z.object({
          funding_year: z.number().int(),
          commitment_count: z.number().int(),
          total_committed: Amount,
          client_count: z.number().int(),
          change_amount: Amount.nullable().describe('Against the previous funding year; null when that year had no commitments.'),
          change_pct: z.number().nullable(),
        }),
      ),
      direction: z.enum(['growing', 'declining', 'stable', 'insufficient_data']).describe('Last three active years: more than 10% up, down, or within 10%.'),
      compound_annual_growth_pct: z.number().nullable(),
      peak_year: z.object({ funding_year: z.number().int(), total_committed: Amount }).nullable(),
    }),
    service_types: z.array(z.object({ service_type: z.string(), commitment_count: z.number().int(), total_committed: Amount })),
    discount_rates: z.array(z.object({ discount_pct: z.number(), commitment_count: z.number().int(), total_committed: Amount })),
    states: z.array(z.object({ state: z.string(), total_committed: Amount })),
    recipients: z
      .array(
        z.object({
          ben: z.string(),
          name: z.string(),
          entity_type: z.string(),
          state: z.string(),
          leaid: z.string().nullable(),
          commitment_count: z.number().int(),
          total_committed: Amount,
          last_year: z.number().int(),
        }),
      )
      .describe('Largest recipients first (at most 100).'),
    data_source: DataSource,
  }),
  handler: (context, { vendor_name }) => {
    const detail = context.dataset.reader.vendorDetail(vendor_name);
    if (!detail) throw notFound(`No E-Rate vendor named "${vendor_name}" (or with that SPIN) in the ${context.dataset.name} dataset. Search names with GET /vendors/erate?q=.`);
    const { vendor, totals } = detail;
    return {
      spin: vendor.spin,
      name: vendor.name,
      status: vendor.status,
      state: vendor.state,
      city: vendor.city,
      summary: {
        ...totals,
        pre_discount_total: cents(totals.pre_discount_total),
        total_committed: cents(totals.total_committed),
        total_disbursed: cents(totals.total_disbursed),
        disbursed_share_pct: totals.total_committed > 0 ? round1((totals.total_disbursed / totals.total_committed) * 100) : null,
        average_commitment: totals.commitment_count > 0 ? cents(totals.total_committed / totals.commitment_count) : null,
        weighted_discount_pct: totals.pre_discount_total > 0 ? round1((totals.total_committed / totals.pre_discount_total) * 100) : null,
      },
      trends: vendorTrends(detail),
      service_types: detail.service_types,
      discount_rates: detail.discount_rates,
      states: detail.states,
      recipients: detail.recipients,
      data_source: rowSource(context, vendor),
    };
  },
});
