import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { useSchoolService } from '../schools/testing/school-service.js';
import { EXPORT_COLUMNS, type ExportRecord } from './export-records.js';
import { exportSchools } from './export-schools.js';
import { csvLine } from './csv.js';

const fixture = useSchoolService();

let schools: SchoolProfile[] | undefined;
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

/** The export order stated independently: enrollment desc (unknown last), then NCES ID. */
function exportOrder(rows: SchoolProfile[]): string[] {
  return [...rows]
    .sort((a, b) => (b.enrollment ?? -1) - (a.enrollment ?? -1) || a.nces_id.localeCompare(b.nces_id))
    .map((school) => school.nces_id);
}

/** CSV text -> records typed like the JSON records (empty = null, numbers and booleans read back). */
function csvRecords(text: string): Record<string, unknown>[] {
  const rows = parse(text, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        if (value === '') return [key, null];
        if (value === 'true' || value === 'false') return [key, value === 'true'];
        if (/^-?\d+(\.\d+)?$/.test(value) && !['nces_id', 'leaid', 'zip', 'phone'].includes(key)) return [key, Number(value)];
        return [key, value];
      }),
    ),
  );
}

describe('GET /export/schools', () => {
  it('export_schools(state, min_frl 40, min_enrollment 200) -> exactly the matching schools, largest first', async () => {
    const state = allSchools()[0]!.state;
    const expected = exportOrder(allSchools().filter((s) => s.state === state && s.frl_pct !== null && s.frl_pct >= 40 && s.enrollment !== null && s.enrollment >= 200));
    expect(expected.length).toBeGreaterThan(3);
    const page = await fixture.call(exportSchools, { state, min_frl: 40, min_enrollment: 200 });
    expect(page.records.map((record: ExportRecord) => record.nces_id)).toEqual(expected);
    expect(page.count).toBe(expected.length);
    expect(page.next_cursor).toBeNull();
    expect(page.columns).toEqual(EXPORT_COLUMNS);
  });

  it("export_schools(has_alerts true / false) -> the schools the caller's alert rules fired for / the rest; another account sees none", async () => {
    const context = await fixture.context('BUSINESS');
    const alerts = context.state.integrations!.alerts;
    const [first, second] = exportOrder(allSchools()).slice(2, 4) as [string, string];
    const at = new Date('2026-11-22T15:00:00Z');
    const rule = await alerts.create(
      { account_id: context.caller!.accountId, name: 'lead tier', kind: 'lead_tier_change', dataset: 'sandbox', watchlist_id: null, state: null, metric: null, threshold: null, direction: null },
      [],
      at,
    );
    await alerts.commitEvaluation(rule, [], [first, second].map((nces_id) => ({ nces_id, condition_key: `tier:${nces_id}`, data: {} })), at);

    const withAlerts = await fixture.call(exportSchools, { has_alerts: true, limit: 25_000 });
    expect(withAlerts.records.map((record: ExportRecord) => record.nces_id)).toEqual([first, second]);
    expect(withAlerts.records.every((record: ExportRecord) => record.has_alerts)).toBe(true);
    const without = await fixture.call(exportSchools, { has_alerts: false, limit: 25_000 });
    expect(without.records.map((record: ExportRecord) => record.nces_id)).toEqual(exportOrder(allSchools()).filter((id) => id !== first && id !== second));

    const csv = await fixture.client.request('GET', '/export/schools?has_alerts=true&fmt=csv', { key: fixture.key });
    expect(csvRecords(csv.text).map((row) => [row.nces_id, row.has_alerts])).toEqual([[first, true], [second, true]]);

    const other = await fixture.service.key('BUSINESS', { account: 'another-account' });
    const theirs = await fixture.client.request('GET', '/export/schools?has_alerts=true', { key: other.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.records).toEqual([]);

    expect(await alerts.delete(context.caller!.accountId, rule.id)).toBe(true);
    const afterDelete = await fixture.call(exportSchools, { has_alerts: true, limit: 25_000 });
    expect(afterDelete.records).toEqual([]);
  });

  it('export_schools(level, lead_tier, bright_spot_only, max_frl) -> each filter applied', async () => {
    const hot = await fixture.call(exportSchools, { lead_tier: 'HOT', level: 'High', limit: 25_000 });
    expect(hot.records.map((r: ExportRecord) => r.nces_id)).toEqual(exportOrder(allSchools().filter((s) => s.scores?.lead_tier === 'HOT' && s.level === 'High')));
    const bright = await fixture.call(exportSchools, { bright_spot_only: true, limit: 25_000 });
    expect(bright.records.map((r: ExportRecord) => r.nces_id)).toEqual(exportOrder(allSchools().filter((s) => s.scores?.bright_spot_tier === 'BRIGHT_SPOT')));
    const poorest = await fixture.call(exportSchools, { max_frl: 30, limit: 25_000 });
    expect(poorest.records.map((r: ExportRecord) => r.nces_id)).toEqual(exportOrder(allSchools().filter((s) => s.frl_pct !== null && s.frl_pct <= 30)));
  });

  it('export_schools(limit 7) pages by cursor -> every school once, in order; a cursor with other filters -> 400', async () => {
    const expected = exportOrder(allSchools().filter((s) => s.level === 'Middle'));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await fixture.call(exportSchools, { level: 'Middle', limit: 7, cursor });
      seen.push(...page.records.map((record: ExportRecord) => record.nces_id));
      cursor = page.next_cursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 500);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 7));
    const first = await fixture.call(exportSchools, { level: 'Middle', limit: 7 });
    const replay = await fixture.client.request('GET', `/export/schools?level=High&limit=7&cursor=${encodeURIComponent(first.next_cursor)}`, { key: fixture.key });
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0].field).toBe('cursor');
  });

  it('GET /export/schools?fmt=csv -> RFC 4180 file with header; a CSV parser reads back the JSON records', async () => {
    const state = allSchools()[0]!.state;
    const json = await fixture.client.request('GET', `/export/schools?state=${state}&limit=25000`, { key: fixture.key });
    const csv = await fixture.client.request('GET', `/export/schools?state=${state}&limit=25000&fmt=csv`, { key: fixture.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="schools-${state.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(csv.text.split('\r\n')[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(csv.text.endsWith('\r\n')).toBe(true);
    expect(csvRecords(csv.text)).toEqual(json.body.records);
    expect(json.body.records.length).toBeGreaterThan(5);
  });

  it('fmt=csv limit 3 -> header and 3 rows; quoting of commas, quotes and line breaks', async () => {
    const csv = await fixture.client.request('GET', '/export/schools?fmt=csv&limit=3', { key: fixture.key });
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(4);
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', null, 3, true])).toBe('"a,b","say ""hi""","two\nlines",,3,true\r\n');
  });

  it('bounds: limit 0/25001, min_frl 101, max_frl -1, min_frl > max_frl, fmt xml, lead_tier COLD, level Primary, has_alerts maybe -> 400; state ZZ -> 404; Starter -> 403', async () => {
    for (const query of ['limit=0', 'limit=25001', 'min_frl=101', 'max_frl=-1', 'min_frl=60&max_frl=40', 'fmt=xml', 'lead_tier=COLD', 'level=Primary', 'has_alerts=maybe', 'min_enrollment=-5', 'cursor=garbage']) {
      const response = await fixture.client.request('GET', `/export/schools?${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type'), query).toMatch(/application\/problem\+json/);
      expect(response.body.errors[0].field, query).toBe(query.split('=')[0]);
    }
    const limitOk = await fixture.client.request('GET', '/export/schools?limit=25000&fmt=csv', { key: fixture.key });
    expect(limitOk.status).toBe(200);
    expect((await fixture.client.request('GET', '/export/schools?state=ZZ', { key: fixture.key })).status).toBe(404);
    const { key } = await fixture.service.key('STARTER');
    expect((await fixture.client.request('GET', '/export/schools', { key })).status).toBe(403);
  });
});
