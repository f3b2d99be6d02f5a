import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSchoolService } from '../schools/testing/school-service.js';
import { stateProfile } from '../geography/state-profile.js';
import { marketSummary } from './market-summary.js';
import { shortages } from './shortages.js';

const fixture = useSchoolService();
let database: Database.Database;
const all = <Row>(sql: string, ...parameters: unknown[]) => database.prepare(sql).all(...parameters) as Row[];
const one = <Row>(sql: string, ...parameters: unknown[]) => database.prepare(sql).get(...parameters) as Row;

beforeAll(() => {
  database = new Database(fixture.reader.filePath, { readonly: true });
  return () => database.close();
});

describe('GET /market/summary', () => {
  it('market_summary() -> national counts computed from the dataset; each state a part of the nation, states summing to it', async () => {
    const nation = await fixture.call(marketSummary, {}, 'STARTER');
    const totals = one<{ schools: number; students: number }>('SELECT count(*) AS schools, sum(enrollment) AS students FROM schools');
    expect(nation.scope).toBe('US');
    expect(nation.total_schools).toBe(totals.schools);
    expect(nation.total_students).toBe(totals.students);
    const hot = one<{ n: number }>("SELECT count(*) AS n FROM school_scores WHERE lead_tier = 'HOT'").n;
    expect(nation.lead_tier_distribution.HOT).toBe(hot);
    const bright = one<{ n: number }>("SELECT count(*) AS n FROM school_scores WHERE bright_spot_tier = 'BRIGHT_SPOT'").n;
    expect(nation.bright_spots.count).toBe(bright);
    const spending = one<{ total: number }>('SELECT sum(total_expenditure) AS total FROM finance WHERE fiscal_year = (SELECT max(fiscal_year) FROM finance)').total;
    expect(nation.market_size.district_spending).toBe(spending);

    const states = all<{ state: string }>('SELECT DISTINCT state FROM schools ORDER BY state').map((row) => row.state);
    let schools = 0;
    let students = 0;
    let district = 0;
    for (const state of states) {
      const part = await fixture.call(marketSummary, { state }, 'STARTER');
      expect(part.total_schools).toBeLessThanOrEqual(nation.total_schools);
      expect(part.total_students).toBeLessThanOrEqual(nation.total_students);
      expect(part.erate.total_committed).toBeLessThanOrEqual(nation.erate.total_committed + 0.01);
      expect(part.market_size.addressable_title_i_pool ?? 0).toBeLessThanOrEqual(nation.market_size.addressable_title_i_pool ?? 0);
      schools += part.total_schools;
      students += part.total_students;
      district += part.market_size.district_spending;
    }
    expect(schools).toBe(nation.total_schools);
    expect(students).toBe(nation.total_students);
    expect(district).toBeCloseTo(nation.market_size.district_spending, 0);
  });

  it('state "Texas" -> 400, "ZZ" -> 404, Explorer -> 403', async () => {
    expect((await fixture.client.request('GET', '/market/summary?state=Texas', { key: fixture.key })).status).toBe(400);
    expect((await fixture.client.request('GET', '/market/summary?state=ZZ', { key: fixture.key })).status).toBe(404);
    const { key } = await fixture.service.key('EXPLORER');
    expect((await fixture.client.request('GET', '/market/summary', { key })).status).toBe(403);
  });
});

describe('GET /shortages', () => {
  it('teacher_shortages() -> every state with its latest year\'s subjects, most affected first; state -> its math count', async () => {
    const result = await fixture.call(shortages, {}, 'STARTER');
    const states = all<{ state: string }>('SELECT DISTINCT state FROM shortages ORDER BY state').map((row) => row.state);
    expect(result.states.map((entry: { state: string }) => entry.state)).toEqual(states);
    const first = result.states[0];
    const year = one<{ year: string }>('SELECT max(school_year) AS year FROM shortages WHERE state = ?', first.state).year;
    const subjects = all<{ subject: string; schools_affected: number }>(
      'SELECT subject, schools_affected FROM shortages WHERE state = ? AND school_year = ? ORDER BY schools_affected DESC, subject',
      first.state,
      year,
    );
    expect(first.subjects).toEqual(subjects);
    const withMath = all<{ state: string; n: number }>(
      "SELECT s.state, s.schools_affected AS n FROM shortages s WHERE s.subject = 'Mathematics' AND s.school_year = (SELECT max(school_year) FROM shortages t WHERE t.state = s.state)",
    )[0]!;
    const single = await fixture.call(shortages, { state: withMath.state.toLowerCase() }, 'STARTER');
    expect(single.states).toHaveLength(1);
    expect(single.states[0].math_shortage_schools).toBe(withMath.n);
    expect(single.total_math_shortage_schools).toBe(withMath.n);
    expect((await fixture.client.request('GET', '/shortages?state=ZZ', { key: fixture.key })).status).toBe(404);
    expect((await fixture.client.request('GET', '/shortages?state=T1', { key: fixture.key })).status).toBe(400);
  });
});

describe('GET /states/{abbr}/profile', () => {
  it('state_profile(abbr) -> totals, level counts, program counts, top lists computed from the dataset', async () => {
    const state = one<{ state: string }>('SELECT state FROM schools GROUP BY state ORDER BY count(*) DESC LIMIT 1').state;
    const { key } = await fixture.service.key('EXPLORER');
    const response = await fixture.client.request('GET', `/states/${state.toLowerCase()}/profile`, { key });
    expect(response.status).toBe(200);
    const profile = response.body;
    const totals = one<{ schools: number; students: number; frl: number }>('SELECT count(*) AS schools, sum(enrollment) AS students, avg(frl_pct) AS frl FROM schools WHERE state = ?', state);
    expect(profile.total_schools).toBe(totals.schools);
    expect(profile.total_schools).toBeGreaterThan(0);
    expect(profile.total_enrollment).toBe(totals.students);
    expect(profile.avg_frl_pct).toBeCloseTo(totals.frl, 1);
    expect(profile.total_districts).toBe(one<{ n: number }>('SELECT count(*) AS n FROM districts WHERE state = ?', state).n);
    const high = one<{ n: number }>("SELECT count(*) AS n FROM schools WHERE state = ? AND level = 'High'", state).n;
    expect(profile.level_distribution.High).toBe(high);
    const titleI = profile.funding_programs.programs.find((program: { program_id: string }) => program.program_id === 'TITLE_I_A');
    const eligible = one<{ n: number }>(
      "SELECT count(*) AS n FROM school_scores sc JOIN schools s USING (nces_id) WHERE s.state = ? AND EXISTS (SELECT 1 FROM json_each(sc.eligible_programs) WHERE value = 'TITLE_I_A')",
      state,
    ).n;
    expect(titleI.eligible_schools).toBe(eligible);
    const largest = all<{ nces_id: string }>('SELECT nces_id FROM schools WHERE state = ? ORDER BY enrollment DESC, nces_id LIMIT 5', state).map((row) => row.nces_id);
    expect(profile.largest_schools.map((school: { nces_id: string }) => school.nces_id)).toEqual(largest);
    const bright = profile.top_bright_spots.map((school: { bright_spot_score: number }) => school.bright_spot_score);
    expect(bright).toEqual([...bright].sort((a, b) => b - a));
    const market = await fixture.call(marketSummary, { state });
    expect(profile.erate).toEqual(market.erate);
  });

  it('abbr "ZZ" -> 404, "Texas" -> 400', async () => {
    expect((await fixture.client.request('GET', '/states/ZZ/profile', { key: fixture.key })).status).toBe(404);
    const bad = await fixture.client.request('GET', '/states/Texas/profile', { key: fixture.key });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('abbr');
    await expect(fixture.call(stateProfile, { abbr: 'zz' })).rejects.toMatchObject({ status: 404 });
  });
});
