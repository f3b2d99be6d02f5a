import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { datasetFile } from '../../data/catalog.js';
import Database from 'better-sqlite3';
import { runCommand } from './commands.js';

describe('k12-intel seed --as-of', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-seed-'));
  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('--as-of 2024-03-15 -> a sandbox whose meta and rows are as of that day', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true));
    const code = await runCommand('seed', ['--scale', '0.002', '--seed', '5', '--as-of', '2024-03-15'], config);
    expect(code).toBe(0);
    expect(printed.join('')).toMatch(/^Sandbox dataset built as of 2024-03-15: \d+ schools/);
    const database = new Database(datasetFile(dataDir, 'sandbox'), { readonly: true });
    try {
      const meta = JSON.parse((database.prepare("SELECT value FROM meta WHERE key = 'dataset'").get() as { value: string }).value) as object;
      expect(meta).toMatchObject({ seed: 5, scale: 0.002, as_of: '2024-03-15' });
      // Before July 1, 2024: the last completed school year is 2022-23 and FY2023 the latest funding year.
      expect(database.prepare('SELECT DISTINCT source_year AS year FROM schools').all()).toEqual([{ year: 2022 }]);
      expect(database.prepare('SELECT MAX(funding_year) AS year FROM erate_commitments').get()).toEqual({ year: 2023 });
      const newest = database.prepare('SELECT MAX(refreshed_at) AS day FROM contacts').get() as { day: string };
      expect(newest.day <= '2024-03-15' && newest.day >= '2024-03-01').toBe(true);
    } finally {
      database.close();
    }
  });

  it.each([
    ['2024-02-30', /--as-of must be a calendar day YYYY-MM-DD, got "2024-02-30"/],
    ['March 2024', /--as-of must be a calendar day/],
    ['2999-01-01', /--as-of 2999-01-01 is in the future/],
  ])('--as-of %s -> an error saying what is wrong', async (value, message) => {
    await expect(runCommand('seed', ['--scale', '0.002', '--as-of', value], config)).rejects.toThrow(message);
  });
});
