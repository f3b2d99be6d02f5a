/**
 * The graph store port: read-only Cypher over the graph projection of the dataset (docs/GRAPH-SCHEMA.md).
 * Two adapters: kuzu (embedded, the default) and Neo4j (when an organisation runs one).
 */
export interface GraphQueryOptions {
  /** The query is stopped after this long and fails with bad_request. */
  timeoutMs?: number;
  /** At most this many rows are returned; `truncated` says whether more were available. */
  maxRows?: number;
}

export interface GraphQueryResult {
  columns: string[];
  /** JSON-safe rows: numbers (never BigInt), strings, booleans, null, arrays, plain objects. */
  rows: Record<string, unknown>[];
  /** True when the query had more rows than `maxRows`. */
  truncated?: boolean;
}

export interface GraphStore {
  readonly kind: 'kuzu' | 'neo4j';
  /**
   * Runs one read-only statement. Throws bad_request for a query that could write, that uses a
   * `$parameter` without a value, that the engine rejects, or that runs past its timeout.
   */
  query(cypher: string, params?: Record<string, unknown>, options?: GraphQueryOptions): Promise<GraphQueryResult>;
  /** Waits for running queries, then releases the store. */
  close(): Promise<void>;
}

/** Applied when a query passes no options. */
export const DEFAULT_GRAPH_QUERY_OPTIONS: Required<GraphQueryOptions> = { timeoutMs: 10_000, maxRows: 1_000 };
