import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { fixtureTools } from '../../testing/fixture-tools.js';
import { createTestService, type TestService } from '../../testing/harness.js';
import { listen, type TestClient } from '../../testing/http.js';

const NEXT_MIDNIGHT = String(Date.UTC(2026, 10, 23) / 1000); // clock is 2026-11-22T15:00Z

describe.each(stateBackends())('REST shell on $kind', (backend) => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: TestClient;

  beforeAll(async () => {
    isolated = await backend.create();
    service = createTestService(isolated.store, { extraTools: fixtureTools, withSandbox: false });
    client = await listen(service.app);
  });
  afterAll(async () => {
    await client.close();
    service.dispose();
    await isolated.dispose();
  });
  beforeEach(() => {
    service.clock.now = new Date('2026-11-22T15:00:00Z');
  });

  describe('authentication and tiers', () => {
    it('GET without a key -> 401 problem details, not counted', async () => {
      const response = await client.request('GET', '/test/echo/1234');
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ type: 'unauthorized', title: 'Unauthorized', status: 401, instance: '/test/echo/1234' });
      expect(response.body.detail).toMatch(/X-API-Key/);
    });

    it('a malformed or unknown key -> 401', async () => {
      for (const key of ['nonsense', `k12_test_${'a'.repeat(40)}`, "k12_live_' OR 1=1 --"]) {
        const response = await client.request('GET', '/test/echo/1234', { key });
        expect(response.status).toBe(401);
        expect(response.body.detail).toBe('Invalid API key.');
      }
    });

    it('EXPLORER key on a STARTER tool -> 403 naming the tier, not counted', async () => {
      const { key } = await service.key('EXPLORER');
      const refused = await client.request('GET', '/test/echo/1234', { key });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ type: 'forbidden', required_tier: 'STARTER', current_tier: 'EXPLORER' });
      expect(refused.headers.get('x-ratelimit-used')).toBe('0');
      const usage = await client.request('GET', '/marketplace/usage', { key });
      expect(usage.body.daily_used).toBe(0);
    });

    it('a revoked key -> 401 at once', async () => {
      const { key, keyId } = await service.key('STARTER');
      expect((await client.request('GET', '/test/echo/1234', { key })).status).toBe(200);
      const revoked = await client.request('DELETE', `/marketplace/keys/${keyId}`, { key });
      expect(revoked.status).toBe(200);
      expect(revoked.body.key_id).toBe(keyId);
      const after = await client.request('GET', '/test/echo/1234', { key });
      expect(after.status).toBe(401);
      expect(after.body.detail).toMatch(/revoked/);
    });
  });

  describe('rate limits', () => {
    it('every keyed response carries the rate-limit headers; Reset is the next 00:00 UTC', async () => {
      const { key } = await service.key('STARTER');
      const response = await client.request('GET', '/test/echo/1234', { key });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('25');
      expect(response.headers.get('x-ratelimit-remaining')).toBe('24');
      expect(response.headers.get('x-ratelimit-used')).toBe('1');
      expect(response.headers.get('x-ratelimit-reset')).toBe(NEXT_MIDNIGHT);
      expect(response.headers.get('ratelimit-policy')).toBe('"daily";q=25;w=86400');
      expect(response.headers.get('ratelimit')).toBe('"daily";r=24;t=32400');
      expect(response.headers.get('x-dataset')).toBe('sandbox');
    });

    it('EXPLORER: 3 a day, the 4th -> extended 429; a 400 counts, a 429 does not', async () => {
      const { key } = await service.key('EXPLORER');
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(500); // counted: 1
      const bad = await client.request('POST', '/marketplace/keys', { key, json: { tier: 'GOLD' } }); // marketplace: not daily
      expect(bad.status).toBe(400);
      expect((await client.request('GET', '/test/broken-output', { key })).status).toBe(500); // 2
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(500); // 3
      const refused = await client.request('GET', '/test/explodes', { key });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(refused.body).toMatchObject({
        type: 'rate_limit_exceeded',
        title: 'Rate limit exceeded',
        status: 429,
        detail: 'Daily limit of 3 requests used (3/3); resets at midnight UTC',
        upgrade_url: 'http://127.0.0.1:8080/marketplace/tiers',
        reset_time: '2026-11-23T00:00:00.000Z',
      });
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('retry-after')).toBe(String(9 * 3600));
      const usage = await client.request('GET', '/marketplace/usage', { key });
      expect(usage.body).toMatchObject({ tier: 'EXPLORER', daily_limit: 3, daily_used: 3, daily_remaining: 0 });
    });

    it('the window is the UTC day: a new day resets the allowance', async () => {
      const { key } = await service.key('EXPLORER');
      for (let index = 0; index < 3; index++) await client.request('GET', '/marketplace/usage', { key });
      service.clock.now = new Date('2026-11-22T23:59:59Z');
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(500);
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(500);
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(500);
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(429);
      service.clock.now = new Date('2026-11-23T00:00:00Z');
      const fresh = await client.request('GET', '/test/explodes', { key });
      expect(fresh.status).toBe(500);
      expect(fresh.headers.get('x-ratelimit-used')).toBe('1');
    });

    it('N concurrent requests with R left -> exactly min(N, R) succeed', async () => {
      const { key } = await service.key('STARTER');
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => client.request('GET', '/test/echo/1234', { key })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(25);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      const used = responses.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-used')));
      expect(new Set(used).size).toBe(25);
    });

    it('more than 50 refusals in 10 minutes -> blocked for 15 minutes (temporarily_blocked)', async () => {
      const { key } = await service.key('EXPLORER');
      for (let index = 0; index < 3; index++) await client.request('GET', '/test/explodes', { key });
      for (let index = 0; index < 51; index++) {
        const refused = await client.request('GET', '/test/explodes', { key });
        expect(refused.body.type).toBe('rate_limit_exceeded');
      }
      const blocked = await client.request('GET', '/test/explodes', { key });
      expect(blocked.status).toBe(429);
      expect(blocked.body.type).toBe('temporarily_blocked');
      expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
      service.clock.now = new Date('2026-11-23T00:16:00Z');
      expect((await client.request('GET', '/test/explodes', { key })).status).toBe(500);
    });

    it('BUSINESS: headers carry the 100,000 fair-use ceiling; usage says unlimited', async () => {
      const { key } = await service.key('BUSINESS');
      const response = await client.request('GET', '/test/echo/1234', { key });
      expect(response.headers.get('x-ratelimit-limit')).toBe('100000');
      const usage = await client.request('GET', '/marketplace/usage', { key });
      expect(usage.body).toMatchObject({ tier: 'BUSINESS', unlimited: true, daily_limit: null, daily_remaining: null, daily_used: 1, monthly_limit: null });
    });

    it('AI calls draw on the AI quota (PROFESSIONAL 20), not the daily allowance', async () => {
      const { key } = await service.key('PROFESSIONAL');
      for (let index = 0; index < 20; index++) {
        expect((await client.request('POST', '/test/ai', { key, json: {} })).status).toBe(200);
      }
      const refused = await client.request('POST', '/test/ai', { key, json: {} });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe('Daily AI quota of 20 requests used (20/20); resets at midnight UTC');
      const usage = await client.request('GET', '/marketplace/usage', { key });
      expect(usage.body.daily_used).toBe(0);
      expect(usage.body.ai).toEqual({ daily_limit: 20, daily_used: 20, daily_remaining: 0 });
    });

    it('marketplace calls are exempt from the daily allowance but limited to 60 a minute', async () => {
      const { key } = await service.key('EXPLORER');
      for (let index = 0; index < 60; index++) {
        expect((await client.request('GET', '/marketplace/keys', { key })).status).toBe(200);
      }
      const refused = await client.request('GET', '/marketplace/keys', { key });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/60 requests a minute/);
      service.clock.now = new Date('2026-11-22T15:01:00Z');
      const usage = await client.request('GET', '/marketplace/usage', { key });
      expect(usage.status).toBe(200);
      expect(usage.body.daily_used).toBe(0);
    });

    it('health needs no key and is not counted', async () => {
      const response = await client.request('GET', '/health');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok', stores: { state: { kind: backend.kind, ok: true } } });
      expect(response.body.uptime_seconds).toBe(60);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    });
  });

  describe('keys and tiers', () => {
    it('upgrade takes effect at once; so does a downgrade; aliases accepted', async () => {
      const { key, keyId } = await service.key('EXPLORER');
      expect((await client.request('POST', '/test/post', { key, json: { name: 'Ada', count: 1 } })).status).toBe(403);
      const upgraded = await client.request('POST', `/marketplace/keys/${keyId}/upgrade`, { key, json: { new_tier: 'premium' } });
      expect(upgraded.status).toBe(200);
      expect(upgraded.body).toEqual({ key_id: keyId, tier: 'PROFESSIONAL', previous_tier: 'EXPLORER', daily_limit: 100, effective_at: '2026-11-22T15:00:00.000Z' });
      const allowed = await client.request('POST', '/test/post', { key, json: { name: 'Ada', count: 1 } });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toEqual({ greeting: 'hello Ada x1' });
      expect(allowed.headers.get('x-ratelimit-limit')).toBe('100');
      const downgraded = await client.request('POST', `/marketplace/keys/${keyId}/upgrade`, { key, json: { new_tier: 'FREE' } });
      expect(downgraded.body).toMatchObject({ tier: 'EXPLORER', previous_tier: 'PROFESSIONAL', daily_limit: 3 });
      expect((await client.request('POST', '/test/post', { key, json: { name: 'Ada', count: 1 } })).status).toBe(403);
    });

    it('an unknown tier -> 400 listing the valid names', async () => {
      const { key, keyId } = await service.key('STARTER');
      const response = await client.request('POST', `/marketplace/keys/${keyId}/upgrade`, { key, json: { new_tier: 'GOLD' } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { field: 'new_tier', message: expect.stringContaining('EXPLORER, STARTER, PROFESSIONAL, BUSINESS') },
      ]);
    });

    it("another account's key_id -> 404, and it is unchanged", async () => {
      const mine = await service.key('STARTER', { account: 'acme' });
      const theirs = await service.key('EXPLORER', { account: 'globex' });
      const response = await client.request('POST', `/marketplace/keys/${theirs.keyId}/upgrade`, { key: mine.key, json: { new_tier: 'BUSINESS' } });
      expect(response.status).toBe(404);
      expect((await client.request('DELETE', `/marketplace/keys/${theirs.keyId}`, { key: mine.key })).status).toBe(404);
      expect((await isolated.store.findKey(theirs.keyId))).toMatchObject({ tier: 'EXPLORER', revoked_at: null });
    });

    it('POST /marketplace/keys creates a key shown once; GET lists the account without secrets', async () => {
      const { key } = await service.key('STARTER', { account: 'initech' });
      const created = await client.request('POST', '/marketplace/keys', { key, json: { mode: 'live' } });
      expect(created.status).toBe(201);
      expect(created.body.key).toMatch(/^k12_live_[A-Za-z0-9_-]{32,}$/);
      expect(created.body).toMatchObject({ tier: 'STARTER', mode: 'live', account: 'initech' });
      expect(created.body.key_id).toMatch(/^key_[A-Za-z0-9_-]{16}$/);
      const listed = await client.request('GET', '/marketplace/keys', { key });
      expect(listed.body.account).toBe('initech');
      expect(listed.body.keys).toHaveLength(2);
      expect(listed.text).not.toContain(created.body.key);
      expect(listed.text).not.toContain('key_hash');
      const works = await client.request('GET', '/test/echo/1234', { key: created.body.key });
      expect(works.status).toBe(200);
    });

    it('usage history has one entry per UTC day, oldest first', async () => {
      const { key } = await service.key('STARTER');
      service.clock.now = new Date('2026-11-20T10:00:00Z');
      await client.request('GET', '/test/echo/1234', { key });
      await client.request('GET', '/test/echo/1234', { key });
      service.clock.now = new Date('2026-11-22T10:00:00Z');
      await client.request('GET', '/test/echo/1234', { key });
      const usage = await client.request('GET', '/marketplace/usage?days=3', { key });
      expect(usage.body.history).toEqual([
        { date: '2026-11-20', requests: 2 },
        { date: '2026-11-21', requests: 0 },
        { date: '2026-11-22', requests: 1 },
      ]);
      expect(usage.body.monthly_used).toBe(3);
      expect(usage.body.monthly_limit).toBe(750);
      expect((await client.request('GET', '/marketplace/usage?days=366', { key })).status).toBe(400);
      expect((await client.request('GET', '/marketplace/usage?days=abc', { key })).status).toBe(400);
    });
  });

  describe('errors', () => {
    it('query and path values are coerced and validated; unknown parameters ignored', async () => {
      const { key } = await service.key('BUSINESS');
      const ok = await client.request('GET', '/test/echo/1234?limit=5&flag=true&tags=a,b&unknown=1', { key });
      expect(ok.body).toEqual({ id: '1234', limit: 5, flag: true, tags: ['a', 'b'] });
      expect(ok.headers.get('x-ratelimit-used')).toBe('1');
      const bad = await client.request('GET', '/test/echo/12x4?limit=500&flag=maybe', { key });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('x-ratelimit-used')).toBe('2'); // a 400 is counted
      expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['flag', 'id', 'limit']);
      expect((await client.request('GET', '/test/echo/0000', { key })).status).toBe(404);
    });

    it('malformed JSON -> 400; non-object JSON -> 400; wrong content type -> 415; over 1 MB -> 413', async () => {
      const { key } = await service.key('BUSINESS');
      const malformed = await client.request('POST', '/test/post', { key, body: '{"name": "Ada",', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.detail).toBe('The request body is not valid JSON.');
      const array = await client.request('POST', '/test/post', { key, json: [1, 2] });
      expect(array.status).toBe(400);
      const text = await client.request('POST', '/test/post', { key, body: 'name=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(text.status).toBe(415);
      const huge = await client.request('POST', '/test/post', { key, json: { name: 'x'.repeat(1_100_000), count: 1 } });
      expect(huge.status).toBe(413);
      const empty = await client.request('POST', '/test/post', { key });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['count', 'name']);
    });

    it('unknown path -> 404 problem; unexpected error -> 500 with a request id and no internals', async () => {
      const { key } = await service.key('BUSINESS');
      const missing = await client.request('GET', '/nowhere', { key });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ type: 'not_found', status: 404, instance: '/nowhere' });
      const exploded = await client.request('GET', '/test/explodes', { key });
      expect(exploded.status).toBe(500);
      expect(exploded.body.request_id).toBe(exploded.headers.get('x-request-id'));
      expect(exploded.text).not.toContain('hunter2');
      expect(exploded.text).not.toMatch(/at .*\.ts:\d+/);
      const broken = await client.request('GET', '/test/broken-output', { key });
      expect(broken.status).toBe(500);
    });
  });
});
