import type Database from 'better-sqlite3';
import { badRequest } from '../../../errors.js';
import { TABLES, type TableName, booleanColumns } from '../schema.js';

/** One page of a keyset-paginated list; `next` is the sort key of the last row, absent on the last page. */
export interface Page<Row, After> {
  rows: Row[];
  next: After | undefined;
}

/**
 * The read side of one open dataset file: prepared statements cached by SQL text (the SQL texts
 * are a fixed set chosen by code; values always travel as parameters) and the 0/1 -> boolean
 * conversion of the stored rows.
 */
export class SqlSource {
  private readonly statements = new Map<string, Database.Statement>();
  private readonly booleans: Record<TableName, readonly string[]>;

  constructor(readonly database: Database.Database) {
    this.booleans = Object.fromEntries(
      (Object.keys(TABLES) as TableName[]).map((table) => [table, booleanColumns(table)]),
    ) as unknown as Record<TableName, readonly string[]>;
  }

  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.database.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  all<Row>(sql: string, parameters: Record<string, unknown> | unknown[] = []): Row[] {
    return this.statement(sql).all(parameters as never) as Row[];
  }

  get<Row>(sql: string, parameters: Record<string, unknown> | unknown[] = []): Row | undefined {
    return this.statement(sql).get(parameters as never) as Row | undefined;
  }

  /** Converts the boolean columns of a stored row of `table` (0/1/null) back to booleans, in place. */
  typed<Row>(table: TableName, raw: unknown): Row {
    const record = raw as Record<string, unknown>;
    for (const column of this.booleans[table]) {
      const value = record[column];
      if (value !== null && value !== undefined) record[column] = value === 1 || value === true;
    }
    return record as Row;
  }
}

/**
 * Rows grouped by a key, each group in the order the rows came (a batched read ordered by the key,
 * then by the single read's own order, gives each group exactly the single read's rows).
 */
export function groupRows<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Page size bounds shared by list methods (tools validate their own, tighter limits). */
export function pageLimit(limit: number | undefined, fallback: number, max = 25_000): number {
  if (limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw badRequest(`limit must be an integer from 1 to ${max}.`, [{ field: 'limit', message: `must be 1-${max}` }]);
  }
  return limit;
}

/** Splits `limit + 1` fetched rows into a page and the key to continue after. */
export function toPage<Row, After>(rows: Row[], limit: number, keyOf: (row: Row) => After): Page<Row, After> {
  if (rows.length <= limit) return { rows, next: undefined };
  const page = rows.slice(0, limit);
  return { rows: page, next: keyOf(page[page.length - 1]!) };
}

export const invalidCursor = () => badRequest('The cursor is not valid for this query.', [{ field: 'cursor', message: 'invalid cursor' }]);

/**
 * Search text -> an FTS5 query of prefix terms. Tokens are folded like the index folds them
 * (accents removed, lower case) and keep only letters and digits, so nothing in the text can act as
 * FTS syntax. Returns undefined when no token is left.
 */
export function prefixQuery(text: string): string | undefined {
  const tokens = foldTokens(text);
  if (tokens.length === 0) return undefined;
  return tokens.map((token) => `"${token}"*`).join(' ');
}

export function foldTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
    .slice(0, 8);
}

/** "0612" -> ["0612", "0612:"]: the half-open range of ids starting with the digits (":" follows "9"). */
export function idPrefixRange(digits: string): [string, string] {
  return [digits, `${digits}:`];
}
