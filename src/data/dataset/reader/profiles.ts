import type { SchoolLevel, StateRow } from '../model.js';
import type { SqlSource } from './sql.js';

export interface SchoolBrief {
  nces_id: string;
  name: string;
  city: string | null;
  level: SchoolLevel | null;
  enrollment: number | null;
  frl_pct: number | null;
  math_proficiency: number | null;
  bright_spot_score: number | null;
}

export interface StateProfile {
  state: StateRow;
  total_schools: number;
  total_districts: number;
  total_enrollment: number;
  /** Simple means over the schools that report the value. */
  avg_frl_pct: number | null;
  avg_math_proficiency: number | null;
  title_i_eligible_schools: number;
  level_distribution: Record<SchoolLevel, number>;
  top_bright_spots: SchoolBrief[];
  largest_schools: SchoolBrief[];
  top_districts: { leaid: string; name: string; enrollment: number | null; school_count: number | null }[];
}

export interface MarketSummary {
  /** The state abbreviation, or null for the nation. */
  state: string | null;
  total_schools: number;
  total_students: number;
  avg_frl_pct: number | null;
  title_i_eligible_schools: number;
  /** Schools without scores are counted under `unscored`. */
  lead_tier_distribution: { HOT: number; WARM: number; NURTURE: number; MONITOR: number; unscored: number };
  bright_spot_count: number;
  erate: { total_committed: number; latest_funding_year: number | null; latest_year_committed: number };
}

const BRIEF_COLUMNS = 's.nces_id, s.name, s.city, s.level, s.enrollment, s.frl_pct, s.math_proficiency, sc.bright_spot_score';

export interface StateSummary {
  state: string;
  school_count: number;
  enrollment: number;
  avg_frl_pct: number | null;
  avg_math_proficiency: number | null;
  title_i_eligible_schools: number;
}

export class ProfileQueries {
  private readonly marketCache = new Map<string, MarketSummary>();

  constructor(private readonly sql: SqlSource) {}

  stateProfile(state: StateRow): StateProfile {
    const abbr = state.abbr;
    const totals = this.sql.get<{ schools: number; enrollment: number | null; frl: number | null; math: number | null; title_i: number | null }>(
      `SELECT count(*) AS schools, sum(enrollment) AS enrollment, avg(frl_pct) AS frl, avg(math_proficiency) AS math,
              sum(title_i_eligible) AS title_i
         FROM schools WHERE state = ?`,
      [abbr],
    )!;
    const levels: Record<SchoolLevel, number> = { Elementary: 0, Middle: 0, High: 0 };
    for (const row of this.sql.all<{ level: SchoolLevel | null; count: number }>(
      'SELECT level, count(*) AS count FROM schools WHERE state = ? GROUP BY level',
      [abbr],
    )) {
      if (row.level !== null && row.level in levels) levels[row.level] = row.count;
    }
    return {
      state,
      total_schools: totals.schools,
      total_districts: this.sql.get<{ count: number }>('SELECT count(*) AS count FROM districts WHERE state = ?', [abbr])!.count,
      total_enrollment: totals.enrollment ?? 0,
      avg_frl_pct: totals.frl,
      avg_math_proficiency: totals.math,
      title_i_eligible_schools: totals.title_i ?? 0,
      level_distribution: levels,
      top_bright_spots: this.sql.all<SchoolBrief>(
        `SELECT ${BRIEF_COLUMNS} FROM school_scores sc JOIN schools s ON s.nces_id = sc.nces_id
          WHERE s.state = ? AND sc.bright_spot_tier = 'BRIGHT_SPOT'
          ORDER BY sc.bright_spot_score DESC, s.nces_id LIMIT 5`,
        [abbr],
      ),
      largest_schools: this.sql.all<SchoolBrief>(
        `SELECT ${BRIEF_COLUMNS} FROM schools s LEFT JOIN school_scores sc ON sc.nces_id = s.nces_id
          WHERE s.state = ? ORDER BY s.enrollment DESC, s.nces_id LIMIT 5`,
        [abbr],
      ),
      top_districts: this.sql.all(
        'SELECT leaid, name, enrollment, school_count FROM districts WHERE state = ? ORDER BY enrollment DESC, leaid LIMIT 5',
        [abbr],
      ),
    };
  }

  /** One line per state over all schools (reads only the covering index schools_state_cover). */
  stateSummaries(): StateSummary[] {
    return this.sql.all<StateSummary>(
      `SELECT state, count(*) AS school_count, coalesce(sum(enrollment), 0) AS enrollment, avg(frl_pct) AS avg_frl_pct,
              avg(math_proficiency) AS avg_math_proficiency, coalesce(sum(title_i_eligible), 0) AS title_i_eligible_schools
         FROM schools GROUP BY state ORDER BY state`,
    );
  }

  /** Market figures for a state or the nation (cached per scope: the file never changes). */
  marketSummary(state?: string): MarketSummary {
    const abbr = state === undefined ? null : state.trim().toUpperCase();
    const cached = this.marketCache.get(abbr ?? '');
    if (cached) return cached;
    const scope = { state: abbr };
    const totals = this.sql.get<{ schools: number; students: number | null; frl: number | null; title_i: number | null }>(
      `SELECT count(*) AS schools, sum(enrollment) AS students, avg(frl_pct) AS frl, sum(title_i_eligible) AS title_i
         FROM schools WHERE (@state IS NULL OR state = @state)`,
      scope,
    )!;
    const tiers: MarketSummary['lead_tier_distribution'] = { HOT: 0, WARM: 0, NURTURE: 0, MONITOR: 0, unscored: 0 };
    let brightSpots = 0;
    for (const row of this.sql.all<{ tier: string | null; bright: number; count: number }>(
      `SELECT sc.lead_tier AS tier, sum(sc.bright_spot_tier = 'BRIGHT_SPOT') AS bright, count(*) AS count
         FROM school_scores sc JOIN schools s ON s.nces_id = sc.nces_id
        WHERE (@state IS NULL OR s.state = @state) GROUP BY sc.lead_tier`,
      scope,
    )) {
      brightSpots += row.bright ?? 0;
      if (row.tier === 'HOT' || row.tier === 'WARM' || row.tier === 'NURTURE' || row.tier === 'MONITOR') tiers[row.tier] += row.count;
    }
    tiers.unscored = totals.schools - tiers.HOT - tiers.WARM - tiers.NURTURE - tiers.MONITOR;
    const erateRows = this.sql.all<{ funding_year: number; committed: number }>(
      `SELECT funding_year, sum(total_committed) AS committed FROM erate_vendor_rollup
        WHERE (@state IS NULL OR state = @state) GROUP BY funding_year ORDER BY funding_year`,
      scope,
    );
    const latest = erateRows[erateRows.length - 1];
    const summary: MarketSummary = {
      state: abbr,
      total_schools: totals.schools,
      total_students: totals.students ?? 0,
      avg_frl_pct: totals.frl,
      title_i_eligible_schools: totals.title_i ?? 0,
      lead_tier_distribution: tiers,
      bright_spot_count: brightSpots,
      erate: {
        total_committed: erateRows.reduce((sum, row) => sum + row.committed, 0),
        latest_funding_year: latest?.funding_year ?? null,
        latest_year_committed: latest?.committed ?? 0,
      },
    };
    this.marketCache.set(abbr ?? '', summary);
    return summary;
  }
}
