import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { SPLIT_ARRAY_LENGTH } from '../../src/surfaces/rest/json-body.js';
import { brightSpots } from './bright-spots.js';
import { bulkImportSchools } from './bulk-import.js';
import { schoolFunding } from './funding.js';
import { schoolHealth } from './health.js';
import { schoolProfile } from './profile.js';
import { useSchoolService } from './testing/school-service.js';

const fixture = useSchoolService();

let schools: SchoolProfile[] | undefined;
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

/** Bright spots stated independently: beats its expected math, above both floors, best score first. */
function expectedBrightSpots(filter: { state?: string; level?: string; minFrl: number; minMath: number }): string[] {
  return allSchools()
    .filter((school) =>
      school.scores?.expected_math != null &&
      school.math_proficiency !== null &&
      school.frl_pct !== null &&
      school.math_proficiency > school.scores.expected_math &&
      school.frl_pct >= filter.minFrl &&
      school.math_proficiency >= filter.minMath &&
      (!filter.state || school.state === filter.state) &&
      (!filter.level || school.level === filter.level))
    .sort((a, b) => b.scores!.bright_spot_score! - a.scores!.bright_spot_score! || a.nces_id.localeCompare(b.nces_id))
    .map((school) => school.nces_id);
}

async function allPages(input: Record<string, unknown>): Promise<{ ids: string[]; pages: number; items: any[] }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const items = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await fixture.call(brightSpots, { ...input, cursor }, 'STARTER');
    items.push(...page.results);
    cursor = page.next_cursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids: items.map((item) => item.nces_id), pages, items };
}

describe('GET /bright-spots', () => {
  it('bright_spots(defaults) pages of 10 -> exactly the BRIGHT_SPOT-tier schools, best score first, no gaps or repeats', async () => {
    const expected = expectedBrightSpots({ minFrl: 50, minMath: 40 });
    const tiered = allSchools().filter((school) => school.scores?.bright_spot_tier === 'BRIGHT_SPOT').map((school) => school.nces_id);
    expect(new Set(expected)).toEqual(new Set(tiered));
    expect(expected.length).toBeGreaterThan(25);
    const { ids, pages, items } = await allPages({ limit: 10 });
    expect(ids).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 10));
    for (const item of items) {
      expect(item.bright_spot_tier).toBe('BRIGHT_SPOT');
      expect(item.math_above_expected).toBeGreaterThan(0);
      expect(item.bright_spot_score).toBeGreaterThan(50);
    }
  });

  it('bright_spots(state, level, min_frl 30, min_proficiency 30) -> the schools that beat expectation under those floors', async () => {
    const state = allSchools()[0]!.state;
    const expected = expectedBrightSpots({ state, level: 'Elementary', minFrl: 30, minMath: 30 });
    expect(expected.length).toBeGreaterThan(0);
    const { ids } = await allPages({ state: state.toLowerCase(), level: 'Elementary', min_frl: 30, min_proficiency: 30, limit: 3 });
    expect(ids).toEqual(expected);
    const first = await fixture.call(brightSpots, { state, level: 'Elementary', min_frl: 30, min_proficiency: 30 }, 'STARTER');
    expect(first.criteria).toEqual({ state, min_frl: 30, min_proficiency: 30, level: 'Elementary' });
    expect(first.results).toHaveLength(Math.min(25, expected.length));
  });

  it('GET /bright-spots bounds: limit 0/101, min_frl -1/101, min_proficiency 101 or 40.5, state "Texas", level "Primary" -> 400; "ZZ" -> 404', async () => {
    const { key } = await fixture.service.key('STARTER');
    for (const query of ['limit=0', 'limit=101', 'min_frl=-1', 'min_frl=101', 'min_proficiency=101', 'min_proficiency=40.5', 'state=Texas', 'level=Primary']) {
      const response = await fixture.client.request('GET', `/bright-spots?${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].field, query).toBe(query.split('=')[0]);
    }
    expect((await fixture.client.request('GET', '/bright-spots?state=ZZ', { key: fixture.key })).status).toBe(404);
    const ok = await fixture.client.request('GET', '/bright-spots?limit=100&min_frl=0&min_proficiency=0', { key });
    expect(ok.status).toBe(200);
    expect(ok.body.results).toHaveLength(Math.min(100, expectedBrightSpots({ minFrl: 0, minMath: 0 }).length));
  });

  it('EXPLORER -> 403 naming STARTER', async () => {
    const { key } = await fixture.service.key('EXPLORER');
    const response = await fixture.client.request('GET', '/bright-spots', { key });
    expect(response.status).toBe(403);
    expect(response.body.required_tier).toBe('STARTER');
  });
});

describe('POST /schools/bulk-import', () => {
  it('schools_bulk_import(ids with duplicates and unknowns, all sections) -> one profile per id in order, not_found listed', async () => {
    const picked = allSchools().slice(0, 3);
    const noAssessment = allSchools().find((school) => school.math_proficiency === null && school.reading_proficiency === null)!;
    const ids = [picked[0]!.nces_id, '999999999999', picked[1]!.nces_id, picked[0]!.nces_id, noAssessment.nces_id, picked[2]!.nces_id, '999999999999'];
    const result = await fixture.call(bulkImportSchools, { nces_ids: ids, include: ['health', 'funding', 'opportunity', 'contacts', 'health'] });
    expect(result).toMatchObject({ requested: 5, found: 4, not_found: ['999999999999'], include: ['funding', 'health', 'opportunity', 'contacts'] });
    expect(result.schools.map((entry: { profile: { nces_id: string } }) => entry.profile.nces_id)).toEqual([
      picked[0]!.nces_id, picked[1]!.nces_id, noAssessment.nces_id, picked[2]!.nces_id,
    ]);
    const first = result.schools[0];
    expect(first.profile).toEqual(await fixture.call(schoolProfile, { nces_id: picked[0]!.nces_id }));
    expect(first.health).toEqual(await fixture.call(schoolHealth, { nces_id: picked[0]!.nces_id }));
    expect(first.funding).toEqual(await fixture.call(schoolFunding, { nces_id: picked[0]!.nces_id }));
    expect(first.opportunity.opportunity_score).toBe(picked[0]!.scores!.opportunity_score);
    expect(first.contacts.contacts.length).toBe(
      fixture.reader.contacts({ ncesId: picked[0]!.nces_id }).length + fixture.reader.contacts({ leaid: picked[0]!.leaid }).length,
    );
    expect(first.missing_data).toEqual({});
    const lacking = result.schools[2];
    expect(lacking.health).toBeNull();
    expect(lacking.missing_data).toEqual({ health: ['math_proficiency', 'reading_proficiency'] });
  });

  it('schools_bulk_import(no include) -> profiles only', async () => {
    const result = await fixture.call(bulkImportSchools, { nces_ids: [allSchools()[5]!.nces_id] });
    expect(Object.keys(result.schools[0]).sort()).toEqual(['missing_data', 'profile']);
    expect(result.include).toEqual([]);
  });

  it('POST bulk-import with 1000 ids -> 200 and counted as one request; 1001, [], a bad id, an unknown section -> 400', async () => {
    const { key } = await fixture.service.key('BUSINESS');
    const known = allSchools().map((school) => school.nces_id);
    const thousand = Array.from({ length: 1000 }, (_, index) => known[index % known.length]!);
    const response = await fixture.client.request('POST', '/schools/bulk-import', { key, json: { nces_ids: thousand, include: ['health'] } });
    expect(response.status).toBe(200);
    expect(response.body.found).toBe(Math.min(1000, known.length));
    expect(response.headers.get('x-ratelimit-used')).toBe('1');
    // Written item by item (json-body.ts): JSON.stringify's bytes, with the headers res.json gives.
    expect(response.body.schools.length).toBeGreaterThanOrEqual(SPLIT_ARRAY_LENGTH);
    expect(response.text).toBe(JSON.stringify(await fixture.call(bulkImportSchools, { nces_ids: thousand, include: ['health'] })));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.text));
    const bad: [unknown, string][] = [
      [{ nces_ids: Array.from({ length: 1001 }, () => known[0]) }, 'nces_ids'],
      [{ nces_ids: [] }, 'nces_ids'],
      [{ nces_ids: ['12345'] }, 'nces_ids.0'],
      [{ nces_ids: [known[0]], include: ['equity'] }, 'include.0'],
      [{}, 'nces_ids'],
    ];
    for (const [body, field] of bad) {
      const refused = await fixture.client.request('POST', '/schools/bulk-import', { key, json: body });
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const malformed = await fixture.client.request('POST', '/schools/bulk-import', { key, body: '{"nces_ids": [', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  it('PROFESSIONAL -> 403 naming BUSINESS', async () => {
    const { key } = await fixture.service.key('PROFESSIONAL');
    const response = await fixture.client.request('POST', '/schools/bulk-import', { key, json: { nces_ids: [allSchools()[0]!.nces_id] } });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ required_tier: 'BUSINESS', current_tier: 'PROFESSIONAL' });
  });
});
