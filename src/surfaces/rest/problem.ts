import type { Response } from 'express';
import { AppError, toProblem } from '../../errors.js';
import type { Logger } from '../../context.js';

/** Sends any thrown value as RFC 9457 problem details; unexpected errors are logged, never shown. */
export function sendProblem(response: Response, error: unknown, instance: string, requestId: string, log: Logger): void {
  const problem = toProblem(error, instance, requestId);
  if (!(error instanceof AppError)) {
    log.error('unhandled error', {
      request_id: requestId,
      path: instance,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
  } else {
    for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value);
  }
  if (response.headersSent) return;
  response.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}
