import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../../src/data/state/test-stores.js';
import { createTestService, type TestService } from '../../src/testing/harness.js';
import { listen, type TestClient } from '../../src/testing/http.js';

describe.each(stateBackends())('integrations over REST ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: TestClient;
  let business: string;
  let professional: string;
  let otherBusiness: string;
  let schoolIds: string[];

  beforeAll(async () => {
    isolated = await backend.create();
    service = createTestService(isolated.store);
    client = await listen(service.app);
    business = (await service.key('BUSINESS', { account: 'acme' })).key;
    professional = (await service.key('PROFESSIONAL', { account: 'acme' })).key;
    otherBusiness = (await service.key('BUSINESS', { account: 'rival' })).key;
    schoolIds = service.runtime.datasets.forMode('test').reader.listSchools({}, { limit: 3 }).rows.map((school) => school.nces_id);
  });
  afterAll(async () => {
    await client.close();
    service.dispose();
    await isolated.dispose();
  });

  const allowLoopback = (allowed: boolean) => (service.runtime.config.WEBHOOKS_ALLOW_LOOPBACK = allowed);

  describe('webhooks', () => {
    it('POST without a secret -> 201, whsec_ secret shown once, active, zero stats; GET never shows the secret', async () => {
      allowLoopback(true);
      const created = await client.request('POST', '/integrations/webhooks', {
        key: business,
        json: { url: 'http://127.0.0.1:9/hooks', events: ['alert.fired', 'data.updated', 'alert.fired'], description: 'CRM sync' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ url: 'http://127.0.0.1:9/hooks', events: ['alert.fired', 'data.updated'], status: 'active', description: 'CRM sync' });
      expect(created.body.id).toMatch(/^wh_/);
      expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(created.body.delivery_stats).toEqual({ attempted: 0, succeeded: 0, failed: 0, pending: 0, last_attempt_at: null, last_status: null, last_error: null, next_retry_at: null });
      const listed = await client.request('GET', '/integrations/webhooks', { key: business });
      expect(listed.status).toBe(200);
      expect(listed.body.webhooks.map((hook: { id: string }) => hook.id)).toContain(created.body.id);
      expect(listed.text).not.toContain(created.body.secret);
      expect((await client.request('GET', '/integrations/webhooks', { key: otherBusiness })).body.webhooks).toEqual([]);
    });

    it.each([
      [{ events: ['data.updated'] }, 'url'],
      [{ url: 'https://hooks.example.com/', events: [] }, 'events'],
      [{ url: 'https://hooks.example.com/' }, 'events'],
      [{ url: 'https://hooks.example.com/', events: ['school.deleted'] }, 'events'],
      [{ url: 'https://hooks.example.com/', events: ['data.updated'], secret: 'short' }, 'secret'],
    ])('invalid body %j -> 400 naming %s', async (json, field) => {
      const response = await client.request('POST', '/integrations/webhooks', { key: business, json });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.errors.map((error: { field: string }) => error.field.split('.')[0])).toContain(field);
    });

    it.each([
      ['http://127.0.0.1:9/hooks', /loopback/],
      ['https://127.0.0.1/hooks', /loopback/],
      ['https://localhost/hooks', /loopback/],
      ['https://10.0.0.8/hooks', /private/],
      ['https://169.254.169.254/latest', /link-local/],
      ['https://[::ffff:192.168.0.1]/hooks', /private/],
    ])('without WEBHOOKS_ALLOW_LOOPBACK, %s -> 400 on url', async (url, reason) => {
      allowLoopback(false);
      const response = await client.request('POST', '/integrations/webhooks', { key: business, json: { url, events: ['data.updated'] } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'url', message: expect.stringMatching(reason) }]);
    });

    it('Professional key -> 403; malformed JSON -> 400', async () => {
      const forbidden = await client.request('POST', '/integrations/webhooks', { key: professional, json: { url: 'https://hooks.example.com/', events: ['data.updated'] } });
      expect(forbidden.status).toBe(403);
      expect((await client.request('GET', '/integrations/webhooks', { key: professional })).status).toBe(403);
      const malformed = await client.request('POST', '/integrations/webhooks', { key: business, body: '{"url":', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).toBe(400);
    });

    it('DELETE -> 200 and gone from the list; again -> 404; another account\'s id -> 404', async () => {
      allowLoopback(true);
      const created = await client.request('POST', '/integrations/webhooks', { key: business, json: { url: 'http://127.0.0.1:9/x', events: ['watchlist.changed'] } });
      expect((await client.request('DELETE', `/integrations/webhooks/${created.body.id}`, { key: otherBusiness })).status).toBe(404);
      const deleted = await client.request('DELETE', `/integrations/webhooks/${created.body.id}`, { key: business });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ id: created.body.id, deleted: true });
      const listed = await client.request('GET', '/integrations/webhooks', { key: business });
      expect(listed.body.webhooks.map((hook: { id: string }) => hook.id)).not.toContain(created.body.id);
      const again = await client.request('DELETE', `/integrations/webhooks/${created.body.id}`, { key: business });
      expect(again.status).toBe(404);
      expect(again.body.type).toBe('not_found');
    });
  });

  describe('watchlists', () => {
    let watchlistId: string;

    it('create, add, remove, delete -> each a watchlist.changed event queued for subscribers', async () => {
      allowLoopback(true);
      const hook = await client.request('POST', '/integrations/webhooks', { key: business, json: { url: 'http://127.0.0.1:9/w', events: ['watchlist.changed'] } });
      const created = await client.request('POST', '/watchlists', { key: professional, json: { name: 'Prospects', nces_ids: [schoolIds[0]] } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Prospects', school_count: 1, schools: [{ nces_id: schoolIds[0] }] });
      watchlistId = created.body.id;

      const added = await client.request('POST', `/watchlists/${watchlistId}/schools`, { key: professional, json: { nces_ids: [schoolIds[0], schoolIds[1], schoolIds[2]] } });
      expect(added.status).toBe(200);
      expect(added.body.added).toEqual([schoolIds[1], schoolIds[2]]);
      expect(added.body.school_count).toBe(3);
      const removed = await client.request('DELETE', `/watchlists/${watchlistId}/schools/${schoolIds[2]}`, { key: professional });
      expect(removed.status).toBe(200);
      expect((await client.request('DELETE', `/watchlists/${watchlistId}/schools/${schoolIds[2]}`, { key: professional })).status).toBe(404);

      const events = await isolated.store.integrations!.accountEvents((await isolated.store.ensureAccount('acme')).id, { type: 'watchlist.changed', limit: 10 });
      expect(events.map((event) => (event.data as { action: string }).action)).toEqual(['school_removed', 'schools_added', 'created']);
      for (const event of events) {
        expect((await isolated.store.integrations!.webhooks.deliveriesOf(event.id)).map((row) => row.webhook_id)).toEqual([hook.body.id]);
      }
      await client.request('DELETE', `/integrations/webhooks/${hook.body.id}`, { key: business });
    });

    it('unknown school -> 404 naming it; another account -> 404; Starter -> 403; GET lists and shows', async () => {
      const unknown = await client.request('POST', `/watchlists/${watchlistId}/schools`, { key: professional, json: { nces_ids: ['999999999999'] } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toContain('999999999999');
      expect((await client.request('GET', `/watchlists/${watchlistId}`, { key: otherBusiness })).status).toBe(404);
      expect((await client.request('DELETE', `/watchlists/${watchlistId}`, { key: otherBusiness })).status).toBe(404);
      const starter = (await service.key('STARTER', { account: 'acme' })).key;
      expect((await client.request('GET', '/watchlists', { key: starter })).status).toBe(403);
      const listed = await client.request('GET', '/watchlists', { key: professional });
      expect(listed.body.watchlists).toEqual([expect.objectContaining({ id: watchlistId, school_count: 2 })]);
      const shown = await client.request('GET', `/watchlists/${watchlistId}`, { key: professional });
      expect(shown.body.schools.map((school: { nces_id: string }) => school.nces_id)).toEqual([schoolIds[0], schoolIds[1]]);
      expect((await client.request('POST', '/watchlists', { key: professional, json: { name: '' } })).status).toBe(400);
    });

    it('alert rules: bad combinations -> 400; unknown watchlist -> 404; create, list, delete, delete again -> 404', async () => {
      const noMetric = await client.request('POST', '/alerts', { key: professional, json: { kind: 'score_threshold', watchlist_id: watchlistId } });
      expect(noMetric.status).toBe(400);
      expect(noMetric.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['metric', 'threshold']);
      const both = await client.request('POST', '/alerts', { key: professional, json: { kind: 'lead_tier_change', watchlist_id: watchlistId, state: 'TX' } });
      expect(both.status).toBe(400);
      expect((await client.request('POST', '/alerts', { key: professional, json: { kind: 'lead_tier_change' } })).status).toBe(400);
      expect((await client.request('POST', '/alerts', { key: professional, json: { kind: 'nothing', watchlist_id: watchlistId } })).status).toBe(400);
      expect((await client.request('POST', '/alerts', { key: professional, json: { kind: 'lead_tier_change', watchlist_id: 'wl_nope' } })).status).toBe(404);

      const created = await client.request('POST', '/alerts', {
        key: professional,
        json: { kind: 'score_threshold', watchlist_id: watchlistId, metric: 'health_score', threshold: 60 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ kind: 'score_threshold', metric: 'health_score', threshold: 60, direction: 'above', dataset: 'sandbox', fired_count: 0 });
      const listed = await client.request('GET', '/alerts', { key: professional });
      expect(listed.body.alerts.map((rule: { id: string }) => rule.id)).toEqual([created.body.id]);
      expect((await client.request('GET', '/alerts', { key: otherBusiness })).body.alerts).toEqual([]);
      expect((await client.request('GET', '/alerts/fired', { key: professional })).body.firings).toEqual([]);
      expect((await client.request('DELETE', `/alerts/${created.body.id}`, { key: otherBusiness })).status).toBe(404);
      expect((await client.request('DELETE', `/alerts/${created.body.id}`, { key: professional })).status).toBe(200);
      expect((await client.request('DELETE', `/alerts/${created.body.id}`, { key: professional })).status).toBe(404);
    });
  });

  describe('triggers', () => {
    it('GET /integrations/triggers -> three triggers with polling endpoints, three actions with JSON Schemas', async () => {
      const response = await client.request('GET', '/integrations/triggers', { key: professional });
      expect(response.status).toBe(200);
      expect(response.body.triggers.map((trigger: { key: string }) => trigger.key)).toEqual(['new_school_saved', 'alert_fired', 'report_generated']);
      expect(response.body.triggers[1]).toMatchObject({
        webhook_event: 'alert.fired',
        polling: { method: 'GET', path: '/integrations/poll/alert_fired', id_field: 'id', timestamp_field: 'created_at' },
      });
      expect(response.body.triggers[0].output_schema.properties).toHaveProperty('id');
      const actions = response.body.actions as { key: string; path: string; method: string; input_schema: { properties: Record<string, unknown> } }[];
      expect(actions.map((action) => [action.key, action.method, action.path])).toEqual([
        ['search_schools', 'GET', '/schools/search'],
        ['get_profile', 'GET', '/schools/{nces_id}'],
        ['check_compliance', 'POST', '/compliance/check'],
      ]);
      expect(actions[0]!.input_schema.properties).toHaveProperty('q');
      expect(actions[1]!.input_schema.properties).toHaveProperty('nces_id');
      expect((await client.request('GET', '/integrations/triggers', { key: (await service.key('STARTER')).key })).status).toBe(403);
    });

    it('GET /integrations/poll/new_school_saved -> saved schools newest first with stable ids; unknown trigger -> 400', async () => {
      const polled = await client.request('GET', '/integrations/poll/new_school_saved?limit=5', { key: professional });
      expect(polled.status).toBe(200);
      expect(polled.body.items.map((item: { data: { nces_id: string } }) => item.data.nces_id).sort()).toEqual([schoolIds[0], schoolIds[1]].sort());
      const again = await client.request('GET', '/integrations/poll/new_school_saved?limit=5', { key: professional });
      expect(again.body.items.map((item: { id: string }) => item.id)).toEqual(polled.body.items.map((item: { id: string }) => item.id));
      expect((await client.request('GET', '/integrations/poll/new_school_saved', { key: otherBusiness })).body.items).toEqual([]);
      expect((await client.request('GET', '/integrations/poll/school_deleted', { key: professional })).status).toBe(400);
      expect((await client.request('GET', '/integrations/poll/alert_fired?limit=0', { key: professional })).status).toBe(400);
    });

    it('GET /integrations/poll/report_generated -> each report the account generated, newest first; none for another account', async () => {
      const reader = service.runtime.datasets.forMode('test').reader;
      const school = reader.getSchools([schoolIds[0]!])[0]!;
      const justification = await client.request('POST', '/reports/justification', { key: professional, json: { nces_id: school.nces_id, item_description: '30 Chromebooks', format: 'json' } });
      expect(justification.status).toBe(200);
      const district = await client.request('POST', '/reports/district', { key: professional, json: { leaid: school.leaid, format: 'docx' } });
      expect(district.status).toBe(200);
      const polled = await client.request('GET', '/integrations/poll/report_generated', { key: professional });
      expect(polled.status).toBe(200);
      expect(polled.body.items.map((item: { data: unknown }) => item.data)).toEqual([
        { report: 'district_report', format: 'docx', subject: { leaid: school.leaid, name: reader.getDistrict(school.leaid)!.name }, title: expect.stringContaining('District Report') },
        { report: 'purchase_justification', format: 'json', subject: { nces_id: school.nces_id, name: school.name }, title: justification.body.title },
      ]);
      expect((await client.request('GET', '/integrations/poll/report_generated', { key: otherBusiness })).body.items).toEqual([]);
    });
  });
});
