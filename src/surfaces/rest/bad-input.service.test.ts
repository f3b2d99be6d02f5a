import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { createTestService, type TestService } from '../../testing/harness.js';
import { listen, type TestClient, type TestResponse } from '../../testing/http.js';
import type { AnyTool } from '../../tooling/define-tool.js';
import { fieldKind } from '../../tooling/schema-shape.js';
import { allTools } from '../../../tools/index.js';

/**
 * Every registered REST tool, fed generated bad input: wrong types, out-of-range numbers, very long
 * strings, injection strings, malformed JSON. The rule: never a 5xx, and every 4xx is problem details.
 */
const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE schools; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ff',
  'MATCH (n) DETACH DELETE n',
  '\u0000\u202e\ud83d\ude00',
  'x'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  '',
];

const restTools = allTools.filter((tool) => tool.rest);

function expectProblemOrSuccess(response: TestResponse, label: string): void {
  expect(response.status, `${label} -> ${response.status} ${response.text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
    expect(response.body, label).toMatchObject({ status: response.status, title: expect.any(String), detail: expect.any(String), type: expect.any(String) });
  }
}

function pathFor(tool: AnyTool, values: Record<string, string> = {}): string {
  return tool.rest!.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

function hostileValueFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const kind = fieldKind(schema);
  const hostile = fc.constantFrom<unknown>(...HOSTILE_STRINGS);
  if (kind === 'number') return fc.oneof(hostile, fc.constantFrom(-1e12, 1e12, 0.5, -0, Number.MAX_SAFE_INTEGER + 2));
  if (kind === 'boolean') return fc.oneof(hostile, fc.constantFrom('maybe', 'yes', 2));
  if (typeof kind === 'object') return fc.oneof(hostile, fc.array(hostile, { minLength: 0, maxLength: 1200 }).map((a) => a.join(',')));
  return fc.oneof(hostile, fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 50 }));
}

describe.each(stateBackends().slice(0, 1))('bad input to every tool ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: TestClient;
  let key: string;

  beforeAll(async () => {
    isolated = await backend.create();
    service = createTestService(isolated.store);
    client = await listen(service.app);
    key = (await service.key('BUSINESS')).key;
  });
  afterAll(async () => {
    await client.close();
    service.dispose();
    await isolated.dispose();
  });

  it.each(restTools.map((tool) => [tool.name, tool] as const))('%s: generated hostile values -> 2xx or 4xx problem details', async (_name, tool) => {
    const shape = tool.input.shape as Record<string, z.ZodType>;
    const fields = Object.keys(shape);
    const arbitrary = fc.record(Object.fromEntries(fields.map((field) => [field, hostileValueFor(shape[field]!)])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (values) => {
        const pathValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
        let response: TestResponse;
        if (tool.rest!.method === 'POST') {
          response = await client.request('POST', pathFor(tool, pathValues), { key, json: values });
        } else {
          const query = new URLSearchParams(Object.entries(pathValues)).toString();
          response = await client.request(tool.rest!.method, `${pathFor(tool, pathValues)}?${query}`, { key });
        }
        expectProblemOrSuccess(response, `${tool.name} ${JSON.stringify(values).slice(0, 300)}`);
      }),
      { numRuns: 25, seed: 1122 },
    );
  });

  it.each(restTools.filter((tool) => tool.rest!.method === 'POST').map((tool) => [tool.name, tool] as const))(
    '%s: malformed JSON, non-object bodies, wrong content type -> 400/415',
    async (_name, tool) => {
      const path = pathFor(tool);
      const malformed = await client.request('POST', path, { key, body: '{"a": [1, 2', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).toBe(400);
      for (const body of [null, 42, 'text', [1, 2, 3]]) {
        const response = await client.request('POST', path, { key, json: body });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const form = await client.request('POST', path, { key, body: 'a=1', headers: { 'content-type': 'text/plain' } });
      expect(form.status).toBe(415);
    },
  );
});
