import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { searchDistricts } from '../geography/district-search.js';
import { searchSchools } from './search.js';
import { failure, useSchoolService } from './testing/school-service.js';

const fixture = useSchoolService();

const fold = (text: string) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

let schools: SchoolProfile[] | undefined;
/** Every school, largest enrollment first (the order within a match tier). */
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

/** Independent statement of ranking: name begins with the words, then holds them, then name or city. */
function expected(query: string, keep: (school: SchoolProfile) => boolean): string[] {
  const words = fold(query);
  const tierOf = (school: SchoolProfile) => {
    const name = fold(school.name);
    if (words.every((word, index) => (index === words.length - 1 ? (name[index] ?? '').startsWith(word) : name[index] === word))) return 0;
    if (words.every((word) => name.some((token) => token.startsWith(word)))) return 1;
    const all = [...name, ...fold(school.city ?? '')];
    return words.every((word) => all.some((token) => token.startsWith(word))) ? 2 : 3;
  };
  return allSchools()
    .map((school, index) => ({ school, index, tier: tierOf(school) }))
    .filter((entry) => entry.tier < 3 && keep(entry.school))
    .sort((left, right) => left.tier - right.tier || left.index - right.index)
    .map((entry) => entry.school.nces_id);
}

async function allPages(input: Record<string, unknown>, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const result = await fixture.call(searchSchools, { ...input, limit, cursor });
    ids.push(...result.results.map((row: { nces_id: string }) => row.nces_id));
    cursor = result.next_cursor ?? undefined;
    if (!cursor) break;
  }
  return ids;
}

/** The state holding the most schools, with its full name (from the dataset). */
function biggestState(): { abbr: string; name: string } {
  const counts = new Map<string, number>();
  for (const school of allSchools()) counts.set(school.state, (counts.get(school.state) ?? 0) + 1);
  const abbr = [...counts.entries()].sort((left, right) => right[1] - left[1])[0]![0];
  return { abbr, name: fixture.reader.getState(abbr)!.name };
}

describe('schools_search narrowing and relevance', () => {
  it('schools_search(q="school", state = full name in capitals) -> only that state, best match then enrollment, all pages', async () => {
    const { abbr, name } = biggestState();
    const ids = await allPages({ q: 'school', state: name.toUpperCase() }, 9);
    const want = expected('school', (school) => school.state === abbr);
    expect(want.length).toBeGreaterThan(9);
    expect(ids).toEqual(want);
    const byAbbr = await fixture.call(searchSchools, { q: 'school', state: abbr.toLowerCase(), limit: 50 });
    expect(byAbbr.state).toBe(abbr);
    expect(byAbbr.results.map((row: { nces_id: string }) => row.nces_id)).toEqual(want.slice(0, 50));
  });

  it('schools_search(name words) -> a name that begins with the words ranks above a larger school that only holds them', async () => {
    const small = [...allSchools()].reverse().find((school) => fold(school.name).length >= 3)!;
    const words = fold(small.name).slice(0, 2).join(' ');
    const result = await fixture.call(searchSchools, { q: words, limit: 50 });
    const first = result.results[0];
    expect(first.match).toBe('name_start');
    expect(result.results.map((row: { nces_id: string }) => row.nces_id)).toEqual(expected(words, () => true).slice(0, 50));
    const tiers = result.results.map((row: { match: string }) => ['name_start', 'name_words', 'name_or_city'].indexOf(row.match));
    expect(tiers).toEqual([...tiers].sort((left, right) => left - right));
  });

  it('schools_search(level High, leaid of a district) -> only that district\'s high schools, by the same ranking', async () => {
    const district = allSchools().find((school) => school.level === 'High')!.leaid;
    const result = await fixture.call(searchSchools, { q: 'school', leaid: district, level: 'High', limit: 50 });
    const want = expected('school', (school) => school.leaid === district && school.level === 'High');
    expect(want.length).toBeGreaterThan(0);
    expect(result.results.map((row: { nces_id: string }) => row.nces_id)).toEqual(want);
  });

  it('schools_search(city in capitals without accents) -> only schools of exactly that city', async () => {
    const school = allSchools().find((row) => row.city && /[\u00C0-\u017F]/.test(row.city)) ?? allSchools().find((row) => row.city)!;
    const city = school.city!.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const word = fold(school.name)[0]!;
    const result = await fixture.call(searchSchools, { q: word, city, limit: 50 });
    const want = expected(word, (row) => fold(row.city ?? '').join(' ') === fold(city).join(' '));
    expect(result.results.map((row: { nces_id: string }) => row.nces_id)).toEqual(want.slice(0, 50));
    expect(result.results.map((row: { nces_id: string }) => row.nces_id)).toContain(school.nces_id);
  });

  it('schools_search(one letter dropped from a name word) -> the school, marked approximate', async () => {
    const school = allSchools().find((row) => fold(row.name).some((word) => word.length >= 7))!;
    const words = fold(school.name);
    const long = words.find((word) => word.length >= 7)!;
    const typo = words.map((word) => (word === long ? word.slice(0, 3) + word.slice(4) : word)).join(' ');
    const result = await fixture.call(searchSchools, { q: typo, state: school.state, limit: 50 });
    expect(result.results.map((row: { nces_id: string }) => row.nces_id)).toContain(school.nces_id);
    expect(new Set(result.results.map((row: { match: string }) => row.match))).toEqual(new Set(['approximate']));
    const swapped = long.slice(0, 2) + long[3] + long[2] + long.slice(4);
    const swappedResult = await fixture.call(searchSchools, { q: words.map((word) => (word === long ? swapped : word)).join(' '), state: school.state, limit: 50 });
    expect(swappedResult.results.map((row: { nces_id: string }) => row.nces_id)).toContain(school.nces_id);
  });

  it('schools_search(unknown state "Atlantis") -> 404 naming it; unknown district -> 404; bad leaid, level, city -> 400 naming the field', async () => {
    expect(await failure(fixture.call(searchSchools, { q: 'school', state: 'Atlantis' }))).toMatchObject({ status: 404, message: expect.stringContaining('Atlantis') });
    expect(await failure(fixture.call(searchSchools, { q: 'school', leaid: '9999999' }))).toMatchObject({ status: 404, message: expect.stringContaining('9999999') });
    for (const [query, field] of [
      ['&leaid=12', 'leaid'],
      ['&level=Kindergarten', 'level'],
      ['&city=%20%2C%20', 'city'],
      ['&state=T', 'state'],
    ] as const) {
      const response = await fixture.client.request('GET', `/schools/search?q=school${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors.map((error: { field: string }) => error.field), query).toContain(field);
    }
    const unknown = await fixture.client.request('GET', '/schools/search?q=school&state=ZZ', { key: fixture.key });
    expect([unknown.status, unknown.body.type]).toEqual([404, 'not_found']);
  });
});

describe('GET /districts/search', () => {
  it('districts_search(first word of a district, state) -> that district, every result in the state, ids twice', async () => {
    const district = fixture.reader.getDistrict(allSchools()[0]!.leaid)!;
    const response = await fixture.client.request('GET', `/districts/search?q=${encodeURIComponent(district.name)}&state=${district.state}`, { key: fixture.key });
    expect(response.status).toBe(200);
    expect(response.body.results[0]).toMatchObject({
      leaid: district.leaid,
      nces_id: district.leaid,
      name: district.name,
      state: district.state,
      total_schools: district.school_count,
      enrollment: district.enrollment,
      match: 'name_start',
    });
    expect(response.body.results.every((row: { state: string }) => row.state === district.state)).toBe(true);
  });

  it('districts_search(q with one letter swapped) -> still the district, approximate', async () => {
    const district = fixture.reader.getDistrict(allSchools()[0]!.leaid)!;
    const word = fold(district.name).find((token) => token.length >= 5)!;
    const typo = word.slice(0, 1) + word[2] + word[1] + word.slice(3);
    const result = await fixture.call(searchDistricts, { q: typo, state: district.state, limit: 50 });
    expect(result.results.map((row: { leaid: string }) => row.leaid)).toContain(district.leaid);
  });

  it('districts_search pages -> default 10, every district once, no gaps', async () => {
    const first = await fixture.call(searchDistricts, { q: 'district' });
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await fixture.call(searchDistricts, { q: 'district', limit: 7, cursor });
      ids.push(...page.results.map((row: { leaid: string }) => row.leaid));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(ids.length).toBeGreaterThan(10);
    expect(first.results).toHaveLength(10);
    expect(ids.slice(0, first.results.length)).toEqual(first.results.map((row: { leaid: string }) => row.leaid));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(fixture.reader.searchDistricts({ q: 'district', limit: 1000 }).rows.length);
  });

  it('GET /districts/search bounds: q of 1 char, limit 51, limit 0, no q, unknown state -> 400 / 404 problem details; Explorer may call it', async () => {
    for (const [query, field] of [
      ['?q=a', 'q'],
      ['?q=dis&limit=51', 'limit'],
      ['?q=dis&limit=0', 'limit'],
      ['', 'q'],
    ] as const) {
      const response = await fixture.client.request('GET', `/districts/search${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await fixture.client.request('GET', '/districts/search?q=dis&state=Narnia', { key: fixture.key })).status).toBe(404);
    const { key } = await fixture.service.key('EXPLORER');
    const ok = await fixture.client.request('GET', '/districts/search?q=dis&limit=50', { key });
    expect(ok.status).toBe(200);
    expect(ok.body.results.length).toBeGreaterThan(0);
  });
});
