import type { Metric, Subject } from './lexicon.js';

/**
 * What a question asks, in terms of the graph: the parser's output and the compiler's input. Every
 * value here came from the lexicon, a number the parser read, or a name found in the data itself, so
 * the compiler can pass each as a query parameter.
 */
export type Operation = 'count' | 'list' | 'top' | 'avg' | 'sum' | 'min' | 'max';
export type Comparator = '>' | '>=' | '<' | '<=' | 'between';
export type GroupKey = 'state' | 'district' | 'level' | 'locale' | 'funding_year' | 'vendor';

export interface Condition {
  metric: Metric;
  comparator: Comparator;
  value: number;
  /** Upper bound, for between. */
  upper?: number;
}

export interface Filters {
  state?: string;
  level?: string;
  locale?: string;
  /** Exact district name, as stored. */
  district?: string;
  /** Exact vendor name, as stored. */
  vendor?: string;
  fundingYear?: number;
  titleI?: boolean;
  titleISchoolwide?: boolean;
  cep?: boolean;
  program?: string;
  leadTier?: string;
  healthTier?: string;
  brightSpot?: boolean;
  conditions: Condition[];
}

export interface QueryPlan {
  subject: Subject;
  operation: Operation;
  /** For avg/sum/min/max and for ordering a top-N list. */
  metric?: Metric;
  /** top: DESC for "highest", ASC for "lowest". */
  direction?: 'desc' | 'asc';
  /** Rows asked for (top-N, or a superlative group answer: 1). */
  limit?: number;
  /** Aggregate per group ("by state", "which state has the most ..."). */
  groupBy?: GroupKey;
  /** Served: what is counted or listed (vendors or districts); School/District: the node itself. */
  countOf?: 'vendor' | 'district' | 'school';
  filters: Filters;
}

export type ParseOutcome =
  | { ok: true; plan: QueryPlan }
  | { ok: false; reason: string };
