import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnthropicClient } from './anthropic.js';

/**
 * The Claude client against a local server that answers as the Messages API streams (server-sent
 * events as Anthropic documents them), so the wrapper is tested without the network: text deltas
 * reach onText as they come, and the final content and stop reason are assembled from the stream.
 */
const EVENTS: [string, unknown][] = [
  ['message_start', { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'claude-test', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 12, output_tokens: 1 } } }],
  ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
  ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Let me ' } }],
  ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'check.' } }],
  ['content_block_stop', { type: 'content_block_stop', index: 0 }],
  ['content_block_start', { type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 'toolu_1', name: 'state_profile', input: {} } }],
  ['content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"state":' } }],
  ['content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '"OH"}' } }],
  ['content_block_stop', { type: 'content_block_stop', index: 1 }],
  ['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 30 } }],
  ['message_stop', { type: 'message_stop' }],
];

describe('createAnthropicClient (local server speaking the streaming Messages API)', () => {
  const requests: { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(body) as Record<string, unknown> });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const [event, data] of EVENTS) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      response.end();
    });
  });
  let baseURL = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('converse -> a streamed request; text deltas to onText in order; text and tool_use blocks and the stop reason assembled', async () => {
    const client = createAnthropicClient('sk-test-not-a-key', 'claude-test', { baseURL });
    const deltas: string[] = [];
    const response = await client.converse({
      system: 'You are a test.',
      messages: [{ role: 'user', content: 'Ohio?' }],
      tools: [{ name: 'state_profile', description: 'A state.', input_schema: { type: 'object', properties: { state: { type: 'string' } } } }],
      maxTokens: 256,
      onText: (delta) => deltas.push(delta),
    });
    expect(deltas).toEqual(['Let me ', 'check.']);
    expect(response).toEqual({
      content: [
        { type: 'text', text: 'Let me check.' },
        { type: 'tool_use', id: 'toolu_1', name: 'state_profile', input: { state: 'OH' } },
      ],
      stopReason: 'tool_use',
    });
    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/v1/messages');
    // This SDK version sends the key as a bearer token.
    expect(sent.headers.authorization).toBe('Bearer sk-test-not-a-key');
    expect(sent.body).toMatchObject({ model: 'claude-test', system: 'You are a test.', max_tokens: 256, stream: true });
    expect((sent.body.tools as { name: string }[]).map((tool) => tool.name)).toEqual(['state_profile']);
  });
});
