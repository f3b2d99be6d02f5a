import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { datasetNameFor, type Runtime } from '../../runtime.js';
import { authenticate } from '../../services/keys/api-keys.js';
import { type RateState, rateHeaders } from '../../services/limits/limiter.js';
import type { ToolRegistry } from '../../tooling/registry.js';
import { sendProblem } from '../rest/problem.js';
import { directCall } from './direct-call.js';
import { callTool, createMcpServer } from './server.js';
import { ToolListings } from './tool-listing.js';
import { parseToolsets } from './toolsets.js';

export interface McpHttpOptions {
  runtime: Runtime;
  registry: ToolRegistry;
}

/**
 * `POST /mcp`: MCP over stateless Streamable HTTP. Each request is authenticated by its
 * `X-API-Key` (401 problem details without one) and served by a server of its own, so any
 * instance behind a load balancer can answer any request and nothing outlives the request.
 * Expects the body already parsed as JSON (mount after `express.json()`).
 */
export function mcpHttpHandler({ runtime, registry }: McpHttpOptions): RequestHandler {
  const listings = new ToolListings();
  return async (request, response) => {
    const instance = pathOf(request);
    const requestId = requestIdOf(response);
    let server: ReturnType<typeof createMcpServer> | undefined;
    try {
      const caller = await authenticate(runtime.state, request.get('X-API-Key'), runtime.now(), runtime.callers);
      const toolsets = parseToolsets(queryValues(request.query.toolsets));
      response.setHeader('X-Dataset', datasetNameFor(runtime, caller));
      const onRate = (rate: RateState) => {
        if (response.headersSent) return;
        for (const [name, value] of Object.entries(rateHeaders(rate, runtime.now()))) response.setHeader(name, value);
      };
      const direct = directCall(request, registry, toolsets);
      if (direct) {
        const result = await callTool(runtime, direct.tool, caller, direct.arguments, onRate);
        response.status(200).type('application/json').send(JSON.stringify({ result, jsonrpc: '2.0', id: direct.id }));
        return;
      }
      server = createMcpServer({ runtime, registry, caller, toolsets, listings, onRate });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      const openServer = server;
      response.on('close', () => {
        void transport.close();
        void openServer.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request, response, request.body);
    } catch (error) {
      sendProblem(response, error, instance, requestId, runtime.log);
      void server?.close();
    }
  };
}

/**
 * `GET` and `DELETE /mcp`: a stateless server has no stream to resume and no session to end,
 * so both answer 405 (as the Streamable HTTP transport allows) in problem details form.
 */
export const mcpMethodNotAllowed: RequestHandler = (request, response) => {
  const problem = {
    type: 'method_not_allowed',
    title: 'Method not allowed',
    status: 405,
    detail: `${request.method} is not supported on ${pathOf(request)}: this MCP endpoint is stateless; send JSON-RPC messages with POST.`,
    instance: pathOf(request),
  };
  response.status(405).setHeader('Allow', 'POST').type('application/problem+json').send(JSON.stringify(problem));
};

/** The three routes of `/mcp`, ready to mount on an app. The body limit lets a 10 MB document travel as base64 to extract_document; each tool still bounds its own input. */
export function mcpRouter(options: McpHttpOptions): Router {
  const router = Router();
  router.post('/mcp', express.json({ limit: '15mb' }), mcpHttpHandler(options));
  router.get('/mcp', mcpMethodNotAllowed);
  router.delete('/mcp', mcpMethodNotAllowed);
  return router;
}

function pathOf(request: Request): string {
  return request.originalUrl.split('?')[0] ?? request.path;
}

function requestIdOf(response: Response): string {
  const fromApp: unknown = response.locals.requestId;
  return typeof fromApp === 'string' ? fromApp : randomUUID();
}

function queryValues(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}
