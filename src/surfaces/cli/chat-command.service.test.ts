import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphDirectory } from '../../data/build.js';
import { datasetFile } from '../../data/catalog.js';
import { sandboxDataDir } from '../../testing/harness.js';
import { slotsFromDataset } from '../../../evals/agent/slots.js';

const CLI = path.resolve('src/surfaces/cli/main.ts');
const TSX = path.resolve('node_modules/.bin/tsx');

/** `k12-intel chat` as a user runs it, over a data dir that links the test sandbox. */
describe('k12-intel chat', () => {
  let dataDir: string;
  let school: { name: string; nces_id: string };
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-chat-'));
    fs.symlinkSync(datasetFile(sandboxDataDir(), 'sandbox'), datasetFile(dataDir, 'sandbox'));
    fs.symlinkSync(graphDirectory(sandboxDataDir(), 'sandbox'), graphDirectory(dataDir, 'sandbox'));
    const slot = slotsFromDataset(datasetFile(sandboxDataDir(), 'sandbox')).s1!;
    school = { name: slot.name!, nces_id: slot.nces_id! };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function start() {
    const child = spawn(TSX, [CLI, 'chat'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ANTHROPIC_API_KEY: '', K12_API_KEY: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  it('two turns then Ctrl-D -> each tool step shown, "its" kept across turns, exit 0', async () => {
    const chat = start();
    chat.child.stdin.end(`Tell me about ${school.name}\nwhat about its peers?\n`);
    expect(await chat.exited).toBe(0);
    const output = chat.output();
    expect(output).toContain('local engine, offline');
    expect(output).toContain(`· school_profile {"nces_id":"${school.nces_id}"} ok`);
    expect(output).toContain(`· school_peers {"nces_id":"${school.nces_id}"} ok`);
    expect(output.match(/agent> /g)).toHaveLength(2);
  }, 60_000);

  it('Ctrl-C (SIGINT) -> ends cleanly with exit 0', async () => {
    const chat = start();
    chat.child.stdin.write('What is the weather tomorrow?\n');
    const deadline = Date.now() + 45_000;
    while (!chat.output().includes('agent> ') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chat.output()).toContain("can't help");
    chat.child.kill('SIGINT');
    expect(await chat.exited).toBe(0);
  }, 60_000);
});
