import neo4j from 'neo4j-driver';
import { AppError, badRequest } from '../../errors.js';
import { assertReadOnlyPlan, type PlanSummary } from './neo4j-plan.js';
import { neo4jParameters, neo4jValueToJson } from './neo4j-values.js';
import { bindParameters } from './parameters.js';
import { DEFAULT_GRAPH_QUERY_OPTIONS, type GraphQueryOptions, type GraphQueryResult, type GraphStore } from './port.js';
import { assertReadOnlyCypher } from './read-only.js';

/** Where the Neo4j server is; the caller passes these (from config), nothing here reads the environment. */
export interface Neo4jConnectionConfig {
  uri: string;
  user?: string;
  password?: string;
  /** The database to use; the server default when absent. */
  database?: string;
}

/** The slice of neo4j-driver the store uses, so tests can pass a fake. */
export interface Neo4jDriverLike {
  session(config: { defaultAccessMode: 'READ' | 'WRITE'; database?: string }): Neo4jSessionLike;
  close(): Promise<void>;
}

export interface Neo4jSessionLike {
  run(query: string, parameters?: Record<string, unknown>, config?: { timeout?: number }): Neo4jResultLike;
  close(): Promise<void>;
}

export interface Neo4jResultLike extends PromiseLike<{ summary: PlanSummary }>, AsyncIterable<{ toObject(): object }> {
  keys(): Promise<readonly PropertyKey[]>;
}

export function createNeo4jDriver(config: Neo4jConnectionConfig): Neo4jDriverLike {
  const auth = config.user === undefined ? undefined : neo4j.auth.basic(config.user, config.password ?? '');
  return neo4j.driver(config.uri, auth, { connectionTimeout: 10_000 }) as unknown as Neo4jDriverLike;
}

export interface Neo4jGraphStoreOptions {
  database?: string;
  defaults?: GraphQueryOptions;
}

/**
 * The Neo4j graph store. Each query runs in a READ session, after an EXPLAIN of the same statement
 * has shown Neo4j plans it as read-only (READ routing alone is only a hint to a cluster).
 */
export class Neo4jGraphStore implements GraphStore {
  readonly kind = 'neo4j' as const;
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;
  private readonly defaults: Required<GraphQueryOptions>;

  constructor(
    private readonly driver: Neo4jDriverLike,
    private readonly options: Neo4jGraphStoreOptions = {},
  ) {
    this.defaults = { ...DEFAULT_GRAPH_QUERY_OPTIONS, ...options.defaults };
  }

  static connect(config: Neo4jConnectionConfig, options: Omit<Neo4jGraphStoreOptions, 'database'> = {}): Neo4jGraphStore {
    return new Neo4jGraphStore(createNeo4jDriver(config), { ...options, database: config.database });
  }

  query(
    cypher: string,
    params: Record<string, unknown> = {},
    options: GraphQueryOptions = {},
  ): Promise<GraphQueryResult> {
    if (this.closed) return Promise.reject(new AppError('unavailable', 'The graph store is closed.'));
    const running = this.run(cypher, params, options);
    this.running.add(running);
    void running.finally(() => this.running.delete(running)).catch(() => undefined);
    return running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.running]);
    await this.driver.close();
  }

  private async run(cypher: string, params: Record<string, unknown>, options: GraphQueryOptions): Promise<GraphQueryResult> {
    assertReadOnlyCypher(cypher);
    const bound = neo4jParameters(bindParameters(cypher, params)) as Record<string, unknown>;
    const timeout = options.timeoutMs ?? this.defaults.timeoutMs;
    const maxRows = options.maxRows ?? this.defaults.maxRows;
    const session = this.driver.session({ defaultAccessMode: 'READ', database: this.options.database });
    try {
      const explained = await session.run(`EXPLAIN ${cypher}`, bound, { timeout });
      assertReadOnlyPlan(explained.summary);
      const result = session.run(cypher, bound, { timeout });
      const columns = (await result.keys()).map(String);
      const rows: Record<string, unknown>[] = [];
      let truncated = false;
      for await (const record of result) {
        if (rows.length >= maxRows) {
          // Leaving the loop tells the driver to discard the rest of the stream.
          truncated = true;
          break;
        }
        const values = record.toObject() as Record<string, unknown>;
        rows.push(Object.fromEntries(columns.map((column) => [column, neo4jValueToJson(values[column])])));
      }
      return { columns, rows, truncated };
    } catch (error) {
      throw neo4jErrorToAppError(error, timeout);
    } finally {
      await session.close();
    }
  }
}

/** Neo4j error codes: the client's mistakes are bad_request, an unreachable server is unavailable. */
export function neo4jErrorToAppError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const message = error instanceof Error ? error.message : String(error);
  if (/TransactionTimedOut|Transaction\.Terminated/i.test(code)) {
    return badRequest(`The graph query ran longer than ${timeoutMs} ms and was stopped.`);
  }
  if (code.startsWith('Neo.ClientError.Statement.') || code === 'Neo.ClientError.Request.Invalid') {
    return badRequest(`The graph engine rejected the query: ${message}`);
  }
  if (code === 'ServiceUnavailable' || code === 'SessionExpired' || code.startsWith('Neo.TransientError.')) {
    return new AppError('unavailable', 'The Neo4j graph server is unavailable.', { cause: error });
  }
  return new AppError('internal', 'The graph query failed.', { cause: error });
}
