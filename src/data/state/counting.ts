import type Database from 'better-sqlite3';
import type pg from 'pg';

/**
 * The statements every metered request runs, kept out of Kysely: built once, prepared once
 * (SQLite) or as a named statement per connection (PostgreSQL), because on the hot path compiling
 * a query tree costs more than running it.
 *
 * It adds to the counter (key, bucket) only when the total stays within the cap AND the key is
 * not blocked at `now`: the block check rides in the same statement instead of a SELECT of its
 * own before it. The upsert is atomic (row lock on PostgreSQL, write lock on SQLite), so N
 * concurrent calls adding one with R left give exactly min(N, R) counts, across processes too.
 */
export interface CountingStatement {
  /**
   * Adds `amount` to the counter when the result stays at or under `cap` and the key is not
   * blocked at `now`. The count after the addition, or null when nothing changed.
   */
  addUnlessBlocked(keyId: string, bucket: string, amount: number, cap: number, now: Date): Promise<number | null>;
  /** Takes back `amount` added earlier and not used (a lease's unused allowance). */
  release(keyId: string, bucket: string, amount: number, now: Date): Promise<void>;
}

type Parameter = 'key' | 'bucket' | 'now' | 'amount' | 'cap';

const upsert = (p: (name: Parameter) => string) => `
  INSERT INTO usage_counters (key_id, bucket, count, updated_at)
  SELECT ${p('key')}, ${p('bucket')}, ${p('amount')}, ${p('now')}
  WHERE ${p('amount')} <= ${p('cap')}
    AND NOT EXISTS (SELECT 1 FROM blocks WHERE blocks.key_id = ${p('key')} AND blocks.until > ${p('now')})
  ON CONFLICT (key_id, bucket) DO UPDATE SET count = usage_counters.count + excluded.count, updated_at = excluded.updated_at
  WHERE usage_counters.count + excluded.count <= ${p('cap')}
  RETURNING count`;

const subtract = (p: (name: Parameter) => string) => `
  UPDATE usage_counters SET count = count - ${p('amount')}, updated_at = ${p('now')}
  WHERE key_id = ${p('key')} AND bucket = ${p('bucket')} AND count >= ${p('amount')}`;

export function sqliteCounting(database: Database.Database): CountingStatement {
  // Prepared on first use: the tables exist only once migrations have run.
  let add: Database.Statement | undefined;
  let take: Database.Statement | undefined;
  const named = (name: Parameter) => `@${name}`;
  return {
    async addUnlessBlocked(keyId, bucket, amount, cap, now) {
      add ??= database.prepare(upsert(named)).pluck();
      const count = add.get({ key: keyId, bucket, amount, cap, now: now.toISOString() }) as number | undefined;
      return count ?? null;
    },
    async release(keyId, bucket, amount, now) {
      take ??= database.prepare(subtract(named));
      take.run({ key: keyId, bucket, amount, now: now.toISOString() });
    },
  };
}

export function postgresCounting(pool: pg.Pool): CountingStatement {
  const types: Record<Parameter, string> = { key: 'text', bucket: 'text', now: 'text', amount: 'integer', cap: 'integer' };
  const order: Parameter[] = ['key', 'bucket', 'now', 'amount', 'cap'];
  const positional = (names: Parameter[]) => (name: Parameter) => `$${names.indexOf(name) + 1}::${types[name]}`;
  const addText = upsert(positional(order));
  const releaseText = subtract(positional(['key', 'bucket', 'now', 'amount']));
  return {
    async addUnlessBlocked(keyId, bucket, amount, cap, now) {
      const result = await pool.query<{ count: number | string }>({
        name: 'k12_add_unless_blocked',
        text: addText,
        values: [keyId, bucket, now.toISOString(), amount, cap],
      });
      const row = result.rows[0];
      return row === undefined ? null : Number(row.count);
    },
    async release(keyId, bucket, amount, now) {
      await pool.query({ name: 'k12_release', text: releaseText, values: [keyId, bucket, now.toISOString(), amount] });
    },
  };
}
