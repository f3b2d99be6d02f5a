import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'stdio-server.fixture.ts');
const nodeArguments = (...extra: string[]) => ['--import', 'tsx', fixture, ...extra];

describe('runStdioServer (a real child process over stdio)', () => {
  it('EXPLORER key: lists its tools, calls get_school, 4th call -> 429 problem', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: nodeArguments('--tier', 'EXPLORER'), stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toContain('get_school');
      expect(names).not.toContain('market_summary');
      const result = (await client.callTool({ name: 'get_school', arguments: { nces_id: '060000100001' } })) as CallToolResult;
      expect(result.structuredContent).toMatchObject({ nces_id: '060000100001', enrollment: 412 });
      await client.callTool({ name: 'get_school', arguments: { nces_id: '060000100001' } });
      await client.callTool({ name: 'get_school', arguments: { nces_id: '060000100001' } });
      const refused = (await client.callTool({ name: 'get_school', arguments: { nces_id: '060000100001' } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(JSON.parse((refused.content[0] as { text: string }).text)).toMatchObject({ status: 429 });
      expect(stderr).toMatch(/MCP server on stdio: 6 tools for key key_\S+ \(Explorer tier, test mode\)/);
    } finally {
      await client.close();
    }
  });

  const run = promisify(execFile);
  async function exitOf(...extra: string[]) {
    try {
      await run(process.execPath, nodeArguments(...extra), { timeout: 20_000 });
      return { code: 0, stderr: '' };
    } catch (error) {
      const failure = error as { code: number; stderr: string };
      return { code: failure.code, stderr: failure.stderr };
    }
  }

  it('no K12_API_KEY -> exits 1 with a message saying how to make one', async () => {
    const { code, stderr } = await exitOf();
    expect(code).toBe(1);
    expect(stderr).toMatch(/K12_API_KEY is not set\. Create a key with `k12-intel keys create/);
  });

  it('an unknown K12_API_KEY -> exits 1, says it was refused, never echoes the key', async () => {
    const key = `k12_test_${'x'.repeat(40)}`;
    const { code, stderr } = await exitOf('--key', key);
    expect(code).toBe(1);
    expect(stderr).toMatch(/K12_API_KEY was refused: Invalid API key\./);
    expect(stderr).not.toContain(key);
  });
});
