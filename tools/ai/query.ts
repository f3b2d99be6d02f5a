import { z } from 'zod';
import { answerQuestion } from '../../src/services/nlq/answer-question.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import type { ToolContext } from '../../src/context.js';

/**
 * Natural-language questions over the graph (POST /query, GET /query/ask). Offline, the local
 * semantic parser writes the query; with ANTHROPIC_API_KEY, Claude does. Either way the query is
 * read-only-validated, capped and timed out before it runs.
 */
const Question = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(1000, 'must be at most 1000 characters');

const ShowCypher = z.boolean().default(false).describe('Also return the graph query run.');

const description =
  'Answers a plain-English question about US schools, districts and E-Rate (counts, lists, top N, averages, totals) with a sentence and rows. Read-only.';

const Output = z.object({
  question: z.string(),
  answer: z.string().describe('The answer as a sentence, with the numbers from the results.'),
  columns: z.array(z.string()).describe('Column names of the result rows, in order.'),
  results: z.array(z.record(z.string(), z.unknown())).describe('The rows the query returned (at most 1000).'),
  row_count: z.number().int(),
  engine: z.string().describe('"local" (the offline parser) or the name of the language model that wrote the query.'),
  cypher: z.string().optional().describe('The graph query that was run, when show_cypher is true.'),
  parameters: z.record(z.string(), z.unknown()).optional().describe('The values bound to the query\'s $parameters, when show_cypher is true.'),
});

async function handle(context: ToolContext, question: string, showCypher: boolean) {
  const graph = await context.dataset.graph();
  return answerQuestion({ graph, llm: context.llm, log: context.log }, question, showCypher);
}

export const query = defineTool({
  name: 'query',
  title: 'Ask a question in plain English',
  description,
  group: 'ai',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'POST', path: '/query' },
  input: z.object({
    question: Question.describe('The question in plain English.'),
    show_cypher: ShowCypher,
  }),
  output: Output,
  handler: (context, input) => handle(context, input.question, input.show_cypher),
});

export const queryAsk = defineTool({
  name: 'query_ask',
  title: 'Ask a question in plain English (GET)',
  description: 'Same as query, with the question in q.',
  group: 'ai',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/query/ask' },
  input: z.object({
    q: Question.describe('The question in plain English.'),
    show_cypher: ShowCypher,
  }),
  output: Output,
  handler: (context, input) => handle(context, input.q, input.show_cypher),
});
