import type { z } from 'zod';
import type { ToolContext } from '../context.js';
import type { Tier } from './tiers.js';

/** Groups double as MCP toolsets (`--toolsets schools,erate`). */
export const TOOL_GROUPS = [
  'schools',
  'funding',
  'erate',
  'analytics',
  'sales',
  'geography',
  'ai',
  'integrations',
  'marketplace',
  'system',
] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];

/**
 * Which counter a call draws on (DECISIONS §3):
 * - daily: the key's daily allowance (the default);
 * - ai: the AI quota instead of the daily allowance (agent chat, grant writing);
 * - marketplace: the marketplace per-minute limit instead of the daily allowance;
 * - none: not counted (health).
 */
export type Metering = 'daily' | 'ai' | 'marketplace' | 'none';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RestBinding {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. `/schools/{nces_id}`. Every `{param}` must be a field of the input. */
  path: string;
  /** The HTTP status of a success; 200 unless stated. */
  status?: number;
  /**
   * Also accepts a multipart/form-data upload: the file in `field` (read as a stream, refused with
   * 413 past `maxBytes`) becomes the base64 input field `into`, its name the input field `filenameInto`.
   */
  upload?: { field: string; into: string; filenameInto?: string; maxBytes: number };
}

/** A binary or text file a tool returns (.docx, CSV). REST sends the bytes; MCP sends a resource. */
export class FileResult {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Uint8Array,
    /** A few lines saying what the file holds, for clients that cannot open it (sent beside it over MCP). */
    readonly summary?: string,
  ) {}
}

/**
 * A file produced piece by piece (a large CSV export): REST writes each chunk as it comes, waiting
 * for the client to drain, so the rows never sit in memory together. MCP has no streaming result,
 * so it collects the chunks into a FileResult (`collectFile`).
 */
export class FileStream {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly chunks: () => AsyncIterable<string>,
  ) {}
}

/** A FileStream read whole into a FileResult; anything else is returned unchanged. */
export async function collectFile(result: unknown): Promise<unknown> {
  if (!(result instanceof FileStream)) return result;
  const parts: Buffer[] = [];
  for await (const chunk of result.chunks()) parts.push(Buffer.from(chunk, 'utf8'));
  return new FileResult(result.filename, result.contentType, new Uint8Array(Buffer.concat(parts)));
}

/** A tool's minimum tier, or PUBLIC for the few that need no key. */
export type Access = Tier | 'PUBLIC';

export interface ToolDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodType = z.ZodType,
> {
  /** snake_case, unique: the MCP tool name and the OpenAPI operationId. */
  name: string;
  title: string;
  /** Written for a model and a person: what it answers, when to use it. */
  description: string;
  group: ToolGroup;
  input: Input;
  output: Output;
  access: Access;
  effect: 'read' | 'write';
  metering?: Metering;
  rest?: RestBinding;
  /** Set when the handler may return a FileResult (or FileStream) instead of output-shaped data. */
  returnsFile?: { contentTypes: string[] };
  /** Request bodies larger than this are refused with 413 (bytes; default 1 MB). */
  maxBodyBytes?: number;
  /** The tool reports progress through ToolContext.progress; REST streams it on Accept: text/event-stream. */
  streams?: boolean;
  handler: (context: ToolContext, input: z.output<Input>) => Promise<z.output<Output> | FileResult | FileStream> | z.output<Output> | FileResult | FileStream;
}

/** Identity helper: keeps each tool's input and output types tied to its handler. */
export function defineTool<Input extends z.ZodObject, Output extends z.ZodType>(
  definition: ToolDefinition<Input, Output>,
): ToolDefinition<Input, Output> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = ToolDefinition<any, any>;
