import type { GraphStore } from '../../data/graph/port.js';
import { phraseAnswer } from './answer.js';
import { compilePlan, UnsupportedPlan } from './compile.js';
import { cannotAnswer, type EngineResult } from './engine-result.js';
import { nameIndexFor } from './names.js';
import { parseQuestion } from './parse.js';
import { NLQ_LIMITS, runSafely, type SafeQueryLimits } from './safe-query.js';

/**
 * The offline engine: semantic parse -> plan -> parameterised Cypher -> safe run -> a sentence with
 * the numbers from the rows. No network, no model download; the same on every machine.
 */
export async function answerLocally(graph: GraphStore, question: string, limits: SafeQueryLimits = NLQ_LIMITS): Promise<EngineResult> {
  const names = await nameIndexFor(graph);
  const parsed = parseQuestion(question, names);
  if (!parsed.ok) return cannotAnswer(parsed.reason, 'local');
  let compiled;
  try {
    compiled = compilePlan(parsed.plan, limits.rowCap);
  } catch (error) {
    if (error instanceof UnsupportedPlan) return cannotAnswer(error.message, 'local');
    throw error;
  }
  const result = await runSafely(graph, compiled.cypher, compiled.params, limits);
  return {
    answer: phraseAnswer(parsed.plan, result.columns, result.rows, result.truncated === true),
    columns: result.columns,
    results: result.rows,
    engine: 'local',
    cypher: result.cypher,
    params: result.params,
    truncated: result.truncated,
  };
}
