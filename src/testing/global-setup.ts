import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSandboxDataset } from '../data/build.js';
import { TEST_AS_OF } from './as-of.js';

/**
 * Builds one small sandbox dataset (and its graph) for the whole test run. Test runtimes open it
 * read-only, as serving processes do, each with its own state store.
 */
export const TEST_SANDBOX = { seed: 7, scale: 0.01, asOf: TEST_AS_OF };

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-test-data-'));
  await buildSandboxDataset({ dataDir, ...TEST_SANDBOX });
  project.provide('sandboxDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxDataDir: string;
  }
}
