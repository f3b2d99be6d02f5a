import type { DistrictRow, FinanceRow } from '../model.js';
import { type Page, type SqlSource, idPrefixRange, invalidCursor, pageLimit, prefixQuery, toPage } from './sql.js';

export interface DistrictSearchRow {
  leaid: string;
  name: string;
  state: string;
  city: string | null;
  school_count: number | null;
  enrollment: number | null;
}

export interface DistrictSearchAfter {
  enrollment: number | null;
  leaid: string;
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

  constructor(private readonly sql: SqlSource) {}

  getDistrict(leaid: string): DistrictRow | undefined {
    const raw = this.sql.get('SELECT * FROM districts WHERE leaid = ?', [leaid]);
    return raw ? this.sql.typed<DistrictRow>('districts', raw) : undefined;
  }

  /** Name token prefix (accent-insensitive) or LEAID prefix; ranked by enrollment (rowid = rank). */
  searchDistricts({ q, limit, after }: { q: string; limit?: number; after?: DistrictSearchAfter }): Page<DistrictSearchRow, DistrictSearchAfter> {
    const size = pageLimit(limit, 10, 1000);
    let afterRank = 0;
    if (after) {
      const row = this.sql.get<{ rowid: number }>('SELECT rowid FROM districts WHERE leaid = ?', [after.leaid]);
      if (!row) throw invalidCursor();
      afterRank = row.rowid;
    }
    const columns = 'd.leaid, d.name, d.state, d.city, d.school_count, d.enrollment';
    const text = q.trim();
    let rows: DistrictSearchRow[];
    if (/^\d+$/.test(text)) {
      const [low, high] = idPrefixRange(text);
      rows = this.sql.all(
        `SELECT ${columns} FROM districts d WHERE d.leaid >= @low AND d.leaid < @high AND d.rowid > @afterRank ORDER BY d.rowid LIMIT @limit`,
        { low, high, afterRank, limit: size + 1 },
      );
    } else {
      const match = prefixQuery(text);
      if (!match) return { rows: [], next: undefined };
      rows = this.sql.all(
        `WITH hits AS (SELECT rowid FROM districts_fts WHERE districts_fts MATCH @match AND rowid > @afterRank ORDER BY rowid LIMIT @limit)
         SELECT ${columns} FROM districts d JOIN hits ON hits.rowid = d.rowid ORDER BY d.rowid`,
        { match, afterRank, limit: size + 1 },
      );
    }
    return toPage(rows, size, (row) => ({ enrollment: row.enrollment, leaid: row.leaid }));
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
