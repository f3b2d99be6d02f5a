import type { EvalSuite, SplitChoice, SuiteReport, EvalTarget } from './types.js';

export interface RunOptions {
  suites: readonly EvalSuite[];
  /** Suite names to run (`--only`); all when empty. */
  only?: readonly string[];
  split: SplitChoice;
  caseIds?: string[];
  runs?: number;
  target: EvalTarget;
}

/** Runs the chosen suites one after another against one target. */
export async function runEvals(options: RunOptions): Promise<SuiteReport[]> {
  const wanted = options.only && options.only.length > 0 ? new Set(options.only) : undefined;
  if (wanted) {
    const unknown = [...wanted].filter((name) => !options.suites.some((suite) => suite.name === name));
    if (unknown.length > 0) throw new Error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${options.suites.map((suite) => suite.name).join(', ')}`);
  }
  const reports: SuiteReport[] = [];
  for (const suite of options.suites) {
    if (wanted && !wanted.has(suite.name)) continue;
    reports.push(await suite.run({ split: options.split, caseIds: options.caseIds, runs: options.runs, target: options.target }));
  }
  return reports;
}
