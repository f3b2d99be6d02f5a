import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetReader, SchoolProfile } from '../../data/dataset/reader.js';
import type { IntegrationsStore } from '../../data/state/integrations/integrations-store.js';
import type { AlertRule, NewAlertRule } from '../../data/state/integrations/alerts-store.js';
import type { StateStore } from '../../data/state/port.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { schoolIdsWithOpenAlerts } from './open-alerts.js';
import { evaluatePendingUpdates, evaluateRules, snapshotOf } from './evaluate.js';

/** A dataset small enough to edit between "imports": two schools of one district. */
interface World {
  schools: Map<string, { lead_tier: string | null; health_score: number | null }>;
  commitments: Map<string, string[]>;
  changes: { change_id: string; leaid: string; nces_id: string | null; new_name: string }[];
}

function readerOf(world: World): DatasetReader {
  const profile = (nces_id: string): SchoolProfile =>
    ({
      nces_id,
      name: `School ${nces_id}`,
      state: 'TX',
      leaid: '4800001',
      scores: { ...world.schools.get(nces_id)!, opportunity_score: null, bright_spot_score: null, funding_score: null },
    }) as unknown as SchoolProfile;
  return {
    getSchools: (ids: readonly string[]) => ids.filter((id) => world.schools.has(id)).map(profile),
    listSchools: () => ({ rows: [...world.schools.keys()].map(profile), next: undefined }),
    erateCommitments: ({ ncesId }: { ncesId: string }) =>
      (world.commitments.get(ncesId) ?? []).map((frn) => ({ frn, funding_year: 2026, category: 1, service_type: 'Internet', committed_amount: 1000, vendor_name: 'V' })),
    leadershipChanges: () => ({
      rows: world.changes.map((change) => ({ ...change, role: change.nces_id ? 'Principal' : 'Superintendent', previous_name: null, effective_date: '2026-11-01' })),
      next: undefined,
    }),
  } as unknown as DatasetReader;
}

const A = '480000100001';
const B = '480000100002';

describe.each(stateBackends())('alert evaluation ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let state: StateStore;
  let store: IntegrationsStore;
  let world: World;
  let accountId: string;
  let watchlistId: string;
  const at = new Date('2026-11-22T15:00:00.000Z');

  beforeAll(async () => {
    isolated = await backend.create();
    state = isolated.store;
    store = state.integrations!;
    world = {
      schools: new Map([[A, { lead_tier: 'WARM', health_score: 50 }], [B, { lead_tier: 'HOT', health_score: 80 }]]),
      commitments: new Map([[A, ['FRN-1']]]),
      changes: [{ change_id: 'c1', leaid: '4800001', nces_id: A, new_name: 'Ms. First' }],
    };
    accountId = (await state.ensureAccount('alerts')).id;
    watchlistId = (await store.watchlists.create(accountId, 'TX', [A], at)).id;
  });
  afterAll(() => isolated.dispose());

  async function rule(fields: Partial<NewAlertRule> & Pick<NewAlertRule, 'kind'>): Promise<AlertRule> {
    const draft = { account_id: accountId, name: fields.kind, dataset: 'live', watchlist_id: watchlistId, state: null, metric: null, threshold: null, direction: null, ...fields };
    const baseline = await snapshotOf(store, readerOf(world), { ...draft, id: 'draft', created_at: '', last_evaluated_at: null });
    return store.alerts.create(draft, baseline.observations, at);
  }
  const evaluate = (eventId: string) => evaluateRules({ store, reader: readerOf(world), dataset: 'live', eventId, now: at });

  it('what exists when a rule is made is its baseline: evaluating unchanged data fires nothing', async () => {
    await rule({ kind: 'lead_tier_change' });
    await rule({ kind: 'erate_commitment' });
    await rule({ kind: 'leadership_change' });
    await rule({ kind: 'score_threshold', metric: 'health_score', threshold: 70, direction: 'above' });
    expect(await evaluate('evt_1')).toEqual([]);
  });

  it('a lead tier change, a new commitment, a new principal and a crossing -> each fires once, with alert.fired events', async () => {
    world.schools.set(A, { lead_tier: 'HOT', health_score: 72 });
    world.commitments.set(A, ['FRN-1', 'FRN-2']);
    world.changes.push({ change_id: 'c2', leaid: '4800001', nces_id: A, new_name: 'Mr. Second' });
    const fired = await evaluate('evt_2');
    expect(fired.map((firing) => firing.data).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))).toEqual(
      [
        expect.objectContaining({ from: 'WARM', to: 'HOT', school_name: `School ${A}` }),
        expect.objectContaining({ frn: 'FRN-2', committed_amount: 1000 }),
        expect.objectContaining({ change_id: 'c2', new_name: 'Mr. Second' }),
        expect.objectContaining({ metric: 'health_score', value: 72, threshold: 70, direction: 'above' }),
      ].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    );
    expect(fired).toHaveLength(4);
    expect(fired.every((firing) => firing.nces_id === A)).toBe(true);
    const events = await store.accountEvents(accountId, { type: 'alert.fired', limit: 10 });
    expect(events).toHaveLength(4);
    expect(events.map((event) => (event.data as { firing_id: string }).firing_id).sort()).toEqual(fired.map((firing) => firing.id).sort());
  });

  it('the same data update evaluated again (a second instance) -> nothing fires twice', async () => {
    expect(await evaluate('evt_2')).toEqual([]);
    expect(await evaluate('evt_3')).toEqual([]);
    expect(await store.alerts.firings(accountId, { limit: 100 })).toHaveLength(4);
  });

  it('a score staying above fires no more; falling back and crossing again fires again', async () => {
    world.schools.set(A, { lead_tier: 'HOT', health_score: 90 });
    expect(await evaluate('evt_4')).toEqual([]);
    world.schools.set(A, { lead_tier: 'HOT', health_score: 40 });
    expect(await evaluate('evt_5')).toEqual([]);
    world.schools.set(A, { lead_tier: 'HOT', health_score: 75 });
    expect((await evaluate('evt_6')).map((firing) => firing.data)).toEqual([expect.objectContaining({ value: 75 })]);
  });

  it('a school added to the watchlist later -> baselined, not fired for its history', async () => {
    world.commitments.set(B, ['FRN-9']);
    await store.watchlists.addSchools(accountId, watchlistId, [B], at);
    expect(await evaluate('evt_7')).toEqual([]);
    world.commitments.set(B, ['FRN-9', 'FRN-10']);
    expect((await evaluate('evt_8')).map((firing) => [firing.nces_id, (firing.data as { frn: string }).frn])).toEqual([[B, 'FRN-10']]);
  });

  it('schoolIdsWithOpenAlerts -> the schools with fired alerts of the account; none for another account', async () => {
    expect([...(await schoolIdsWithOpenAlerts(state, accountId))].sort()).toEqual([A, B]);
    expect((await schoolIdsWithOpenAlerts(state, (await state.ensureAccount('other')).id)).size).toBe(0);
  });

  it('evaluatePendingUpdates -> runs once per data.updated event of the dataset, then remembers it', async () => {
    world.schools.set(B, { lead_tier: 'NURTURE', health_score: 80 });
    await state.recordEvent('data.updated', { dataset: 'live', source: 'ccd-school' }, at);
    const readerFor = (dataset: string) => (dataset === 'live' ? readerOf(world) : undefined);
    const fired = await evaluatePendingUpdates({ store, readerFor, now: () => at });
    expect(fired.map((firing) => firing.data)).toEqual([expect.objectContaining({ from: 'HOT', to: 'NURTURE' })]);
    expect(await evaluatePendingUpdates({ store, readerFor, now: () => at })).toEqual([]);
    expect(await store.alerts.pendingDataUpdates()).toEqual([]);
  });
});
