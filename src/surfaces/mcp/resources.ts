import fs from 'node:fs';
import path from 'node:path';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
} from '@modelcontextprotocol/sdk/types.js';
import type { Caller } from '../../context.js';
import { AppError, toProblem } from '../../errors.js';
import { projectRoot } from '../../package-info.js';
import { contextFor, meterFor, type Runtime } from '../../runtime.js';
import type { RateState } from '../../services/limits/limiter.js';
import type { ToolRegistry } from '../../tooling/registry.js';
import { runTool } from '../../tooling/run-tool.js';
import { RATE_META_KEY } from './tool-result.js';

/** The code MCP gives to "no such resource". */
export const RESOURCE_NOT_FOUND = -32002;

/** Documents an assistant reads to explain what the tools return; files of the project's docs/. */
export const DOCUMENT_RESOURCES = [
  { uri: 'k12-intel://docs/scoring', file: 'SCORING.md', name: 'scoring', title: 'How the scores are computed', description: 'Formulas of the health, opportunity, lead, bright-spot and funding scores, with their tiers and the data each reads.' },
  { uri: 'k12-intel://docs/rules', file: 'RULES.md', name: 'rules', title: 'Funding and compliance rules', description: 'The federal program rules behind purchase qualification and compliance checks, with their citations.' },
  { uri: 'k12-intel://docs/graph-schema', file: 'GRAPH-SCHEMA.md', name: 'graph-schema', title: 'Graph schema', description: 'Node and relationship types of the data graph the natural-language query writes Cypher against.' },
] as const;

export const TIERS_URI = 'k12-intel://tiers';
export const SCHOOL_TEMPLATE = 'k12-intel://schools/{nces_id}';
const SCHOOL_URI = /^k12-intel:\/\/schools\/([^/?#]*)$/;

export interface ResourceOptions {
  runtime: Runtime;
  registry: ToolRegistry;
  caller: Caller | undefined;
  onRate?: (rate: RateState) => void;
  docsDirectory?: string;
}

/**
 * resources/list, resources/templates/list and resources/read: the scoring, rules and graph-schema
 * documents, the tier table, and a template for a school's profile. Reading a profile is a call of
 * the school_profile tool through runTool, so it needs a key of its tier and counts against the
 * daily allowance exactly as `GET /schools/{nces_id}` does; documents and tiers are free.
 */
export function serveResources(server: Server, options: ResourceOptions): void {
  const { runtime, registry, caller, onRate } = options;
  const docsDirectory = options.docsDirectory ?? path.join(projectRoot(), 'docs');
  const profileTool = registry.get('school_profile');
  const tiersTool = registry.get('marketplace_tiers');

  const resources: Resource[] = DOCUMENT_RESOURCES.filter((document) => fs.existsSync(path.join(docsDirectory, document.file))).map(
    (document) => ({ uri: document.uri, name: document.name, title: document.title, description: document.description, mimeType: 'text/markdown' }),
  );
  if (tiersTool) {
    resources.push({ uri: TIERS_URI, name: 'tiers', title: 'API tiers', description: 'The tiers with daily allowances, AI quotas, prices and what each unlocks.', mimeType: 'application/json' });
  }
  const templates: ResourceTemplate[] = profileTool
    ? [{ uriTemplate: SCHOOL_TEMPLATE, name: 'school-profile', title: 'School profile', description: 'The profile of one school by its 12-digit NCES ID (counts as one request, like GET /schools/{nces_id}).', mimeType: 'application/json' }]
    : [];

  server.registerCapabilities({ resources: { listChanged: false, subscribe: false } });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: templates }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request): Promise<ReadResourceResult> => {
    const uri = request.params.uri;
    const document = DOCUMENT_RESOURCES.find((candidate) => candidate.uri === uri);
    if (document && resources.some((resource) => resource.uri === uri)) {
      return { contents: [{ uri, mimeType: 'text/markdown', text: fs.readFileSync(path.join(docsDirectory, document.file), 'utf8') }] };
    }
    if (uri === TIERS_URI && tiersTool) {
      const tiers = await runTool(tiersTool, contextFor(runtime, caller), {});
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(tiers) }] };
    }
    const school = SCHOOL_URI.exec(uri);
    if (school && profileTool) {
      const context = contextFor(runtime, caller);
      let rate: RateState | undefined;
      try {
        const profile = await runTool(profileTool, context, { nces_id: decodeURIComponent(school[1]!) }, {
          meter: meterFor(runtime),
          onRate: (state) => {
            rate = state;
            onRate?.(state);
          },
        });
        const meta = rate ? { _meta: { [RATE_META_KEY]: { limit: rate.limit, used: rate.used, remaining: rate.remaining, reset: rate.reset.toISOString() } } } : {};
        return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(profile) }], ...meta };
      } catch (error) {
        throw resourceError(error, uri, context.requestId, runtime);
      }
    }
    throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
  });
}

/** A failed read as a JSON-RPC error carrying the problem details REST would send. */
function resourceError(error: unknown, uri: string, requestId: string, runtime: Runtime): McpError {
  if (!(error instanceof AppError)) {
    runtime.log.error('unhandled error in MCP resource read', { request_id: requestId, uri, error: error instanceof Error ? error.message : String(error) });
  }
  const problem = toProblem(error, uri, requestId);
  const code = problem.status === 404 ? RESOURCE_NOT_FOUND : problem.status === 400 ? ErrorCode.InvalidParams : problem.status >= 500 ? ErrorCode.InternalError : ErrorCode.InvalidRequest;
  return new McpError(code, problem.detail ?? problem.title, problem);
}
