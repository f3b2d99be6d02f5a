import type { DatasetHandle } from '../../src/context.js';

/** Distinct texts kept per column and dataset; past it a text is parsed without being kept. */
const MAX_DISTINCT = 20_000;

/**
 * The parsed value of a JSON text column (school_scores.eligible_programs, score_inputs), parsed
 * once per distinct text and dataset. The dataset is read-only while open, and these columns take
 * few distinct values (eligible_programs is a subset of eight program ids), so keying by the text
 * itself keeps the cache small where keying by school would hold 100,000 entries. Values are
 * frozen, deeply: they are shared by every request that reads the same text.
 */
export function parsedColumn<Value>(dataset: DatasetHandle, column: string, text: string, parse: (text: string) => Value): Value {
  const cache = dataset.derived(`parsed-column:${column}`, () => new Map<string, Value>());
  const cached = cache.get(text);
  if (cached !== undefined || cache.has(text)) return cached as Value;
  const value = deepFreeze(parse(text));
  if (cache.size < MAX_DISTINCT) cache.set(text, value);
  return value;
}

function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
