import Anthropic from '@anthropic-ai/sdk';
import type { LlmClient } from './port.js';

/** Claude behind the LlmClient port; used only when ANTHROPIC_API_KEY is configured. */
export function createAnthropicClient(apiKey: string, model: string): LlmClient {
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
  };
}
