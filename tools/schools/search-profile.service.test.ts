import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { schoolProfile } from './profile.js';
import { searchSchools } from './search.js';
import { useSchoolService } from './testing/school-service.js';

const fixture = useSchoolService();

/** Every school, ranked as search ranks: enrollment desc, then nces_id. */
let schools: SchoolProfile[] | undefined;
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

const fold = (text: string) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Independent statement of the matching rule: every query word starts a word of the name or city;
 * names that begin with the words first, then names holding every word, then the rest, each by
 * enrollment (the order of allSchools).
 */
function expectedMatches(query: string): string[] {
  const words = fold(query);
  const tier = (school: SchoolProfile) => {
    const name = fold(school.name);
    if (words.every((word, index) => (index === words.length - 1 ? (name[index] ?? '').startsWith(word) : name[index] === word))) return 0;
    return words.every((word) => name.some((token) => token.startsWith(word))) ? 1 : 2;
  };
  return allSchools()
    .filter((school) => {
      const tokens = [...fold(school.name), ...fold(school.city ?? '')];
      return words.every((word) => tokens.some((token) => token.startsWith(word)));
    })
    .map((school, index) => ({ id: school.nces_id, tier: tier(school), index }))
    .sort((left, right) => left.tier - right.tier || left.index - right.index)
    .map((entry) => entry.id);
}

async function searchAll(q: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await fixture.call(searchSchools, { q, limit, cursor });
    ids.push(...page.results.map((school: { nces_id: string }) => school.nces_id));
    cursor = page.next_cursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('GET /schools/search', () => {
  it('schools_search(q="elementary", limit 7) pages -> every matching school once, best match then enrollment, no gaps', async () => {
    const expected = expectedMatches('elementary');
    expect(expected.length).toBeGreaterThan(20);
    const { ids, pages } = await searchAll('elementary', 7);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(expected.length / 7));
  });

  it('schools_search(q="PENA", accents and case ignored) -> finds "Peña ..." schools, largest first', async () => {
    const result = await fixture.call(searchSchools, { q: 'PENA' });
    const names: string[] = result.results.map((school: { name: string }) => school.name);
    expect(names.length).toBeGreaterThan(0);
    expect(result.results.map((school: { nces_id: string }) => school.nces_id)).toEqual(expectedMatches('pena').slice(0, 10));
    expect(names.some((name) => name.includes('Peña'))).toBe(true);
    for (const match of ['name_start', 'name_words', 'name_or_city']) {
      const enrollments: number[] = result.results.filter((school: { match: string }) => school.match === match).map((school: { enrollment: number }) => school.enrollment);
      expect(enrollments).toEqual([...enrollments].sort((a, b) => b - a));
    }
  });

  it('schools_search(q = a city, two word prefixes) -> matches by city and name words together', async () => {
    const school = allSchools().find((row) => row.city && fold(row.city).length === 1 && fold(row.name).length >= 2)!;
    const query = `${fold(school.city!)[0]!.slice(0, 4)} ${fold(school.name)[0]!.slice(0, 3)}`;
    const result = await fixture.call(searchSchools, { q: query, limit: 50 });
    const ids = result.results.map((row: { nces_id: string }) => row.nces_id);
    expect(ids).toContain(school.nces_id);
    expect(ids).toEqual(expectedMatches(query).slice(0, 50));
  });

  it('schools_search(q = first 7 digits of an NCES ID) -> the schools of that district, by enrollment', async () => {
    const school = allSchools()[0]!;
    const prefix = school.nces_id.slice(0, 7);
    const result = await fixture.call(searchSchools, { q: prefix, limit: 50 });
    const expected = allSchools().filter((row) => row.nces_id.startsWith(prefix)).map((row) => row.nces_id);
    expect(result.results.map((row: { nces_id: string }) => row.nces_id)).toEqual(expected.slice(0, 50));
    expect(result.results[0]).toMatchObject({ nces_id: school.nces_id, name: school.name, state: school.state, district_name: school.district_name });
  });

  it('schools_search(q="  zz  ") -> q is trimmed; no match -> empty results, next_cursor null, data_source sandbox', async () => {
    const result = await fixture.call(searchSchools, { q: '  qxzq  ' });
    expect(result).toMatchObject({ query: 'qxzq', results: [], next_cursor: null });
    expect(result.data_source).toEqual({ dataset: 'sandbox', source: 'sandbox-generator', year: null, generated: true });
  });

  it('GET /schools/search bounds: q of 1 char (after trim), q over 100, limit 0, limit 51, no q -> 400 with errors[]', async () => {
    const cases: [string, string][] = [
      ['?q=a', 'q'],
      ['?q=%20a%20%20', 'q'],
      [`?q=${'a'.repeat(101)}`, 'q'],
      ['?q=lincoln&limit=0', 'limit'],
      ['?q=lincoln&limit=51', 'limit'],
      ['?q=lincoln&limit=2.5', 'limit'],
      ['', 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await fixture.client.request('GET', `/schools/search${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.body.errors.map((error: { field: string }) => error.field), query).toContain(field);
    }
    const ok = await fixture.client.request('GET', '/schools/search?q=el&limit=50', { key: fixture.key });
    expect(ok.status).toBe(200);
    expect(ok.body.results).toHaveLength(50);
  });

  it('GET /schools/search with a tampered cursor or one from another query -> 400', async () => {
    const first = await fixture.client.request('GET', '/schools/search?q=elementary&limit=5', { key: fixture.key });
    const cursor: string = first.body.next_cursor;
    const tampered = await fixture.client.request('GET', `/schools/search?q=elementary&cursor=${cursor.slice(0, -2)}xx`, { key: fixture.key });
    expect(tampered.status).toBe(400);
    const replayed = await fixture.client.request('GET', `/schools/search?q=high&cursor=${cursor}`, { key: fixture.key });
    expect(replayed.status).toBe(400);
    expect(replayed.body.errors[0].field).toBe('cursor');
  });

  it('EXPLORER key -> 200 (search is the free tier); no key -> 401', async () => {
    const { key } = await fixture.service.key('EXPLORER');
    expect((await fixture.client.request('GET', '/schools/search?q=elementary', { key })).status).toBe(200);
    expect((await fixture.client.request('GET', '/schools/search?q=elementary')).status).toBe(401);
  });
});

describe('every per-school endpoint', () => {
  const endpoints = ['', '/peers', '/health', '/needs', '/equity', '/funding', '/opportunity', '/look-alikes', '/board-intel', '/contacts'];

  it('GET /schools/{bad shape}/... -> 400 naming nces_id; an unknown 12-digit id -> 404 naming it, as problem details', async () => {
    for (const endpoint of endpoints) {
      for (const bad of ['12345', '06001010023x']) {
        const response = await fixture.client.request('GET', `/schools/${bad}${endpoint}`, { key: fixture.key });
        expect(response.status, `${bad}${endpoint}`).toBe(400);
        expect(response.body.errors.map((error: { field: string }) => error.field)).toContain('nces_id');
      }
      const missing = await fixture.client.request('GET', `/schools/999999999999${endpoint}`, { key: fixture.key });
      expect(missing.status, endpoint).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(missing.body).toMatchObject({ type: 'not_found', instance: `/schools/999999999999${endpoint}` });
      expect(missing.body.detail).toContain('999999999999');
    }
  });

  it('every response names its dataset and source: data_source { dataset: sandbox, generated: true }', async () => {
    const school = allSchools().find((row) => row.math_proficiency !== null)!;
    for (const endpoint of endpoints) {
      const response = await fixture.client.request('GET', `/schools/${school.nces_id}${endpoint}`, { key: fixture.key });
      expect(response.status, endpoint).toBe(200);
      expect(response.body.data_source, endpoint).toEqual({ dataset: 'sandbox', source: 'sandbox-generator', year: expect.any(Number), generated: true });
      expect(response.headers.get('x-dataset')).toBe('sandbox');
    }
  });
});

describe('GET /schools/{nces_id}', () => {
  it('school_profile(a scored school) -> every spec field, equal to the dataset row and its scores', async () => {
    const school = allSchools().find((row) => row.scores?.bright_spot_tier === 'BRIGHT_SPOT')!;
    const { key } = await fixture.service.key('EXPLORER');
    const response = await fixture.client.request('GET', `/schools/${school.nces_id}`, { key });
    expect(response.status).toBe(200);
    const scores = school.scores!;
    expect(response.body).toMatchObject({
      nces_id: school.nces_id,
      name: school.name,
      city: school.city,
      state: school.state,
      school_level: school.level,
      enrollment: school.enrollment,
      frl_pct: school.frl_pct,
      math_proficiency: school.math_proficiency,
      bright_spot_tier: 'BRIGHT_SPOT',
      bright_spot_score: scores.bright_spot_score,
      lead_tier: scores.lead_tier,
      funding_program_count: scores.funding_program_count,
      funding_score: scores.funding_score,
      district_name: school.district_name,
      locale: school.locale,
      reading_proficiency: school.reading_proficiency,
      title_i_eligible: school.title_i_eligible,
      latitude: school.lat,
      longitude: school.lon,
      eligible_programs: JSON.parse(scores.eligible_programs),
      data_source: { dataset: 'sandbox', source: 'sandbox-generator', year: school.source_year, generated: true },
    });
    expect(response.body.eligible_programs).toHaveLength(scores.funding_program_count!);
    expect(response.body.frl_pct).toBeGreaterThanOrEqual(50);
    expect(response.body.math_proficiency).toBeGreaterThanOrEqual(40);
  });

  it('school_profile(a school without assessment data) -> 200 with null proficiency and no bright-spot tier', async () => {
    const school = allSchools().find((row) => row.math_proficiency === null)!;
    const profile = await fixture.call(schoolProfile, { nces_id: school.nces_id }, 'EXPLORER');
    expect(profile).toMatchObject({ nces_id: school.nces_id, math_proficiency: null, reading_proficiency: null, bright_spot_tier: null });
  });

  it('GET /schools/{bad shape} -> 400 naming nces_id; unknown 12-digit id -> 404 naming it', async () => {
    for (const bad of ['12345', '1234567890123', '06001010023x', '%20060010100234', 'abcdefghijkl']) {
      const response = await fixture.client.request('GET', `/schools/${bad}`, { key: fixture.key });
      expect(response.status, bad).toBe(400);
      expect(response.body.errors[0].field).toBe('nces_id');
    }
    const missing = await fixture.client.request('GET', '/schools/999999999999', { key: fixture.key });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ type: 'not_found', status: 404, instance: '/schools/999999999999' });
    expect(missing.body.detail).toContain('999999999999');
  });
});
