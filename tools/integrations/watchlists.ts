import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import { notFound } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { NcesId } from '../common/inputs.js';
import { IsoTimestamp } from '../common/tiers.js';
import { integrationsOf, NcesIdList, ObjectId } from './common.js';

const WatchlistSummary = z.object({
  id: z.string(),
  name: z.string(),
  school_count: z.number().int(),
  created_at: IsoTimestamp,
  updated_at: IsoTimestamp,
});
const WatchlistDetail = WatchlistSummary.extend({
  schools: z.array(z.object({ nces_id: z.string(), added_at: IsoTimestamp })),
});
const WatchlistIdInput = ObjectId('watchlist', 'wl_');

/** Unknown schools are a 404 naming them: a watchlist holds only schools the caller's dataset has. */
function requireSchools(context: ToolContext, ids: readonly string[]): void {
  const found = new Set(context.dataset.reader.getSchools([...new Set(ids)]).map((school) => school.nces_id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`No school with NCES id ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}.`);
}

export const createWatchlist = defineTool({
  name: 'watchlists_create',
  title: 'Create a watchlist',
  description: 'Creates a named watchlist of schools, optionally with its first schools.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'POST', path: '/watchlists', status: 201 },
  input: z.object({
    name: z.string().trim().min(1).max(200).describe('Name of the watchlist, e.g. "Q3 Texas prospects".'),
    nces_ids: NcesIdList.optional().describe('First schools (NCES IDs).'),
  }),
  output: WatchlistDetail,
  handler: async (context, { name, nces_ids = [] }) => {
    const { store, accountId } = integrationsOf(context);
    requireSchools(context, nces_ids);
    return store.watchlists.create(accountId, name, nces_ids, context.now());
  },
});

export const listWatchlists = defineTool({
  name: 'watchlists_list',
  title: 'List watchlists',
  description: 'The account\'s watchlists with their school counts.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/watchlists' },
  input: z.object({}),
  output: z.object({ watchlists: z.array(WatchlistSummary) }),
  handler: async (context) => {
    const { store, accountId } = integrationsOf(context);
    return { watchlists: await store.watchlists.list(accountId) };
  },
});

export const getWatchlist = defineTool({
  name: 'watchlists_get',
  title: 'Get a watchlist',
  description: 'One watchlist with its schools, oldest first.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/watchlists/{watchlist_id}' },
  input: z.object({ watchlist_id: WatchlistIdInput }),
  output: WatchlistDetail,
  handler: async (context, { watchlist_id }) => {
    const { store, accountId } = integrationsOf(context);
    const detail = await store.watchlists.get(accountId, watchlist_id);
    if (!detail) throw notFound(`No watchlist ${watchlist_id} in this account.`);
    return detail;
  },
});

export const deleteWatchlist = defineTool({
  name: 'watchlists_delete',
  title: 'Delete a watchlist',
  description: 'Deletes a watchlist, its schools and the alert rules watching it.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'DELETE', path: '/watchlists/{watchlist_id}' },
  input: z.object({ watchlist_id: WatchlistIdInput }),
  output: z.object({ id: z.string(), deleted: z.literal(true) }),
  handler: async (context, { watchlist_id }) => {
    const { store, accountId } = integrationsOf(context);
    if (!(await store.watchlists.delete(accountId, watchlist_id, context.now()))) throw notFound(`No watchlist ${watchlist_id} in this account.`);
    return { id: watchlist_id, deleted: true as const };
  },
});

export const addWatchlistSchools = defineTool({
  name: 'watchlists_add_schools',
  title: 'Add schools to a watchlist',
  description: 'Adds schools to a watchlist; ones already there are kept.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'POST', path: '/watchlists/{watchlist_id}/schools' },
  input: z.object({ watchlist_id: WatchlistIdInput, nces_ids: NcesIdList }),
  output: WatchlistDetail.extend({ added: z.array(z.string()).describe('The ids newly added by this call.') }),
  handler: async (context, { watchlist_id, nces_ids }) => {
    const { store, accountId } = integrationsOf(context);
    if (!(await store.watchlists.get(accountId, watchlist_id))) throw notFound(`No watchlist ${watchlist_id} in this account.`);
    requireSchools(context, nces_ids);
    const added = await store.watchlists.addSchools(accountId, watchlist_id, nces_ids, context.now());
    const detail = await store.watchlists.get(accountId, watchlist_id);
    if (added === undefined || !detail) throw notFound(`No watchlist ${watchlist_id} in this account.`);
    return { ...detail, added };
  },
});

export const removeWatchlistSchool = defineTool({
  name: 'watchlists_remove_school',
  title: 'Remove a school from a watchlist',
  description: 'Removes one school from a watchlist.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'DELETE', path: '/watchlists/{watchlist_id}/schools/{nces_id}' },
  input: z.object({ watchlist_id: WatchlistIdInput, nces_id: NcesId }),
  output: z.object({ watchlist_id: z.string(), nces_id: z.string(), removed: z.literal(true) }),
  handler: async (context, { watchlist_id, nces_id }) => {
    const { store, accountId } = integrationsOf(context);
    const result = await store.watchlists.removeSchool(accountId, watchlist_id, nces_id, context.now());
    if (result === 'no-list') throw notFound(`No watchlist ${watchlist_id} in this account.`);
    if (result === 'not-listed') throw notFound(`School ${nces_id} is not on watchlist ${watchlist_id}.`);
    return { watchlist_id, nces_id, removed: true as const };
  },
});

export const watchlistTools = [createWatchlist, listWatchlists, getWatchlist, deleteWatchlist, addWatchlistSchools, removeWatchlistSchool];
