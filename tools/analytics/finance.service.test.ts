import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRow } from '../../src/data/dataset/model.js';
import { useSchoolService } from '../schools/testing/school-service.js';
import { districtSpending } from './district-spending.js';
import { spendingCompare } from './spending-compare.js';
import { spendingRankings } from './spending-rankings.js';

const fixture = useSchoolService();

type Row = FinanceRow & { state: string; name: string };
let rows: Row[] = [];
let noFinanceLeaid: string | undefined;

/** The latest year's finance, read straight from the dataset file: the tests' independent source. */
beforeAll(() => {
  const database = new Database(fixture.reader.filePath, { readonly: true });
  const year = (database.prepare('SELECT max(fiscal_year) AS year FROM finance').get() as { year: number }).year;
  rows = database.prepare('SELECT f.*, d.state, d.name FROM finance f JOIN districts d USING (leaid) WHERE f.fiscal_year = ?').all(year) as Row[];
  noFinanceLeaid = (database.prepare('SELECT leaid FROM districts WHERE leaid NOT IN (SELECT leaid FROM finance) LIMIT 1').get() as { leaid: string } | undefined)?.leaid;
  database.close();
});

const instructionPct = (row: Row) => (100 * row.instruction!) / (row.instruction! + row.support_services!);
const adminPct = (row: Row) => (100 * row.administration!) / (row.instruction! + row.support_services!);

/** Type-7 quantile and mid-rank percentile, written out again for the test. */
function stats(values: number[], own: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const h = (sorted.length - 1) * q;
    const lo = Math.floor(h);
    return sorted[lo]! + (h - lo) * (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!);
  };
  const below = sorted.filter((v) => v < own).length;
  const equal = sorted.filter((v) => v === own).length;
  return { district_count: sorted.length, p25: at(0.25), median: at(0.5), p75: at(0.75), percentile: (100 * (below + equal / 2)) / sorted.length };
}

describe('GET /districts/{leaid}/spending', () => {
  it('district_spending(leaid) -> amounts, shares, revenue split and state/national p25/median/p75/percentile computed from the dataset', async () => {
    const target = rows.find((row) => row.per_pupil_expenditure !== null && row.instruction !== null && row.support_services !== null)!;
    const result = await fixture.call(districtSpending, { leaid: target.leaid });
    expect(result.leaid).toBe(target.leaid);
    expect(result.per_pupil_expenditure).toBe(target.per_pupil_expenditure);
    expect(result.spending.instruction_pct).toBeCloseTo(instructionPct(target), 2);
    expect(result.spending.admin_pct).toBeCloseTo(adminPct(target), 2);
    const revenue = target.revenue_federal! + target.revenue_state! + target.revenue_local!;
    expect(result.revenue.federal_pct).toBeCloseTo((100 * target.revenue_federal!) / revenue, 2);
    expect(result.revenue.federal_pct + result.revenue.state_pct + result.revenue.local_pct).toBeCloseTo(100, 1);
    const perPupil = (list: Row[]) => list.filter((row) => row.per_pupil_expenditure !== null).map((row) => row.per_pupil_expenditure!);
    const state = stats(perPupil(rows.filter((row) => row.state === target.state)), target.per_pupil_expenditure!);
    const national = stats(perPupil(rows), target.per_pupil_expenditure!);
    for (const key of ['p25', 'median', 'p75', 'percentile'] as const) {
      expect(result.benchmarks.per_pupil_expenditure.state[key], key).toBeCloseTo(state[key], 1);
      expect(result.benchmarks.per_pupil_expenditure.national[key], key).toBeCloseTo(national[key], 1);
    }
    expect(result.benchmarks.per_pupil_expenditure.national.district_count).toBe(national.district_count);
    const shareValues = rows.filter((row) => row.instruction !== null && row.support_services !== null && row.instruction + row.support_services > 0).map(instructionPct);
    expect(result.benchmarks.instruction_pct.national.median).toBeCloseTo(stats(shareValues, 0).median, 1);
  });

  it('bad leaid "12" -> 400; unknown 9999999 -> 404; no finance -> 422; Starter -> 403', async () => {
    const bad = await fixture.client.request('GET', '/districts/12/spending', { key: fixture.key });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('leaid');
    expect((await fixture.client.request('GET', '/districts/9999999/spending', { key: fixture.key })).status).toBe(404);
    if (noFinanceLeaid) expect((await fixture.client.request('GET', `/districts/${noFinanceLeaid}/spending`, { key: fixture.key })).status).toBe(422);
    const { key } = await fixture.service.key('STARTER');
    expect((await fixture.client.request('GET', `/districts/${rows[0]!.leaid}/spending`, { key })).status).toBe(403);
  });
});

describe('GET /spending/compare', () => {
  it('spending_compare(3 districts) -> records in request order; each category names the highest and lowest', async () => {
    const picked = rows.filter((row) => row.per_pupil_expenditure !== null).slice(0, 3);
    const response = await fixture.client.request('GET', `/spending/compare?leaids=${picked.map((row) => row.leaid).join(',')}`, { key: fixture.key });
    expect(response.status).toBe(200);
    expect(response.body.districts.map((d: { leaid: string }) => d.leaid)).toEqual(picked.map((row) => row.leaid));
    const perPupil = response.body.categories.find((c: { category: string }) => c.category === 'per_pupil_expenditure');
    const sorted = [...picked].sort((a, b) => b.per_pupil_expenditure! - a.per_pupil_expenditure!);
    expect(perPupil.highest).toBe(sorted[0]!.leaid);
    expect(perPupil.lowest).toBe(sorted[2]!.leaid);
    expect(perPupil.values[picked[1]!.leaid]).toBe(picked[1]!.per_pupil_expenditure);
  });

  it('1 or 6 districts, repeated or malformed LEAIDs -> 400; unknown -> 404', async () => {
    const ids = rows.slice(0, 6).map((row) => row.leaid);
    for (const query of [ids.slice(0, 1).join(','), ids.join(','), `${ids[0]},${ids[0]}`, `${ids[0]},abc`, '']) {
      const response = await fixture.client.request('GET', `/spending/compare?leaids=${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].field, query).toMatch(/^leaids/);
    }
    expect((await fixture.client.request('GET', `/spending/compare?leaids=${ids[0]},9999999`, { key: fixture.key })).status).toBe(404);
    expect((await fixture.call(spendingCompare, { leaids: ids.slice(0, 5) })).districts).toHaveLength(5);
  });
});

describe('GET /spending/rankings', () => {
  const orderings: Record<string, (row: Row) => number | null> = {
    perPupil: (row) => row.per_pupil_expenditure,
    totalExp: (row) => row.total_expenditure,
    instructionPct: (row) => (row.instruction === null || row.support_services === null || row.instruction + row.support_services === 0 ? null : instructionPct(row)),
    adminPct: (row) => (row.administration === null || row.instruction === null || row.support_services === null || row.instruction + row.support_services === 0 ? null : adminPct(row)),
  };

  for (const [sortBy, measure] of Object.entries(orderings)) {
    it(`spending_rankings(sort_by ${sortBy}) pages of 7 -> every district with the measure, highest first, ranks 1..n`, async () => {
      const expected = rows
        .filter((row) => measure(row) !== null)
        .sort((a, b) => measure(b)! - measure(a)! || a.leaid.localeCompare(b.leaid))
        .map((row) => row.leaid);
      const seen: { leaid: string; rank: number }[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await fixture.call(spendingRankings, { sort_by: sortBy, limit: 7, cursor });
        seen.push(...page.results);
        cursor = page.next_cursor ?? undefined;
        pages += 1;
      } while (cursor && pages < 200);
      expect(seen.map((row) => row.leaid)).toEqual(expected);
      expect(seen.map((row) => row.rank)).toEqual(expected.map((_, index) => index + 1));
    });
  }

  it('spending_rankings(state) -> only that state; bounds: limit 0/101, sort_by median, state Texas -> 400; ZZ -> 404', async () => {
    const state = rows[0]!.state;
    const result = await fixture.call(spendingRankings, { state, limit: 100 });
    expect(result.results.every((row: { state: string }) => row.state === state)).toBe(true);
    expect(result.results.length).toBe(Math.min(100, rows.filter((row) => row.state === state && row.per_pupil_expenditure !== null).length));
    for (const query of ['limit=0', 'limit=101', 'sort_by=median', 'state=Texas']) {
      const response = await fixture.client.request('GET', `/spending/rankings?${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].field, query).toBe(query.split('=')[0]);
    }
    expect((await fixture.client.request('GET', '/spending/rankings?limit=100', { key: fixture.key })).status).toBe(200);
    expect((await fixture.client.request('GET', '/spending/rankings?state=ZZ', { key: fixture.key })).status).toBe(404);
  });
});
