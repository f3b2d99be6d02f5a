import fs from 'node:fs';
import { z } from 'zod';
import type { LlmBlock, LlmToolClient, LlmToolSpec, LlmTurn } from '../llm/port.js';
import type { AgentToolbox } from './toolbox.js';
import type { AgentEvent, ChatMessage } from './types.js';

/** A turn stops after this many model calls, so a confused model cannot loop on tools for ever. */
export const MAX_STEPS = 8;
const NO_ANSWER = 'I have no answer to give.';
/** A tool result longer than this (characters of JSON) is cut before the model reads it. */
export const MAX_RESULT_CHARS = 12_000;

const SYSTEM_PROMPT_FILE = new URL('../../../prompts/agent/system.md', import.meta.url);
const SYSTEM_PROMPT_FALLBACK_FILE = new URL('../../../../prompts/agent/system.md', import.meta.url);

/** The system prompt lives in prompts/ (read from the source tree or, when built, from beside dist/). */
export function agentSystemPrompt(): string {
  for (const file of [SYSTEM_PROMPT_FILE, SYSTEM_PROMPT_FALLBACK_FILE]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error('prompts/agent/system.md is missing');
}

/** The caller's tools as the model sees them: names, descriptions and JSON schemas, as MCP lists them. */
export function toolSpecs(toolbox: AgentToolbox): LlmToolSpec[] {
  return toolbox.available().map((tool) => {
    // draft-07, as the MCP listing gives it; values JSON Schema cannot express become {} (zod still judges the call).
    const schema = z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    return { name: tool.name, description: tool.description, input_schema: schema };
  });
}

/** A tool result as the model reads it: JSON, cut with a note when too long. */
export function resultText(value: unknown, limit = MAX_RESULT_CHARS): string {
  const json = JSON.stringify(value);
  if (json.length <= limit) return json;
  return `${json.slice(0, limit)}\n[result cut: ${json.length} characters, only the first ${limit} shown; ask with a smaller limit or a narrower question for the rest]`;
}

/**
 * The Claude tool loop: the model sees the caller's tools, asks for calls (several at once run
 * together), reads results or errors, and answers. Stops at MAX_STEPS model calls.
 */
export async function claudeReply(
  client: LlmToolClient,
  toolbox: AgentToolbox,
  message: string,
  history: ChatMessage[],
  onEvent: (event: AgentEvent) => void,
): Promise<string> {
  const tools = toolSpecs(toolbox);
  const system = agentSystemPrompt();
  const messages: LlmTurn[] = [...history.map((entry) => ({ role: entry.role, content: entry.content })), { role: 'user', content: message }];
  const texts: string[] = [];

  // The text events, put together, are the reply: a step's text is streamed as it comes (or sent
  // whole when the client does not stream), after a blank line when an earlier step said something.
  let opened = false; // whether this model call has sent text yet
  const emit = (text: string) => {
    if (texts.length > 0 && !opened) onEvent({ type: 'text', text: '\n\n' });
    opened = true;
    onEvent({ type: 'text', text });
  };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    opened = false;
    let streamed = false;
    const response = await client.converse({
      system,
      messages,
      tools,
      maxTokens: 2048,
      onText: (delta) => {
        if (!delta) return;
        streamed = true;
        emit(delta);
      },
    });
    const said = response.content.filter((block): block is Extract<LlmBlock, { type: 'text' }> => block.type === 'text').map((block) => block.text).join('');
    if (said) {
      if (!streamed) emit(said);
      texts.push(said);
    }
    const uses = response.content.filter((block): block is Extract<LlmBlock, { type: 'tool_use' }> => block.type === 'tool_use');
    if (uses.length === 0 || response.stopReason !== 'tool_use') {
      const reply = texts.join('\n\n').trim();
      if (reply) return reply;
      emit(NO_ANSWER);
      return NO_ANSWER;
    }

    messages.push({ role: 'assistant', content: response.content });
    const results = await Promise.all(
      uses.map(async (use): Promise<LlmBlock> => {
        const outcome = await toolbox.call(use.name, use.input ?? {});
        return outcome.ok
          ? { type: 'tool_result', tool_use_id: use.id, content: resultText(outcome.result) }
          : { type: 'tool_result', tool_use_id: use.id, content: resultText({ status: outcome.status, title: outcome.title, detail: outcome.detail, errors: outcome.errors }), is_error: true };
      }),
    );
    messages.push({ role: 'user', content: results });
  }
  const note = `I stopped after ${MAX_STEPS} steps without a final answer; ask a narrower question.`;
  opened = false;
  emit(note);
  return [...texts, note].join('\n\n');
}
