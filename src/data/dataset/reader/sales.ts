import type { BoardItemRow, ContactRow, LeadershipChangeRow } from '../model.js';
import { type Page, type SqlSource, groupRows, pageLimit, toPage } from './sql.js';

export type LeadershipChange = LeadershipChangeRow & { district_name: string | null; state: string | null; school_name: string | null };

export interface LeadershipAfter {
  effective_date: string;
  change_id: string;
}

export interface LeadershipQuery {
  /** ISO date: changes effective on or after it. */
  since?: string;
  role?: LeadershipChangeRow['role'];
  state?: string;
  limit?: number;
  after?: LeadershipAfter;
}

export class SalesQueries {
  constructor(private readonly sql: SqlSource) {}

  /** A school's named contacts, or a district's (district-level roles only). */
  contacts(selector: { ncesId: string } | { leaid: string }): ContactRow[] {
    const [sql, key] =
      'ncesId' in selector
        ? ['SELECT * FROM contacts WHERE nces_id = ? ORDER BY role, contact_id', selector.ncesId]
        : ['SELECT * FROM contacts WHERE leaid = ? ORDER BY role, contact_id', selector.leaid];
    return this.sql.all(sql, [key]).map((raw) => this.sql.typed<ContactRow>('contacts', raw));
  }

  /**
   * The latest day (YYYY-MM-DD) a contact was refreshed and a board met, over the whole dataset: two
   * of the dates its as-of day is the latest of (latestDatasetDate reads the first ten characters of
   * each, from dates of ten characters or more). Undefined when no such date is on file.
   */
  latestRecordDates(): { contact?: string; boardItem?: string } {
    const latest = (sql: string) => this.sql.get<{ day: string | null }>(sql)?.day ?? undefined;
    const contact = latest('SELECT max(substr(refreshed_at, 1, 10)) AS day FROM contacts WHERE length(refreshed_at) >= 10');
    const boardItem = latest('SELECT max(substr(meeting_date, 1, 10)) AS day FROM board_items WHERE length(meeting_date) >= 10');
    return { ...(contact ? { contact } : {}), ...(boardItem ? { boardItem } : {}) };
  }

  /** contacts() of many schools, or of many districts, in one read: each id's rows, in the same order. */
  contactsOf(selector: { ncesIds: readonly string[] } | { leaids: readonly string[] }): Map<string, ContactRow[]> {
    const rows = (
      'ncesIds' in selector
        ? this.sql.all('SELECT * FROM contacts WHERE nces_id IN (SELECT value FROM json_each(?)) ORDER BY nces_id, role, contact_id', [JSON.stringify(selector.ncesIds)])
        : this.sql.all('SELECT * FROM contacts WHERE leaid IN (SELECT value FROM json_each(?)) ORDER BY leaid, role, contact_id', [JSON.stringify(selector.leaids)])
    ).map((raw) => this.sql.typed<ContactRow>('contacts', raw));
    return groupRows(rows, (row) => ('ncesIds' in selector ? row.nces_id! : row.leaid!));
  }

  /**
   * The two parts of boardItems({ ncesId }) for many schools in one read each: the items naming each
   * school, and the district-wide items (no school named) of each district, each list newest first
   * as boardItems orders them. A school's items are its list merged with its district's.
   */
  boardItemsNamingSchools(ncesIds: readonly string[]): Map<string, BoardItemRow[]> {
    const rows = this.sql
      .all('SELECT * FROM board_items WHERE nces_id IN (SELECT value FROM json_each(?)) ORDER BY nces_id, meeting_date DESC, item_id', [JSON.stringify(ncesIds)])
      .map((raw) => this.sql.typed<BoardItemRow>('board_items', raw));
    return groupRows(rows, (row) => row.nces_id!);
  }

  districtWideBoardItems(leaids: readonly string[]): Map<string, BoardItemRow[]> {
    const rows = this.sql
      .all(
        'SELECT * FROM board_items WHERE leaid IN (SELECT value FROM json_each(?)) AND nces_id IS NULL ORDER BY leaid, meeting_date DESC, item_id',
        [JSON.stringify(leaids)],
      )
      .map((raw) => this.sql.typed<BoardItemRow>('board_items', raw));
    return groupRows(rows, (row) => row.leaid);
  }

  /**
   * Board items newest first. For a school: the items naming it plus its district's district-wide
   * items (a district board decides for its schools).
   */
  boardItems(selector: { ncesId: string } | { leaid: string }): BoardItemRow[] {
    const rows =
      'ncesId' in selector
        ? this.sql.all(
            `SELECT * FROM board_items WHERE nces_id = @ncesId
             UNION ALL
             SELECT b.* FROM board_items b JOIN schools s ON s.leaid = b.leaid WHERE s.nces_id = @ncesId AND b.nces_id IS NULL
             ORDER BY meeting_date DESC, item_id`,
            { ncesId: selector.ncesId },
          )
        : this.sql.all('SELECT * FROM board_items WHERE leaid = ? ORDER BY meeting_date DESC, item_id', [selector.leaid]);
    return rows.map((raw) => this.sql.typed<BoardItemRow>('board_items', raw));
  }

  /** The feed of superintendent and principal changes, newest first. */
  leadershipChanges(query: LeadershipQuery = {}): Page<LeadershipChange, LeadershipAfter> {
    const size = pageLimit(query.limit, 25);
    const where: string[] = [];
    const parameters: Record<string, unknown> = { limit: size + 1 };
    if (query.since !== undefined) {
      where.push('l.effective_date >= @since');
      parameters.since = query.since;
    }
    if (query.role !== undefined) {
      where.push('l.role = @role');
      parameters.role = query.role;
    }
    if (query.state !== undefined) {
      where.push('d.state = @state');
      parameters.state = query.state.toUpperCase();
    }
    if (query.after) {
      where.push('(l.effective_date < @afterDate OR (l.effective_date = @afterDate AND l.change_id > @afterId))');
      parameters.afterDate = query.after.effective_date;
      parameters.afterId = query.after.change_id;
    }
    const rows = this.sql
      .all(
        `SELECT l.*, d.name AS district_name, d.state AS state, s.name AS school_name
           FROM leadership_changes l
           LEFT JOIN districts d ON d.leaid = l.leaid
           LEFT JOIN schools s ON s.nces_id = l.nces_id
          ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY l.effective_date DESC, l.change_id LIMIT @limit`,
        parameters,
      )
      .map((raw) => this.sql.typed<LeadershipChange>('leadership_changes', raw));
    return toPage(rows, size, (row) => ({ effective_date: row.effective_date, change_id: row.change_id }));
  }
}
