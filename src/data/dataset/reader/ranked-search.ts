import { type MatchTier, MATCH_TIERS, Vocabulary, anyColumnExpression, exactTierOf, searchWords, tierExpressions } from './match-tiers.js';
import { type Page, type SqlSource, foldTokens, idPrefixRange, invalidCursor, pageLimit } from './sql.js';

/** Where a search page stopped: the tier and the id of its last row (the row's rank is looked up). */
export interface SearchAfter {
  tier: SearchTier;
  id: string;
}

/** `id_prefix`: the text was the leading digits of an id, matched on the id alone. */
export type SearchTier = 'id_prefix' | MatchTier;

export interface SearchHit {
  rowid: number;
  tier: SearchTier;
}

/** Narrowing filters as SQL over the searched table's alias; the texts are fixed, values bound. */
export interface SearchFilters {
  clauses: string[];
  parameters: Record<string, unknown>;
  /** Folded words the city must consist of (also checked exactly through `k12_fold`). */
  cityWords?: string[];
}

export interface RankedSearchTarget {
  table: 'schools' | 'districts';
  fts: 'schools_fts' | 'districts_fts';
  idColumn: 'nces_id' | 'leaid';
}

/** The SQL function the city filter compares with: the same folding the index and the words use. */
export const FOLD_FUNCTION = 'k12_fold';

/**
 * Relevance-ranked name search over one table and its FTS5 index: whole tiers in order (see
 * match-tiers.ts), enrollment rank (rowid) within a tier, narrowed by filters on the table.
 * Each tier is a separate FTS query in rowid order that stops at the page size, so a page costs
 * the rows it shows, not every match; the approximate tier is reached only once the exact ones
 * are exhausted.
 */
export class RankedSearch {
  private vocabulary: Vocabulary | undefined;
  private stateCounts: Map<string, number> | undefined;

  constructor(
    private readonly sql: SqlSource,
    private readonly target: RankedSearchTarget,
  ) {
    sql.database.function(FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? foldTokens(value).join(' ') : null,
    );
  }

  search({ q, limit, after, filters }: { q: string; limit?: number; after?: SearchAfter; filters: SearchFilters }): Page<SearchHit, SearchAfter> {
    const size = pageLimit(limit, 10, 1000);
    const text = q.trim();
    const afterRank = after ? this.rankOf(after.id) : 0;
    const hits: SearchHit[] = [];
    if (/^\d+$/.test(text)) {
      if (after && after.tier !== 'id_prefix') throw invalidCursor();
      hits.push(...this.idPrefixHits(text, afterRank, size + 1, filters));
    } else {
      const words = searchWords(text);
      const tiers = tierExpressions(words, this.words());
      const startAt = after ? MATCH_TIERS.indexOf(after.tier as MatchTier) : 0;
      if (startAt < 0) throw invalidCursor();
      if (filters.clauses.length > 0 && tiers.has('name_start')) {
        hits.push(...this.rankedInMemory(words, { tier: MATCH_TIERS[startAt]!, rank: afterRank }, size + 1, filters));
      } else {
        for (const tier of MATCH_TIERS.slice(startAt)) {
          const expression = tiers.get(tier);
          if (!expression) continue;
          const from = after && tier === after.tier ? afterRank : 0;
          hits.push(...this.tierHits(tier, expression, from, size + 1 - hits.length, filters));
          if (hits.length > size) break;
        }
      }
    }
    if (hits.length <= size) return { rows: hits, next: undefined };
    const page = hits.slice(0, size);
    const last = page[page.length - 1]!;
    return { rows: page, next: { tier: last.tier, id: this.idOf(last.rowid) } };
  }

  private tierHits(tier: MatchTier, expression: string, afterRank: number, limit: number, filters: SearchFilters): SearchHit[] {
    const { table, fts } = this.target;
    const match = this.withCity(expression, filters);
    const where = filters.clauses.length ? `AND ${filters.clauses.join(' AND ')}` : '';
    const rows = this.sql.all<{ rowid: number }>(
      `SELECT f.rowid AS rowid FROM ${fts} f JOIN ${table} t ON t.rowid = f.rowid
        WHERE ${fts} MATCH @match AND f.rowid > @afterRank ${where}
        ORDER BY f.rowid LIMIT @limit`,
      { ...filters.parameters, match, afterRank, limit },
    );
    return rows.map((row) => ({ rowid: row.rowid, tier }));
  }

  /**
   * Narrowed searches: one scan of every filtered match (a filter keeps them few), each ranked by
   * its name in memory. Three tier queries would each scan the whole word list of the index to
   * find the few rows that pass the filter.
   */
  private rankedInMemory(words: string[], after: { tier: MatchTier; rank: number }, limit: number, filters: SearchFilters): SearchHit[] {
    const { table, fts } = this.target;
    const where = filters.clauses.join(' AND ');
    // Whichever is smaller: the rows the words match in the index, or the rows the filter keeps.
    const wordRows = Math.min(...words.map((word) => this.words().prefixRows(word)));
    const fromFilter = this.filterRows(filters) < wordRows;
    const rows = fromFilter
      ? this.sql.all<{ rowid: number; name: string; city: string | null }>(
          `SELECT t.rowid AS rowid, t.name AS name, t.city AS city FROM ${table} t WHERE ${where}`,
          filters.parameters,
        )
      : this.sql.all<{ rowid: number; name: string; city?: null }>(
          `SELECT f.rowid AS rowid, t.name AS name FROM ${fts} f JOIN ${table} t ON t.rowid = f.rowid
            WHERE ${fts} MATCH @match AND ${where}`,
          { ...filters.parameters, match: this.withCity(anyColumnExpression(words), filters) },
        );
    const afterTier = MATCH_TIERS.indexOf(after.tier);
    const hits: (SearchHit & { order: number })[] = [];
    for (const row of rows) {
      const tier = exactTierOf(words, row.name, fromFilter ? (row.city ?? null) : undefined);
      if (!tier) continue;
      const order = MATCH_TIERS.indexOf(tier);
      if (order > afterTier || (order === afterTier && row.rowid > after.rank)) hits.push({ rowid: row.rowid, tier, order });
    }
    hits.sort((left, right) => left.order - right.order || left.rowid - right.rowid);
    return hits.slice(0, limit).map(({ rowid, tier }) => ({ rowid, tier }));
  }

  /** An upper bound of the rows a filter keeps: a district's or a state's rows, else the table. */
  private filterRows(filters: SearchFilters): number {
    if (filters.parameters.leaid !== undefined) return 0;
    if (filters.parameters.state !== undefined) {
      this.stateCounts ??= new Map(
        this.sql.all<{ state: string; rows: number }>(`SELECT state, count(*) AS rows FROM ${this.target.table} GROUP BY state`).map((row) => [row.state, row.rows]),
      );
      return this.stateCounts.get(String(filters.parameters.state)) ?? 0;
    }
    return Number.POSITIVE_INFINITY;
  }

  private withCity(expression: string, filters: SearchFilters): string {
    return filters.cityWords?.length ? `(${expression}) AND (city : ^"${filters.cityWords.join(' ')}")` : expression;
  }

  private idPrefixHits(digits: string, afterRank: number, limit: number, filters: SearchFilters): SearchHit[] {
    const { table, idColumn } = this.target;
    const [low, high] = idPrefixRange(digits);
    const where = filters.clauses.length ? `AND ${filters.clauses.join(' AND ')}` : '';
    const rows = this.sql.all<{ rowid: number }>(
      `SELECT t.rowid AS rowid FROM ${table} t
        WHERE t.${idColumn} >= @low AND t.${idColumn} < @high AND t.rowid > @afterRank ${where}
        ORDER BY t.rowid LIMIT @limit`,
      { ...filters.parameters, low, high, afterRank, limit },
    );
    return rows.map((row) => ({ rowid: row.rowid, tier: 'id_prefix' as const }));
  }

  /** The index's words, read once per open dataset (tens of thousands of words, a few ms). */
  private words(): Vocabulary {
    if (!this.vocabulary) {
      const vocabularyTable = `${this.target.fts}_vocab`;
      // A temp table: the dataset file is opened read-only, the connection's temp schema is not.
      this.sql.database.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.${vocabularyTable} USING fts5vocab(main, ${this.target.fts}, 'row')`);
      const entries = this.sql.database.prepare(`SELECT term, doc FROM temp.${vocabularyTable}`).all() as { term: string; doc: number }[];
      this.vocabulary = new Vocabulary(entries);
    }
    return this.vocabulary;
  }

  private rankOf(id: string): number {
    const row = this.sql.get<{ rowid: number }>(`SELECT rowid FROM ${this.target.table} WHERE ${this.target.idColumn} = ?`, [id]);
    if (!row) throw invalidCursor();
    return row.rowid;
  }

  private idOf(rowid: number): string {
    return this.sql.get<{ id: string }>(`SELECT ${this.target.idColumn} AS id FROM ${this.target.table} WHERE rowid = ?`, [rowid])!.id;
  }
}

/**
 * Filters over the searched table (alias `t`) from plain values; each is used only when given.
 * The city must equal the given text once both are folded (accents, case, punctuation ignored).
 */
export function searchFilters(values: { state?: string; level?: string; leaid?: string; city?: string }): SearchFilters {
  const filters: SearchFilters = { clauses: [], parameters: {} };
  if (values.state !== undefined) {
    filters.clauses.push('t.state = @state');
    filters.parameters.state = values.state.toUpperCase();
  }
  if (values.level !== undefined) {
    filters.clauses.push('t.level = @level');
    filters.parameters.level = values.level;
  }
  if (values.leaid !== undefined) {
    filters.clauses.push('t.leaid = @leaid');
    filters.parameters.leaid = values.leaid;
  }
  if (values.city !== undefined) {
    const words = foldTokens(values.city);
    filters.clauses.push(`${FOLD_FUNCTION}(t.city) = @cityText`);
    filters.parameters.cityText = words.join(' ');
    if (words.length > 0) filters.cityWords = words;
  }
  return filters;
}
