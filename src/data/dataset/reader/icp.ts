import { filterWhere, type SchoolFilter } from './schools.js';
import { type Page, type SqlSource, pageLimit, toPage } from './sql.js';

/**
 * Ideal-customer-profile search: schools passing the filters, ranked by a fit score computed in
 * SQL so ranking and keyset pages stay in the database (docs: tools/sales/icp-search.ts states it).
 *
 * fit = 0.5 opportunity_score + 0.3 funding_score + 0.2 program coverage, where coverage is the
 * percent of the requested programs the school is eligible for; without requested programs,
 * fit = 0.6 opportunity_score + 0.4 funding_score. Missing scores count as 0. Rounded to 2 decimals.
 */
export const ICP_WEIGHTS = { withPrograms: { opportunity: 0.5, funding: 0.3, coverage: 0.2 }, withoutPrograms: { opportunity: 0.6, funding: 0.4 } } as const;

export interface IcpRow {
  nces_id: string;
  fit: number;
  matched_programs: number;
}

export interface IcpAfter {
  fit: number;
  nces_id: string;
}

const MATCHED = `(SELECT count(*) FROM json_each(sc.eligible_programs) program
                   WHERE upper(program.value) IN (SELECT upper(wanted.value) FROM json_each(@wanted) wanted))`;

export class IcpQueries {
  constructor(private readonly sql: SqlSource) {}

  icpSearch({ filter, programs, limit, after }: { filter: SchoolFilter; programs: readonly string[]; limit?: number; after?: IcpAfter }): Page<IcpRow, IcpAfter> {
    const size = pageLimit(limit, 25);
    const { where, parameters } = filterWhere(filter);
    const weights = ICP_WEIGHTS;
    const fit =
      programs.length > 0
        ? `round(${weights.withPrograms.opportunity} * coalesce(sc.opportunity_score, 0) + ${weights.withPrograms.funding} * coalesce(sc.funding_score, 0)
                 + ${weights.withPrograms.coverage} * 100.0 * ${MATCHED} / @wantedCount, 2)`
        : `round(${weights.withoutPrograms.opportunity} * coalesce(sc.opportunity_score, 0) + ${weights.withoutPrograms.funding} * coalesce(sc.funding_score, 0), 2)`;
    parameters.wanted = JSON.stringify(programs);
    parameters.wantedCount = Math.max(1, programs.length);
    parameters.limit = size + 1;
    const outer: string[] = [];
    if (after) {
      outer.push('(fit < @afterFit OR (fit = @afterFit AND nces_id > @afterId))');
      parameters.afterFit = after.fit;
      parameters.afterId = after.nces_id;
    }
    const rows = this.sql.all<IcpRow>(
      `SELECT * FROM (
         SELECT s.nces_id, ${fit} AS fit, ${programs.length > 0 ? MATCHED : '0'} AS matched_programs
           FROM schools s LEFT JOIN school_scores sc ON sc.nces_id = s.nces_id
          ${where.length ? `WHERE ${where.join(' AND ')}` : ''})
       ${outer.length ? `WHERE ${outer.join(' AND ')}` : ''}
       ORDER BY fit DESC, nces_id LIMIT @limit`,
      parameters,
    );
    return toPage(rows, size, (row) => ({ fit: row.fit, nces_id: row.nces_id }));
  }
}
