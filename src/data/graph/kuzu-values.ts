import { bigIntToJson, finiteOrNull, plainNode, plainRelationship } from './graph-values.js';

const NODE_INTERNALS = new Set(['_label', '_id']);
const RELATIONSHIP_INTERNALS = new Set(['_label', '_id', '_src', '_dst']);

/**
 * A kuzu value as JSON-safe data. kuzu returns BigInt for INT128 (sum of INT64) and UINT64,
 * Date objects for DATE and TIMESTAMP, and nodes, relationships and recursive relationships as
 * objects with `_label`/`_id`/`_src`/`_dst`/`_nodes`/`_rels` members.
 */
export function kuzuValueToJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return bigIntToJson(value);
  if (typeof value === 'number') return finiteOrNull(value);
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(kuzuValueToJson);
  const record = value as Record<string, unknown>;
  if (Array.isArray(record._nodes) && Array.isArray(record._rels)) {
    return { _nodes: record._nodes.map(kuzuValueToJson), _relationships: record._rels.map(kuzuValueToJson) };
  }
  if ('_src' in record && '_dst' in record && '_label' in record) {
    return plainRelationship(String(record._label), convertMembers(record, RELATIONSHIP_INTERNALS));
  }
  if ('_id' in record && '_label' in record) {
    return plainNode(String(record._label), convertMembers(record, NODE_INTERNALS));
  }
  return convertMembers(record, new Set());
}

function convertMembers(record: Record<string, unknown>, skip: ReadonlySet<string>): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(record)) {
    if (!skip.has(key)) converted[key] = kuzuValueToJson(member);
  }
  return converted;
}
