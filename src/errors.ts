/**
 * One error family for the whole service. Handlers throw these; only the surfaces (REST, MCP,
 * agent) decide how to show them. The code -> HTTP status table lives here and nowhere else.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limit_exceeded: 429,
  temporarily_blocked: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const TITLES: Record<ErrorCode, string> = {
  bad_request: 'Bad request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  unprocessable: 'Unprocessable entity',
  rate_limit_exceeded: 'Rate limit exceeded',
  temporarily_blocked: 'Temporarily blocked',
  internal: 'Internal server error',
  unavailable: 'Service unavailable',
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra members of the problem details body (e.g. `errors`, `upgrade_url`, `reset_time`). */
  readonly extra: Record<string, unknown>;
  /** Extra response headers (e.g. Retry-After). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  get title(): string {
    return TITLES[this.code];
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new AppError('bad_request', detail, errors ? { extra: { errors } } : {});
export const notFound = (detail: string) => new AppError('not_found', detail);
export const unprocessable = (detail: string, missing?: string[]) =>
  new AppError('unprocessable', detail, missing ? { extra: { missing_fields: missing } } : {});

/** RFC 9457 problem details body. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  [member: string]: unknown;
}

/**
 * The problem body for any thrown value. Unknown errors become a 500 that carries the request id
 * and never the message or stack of the original error (it may hold internals).
 */
export function toProblem(error: unknown, instance: string, requestId: string): ProblemDetails {
  if (error instanceof AppError) {
    return {
      type: error.code,
      title: error.title,
      status: error.status,
      detail: error.message,
      instance,
      ...error.extra,
    };
  }
  return {
    type: 'internal',
    title: TITLES.internal,
    status: 500,
    detail: `An unexpected error occurred. Quote request id ${requestId} when reporting it.`,
    instance,
    request_id: requestId,
  };
}
