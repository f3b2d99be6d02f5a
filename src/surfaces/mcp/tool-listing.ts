import type { Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Caller } from '../../context.js';
import type { AnyTool, ToolGroup } from '../../tooling/define-tool.js';
import type { ToolRegistry } from '../../tooling/registry.js';
import { tierAtLeast } from '../../tooling/tiers.js';

type JsonObjectSchema = Tool['inputSchema'];

/** The tools one caller sees: those its tier may call, within the chosen toolsets. */
export function visibleTools(
  registry: ToolRegistry,
  caller: Caller | undefined,
  toolsets: readonly ToolGroup[] | undefined,
): AnyTool[] {
  return registry.inGroups(toolsets).filter((tool) => mayCall(tool, caller));
}

export function mayCall(tool: AnyTool, caller: Caller | undefined): boolean {
  if (tool.access === 'PUBLIC') return true;
  return caller !== undefined && tierAtLeast(caller.tier, tool.access);
}

/**
 * MCP structured results must be JSON objects, so a tool whose output is anything else (a list,
 * a number) is described and answered as `{ result: <output> }`. Decided by the schema, never
 * by the value, so the schema and the result always agree.
 */
export function wrapsOutput(tool: AnyTool): boolean {
  return (tool.output as z.ZodType)._zod.def.type !== 'object';
}

/**
 * Listings made once per tool and reused: converting schemas costs about 0.2 ms a tool, and the
 * stateless HTTP surface builds a server per request. Hold one per registry, not per process.
 */
export class ToolListings {
  private readonly listings = new Map<AnyTool, Tool>();

  describe(tool: AnyTool): Tool {
    let listing = this.listings.get(tool);
    if (!listing) this.listings.set(tool, (listing = describeTool(tool)));
    return listing;
  }
}

/** How the tool is listed to MCP clients. */
export function describeTool(tool: AnyTool): Tool {
  const listing: Tool = {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: compactInputSchema(toJsonSchema(tool.input, 'input') ?? { type: 'object' }),
    annotations: annotationsFor(tool),
  };
  // A file is not structured content, so file-returning tools promise no structure.
  if (!tool.returnsFile) {
    const output = wrapsOutput(tool) ? z.object({ result: tool.output as z.ZodType }) : tool.output;
    const outputSchema = toJsonSchema(output, 'output');
    if (outputSchema) listing.outputSchema = outputSchema;
  }
  return listing;
}

/**
 * The input schema as the model reads it on every turn, without what carries nothing for it:
 * the `$schema` dialect marker and zod's safe-integer bounds (±9007199254740991), which every
 * `.int()` adds. The tool's own zod schema still judges every call; output schemas are left whole.
 */
export function compactInputSchema(schema: JsonObjectSchema): JsonObjectSchema {
  const { $schema: _dialect, ...rest } = schema as JsonObjectSchema & { $schema?: unknown };
  return withoutSafeIntegerBounds(rest) as JsonObjectSchema;
}

function withoutSafeIntegerBounds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'maximum' && inner === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'minimum' && inner === Number.MIN_SAFE_INTEGER) continue;
    result[key] = withoutSafeIntegerBounds(inner);
  }
  return result;
}

export function annotationsFor(tool: AnyTool): ToolAnnotations {
  const reads = tool.effect === 'read';
  return {
    title: tool.title,
    readOnlyHint: reads,
    // Writes here add or change records; only deleting and revoking take something away.
    destructiveHint: reads ? false : /^(delete|revoke)_/.test(tool.name),
    idempotentHint: reads,
    openWorldHint: false,
  };
}

/**
 * JSON Schema draft-07 (what the SDK itself emits and its clients validate with). Dates,
 * transforms and other values JSON Schema cannot express become `{}` rather than failing the
 * whole listing; the tool's own zod schema still judges every call.
 */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObjectSchema | undefined {
  try {
    const converted = z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' });
    return converted.type === 'object' ? (converted as JsonObjectSchema) : undefined;
  } catch {
    return undefined;
  }
}
