import type { Request, Response } from 'express';
import type { Logger, ToolContext } from '../../context.js';
import { AppError, toProblem } from '../../errors.js';
import type { AnyTool } from '../../tooling/define-tool.js';

export interface EventStream {
  readonly started: boolean;
  finish(result: unknown): void;
  fail(error: unknown, instance: string, requestId: string, log: Logger): void;
}

/**
 * Server-sent events for a tool that reports progress (the agent), when the client asks with
 * Accept: text/event-stream. The stream opens on the first event, so an error before it (401, 403,
 * 429, 400) is still an ordinary problem-details response with its status. Events: each progress
 * event under its own type, then `done` with the tool's result, or `error` with problem details.
 */
export function eventStreamFor(tool: AnyTool, request: Request, response: Response, context: ToolContext): EventStream | undefined {
  if (!tool.streams || request.accepts(['application/json', 'text/event-stream']) !== 'text/event-stream') return undefined;
  let started = false;
  const open = () => {
    if (started) return;
    started = true;
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
  };
  const write = (event: string, data: unknown) => {
    open();
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  context.progress = (event) => write(event.type, event.data);
  return {
    get started() {
      return started;
    },
    finish(result) {
      write('done', result);
      response.end();
    },
    fail(error, instance, requestId, log) {
      if (!(error instanceof AppError)) log.error('error in an event stream', { request_id: requestId, error: String(error) });
      write('error', toProblem(error, instance, requestId));
      response.end();
    },
  };
}
