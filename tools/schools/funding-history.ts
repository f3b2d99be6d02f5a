import type { ToolContext } from '../../src/context.js';
import type { FinanceRow } from '../../src/data/dataset/model.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { boundedMapOf } from './bounded-map.js';

export interface Allocation {
  year: number;
  amount: number;
}

/**
 * A program's past allocations as the funding record reports them (its `history`). The cached ones
 * are frozen, deeply, as they are shared by every answer that includes them.
 */
export interface FundingHistory {
  available: boolean;
  scope: 'district' | 'school_and_district' | null;
  field: string | null;
  note: string;
  allocations: Allocation[];
}

/** Object.freeze keeping the type as written (the answers' types are not readonly). */
const frozen = <Value extends object>(value: Value): Value => Object.freeze(value);

export type FinanceField = 'title_i_revenue' | 'idea_revenue';

/**
 * Entries kept per dataset in each cache below: 5,000 sets of billed entities or 5,000 districts'
 * finance histories take about 6 MB each on the national sandbox (measured full); a 1,000-school
 * import with every section touches about 750 of each.
 */
export const HISTORY_CACHE_LIMIT = 5_000;

const unavailable = (note: string): FundingHistory => frozen({ available: false, scope: null, field: null, note, allocations: frozen([]) });
const NO_FINANCE = unavailable('Not available: the dataset has no finance records of this district for this program.');
const NO_ERATE = unavailable('Not available: no E-Rate commitments to this school or its district in the dataset.');
export const NO_PROGRAM_HISTORY = unavailable('Not available: the dataset holds no allocations of this program below the national level.');

/**
 * The history of a program paid through the district (Title I, IDEA): the district's revenue from
 * it by fiscal year. A 1,000-school bulk import read every district's finance rows on each request,
 * and every school of a district gets the same years; the histories are kept per district and
 * dataset (frozen, shared by the answers), so a repeated district costs no read and no new objects.
 * The note names the district as the school's profile does (every profile of a district names it
 * alike, from the districts table; a profile that did not would get its own history).
 */
export function financeHistory(context: ToolContext, school: SchoolProfile, field: FinanceField): FundingHistory {
  const cache = boundedMapOf<string, DistrictHistories>(context.dataset, 'finance-histories', HISTORY_CACHE_LIMIT);
  const label = school.district_name ?? school.leaid;
  const kept = cache.get(school.leaid);
  if (kept && kept.label === label) return kept[field];
  const rows = context.dataset.reader.financeHistory(school.leaid);
  const histories: DistrictHistories = frozen({ label, title_i_revenue: districtHistory(rows, 'title_i_revenue', label), idea_revenue: districtHistory(rows, 'idea_revenue', label) });
  if (!kept) cache.set(school.leaid, histories);
  return histories[field];
}

type DistrictHistories = { label: string } & Record<FinanceField, FundingHistory>;

function districtHistory(rows: readonly FinanceRow[], field: FinanceField, label: string): FundingHistory {
  const allocations = allocationsOf(rows, field);
  return allocations.length > 0
    ? frozen<FundingHistory>({ available: true, scope: 'district', field, note: `District revenue from this program by fiscal year (${label}); schools get a share of it.`, allocations })
    : NO_FINANCE;
}

function allocationsOf(rows: readonly FinanceRow[], field: FinanceField): Allocation[] {
  return frozen(rows.flatMap((row) => (row[field] === null ? [] : [frozen({ year: row.fiscal_year, amount: row[field] })])));
}

/**
 * E-Rate commitments by funding year to the school's and its district's billed entities. The sum
 * depends only on that set of entities, and most schools bill through their district's alone, so
 * the answer is kept per set and dataset: a bulk import summed about 13,000 commitment years per
 * request, the same sums each time. The set is read per request (one read for all of a bulk
 * import's schools); the sum is the reader's own, so the figures are the ones it gives.
 */
export function erateHistory(context: ToolContext, school: SchoolProfile): FundingHistory {
  const reader = context.dataset.reader;
  const bens = reader.bensOfSchools([school.nces_id]).get(school.nces_id) ?? [];
  const cache = boundedMapOf<string, FundingHistory>(context.dataset, 'erate-history', HISTORY_CACHE_LIMIT);
  const key = bens.join(',');
  let history = cache.get(key);
  if (!history) {
    const allocations = reader.erateHistoryOfBens(bens).map((year) => frozen({ year: year.funding_year, amount: year.committed_total }));
    history = allocations.length > 0
      ? frozen<FundingHistory>({
          available: true,
          scope: 'school_and_district',
          field: 'erate_commitments.committed_amount',
          note: 'E-Rate commitments by funding year to the school\'s and its district\'s billed entities.',
          allocations: frozen(allocations),
        })
      : NO_ERATE;
    cache.set(key, history);
  }
  return history;
}
