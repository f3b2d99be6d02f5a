import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** A JSON value of an OpenAPI schema object; loose on purpose (zod writes it, tests check it). */
export type SchemaObject = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';

/**
 * Turns zod schemas into OpenAPI 3.0 schema objects (zod's `openapi-3.0` target: `nullable`,
 * no `const`, no type arrays). Shared and recursive parts, which zod writes as local
 * `definitions`, are moved into `components.schemas` and their `$ref`s rewritten, because a
 * reference inside an operation can only point into the document's components.
 */
export class SchemaCollector {
  readonly components: Record<string, SchemaObject> = {};

  /** `owner` names the tool, to give anonymous shared parts a readable, unique component name. */
  convert(schema: z.ZodType, io: 'input' | 'output', owner: string): SchemaObject {
    // Dates, transforms and other values with no JSON Schema become `{}`: the doc stays whole
    // and the tool's zod schema still judges every request.
    const converted = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as SchemaObject;
    const { definitions, $defs, $schema: _ignored, ...root } = converted;
    const local = { ...(definitions as Record<string, SchemaObject> | undefined), ...($defs as Record<string, SchemaObject> | undefined) };
    const keys = Object.keys(local);
    const names = new Map(keys.map((name) => [name, componentName(name, io, owner)]));
    const rewrite = (value: unknown) => rewriteRefs(value, names);
    // A shared schema whose input and output forms differ (defaults make fields optional on the
    // way in) gets a name qualified by tool and direction. Renaming one can change the parts that
    // point at it, so repeat until nothing conflicts; qualified names never do.
    for (;;) {
      const conflicting = keys.filter((name) => {
        const existing = this.components[names.get(name)!];
        return existing !== undefined && !isDeepStrictEqual(existing, rewrite(local[name]));
      });
      if (conflicting.length === 0) break;
      for (const name of conflicting) {
        const qualified = qualifiedName(name, io, owner);
        if (names.get(name) === qualified) throw new Error(`${owner}: schema "${name}" is converted twice with different content`);
        names.set(name, qualified);
      }
    }
    for (const name of keys) this.components[names.get(name)!] = rewrite(local[name]) as SchemaObject;
    return rewrite(root) as SchemaObject;
  }
}

/** A local definition's component name: its own id, or for an anonymous one, one made from its owner. */
function componentName(name: string, io: string, owner: string): string {
  return name.startsWith('__') ? qualifiedName(name, io, owner) : sanitise(name);
}

/** `Shared_SearchSchoolsInput` for a named part, `SearchSchoolsOutputPart0` for an anonymous one. */
function qualifiedName(name: string, io: string, owner: string): string {
  const scope = `${pascalCase(owner)}${pascalCase(io)}`;
  return sanitise(name.startsWith('__') ? `${scope}${name.replace(/^_+schema/, 'Part')}` : `${name}_${scope}`);
}

function rewriteRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string') {
      const local = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(inner)?.[1];
      result[key] = local !== undefined && names.has(local) ? COMPONENT_PREFIX + names.get(local)! : inner;
    } else {
      result[key] = rewriteRefs(inner, names);
    }
  }
  return result;
}

function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** Component names must match ^[a-zA-Z0-9.\-_]+$ (OpenAPI 3.0). */
function sanitise(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}
