import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSchoolService } from '../schools/testing/school-service.js';
import { districtContacts } from './district-contacts.js';
import { icpSearch } from './icp-search.js';
import { leadershipChanges } from './leadership-changes.js';
import { opportunities } from './opportunities.js';

const fixture = useSchoolService();
let database: Database.Database;
const all = <Row>(sql: string, ...parameters: unknown[]) => database.prepare(sql).all(...parameters) as Row[];

beforeAll(() => {
  database = new Database(fixture.reader.filePath, { readonly: true });
  return () => database.close();
});

async function pages(tool: typeof icpSearch | typeof opportunities | typeof leadershipChanges, input: Record<string, unknown>) {
  const results = [];
  let cursor: string | undefined;
  let count = 0;
  do {
    const page = await fixture.call(tool, { ...input, cursor, limit: 9 });
    results.push(...page.results);
    cursor = page.next_cursor ?? undefined;
    count += 1;
  } while (cursor && count < 300);
  return results;
}

interface ScoreRow { nces_id: string; state: string; level: string | null; enrollment: number | null; frl_pct: number | null; opp: number | null; fund: number | null; programs: string; budget: number | null; need: number | null; lead_tier: string | null }
const scoreRows = () =>
  all<ScoreRow>(
    `SELECT s.nces_id, s.state, s.level, s.enrollment, s.frl_pct, sc.opportunity_score AS opp, sc.funding_score AS fund, sc.eligible_programs AS programs,
            sc.opportunity_budget AS budget, sc.opportunity_need AS need, sc.lead_tier
       FROM schools s LEFT JOIN school_scores sc USING (nces_id)`,
  );

describe('GET /icp/search', () => {
  it('icp_search(level, enrollment 200-2000, programs TITLE_I_A,IDEA_B) -> filtered schools by the documented fit score', async () => {
    const wanted = ['TITLE_I_A', 'IDEA_B'];
    const expected = scoreRows()
      .filter((row) => row.level === 'Elementary' && row.enrollment !== null && row.enrollment >= 200 && row.enrollment <= 2000)
      .map((row) => {
        const eligible = JSON.parse(row.programs ?? '[]') as string[];
        const matched = wanted.filter((id) => eligible.includes(id));
        return { ...row, matched, fit: Math.round((0.5 * (row.opp ?? 0) + 0.3 * (row.fund ?? 0) + (0.2 * 100 * matched.length) / 2) * 100) / 100 };
      })
      .filter((row) => row.matched.length > 0)
      .sort((a, b) => b.fit - a.fit || a.nces_id.localeCompare(b.nces_id));
    expect(expected.length).toBeGreaterThan(9);
    const results = await pages(icpSearch, { level: 'Elementary', min_enrollment: 200, max_enrollment: 2000, programs: wanted });
    expect(results.map((r) => r.nces_id)).toEqual(expected.map((e) => e.nces_id));
    results.forEach((result, index) => {
      expect(result.fit_score).toBeCloseTo(expected[index]!.fit, 1);
      expect(result.matched_programs).toEqual(expected[index]!.matched);
    });
    const viaHttp = await fixture.client.request('GET', '/icp/search?level=Elementary&min_enrollment=200&max_enrollment=2000&programs=title_i_a,IDEA_B&limit=5', { key: fixture.key });
    expect(viaHttp.status).toBe(200);
    expect(viaHttp.body.results.map((r: { nces_id: string }) => r.nces_id)).toEqual(expected.slice(0, 5).map((e) => e.nces_id));
  });

  it('icp_search bounds: programs FOO, min_frl 101, min_enrollment > max_enrollment, limit 101 -> 400', async () => {
    for (const [query, field] of [['programs=FOO', 'programs.0'], ['min_frl=101', 'min_frl'], ['min_enrollment=500&max_enrollment=100', 'min_enrollment'], ['limit=101', 'limit']]) {
      const response = await fixture.client.request('GET', `/icp/search?${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].field, query).toBe(field);
    }
  });
});

describe('GET /opportunities', () => {
  it('opportunities(sort_by need, min_score 40) -> schools with total >= 40 ordered by the need dimension, highest first', async () => {
    const expected = scoreRows()
      .filter((row) => row.opp !== null && row.opp >= 40)
      .sort((a, b) => (b.need ?? -1) - (a.need ?? -1) || a.nces_id.localeCompare(b.nces_id))
      .map((row) => row.nces_id);
    const results = await pages(opportunities, { sort_by: 'need', min_score: 40 });
    expect(results.map((r) => r.nces_id)).toEqual(expected);
    expect(results.every((r) => r.opportunity.total >= 40)).toBe(true);
  });

  it('opportunities(state, lead_tier HOT) by total -> that state\'s HOT schools, highest total first; bad sort_by -> 400', async () => {
    const state = scoreRows()[0]!.state;
    const expected = scoreRows()
      .filter((row) => row.state === state && row.lead_tier === 'HOT')
      .sort((a, b) => (b.opp ?? -1) - (a.opp ?? -1) || a.nces_id.localeCompare(b.nces_id))
      .map((row) => row.nces_id);
    expect((await pages(opportunities, { state, lead_tier: 'HOT' })).map((r) => r.nces_id)).toEqual(expected);
    const bad = await fixture.client.request('GET', '/opportunities?sort_by=size', { key: fixture.key });
    expect(bad.status).toBe(400);
    expect((await fixture.client.request('GET', '/opportunities?min_score=101', { key: fixture.key })).status).toBe(400);
  });
});

describe('GET /board-intel/leadership-changes', () => {
  it('leadership_changes() -> every change, newest first, pages without gaps; role and since filter', async () => {
    const expected = all<{ change_id: string }>('SELECT change_id FROM leadership_changes ORDER BY effective_date DESC, change_id').map((row) => row.change_id);
    const results = await pages(leadershipChanges, {});
    expect(results.map((r) => r.change_id)).toEqual(expected);
    const dates = results.map((r) => r.effective_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const since = dates[Math.floor(dates.length / 2)]!;
    const recent = all<{ change_id: string }>("SELECT change_id FROM leadership_changes WHERE role = 'Superintendent' AND effective_date >= ? ORDER BY effective_date DESC, change_id", since).map((row) => row.change_id);
    expect((await pages(leadershipChanges, { role: 'Superintendent', since })).map((r) => r.change_id)).toEqual(recent);
    for (const query of ['since=2024-13-01', 'since=yesterday', 'role=Teacher', 'limit=0']) {
      expect((await fixture.client.request('GET', `/board-intel/leadership-changes?${query}`, { key: fixture.key })).status, query).toBe(400);
    }
  });
});

describe('GET /districts/{lea_id}/contacts', () => {
  it('district_contacts(lea_id) -> the district roles in order; role filter; unknown -> 404; bad id -> 400', async () => {
    const leaid = all<{ leaid: string }>("SELECT leaid FROM contacts WHERE leaid IS NOT NULL AND role = 'CFO' LIMIT 1")[0]!.leaid;
    const expectedRoles = all<{ role: string }>('SELECT role FROM contacts WHERE leaid = ?', leaid).map((row) => row.role);
    const result = await fixture.call(districtContacts, { lea_id: leaid });
    const order = ['Superintendent', 'CFO', 'CTO', 'Curriculum Director', 'Purchasing Director'];
    expect(result.contacts.map((c: { role: string }) => c.role)).toEqual([...expectedRoles].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(result.generated).toBe(true);
    expect(result.notice).toMatch(/fictional/);
    const cfo = await fixture.call(districtContacts, { lea_id: leaid, role: 'CFO' });
    expect(cfo.contacts.every((c: { role: string }) => c.role === 'CFO')).toBe(true);
    expect((await fixture.client.request('GET', '/districts/9999999/contacts', { key: fixture.key })).status).toBe(404);
    expect((await fixture.client.request('GET', '/districts/12ab/contacts', { key: fixture.key })).status).toBe(400);
    expect((await fixture.client.request('GET', `/districts/${leaid}/contacts?role=Janitor`, { key: fixture.key })).status).toBe(400);
  });
});
