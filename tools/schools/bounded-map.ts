import type { DatasetHandle } from '../../src/context.js';

/**
 * A map of at most `limit` entries: when full, the entry added first goes (as the school profile
 * cache does). Meant for values derived from a dataset file, which is read-only while open, kept
 * with its handle so they go when an import replaces the file.
 */
export class BoundedMap<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(readonly limit: number) {}

  get(key: Key): Value | undefined {
    return this.entries.get(key);
  }

  set(key: Key, value: Value): void {
    if (!this.entries.has(key) && this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The dataset's BoundedMap named `name`, created on first use. */
export function boundedMapOf<Key, Value>(dataset: DatasetHandle, name: string, limit: number): BoundedMap<Key, Value> {
  return dataset.derived(`bounded-map:${name}`, () => new BoundedMap<Key, Value>(limit));
}
