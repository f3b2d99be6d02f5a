import type { z } from 'zod';
import type { AnyTool, RestBinding } from '../../tooling/define-tool.js';
import { pathParameters, type ToolRegistry, usesQueryString } from '../../tooling/registry.js';
import { fieldKind } from '../../tooling/schema-shape.js';
import { PLANS } from '../../tooling/tiers.js';
import {
  API_KEY_SCHEME,
  ERROR_RESPONSES,
  errorResponseComponents,
  GROUP_DESCRIPTIONS,
  HEADERS,
  PROBLEM_SCHEMAS,
  responseHeaders,
  tierTable,
} from './openapi-components.js';
import { SchemaCollector, type SchemaObject } from './openapi-schemas.js';

/** The OpenAPI version written: 3.0.3, as SERVICE-SPEC.md promises "an OpenAPI 3.0 description". */
export const OPENAPI_VERSION = '3.0.3';

export interface OpenApiOptions {
  baseUrl: string;
  version: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, SchemaObject>>;
  components: Record<string, Record<string, SchemaObject>>;
}

/**
 * The OpenAPI document of every tool with a REST binding, generated from the same zod schemas
 * that judge requests, so the description cannot drift from the service.
 */
export function buildOpenApi(registry: ToolRegistry, options: OpenApiOptions): OpenApiDocument {
  const schemas = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  const groups = new Set<AnyTool['group']>();
  for (const tool of registry.tools) {
    if (!tool.rest) continue;
    groups.add(tool.group);
    (paths[tool.rest.path] ??= {})[tool.rest.method.toLowerCase()] = operationFor(tool, tool.rest, schemas);
  }
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'k12-intel', version: options.version, description: introduction() },
    servers: [{ url: options.baseUrl }],
    tags: [...groups].map((name) => ({ name, description: GROUP_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas: { ...PROBLEM_SCHEMAS, ...schemas.components },
      responses: errorResponseComponents(),
      headers: HEADERS,
      securitySchemes: { [API_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    },
  };
}

function operationFor(tool: AnyTool, rest: RestBinding, schemas: SchemaCollector): SchemaObject {
  const keyed = tool.access !== 'PUBLIC';
  const metered = keyed && (tool.metering ?? 'daily') !== 'none';
  const input = schemas.convert(tool.input, 'input', tool.name);
  const inPath = new Set(pathParameters(rest.path));
  const operation: SchemaObject = {
    operationId: tool.name,
    summary: tool.title,
    description: `${tool.description}\n\n${accessNote(tool)}`,
    tags: [tool.group],
    'x-required-tier': tool.access,
    'x-metering': keyed ? (tool.metering ?? 'daily') : 'none',
    security: keyed ? [{ [API_KEY_SCHEME]: [] }] : [],
  };
  const parameters = parametersFor(tool, input, inPath, usesQueryString(rest.method));
  if (parameters.length > 0) operation.parameters = parameters;
  if (!usesQueryString(rest.method)) operation.requestBody = requestBodyFor(input, inPath);
  if (rest.upload) operation.requestBody = withUpload(operation.requestBody as SchemaObject, rest.upload);
  operation.responses = {
    ...successResponse(tool, rest, schemas, metered),
    ...errorResponses(rest, keyed, metered),
  };
  return operation;
}

function accessNote(tool: AnyTool): string {
  if (tool.access === 'PUBLIC') return '**Access:** public, no API key needed.';
  const tier = `**Minimum tier:** ${PLANS[tool.access].display_name} (\`${tool.access}\`).`;
  const metering = {
    daily: 'Counts against the daily allowance.',
    ai: "Counts against the AI quota (shared by the AI tools) instead of the daily allowance.",
    marketplace: 'Limited to 60 requests a minute per key instead of the daily allowance.',
    none: 'Not counted.',
  }[tool.metering ?? 'daily'];
  return `${tier} ${metering}`;
}

/** Path parameters, and for GET/DELETE the query parameters, one per input field. */
function parametersFor(tool: AnyTool, input: SchemaObject, inPath: Set<string>, withQuery: boolean): SchemaObject[] {
  const properties = (input.properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set((input.required ?? []) as string[]);
  const shape = tool.input.shape as Record<string, z.ZodType>;
  const parameters: SchemaObject[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const location = inPath.has(name) ? 'path' : 'query';
    if (location === 'query' && !withQuery) continue;
    const { description, ...schema } = property;
    const parameter: SchemaObject = { name, in: location, required: location === 'path' || required.has(name), schema };
    if (typeof description === 'string') parameter.description = description;
    // Lists travel comma-separated (`levels=Elementary,High`); repeating the parameter works too.
    if (shape[name] && typeof fieldKind(shape[name]) === 'object') Object.assign(parameter, { style: 'form', explode: false });
    parameters.push(parameter);
  }
  return parameters;
}

function requestBodyFor(input: SchemaObject, inPath: Set<string>): SchemaObject {
  const properties = Object.fromEntries(
    Object.entries((input.properties ?? {}) as Record<string, unknown>).filter(([name]) => !inPath.has(name)),
  );
  const required = ((input.required ?? []) as string[]).filter((name) => !inPath.has(name));
  const schema: SchemaObject = { ...input, properties };
  if (required.length > 0) schema.required = required;
  else delete schema.required;
  return { required: required.length > 0, content: { 'application/json': { schema } } };
}

/** An upload endpoint takes the file as multipart/form-data too (the JSON body carries it as base64). */
function withUpload(body: SchemaObject, upload: NonNullable<RestBinding['upload']>): SchemaObject {
  const multipart = {
    schema: {
      type: 'object',
      required: [upload.field],
      properties: { [upload.field]: { type: 'string', format: 'binary', description: `The document, at most ${Math.round(upload.maxBytes / (1024 * 1024))} MB.` } },
    },
  };
  return { ...body, required: true, content: { 'multipart/form-data': multipart, ...(body.content as Record<string, unknown>) } };
}

function successResponse(tool: AnyTool, rest: RestBinding, schemas: SchemaCollector, metered: boolean): SchemaObject {
  const status = rest.status ?? 200;
  const headers = responseHeaders(metered);
  if (status === 204) return { '204': { description: 'Done; no body.', headers } };
  const content: Record<string, SchemaObject> = {
    'application/json': { schema: schemas.convert(tool.output, 'output', tool.name) },
  };
  for (const type of tool.returnsFile?.contentTypes ?? []) {
    content[type] = { schema: { type: 'string', format: 'binary' } };
  }
  const description = tool.returnsFile
    ? `${tool.title}: a file (${tool.returnsFile.contentTypes.join(', ')}, sent as an attachment) or JSON, as the request asks.`
    : status === 201 ? 'Created.' : 'Success.';
  return { [String(status)]: { description, headers, content } };
}

function errorResponses(rest: RestBinding, keyed: boolean, metered: boolean): Record<string, SchemaObject> {
  const statuses = [400, 404, 422, 500];
  if (keyed) statuses.push(401, 403);
  if (metered) statuses.push(429);
  if (!usesQueryString(rest.method)) statuses.push(413, 415);
  return Object.fromEntries(
    statuses.sort((a, b) => a - b).map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` }]),
  );
}

function introduction(): string {
  return [
    'US K-12 education data and funding intelligence: schools and districts, federal funding, E-Rate,',
    'district finance, sales intelligence and AI tools. Every endpoint is also an MCP tool (`/mcp`, or',
    '`k12-intel mcp` over stdio) with the same name as its operationId.',
    '',
    'Send your key in the `X-API-Key` header. `k12_test_` keys read the generated sandbox dataset;',
    '`k12_live_` keys read the imported public data once it is loaded (`X-Dataset` says which answered).',
    'Allowances count per key per UTC day and reset at 00:00 UTC; every keyed response carries the',
    '`X-RateLimit-*` and `RateLimit` headers. Errors are RFC 9457 problem details.',
    '',
    tierTable(),
  ].join('\n');
}
