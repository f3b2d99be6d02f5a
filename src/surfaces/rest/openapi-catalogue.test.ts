import { describe, expect, it } from 'vitest';
import { allTools } from '../../../tools/index.js';
import { ToolRegistry } from '../../tooling/registry.js';
import { buildOpenApi } from './openapi.js';
import { structuralProblems } from './openapi-check.js';

describe('the OpenAPI document of the real tool catalogue', () => {
  it('buildOpenApi(every tool) -> no structural problems, one operation per REST-bound tool', () => {
    const registry = new ToolRegistry(allTools);
    const document = buildOpenApi(registry, { baseUrl: 'http://127.0.0.1:8080', version: '0.0.0' });
    expect(structuralProblems(document)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(registry.tools.filter((tool) => tool.rest).length);
  });
});
