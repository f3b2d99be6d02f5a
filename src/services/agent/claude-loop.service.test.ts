import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { createTestService, type TestService } from '../../testing/harness.js';
import type { LlmBlock, LlmToolClient, LlmToolResponse, LlmTurn, LlmToolSpec } from '../llm/port.js';
import { chat } from './agent.js';
import { agentSystemPrompt, MAX_STEPS, resultText } from './claude-loop.js';
import type { AgentEvent } from './types.js';

/** A scripted stand-in for Claude: answers each converse() with the next scripted response and records what it was sent. */
function scriptedClient(script: ((request: { messages: LlmTurn[]; onText?: (delta: string) => void }) => LlmToolResponse)[]) {
  const requests: { system: string; messages: LlmTurn[]; tools: LlmToolSpec[] }[] = [];
  const client: LlmToolClient & { requests: typeof requests } = {
    name: 'claude-scripted',
    requests,
    async complete() {
      throw new Error('the agent uses converse');
    },
    async converse(request) {
      requests.push(structuredClone({ system: request.system, messages: request.messages, tools: request.tools }));
      const step = script[Math.min(requests.length - 1, script.length - 1)]!;
      return step(request);
    },
  };
  return client;
}

const use = (id: string, name: string, input: Record<string, unknown>): LlmBlock => ({ type: 'tool_use', id, name, input });
const toolTurn = (...blocks: LlmBlock[]): LlmToolResponse => ({ content: blocks, stopReason: 'tool_use' });
const endTurn = (text: string): LlmToolResponse => ({ content: [{ type: 'text', text }], stopReason: 'end_turn' });

describe('Claude tool loop (scripted client, never the network)', () => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    service = createTestService(isolated.store);
  });
  afterAll(async () => {
    service.dispose();
    await isolated.dispose();
  });

  async function contextWith(client: LlmToolClient, tier: 'STARTER' | 'PROFESSIONAL' = 'PROFESSIONAL') {
    return { ...(await service.context(tier)), llm: client, tools: service.registry };
  }

  it('offers the tier\'s tools with JSON schemas and the system prompt from prompts/agent', async () => {
    const client = scriptedClient([() => endTurn('Hello.')]);
    const reply = await chat(await contextWith(client, 'STARTER'), { message: 'hi' });
    expect(reply).toMatchObject({ response: 'Hello.', tool_calls: 0, engine: 'claude-scripted' });
    const sent = client.requests[0]!;
    expect(sent.system).toBe(agentSystemPrompt());
    const names = sent.tools.map((tool) => tool.name);
    expect(names).toContain('school_peers');
    expect(names).not.toContain('school_needs'); // PROFESSIONAL only
    expect(names).not.toContain('agent_chat');
    const peers = sent.tools.find((tool) => tool.name === 'school_peers')!;
    expect(peers.input_schema).toMatchObject({ type: 'object', required: ['nces_id'] });
  });

  it('two tool_use blocks in one response -> both run, results go back in one user turn, then the answer', async () => {
    const client = scriptedClient([
      () => toolTurn(use('t1', 'erate_discount_calculator', { frl_pct: 62, locale: 'rural' }), use('t2', 'grant_programs', {})),
      () => endTurn('Category 1 discount is 80%.'),
    ]);
    const events: AgentEvent[] = [];
    const reply = await chat(await contextWith(client), { message: 'discount at 62% rural, and the programs?' }, (event) => events.push(event));
    expect(reply.steps.map((step) => [step.tool, step.ok])).toEqual([['erate_discount_calculator', true], ['grant_programs', true]]);
    expect(reply.tool_calls).toBe(2);
    const results = client.requests[1]!.messages.at(-1)!;
    expect(results.role).toBe('user');
    const blocks = results.content as Extract<LlmBlock, { type: 'tool_result' }>[];
    expect(blocks.map((block) => block.tool_use_id)).toEqual(['t1', 't2']);
    expect(JSON.parse(blocks[0]!.content).category1_discount).toBe(80);
    expect(events.map((event) => event.type)).toEqual(['step', 'step', 'text']);
  });

  it('a streaming model -> its text reaches the events as it comes, and the events put together are the reply', async () => {
    const client = scriptedClient([
      ({ onText }) => {
        onText?.('Let me ');
        onText?.('check.');
        return { content: [{ type: 'text', text: 'Let me check.' }, use('t1', 'grant_programs', {})], stopReason: 'tool_use' };
      },
      ({ onText }) => {
        onText?.('Seven ');
        onText?.('programs.');
        return endTurn('Seven programs.');
      },
    ]);
    const events: AgentEvent[] = [];
    const reply = await chat(await contextWith(client), { message: 'which programs are there?' }, (event) => events.push(event));
    expect(reply.response).toBe('Let me check.\n\nSeven programs.');
    expect(events.map((event) => (event.type === 'text' ? event.text : `[${event.step.tool}]`))).toEqual([
      'Let me ', 'check.', '[grant_programs]', '\n\n', 'Seven ', 'programs.',
    ]);
    const streamed = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
    expect(streamed).toBe(reply.response);
  });

  it('a model that does not stream -> each step\'s text sent whole, still adding up to the reply', async () => {
    const client = scriptedClient([
      () => ({ content: [{ type: 'text', text: 'Looking.' }, use('t1', 'grant_programs', {})], stopReason: 'tool_use' }),
      () => endTurn('Done.'),
    ]);
    const texts: string[] = [];
    const reply = await chat(await contextWith(client), { message: 'programs?' }, (event) => event.type === 'text' && texts.push(event.text));
    expect(texts).toEqual(['Looking.', '\n\n', 'Done.']);
    expect(texts.join('')).toBe(reply.response);
  });

  it('a failing call -> fed back as a tool error (is_error, the problem detail) and the model recovers', async () => {
    const client = scriptedClient([
      () => toolTurn(use('bad', 'school_profile', { nces_id: 'not-an-id' })),
      ({ messages }) => {
        const result = (messages.at(-1)!.content as Extract<LlmBlock, { type: 'tool_result' }>[])[0]!;
        expect(result.is_error).toBe(true);
        expect(JSON.parse(result.content).status).toBe(400);
        return toolTurn(use('good', 'grant_programs', {}));
      },
      () => endTurn('Recovered.'),
    ]);
    const reply = await chat(await contextWith(client), { message: 'profile of not-an-id' });
    expect(reply.steps.map((step) => step.ok)).toEqual([false, true]);
    expect(reply.response).toBe('Recovered.');
  });

  it('a tool above the key\'s tier -> a 403 tool error, never run', async () => {
    const client = scriptedClient([() => toolTurn(use('x', 'school_needs', { nces_id: '000000000001' })), () => endTurn('Not allowed.')]);
    await chat(await contextWith(client, 'STARTER'), { message: 'needs?' });
    const result = (client.requests[1]!.messages.at(-1)!.content as Extract<LlmBlock, { type: 'tool_result' }>[])[0]!;
    expect(result.is_error).toBe(true);
    expect(JSON.parse(result.content).status).toBe(403);
  });

  it(`a model that never stops calling tools -> stopped after ${MAX_STEPS} model calls with a note`, async () => {
    const client = scriptedClient([() => toolTurn(use('loop', 'grant_programs', {}))]);
    const reply = await chat(await contextWith(client), { message: 'loop' });
    expect(client.requests).toHaveLength(MAX_STEPS);
    expect(reply.tool_calls).toBe(MAX_STEPS);
    expect(reply.response).toMatch(/stopped after 8 steps/);
  });

  it('resultText cuts a long result and says so', () => {
    const long = { rows: 'x'.repeat(500) };
    const text = resultText(long, 100);
    expect(text.startsWith(JSON.stringify(long).slice(0, 100))).toBe(true);
    expect(text).toMatch(/result cut: \d+ characters, only the first 100 shown/);
    expect(resultText({ a: 1 }, 100)).toBe('{"a":1}');
  });
});
