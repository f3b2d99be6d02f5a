import { pathParameters } from '../../tooling/registry.js';
import type { OpenApiDocument } from './openapi.js';

/**
 * Structural checks of a generated OpenAPI 3.0 document: the mistakes a generator can make that
 * a viewer would trip on. Returns one line per problem; empty means sound. Used by the tests, and
 * cheap enough to run at start-up.
 */
export function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const operationIds = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const templated = new Set(pathParameters(path));
    for (const [method, operation] of Object.entries(methods)) {
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId;
      if (typeof id !== 'string') problems.push(`${where}: no operationId`);
      else if (operationIds.has(id)) problems.push(`${where}: duplicate operationId ${id}`);
      else operationIds.add(id);

      const parameters = (operation.parameters ?? []) as { name: string; in: string; required?: boolean }[];
      const declared = new Set(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
      for (const name of templated) if (!declared.has(name)) problems.push(`${where}: path parameter {${name}} not declared`);
      for (const parameter of parameters) {
        if (parameter.in === 'path' && !templated.has(parameter.name)) problems.push(`${where}: path parameter ${parameter.name} not in the path`);
        if (parameter.in === 'path' && parameter.required !== true) problems.push(`${where}: path parameter ${parameter.name} must be required`);
      }
      const seen = new Set(parameters.map((parameter) => `${parameter.in}:${parameter.name}`));
      if (seen.size !== parameters.length) problems.push(`${where}: a parameter is declared twice`);
      if (!operation.responses || Object.keys(operation.responses).length === 0) problems.push(`${where}: no responses`);
    }
  }
  walk(document, '#', (value, pointer) => {
    const ref = value.$ref;
    if (typeof ref === 'string' && resolve(document, ref) === undefined) problems.push(`${pointer}: $ref ${ref} does not resolve`);
    // OpenAPI 3.0 schema objects have neither JSON Schema 2019+ keywords nor type arrays.
    for (const keyword of ['const', '$defs', '$schema', 'definitions']) {
      if (keyword in value && pointer.includes('/schema')) problems.push(`${pointer}: "${keyword}" is not OpenAPI 3.0`);
    }
    if (Array.isArray(value.type)) problems.push(`${pointer}: a type array is not OpenAPI 3.0`);
  });
  return problems;
}

function walk(value: unknown, pointer: string, visit: (value: Record<string, unknown>, pointer: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${pointer}/${index}`, visit));
  } else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>, pointer);
    for (const [key, inner] of Object.entries(value)) walk(inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}

function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
