import type { Readable, Writable } from 'node:stream';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Caller } from '../../context.js';
import type { Runtime } from '../../runtime.js';
import { authenticate } from '../../services/keys/api-keys.js';
import type { ToolGroup } from '../../tooling/define-tool.js';
import type { ToolRegistry } from '../../tooling/registry.js';
import { PLANS } from '../../tooling/tiers.js';
import { createMcpServer } from './server.js';
import { visibleTools } from './tool-listing.js';

export interface StdioServerOptions {
  runtime: Runtime;
  registry: ToolRegistry;
  toolsets?: readonly ToolGroup[];
  /** The streams to speak MCP on and to write notes to; the process's own by default. */
  stdin?: Readable;
  stdout?: Writable;
  stderr?: Writable;
}

export interface RunningStdioServer {
  server: McpServer;
  caller: Caller;
  /** Settles when the client goes away (stdin ends); the caller then releases the runtime and exits. */
  closed: Promise<void>;
}

/**
 * `k12-intel mcp`: the MCP server over stdio for a desktop assistant, acting as the one key in
 * K12_API_KEY (authenticated once, at start). stdout carries only protocol messages, so every
 * note goes to stderr; the runtime's logger must write to stderr too (the command line sets that up).
 * A missing or refused key ends the process with status 1 and a message saying how to fix it.
 */
export async function runStdioServer(options: StdioServerOptions): Promise<RunningStdioServer> {
  const { runtime, registry, toolsets } = options;
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;

  const caller = await callerFromConfig(runtime, stderr);
  const server = createMcpServer({ runtime, registry, caller, toolsets });
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
    stdin.once('end', () => void server.close());
  });
  await server.connect(new StdioServerTransport(stdin, stdout));

  const count = visibleTools(registry, caller, toolsets).length;
  stderr.write(
    `k12-intel MCP server on stdio: ${count} tools for key ${caller.keyId} (${PLANS[caller.tier].display_name} tier, ${caller.mode} mode).\n`,
  );
  return { server, caller, closed };
}

async function callerFromConfig(runtime: Runtime, stderr: Writable): Promise<Caller> {
  const key = runtime.config.K12_API_KEY;
  if (!key) {
    exitWith(stderr, 'K12_API_KEY is not set. Create a key with `k12-intel keys create --tier EXPLORER` and pass it to the MCP server as the K12_API_KEY environment variable.');
  }
  try {
    return await authenticate(runtime.state, key, runtime.now());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The reason never repeats the key: keys are not written anywhere.
    exitWith(stderr, `K12_API_KEY was refused: ${reason} Check the key, or create one with \`k12-intel keys create\`.`);
  }
}

function exitWith(stderr: Writable, message: string): never {
  stderr.write(`k12-intel mcp: ${message}\n`);
  process.exit(1);
}
