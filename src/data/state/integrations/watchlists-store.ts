import { newWatchlistId } from './ids.js';
import { recordEventWithOutbox } from './outbox.js';
import type { IntegrationsDb } from './schema.js';

export interface Watchlist {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  school_count: number;
}

export interface WatchlistDetail extends Watchlist {
  schools: { nces_id: string; added_at: string }[];
}

export interface SavedSchool {
  watchlist_id: string;
  watchlist_name: string;
  nces_id: string;
  added_at: string;
}

const iso = (date: Date) => date.toISOString();

/**
 * Watchlists of one account. Every change and its `watchlist.changed` event (with the outbox rows
 * of its deliveries) commit in one transaction.
 */
export class WatchlistStore {
  constructor(private readonly db: IntegrationsDb) {}

  async create(accountId: string, name: string, ncesIds: readonly string[], at: Date): Promise<WatchlistDetail> {
    const id = newWatchlistId();
    const when = iso(at);
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('watchlists').values({ id, account_id: accountId, name, created_at: when, updated_at: when }).execute();
      const unique = [...new Set(ncesIds)];
      if (unique.length > 0) {
        await trx.insertInto('watchlist_schools').values(unique.map((nces_id) => ({ watchlist_id: id, nces_id, added_at: when }))).execute();
      }
      await recordEventWithOutbox(trx, {
        type: 'watchlist.changed',
        data: { watchlist_id: id, name, action: 'created', added: unique, removed: [] },
        at,
        accountId,
      });
    });
    return (await this.get(accountId, id))!;
  }

  async list(accountId: string): Promise<Watchlist[]> {
    const rows = await this.db
      .selectFrom('watchlists')
      .leftJoin('watchlist_schools', 'watchlist_schools.watchlist_id', 'watchlists.id')
      .select((select) => [
        'watchlists.id',
        'watchlists.name',
        'watchlists.created_at',
        'watchlists.updated_at',
        select.fn.count<number | string>('watchlist_schools.nces_id').as('school_count'),
      ])
      .where('watchlists.account_id', '=', accountId)
      .groupBy(['watchlists.id', 'watchlists.name', 'watchlists.created_at', 'watchlists.updated_at'])
      .orderBy('watchlists.created_at')
      .orderBy('watchlists.id')
      .execute();
    return rows.map((row) => ({ ...row, school_count: Number(row.school_count) }));
  }

  async get(accountId: string, id: string): Promise<WatchlistDetail | undefined> {
    const row = await this.db.selectFrom('watchlists').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const schools = await this.db
      .selectFrom('watchlist_schools')
      .select(['nces_id', 'added_at'])
      .where('watchlist_id', '=', id)
      .orderBy('added_at')
      .orderBy('nces_id')
      .execute();
    return { id: row.id, name: row.name, created_at: row.created_at, updated_at: row.updated_at, school_count: schools.length, schools };
  }

  /** The school ids of a watchlist, or undefined when the account has no such watchlist. */
  async schoolIds(accountId: string, id: string): Promise<string[] | undefined> {
    const detail = await this.get(accountId, id);
    return detail?.schools.map((school) => school.nces_id);
  }

  /** Adds schools (ones already there are kept); returns the ids newly added, or undefined for an unknown list. */
  async addSchools(accountId: string, id: string, ncesIds: readonly string[], at: Date): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const list = await trx.selectFrom('watchlists').select(['id', 'name']).where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      if (!list) return undefined;
      const when = iso(at);
      const added: string[] = [];
      for (const nces_id of new Set(ncesIds)) {
        const inserted = await trx
          .insertInto('watchlist_schools')
          .values({ watchlist_id: id, nces_id, added_at: when })
          .onConflict((conflict) => conflict.columns(['watchlist_id', 'nces_id']).doNothing())
          .executeTakeFirst();
        if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) added.push(nces_id);
      }
      if (added.length > 0) {
        await trx.updateTable('watchlists').set({ updated_at: when }).where('id', '=', id).execute();
        await recordEventWithOutbox(trx, {
          type: 'watchlist.changed',
          data: { watchlist_id: id, name: list.name, action: 'schools_added', added, removed: [] },
          at,
          accountId,
        });
      }
      return added;
    });
  }

  /** Removes one school; 'no-list' / 'not-listed' say what was missing. */
  async removeSchool(accountId: string, id: string, ncesId: string, at: Date): Promise<'removed' | 'no-list' | 'not-listed'> {
    return this.db.transaction().execute(async (trx) => {
      const list = await trx.selectFrom('watchlists').select(['id', 'name']).where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      if (!list) return 'no-list';
      const result = await trx.deleteFrom('watchlist_schools').where('watchlist_id', '=', id).where('nces_id', '=', ncesId).executeTakeFirst();
      if (result.numDeletedRows === 0n) return 'not-listed';
      await trx.updateTable('watchlists').set({ updated_at: iso(at) }).where('id', '=', id).execute();
      await recordEventWithOutbox(trx, {
        type: 'watchlist.changed',
        data: { watchlist_id: id, name: list.name, action: 'school_removed', added: [], removed: [ncesId] },
        at,
        accountId,
      });
      return 'removed';
    });
  }

  /** Deletes a watchlist, its schools and the alert rules scoped to it. */
  async delete(accountId: string, id: string, at: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const list = await trx.selectFrom('watchlists').select(['id', 'name']).where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      if (!list) return false;
      const schools = await trx.selectFrom('watchlist_schools').select('nces_id').where('watchlist_id', '=', id).execute();
      await trx.deleteFrom('watchlist_schools').where('watchlist_id', '=', id).execute();
      await trx.deleteFrom('watchlists').where('id', '=', id).execute();
      const rules = trx.selectFrom('alert_rules').select('id').where('watchlist_id', '=', id);
      await trx.deleteFrom('alert_observations').where('rule_id', 'in', rules).execute();
      await trx.deleteFrom('alert_rules').where('watchlist_id', '=', id).execute();
      await recordEventWithOutbox(trx, {
        type: 'watchlist.changed',
        data: { watchlist_id: id, name: list.name, action: 'deleted', added: [], removed: schools.map((row) => row.nces_id) },
        at,
        accountId,
      });
      return true;
    });
  }

  /** Schools saved to any watchlist of the account, newest first (the "new school saved" trigger). */
  savedSchools(accountId: string, limit: number): Promise<SavedSchool[]> {
    return this.db
      .selectFrom('watchlist_schools')
      .innerJoin('watchlists', 'watchlists.id', 'watchlist_schools.watchlist_id')
      .select(['watchlist_schools.watchlist_id', 'watchlists.name as watchlist_name', 'watchlist_schools.nces_id', 'watchlist_schools.added_at'])
      .where('watchlists.account_id', '=', accountId)
      .orderBy('watchlist_schools.added_at', 'desc')
      .orderBy('watchlist_schools.nces_id')
      .limit(limit)
      .execute();
  }
}
