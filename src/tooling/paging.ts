import { z } from 'zod';
import type { ToolContext } from '../context.js';
import { cursorScope } from './cursor.js';

/** The `cursor` input of every list tool. */
export const CursorInput = z
  .string()
  .max(2000)
  .optional()
  .describe('next_cursor of the previous page.');

/** `next_cursor` in every list output: null on the last page. */
export const NextCursor = z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.');

export interface KeysetPage<Row, Position> {
  rows: Row[];
  next?: Position;
}

/**
 * Runs one keyset page of a list query and wraps its position in a signed cursor bound to the
 * tool and its filters.
 */
export function paginate<Row, Position>(
  context: ToolContext,
  tool: string,
  input: Record<string, unknown> & { cursor?: string | undefined },
  fetchPage: (after: Position | undefined) => KeysetPage<Row, Position>,
): { rows: Row[]; next_cursor: string | null } {
  const scope = cursorScope(tool, input);
  const after = input.cursor ? context.cursors.decode<Position>(scope, input.cursor) : undefined;
  const page = fetchPage(after);
  return { rows: page.rows, next_cursor: page.next === undefined ? null : context.cursors.encode(scope, page.next) };
}
