import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../src/data/state/test-stores.js';
import { datasetFile } from '../src/data/catalog.js';
import { createTestService, sandboxDataDir, type TestService } from '../src/testing/harness.js';
import { slotsFromDataset } from '../evals/agent/slots.js';
import { listen, type TestClient } from '../src/testing/http.js';
import { AgentToolbox } from '../src/services/agent/toolbox.js';
import { runTool } from '../src/tooling/run-tool.js';

/** POST /agent/chat over the test sandbox: the local planner (no ANTHROPIC_API_KEY), real tools, real state. */
describe('agent_chat (REST)', () => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: TestClient;
  let key: string;
  let school: { nces_id: string; name: string; enrollment: number; frl_pct: number };

  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    service = createTestService(isolated.store);
    client = await listen(service.app);
    key = (await service.key('PROFESSIONAL', { account: 'agent-tests' })).key;
    const context = await service.context('BUSINESS');
    // A school whose name is unique (the eval's first slot), so naming it needs no clarifying question.
    const nces = slotsFromDataset(datasetFile(sandboxDataDir(), 'sandbox')).s1!.nces_id!;
    school = (await runTool(service.registry.get('school_profile')!, context, { nces_id: nces })) as typeof school;
  });
  afterAll(async () => {
    await client.close();
    service.dispose();
    await isolated.dispose();
  });

  const chat = (json: unknown, options: { key?: string; headers?: Record<string, string> } = {}) =>
    client.request('POST', '/agent/chat', { key: options.key ?? key, json, ...(options.headers ? { headers: options.headers } : {}) });

  it('chat("Tell me about <school>") -> resolves the name by search, calls school_profile, answers with its numbers', async () => {
    const response = await chat({ message: `Tell me about ${school.name}` });
    expect(response.status).toBe(200);
    expect(response.body.engine).toBe('local');
    expect(response.body.steps.map((step: { tool: string }) => step.tool)).toEqual(['schools_search', 'school_profile']);
    expect(response.body.steps[1]).toEqual({ tool: 'school_profile', ok: true, arguments: { nces_id: school.nces_id } });
    expect(response.body.tool_calls).toBe(2);
    expect(response.body.response).toContain(school.enrollment.toLocaleString('en-US'));
    expect(response.body.response).toContain(`${school.frl_pct}%`);
    expect(response.body.conversation_id).toMatch(/^conv_/);
  });

  it('second turn "what about its peers?" with conversation_id -> school_peers of the same school', async () => {
    const first = await chat({ message: `Look up school ${school.nces_id}` });
    const second = await chat({ message: 'What about its peers?', conversation_id: first.body.conversation_id });
    expect(second.status).toBe(200);
    expect(second.body.conversation_id).toBe(first.body.conversation_id);
    expect(second.body.steps).toEqual([{ tool: 'school_peers', ok: true, arguments: { nces_id: school.nces_id } }]);
  });

  it('history in the body stands in for a stored conversation', async () => {
    const response = await chat({
      message: 'and its health?',
      history: [
        { role: 'user', content: 'profile please' },
        { role: 'assistant', content: `${school.name} (NCES ${school.nces_id}) is a school.` },
      ],
    });
    expect(response.body.steps).toEqual([{ tool: 'school_health', ok: true, arguments: { nces_id: school.nces_id } }]);
  });

  it('a follow-up with nothing to refer to -> one clarifying question, no tool call', async () => {
    const response = await chat({ message: 'How are its peers doing?' });
    expect(response.body.tool_calls).toBe(0);
    expect(response.body.response.trim().endsWith('?')).toBe(true);
  });

  it('a question outside its tools -> says it cannot help and lists what it can do', async () => {
    const response = await chat({ message: 'What is the weather in Chicago tomorrow?' });
    expect(response.body.tool_calls).toBe(0);
    expect(response.body.response).toMatch(/can't help/);
    expect(response.body.response).toMatch(/E-Rate/);
  });

  it('another account cannot continue (or read) a conversation -> 404, same as an unknown id', async () => {
    const first = await chat({ message: `Look up school ${school.nces_id}` });
    const other = (await service.key('BUSINESS', { account: 'someone-else' })).key;
    const refused = await chat({ message: 'and its health?', conversation_id: first.body.conversation_id }, { key: other });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    const unknown = await chat({ message: 'hi', conversation_id: 'conv_doesnotexist000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(refused.body.detail.replace(first.body.conversation_id, 'conv_doesnotexist000000000'));
  });

  it('bad bodies -> 400 naming each field', async () => {
    const missing = await chat({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toContain('message');
    const blank = await chat({ message: '   ' });
    expect(blank.status).toBe(400);
    const badHistory = await chat({ message: 'hi', history: [{ role: 'system', content: 'x' }] });
    expect(badHistory.status).toBe(400);
    expect(badHistory.body.errors[0].field).toBe('history.0.role');
    const tooLong = await chat({ message: 'x'.repeat(4001) });
    expect(tooLong.status).toBe(400);
  });

  it('a STARTER key -> 403 naming the Professional tier; no key -> 401', async () => {
    const starter = (await service.key('STARTER')).key;
    const refused = await chat({ message: 'hi' }, { key: starter });
    expect(refused.status).toBe(403);
    expect(refused.body.required_tier).toBe('PROFESSIONAL');
    const anonymous = await client.request('POST', '/agent/chat', { json: { message: 'hi' } });
    expect(anonymous.status).toBe(401);
  });

  it('draws on the AI quota, not the daily allowance', async () => {
    const fresh = await service.key('PROFESSIONAL', { account: 'quota-check' });
    await chat({ message: `Look up school ${school.nces_id}` }, { key: fresh.key });
    const usage = await client.request('GET', '/marketplace/usage', { key: fresh.key });
    expect(usage.body.daily_used).toBe(0);
    expect(usage.body.ai.daily_used).toBe(1);
  });

  it('Accept: text/event-stream -> step events, the text, then done with the whole reply', async () => {
    const response = await chat({ message: `Tell me about ${school.name}` }, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = response.text.trim().split('\n\n').map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine!.slice('data: '.length)) };
    });
    expect(events.map((event) => event.event)).toEqual(['step', 'step', 'text', 'done']);
    expect(events[1]!.data).toEqual({ tool: 'school_profile', ok: true, arguments: { nces_id: school.nces_id } });
    expect(events[3]!.data.response).toBe(events[2]!.data.text);
    expect(events[3]!.data.tool_calls).toBe(2);
  });

  it('Accept: text/event-stream with a bad body -> an ordinary 400 problem, not a stream', async () => {
    const response = await chat({}, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('AgentToolbox', () => {
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

  it('lists only the read tools the tier may call, never itself or key management', async () => {
    const context = { ...(await service.context('STARTER')), tools: service.registry };
    const names = new AgentToolbox(service.registry.tools, context).available().map((tool) => tool.name);
    expect(names).toContain('school_peers');
    expect(names).not.toContain('school_needs'); // PROFESSIONAL
    expect(names).not.toContain('agent_chat');
    expect(names).not.toContain('marketplace_keys_create');
  });

  it('a tool above the tier -> a 403 outcome the agent can report, recorded as a failed step', async () => {
    const context = { ...(await service.context('STARTER')), tools: service.registry };
    const toolbox = new AgentToolbox(service.registry.tools, context);
    const outcome = await toolbox.call('school_needs', { nces_id: '000000000000' });
    expect(outcome).toMatchObject({ ok: false, status: 403 });
    expect(toolbox.steps).toEqual([{ tool: 'school_needs', ok: false, arguments: { nces_id: '000000000000' } }]);
  });

  it('a write tool or unknown name -> 404 outcome, never run', async () => {
    const context = { ...(await service.context('BUSINESS')), tools: service.registry };
    const toolbox = new AgentToolbox(service.registry.tools, context);
    expect(await toolbox.call('marketplace_keys_create', {})).toMatchObject({ ok: false, status: 404 });
    expect(await toolbox.call('agent_chat', { message: 'loop' })).toMatchObject({ ok: false, status: 404 });
  });
});
