import type { ToolContext } from '../../../src/context.js';
import { AppError } from '../../../src/errors.js';
import type { ToolRegistry } from '../../../src/tooling/registry.js';
import { runTool } from '../../../src/tooling/run-tool.js';
import type { EvalTarget } from '../../framework/types.js';

/**
 * An in-process target over a registry and one caller's context: each call goes through runTool
 * (tier, input parsing, output check) and a tool error comes back with the status REST would give.
 * Calls are not metered, so repeated runs measure the agent, not the daily allowance.
 */
export function toolTarget(registry: ToolRegistry, context: ToolContext, datasetFile: string, close: () => Promise<void> = async () => {}): EvalTarget {
  return {
    kind: 'in-process',
    datasetFile,
    async callTool(name, args) {
      const started = performance.now();
      const tool = registry.get(name);
      if (!tool) return { ok: false, status: 404, body: { title: 'Not Found', detail: `no tool ${name}` }, ms: performance.now() - started };
      try {
        const body = await runTool(tool, context, args);
        return { ok: true, status: 200, body, ms: performance.now() - started };
      } catch (error) {
        const status = error instanceof AppError ? error.status : 500;
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, status, body: { status, detail }, ms: performance.now() - started };
      }
    },
    close,
  };
}
