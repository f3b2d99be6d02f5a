import type Anthropic from '@anthropic-ai/sdk';
import type { LlmBlock, LlmToolClient } from './port.js';

/**
 * Claude behind the LlmClient port; used only when ANTHROPIC_API_KEY is configured. `baseURL` (else
 * ANTHROPIC_BASE_URL, else Anthropic's) lets a gateway, or a test's local server, stand in.
 */
export function createAnthropicClient(apiKey: string, model: string, options: { baseURL?: string } = {}): LlmToolClient {
  // The SDK is loaded on the first call, so a process that never calls Claude never holds it.
  let loading: Promise<Anthropic> | undefined;
  const connect = () =>
    (loading ??= import('@anthropic-ai/sdk').then(({ default: Sdk }) => new Sdk({ apiKey, ...(options.baseURL ? { baseURL: options.baseURL } : {}) })));
  return {
    name: model,
    async complete({ system, messages, maxTokens }) {
      const client = await connect();
      const response = await client.messages.create({ model, system, messages, max_tokens: maxTokens });
      return response.content
        .filter((block): block is Anthropic.TextBlock => block.type === 'text')
        .map((block) => block.text)
        .join('');
    },
    async converse({ system, messages, tools, maxTokens, onText }) {
      // Streamed, so the words reach the person as Claude writes them; the final message is the same.
      const client = await connect();
      const stream = client.messages.stream({
        model,
        system,
        max_tokens: maxTokens,
        messages: messages as Anthropic.MessageParam[],
        tools: tools as Anthropic.Tool[],
      });
      if (onText) stream.on('text', (delta) => onText(delta));
      const response = await stream.finalMessage();
      // Keep only the block kinds the loop understands (text and tool_use); others carry nothing it needs.
      const content: LlmBlock[] = [];
      for (const block of response.content) {
        if (block.type === 'text') content.push({ type: 'text', text: block.text });
        else if (block.type === 'tool_use') content.push({ type: 'tool_use', id: block.id, name: block.name, input: (block.input ?? {}) as Record<string, unknown> });
      }
      return { content, stopReason: response.stop_reason ?? 'end_turn' };
    },
  };
}
