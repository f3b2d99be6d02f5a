import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatasetReader } from '../../src/data/dataset/reader.js';
import { buildSandbox } from './build.js';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-sandbox-build-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('buildSandbox', () => {
  it('same seed, scale and as-of day -> byte-identical files; another as-of day -> a different file', () => {
    const options = { seed: 3, scale: 0.002, now: new Date('2026-01-15T10:00:00Z'), asOf: new Date('2025-12-01T00:00:00Z') };
    const first = buildSandbox({ ...options, filePath: path.join(directory, 'first.sqlite') });
    const second = buildSandbox({ ...options, filePath: path.join(directory, 'second.sqlite') });
    expect(digest(second.filePath)).toBe(digest(first.filePath));
    const moved = buildSandbox({ ...options, asOf: new Date('2026-01-10T00:00:00Z'), filePath: path.join(directory, 'moved.sqlite') });
    expect(digest(moved.filePath)).not.toBe(digest(first.filePath));
  });

  it('records the as-of day in the dataset meta; without one it is the build day', () => {
    const pinned = buildSandbox({ seed: 3, scale: 0.002, now: new Date('2026-01-15T10:00:00Z'), asOf: new Date('2025-12-01T00:00:00Z'), filePath: path.join(directory, 'pinned.sqlite') });
    const today = buildSandbox({ seed: 3, scale: 0.002, now: new Date('2026-03-02T18:30:00Z'), filePath: path.join(directory, 'today.sqlite') });
    for (const [file, expected] of [[pinned.filePath, '2025-12-01'], [today.filePath, '2026-03-02']] as const) {
      const reader = DatasetReader.open(file);
      try {
        expect(reader.meta()).toMatchObject({ seed: 3, scale: 0.002, as_of: expected });
      } finally {
        reader.close();
      }
    }
  });
});
