import type { z } from 'zod';
import { fieldKind, type ScalarKind } from '../../tooling/schema-shape.js';

/** Coerces a request's string values to a tool's input types (see stringInputCoercer). */
export type StringInputCoercer = (values: Record<string, unknown>) => Record<string, unknown>;

/**
 * Turns query-string and path values (always strings) into the types a tool's input declares, so
 * the zod schema can judge them. Values that do not look like the declared type are passed on
 * unchanged and the schema reports them as a 400. Unknown parameters are dropped (DECISIONS §4).
 * The field kinds are read from the schema once, here, not on every request.
 */
export function stringInputCoercer(shape: Record<string, z.ZodType>): StringInputCoercer {
  const kinds = new Map(Object.entries(shape).map(([name, schema]) => [name, fieldKind(schema)]));
  return (values) => {
    const input: Record<string, unknown> = {};
    for (const name in values) {
      const kind = kinds.get(name);
      const raw = values[name];
      if (kind === undefined || raw === undefined) continue;
      if (typeof kind === 'object') {
        const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
          typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter((part) => part !== '') : [value],
        );
        input[name] = parts.map((part) => coerceScalar(kind.array, part));
      } else if (Array.isArray(raw)) {
        input[name] = raw; // a repeated scalar parameter: let the schema refuse it
      } else {
        input[name] = coerceScalar(kind, raw);
      }
    }
    return input;
  };
}

/** One-off form of stringInputCoercer. */
export function coerceStringInput(shape: Record<string, z.ZodType>, values: Record<string, unknown>): Record<string, unknown> {
  return stringInputCoercer(shape)(values);
}

function coerceScalar(kind: ScalarKind | 'object' | 'other', value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (kind === 'number') {
    const trimmed = value.trim();
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
  }
  if (kind === 'boolean') {
    const lowered = value.trim().toLowerCase();
    if (lowered === 'true' || lowered === '1') return true;
    if (lowered === 'false' || lowered === '0') return false;
    return value;
  }
  return value;
}
