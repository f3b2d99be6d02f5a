import neo4j from 'neo4j-driver';
import { bigIntToJson, finiteOrNull, plainNode, plainRelationship } from './graph-values.js';

type Neo4jInteger = ReturnType<typeof neo4j.int>;

/**
 * A value read from Neo4j as JSON-safe data, in the same shapes the kuzu store returns: Integers
 * as numbers (as decimal strings beyond 2^53), nodes, relationships and paths as plain objects,
 * temporal values as ISO strings.
 */
export function neo4jValueToJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return bigIntToJson(value);
  if (typeof value === 'number') return finiteOrNull(value);
  if (typeof value !== 'object') return value;
  if (neo4j.isInt(value)) return integerToJson(value as Neo4jInteger);
  if (Array.isArray(value)) return value.map(neo4jValueToJson);
  if (neo4j.isNode(value)) {
    return plainNode(value.labels[0] ?? '', convertMembers(value.properties as Record<string, unknown>));
  }
  if (neo4j.isRelationship(value) || neo4j.isUnboundRelationship(value)) {
    return plainRelationship(value.type, convertMembers(value.properties as Record<string, unknown>));
  }
  if (neo4j.isPath(value)) {
    // Same shape as kuzu's recursive relationship value.
    return {
      _nodes: [value.start, ...value.segments.map((segment) => segment.end)].map(neo4jValueToJson),
      _relationships: value.segments.map((segment) => neo4jValueToJson(segment.relationship)),
    };
  }
  if (
    neo4j.isDate(value) ||
    neo4j.isDateTime(value) ||
    neo4j.isLocalDateTime(value) ||
    neo4j.isLocalTime(value) ||
    neo4j.isTime(value) ||
    neo4j.isDuration(value)
  ) {
    return value.toString();
  }
  if (neo4j.isPoint(value)) {
    return { srid: integerToJson(value.srid as unknown as Neo4jInteger), x: value.x, y: value.y, z: value.z ?? null };
  }
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return convertMembers(value as Record<string, unknown>);
}

function integerToJson(value: Neo4jInteger | number): number | string {
  if (typeof value === 'number') return value;
  return value.inSafeRange() ? value.toNumber() : value.toString();
}

function convertMembers(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, member]) => [key, neo4jValueToJson(member)]));
}

/**
 * Parameters for Neo4j: the driver sends every JS number as a float, and Neo4j refuses a float
 * where it needs an integer (`LIMIT $n`), so whole numbers go as Integers.
 */
export function neo4jParameters(value: unknown): unknown {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? neo4j.int(value) : value;
  if (typeof value === 'bigint') return neo4j.int(value.toString());
  if (Array.isArray(value)) return value.map(neo4jParameters);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, neo4jParameters(member)]));
  }
  return value;
}
