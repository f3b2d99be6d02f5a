export { buildSandbox, type BuildSandboxOptions, type BuildSandboxResult } from './build.js';
export { generateSandbox, sandboxMeta, SANDBOX_SOURCE, type SandboxOptions } from './generate.js';
export { SANDBOX_AS_OF } from './sales.js';
