import { z } from 'zod';
import { LOCALE_APPROXIMATION_NOTE } from '../../src/core/erate/locale.js';
import { fundingYearOf } from '../../src/core/scores/erate-c2.js';
import type { ErateYearTotals } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { cite } from '../../seeds/reference/citations.js';
import { Citation } from '../funding/schemas.js';
import { districtRate } from './district-rate.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

const HISTORY_YEARS = 20;

const YearRow = z.object({
  funding_year: z.number().int(),
  frn_count: z.number().int().describe('Funding requests committed that year.'),
  category1_committed: z.number(),
  category2_committed: z.number(),
  pre_discount_total: z.number(),
  committed_total: z.number(),
  disbursed_total: z.number(),
  effective_discount_pct: z.number().nullable().describe('committed / pre-discount x 100; null in a year without requests.'),
});

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Twenty funding years ending at `lastYear`, with zeros for years without commitments. */
export function historyWindow(rows: readonly ErateYearTotals[], lastYear: number) {
  const byYear = new Map(rows.map((row) => [row.funding_year, row]));
  return Array.from({ length: HISTORY_YEARS }, (_, index) => {
    const year = lastYear - HISTORY_YEARS + 1 + index;
    const row = byYear.get(year);
    return {
      funding_year: year,
      frn_count: row?.frn_count ?? 0,
      category1_committed: round2(row?.category1_committed ?? 0),
      category2_committed: round2(row?.category2_committed ?? 0),
      pre_discount_total: round2(row?.pre_discount_total ?? 0),
      committed_total: round2(row?.committed_total ?? 0),
      disbursed_total: round2(row?.disbursed_total ?? 0),
      effective_discount_pct: row && row.pre_discount_total > 0 ? Math.round((row.committed_total / row.pre_discount_total) * 1000) / 10 : null,
    };
  });
}

export const schoolErateEligibility = defineTool({
  name: 'school_erate_eligibility',
  title: 'E-Rate eligibility of a school',
  description: 'A school\'s E-Rate eligibility, Category One/Two discount (district-wide), billed entity and funding history by year.',
  group: 'erate',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/erate-eligibility' },
  input: z.object({ nces_id: NcesId }),
  output: z.object({
    nces_id: z.string(),
    name: z.string(),
    state: z.string(),
    leaid: z.string(),
    district_name: z.string().nullable(),
    status: z.enum(['ELIGIBLE']).describe('Every public K-12 school is an eligible entity (47 U.S.C. 254(h)(1)(B)).'),
    basis: z.string(),
    billed_entity: z
      .object({ ben: z.string(), name: z.string(), entity_type: z.string(), applies_through: z.enum(['school', 'district']) })
      .nullable()
      .describe('The E-Rate applicant on record (the school itself or its district); null when none is in the data.'),
    discount: z.object({
      category1_pct: z.number().describe('Category One (internet access, data transmission) discount, percent.'),
      category2_pct: z.number().describe('Category Two (internal connections, MIBS, BMIC) discount, percent; capped at 85.'),
      band: z.string().describe('The matrix band of the district NSLP percentage.'),
      district_nslp_pct: z.number().describe('District-wide NSLP-eligible percentage the discount is looked up with.'),
      eligible_students: z.number().int(),
      total_students: z.number().int(),
      locale: z.enum(['urban', 'rural']).describe('rural when more than 50% of the district\'s schools are rural.'),
      rural_schools: z.number().int(),
      school_count: z.number().int(),
      schools_without_data: z.number().int().describe('District schools left out for lack of enrollment or NSLP data.'),
      school_nslp_pct: z.number().nullable().describe('This school\'s own free/reduced-lunch percentage (for comparison; not what USAC uses).'),
      notes: z.array(z.string()),
      citations: z.array(Citation),
    }),
    funding_history: z.object({
      first_year: z.number().int(),
      last_year: z.number().int(),
      years_with_funding: z.number().int(),
      total_committed: z.number(),
      total_disbursed: z.number(),
      years: z.array(YearRow),
    }),
    citations: z.array(Citation),
    data_source: DataSource,
  }),
  handler: (context, { nces_id }) => {
    const reader = context.dataset.reader;
    const school = requireSchool(context, nces_id);
    const rate = districtRate(reader.districtSchools(school.leaid), `District ${school.leaid}`);
    const entity = reader.erateEntityFor({ ncesId: nces_id });
    const lastYear = reader.marketSummary().erate.latest_funding_year ?? fundingYearOf(context.now().toISOString());
    const years = historyWindow(reader.erateHistoryByYear({ ncesId: nces_id }), lastYear);
    return {
      nces_id: school.nces_id,
      name: school.name,
      state: school.state,
      leaid: school.leaid,
      district_name: school.district_name,
      status: 'ELIGIBLE' as const,
      basis: 'Public elementary and secondary schools are eligible for discounted telecommunications, internet access and internal connections (47 U.S.C. 254(h)(1)(B); 47 CFR 54.501). Schools with endowments over $50 million are not; the dataset holds public schools only.',
      billed_entity: entity
        ? { ben: entity.ben, name: entity.name, entity_type: entity.entity_type, applies_through: entity.nces_id === nces_id ? ('school' as const) : ('district' as const) }
        : null,
      discount: {
        category1_pct: rate.category1_discount,
        category2_pct: rate.category2_discount,
        band: rate.band,
        district_nslp_pct: rate.nslp_pct,
        eligible_students: rate.eligible_students,
        total_students: rate.total_students,
        locale: rate.rural ? ('rural' as const) : ('urban' as const),
        rural_schools: rate.rural_schools,
        school_count: rate.school_count,
        schools_without_data: rate.schools_without_data,
        school_nslp_pct: school.frl_pct,
        notes: [
          'Every school of a district gets the district-wide rate (USAC, from FY2015).',
          LOCALE_APPROXIMATION_NOTE,
          'Community Eligibility Provision schools count by their reported eligibility: direct-certification shares (x 1.6) are not in the dataset.',
        ],
        citations: rate.citations,
      },
      funding_history: {
        first_year: years[0]!.funding_year,
        last_year: lastYear,
        years_with_funding: years.filter((year) => year.frn_count > 0).length,
        total_committed: round2(years.reduce((sum, year) => sum + year.committed_total, 0)),
        total_disbursed: round2(years.reduce((sum, year) => sum + year.disbursed_total, 0)),
        years,
      },
      citations: [cite('47usc254h'), cite('47cfr54.505')],
      data_source: rowSource(context, school),
    };
  },
});
