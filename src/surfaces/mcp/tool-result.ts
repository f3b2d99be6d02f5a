import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ProblemDetails } from '../../errors.js';
import { type AnyTool, FileResult } from '../../tooling/define-tool.js';
import type { RateState } from '../../services/limits/limiter.js';
import { wrapsOutput } from './tool-listing.js';

/** Where a tool's returned files are named; the URI only identifies the file within the result. */
export const FILE_URI_PREFIX = 'k12-intel://files/';

/** The `_meta` key carrying the caller's daily allowance after the call (what REST puts in headers). */
export const RATE_META_KEY = 'k12-intel/rate_limit';

/**
 * A successful tool result: the same JSON REST would send, as structured content and as text (for
 * clients that read only text). Files become an embedded resource with a one-line note.
 */
export function successResult(tool: AnyTool, result: unknown, rate: RateState | undefined): CallToolResult {
  const meta = rate ? { _meta: { [RATE_META_KEY]: rateMeta(rate) } } : {};
  if (result instanceof FileResult) return { ...fileContent(result), ...meta };
  // Through JSON once, exactly as REST serialises it (dates become strings, undefined disappears).
  const json: unknown = JSON.parse(JSON.stringify(result) ?? 'null');
  return {
    content: [{ type: 'text', text: JSON.stringify(json) }],
    structuredContent: (wrapsOutput(tool) ? { result: json } : json) as Record<string, unknown>,
    ...meta,
  };
}

/** A failure, carrying the problem details REST would send as the body. */
export function problemResult(problem: ProblemDetails): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(problem) }] };
}

function fileContent(file: FileResult): CallToolResult {
  const uri = FILE_URI_PREFIX + encodeURIComponent(file.filename);
  const bytes = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  // Text files (CSV) travel as text so a model can read them; anything else as base64.
  const resource = file.contentType.startsWith('text/')
    ? { uri, mimeType: file.contentType, text: bytes.toString('utf8') }
    : { uri, mimeType: file.contentType, blob: bytes.toString('base64') };
  const note = `File ${file.filename} (${file.contentType}, ${bytes.byteLength} bytes) is attached as ${uri}.`;
  const gist = file.summary ?? (file.contentType.startsWith('text/csv') ? csvSummary(bytes.toString('utf8')) : undefined);
  return {
    content: [
      { type: 'text', text: gist ? `${gist}\n\n${note}` : note },
      { type: 'resource', resource },
    ],
  };
}

/** The gist of a CSV for a client that cannot open it: its size and columns. */
export function csvSummary(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = lines[0] ?? '';
  const rows = Math.max(0, lines.length - 1);
  return `CSV with ${rows} data row${rows === 1 ? '' : 's'}; columns: ${header.split(',').join(', ')}.`;
}

function rateMeta(rate: RateState) {
  return { limit: rate.limit, used: rate.used, remaining: rate.remaining, reset: rate.reset.toISOString() };
}
