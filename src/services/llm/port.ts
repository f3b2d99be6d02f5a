/**
 * The one seam to a hosted language model. Present only when ANTHROPIC_API_KEY is set; every AI
 * feature has a local engine and uses this only to do the same job better.
 */
export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface LlmClient {
  /** The model's name, reported as `engine` in responses. */
  readonly name: string;
  complete(request: { system: string; messages: LlmMessage[]; maxTokens: number }): Promise<string>;
}
