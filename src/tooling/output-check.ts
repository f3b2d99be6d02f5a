import type { Logger } from '../context.js';
import type { AnyTool } from './define-tool.js';

/** When serving, one call in this many of each tool is checked against its output schema. */
export const OUTPUT_CHECK_SAMPLE_EVERY = 64;

const calls = new WeakMap<AnyTool, number>();

/**
 * Checks a handler's result against the tool's output schema (a broken contract is a server bug:
 * it throws). Under test every result is checked, and must already be exactly what the schema
 * lets through: no key the schema would strip, no default it would fill. That contract is what
 * makes it safe, when serving, to check only a sample and send the other results as they are:
 * a result is then the same bytes whether or not its call was sampled.
 */
export function checkOutput(tool: AnyTool, result: unknown, mode: 'all' | 'sample', log: Logger): unknown {
  if (mode === 'sample') {
    const count = calls.get(tool) ?? 0;
    calls.set(tool, count + 1);
    if (count % OUTPUT_CHECK_SAMPLE_EVERY !== 0) return result;
  }
  const checked = tool.output.safeParse(result);
  if (!checked.success) {
    log.error('tool output failed its schema', { tool: tool.name, issues: checked.error.issues.slice(0, 5) });
    throw new Error(`${tool.name} produced output that does not match its schema`);
  }
  const difference = jsonDifference(result, checked.data);
  if (difference !== undefined) {
    log.error('tool output relies on its schema to strip or fill fields', { tool: tool.name, at: difference });
    if (mode === 'all') throw new Error(`${tool.name} output differs from what its schema lets through at ${difference}`);
  }
  return checked.data;
}

/**
 * The first path where `a` and `b` would serialise to different JSON (key order aside), or
 * undefined when they are the same document.
 */
export function jsonDifference(a: unknown, b: unknown, at = '$'): string | undefined {
  if (a === b) return undefined;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime() ? undefined : at;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at;
  if (Array.isArray(a) !== Array.isArray(b)) return at;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return `${at}.length`;
    for (let index = 0; index < a.length; index++) {
      const found = jsonDifference(a[index], other[index], `${at}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    // JSON drops undefined members, so an absent key and an undefined one are the same document.
    if (left[key] === undefined && right[key] === undefined) continue;
    const found = jsonDifference(left[key], right[key], `${at}.${key}`);
    if (found) return found;
  }
  return undefined;
}
