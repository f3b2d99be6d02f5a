import type { ToolContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type AnyTool, collectFile, FileResult } from '../../tooling/define-tool.js';
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

  /** One tool this caller may call, by name. */
  tool(name: string): AnyTool | undefined {
    return this.#tools.find((tool) => tool.name === name);
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
      // A streamed file (a CSV export) is read whole: the agent reports what it holds.
      const result = await collectFile(await runTool(tool, this.context, args));
      if (result instanceof FileResult) return { ok: true, result: fileSummary(result) };
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

/** Rows of a CSV file shown in the summary: enough to say what it holds. */
const CSV_PREVIEW_ROWS = 5;

/**
 * What a produced file holds, for an answer that cannot attach it: its name and type, and for a CSV
 * its row count (header excluded), columns and first rows.
 */
function fileSummary(file: FileResult): Record<string, unknown> {
  const summary: Record<string, unknown> = { file: file.filename, content_type: file.contentType, bytes: file.data.byteLength };
  if (!file.contentType.startsWith('text/csv')) return { ...summary, note: 'A file was produced; ask for format "json" to read its content.' };
  const lines = Buffer.from(file.data).toString('utf8').split(/\r?\n/).filter((line) => line.length > 0);
  return { ...summary, rows: Math.max(0, lines.length - 1), columns: lines[0]?.split(',') ?? [], first_rows: lines.slice(1, 1 + CSV_PREVIEW_ROWS) };
}
