import fs from 'node:fs/promises';
import path from 'node:path';
import type { GraphStore } from '../../data/graph/port.js';
import { renderGraphSchemaDoc } from '../../data/graph/schema-doc.js';
import { AppError } from '../../errors.js';
import { projectRoot } from '../../package-info.js';
import type { LlmClient, LlmMessage } from '../llm/port.js';
import { cannotAnswer, type EngineResult } from './engine-result.js';
import { extractModelReply } from './extract-cypher.js';
import { NLQ_LIMITS, runSafely, type SafeQueryLimits } from './safe-query.js';

/**
 * NL-to-Cypher with Claude: the schema from its one source (the generated GRAPH-SCHEMA doc), the
 * prompt and examples from prompts/nlq, the query read out of the reply, validated and run safely,
 * with one repair round when the query is refused or fails. The question only ever reaches the
 * model as a user message; the query the model writes is judged by the validator like any other.
 */
const MAX_TOKENS = 1_024;

export interface ClaudeEngineOptions {
  limits?: SafeQueryLimits;
  promptsDirectory?: string;
}

export async function answerWithModel(llm: LlmClient, graph: GraphStore, question: string, options: ClaudeEngineOptions = {}): Promise<EngineResult> {
  const limits = options.limits ?? NLQ_LIMITS;
  const system = await systemPrompt(options.promptsDirectory ?? path.join(projectRoot(), 'prompts', 'nlq'));
  const messages: LlmMessage[] = [{ role: 'user', content: `Question: ${question}` }];
  let lastProblem = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const reply = await llm.complete({ system, messages, maxTokens: MAX_TOKENS });
    const read = extractModelReply(reply);
    if (read.kind === 'cannot_answer') return cannotAnswer(read.reason, llm.name);
    if (read.kind === 'unreadable') {
      lastProblem = read.reason;
    } else {
      try {
        const result = await runSafely(graph, read.cypher, read.params, limits);
        return {
          answer: describeRows(result.columns, result.rows, result.truncated === true),
          columns: result.columns,
          results: result.rows,
          engine: llm.name,
          cypher: result.cypher,
          params: result.params,
          truncated: result.truncated,
        };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'bad_request') throw error;
        lastProblem = error.message;
      }
    }
    messages.push({ role: 'assistant', content: reply });
    messages.push({ role: 'user', content: `That reply could not be used: ${lastProblem} Reply again with one JSON object as instructed.` });
  }
  throw new AppError('bad_request', `The model could not write a usable query for this question (${lastProblem}).`);
}

async function systemPrompt(directory: string): Promise<string> {
  const [template, examples] = await Promise.all([
    fs.readFile(path.join(directory, 'system.md'), 'utf8'),
    fs.readFile(path.join(directory, 'examples.md'), 'utf8'),
  ]);
  return `${template.replace('{{schema}}', renderGraphSchemaDoc())}\n\n## Examples\n\n${examples}`;
}

/** A sentence with the numbers of the rows, for answers whose query the model wrote. */
export function describeRows(columns: string[], rows: Record<string, unknown>[], truncated: boolean): string {
  if (rows.length === 0) return 'No records matched the question.';
  const cell = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value));
  if (rows.length === 1 && columns.length === 1) return `The answer is ${cell(rows[0]![columns[0]!])} (${columns[0]!.replace(/_/g, ' ')}).`;
  const shown = rows.slice(0, 5).map((row) => columns.map((column) => `${column.replace(/_/g, ' ')} ${cell(row[column])}`).join(', '));
  return `${rows.length}${truncated ? '+' : ''} rows matched: ${shown.join('; ')}${rows.length > 5 ? '; …' : ''}.`;
}
