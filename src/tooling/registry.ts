import type { AnyTool, HttpMethod, ToolGroup } from './define-tool.js';
import { isFlatField } from './schema-shape.js';

/**
 * The catalogue of tools, checked once at start-up so a mistake in a definition stops the service
 * instead of surfacing as a confusing request-time error.
 */
export class ToolRegistry {
  readonly tools: readonly AnyTool[];
  private readonly byName: Map<string, AnyTool>;

  constructor(tools: readonly AnyTool[]) {
    const problems = findDefinitionProblems(tools);
    if (problems.length > 0) throw new Error(`Invalid tool definitions:\n  ${problems.join('\n  ')}`);
    this.tools = tools;
    this.byName = new Map(tools.map((tool) => [tool.name, tool]));
  }

  get(name: string): AnyTool | undefined {
    return this.byName.get(name);
  }

  inGroups(groups: readonly ToolGroup[] | undefined): AnyTool[] {
    if (!groups || groups.length === 0) return [...this.tools];
    return this.tools.filter((tool) => groups.includes(tool.group));
  }
}

const NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g)].map((match) => match[1]!);
}

export function findDefinitionProblems(tools: readonly AnyTool[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const routes = new Set<string>();
  for (const tool of tools) {
    if (!NAME_PATTERN.test(tool.name)) problems.push(`${tool.name}: name must be snake_case`);
    if (names.has(tool.name)) problems.push(`${tool.name}: duplicate tool name`);
    names.add(tool.name);
    if (!tool.description.trim()) problems.push(`${tool.name}: missing description`);

    const shape = tool.input.shape as Record<string, import('zod').ZodType>;
    for (const [field, schema] of Object.entries(shape)) {
      if (!schema.description) problems.push(`${tool.name}: input field "${field}" has no description`);
    }
    if (!tool.rest) continue;

    const route = `${tool.rest.method} ${normalisePath(tool.rest.path)}`;
    if (routes.has(route)) problems.push(`${tool.name}: duplicate route ${tool.rest.method} ${tool.rest.path}`);
    routes.add(route);
    for (const parameter of pathParameters(tool.rest.path)) {
      if (!(parameter in shape)) problems.push(`${tool.name}: path parameter {${parameter}} is not an input field`);
    }
    if (usesQueryString(tool.rest.method)) {
      for (const [field, schema] of Object.entries(shape)) {
        if (!isFlatField(schema)) problems.push(`${tool.name}: ${tool.rest.method} input field "${field}" is not flat`);
      }
    }
  }
  return problems;
}

/** GET and DELETE carry their input in the path and query string; POST in a JSON body. */
export function usesQueryString(method: HttpMethod): boolean {
  return method !== 'POST';
}

/** `/a/{x}/b` and `/a/{y}/b` are the same route. */
function normalisePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}
