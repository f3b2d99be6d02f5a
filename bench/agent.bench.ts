/**
 * The agent eval run in process on a data dir (DATA_DIR, default ./data; seeded on first use), with
 * the local planner unless ANTHROPIC_API_KEY is set. Prints the suite's figures (tool-selection F1,
 * argument accuracy, fact recall, abstention, pass^k, latency per turn) and, as a baseline measured
 * in the same run, the latency of calling school_profile directly.
 *
 *   npx tsx bench/agent.bench.ts [--split heldout|dev|all] [--runs 3]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { datasetFile } from '../src/data/catalog.js';
import { createRegistry, createRuntime } from '../src/main.js';
import { contextFor } from '../src/runtime.js';
import { agent } from '../evals/agent/suite.js';
import { slotsFromDataset } from '../evals/agent/slots.js';
import { percentile } from '../evals/agent/score.js';
import { toolTarget } from '../evals/agent/testing/tool-target.js';
import type { SplitChoice } from '../evals/framework/types.js';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'heldout' }, runs: { type: 'string', default: '3' } } });
const config = loadConfig({}, { LOG_LEVEL: 'warn' });
const runtime = await createRuntime(config);
const registry = createRegistry();
runtime.tools = registry;
const account = await runtime.state.ensureAccount('agent-bench');
const context = contextFor(runtime, { keyId: 'agent-bench', accountId: account.id, accountName: account.name, tier: 'BUSINESS', mode: 'test' });
const file = datasetFile(config.dataDir, 'sandbox');
const target = toolTarget(registry, context, file);

// Baseline: one direct tool call, the cheapest thing a turn does.
const nces = slotsFromDataset(file).s1!.nces_id!;
const direct: number[] = [];
for (let index = 0; index < 200; index += 1) {
  const outcome = await target.callTool('school_profile', { nces_id: nces });
  // A refused call is fast and would flatter the baseline: the run fails instead.
  if (!outcome.ok) throw new Error(`baseline school_profile answered ${outcome.status}`);
  direct.push(outcome.ms);
}

const report = await agent.run({ split: values.split as SplitChoice, runs: Number(values.runs), target });
const baseline = percentile(direct, 50);
console.log(JSON.stringify({ engine: report.engine, split: report.split, metrics: report.metrics, baseline_school_profile_p50_ms: baseline, turn_p50_over_baseline: report.metrics.latency_p50_ms! / baseline }, null, 2));
for (const entry of report.cases.filter((item) => !item.pass)) console.log(`FAIL ${entry.id}: ${entry.detail}`);
runtime.datasets.close();
await runtime.state.close();
