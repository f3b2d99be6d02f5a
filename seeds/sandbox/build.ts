import { type WriteDatasetResult, writeDataset } from '../../src/data/dataset/writer.js';
import { type SandboxOptions, generateSandbox, sandboxMeta } from './generate.js';

export interface BuildSandboxOptions extends Omit<SandboxOptions, 'asOf'> {
  filePath: string;
  /** The build time written into meta; injectable so tests can pin it. */
  now?: Date;
  /** The day generated dates are relative to; the build day (`now`) unless given. */
  asOf?: Date;
}

export interface BuildSandboxResult extends WriteDatasetResult {
  generateMilliseconds: number;
}

/**
 * Generates the sandbox and writes it atomically to `filePath`. `school_scores` stays empty here;
 * the build step that derives scores fills it before writing (it can call generateSandbox and
 * writeDataset itself).
 */
export function buildSandbox({ filePath, seed, scale, now = new Date(), asOf = now }: BuildSandboxOptions): BuildSandboxResult {
  const started = performance.now();
  const content = generateSandbox({ seed, scale, asOf });
  const generateMilliseconds = performance.now() - started;
  const written = writeDataset(filePath, content, sandboxMeta(content, { seed, scale, asOf }, now));
  return { ...written, generateMilliseconds };
}
