import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetFile } from '../../data/catalog.js';
import { projectRoot } from '../../package-info.js';

/** Runs `k12-intel serve --port 0` until it listens (or exits), and gives back what it wrote. */
function serveUntilListening(env: NodeJS.ProcessEnv): Promise<{ stdout: string; stderr: string; listening: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'src/surfaces/cli/main.ts'), 'serve', '--port', '0'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('k12-intel listening')) {
        child.kill('SIGTERM');
        resolve({ stdout, stderr, listening: true });
      }
    });
    child.once('exit', () => resolve({ stdout, stderr, listening: false }));
  });
}

describe('k12-intel serve on a first start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-first-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('with no sandbox -> `seed` builds it in a child process (its report on stdout), then the server listens on it', async () => {
    const run = await serveUntilListening({ DATA_DIR: dataDir, SEED_SCALE: '0.002' });
    expect(run.listening).toBe(true);
    // Only the seed command prints this line; the server's own build logs JSON to stderr instead.
    expect(run.stdout).toMatch(/^Sandbox dataset built as of \d{4}-\d{2}-\d{2}: \d+ schools/m);
    expect(run.stderr).not.toContain('building the sandbox dataset');
    expect(fs.existsSync(datasetFile(dataDir, 'sandbox'))).toBe(true);
  }, 120_000);

  it('with a sandbox already built -> no build, the server listens at once', async () => {
    const run = await serveUntilListening({ DATA_DIR: dataDir, SEED_SCALE: '0.002' });
    expect(run.listening).toBe(true);
    expect(run.stdout).not.toContain('Sandbox dataset built');
  }, 120_000);

  it('a data dir that cannot be created -> the start fails with the seed\'s error, never a server on no data', async () => {
    const run = await serveUntilListening({ DATA_DIR: path.join(os.devNull, 'data'), SEED_SCALE: '0.002' });
    expect(run.listening).toBe(false);
    expect(run.stderr).toContain('k12-intel: building the sandbox dataset failed (exit 1)');
  }, 120_000);
});
