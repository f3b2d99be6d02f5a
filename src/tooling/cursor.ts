import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.js';

/**
 * Opaque, tamper-evident pagination cursors (DECISIONS §6). A cursor carries the keyset position
 * of the last row served, bound to the query it came from, and signed with the service's cursor
 * secret: an edited cursor, or one replayed against different filters, is a 400.
 *
 * Shape: base64url(JSON payload) "." base64url(HMAC-SHA256(scope + payload)).
 */
export class CursorCodec {
  constructor(private readonly secret: Uint8Array) {
    if (secret.length < 16) throw new Error('cursor secret must be at least 16 bytes');
  }

  /** `scope` names the query: the tool and its filters, everything but the cursor and limit. */
  encode(scope: string, position: unknown): string {
    const payload = Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
    return `${payload}.${this.sign(scope, payload)}`;
  }

  decode<Position = unknown>(scope: string, token: string): Position {
    const [payload, signature, extra] = token.split('.');
    const expected = payload ? this.sign(scope, payload) : '';
    if (
      !payload ||
      !signature ||
      extra !== undefined ||
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    ) {
      throw invalidCursor();
    }
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Position;
    } catch {
      throw invalidCursor();
    }
  }

  private sign(scope: string, payload: string): string {
    return createHmac('sha256', this.secret).update(scope).update('\0').update(payload).digest('base64url');
  }
}

function invalidCursor(): AppError {
  return new AppError('bad_request', 'Invalid cursor: pass back the next_cursor of the previous page unchanged, with the same filters.', {
    extra: { errors: [{ field: 'cursor', message: 'invalid or tampered cursor, or one from a different query' }] },
  });
}

/** A stable scope for a query: the tool name and its filters, in key order. */
export function cursorScope(tool: string, filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([name, value]) => name !== 'cursor' && name !== 'limit' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${tool}?${JSON.stringify(entries)}`;
}
