/**
 * The contract every eval suite (NL query, agent, document extraction) follows, so one runner
 * (`k12-intel eval`) can run any of them and print one kind of report.
 *
 * Cases are data files under `evals/<suite>/cases/`; each case belongs to a split. `dev` cases may be
 * looked at while tuning an engine; `heldout` cases may not: their figures are the ones reported.
 */
export type Split = 'dev' | 'heldout';
export type SplitChoice = Split | 'all';

export interface EvalCaseBase {
  id: string;
  split: Split;
  /** What the case exercises (e.g. "count", "top-n", "multi-turn", "invoice-table"). */
  category: string;
}

/** How a suite reaches the service: in process (a runtime built from a data dir) or over HTTP. */
export interface EvalTarget {
  kind: 'in-process' | 'http';
  /**
   * The SQLite dataset file the target serves, when the runner can read it, so a suite computes
   * expected answers independently of the engine under test (SQL on the dataset, never the engine).
   */
  datasetFile?: string;
  /** Calls one tool by its MCP name with the target's key; never throws for a tool error. */
  callTool(name: string, args: Record<string, unknown>): Promise<ToolCallOutcome>;
  /** Releases what the target opened. */
  close(): Promise<void>;
}

export interface ToolCallOutcome {
  ok: boolean;
  /** HTTP status (in process: the status the REST surface would give). */
  status: number;
  /** The tool's JSON result, or the problem details when !ok. */
  body: unknown;
  ms: number;
}

export interface CaseResult {
  id: string;
  split: Split;
  category: string;
  pass: boolean;
  /** Wall time of the case (a conversation: the mean per turn is in metrics). */
  latencyMs: number;
  /** Per-case measures, each 0..1 unless its name says otherwise (e.g. `field_accuracy`). */
  metrics: Record<string, number>;
  /** Why it failed, shortly, for the report. */
  detail?: string;
}

export interface SuiteReport {
  suite: string;
  split: SplitChoice;
  engine: string;
  startedAt: string;
  cases: CaseResult[];
  /** Suite-level figures (e.g. execution_accuracy, tool_selection_f1, latency_p50_ms). */
  metrics: Record<string, number>;
  /** The same figures per category. */
  byCategory: Record<string, Record<string, number>>;
  /** The same figures per split when split is "all". */
  bySplit?: Partial<Record<Split, Record<string, number>>>;
}

export interface SuiteOptions {
  split: SplitChoice;
  /** Run only these case ids (from `--cases`). */
  caseIds?: string[];
  /** Repeat each case this many times (pass^k). Default 1. */
  runs?: number;
  target: EvalTarget;
}

export interface EvalSuite {
  /** Short name used by `--only` (e.g. "nlq", "agent", "extract"). */
  name: string;
  description: string;
  run(options: SuiteOptions): Promise<SuiteReport>;
}
