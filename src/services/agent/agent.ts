import type { ToolContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { supportsTools } from '../llm/port.js';
import { claudeReply } from './claude-loop.js';
import { ConversationStore, MAX_STORED_MESSAGES, newConversationId } from './conversations.js';
import { localReply } from './local/planner.js';
import { AgentToolbox } from './toolbox.js';
import type { AgentEvent, AgentStep, ChatMessage } from './types.js';

export interface ChatRequest {
  message: string;
  history?: ChatMessage[];
  conversation_id?: string;
}

export interface ChatResponse {
  response: string;
  tool_calls: number;
  conversation_id: string;
  steps: AgentStep[];
  engine: string;
}

/**
 * One turn of the agent: the conversation's stored messages (or the given history) as context,
 * Claude when the service has a tool-capable model, the local planner otherwise, and the turn
 * saved back under the conversation id.
 */
export async function chat(context: ToolContext, request: ChatRequest, onEvent: (event: AgentEvent) => void = () => {}): Promise<ChatResponse> {
  const caller = context.caller;
  if (!caller) throw new AppError('unauthorized', 'Missing API key: send it in the X-API-Key header.');
  if (!context.tools) throw new Error('the agent needs the tool catalogue on its context');

  const store = new ConversationStore(context.state);
  const stored = request.conversation_id ? await store.load(request.conversation_id, caller.accountId) : undefined;
  const conversationId = stored?.id ?? newConversationId();
  // Stored messages win: they are what this account said and was told; body history serves stateless clients.
  const history = (stored?.messages ?? request.history ?? []).slice(-MAX_STORED_MESSAGES);

  const toolbox = new AgentToolbox(context.tools.tools, context, onEvent);
  let response: string;
  let engine = 'local';
  if (supportsTools(context.llm)) {
    engine = context.llm.name;
    response = await claudeReply(context.llm, toolbox, request.message, history, onEvent);
  } else {
    response = await localReply(toolbox, request.message, history);
    onEvent({ type: 'text', text: response });
  }

  await store.append(stored, conversationId, caller.accountId, [
    ...(stored ? [] : request.history ?? []),
    { role: 'user', content: request.message },
    { role: 'assistant', content: response },
  ], context.now());
  return { response, tool_calls: toolbox.steps.length, conversation_id: conversationId, steps: toolbox.steps, engine };
}
