/**
 * NL-query benchmark of the local engine: every answerable eval question (both splits), run through
 * parse -> compile -> safe run on a built dataset's kuzu graph, after one warm-up pass. Prints the
 * median and p95 per question, the parser's own share, and a baseline measured in the same run:
 * the simplest graph query (`count` of schools) on the same store.
 * Run: npx tsx bench/nlq.bench.ts --data-dir ./data [--iterations 5]
 * (`k12-intel seed` builds the national sandbox into ./data.)
 */
import path from 'node:path';
import { graphDirectory } from '../src/data/build.js';
import { datasetFile } from '../src/data/catalog.js';
import { KuzuGraphStore } from '../src/data/graph/kuzu-store.js';
import { answerLocally } from '../src/services/nlq/local-engine.js';
import { nameIndexFor } from '../src/services/nlq/names.js';
import { parseQuestion } from '../src/services/nlq/parse.js';
import { loadCases } from '../evals/framework/cases.js';
import { percentile } from '../evals/framework/metrics.js';
import { ExpectedAnswers } from '../evals/nlq/expected.js';
import { NLQ_CASES_DIR, type NlqCase } from '../evals/nlq/suite.js';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const dataDir = path.resolve(argument('data-dir', process.env.DATA_DIR ?? 'data'));
const iterations = Number(argument('iterations', '5'));

const expected = new ExpectedAnswers(datasetFile(dataDir, 'sandbox'));
const questions = loadCases<NlqCase>(NLQ_CASES_DIR)
  .filter((item) => item.expect !== 'refuse')
  .map((item) => item.question.replace(/\{(\w+)\}/g, (_match, name: string) => expected.resolve(item.bind![name]!) ?? name));
expected.close();

const graph = await KuzuGraphStore.open(graphDirectory(dataDir, 'sandbox'));
const timed = async (task: () => Promise<unknown>) => {
  const started = performance.now();
  await task();
  return performance.now() - started;
};

const indexMs = await timed(() => nameIndexFor(graph));
const names = await nameIndexFor(graph);
for (const question of questions) await answerLocally(graph, question); // warm-up

const baseline: number[] = [];
const perQuestion: number[] = [];
const parseOnly: number[] = [];
for (let round = 0; round < iterations; round += 1) {
  for (const question of questions) {
    baseline.push(await timed(() => graph.query('MATCH (s:School) RETURN count(s) AS n')));
    perQuestion.push(await timed(() => answerLocally(graph, question)));
    const started = performance.now();
    parseQuestion(question, names);
    parseOnly.push(performance.now() - started);
  }
}
const format = (values: number[]) => `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;
console.log(`dataset ${dataDir}: ${questions.length} questions x ${iterations} rounds; name index built in ${indexMs.toFixed(0)} ms`);
console.log(`local engine, whole question : ${format(perQuestion)}`);
console.log(`  of which parsing           : ${format(parseOnly)}`);
console.log(`baseline count(School) query : ${format(baseline)}`);
console.log(`ratio (question p50 / baseline p50): ${(percentile(perQuestion, 50) / percentile(baseline, 50)).toFixed(2)}`);
await graph.close();
