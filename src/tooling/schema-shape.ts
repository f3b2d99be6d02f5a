import type { z } from 'zod';

/**
 * Small introspection of zod 4 schemas: what scalar a field finally is once its optional/default/
 * nullable/pipe wrappers are removed. The REST façade uses it to coerce query strings and the
 * registry to refuse GET inputs that are not flat.
 */
export type ScalarKind = 'string' | 'number' | 'boolean' | 'enum' | 'literal';
export type FieldKind = ScalarKind | { array: ScalarKind } | 'object' | 'other';

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);
const SCALARS = new Set<string>(['string', 'number', 'boolean', 'enum', 'literal']);

interface ZodDefinition {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
}

function definitionOf(schema: z.ZodType): ZodDefinition {
  return (schema as unknown as { _zod: { def: ZodDefinition } })._zod.def;
}

/** The schema inside optional/default/nullable/pipe wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const definition = definitionOf(current);
    if (WRAPPERS.has(definition.type) && definition.innerType) current = definition.innerType;
    else if (definition.type === 'pipe' && definition.in) current = definition.in;
    else return current;
  }
}

export function fieldKind(schema: z.ZodType): FieldKind {
  const base = definitionOf(unwrap(schema));
  if (SCALARS.has(base.type)) return base.type as ScalarKind;
  if (base.type === 'array' && base.element) {
    const element = definitionOf(unwrap(base.element)).type;
    return SCALARS.has(element) ? { array: element as ScalarKind } : 'other';
  }
  if (base.type === 'object') return 'object';
  return 'other';
}

/** True for scalars and arrays of scalars: what a query string or path can carry. */
export function isFlatField(schema: z.ZodType): boolean {
  const kind = fieldKind(schema);
  return typeof kind === 'object' || (kind !== 'object' && kind !== 'other');
}
