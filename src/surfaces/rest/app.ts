import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../../errors.js';
import { contextFor, datasetNameFor, meterFor, type Runtime } from '../../runtime.js';
import { authenticate } from '../../services/keys/api-keys.js';
import { rateHeaders } from '../../services/limits/limiter.js';
import { type AnyTool, FileResult, FileStream } from '../../tooling/define-tool.js';
import type { ToolRegistry } from '../../tooling/registry.js';
import { runTool } from '../../tooling/run-tool.js';
import { sendProblem } from './problem.js';
import { stringInputCoercer } from './query-input.js';
import { readUpload } from './upload.js';
import { eventStreamFor } from './event-stream.js';
import { jsonBody } from './json-body.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface RestAppOptions {
  runtime: Runtime;
  registry: ToolRegistry;
  /**
   * Other routers (docs, MCP), each bound to the paths it serves. They are attached as routes of
   * those paths rather than mounted at '/', so a tool request never enters them and their own
   * requests do not walk the tool routes first.
   */
  routers?: { paths: string[]; router: RequestHandler }[];
}

interface Locals {
  requestId: string;
}

/**
 * The REST façade: one route per tool with a REST binding, generated from the registry. Each
 * route authenticates, reads the body, and hands raw input to runTool; it only speaks HTTP.
 */
export function createRestApp({ runtime, registry, routers = [] }: RestAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use((request, response, next) => {
    const requestId = randomUUID();
    (response.locals as Locals).requestId = requestId;
    response.setHeader('X-Request-Id', requestId);
    response.setHeader('X-Dataset', 'sandbox');
    next();
  });

  // Route handlers see the whole path, so a router keeps matching the paths it declares.
  for (const { paths, router } of routers) app.all(paths, router);

  for (const tool of registry.tools) {
    if (!tool.rest) continue;
    const path = tool.rest.path.replace(/\{([^}]+)\}/g, ':$1');
    const method = tool.rest.method.toLowerCase() as 'get' | 'post' | 'delete';
    app[method](path, authenticateFor(runtime, tool), readBodyFor(tool), handlerFor(runtime, tool));
  }

  app.use((request) => {
    throw new AppError('not_found', `No endpoint ${request.method} ${request.path}. See /docs for the API.`);
  });

  app.use((error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const { requestId } = response.locals as Locals;
    sendProblem(response, translateBodyError(error), request.path, requestId, runtime.log);
  });
  return app;
}

function authenticateFor(runtime: Runtime, tool: AnyTool): RequestHandler {
  return async (request, response, next) => {
    if (tool.access === 'PUBLIC') return next();
    const caller = await authenticate(runtime.state, request.get('x-api-key'), runtime.now(), runtime.callers);
    response.locals.caller = caller;
    response.setHeader('X-Dataset', datasetNameFor(runtime, caller));
    next();
  };
}

function readBodyFor(tool: AnyTool): RequestHandler {
  if (tool.rest?.method !== 'POST') return (_request, _response, next) => next();
  const parseJson = express.json({ limit: tool.maxBodyBytes ?? DEFAULT_BODY_LIMIT, type: () => true, strict: false });
  return (request, response, next) => {
    if (!hasBody(request)) {
      request.body = {};
      return next();
    }
    const upload = tool.rest?.upload;
    if (upload && request.is('multipart/form-data')) {
      readUpload(request, upload).then(({ bytes, filename }) => {
        request.body = { [upload.into]: bytes.toString('base64'), ...(upload.filenameInto && filename ? { [upload.filenameInto]: filename } : {}) };
        next();
      }, next);
      return;
    }
    if (!request.is('application/json')) {
      if (upload) throw new AppError('unsupported_media_type', `Send the document as multipart/form-data (field "${upload.field}") or as JSON with base64 "${upload.into}" (got ${request.get('content-type') ?? 'no content type'}).`);
      throw new AppError('unsupported_media_type', `Send the request body as application/json (got ${request.get('content-type') ?? 'no content type'}).`);
    }
    parseJson(request, response, next);
  };
}

function hasBody(request: Request): boolean {
  const length = request.get('content-length');
  return request.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

function handlerFor(runtime: Runtime, tool: AnyTool): RequestHandler {
  const coerce = stringInputCoercer(tool.input.shape as Record<string, import('zod').ZodType>);
  const meter = meterFor(runtime);
  return async (request, response) => {
    const { requestId } = response.locals as Locals;
    const context = contextFor(runtime, response.locals.caller, requestId);
    const pathInput = coerce(request.params as Record<string, unknown>);
    const rawInput =
      tool.rest?.method === 'POST'
        ? bodyObject(request.body, pathInput)
        : { ...coerce(request.query as Record<string, unknown>), ...pathInput };
    const stream = eventStreamFor(tool, request, response, context);
    try {
      const result = await runTool(tool, context, rawInput, {
        meter,
        onRate: (rate) => {
          for (const [name, value] of Object.entries(rateHeaders(rate, context.now()))) response.setHeader(name, value);
        },
      });
      if (stream) return stream.finish(result);
      if (result instanceof FileStream) await streamFile(response, result);
      else send(response, tool, result);
    } catch (error) {
      if (stream?.started) return stream.fail(error, request.path, requestId, runtime.log);
      if (error instanceof AppError && error.status !== 429 && context.caller && !response.hasHeader('X-RateLimit-Limit')) {
        // 401/403 are not counted, but a keyed response still reports where the key stands.
        const rate = await runtime.limiter.peek(context.caller, context.now());
        for (const [name, value] of Object.entries(rateHeaders(rate, context.now()))) response.setHeader(name, value);
      }
      throw error;
    }
  };
}

/** A JSON body must be an object; path parameters win over body fields of the same name. */
function bodyObject(body: unknown, pathInput: Record<string, unknown>): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('bad_request', 'The request body must be a JSON object.', {
      extra: { errors: [{ field: '(body)', message: 'expected a JSON object' }] },
    });
  }
  return { ...body, ...pathInput };
}

function send(response: Response, tool: AnyTool, result: unknown): void {
  if (result instanceof FileResult) {
    response
      .status(200)
      .type(result.contentType)
      .setHeader('Content-Disposition', `attachment; filename="${result.filename.replace(/"/g, '')}"`)
      .send(Buffer.from(result.data));
    return;
  }
  // A long list is serialised item by item (json-body.ts); the same bytes and headers as json().
  const body = jsonBody(result);
  if (body) response.status(tool.rest?.status ?? 200).set('Content-Type', 'application/json').send(body);
  else response.status(tool.rest?.status ?? 200).json(result);
}

/**
 * Writes a streamed file chunk by chunk, waiting for the socket to drain whenever its buffer is
 * full, so memory holds one chunk at a time. A failure after the first byte can no longer become a
 * problem response: the connection is cut so the client sees a truncated transfer, never a
 * silently short file.
 */
async function streamFile(response: Response, file: FileStream): Promise<void> {
  const iterator = file.chunks()[Symbol.asyncIterator]();
  // The first chunk is read before any header is sent, so a failure there is still a problem response.
  let next = await iterator.next();
  response
    .status(200)
    .type(file.contentType)
    .setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`);
  try {
    while (!next.done) {
      if (!response.write(next.value)) await drainOrClose(response);
      if (response.destroyed) {
        await iterator.return?.();
        return;
      }
      next = await iterator.next();
    }
    response.end();
  } catch (error) {
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Resolves when the socket buffer drains or the client goes away, leaving no listener behind. */
function drainOrClose(response: Response): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

/** body-parser reports its failures with a `type`; give each its problem. */
function translateBodyError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return new AppError('payload_too_large', 'The request body is larger than this endpoint accepts (1 MB).');
  if (type === 'entity.parse.failed') {
    return new AppError('bad_request', 'The request body is not valid JSON.', {
      extra: { errors: [{ field: '(body)', message: 'malformed JSON' }] },
    });
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('unsupported_media_type', 'Unsupported body encoding or charset.');
  }
  if (type === 'request.aborted') return new AppError('bad_request', 'The request was aborted while its body was read.');
  return error;
}
