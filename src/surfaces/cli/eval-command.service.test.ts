import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { sandboxDataDir } from '../../testing/harness.js';
import { evalCommand } from './eval-command.js';

describe('k12-intel eval', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-eval-out-'));
  afterEach(() => vi.restoreAllMocks());

  it('--only nlq --cases … --json -> one report on stdout, and .json + .md files written', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const config = loadConfig({}, { DATA_DIR: sandboxDataDir(), LOG_LEVEL: 'silent' });
    const code = await evalCommand(['--only', 'nlq', '--cases', 'h-count-01,h-adv-01', '--json', '--out', outDir], config);
    expect(code).toBe(0);
    const [report] = JSON.parse(printed.join('')) as { suite: string; cases: { id: string; pass: boolean }[]; metrics: Record<string, number> }[];
    expect(report!.suite).toBe('nlq');
    expect(report!.cases.map((item) => [item.id, item.pass])).toEqual([['h-adv-01', true], ['h-count-01', true]]);
    expect(report!.metrics.refusal_rate).toBe(1);
    const files = fs.readdirSync(outDir).sort();
    expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(1);
    expect(fs.readFileSync(path.join(outDir, files.find((file) => file.endsWith('.md'))!), 'utf8')).toMatch(/\| all \| 2 \|/);
  });

  it('--only unknown -> an error naming the known suites', async () => {
    const config = loadConfig({}, { DATA_DIR: sandboxDataDir(), LOG_LEVEL: 'silent' });
    await expect(evalCommand(['--only', 'nope', '--out', outDir], config)).rejects.toThrow(/Unknown suite.*nlq/);
  });
});
