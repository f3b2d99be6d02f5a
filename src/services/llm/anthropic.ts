import Anthropic from '@anthropic-ai/sdk';
import type { LlmBlock, LlmToolClient } from './port.js';

/** Claude behind the LlmClient port; used only when ANTHROPIC_API_KEY is configured. */
export function createAnthropicClient(apiKey: string, model: string): LlmToolClient {
  const client = new Anthropic({ apiKey });
  return {
    name: model,
    async complete({ system, messages, maxTokens }) {
      const response = await client.messages.create({ model, system, messages, max_tokens: maxTokens });
      return response.content
        .filter((block): block is Anthropic.TextBlock => block.type === 'text')
        .map((block) => block.text)
        .join('');
    },
    async converse({ system, messages, tools, maxTokens }) {
      const response = await client.messages.create({
        model,
        system,
        max_tokens: maxTokens,
        messages: messages as Anthropic.MessageParam[],
        tools: tools as Anthropic.Tool[],
      });
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
