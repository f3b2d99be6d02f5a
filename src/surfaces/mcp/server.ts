import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { Caller } from '../../context.js';
import { AppError, toProblem } from '../../errors.js';
import { contextFor, meterFor, type Runtime } from '../../runtime.js';
import type { RateState } from '../../services/limits/limiter.js';
import { type AnyTool, type ToolGroup, collectFile } from '../../tooling/define-tool.js';
import type { ToolRegistry } from '../../tooling/registry.js';
import { runTool } from '../../tooling/run-tool.js';
import { PLANS } from '../../tooling/tiers.js';
import { servePrompts } from './prompts.js';
import { serveResources } from './resources.js';
import { ToolListings, visibleTools } from './tool-listing.js';
import { problemResult, successResult } from './tool-result.js';

export interface McpServerOptions {
  runtime: Runtime;
  registry: ToolRegistry;
  /** The authenticated key; undefined sees only the PUBLIC tools. */
  caller: Caller | undefined;
  /** Tool groups to offer; all groups when absent or empty. */
  toolsets?: readonly ToolGroup[];
  /** Listings to reuse across servers (the HTTP surface shares one); made fresh when absent. */
  listings?: ToolListings;
  /** Told the caller's daily allowance after each metered call (the HTTP surface sets headers from it). */
  onRate?: (rate: RateState) => void;
}

/**
 * The SDK builds a JSON-schema validator (a new Ajv instance) for every server it creates unless
 * given one; over stateless HTTP that is one per request, measured at an eighth of an MCP call's
 * CPU. Its validators are compiled per schema and carry no per-connection state, so one serves all.
 */
let sharedValidator: AjvJsonSchemaValidator | undefined;

/** The `instance` of a problem raised by an MCP call (REST uses the request path). */
export const toolInstance = (name: string) => `k12-intel://tools/${name}`;

/**
 * An MCP server offering the catalogue's tools to one caller.
 *
 * The tools/list and tools/call handlers are set on the underlying protocol server rather than
 * through `registerTool`, on purpose: registerTool parses the arguments itself, before the call
 * is metered and with its own error text, and converts schemas in a way that fails the whole
 * listing on a date or transform. Here `runTool` stays the one path (access 401/403, metering
 * 429, input 400 with `errors[]`), so an MCP call is counted and answered exactly like REST.
 * Do not add tools to the returned server with registerTool: it would find these handlers taken.
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const { runtime, registry, caller, toolsets, onRate } = options;
  runtime.tools ??= registry; // agent_chat calls the catalogue it is served with
  const listings = options.listings ?? new ToolListings();
  // Callable: every tool of the toolsets. One above the caller's tier is not listed, but called by
  // name it answers the 403 that names the tier it needs, as REST does. Looked up per call rather
  // than collected up front: over stateless HTTP a server lives for one request.
  const callable = (name: string) => {
    const tool = registry.get(name);
    return tool && (!toolsets || toolsets.length === 0 || toolsets.includes(tool.group)) ? tool : undefined;
  };

  const mcp = new McpServer(
    { name: 'k12-intel', title: 'k12-intel', version: runtime.service.version },
    { capabilities: {}, instructions: instructionsFor(caller), jsonSchemaValidator: (sharedValidator ??= new AjvJsonSchemaValidator()) },
  );
  const server = mcp.server;
  server.registerCapabilities({ tools: { listChanged: false } });

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: visibleTools(registry, caller, toolsets).map((tool) => listings.describe(tool)),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const name = request.params.name;
    const tool = callable(name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    return callTool(runtime, tool, caller, request.params.arguments ?? {}, onRate);
  });

  // Workflow prompts and readable documents, beside the tools (see prompts.ts and resources.ts).
  servePrompts(server);
  serveResources(server, { runtime, registry, caller, onRate });

  return mcp;
}

/** Runs one call through runTool and turns its outcome, success or failure, into a tool result. */
export async function callTool(
  runtime: Runtime,
  tool: AnyTool,
  caller: Caller | undefined,
  rawInput: unknown,
  onRate?: (rate: RateState) => void,
): Promise<CallToolResult> {
  const context = contextFor(runtime, caller);
  let rate: RateState | undefined;
  const noteRate = (state: RateState) => {
    rate = state;
    onRate?.(state);
  };
  try {
    const result = await runTool(tool, context, rawInput, { meter: meterFor(runtime), onRate: noteRate });
    return successResult(tool, await collectFile(result), rate);
  } catch (error) {
    if (!(error instanceof AppError)) {
      runtime.log.error('unhandled error in MCP tool call', {
        request_id: context.requestId,
        tool: tool.name,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
    }
    return problemResult(toProblem(error, toolInstance(tool.name), context.requestId));
  }
}

function instructionsFor(caller: Caller | undefined): string {
  const who = caller
    ? `This connection uses a ${PLANS[caller.tier].display_name} key (${caller.mode} mode); it lists only the tools that tier may call.`
    : 'This connection has no API key; it lists only the public tools.';
  return [
    'k12-intel answers questions about US K-12 schools and districts: profiles and scores, federal funding,',
    'E-Rate, district finance, sales intelligence and AI tools. Schools are identified by 12-digit NCES IDs.',
    who,
    'Calls count against the key\'s daily allowance like REST requests; a failed call returns RFC 9457 problem details as JSON text.',
    'Start with schools_search or districts_search (narrow with state, city, level) to turn a name into an ID. Prompts offer the common workflows; resources hold the scoring, rules and graph-schema documents.',
  ].join(' ');
}
