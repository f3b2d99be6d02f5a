import kuzu, { type Connection, type Database, type QueryResult } from 'kuzu';
import { AppError, badRequest } from '../../errors.js';
import { currentGraphDatabasePath } from './graph-versions.js';
import { kuzuValueToJson } from './kuzu-values.js';
import { bindParameters } from './parameters.js';
import { DEFAULT_GRAPH_QUERY_OPTIONS, type GraphQueryOptions, type GraphQueryResult, type GraphStore } from './port.js';
import { assertReadOnlyCypher } from './read-only.js';

export interface KuzuGraphStoreOptions {
  /** kuzu buffer pool, bytes. The serving default is small: the graph of a national dataset is tens of MB. */
  bufferPoolBytes?: number;
  /** Used when a query passes no timeoutMs / maxRows. */
  defaults?: GraphQueryOptions;
}

const DEFAULT_SERVING_BUFFER_POOL_BYTES = 256 * 1024 * 1024;

/** kuzu messages that describe the query (the caller's to fix), not the store. */
const QUERY_ERROR = /^(Parser|Binder|Catalog|Runtime|Conversion|Overflow|Interrupt)\w* exception|read-only database/i;

/**
 * The embedded graph store. kuzu crashes the process when a connection or database is closed while
 * a QueryResult is open, so every query runs through one queue on one connection, its result is
 * always closed before the next query starts, and close() waits for the queue to drain.
 */
export class KuzuGraphStore implements GraphStore {
  readonly kind = 'kuzu' as const;
  private tail: Promise<unknown> = Promise.resolve();
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly database: Database,
    private readonly connection: Connection,
    private readonly defaults: Required<GraphQueryOptions>,
  ) {}

  /** Opens the current version of a graph directory (see graph-versions.ts) read-only. */
  static async open(graphDir: string, options: KuzuGraphStoreOptions = {}): Promise<KuzuGraphStore> {
    return KuzuGraphStore.openDatabase(currentGraphDatabasePath(graphDir), options);
  }

  /** Opens one kuzu database file read-only. */
  static async openDatabase(databasePath: string, options: KuzuGraphStoreOptions = {}): Promise<KuzuGraphStore> {
    const database = new kuzu.Database(
      databasePath,
      options.bufferPoolBytes ?? DEFAULT_SERVING_BUFFER_POOL_BYTES,
      true,
      true,
    );
    const connection = new kuzu.Connection(database);
    try {
      await connection.init();
    } catch (error) {
      await database.close();
      throw new AppError('unavailable', 'The graph database could not be opened.', { cause: error });
    }
    return new KuzuGraphStore(database, connection, { ...DEFAULT_GRAPH_QUERY_OPTIONS, ...options.defaults });
  }

  query(
    cypher: string,
    params: Record<string, unknown> = {},
    options: GraphQueryOptions = {},
  ): Promise<GraphQueryResult> {
    if (this.closing) return Promise.reject(new AppError('unavailable', 'The graph store is closed.'));
    try {
      assertReadOnlyCypher(cypher);
      const bound = bindParameters(cypher, params);
      const timeoutMs = options.timeoutMs ?? this.defaults.timeoutMs;
      const maxRows = options.maxRows ?? this.defaults.maxRows;
      return this.enqueue(() => this.run(cypher, bound, timeoutMs, maxRows));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  close(): Promise<void> {
    this.closing ??= this.tail.then(async () => {
      await this.connection.close();
      await this.database.close();
    });
    return this.closing;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async run(
    cypher: string,
    params: Record<string, unknown>,
    timeoutMs: number,
    maxRows: number,
  ): Promise<GraphQueryResult> {
    this.connection.setQueryTimeout(timeoutMs);
    let result: QueryResult;
    try {
      const statement = await this.connection.prepare(cypher);
      if (!statement.isSuccess()) throw new Error(statement.getErrorMessage());
      const results = await this.connection.execute(statement, params as Parameters<Connection['execute']>[1]);
      // prepare() refuses multiple statements, so this is one result; its parts must not be closed.
      if (Array.isArray(results)) throw new AppError('internal', 'kuzu returned several results for one statement.');
      result = results;
    } catch (error) {
      throw toAppError(error, timeoutMs);
    }
    try {
      const columns = result.getColumnNamesSync();
      const rows: Record<string, unknown>[] = [];
      while (rows.length < maxRows && result.hasNext()) {
        const row = result.getNextSync() ?? {};
        rows.push(Object.fromEntries(columns.map((column) => [column, kuzuValueToJson(row[column])])));
      }
      return { columns, rows, truncated: result.hasNext() };
    } catch (error) {
      throw toAppError(error, timeoutMs);
    } finally {
      result.close();
    }
  }
}

function toAppError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/^Interrupted/i.test(message)) {
    return badRequest(`The graph query ran longer than ${timeoutMs} ms and was stopped.`);
  }
  if (QUERY_ERROR.test(message)) return badRequest(`The graph engine rejected the query: ${message}`);
  return new AppError('internal', 'The graph query failed.', { cause: error });
}
