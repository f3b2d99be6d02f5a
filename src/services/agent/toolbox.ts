import type { ToolContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type AnyTool, FileResult } from '../../tooling/define-tool.js';
import { runTool } from '../../tooling/run-tool.js';
import { tierAtLeast } from '../../tooling/tiers.js';
import type { AgentEvent, AgentStep } from './types.js';

/** The agent itself and tools that change the account are not the agent's to call. */
const NEVER_CALLED = new Set(['agent_chat']);

export type ToolOutcome =
  | { ok: true; result: unknown }
  | { ok: false; status: number; title: string; detail: string; errors?: unknown };

/**
 * The tools one caller may use through the agent, called through runTool with the caller's own
 * context: the tier check runs as for any request, so the agent never has powers the key lacks.
 * Calls are not metered again: the chat request already drew on the AI quota.
 */
export class AgentToolbox {
  readonly steps: AgentStep[] = [];
  readonly #tools: AnyTool[];

  constructor(
    tools: readonly AnyTool[],
    private readonly context: ToolContext,
    private readonly onEvent: (event: AgentEvent) => void = () => {},
  ) {
    const tier = context.caller?.tier;
    this.#tools = tools.filter(
      (tool) =>
        !NEVER_CALLED.has(tool.name) &&
        tool.effect === 'read' &&
        (tool.access === 'PUBLIC' || (tier !== undefined && tierAtLeast(tier, tool.access))),
    );
  }

  /** The tools this caller may call, in catalogue order. */
  available(): AnyTool[] {
    return [...this.#tools];
  }

  has(name: string): boolean {
    return this.#tools.some((tool) => tool.name === name);
  }

  /** Whether the tool exists in the catalogue at all, whatever the tier (to explain a refusal). */
  exists(name: string): boolean {
    return this.context.tools?.get(name) !== undefined;
  }

  async call(name: string, args: Record<string, unknown>): Promise<ToolOutcome> {
    const tool = this.context.tools?.get(name);
    const outcome = await this.#run(tool, name, args);
    const step: AgentStep = { tool: name, ok: outcome.ok, arguments: args };
    this.steps.push(step);
    this.onEvent({ type: 'step', step });
    return outcome;
  }

  async #run(tool: AnyTool | undefined, name: string, args: Record<string, unknown>): Promise<ToolOutcome> {
    if (!tool || NEVER_CALLED.has(name) || tool.effect !== 'read') {
      return { ok: false, status: 404, title: 'Not Found', detail: `There is no tool named ${name} the agent may call.` };
    }
    try {
      const result = await runTool(tool, this.context, args);
      if (result instanceof FileResult) {
        return { ok: true, result: { file: result.filename, content_type: result.contentType, note: 'A file was produced; ask for format "json" to read its content.' } };
      }
      return { ok: true, result };
    } catch (error) {
      if (error instanceof AppError) {
        return { ok: false, status: error.status, title: error.title, detail: error.message, errors: error.extra.errors };
      }
      this.context.log.error('agent tool call failed', { tool: name, error: String(error) });
      return { ok: false, status: 500, title: 'Internal Server Error', detail: `${name} failed unexpectedly.` };
    }
  }
}
