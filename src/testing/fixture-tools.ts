import { z } from 'zod';
import { notFound } from '../errors.js';
import { defineTool } from '../tooling/define-tool.js';

/** Small tools the shell tests serve beside the real catalogue, one per rule they check. */
export const echoStarter = defineTool({
  name: 'test_echo_starter',
  title: 'Echo (Starter)',
  description: 'Echoes its input; needs Starter.',
  group: 'system',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/test/echo/{id}' },
  input: z.object({
    id: z.string().regex(/^\d{4}$/).describe('A four-digit id.'),
    limit: z.number().int().min(1).max(50).default(10).describe('A bounded number.'),
    flag: z.boolean().default(false).describe('A boolean.'),
    tags: z.array(z.string().max(10)).max(3).optional().describe('Comma-separated tags.'),
  }),
  output: z.object({ id: z.string(), limit: z.number(), flag: z.boolean(), tags: z.array(z.string()).optional() }),
  handler: (_context, input) => {
    if (input.id === '0000') throw notFound('No record 0000.');
    return input;
  },
});

export const postProfessional = defineTool({
  name: 'test_post_professional',
  title: 'Post (Professional)',
  description: 'Accepts a JSON body; needs Professional.',
  group: 'system',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'POST', path: '/test/post' },
  input: z.object({
    name: z.string().min(2).max(100).describe('A name.'),
    count: z.number().int().min(0).describe('A count.'),
  }),
  output: z.object({ greeting: z.string() }),
  handler: (_context, input) => ({ greeting: `hello ${input.name} x${input.count}` }),
});

export const aiProfessional = defineTool({
  name: 'test_ai_professional',
  title: 'AI (Professional)',
  description: 'Draws on the AI quota instead of the daily allowance.',
  group: 'ai',
  access: 'PROFESSIONAL',
  effect: 'read',
  metering: 'ai',
  rest: { method: 'POST', path: '/test/ai' },
  input: z.object({}),
  output: z.object({ ok: z.boolean() }),
  handler: () => ({ ok: true }),
});

export const explodes = defineTool({
  name: 'test_explodes',
  title: 'Explodes',
  description: 'Throws an unexpected error with a secret in its message.',
  group: 'system',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/test/explodes' },
  input: z.object({}),
  output: z.object({}),
  handler: () => {
    throw new Error('database password is hunter2');
  },
});

export const brokenOutput = defineTool({
  name: 'test_broken_output',
  title: 'Broken output',
  description: 'Returns data that does not match its output schema.',
  group: 'system',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'GET', path: '/test/broken-output' },
  input: z.object({}),
  output: z.object({ count: z.number() }),
  handler: () => ({ count: 'many' }) as unknown as { count: number },
});

export const fixtureTools = [echoStarter, postProfessional, aiProfessional, explodes, brokenOutput];
