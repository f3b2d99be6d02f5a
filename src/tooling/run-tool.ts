import type { z } from 'zod';
import type { ToolContext } from '../context.js';
import { AppError, type FieldError } from '../errors.js';
import type { RateState } from '../services/limits/limiter.js';
import { type AnyTool, FileResult, FileStream } from './define-tool.js';
import { checkOutput } from './output-check.js';
import { PLANS, tierAtLeast } from './tiers.js';

/** Meters a call for a caller; provided by the composition root (see services/limits). */
export interface Meter {
  meter(context: ToolContext, tool: AnyTool): Promise<RateState | undefined>;
}

export interface RunOptions {
  meter?: Meter;
  /** Told the rate state as soon as the call is metered, so headers are set even if the call then fails. */
  onRate?: (rate: RateState) => void;
}

/**
 * The one execution path of every tool, whatever the surface:
 * access (401/403, not counted) -> metering (429; a counted call from here on) -> input parse (400)
 * -> handler -> output check (see output-check.ts). Surfaces only translate raw input in and results out.
 */
export async function runTool(
  tool: AnyTool,
  context: ToolContext,
  rawInput: unknown,
  options: RunOptions = {},
): Promise<unknown> {
  checkAccess(tool, context);
  if (options.meter && context.caller) {
    const rate = await options.meter.meter(context, tool);
    if (rate) options.onRate?.(rate);
  }
  const input = parseInput(tool.input, rawInput);
  const result = await tool.handler(context, input);
  if (result instanceof FileResult || result instanceof FileStream) {
    if (!tool.returnsFile) throw new Error(`${tool.name} returned a file but does not declare returnsFile`);
    return result;
  }
  // A result that breaks the tool's own contract is a server bug, never the caller's fault.
  return checkOutput(tool, result, context.config.OUTPUT_CHECK, context.log);
}

export function checkAccess(tool: AnyTool, context: ToolContext): void {
  if (tool.access === 'PUBLIC') return;
  if (!context.caller) throw new AppError('unauthorized', 'Missing API key: send it in the X-API-Key header.');
  if (!tierAtLeast(context.caller.tier, tool.access)) {
    throw new AppError(
      'forbidden',
      `${tool.title} requires the ${PLANS[tool.access].display_name} tier or higher; this key is ${PLANS[context.caller.tier].display_name}.`,
      { extra: { required_tier: tool.access, current_tier: context.caller.tier } },
    );
  }
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
  const fields = [...new Set(errors.map((error) => error.field))].join(', ');
  throw new AppError('bad_request', `Invalid input: ${fields}`, { extra: { errors } });
}
