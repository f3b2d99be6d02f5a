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

/** A tool the model may call: its name, what it is for, and its input as JSON Schema (as MCP lists it). */
export interface LlmToolSpec {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

/** Content blocks of the Anthropic Messages API that a tool loop needs. */
export type LlmBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string; is_error?: boolean };

export interface LlmTurn {
  role: 'user' | 'assistant';
  content: string | LlmBlock[];
}

export interface LlmToolResponse {
  content: LlmBlock[];
  /** "tool_use" when the model waits for tool results; "end_turn" (or "max_tokens") when it is done. */
  stopReason: string;
}

/** A client that can also run a tool-use conversation (Claude does; a local engine need not). */
export interface LlmToolClient extends LlmClient {
  /**
   * One model call. `onText` receives the response's text as it is generated, when the client
   * streams; the returned content holds the whole response either way.
   */
  converse(request: {
    system: string;
    messages: LlmTurn[];
    tools: LlmToolSpec[];
    maxTokens: number;
    onText?: (delta: string) => void;
  }): Promise<LlmToolResponse>;
}

export function supportsTools(client: LlmClient | undefined): client is LlmToolClient {
  return client !== undefined && typeof (client as Partial<LlmToolClient>).converse === 'function';
}
