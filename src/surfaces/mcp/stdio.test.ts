import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runStdioServer } from './stdio.js';
import { sampleRegistry } from './testing/sample-tools.js';
import { createTestRuntime, keyFor } from './testing/test-runtime.js';

describe('runStdioServer (in process)', () => {
  it('answers a JSON-RPC line on stdout only; stdin ending -> closed settles', async () => {
    const bootstrap = createTestRuntime();
    const runtime = { ...bootstrap, config: { ...bootstrap.config, K12_API_KEY: await keyFor(bootstrap, 'STARTER') } };
    const [stdin, stdout, stderr] = [new PassThrough(), new PassThrough(), new PassThrough()];
    let written = '';
    stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const running = await runStdioServer({ runtime, registry: sampleRegistry(), toolsets: ['schools'], stdin, stdout, stderr });
    expect(running.caller.tier).toBe('STARTER');
    expect(String(stderr.read())).toMatch(/^k12-intel MCP server on stdio: 2 tools for key key_/);

    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })}\n`);
    await new Promise((resolve) => stdout.once('data', resolve));
    const reply = JSON.parse(written.trim()) as { id: number; result: { tools: { name: string }[] } };
    expect(reply.id).toBe(1);
    expect(reply.result.tools.map((tool) => tool.name)).toEqual(['get_school', 'search_schools']);

    stdin.end();
    await expect(running.closed).resolves.toBeUndefined();
  });
});
