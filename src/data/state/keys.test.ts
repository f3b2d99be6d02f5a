import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../tooling/tiers.js';
import { newKeyId } from './ids.js';
import type { KeyMode, NewKey, StateStore } from './port.js';
import { stateBackends, type IsolatedStateStore } from './test-stores.js';

function newKey(accountId: string, overrides: Partial<NewKey> = {}): NewKey {
  const secret = `k12_test_${randomBytes(24).toString('base64url')}`;
  return {
    key_id: newKeyId(),
    account_id: accountId,
    tier: 'STARTER' satisfies Tier,
    mode: 'test' satisfies KeyMode,
    key_hash: createHash('sha256').update(secret).digest('hex'),
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

describe.each(stateBackends())('state keys ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let store: StateStore;
  beforeAll(async () => {
    isolated = await backend.create();
    store = isolated.store;
  });
  afterAll(() => isolated.dispose());

  it(`kind -> ${backend.kind}, ping() -> true`, async () => {
    expect(store.kind).toBe(backend.kind);
    expect(await store.ping()).toBe(true);
  });

  it('ensureAccount(name) twice -> the same account, acct_ id and ISO timestamp', async () => {
    const first = await store.ensureAccount('Acme Schools');
    const second = await store.ensureAccount('Acme Schools');
    expect(second).toEqual(first);
    expect(first.name).toBe('Acme Schools');
    expect(first.id).toMatch(/^acct_[A-Za-z0-9_-]{16}$/);
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at);
    const other = await store.ensureAccount('acme schools');
    expect(other.id).not.toBe(first.id);
  });

  it('ensureAccount(same name, 10 at once) -> one account', async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, () => store.ensureAccount('Racing District')));
    expect(new Set(accounts.map((account) => account.id)).size).toBe(1);
  });

  it('insertKey(key) -> the stored record with account name, never used, not revoked', async () => {
    const account = await store.ensureAccount('Insert Co');
    const key = newKey(account.id, { tier: 'PROFESSIONAL', mode: 'live' });
    const record = await store.insertKey(key);
    expect(record).toEqual({
      ...key,
      account_name: 'Insert Co',
      last_used_at: null,
      revoked_at: null,
    });
    expect(await store.findKey(key.key_id)).toEqual(record);
    expect(await store.findKeyByHash(key.key_hash)).toEqual(record);
  });

  it('insertKey(unknown account) -> rejected', async () => {
    await expect(store.insertKey(newKey('acct_doesnotexist0000'))).rejects.toThrow();
  });

  it('insertKey(duplicate hash) -> rejected', async () => {
    const account = await store.ensureAccount('Duplicate Co');
    const key = newKey(account.id);
    await store.insertKey(key);
    await expect(store.insertKey({ ...key, key_id: newKeyId() })).rejects.toThrow();
  });

  it('insertKey(key_id "key_1") -> rejected as malformed', async () => {
    const account = await store.ensureAccount('Malformed Co');
    await expect(store.insertKey(newKey(account.id, { key_id: 'key_1' }))).rejects.toThrow(/Malformed key id/);
  });

  it('findKey / findKeyByHash(unknown) -> undefined', async () => {
    expect(await store.findKey(newKeyId())).toBeUndefined();
    expect(await store.findKeyByHash('0'.repeat(64))).toBeUndefined();
  });

  it('listKeys(account) -> only that account, oldest first, revoked included', async () => {
    const mine = await store.ensureAccount('List Mine');
    const theirs = await store.ensureAccount('List Theirs');
    const newer = await store.insertKey(newKey(mine.id, { created_at: '2026-03-02T00:00:00.000Z' }));
    const older = await store.insertKey(newKey(mine.id, { created_at: '2026-03-01T00:00:00.000Z' }));
    await store.insertKey(newKey(theirs.id));
    await store.revokeKey(older.key_id, new Date('2026-03-03T00:00:00.000Z'));

    const listed = await store.listKeys(mine.id);
    expect(listed.map((key) => key.key_id)).toEqual([older.key_id, newer.key_id]);
    expect(listed[0]?.revoked_at).toBe('2026-03-03T00:00:00.000Z');
    expect(listed.every((key) => key.account_id === mine.id)).toBe(true);
    expect(await store.listKeys('acct_nobodyhere000000')).toEqual([]);
  });

  it('revokeKey(key) -> true once, then false; visible at once by id and by hash', async () => {
    const account = await store.ensureAccount('Revoke Co');
    const key = await store.insertKey(newKey(account.id));
    const at = new Date('2026-04-01T12:00:00.000Z');
    expect(await store.revokeKey(key.key_id, at)).toBe(true);
    expect((await store.findKey(key.key_id))?.revoked_at).toBe(at.toISOString());
    expect((await store.findKeyByHash(key.key_hash))?.revoked_at).toBe(at.toISOString());
    expect(await store.revokeKey(key.key_id, new Date('2026-04-02T00:00:00.000Z'))).toBe(false);
    expect((await store.findKey(key.key_id))?.revoked_at).toBe(at.toISOString());
    expect(await store.revokeKey(newKeyId(), at)).toBe(false);
  });

  it('setKeyTier(key, BUSINESS) -> previous tier; new tier visible at once', async () => {
    const account = await store.ensureAccount('Tier Co');
    const key = await store.insertKey(newKey(account.id, { tier: 'EXPLORER' }));
    expect(await store.setKeyTier(key.key_id, 'BUSINESS')).toBe('EXPLORER');
    expect((await store.findKeyByHash(key.key_hash))?.tier).toBe('BUSINESS');
    expect(await store.setKeyTier(key.key_id, 'STARTER')).toBe('BUSINESS');
    expect((await store.findKey(key.key_id))?.tier).toBe('STARTER');
    expect(await store.setKeyTier(newKeyId(), 'STARTER')).toBeUndefined();
  });

  it('setKeyTier(4 changes at once) -> each previous tier reported once, chain ends at the stored tier', async () => {
    const account = await store.ensureAccount('Tier Race Co');
    const key = await store.insertKey(newKey(account.id, { tier: 'EXPLORER' }));
    const targets: Tier[] = ['STARTER', 'PROFESSIONAL', 'BUSINESS', 'EXPLORER'];
    const previous = await Promise.all(targets.map((tier) => store.setKeyTier(key.key_id, tier)));
    // Serialised changes form one chain: each previous tier is the target of exactly one other change
    // (or the starting tier), so the multiset of previous tiers is the start plus all targets but the last.
    const final = (await store.findKey(key.key_id))?.tier;
    const expected = ['EXPLORER', ...targets];
    expected.splice(expected.lastIndexOf(final as Tier), 1);
    expect([...previous].sort()).toEqual(expected.sort());
  });

  it('touchKey(key, at) -> last_used_at set and never moved backwards', async () => {
    const account = await store.ensureAccount('Touch Co');
    const key = await store.insertKey(newKey(account.id));
    await store.touchKey(key.key_id, new Date('2026-05-01T08:00:00.000Z'));
    expect((await store.findKey(key.key_id))?.last_used_at).toBe('2026-05-01T08:00:00.000Z');
    await store.touchKey(key.key_id, new Date('2026-05-01T07:00:00.000Z'));
    expect((await store.findKey(key.key_id))?.last_used_at).toBe('2026-05-01T08:00:00.000Z');
    await store.touchKey(key.key_id, new Date('2026-05-02T07:00:00.000Z'));
    expect((await store.findKey(key.key_id))?.last_used_at).toBe('2026-05-02T07:00:00.000Z');
  });
});
