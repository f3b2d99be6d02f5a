import { GRAPH_SCHEMA, type GraphSchema } from './schema.js';

/**
 * The JSON shapes both stores return for graph values, so a query answers the same on kuzu and
 * Neo4j: a node is `{_label, ...every schema property}` (null where unset: Neo4j does not store
 * nulls, kuzu does), a relationship is `{_type, ...properties}`, a path is `{_nodes, _relationships}`.
 * Engine ids are left out: they differ between engines and mean nothing to a reader.
 */
export function plainNode(
  label: string,
  properties: Record<string, unknown>,
  schema: GraphSchema = GRAPH_SCHEMA,
): Record<string, unknown> {
  const known = schema.nodes.find((node) => node.label === label);
  const names = known ? known.properties.map((property) => property.name) : Object.keys(properties);
  return withProperties({ _label: label }, names, properties);
}

export function plainRelationship(
  type: string,
  properties: Record<string, unknown>,
  schema: GraphSchema = GRAPH_SCHEMA,
): Record<string, unknown> {
  const known = schema.relationships.find((relationship) => relationship.type === type);
  const names = known ? known.properties.map((property) => property.name) : Object.keys(properties);
  return withProperties({ _type: type }, names, properties);
}

function withProperties(
  head: Record<string, unknown>,
  names: readonly string[],
  properties: Record<string, unknown>,
): Record<string, unknown> {
  const plain = { ...head };
  for (const name of names) plain[name] = properties[name] ?? null;
  return plain;
}

/** BigInt (kuzu INT128 sums, for instance) as a number when exact, else as its decimal string. */
export function bigIntToJson(value: bigint): number | string {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

/** JSON has no NaN or Infinity. */
export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
