import type Database from 'better-sqlite3';
import type pg from 'pg';

/**
 * The one statement every metered request runs, kept out of Kysely: built once, prepared once
 * (SQLite) or as a named statement per connection (PostgreSQL), because on the hot path compiling
 * a query tree costs more than running it.
 *
 * It adds one to the counter (key, bucket) only when the count is below the limit AND the key is
 * not blocked at `now`: the block check rides in the same statement instead of a SELECT of its
 * own before it. The upsert is atomic (row lock on PostgreSQL, write lock on SQLite), so N
 * concurrent calls with R left give exactly min(N, R) counts, across processes too.
 */
export interface CountingStatement {
  /** The count after the increment, or null when the limit was reached or the key is blocked. */
  countUnlessBlocked(keyId: string, bucket: string, limit: number, now: Date): Promise<number | null>;
}

type Parameter = 'key' | 'bucket' | 'now' | 'limit';

const upsert = (p: (name: Parameter) => string) => `
  INSERT INTO usage_counters (key_id, bucket, count, updated_at)
  SELECT ${p('key')}, ${p('bucket')}, 1, ${p('now')}
  WHERE NOT EXISTS (SELECT 1 FROM blocks WHERE blocks.key_id = ${p('key')} AND blocks.until > ${p('now')})
  ON CONFLICT (key_id, bucket) DO UPDATE SET count = usage_counters.count + 1, updated_at = excluded.updated_at
  WHERE usage_counters.count < ${p('limit')}
  RETURNING count`;

export function sqliteCounting(database: Database.Database): CountingStatement {
  let statement: Database.Statement | undefined;
  return {
    async countUnlessBlocked(keyId, bucket, limit, now) {
      // Without this guard the first insert would create a count of 1 above a limit of 0.
      if (limit < 1) return null;
      // Prepared on first use: the tables exist only once migrations have run.
      statement ??= database.prepare(upsert((name) => `@${name}`)).pluck();
      const count = statement.get({ key: keyId, bucket, now: now.toISOString(), limit }) as number | undefined;
      return count ?? null;
    },
  };
}

export function postgresCounting(pool: pg.Pool): CountingStatement {
  const position: Record<Parameter, string> = { key: '$1::text', bucket: '$2::text', now: '$3::text', limit: '$4::integer' };
  const text = upsert((name) => position[name]);
  return {
    async countUnlessBlocked(keyId, bucket, limit, now) {
      if (limit < 1) return null;
      const result = await pool.query<{ count: number | string }>({
        name: 'k12_count_unless_blocked',
        text,
        values: [keyId, bucket, now.toISOString(), limit],
      });
      const row = result.rows[0];
      return row === undefined ? null : Number(row.count);
    },
  };
}
