import type { DistrictRow, FinanceRow } from '../model.js';
import { RankedSearch, type SearchAfter, type SearchTier, searchFilters } from './ranked-search.js';
import { type Page, type SqlSource, pageLimit, toPage, groupRows } from './sql.js';

export interface DistrictSearchRow {
  leaid: string;
  /** How well the name matched the search (see match-tiers.ts). */
  match: SearchTier;
  name: string;
  state: string;
  city: string | null;
  school_count: number | null;
  enrollment: number | null;
}

export type DistrictSearchAfter = SearchAfter;

/** What a district search can be narrowed by (state as its 2-letter abbreviation). */
export interface DistrictSearchFilter {
  state?: string;
  city?: string;
}

export type SpendingSort = 'perPupil' | 'instructionPct' | 'adminPct' | 'totalExp';

export interface SpendingRankRow {
  leaid: string;
  name: string;
  state: string;
  enrollment: number | null;
  fiscal_year: number;
  total_expenditure: number | null;
  per_pupil_expenditure: number | null;
  instruction_pct: number | null;
  admin_pct: number | null;
  value: number;
}

export interface SpendingRankAfter {
  value: number;
  leaid: string;
}

export interface SpendingBenchmark {
  district_count: number;
  per_pupil_mean: number | null;
  per_pupil_median: number | null;
  /** Total expenditure over total students: what a student in the area gets on average. */
  per_pupil_weighted: number | null;
  /** Shares of current expenditure (instruction + support services; administration is part of support). */
  instruction_pct: number | null;
  admin_pct: number | null;
  capital_pct: number | null;
  federal_revenue_pct: number | null;
  state_revenue_pct: number | null;
  local_revenue_pct: number | null;
}

export interface FinanceBenchmarks {
  fiscal_year: number;
  state: SpendingBenchmark & { abbr: string };
  national: SpendingBenchmark;
}

/** The finance fields the benchmark distributions read, one row per district of the latest year. */
export interface FinanceFigures {
  leaid: string;
  state: string;
  fiscal_year: number;
  total_expenditure: number | null;
  instruction: number | null;
  support_services: number | null;
  administration: number | null;
  capital_outlay: number | null;
  per_pupil_expenditure: number | null;
}

/** The sort expressions of the spending ranking (fixed texts; all rank highest first). */
const SPENDING_EXPRESSIONS: Record<SpendingSort, string> = {
  perPupil: 'f.per_pupil_expenditure',
  instructionPct: '100.0 * f.instruction / (f.instruction + f.support_services)',
  adminPct: '100.0 * f.administration / (f.instruction + f.support_services)',
  totalExp: 'f.total_expenditure',
};

const BENCHMARK_SELECT = `SELECT count(*) AS district_count,
    avg(f.per_pupil_expenditure) AS per_pupil_mean,
    1.0 * sum(f.total_expenditure) / sum(CASE WHEN f.total_expenditure IS NOT NULL THEN d.enrollment END) AS per_pupil_weighted,
    100.0 * sum(f.instruction) / sum(f.instruction + f.support_services) AS instruction_pct,
    100.0 * sum(f.administration) / sum(f.instruction + f.support_services) AS admin_pct,
    100.0 * sum(f.capital_outlay) / sum(f.total_expenditure) AS capital_pct,
    100.0 * sum(f.revenue_federal) / sum(f.revenue_federal + f.revenue_state + f.revenue_local) AS federal_revenue_pct,
    100.0 * sum(f.revenue_state) / sum(f.revenue_federal + f.revenue_state + f.revenue_local) AS state_revenue_pct,
    100.0 * sum(f.revenue_local) / sum(f.revenue_federal + f.revenue_state + f.revenue_local) AS local_revenue_pct
  FROM finance f JOIN districts d ON d.leaid = f.leaid`;

export class DistrictQueries {
  private readonly benchmarkCache = new Map<string, FinanceBenchmarks | undefined>();
  private figuresCache: FinanceFigures[] | undefined;

  private readonly search: RankedSearch;

  constructor(private readonly sql: SqlSource) {
    this.search = new RankedSearch(sql, { table: 'districts', fts: 'districts_fts', idColumn: 'leaid' });
  }

  getDistrict(leaid: string): DistrictRow | undefined {
    const raw = this.sql.get('SELECT * FROM districts WHERE leaid = ?', [leaid]);
    return raw ? this.sql.typed<DistrictRow>('districts', raw) : undefined;
  }

  /**
   * Relevance-ranked search over district names and cities (accent- and case-insensitive, one typo
   * tolerated), or a LEAID prefix when the text is all digits, narrowed by state and city.
   */
  searchDistricts({ q, limit, after, filter = {} }: { q: string; limit?: number; after?: DistrictSearchAfter; filter?: DistrictSearchFilter }): Page<DistrictSearchRow, DistrictSearchAfter> {
    const page = this.search.search({ q, limit, after, filters: searchFilters(filter) });
    if (page.rows.length === 0) return { rows: [], next: page.next };
    const found = this.sql.all<DistrictSearchRow & { search_rowid: number }>(
      `SELECT d.rowid AS search_rowid, d.leaid, d.name, d.state, d.city, d.school_count, d.enrollment
         FROM districts d WHERE d.rowid IN (SELECT value FROM json_each(@rowids))`,
      { rowids: JSON.stringify(page.rows.map((hit) => hit.rowid)) },
    );
    const byRowid = new Map(found.map(({ search_rowid, ...row }) => [search_rowid, row]));
    return { rows: page.rows.map((hit) => ({ ...byRowid.get(hit.rowid)!, match: hit.tier })), next: page.next };
  }

  /** One fiscal year of a district's finance; the latest year when none is given. */
  getFinance(leaid: string, fiscalYear?: number): FinanceRow | undefined {
    const raw =
      fiscalYear === undefined
        ? this.sql.get('SELECT * FROM finance WHERE leaid = ? ORDER BY fiscal_year DESC LIMIT 1', [leaid])
        : this.sql.get('SELECT * FROM finance WHERE leaid = ? AND fiscal_year = ?', [leaid, fiscalYear]);
    return raw ? this.sql.typed<FinanceRow>('finance', raw) : undefined;
  }

  financeHistory(leaid: string): FinanceRow[] {
    return this.sql
      .all('SELECT * FROM finance WHERE leaid = ? ORDER BY fiscal_year', [leaid])
      .map((raw) => this.sql.typed<FinanceRow>('finance', raw));
  }

  /** financeHistory() of many districts in one read: each district's years, oldest first. */
  financeHistories(leaids: readonly string[]): Map<string, FinanceRow[]> {
    const rows = this.sql
      .all('SELECT * FROM finance WHERE leaid IN (SELECT value FROM json_each(?)) ORDER BY leaid, fiscal_year', [JSON.stringify(leaids)])
      .map((raw) => this.sql.typed<FinanceRow>('finance', raw));
    return groupRows(rows, (row) => row.leaid);
  }

  latestFiscalYear(): number | undefined {
    return this.sql.get<{ year: number | null }>('SELECT max(fiscal_year) AS year FROM finance')?.year ?? undefined;
  }

  /** State and national spending benchmarks for the latest fiscal year (cached: the file never changes). */
  financeBenchmarks(state: string): FinanceBenchmarks | undefined {
    const abbr = state.toUpperCase();
    if (this.benchmarkCache.has(abbr)) return this.benchmarkCache.get(abbr);
    const year = this.latestFiscalYear();
    let result: FinanceBenchmarks | undefined;
    if (year !== undefined) {
      const stateRow = this.sql.get<SpendingBenchmark>(`${BENCHMARK_SELECT} WHERE f.fiscal_year = @year AND d.state = @state`, { year, state: abbr });
      const national = this.sql.get<SpendingBenchmark>(`${BENCHMARK_SELECT} WHERE f.fiscal_year = @year`, { year });
      if (stateRow && national && stateRow.district_count > 0) {
        result = {
          fiscal_year: year,
          state: { abbr, ...stateRow, per_pupil_median: this.medianPerPupil(year, abbr) },
          national: { ...national, per_pupil_median: this.medianPerPupil(year, undefined) },
        };
      }
    }
    this.benchmarkCache.set(abbr, result);
    return result;
  }

  /**
   * Every district's finance figures for the latest fiscal year (cached: the file never changes;
   * about 100 bytes a district, 2 MB for the nation's 19,000).
   */
  latestFinanceFigures(): FinanceFigures[] {
    if (this.figuresCache) return this.figuresCache;
    const year = this.latestFiscalYear();
    this.figuresCache =
      year === undefined
        ? []
        : this.sql.all<FinanceFigures>(
            `SELECT f.leaid, d.state, f.fiscal_year, f.total_expenditure, f.instruction, f.support_services, f.administration,
                    f.capital_outlay, f.per_pupil_expenditure
               FROM finance f JOIN districts d ON d.leaid = f.leaid WHERE f.fiscal_year = ? ORDER BY f.leaid`,
            [year],
          );
    return this.figuresCache;
  }

  rankDistrictsBySpending({
    state,
    sortBy = 'perPupil',
    limit,
    after,
  }: { state?: string; sortBy?: SpendingSort; limit?: number; after?: SpendingRankAfter }): Page<SpendingRankRow, SpendingRankAfter> {
    const size = pageLimit(limit, 25);
    const year = this.latestFiscalYear();
    if (year === undefined) return { rows: [], next: undefined };
    const expression = SPENDING_EXPRESSIONS[sortBy];
    const parameters: Record<string, unknown> = { year, limit: size + 1 };
    const where = ['f.fiscal_year = @year', `${expression} IS NOT NULL`];
    if (state) {
      where.push('d.state = @state');
      parameters.state = state.toUpperCase();
    }
    if (after) {
      where.push(`(${expression} < @afterValue OR (${expression} = @afterValue AND d.leaid > @afterId))`);
      parameters.afterValue = after.value;
      parameters.afterId = after.leaid;
    }
    const rows = this.sql.all<SpendingRankRow>(
      `SELECT d.leaid, d.name, d.state, d.enrollment, f.fiscal_year, f.total_expenditure, f.per_pupil_expenditure,
              ${SPENDING_EXPRESSIONS.instructionPct} AS instruction_pct, ${SPENDING_EXPRESSIONS.adminPct} AS admin_pct,
              ${expression} AS value
         FROM finance f JOIN districts d ON d.leaid = f.leaid
        WHERE ${where.join(' AND ')}
        ORDER BY value DESC, d.leaid LIMIT @limit`,
      parameters,
    );
    return toPage(rows, size, (row) => ({ value: row.value, leaid: row.leaid }));
  }

  private medianPerPupil(year: number, state: string | undefined): number | null {
    const filter = state ? 'AND d.state = @state' : '';
    const parameters = state ? { year, state } : { year };
    const count =
      this.sql.get<{ count: number }>(
        `SELECT count(*) AS count FROM finance f JOIN districts d ON d.leaid = f.leaid WHERE f.fiscal_year = @year AND f.per_pupil_expenditure IS NOT NULL ${filter}`,
        parameters,
      )?.count ?? 0;
    if (count === 0) return null;
    const middle = this.sql.all<{ value: number }>(
      `SELECT f.per_pupil_expenditure AS value FROM finance f JOIN districts d ON d.leaid = f.leaid
        WHERE f.fiscal_year = @year AND f.per_pupil_expenditure IS NOT NULL ${filter}
        ORDER BY f.per_pupil_expenditure LIMIT @take OFFSET @skip`,
      { ...parameters, take: count % 2 === 0 ? 2 : 1, skip: Math.floor((count - 1) / 2) },
    );
    return middle.reduce((sum, row) => sum + row.value, 0) / middle.length;
  }
}
