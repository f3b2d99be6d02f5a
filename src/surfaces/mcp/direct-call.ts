import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { Request } from 'express';
import type { AnyTool, ToolGroup } from '../../tooling/define-tool.js';
import type { ToolRegistry } from '../../tooling/registry.js';

/** A single JSON-RPC `tools/call` the service can answer without the SDK's transport. */
export interface DirectCall {
  id: string | number;
  tool: AnyTool;
  arguments: Record<string, unknown>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Recognises the one request that makes up almost all MCP traffic, a single well-formed
 * `tools/call` of a known tool, so it can be answered the way the SDK's stateless transport in
 * JSON mode would answer it (200, `application/json`, `{result, jsonrpc, id}`) without building a
 * server, converting the request to a Fetch Request and back, and parsing the message with the
 * SDK's schemas: together about two thirds of such a call's CPU, profiled. The call itself runs
 * through the same `callTool` the SDK's handler runs. Anything else (another method, a batch, a
 * notification, a header the transport would refuse, an unknown tool, odd params) returns
 * undefined and goes to the SDK, which gives its own answer or error.
 */
export function directCall(request: Request, registry: ToolRegistry, toolsets: readonly ToolGroup[] | undefined): DirectCall | undefined {
  const accept = request.get('accept') ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
  if (!request.is('application/json')) return undefined;
  const version = request.get('mcp-protocol-version');
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  if (request.get('mcp-session-id') !== undefined) return undefined;

  const message: unknown = request.body;
  if (!isPlainObject(message) || message.jsonrpc !== '2.0' || message.method !== 'tools/call') return undefined;
  if (Object.keys(message).some((key) => key !== 'jsonrpc' && key !== 'id' && key !== 'method' && key !== 'params')) return undefined;
  const { id, params } = message;
  if (!((typeof id === 'string') || (typeof id === 'number' && Number.isInteger(id)))) return undefined;
  if (!isPlainObject(params) || typeof params.name !== 'string') return undefined;
  if (Object.keys(params).some((key) => key !== 'name' && key !== 'arguments')) return undefined;
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) return undefined;

  const tool = registry.get(params.name);
  if (!tool || (toolsets && toolsets.length > 0 && !toolsets.includes(tool.group))) return undefined;
  return { id, tool, arguments: params.arguments ?? {} };
}
