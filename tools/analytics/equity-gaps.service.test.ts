import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSchoolService } from '../schools/testing/school-service.js';
import { equityGaps } from './equity-gaps.js';

const fixture = useSchoolService();
let database: Database.Database;
let state: string;

interface Row { nces_id: string; level: string | null; suspension_rate: number | null; rb: number | null; rh: number | null; rs: number | null; rw: number | null; ap: number | null; ptr: number | null }
let rows: Row[] = [];

beforeAll(() => {
  database = new Database(fixture.reader.filePath, { readonly: true });
  state = (database.prepare('SELECT s.state FROM equity e JOIN schools s USING (nces_id) GROUP BY s.state ORDER BY count(*) DESC LIMIT 1').get() as { state: string }).state;
  rows = database.prepare(
    `SELECT s.nces_id, s.level, e.suspension_rate, e.suspension_rate_black AS rb, e.suspension_rate_hispanic AS rh, e.suspension_rate_swd AS rs,
            e.suspension_rate_white AS rw, e.ap_course_count AS ap, s.pupil_teacher_ratio AS ptr
       FROM equity e JOIN schools s USING (nces_id) WHERE s.state = ?`,
  ).all(state) as Row[];
  return () => database.close();
});

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const severity = (gap: number, comparison: number) => (comparison <= 0 || gap / comparison >= 0.5 ? 'severe' : gap / comparison >= 0.2 ? 'moderate' : 'mild');

async function allPages(input: Record<string, unknown>) {
  const results = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await fixture.call(equityGaps, { ...input, cursor, limit: 10 });
    results.push(...page.results);
    cursor = page.next_cursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 200);
  return results;
}

describe('GET /equity/gaps', () => {
  it('equity_gaps(state, suspensionRate) -> schools above the state mean, largest gap first, with severity and method', async () => {
    const average = mean(rows.filter((row) => row.suspension_rate !== null).map((row) => row.suspension_rate!));
    const expected = rows
      .filter((row) => row.suspension_rate !== null && row.suspension_rate - average > 0)
      .map((row) => ({ nces_id: row.nces_id, gap: row.suspension_rate! - average }))
      .sort((a, b) => b.gap - a.gap || a.nces_id.localeCompare(b.nces_id));
    const results = await allPages({ state });
    expect(results.map((r) => r.nces_id)).toEqual(expected.map((e) => e.nces_id));
    results.forEach((result, index) => {
      expect(result.gap).toBeCloseTo(expected[index]!.gap, 1);
      expect(result.comparison_value).toBeCloseTo(average, 1);
      expect(result.severity).toBe(severity(expected[index]!.gap, average));
    });
    const first = await fixture.call(equityGaps, { state });
    expect(first.measured.formula).toMatch(/school suspension rate - state mean/);
    expect(first.total_gaps).toBe(expected.length);
  });

  it('equity_gaps(apCourseCount / pupilTeacherRatio) -> fewest AP High schools below the mean; highest ratios above it', async () => {
    const high = rows.filter((row) => row.level === 'High' && row.ap !== null);
    const apMean = mean(high.map((row) => row.ap!));
    const apExpected = high.filter((row) => apMean - row.ap! > 0).sort((a, b) => apMean - b.ap! - (apMean - a.ap!) || a.nces_id.localeCompare(b.nces_id)).map((row) => row.nces_id);
    expect((await allPages({ state, metric: 'apCourseCount' })).map((r) => r.nces_id)).toEqual(apExpected);
    const withRatio = rows.filter((row) => row.ptr !== null);
    const ratioMean = mean(withRatio.map((row) => row.ptr!));
    const ratioExpected = withRatio.filter((row) => row.ptr! - ratioMean > 0).sort((a, b) => b.ptr! - a.ptr! || a.nces_id.localeCompare(b.nces_id)).map((row) => row.nces_id);
    expect((await allPages({ state, metric: 'pupilTeacherRatio' })).map((r) => r.nces_id)).toEqual(ratioExpected);
  });

  it('equity_gaps(gap_type subgroup, subgroup black, severity severe) -> Black minus White suspension rate of the same school', async () => {
    const expected = rows
      .filter((row) => row.suspension_rate !== null && row.rb !== null && row.rw !== null && row.rb - row.rw > 0)
      .map((row) => ({ nces_id: row.nces_id, gap: row.rb! - row.rw!, severity: severity(row.rb! - row.rw!, row.rw!) }))
      .sort((a, b) => b.gap - a.gap || a.nces_id.localeCompare(b.nces_id));
    const results = await allPages({ state, gap_type: 'subgroup', subgroup: 'black' });
    expect(results.map((r) => r.nces_id)).toEqual(expected.map((e) => e.nces_id));
    expect(results.every((r) => r.subgroup === 'black')).toBe(true);
    const severe = await allPages({ state, gap_type: 'subgroup', subgroup: 'black', severity: 'severe' });
    expect(severe.map((r) => r.nces_id)).toEqual(expected.filter((e) => e.severity === 'severe').map((e) => e.nces_id));
  });

  it('equity_gaps(equityScore) -> equity scores below the state mean, largest gap first', async () => {
    const result = await fixture.call(equityGaps, { state, metric: 'equityScore', limit: 100 });
    expect(result.results.length).toBeGreaterThan(0);
    for (const entry of result.results) {
      expect(entry.gap).toBeCloseTo(entry.comparison_value - entry.value, 1);
      expect(entry.gap).toBeGreaterThan(0);
    }
    const gaps = result.results.map((entry: { gap: number }) => entry.gap);
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
  });

  it('bounds: no state, metric median, gap_type subgroup with apCourseCount, subgroup without gap_type, severity big, limit 0/101 -> 400; ZZ -> 404', async () => {
    for (const [query, field] of [['metric=suspensionRate', 'state'], [`state=${state}&metric=median`, 'metric'], [`state=${state}&metric=apCourseCount&gap_type=subgroup`, 'gap_type'], [`state=${state}&subgroup=black`, 'subgroup'], [`state=${state}&severity=big`, 'severity'], [`state=${state}&limit=0`, 'limit'], [`state=${state}&limit=101`, 'limit']]) {
      const response = await fixture.client.request('GET', `/equity/gaps?${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].field, query).toBe(field);
    }
    expect((await fixture.client.request('GET', '/equity/gaps?state=ZZ', { key: fixture.key })).status).toBe(404);
  });
});
