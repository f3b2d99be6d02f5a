import { ERROR_STATUS } from '../../errors.js';
import type { ToolGroup } from '../../tooling/define-tool.js';
import { FAIR_USE_DAILY_CEILING, PLANS, TIERS } from '../../tooling/tiers.js';
import type { SchemaObject } from './openapi-schemas.js';

/** The parts of the OpenAPI document every operation shares: errors, headers, the key scheme. */

export const API_KEY_SCHEME = 'ApiKey';

export const PROBLEM_SCHEMAS: Record<string, SchemaObject> = {
  FieldError: {
    type: 'object',
    properties: {
      field: { type: 'string', description: 'The input field, dotted for nested fields; "(body)" for the body as a whole.' },
      message: { type: 'string' },
    },
    required: ['field', 'message'],
  },
  ProblemDetails: {
    type: 'object',
    description: 'RFC 9457 problem details. Some problems add members (errors, upgrade_url, reset_time, required_tier, missing_fields, request_id).',
    properties: {
      type: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'The kind of problem.' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string', description: 'What went wrong in this request, for a person.' },
      instance: { type: 'string', description: 'The request path.' },
      errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' }, description: '400: each invalid field.' },
      upgrade_url: { type: 'string', description: '429: where to raise the allowance.' },
      reset_time: { type: 'string', format: 'date-time', description: '429: when the allowance resets (UTC).' },
      required_tier: { type: 'string', enum: [...TIERS], description: '403: the tier the endpoint needs.' },
      current_tier: { type: 'string', enum: [...TIERS], description: "403: the key's tier." },
      missing_fields: { type: 'array', items: { type: 'string' }, description: '422: the data the school lacks.' },
      request_id: { type: 'string', description: '500: quote it when reporting the problem.' },
    },
    required: ['type', 'title', 'status', 'detail', 'instance'],
    additionalProperties: true,
  },
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });
const stringHeader = (description: string) => ({ description, schema: { type: 'string' } });

export const HEADERS: Record<string, SchemaObject> = {
  'X-RateLimit-Limit': integerHeader(`Requests allowed in the current UTC day (Business: the fair-use ceiling of ${FAIR_USE_DAILY_CEILING}).`),
  'X-RateLimit-Remaining': integerHeader('Requests left today.'),
  'X-RateLimit-Reset': integerHeader('Unix time (seconds) of the next 00:00 UTC, when the allowance resets.'),
  'X-RateLimit-Used': integerHeader('Requests counted today.'),
  'RateLimit-Policy': stringHeader('IETF draft policy, e.g. `"daily";q=25;w=86400`.'),
  RateLimit: stringHeader('IETF draft state, e.g. `"daily";r=24;t=32400` (remaining, seconds to reset).'),
  'Retry-After': integerHeader('Seconds to wait before retrying.'),
  'X-Dataset': stringHeader('The dataset that answered: `sandbox` (generated) or `live` (imported public data).'),
  'X-Request-Id': stringHeader('Identifies this request in the service logs.'),
};

const headerRefs = (names: string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
export const RATE_HEADER_NAMES = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Used', 'RateLimit-Policy', 'RateLimit'];
export const COMMON_HEADER_NAMES = ['X-Request-Id', 'X-Dataset'];
export const responseHeaders = (metered: boolean) => headerRefs([...COMMON_HEADER_NAMES, ...(metered ? RATE_HEADER_NAMES : [])]);

/** Shared error responses, by status; the name is the component and the text its description. */
export const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Invalid input: `errors` lists each invalid field. Counted against the allowance.' },
  401: { name: 'Unauthorized', description: 'Missing, invalid or revoked API key. Not counted.' },
  403: { name: 'Forbidden', description: "The key's tier is below the endpoint's; `required_tier` names the one needed. Not counted." },
  404: { name: 'NotFound', description: 'Unknown school, district, state, vendor, key or path.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is larger than the endpoint accepts (1 MB unless stated).' },
  415: { name: 'UnsupportedMediaType', description: 'The request body is not application/json.' },
  422: { name: 'Unprocessable', description: 'The record exists but lacks the data this endpoint needs; `missing_fields` names it.' },
  429: { name: 'TooManyRequests', description: 'The daily allowance (or AI quota, or marketplace minute limit) is used up, or the key is briefly blocked. Not counted.' },
  500: { name: 'InternalError', description: 'An unexpected error; the body carries a `request_id` and never internals.' },
};

export function errorResponseComponents(): Record<string, SchemaObject> {
  const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } };
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
      name,
      {
        description,
        headers: Number(status) === 429 ? headerRefs([...COMMON_HEADER_NAMES, ...RATE_HEADER_NAMES, 'Retry-After']) : headerRefs(COMMON_HEADER_NAMES),
        content: problemContent,
      },
    ]),
  );
}

export const GROUP_DESCRIPTIONS: Record<ToolGroup, string> = {
  schools: 'School profiles, search and scores: peers, health, needs, equity, bright spots, opportunity.',
  funding: 'Federal funding eligibility, grant programs, purchase qualification and compliance.',
  erate: 'E-Rate eligibility, discounts, Category Two budgets, filing and vendors.',
  analytics: 'District finance, spending comparison, market and state summaries.',
  sales: 'Sales intelligence: leads, ideal-customer search, look-alikes, board meetings, contacts, exports.',
  geography: 'States and districts.',
  ai: 'Natural-language query, grant writing, reports, the agent and document extraction.',
  integrations: 'Bulk import, webhooks and automation.',
  marketplace: 'Tiers, usage, keys and upgrades. Limited to 60 requests a minute per key instead of the daily allowance.',
  system: 'Service health.',
};

/** The tier ladder as a Markdown table, for the document's introduction. */
export function tierTable(): string {
  const rows = TIERS.map((tier) => {
    const plan = PLANS[tier];
    const daily = plan.daily_limit === null ? `unlimited (fair use ${FAIR_USE_DAILY_CEILING.toLocaleString('en-US')})` : String(plan.daily_limit);
    return `| ${plan.display_name} (\`${tier}\`) | $${plan.price_usd_month} | ${daily} | ${plan.ai_daily_limit || '-'} |`;
  });
  return ['| Tier | Price a month | Requests a day | AI requests a day |', '|---|---|---|---|', ...rows].join('\n');
}
