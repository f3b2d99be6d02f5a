import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allTools } from '../../tools/index.js';
import { defineTool, type AnyTool } from './define-tool.js';
import { findDefinitionProblems, ToolRegistry } from './registry.js';

const tool = (overrides: Partial<AnyTool>): AnyTool =>
  defineTool({
    name: 'sample_tool',
    title: 'Sample',
    description: 'A sample tool.',
    group: 'system',
    access: 'EXPLORER',
    effect: 'read',
    rest: { method: 'GET', path: '/samples/{id}' },
    input: z.object({ id: z.string().describe('The id.') }),
    output: z.object({}),
    handler: () => ({}),
    ...overrides,
  });

describe('ToolRegistry', () => {
  it('accepts the real catalogue', () => {
    expect(() => new ToolRegistry(allTools)).not.toThrow();
  });

  it('refuses duplicate names and duplicate routes (same shape, other parameter names)', () => {
    const problems = findDefinitionProblems([
      tool({}),
      tool({ rest: { method: 'GET', path: '/samples/{other}' }, input: z.object({ other: z.string().describe('x') }) }),
    ]);
    expect(problems).toEqual([
      'sample_tool: duplicate tool name',
      'sample_tool: duplicate route GET /samples/{other}',
    ]);
  });

  it('refuses a path parameter missing from the input', () => {
    expect(findDefinitionProblems([tool({ rest: { method: 'GET', path: '/samples/{id}/{part}' } })])).toEqual([
      'sample_tool: path parameter {part} is not an input field',
    ]);
  });

  it('refuses GET inputs that are not flat, but allows them in a POST body', () => {
    const nested = z.object({ id: z.string().describe('x'), filter: z.object({ a: z.string() }).describe('nested') });
    expect(findDefinitionProblems([tool({ input: nested })])).toEqual([
      'sample_tool: GET input field "filter" is not flat',
    ]);
    expect(findDefinitionProblems([tool({ input: nested, rest: { method: 'POST', path: '/samples/{id}' } })])).toEqual([]);
  });

  it('refuses undescribed input fields and names that are not snake_case', () => {
    expect(findDefinitionProblems([tool({ name: 'Bad-Name', input: z.object({ id: z.string() }) })])).toEqual([
      'Bad-Name: name must be snake_case',
      'Bad-Name: input field "id" has no description',
    ]);
  });

  it('throws at construction listing every problem', () => {
    expect(() => new ToolRegistry([tool({}), tool({})])).toThrow(/duplicate tool name/);
  });
});
