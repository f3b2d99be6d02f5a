import type { EquityRow } from '../model.js';
import { type Page, type SqlSource, pageLimit, toPage } from './sql.js';

/**
 * Metrics /equity/gaps can rank by, each listed worst first. `suspensionGap` is the widest
 * subgroup disparity: the highest of the Black, Hispanic and disability suspension rates minus the
 * white students' rate (points).
 */
export type EquityMetric = 'suspensionRate' | 'suspensionGap' | 'apCourseCount' | 'pupilTeacherRatio' | 'mathGapLowIncome';

const METRICS: Record<EquityMetric, { expression: string; direction: 'ASC' | 'DESC' }> = {
  suspensionRate: { expression: 'e.suspension_rate', direction: 'DESC' },
  suspensionGap: {
    expression: `(max(coalesce(e.suspension_rate_black, 0), coalesce(e.suspension_rate_hispanic, 0), coalesce(e.suspension_rate_swd, 0))
                  - e.suspension_rate_white)`,
    direction: 'DESC',
  },
  // Fewest AP courses first, among high schools (the only ones where CRDC counts AP).
  apCourseCount: { expression: 'e.ap_course_count', direction: 'ASC' },
  pupilTeacherRatio: { expression: 's.pupil_teacher_ratio', direction: 'DESC' },
  mathGapLowIncome: { expression: 'e.math_gap_low_income', direction: 'ASC' },
};

export type EquityListRow = EquityRow & {
  name: string;
  state: string;
  level: string | null;
  enrollment: number | null;
  frl_pct: number | null;
  pupil_teacher_ratio: number | null;
  counselors_fte: number | null;
  metric_value: number;
};

export interface EquityAfter {
  value: number;
  nces_id: string;
}

export interface EquityStateAverages {
  state: string;
  school_count: number;
  suspension_rate: number | null;
  suspension_rate_black: number | null;
  suspension_rate_hispanic: number | null;
  suspension_rate_white: number | null;
  suspension_rate_swd: number | null;
  /** Over high schools only. */
  ap_course_count: number | null;
  pupil_teacher_ratio: number | null;
  students_per_counselor: number | null;
  math_gap_low_income: number | null;
  math_gap_ell: number | null;
  math_gap_swd: number | null;
}

export class EquityQueries {
  private readonly averagesCache = new Map<string, EquityStateAverages | undefined>();

  constructor(private readonly sql: SqlSource) {}

  getEquity(ncesId: string): EquityRow | undefined {
    const raw = this.sql.get('SELECT * FROM equity WHERE nces_id = ?', [ncesId]);
    return raw ? this.sql.typed<EquityRow>('equity', raw) : undefined;
  }

  /** getEquity() of many schools in one read; schools without a row are absent. */
  equityOf(ncesIds: readonly string[]): Map<string, EquityRow> {
    const rows = this.sql
      .all('SELECT * FROM equity WHERE nces_id IN (SELECT value FROM json_each(?))', [JSON.stringify(ncesIds)])
      .map((raw) => this.sql.typed<EquityRow>('equity', raw));
    return new Map(rows.map((row) => [row.nces_id, row]));
  }

  /** Simple means over the state's schools (cached: the file never changes). */
  equityStateAverages(state: string): EquityStateAverages | undefined {
    const abbr = state.trim().toUpperCase();
    if (this.averagesCache.has(abbr)) return this.averagesCache.get(abbr);
    const row = this.sql.get<EquityStateAverages>(
      `SELECT s.state, count(*) AS school_count,
              avg(e.suspension_rate) AS suspension_rate, avg(e.suspension_rate_black) AS suspension_rate_black,
              avg(e.suspension_rate_hispanic) AS suspension_rate_hispanic, avg(e.suspension_rate_white) AS suspension_rate_white,
              avg(e.suspension_rate_swd) AS suspension_rate_swd,
              avg(CASE WHEN s.level = 'High' THEN e.ap_course_count END) AS ap_course_count,
              avg(s.pupil_teacher_ratio) AS pupil_teacher_ratio,
              1.0 * sum(CASE WHEN s.counselors_fte > 0 THEN s.enrollment END) / sum(CASE WHEN s.counselors_fte > 0 THEN s.counselors_fte END) AS students_per_counselor,
              avg(e.math_gap_low_income) AS math_gap_low_income, avg(e.math_gap_ell) AS math_gap_ell, avg(e.math_gap_swd) AS math_gap_swd
         FROM schools s JOIN equity e ON e.nces_id = s.nces_id
        WHERE s.state = ? GROUP BY s.state`,
      [abbr],
    );
    this.averagesCache.set(abbr, row);
    return row;
  }

  /** Schools with the largest gaps on one metric (rows without the metric are left out). */
  listEquity({ state, metric = 'suspensionRate', limit, after }: { state?: string; metric?: EquityMetric; limit?: number; after?: EquityAfter }): Page<EquityListRow, EquityAfter> {
    const size = pageLimit(limit, 25);
    const { expression, direction } = METRICS[metric];
    const where = [`${expression} IS NOT NULL`];
    const parameters: Record<string, unknown> = { limit: size + 1 };
    if (state !== undefined) {
      where.push('s.state = @state');
      parameters.state = state.trim().toUpperCase();
    }
    if (metric === 'apCourseCount') where.push("s.level = 'High'");
    if (after) {
      const comparison = direction === 'DESC' ? '<' : '>';
      where.push(`(${expression} ${comparison} @afterValue OR (${expression} = @afterValue AND s.nces_id > @afterId))`);
      parameters.afterValue = after.value;
      parameters.afterId = after.nces_id;
    }
    const rows = this.sql
      .all(
        `SELECT e.*, s.name, s.state, s.level, s.enrollment, s.frl_pct, s.pupil_teacher_ratio, s.counselors_fte,
                ${expression} AS metric_value
           FROM equity e JOIN schools s ON s.nces_id = e.nces_id
          WHERE ${where.join(' AND ')}
          ORDER BY metric_value ${direction}, s.nces_id LIMIT @limit`,
        parameters,
      )
      .map((raw) => this.sql.typed<EquityListRow>('equity', raw));
    return toPage(rows, size, (row) => ({ value: row.metric_value, nces_id: row.nces_id }));
  }
}
