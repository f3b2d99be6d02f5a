import type { CaseResult, EvalSuite, EvalTarget, SuiteOptions, SuiteReport } from '../framework/types.js';
import { type AgentCase, type ExpectedFact, loadCases } from './cases.js';
import { fill, type Slots, slotsFromDataset } from './slots.js';
import { type ObservedTurn, percentile, scoreTurn, type TurnScore, valueAt } from './score.js';

interface CaseRun {
  pass: boolean;
  turns: TurnScore[];
  latencies: number[];
  detail?: string;
}

/**
 * The agent suite: conversations sent to agent_chat turn by turn (one conversation id per case and
 * run), scored as BFCL scores tool calls (names, required arguments, allowed values), plus facts the
 * answer must carry, computed by calling the tools directly, never read from the agent's reply.
 */
export const agent: EvalSuite = {
  name: 'agent',
  description: 'Conversational agent: tool selection, arguments, answer facts, clarifying and abstaining, pass^k, latency.',
  async run(options: SuiteOptions): Promise<SuiteReport> {
    const startedAt = new Date().toISOString();
    if (!options.target.datasetFile) throw new Error('the agent suite needs the target dataset file to choose its schools and states');
    const slots = slotsFromDataset(options.target.datasetFile);
    const cases = loadCases(options.split, options.caseIds).map((entry) => fill(entry, slots));
    const runs = Math.max(1, options.runs ?? 1);
    const facts = new FactBook(options.target);

    let engine = 'unknown';
    const results: { entry: AgentCase; runs: CaseRun[] }[] = [];
    for (const entry of cases) {
      const caseRuns: CaseRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        const outcome = await runCase(options.target, entry, facts, slots);
        if (outcome.engine) engine = outcome.engine;
        caseRuns.push(outcome.run);
      }
      results.push({ entry, runs: caseRuns });
    }

    const caseResults: CaseResult[] = results.map(({ entry, runs: caseRuns }) => {
      const turns = caseRuns.flatMap((run) => run.turns);
      const latencies = caseRuns.flatMap((run) => run.latencies);
      const failed = caseRuns.find((run) => !run.pass);
      return {
        id: entry.id,
        split: entry.split,
        category: entry.category,
        pass: caseRuns.every((run) => run.pass),
        latencyMs: latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, caseRuns.length),
        metrics: { ...figures(turns, latencies), pass_k: caseRuns.every((run) => run.pass) ? 1 : 0, runs: caseRuns.length },
        ...(failed?.detail ? { detail: failed.detail } : {}),
      };
    });

    const all = results.flatMap((result) => result.runs);
    const report: SuiteReport = {
      suite: 'agent',
      split: options.split,
      engine,
      startedAt,
      cases: caseResults,
      metrics: summary(all, caseResults, runs),
      byCategory: group(results, (result) => result.entry.category, caseResults, runs),
    };
    if (options.split === 'all') {
      report.bySplit = group(results, (result) => result.entry.split, caseResults, runs) as SuiteReport['bySplit'];
    }
    return report;
  },
};

async function runCase(target: EvalTarget, entry: AgentCase, facts: FactBook, _slots: Slots): Promise<{ run: CaseRun; engine?: string }> {
  let conversationId: string | undefined;
  let engine: string | undefined;
  const turns: TurnScore[] = [];
  const latencies: number[] = [];
  const problems: string[] = [];
  for (const [index, turn] of entry.turns.entries()) {
    const started = performance.now();
    const outcome = await target.callTool('agent_chat', { message: turn.user, ...(conversationId ? { conversation_id: conversationId } : {}) });
    latencies.push(performance.now() - started);
    if (!outcome.ok) {
      problems.push(`turn ${index + 1}: agent_chat answered ${outcome.status}`);
      turns.push(scoreTurn(turn.expect, { response: '', steps: [] }, await facts.values(turn.expect.facts ?? [])));
      break;
    }
    const body = outcome.body as ObservedTurn & { conversation_id: string; engine?: string };
    conversationId = body.conversation_id;
    engine = body.engine ?? engine;
    const score = scoreTurn(turn.expect, body, await facts.values(turn.expect.facts ?? []));
    if (score.missing.length > 0) problems.push(`turn ${index + 1}: ${score.missing.join('; ')}`);
    turns.push(score);
  }
  const pass = problems.length === 0 && turns.length === entry.turns.length;
  return { run: { pass, turns, latencies, ...(problems.length ? { detail: problems.join(' | ') } : {}) }, ...(engine ? { engine } : {}) };
}

/** Expected facts, fetched once per tool call from the target itself (the tools' truth, not the agent's). */
class FactBook {
  readonly #cache = new Map<string, Promise<unknown>>();
  constructor(private readonly target: EvalTarget) {}

  async values(facts: ExpectedFact[]): Promise<unknown[]> {
    const values = await Promise.all(facts.map(async (fact) => valueAt(await this.#result(fact), fact.path)));
    // A fact the data does not have (an empty list, a null field) cannot be asked of the answer.
    return values.filter((value) => value !== undefined && value !== null && typeof value !== 'object');
  }

  #result(fact: ExpectedFact): Promise<unknown> {
    const key = `${fact.tool} ${JSON.stringify(fact.args)}`;
    let cached = this.#cache.get(key);
    if (!cached) {
      cached = this.target.callTool(fact.tool, fact.args).then((outcome) => {
        if (!outcome.ok) throw new Error(`fact source ${key} answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
        return outcome.body;
      });
      this.#cache.set(key, cached);
    }
    return cached;
  }
}

function figures(turns: TurnScore[], latencies: number[]): Record<string, number> {
  const sum = (pick: (turn: TurnScore) => number) => turns.reduce((total, turn) => total + pick(turn), 0);
  const tp = sum((turn) => turn.truePositives);
  const fp = sum((turn) => turn.falsePositives);
  const fn = sum((turn) => turn.falseNegatives);
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const argsTotal = sum((turn) => turn.argsTotal);
  const factsTotal = sum((turn) => turn.factsTotal);
  return {
    tool_selection_f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    argument_accuracy: argsTotal === 0 ? 1 : sum((turn) => turn.argsCorrect) / argsTotal,
    fact_recall: factsTotal === 0 ? 1 : sum((turn) => turn.factsFound) / factsTotal,
    abstention_accuracy: turns.length === 0 ? 1 : turns.filter((turn) => turn.expectedAbstain === turn.observedAbstain).length / turns.length,
    outcome_accuracy: turns.length === 0 ? 1 : turns.filter((turn) => turn.outcomeRight).length / turns.length,
    latency_p50_ms: percentile(latencies, 50),
    latency_p95_ms: percentile(latencies, 95),
  };
}

function summary(runs: CaseRun[], cases: CaseResult[], k: number): Record<string, number> {
  return {
    ...figures(runs.flatMap((run) => run.turns), runs.flatMap((run) => run.latencies)),
    pass_rate: runs.length === 0 ? 0 : runs.filter((run) => run.pass).length / runs.length,
    [`pass^${k}`]: cases.length === 0 ? 0 : cases.filter((entry) => entry.pass).length / cases.length,
    cases: cases.length,
    turns: runs.reduce((total, run) => total + run.turns.length, 0) / Math.max(1, k),
  };
}

function group(
  results: { entry: AgentCase; runs: CaseRun[] }[],
  keyOf: (result: { entry: AgentCase; runs: CaseRun[] }) => string,
  cases: CaseResult[],
  k: number,
): Record<string, Record<string, number>> {
  const keys = [...new Set(results.map(keyOf))];
  return Object.fromEntries(
    keys.map((key) => {
      const members = results.filter((result) => keyOf(result) === key);
      const ids = new Set(members.map((member) => member.entry.id));
      return [key, summary(members.flatMap((member) => member.runs), cases.filter((entry) => ids.has(entry.id)), k)];
    }),
  );
}
