export { buildSandbox, type BuildSandboxOptions, type BuildSandboxResult } from './build.js';
export { generateSandbox, sandboxMeta, SANDBOX_SOURCE, type SandboxOptions } from './generate.js';
export { parseAsOf, sandboxCalendar, type SandboxCalendar } from './calendar.js';
