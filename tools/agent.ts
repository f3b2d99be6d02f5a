import { z } from 'zod';
import { chat } from '../src/services/agent/agent.js';
import { defineTool } from '../src/tooling/define-tool.js';

const Message = z.object({
  role: z.enum(['user', 'assistant']).describe('Who said it.'),
  content: z.string().min(1).max(20_000).describe('What was said.'),
});

const Step = z.object({
  tool: z.string().describe('The tool the agent called.'),
  ok: z.boolean().describe('Whether the call succeeded (an error is shown to the agent, which may recover).'),
  arguments: z.record(z.string(), z.unknown()).describe('The arguments it was called with.'),
});

/** POST /agent/chat and the MCP tool agent_chat: the conversational agent over the same catalogue. */
export const agentChat = defineTool({
  name: 'agent_chat',
  title: 'Agent chat',
  description: 'Hands a whole question or task to the k12-intel agent, which calls the other tools and answers in prose. Multi-turn via conversation_id. Uses the AI quota.',
  group: 'ai',
  access: 'PROFESSIONAL',
  effect: 'read',
  metering: 'ai',
  streams: true,
  rest: { method: 'POST', path: '/agent/chat' },
  input: z.object({
    message: z.string().trim().min(1).max(4000).describe('What the user asks or says now.'),
    history: z.array(Message).max(100).optional().describe('Earlier messages, oldest first.'),
    conversation_id: z.string().max(100).optional().describe('From a previous reply, to continue.'),
  }),
  output: z.object({
    response: z.string().describe('The agent\'s reply.'),
    tool_calls: z.number().int().describe('How many tool calls the agent made this turn.'),
    conversation_id: z.string().describe('Pass back to continue this conversation.'),
    steps: z.array(Step).describe('Each tool call of the turn, in order.'),
    engine: z.string().describe('"local" or the name of the model that answered.'),
  }),
  handler: (context, input) =>
    chat(context, input, (event) => context.progress?.({ type: event.type, data: event.type === 'step' ? event.step : { text: event.text } })),
});

export const agentTools = [agentChat];
