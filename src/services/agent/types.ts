/** The agent's vocabulary, shared by the local planner, the Claude loop and the surfaces. */

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** One tool call the agent made in a turn. */
export interface AgentStep {
  tool: string;
  ok: boolean;
  arguments: Record<string, unknown>;
}

/** What a streaming surface is told while a turn runs. */
export type AgentEvent = { type: 'step'; step: AgentStep } | { type: 'text'; text: string };

export interface AgentReply {
  response: string;
  steps: AgentStep[];
  /** "local" or the LLM's name. */
  engine: string;
}
