import type { SchoolLevel, SchoolRow, SchoolScoreRow } from '../model.js';
import { columnNames } from '../schema.js';
import { RankedSearch, type SearchAfter, type SearchTier, searchFilters } from './ranked-search.js';
import { type Page, type SqlSource, pageLimit, toPage } from './sql.js';

/** A school with its district's name and its derived scores (null until the scoring step ran). */
export type SchoolProfile = SchoolRow & { district_name: string | null; scores: SchoolScoreRow | null };

export type SchoolSearchAfter = SearchAfter;

/** What a school search can be narrowed by (state as its 2-letter abbreviation). */
export interface SchoolSearchFilter {
  state?: string;
  level?: SchoolLevel;
  leaid?: string;
  city?: string;
}

/** A school found by search, with how well its name matched. */
export type SchoolSearchHit = SchoolProfile & { match: SearchTier };

export type LeadTier = NonNullable<SchoolScoreRow['lead_tier']>;

export interface SchoolFilter {
  state?: string;
  level?: SchoolLevel;
  leaid?: string;
  minFrl?: number;
  maxFrl?: number;
  minEnrollment?: number;
  minProficiency?: number;
  leadTier?: LeadTier;
  brightSpotOnly?: boolean;
  titleI?: boolean;
  /** Schools eligible for any of these program ids (from school_scores.eligible_programs). */
  programs?: readonly string[];
  maxEnrollment?: number;
  /** Lowest opportunity score (0-100). */
  minOpportunity?: number;
}

/** `lead_score` orders by the opportunity score, the number the lead tiers are cut from. */
export type SchoolOrder = 'enrollment' | 'math' | 'bright_spot_score' | 'opportunity_score' | 'lead_score' | OpportunityDimensionOrder;

/** Orders by one dimension of the opportunity score (SERVICE-SPEC: budget, need, timing, access). */
export type OpportunityDimensionOrder = 'opportunity_budget' | 'opportunity_need' | 'opportunity_timing' | 'opportunity_access';

export interface SchoolListAfter {
  value: number | null;
  nces_id: string;
}

const SCORE_COLUMNS = columnNames('school_scores').filter((column) => column !== 'nces_id');
const PROFILE_SELECT = `SELECT s.*, s.rowid AS search_rowid, d.name AS district_name, sc.nces_id AS scored_id, ${SCORE_COLUMNS.map((column) => `sc.${column}`).join(', ')}
  FROM schools s
  LEFT JOIN districts d ON d.leaid = s.leaid
  LEFT JOIN school_scores sc ON sc.nces_id = s.nces_id`;

const ORDER_COLUMNS: Record<SchoolOrder, string> = {
  enrollment: 's.enrollment',
  math: 's.math_proficiency',
  bright_spot_score: 'sc.bright_spot_score',
  opportunity_score: 'sc.opportunity_score',
  lead_score: 'sc.opportunity_score',
  opportunity_budget: 'sc.opportunity_budget',
  opportunity_need: 'sc.opportunity_need',
  opportunity_timing: 'sc.opportunity_timing',
  opportunity_access: 'sc.opportunity_access',
};

/**
 * Filter clauses, each used only when its filter is given. The clause texts are fixed; the values
 * are bound as named parameters.
 */
const FILTER_CLAUSES: { [Key in keyof Required<SchoolFilter>]: string } = {
  state: 's.state = @state',
  level: 's.level = @level',
  leaid: 's.leaid = @leaid',
  minFrl: 's.frl_pct >= @minFrl',
  maxFrl: 's.frl_pct <= @maxFrl',
  minEnrollment: 's.enrollment >= @minEnrollment',
  minProficiency: 's.math_proficiency >= @minProficiency',
  leadTier: 'sc.lead_tier = @leadTier',
  brightSpotOnly: "sc.bright_spot_tier = 'BRIGHT_SPOT'",
  titleI: 's.title_i_eligible = @titleI',
  programs: `EXISTS (SELECT 1 FROM json_each(sc.eligible_programs) program
             WHERE upper(program.value) IN (SELECT upper(wanted.value) FROM json_each(@programs) wanted))`,
  maxEnrollment: 's.enrollment <= @maxEnrollment',
  minOpportunity: 'sc.opportunity_score >= @minOpportunity',
};

/** Decoded profiles kept per open dataset (~3 KB each). */
const PROFILE_CACHE_SIZE = 5_000;

function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

export class SchoolQueries {
  private readonly search: RankedSearch;
  private readonly profiles = new Map<string, SchoolProfile>();

  constructor(private readonly sql: SqlSource) {
    this.search = new RankedSearch(sql, { table: 'schools', fts: 'schools_fts', idColumn: 'nces_id' });
  }

  /**
   * One school's profile. Decoding the joined row (some 50 columns into a JS object) was the
   * largest single cost of a keyed GET /schools/{id}, measured at ~140 µs on a busy machine; the
   * file is read-only, so each profile is decoded once and kept, frozen so that no caller can
   * change what the next one reads. Bounded: the least recently added go first.
   */
  getSchool(ncesId: string): SchoolProfile | undefined {
    const cached = this.profiles.get(ncesId);
    if (cached) return cached;
    const raw = this.sql.get(`${PROFILE_SELECT} WHERE s.nces_id = ?`, [ncesId]);
    return raw ? this.remember(raw) : undefined;
  }

  /** Profiles in the order of `ids`; unknown ids are left out. Cached ones are not read again. */
  getSchools(ids: readonly string[]): SchoolProfile[] {
    const unread = ids.filter((id) => !this.profiles.has(id));
    const read = new Map<string, SchoolProfile>();
    if (unread.length > 0) {
      for (const raw of this.sql.all(`${PROFILE_SELECT} WHERE s.nces_id IN (SELECT value FROM json_each(?))`, [JSON.stringify(unread)])) {
        const profile = this.remember(raw);
        read.set(profile.nces_id, profile);
      }
    }
    return ids.flatMap((id) => this.profiles.get(id) ?? read.get(id) ?? []);
  }

  /** Decodes a profile row once, frozen (callers share it), keeping the newest PROFILE_CACHE_SIZE. */
  private remember(raw: unknown): SchoolProfile {
    const profile = deepFreeze(this.profile(raw));
    if (this.profiles.size >= PROFILE_CACHE_SIZE) this.profiles.delete(this.profiles.keys().next().value!);
    this.profiles.set(profile.nces_id, profile);
    return profile;
  }

  /**
   * Relevance-ranked search over school names and cities (accent- and case-insensitive, one typo
   * tolerated), or an NCES ID prefix when the text is all digits, narrowed by state, level,
   * district and city. Tiers of match quality first, then enrollment (see ranked-search.ts).
   */
  searchSchools({ q, limit, after, filter = {} }: { q: string; limit?: number; after?: SchoolSearchAfter; filter?: SchoolSearchFilter }): Page<SchoolSearchHit, SchoolSearchAfter> {
    const page = this.search.search({ q, limit, after, filters: searchFilters(filter) });
    if (page.rows.length === 0) return { rows: [], next: page.next };
    const raws = this.sql.all(`${PROFILE_SELECT} WHERE s.rowid IN (SELECT value FROM json_each(@rowids))`, {
      rowids: JSON.stringify(page.rows.map((hit) => hit.rowid)),
    });
    const byRowid = new Map(raws.map((raw) => [(raw as { search_rowid: number }).search_rowid, raw]));
    const rows = page.rows.map((hit) => Object.assign(this.profile(byRowid.get(hit.rowid)), { match: hit.tier }));
    return { rows, next: page.next };
  }

  /**
   * Peers (DECISIONS.md §5): same state and level, frl_pct within ±frlBand points of the target,
   * target excluded, ranked by math_proficiency desc. Undefined when the target does not exist.
   */
  findPeers({ ncesId, frlBand = 10, limit = 15 }: { ncesId: string; frlBand?: number; limit?: number }) {
    const target = this.getSchool(ncesId);
    if (!target) return undefined;
    if (target.frl_pct === null || target.level === null) return { target, peers: [] as SchoolProfile[] };
    const peers = this.sql
      .all(
        `${PROFILE_SELECT}
         WHERE s.state = @state AND s.level = @level AND s.nces_id <> @ncesId
           AND s.frl_pct BETWEEN @low AND @high AND s.math_proficiency IS NOT NULL
         ORDER BY s.math_proficiency DESC, s.nces_id LIMIT @limit`,
        {
          state: target.state,
          level: target.level,
          ncesId,
          low: target.frl_pct - frlBand,
          high: target.frl_pct + frlBand,
          limit: pageLimit(limit, 15, 1000),
        },
      )
      .map((raw) => this.profile(raw));
    return { target, peers };
  }

  listSchools(
    filter: SchoolFilter,
    { orderBy = 'enrollment', limit, after }: { orderBy?: SchoolOrder; limit?: number; after?: SchoolListAfter } = {},
  ): Page<SchoolProfile, SchoolListAfter> {
    const size = pageLimit(limit, 25);
    const column = ORDER_COLUMNS[orderBy];
    const { where, parameters } = filterWhere(filter);
    if (after) {
      parameters.afterId = after.nces_id;
      if (after.value === null) {
        where.push(`(${column} IS NULL AND s.nces_id > @afterId)`);
      } else {
        parameters.afterValue = after.value;
        where.push(`(${column} < @afterValue OR (${column} = @afterValue AND s.nces_id > @afterId) OR ${column} IS NULL)`);
      }
    }
    parameters.limit = size + 1;
    const rows = this.sql
      .all(
        `${PROFILE_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${column} DESC, s.nces_id LIMIT @limit`,
        parameters,
      )
      .map((raw) => this.profile(raw));
    return toPage(rows, size, (row) => ({ value: orderValue(row, orderBy), nces_id: row.nces_id }));
  }

  countSchools(filter: SchoolFilter): number {
    const { where, parameters } = filterWhere(filter);
    const needsScores = where.some((clause) => clause.includes('sc.'));
    const row = this.sql.get<{ count: number }>(
      `SELECT count(*) AS count FROM schools s ${needsScores ? 'LEFT JOIN school_scores sc ON sc.nces_id = s.nces_id' : ''}
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      parameters,
    );
    return row?.count ?? 0;
  }

  /** The schools of a district, largest first. */
  districtSchools(leaid: string): SchoolProfile[] {
    return this.sql
      .all(`${PROFILE_SELECT} WHERE s.leaid = ? ORDER BY s.enrollment DESC, s.nces_id`, [leaid])
      .map((raw) => this.profile(raw));
  }

  private profile(raw: unknown): SchoolProfile {
    const record = raw as Record<string, unknown>;
    let scores: SchoolScoreRow | null = null;
    if (record.scored_id !== null && record.scored_id !== undefined) {
      scores = { nces_id: record.nces_id } as SchoolScoreRow;
      for (const column of SCORE_COLUMNS) (scores as unknown as Record<string, unknown>)[column] = record[column];
    }
    for (const column of SCORE_COLUMNS) delete record[column];
    delete record.scored_id;
    delete record.search_rowid;
    const school = this.sql.typed<SchoolRow & { district_name: string | null }>('schools', record);
    return Object.assign(school, { scores });
  }
}

export function filterWhere(filter: SchoolFilter): { where: string[]; parameters: Record<string, unknown> } {
  const where: string[] = [];
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(FILTER_CLAUSES) as (keyof SchoolFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null) continue;
    if (key === 'brightSpotOnly') {
      if (value === true) where.push(FILTER_CLAUSES.brightSpotOnly);
      continue;
    }
    if (key === 'programs') {
      const programs = value as readonly string[];
      if (programs.length === 0) continue;
      parameters.programs = JSON.stringify(programs);
    } else if (key === 'titleI') {
      parameters.titleI = value ? 1 : 0;
    } else if (key === 'state') {
      parameters.state = String(value).toUpperCase();
    } else {
      parameters[key] = value;
    }
    where.push(FILTER_CLAUSES[key]);
  }
  return { where, parameters };
}

function orderValue(row: SchoolProfile, orderBy: SchoolOrder): number | null {
  switch (orderBy) {
    case 'enrollment':
      return row.enrollment;
    case 'math':
      return row.math_proficiency;
    case 'bright_spot_score':
      return row.scores?.bright_spot_score ?? null;
    case 'opportunity_score':
    case 'lead_score':
      return row.scores?.opportunity_score ?? null;
    case 'opportunity_budget':
    case 'opportunity_need':
    case 'opportunity_timing':
    case 'opportunity_access':
      return row.scores?.[orderBy] ?? null;
  }
}
