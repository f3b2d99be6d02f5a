import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateStore } from './port.js';
import { stateBackends, type IsolatedStateStore } from './test-stores.js';

describe.each(stateBackends())('state events ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let store: StateStore;
  beforeAll(async () => {
    isolated = await backend.create();
    store = isolated.store;
  });
  afterAll(() => isolated.dispose());

  it('recordEvent(type, data, at) -> evt_ id, ISO time, data as JSON', async () => {
    const at = new Date('2026-08-01T09:30:00.000Z');
    const event = await store.recordEvent('data.updated', { dataset: 'live', rows: 12, at }, at);
    expect(event.id).toMatch(/^evt_[A-Za-z0-9_-]{16}$/);
    expect(event).toMatchObject({ type: 'data.updated', created_at: '2026-08-01T09:30:00.000Z' });
    expect(event.data).toEqual({ dataset: 'live', rows: 12, at: '2026-08-01T09:30:00.000Z' });
    const [listed] = await store.listEvents({ limit: 1 });
    expect(listed).toEqual(event);
  });

  it('listEvents({limit}) -> newest first, in recording order even within one millisecond', async () => {
    const at = new Date('2026-08-02T00:00:00.000Z');
    const recorded = [];
    for (const index of [1, 2, 3, 4]) recorded.push(await store.recordEvent('alert.fired', { index }, at));
    const listed = await store.listEvents({ type: 'alert.fired', limit: 3 });
    expect(listed.map((event) => event.data)).toEqual([{ index: 4 }, { index: 3 }, { index: 2 }]);
    expect(listed.map((event) => event.id)).toEqual([recorded[3]?.id, recorded[2]?.id, recorded[1]?.id]);
  });

  it('listEvents({type}) -> only that type; without type -> all types', async () => {
    await store.recordEvent('watchlist.changed', ['a', 'b'], new Date('2026-08-03T00:00:00.000Z'));
    await store.recordEvent('watchlist.changed', null, new Date('2026-08-03T00:00:01.000Z'));
    const watchlist = await store.listEvents({ type: 'watchlist.changed', limit: 10 });
    expect(watchlist.map((event) => event.data)).toEqual([null, ['a', 'b']]);
    const all = await store.listEvents({ limit: 100 });
    expect(new Set(all.map((event) => event.type))).toEqual(new Set(['data.updated', 'alert.fired', 'watchlist.changed']));
    expect(all).toHaveLength(7);
    expect(await store.listEvents({ type: 'nothing.here', limit: 10 })).toEqual([]);
    expect(await store.listEvents({ limit: 0 })).toEqual([]);
  });

  it('recordEvent(type, a string or undefined) -> stored as JSON string / null', async () => {
    const text = await store.recordEvent('text.event', 'plain "quoted" text', new Date('2026-08-04T00:00:00.000Z'));
    const none = await store.recordEvent('text.event', undefined, new Date('2026-08-04T00:00:01.000Z'));
    expect(none.data).toBeNull();
    const listed = await store.listEvents({ type: 'text.event', limit: 2 });
    expect(listed).toEqual([none, text]);
    expect(listed[1]?.data).toBe('plain "quoted" text');
  });
});
