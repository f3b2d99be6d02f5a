import type { GraphStore } from '../../data/graph/port.js';
import type { Logger } from '../../context.js';
import { AppError } from '../../errors.js';
import type { LlmClient } from '../llm/port.js';
import { answerWithModel } from './claude-engine.js';
import type { EngineResult } from './engine-result.js';
import { assertAnswerableQuestion } from './guard.js';
import { answerLocally } from './local-engine.js';
import { NLQ_LIMITS, type SafeQueryLimits } from './safe-query.js';

/** The NL query response (DECISIONS §5), plus `parameters` beside `cypher` when it is shown. */
export interface NlqResponse {
  question: string;
  answer: string;
  columns: string[];
  results: Record<string, unknown>[];
  row_count: number;
  engine: string;
  cypher?: string;
  parameters?: Record<string, unknown>;
}

export interface NlqDependencies {
  graph: GraphStore;
  llm?: LlmClient;
  log?: Logger;
  limits?: SafeQueryLimits;
}

/**
 * Answers one question: refuse what is not a question about the data, then Claude when configured
 * (falling back to the local engine if the model cannot produce a usable query), else the local engine.
 */
export async function answerQuestion(deps: NlqDependencies, question: string, showCypher: boolean): Promise<NlqResponse> {
  const trimmed = question.trim();
  assertAnswerableQuestion(trimmed);
  const limits = deps.limits ?? NLQ_LIMITS;
  let result: EngineResult;
  if (deps.llm) {
    try {
      result = await answerWithModel(deps.llm, deps.graph, trimmed, { limits });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'bad_request')) {
        deps.log?.warn('language model query failed; answering with the local engine', { error: error instanceof Error ? error.message : String(error) });
      }
      result = await answerLocally(deps.graph, trimmed, limits);
    }
  } else {
    result = await answerLocally(deps.graph, trimmed, limits);
  }
  const response: NlqResponse = {
    question: trimmed,
    answer: result.answer,
    columns: result.columns,
    results: result.results,
    row_count: result.results.length,
    engine: result.engine,
  };
  if (showCypher && result.cypher) {
    response.cypher = result.cypher;
    response.parameters = result.params ?? {};
  }
  return response;
}
