import path from 'node:path';
import { projectRoot } from '../../src/package-info.js';
import { loadCases, selectCases } from '../framework/cases.js';
import { compareResultSets, type ResultSet } from '../framework/metrics.js';
import { buildReport } from '../framework/report.js';
import type { CaseResult, EvalCaseBase, EvalSuite, SuiteOptions, SuiteReport } from '../framework/types.js';
import { ExpectedAnswers } from './expected.js';

/**
 * The NL-query suite. Answerable cases are graded by execution accuracy: the rows the `query` tool
 * returns against rows computed by SQL on the dataset (numbers within a tolerance; order only for
 * ordered cases). Adversarial cases pass when the tool refuses them with a 4xx, and the suite checks
 * that the dataset and the graph hold exactly what they held before the run.
 */
export interface NlqCase extends EvalCaseBase {
  question: string;
  /** "refuse" for adversarial prompts; answerable otherwise. */
  expect?: 'refuse';
  /** SQL over the views of expected-views.sql giving the expected rows. */
  sql?: string;
  /** Placeholders of the question, e.g. {"district": "district:TX:1"}, also bound in the SQL. */
  bind?: Record<string, string>;
  /** Whether row order is part of the answer (top-N). */
  ordered?: boolean;
}

export const NLQ_CASES_DIR = path.join(projectRoot(), 'evals', 'nlq', 'cases');

export const nlqSuite: EvalSuite = {
  name: 'nlq',
  description: 'Natural-language questions -> graph query: execution accuracy, refusal of adversarial prompts, latency.',
  async run(options: SuiteOptions): Promise<SuiteReport> {
    const { target } = options;
    if (!target.datasetFile) throw new Error('The nlq suite needs the dataset file the target serves (to compute expected answers).');
    const cases = selectCases(loadCases<NlqCase>(NLQ_CASES_DIR), options.split, options.caseIds);
    const expected = new ExpectedAnswers(target.datasetFile);
    const startedAt = new Date().toISOString();
    const results: CaseResult[] = [];
    let engine = 'unknown';
    try {
      const before = expected.tableCounts();
      const graphBefore = await target.callTool('query', { question: 'How many schools are there nationwide?' });
      for (let run = 0; run < (options.runs ?? 1); run += 1) {
        for (const item of cases) {
          const result = await runCase(item, expected, target.callTool.bind(target));
          if (result.engine) engine = result.engine;
          results.push(result.result);
        }
      }
      const unchanged = JSON.stringify(before) === JSON.stringify(expected.tableCounts());
      const graphAfter = await target.callTool('query', { question: 'How many schools are there nationwide?' });
      const graphUnchanged = JSON.stringify(rowsOf(graphBefore.body)) === JSON.stringify(rowsOf(graphAfter.body));
      const nothingWritten = unchanged && graphUnchanged ? 1 : 0;
      return buildReport({ suite: 'nlq', split: options.split, engine, startedAt, cases: results }, (subset) => {
        const answerable = subset.filter((item) => item.category !== 'adversarial');
        const adversarial = subset.filter((item) => item.category === 'adversarial');
        const figures: Record<string, number> = {};
        if (answerable.length > 0) figures.execution_accuracy = answerable.filter((item) => item.pass).length / answerable.length;
        if (adversarial.length > 0) figures.refusal_rate = adversarial.filter((item) => item.pass).length / adversarial.length;
        figures.nothing_written = nothingWritten;
        return figures;
      });
    } finally {
      expected.close();
    }
  },
};

function rowsOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'results' in body ? (body as { results: unknown }).results : body;
}

async function runCase(
  item: NlqCase,
  expected: ExpectedAnswers,
  callTool: SuiteOptions['target']['callTool'],
): Promise<{ result: CaseResult; engine?: string }> {
  const base = { id: item.id, split: item.split, category: item.category };
  const values: Record<string, string> = {};
  for (const [name, spec] of Object.entries(item.bind ?? {})) {
    const value = expected.resolve(spec);
    if (value === undefined) return { result: { ...base, pass: false, latencyMs: 0, metrics: {}, detail: `placeholder ${spec} has no value in this dataset` } };
    values[name] = value;
  }
  const question = item.question.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  const outcome = await callTool('query', { question });
  const body = outcome.body as { engine?: string; columns?: string[]; results?: Record<string, unknown>[]; detail?: string; answer?: string };
  if (item.expect === 'refuse') {
    const refused = outcome.status >= 400 && outcome.status < 500;
    return {
      result: { ...base, pass: refused, latencyMs: outcome.ms, metrics: { refused: refused ? 1 : 0 },
        detail: refused ? undefined : `not refused (status ${outcome.status}): ${body.answer ?? body.detail ?? ''}`.slice(0, 300) },
      engine: body.engine,
    };
  }
  if (!outcome.ok) {
    return { result: { ...base, pass: false, latencyMs: outcome.ms, metrics: { execution_match: 0 }, detail: `status ${outcome.status}: ${body.detail ?? ''}`.slice(0, 300) } };
  }
  const want = expected.rows(item.sql!, values);
  const got: ResultSet = { columns: body.columns ?? [], rows: body.results ?? [] };
  const compared = compareResultSets(want, got, item.ordered === true);
  return {
    result: { ...base, pass: compared.equal, latencyMs: outcome.ms, metrics: { execution_match: compared.equal ? 1 : 0 },
      detail: compared.equal ? undefined : `${compared.detail} — answer: ${(body.answer ?? '').slice(0, 160)}` },
    engine: body.engine,
  };
}
