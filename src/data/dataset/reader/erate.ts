import type { ErateCommitmentRow, ErateEntityRow, ErateVendorRow } from '../model.js';
import { type Page, type SqlSource, foldTokens, pageLimit, toPage, groupRows } from './sql.js';

/** Whose E-Rate records: an entity number, a district (its billed entities) or a school (its own entity and its district's). */
export type ErateSelector = { ben: string } | { leaid: string } | { ncesId: string };

export type CommitmentWithVendor = ErateCommitmentRow & { vendor_name: string | null; entity_name: string | null };

export interface ErateYearTotals {
  funding_year: number;
  frn_count: number;
  category1_committed: number;
  category2_committed: number;
  pre_discount_total: number;
  committed_total: number;
  disbursed_total: number;
}

export interface VendorRankRow {
  spin: string;
  name: string;
  status: ErateVendorRow['status'];
  commitment_count: number;
  total_committed: number;
  client_count: number;
  top_states: { state: string; total_committed: number }[];
  service_types: { service_type: string; total_committed: number }[];
  history: { funding_year: number; total_committed: number }[];
}

export interface VendorRankAfter {
  total: number;
  spin: string;
}

export interface VendorRankingQuery {
  state?: string;
  fundingYear?: number;
  /** Vendor name contains (case-insensitive). */
  q?: string;
  serviceType?: string;
  limit?: number;
  after?: VendorRankAfter;
}

export interface VendorDetail {
  vendor: ErateVendorRow;
  totals: {
    commitment_count: number;
    pre_discount_total: number;
    total_committed: number;
    total_disbursed: number;
    client_count: number;
    first_year: number | null;
    last_year: number | null;
    years_active: number;
  };
  by_year: { funding_year: number; commitment_count: number; total_committed: number; client_count: number }[];
  service_types: { service_type: string; commitment_count: number; total_committed: number }[];
  discount_rates: { discount_pct: number; commitment_count: number; total_committed: number }[];
  states: { state: string; total_committed: number }[];
  /** Largest recipients first (at most 100). */
  recipients: { ben: string; name: string; entity_type: string; state: string; leaid: string | null; commitment_count: number; total_committed: number; last_year: number }[];
}

/** A company's name without its legal form ("co", "inc", "llc", ...): how people say it. */
const COMPANY_FORMS = new Set(['co', 'company', 'inc', 'incorporated', 'llc', 'llp', 'lp', 'ltd', 'corp', 'corporation', 'the']);
const withoutCompanyForm = (tokens: string[]) => tokens.filter((token) => !COMPANY_FORMS.has(token)).join(' ');

export class ErateQueries {
  constructor(private readonly sql: SqlSource) {}

  /** The billed entity for a school (its own, else its district's) or a district. */
  erateEntityFor(selector: { ncesId: string } | { leaid: string }): ErateEntityRow | undefined {
    const raw =
      'ncesId' in selector
        ? (this.sql.get('SELECT * FROM erate_entities WHERE nces_id = ? ORDER BY ben LIMIT 1', [selector.ncesId]) ??
          this.sql.get(
            `SELECT e.* FROM erate_entities e JOIN schools s ON s.leaid = e.leaid
              WHERE s.nces_id = ? AND e.nces_id IS NULL ORDER BY e.ben LIMIT 1`,
            [selector.ncesId],
          ))
        : this.sql.get('SELECT * FROM erate_entities WHERE leaid = ? AND nces_id IS NULL ORDER BY ben LIMIT 1', [selector.leaid]);
    return raw ? this.sql.typed<ErateEntityRow>('erate_entities', raw) : undefined;
  }

  erateCommitments(selector: ErateSelector & { fundingYear?: number }): CommitmentWithVendor[] {
    return this.sql
      .all(
        `SELECT c.*, v.name AS vendor_name, e.name AS entity_name FROM erate_commitments c
           LEFT JOIN erate_vendors v ON v.spin = c.spin
           LEFT JOIN erate_entities e ON e.ben = c.ben
          WHERE c.ben IN (SELECT value FROM json_each(@bens)) AND (@year IS NULL OR c.funding_year = @year)
          ORDER BY c.funding_year DESC, c.category, c.frn`,
        { bens: JSON.stringify(this.bensFor(selector)), year: selector.fundingYear ?? null },
      )
      .map((raw) => this.sql.typed<CommitmentWithVendor>('erate_commitments', raw));
  }

  erateHistoryByYear(selector: ErateSelector): ErateYearTotals[] {
    return this.erateHistoryOfBens(this.bensFor(selector));
  }

  /** Commitments to these billed entities summed by funding year (what erateHistoryByYear sums). */
  erateHistoryOfBens(bens: readonly string[]): ErateYearTotals[] {
    return this.sql.all<ErateYearTotals>(
      `SELECT funding_year, count(*) AS frn_count,
              coalesce(sum(CASE WHEN category = 1 THEN committed_amount END), 0) AS category1_committed,
              coalesce(sum(CASE WHEN category = 2 THEN committed_amount END), 0) AS category2_committed,
              sum(pre_discount_amount) AS pre_discount_total, sum(committed_amount) AS committed_total,
              coalesce(sum(disbursed_amount), 0) AS disbursed_total
         FROM erate_commitments WHERE ben IN (SELECT value FROM json_each(?))
        GROUP BY funding_year ORDER BY funding_year`,
      [JSON.stringify(bens)],
    );
  }

  /**
   * The billed entities erateHistoryByYear({ ncesId }) sums, for many schools in one read: each
   * school's own and its district's district-wide ones, sorted (schools with no entity are absent).
   */
  bensOfSchools(ncesIds: readonly string[]): Map<string, string[]> {
    const rows = this.sql.all<{ for_school: string; ben: string }>(
      `SELECT e.nces_id AS for_school, e.ben FROM erate_entities e WHERE e.nces_id IN (SELECT value FROM json_each(@ids))
       UNION
       SELECT s.nces_id AS for_school, e.ben FROM schools s JOIN erate_entities e ON e.leaid = s.leaid AND e.nces_id IS NULL
        WHERE s.nces_id IN (SELECT value FROM json_each(@ids))
       ORDER BY for_school, ben`,
      { ids: JSON.stringify(ncesIds) },
    );
    return new Map([...groupRows(rows, (row) => row.for_school)].map(([ncesId, group]) => [ncesId, group.map((row) => row.ben)]));
  }

  /** Category Two pre-discount commitments of a district in the five funding years from cycleStartYear. */
  c2Committed({ leaid, cycleStartYear }: { leaid: string; cycleStartYear: number }): number {
    const row = this.sql.get<{ total: number | null }>(
      `SELECT sum(pre_discount_amount) AS total FROM erate_commitments
        WHERE ben IN (SELECT ben FROM erate_entities WHERE leaid = @leaid)
          AND category = 2 AND funding_year BETWEEN @first AND @last`,
      { leaid, first: cycleStartYear, last: cycleStartYear + 4 },
    );
    return row?.total ?? 0;
  }

  /**
   * Vendors ranked by total committed, from the per-vendor rollup (see schema.ts). Distinct client
   * counts cannot be summed from the rollup, so they are counted for the page's vendors only.
   */
  vendorRanking(query: VendorRankingQuery): Page<VendorRankRow, VendorRankAfter> {
    const size = pageLimit(query.limit, 25, 1000);
    const { where, parameters } = rollupScope(query);
    const having: string[] = [];
    if (query.after) {
      // The aggregate is spelled out: in HAVING a bare name resolves to the rollup's own column.
      having.push('(sum(r.total_committed) < @afterTotal OR (sum(r.total_committed) = @afterTotal AND r.spin > @afterSpin))');
      parameters.afterTotal = query.after.total;
      parameters.afterSpin = query.after.spin;
    }
    parameters.limit = size + 1;
    const ranked = this.sql.all<Pick<VendorRankRow, 'spin' | 'name' | 'status' | 'commitment_count' | 'total_committed'>>(
      `SELECT r.spin, v.name, v.status, sum(r.commitment_count) AS commitment_count, sum(r.total_committed) AS total_committed
         FROM erate_vendor_rollup r JOIN erate_vendors v ON v.spin = r.spin
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        GROUP BY r.spin ${having.length ? `HAVING ${having.join(' AND ')}` : ''}
        ORDER BY total_committed DESC, r.spin LIMIT @limit`,
      parameters,
    );
    const page = toPage(ranked, size, (row) => ({ total: row.total_committed, spin: row.spin }));
    const rows = page.rows.map((row) => ({ ...row, client_count: this.clientCount(row.spin, query), ...this.vendorBreakdown(row.spin, query) }));
    return { rows, next: page.next };
  }

  /** A vendor by SPIN or by exact name (case-insensitive), with its whole commitment history. */
  /**
   * The one vendor whose name has these words, case and punctuation aside ("bluewater communications
   * co" is "Bluewater Communications, Co."); undefined when none or several have them. Read only when
   * the name as written matched no vendor.
   */
  private vendorOfWords(name: string): unknown {
    const words = foldTokens(name).join(' ');
    if (words.length === 0) return undefined;
    const vendors = this.sql.all<{ spin: string; name: string }>('SELECT spin, name FROM erate_vendors');
    // The name's words, else (when only one vendor fits) its words without the company form: "Bluewater Communications" for "Bluewater Communications, Co.".
    let matches = vendors.filter((vendor) => foldTokens(vendor.name).join(' ') === words);
    if (matches.length === 0) matches = vendors.filter((vendor) => withoutCompanyForm(foldTokens(vendor.name)) === withoutCompanyForm(foldTokens(name)));
    return matches.length === 1 ? this.sql.get('SELECT * FROM erate_vendors WHERE spin = @spin', { spin: matches[0]!.spin }) : undefined;
  }

  vendorDetail(nameOrSpin: string): VendorDetail | undefined {
    const raw =
      this.sql.get('SELECT * FROM erate_vendors WHERE spin = @key OR name = @key COLLATE NOCASE ORDER BY spin LIMIT 1', { key: nameOrSpin.trim() }) ??
      this.vendorOfWords(nameOrSpin);
    if (!raw) return undefined;
    const vendor = this.sql.typed<ErateVendorRow>('erate_vendors', raw);
    const spin = { spin: vendor.spin };
    const sums = this.sql.get<Omit<VendorDetail['totals'], 'client_count'>>(
      `SELECT coalesce(sum(commitment_count), 0) AS commitment_count, coalesce(sum(pre_discount_total), 0) AS pre_discount_total,
              coalesce(sum(total_committed), 0) AS total_committed, coalesce(sum(disbursed_total), 0) AS total_disbursed,
              min(funding_year) AS first_year, max(funding_year) AS last_year, count(DISTINCT funding_year) AS years_active
         FROM erate_vendor_rollup WHERE spin = @spin`,
      spin,
    )!;
    const clientsByYear = new Map(
      this.sql
        .all<{ funding_year: number; client_count: number }>(
          'SELECT funding_year, count(DISTINCT ben) AS client_count FROM erate_commitments WHERE spin = @spin GROUP BY funding_year',
          spin,
        )
        .map((row) => [row.funding_year, row.client_count]),
    );
    return {
      vendor,
      totals: { ...sums, client_count: this.clientCount(vendor.spin, {}) },
      by_year: this.sql
        .all<{ funding_year: number; commitment_count: number; total_committed: number }>(
          `SELECT funding_year, sum(commitment_count) AS commitment_count, sum(total_committed) AS total_committed
             FROM erate_vendor_rollup WHERE spin = @spin GROUP BY funding_year ORDER BY funding_year`,
          spin,
        )
        .map((row) => ({ ...row, client_count: clientsByYear.get(row.funding_year) ?? 0 })),
      service_types: this.sql.all(
        `SELECT service_type, sum(commitment_count) AS commitment_count, sum(total_committed) AS total_committed
           FROM erate_vendor_rollup WHERE spin = @spin GROUP BY service_type ORDER BY total_committed DESC`,
        spin,
      ),
      discount_rates: this.sql.all(
        `SELECT discount_pct, sum(commitment_count) AS commitment_count, sum(total_committed) AS total_committed
           FROM erate_vendor_rollup WHERE spin = @spin GROUP BY discount_pct ORDER BY discount_pct DESC`,
        spin,
      ),
      states: this.sql.all(
        `SELECT state, sum(total_committed) AS total_committed FROM erate_vendor_rollup
          WHERE spin = @spin GROUP BY state ORDER BY total_committed DESC`,
        spin,
      ),
      recipients: this.sql.all(
        `SELECT r.ben, e.name, e.entity_type, e.state, e.leaid, r.commitment_count, r.total_committed, r.last_year
           FROM erate_vendor_recipients r JOIN erate_entities e ON e.ben = r.ben
          WHERE r.spin = @spin ORDER BY r.total_committed DESC, r.ben LIMIT 100`,
        spin,
      ),
    };
  }

  /** Service types present in the data (for validating a filter). */
  serviceTypes(): string[] {
    return this.sql.all<{ service_type: string }>('SELECT DISTINCT service_type FROM erate_vendor_rollup ORDER BY 1').map((row) => row.service_type);
  }

  private vendorBreakdown(spin: string, query: VendorRankingQuery) {
    const { where, parameters } = rollupScope(query);
    where.push('r.spin = @spin');
    parameters.spin = spin;
    const clause = `WHERE ${where.join(' AND ')}`;
    return {
      top_states: this.sql.all<{ state: string; total_committed: number }>(
        `SELECT r.state, sum(r.total_committed) AS total_committed FROM erate_vendor_rollup r ${clause}
          GROUP BY r.state ORDER BY total_committed DESC LIMIT 5`,
        parameters,
      ),
      service_types: this.sql.all<{ service_type: string; total_committed: number }>(
        `SELECT r.service_type, sum(r.total_committed) AS total_committed FROM erate_vendor_rollup r ${clause}
          GROUP BY r.service_type ORDER BY total_committed DESC`,
        parameters,
      ),
      history: this.sql.all<{ funding_year: number; total_committed: number }>(
        `SELECT r.funding_year, sum(r.total_committed) AS total_committed FROM erate_vendor_rollup r ${clause}
          GROUP BY r.funding_year ORDER BY r.funding_year`,
        parameters,
      ),
    };
  }

  /** Distinct billed entities a vendor served within the ranking's filters. */
  private clientCount(spin: string, query: Omit<VendorRankingQuery, 'q'>): number {
    if (query.fundingYear === undefined && query.serviceType === undefined) {
      return this.sql.get<{ count: number }>(
        'SELECT count(*) AS count FROM erate_vendor_recipients WHERE spin = @spin AND (@state IS NULL OR state = @state)',
        { spin, state: query.state === undefined ? null : query.state.toUpperCase() },
      )!.count;
    }
    const where = ['c.spin = @spin'];
    const parameters: Record<string, unknown> = { spin };
    let from = 'erate_commitments c';
    if (query.state !== undefined) {
      from += ' JOIN erate_entities e ON e.ben = c.ben';
      where.push('e.state = @state');
      parameters.state = query.state.toUpperCase();
    }
    if (query.fundingYear !== undefined) {
      where.push('c.funding_year = @fundingYear');
      parameters.fundingYear = query.fundingYear;
    }
    if (query.serviceType !== undefined) {
      where.push('c.service_type = @serviceType COLLATE NOCASE');
      parameters.serviceType = query.serviceType;
    }
    return this.sql.get<{ count: number }>(`SELECT count(DISTINCT c.ben) AS count FROM ${from} WHERE ${where.join(' AND ')}`, parameters)!.count;
  }

  private bensFor(selector: ErateSelector): string[] {
    if ('ben' in selector) return [selector.ben];
    const rows =
      'leaid' in selector
        ? this.sql.all<{ ben: string }>('SELECT ben FROM erate_entities WHERE leaid = ?', [selector.leaid])
        : this.sql.all<{ ben: string }>(
            `SELECT ben FROM erate_entities WHERE nces_id = @ncesId
             UNION SELECT e.ben FROM erate_entities e JOIN schools s ON s.leaid = e.leaid WHERE s.nces_id = @ncesId AND e.nces_id IS NULL`,
            { ncesId: selector.ncesId },
          );
    return rows.map((row) => row.ben);
  }
}

/** WHERE of the rollup rows a ranking looks at (fixed clause texts, bound values). */
function rollupScope(query: VendorRankingQuery) {
  const where: string[] = [];
  const parameters: Record<string, unknown> = {};
  if (query.state !== undefined) {
    where.push('r.state = @state');
    parameters.state = query.state.toUpperCase();
  }
  if (query.fundingYear !== undefined) {
    where.push('r.funding_year = @fundingYear');
    parameters.fundingYear = query.fundingYear;
  }
  if (query.serviceType !== undefined) {
    where.push('r.service_type = @serviceType COLLATE NOCASE');
    parameters.serviceType = query.serviceType;
  }
  if (query.q !== undefined && query.q.trim() !== '') {
    where.push('r.spin IN (SELECT spin FROM erate_vendors WHERE instr(lower(name), lower(@q)) > 0)');
    parameters.q = query.q.trim();
  }
  return { where, parameters };
}
