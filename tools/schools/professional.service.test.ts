import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { runTool } from '../../src/tooling/run-tool.js';
import { schoolEquity } from './equity.js';
import { schoolHealth } from './health.js';
import { schoolLookAlikes } from './look-alikes.js';
import { schoolNeeds } from './needs.js';
import { schoolOpportunity } from './opportunity.js';
import { schoolBoardIntel, schoolContacts } from './sales.js';
import { failure, useSchoolService } from './testing/school-service.js';

const fixture = useSchoolService();

let schools: SchoolProfile[] | undefined;
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('GET /schools/{nces_id}/opportunity', () => {
  it('school_opportunity(every school) -> the stored score, lead tier and four dimensions', async () => {
    const context = await fixture.context('PROFESSIONAL');
    for (const school of allSchools()) {
      const result = (await runTool(schoolOpportunity, context, { nces_id: school.nces_id })) as {
        opportunity_score: number; lead_tier: string; dimensions: Record<'budget' | 'need' | 'timing' | 'access', { score: number }>;
      };
      const stored = school.scores!;
      expect([school.nces_id, result.opportunity_score, result.lead_tier, result.dimensions.budget.score, result.dimensions.need.score, result.dimensions.timing.score, result.dimensions.access.score])
        .toEqual([school.nces_id, stored.opportunity_score, stored.lead_tier, stored.opportunity_budget, stored.opportunity_need, stored.opportunity_timing, stored.opportunity_access]);
    }
  });

  it('school_opportunity(a school) -> score = mean of the dimensions; each dimension = mean of its inputs present; poverty = frl_pct', async () => {
    const school = allSchools().find((row) => row.scores?.lead_tier === 'WARM') ?? allSchools()[0]!;
    const result = await fixture.call(schoolOpportunity, { nces_id: school.nces_id });
    const { budget, need, timing, access } = result.dimensions;
    expect(result.opportunity_score).toBe(round((budget.score + need.score + timing.score + access.score) / 4, 1));
    const present = (inputs: Record<string, number | null>) => Object.values(inputs).filter((value): value is number => value !== null);
    expect(Math.abs(budget.score - mean(present(budget.inputs)))).toBeLessThan(0.11);
    expect(Math.abs(need.score - mean(present(need.inputs)))).toBeLessThan(0.11);
    expect(Math.abs(access.score - (access.inputs.contact_coverage + access.inputs.contact_freshness) / 2)).toBeLessThan(0.11);
    expect(need.inputs.poverty).toBe(round(school.frl_pct!, 1));
    expect(result.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.signals_counted.board_items).toBe(fixture.reader.boardItems({ ncesId: school.nces_id }).length);
  });
});

describe('GET /schools/{nces_id}/needs', () => {
  it('school_needs(a low-math school) -> its risk factors (as health finds them), interventions and programs that fund them', async () => {
    const context = await fixture.context('PROFESSIONAL');
    const school = allSchools().find((row) => row.math_proficiency !== null && (row.scores?.health_score ?? 100) < 45)!;
    const needs = (await runTool(schoolNeeds, context, { nces_id: school.nces_id })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const health = (await runTool(schoolHealth, context, { nces_id: school.nces_id })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(needs.risk_factors).toEqual(health.risk_factors);
    expect(needs.strengths).toEqual(health.strengths);
    expect(needs.risk_factors.length).toBeGreaterThan(0);
    const math = needs.performance_indicators.find((indicator: { field: string }) => indicator.field === 'math_proficiency');
    expect(math).toMatchObject({ value: school.math_proficiency, reference: health.compared_with.math_proficiency });
    expect(math.difference).toBe(round(school.math_proficiency! - health.compared_with.math_proficiency, 2));
    const addressed = new Set(needs.recommended_interventions.flatMap((item: { addresses: string[] }) => item.addresses));
    for (const code of addressed) expect([...needs.risk_factors, ...needs.funding_gaps].map((finding: { code: string }) => finding.code)).toContain(code);
    for (const program of needs.matching_programs) {
      expect(program.funds.length).toBeGreaterThan(0);
      expect(JSON.parse(school.scores!.eligible_programs)).toContain(program.program_id);
    }
  });

  it('school_needs -> "unused_c2_budget" gap exactly when the opportunity input c2_remaining is at least 50%', async () => {
    const context = await fixture.context('PROFESSIONAL');
    let withGap = 0;
    for (const school of allSchools().filter((row) => row.math_proficiency !== null).slice(0, 150)) {
      const needs = (await runTool(schoolNeeds, context, { nces_id: school.nces_id })) as { funding_gaps: { code: string }[] };
      const opportunity = (await runTool(schoolOpportunity, context, { nces_id: school.nces_id })) as { dimensions: { budget: { inputs: { c2_remaining: number | null } } } };
      const remaining = opportunity.dimensions.budget.inputs.c2_remaining;
      const gap = needs.funding_gaps.some((item) => item.code === 'unused_c2_budget');
      expect([school.nces_id, gap]).toEqual([school.nces_id, remaining !== null && remaining >= 50]);
      if (gap) withGap += 1;
    }
    expect(withGap).toBeGreaterThan(0);
  });

  it('school_needs(frl >= 40 but no schoolwide program, constructed) -> the schoolwide funding gap; no assessment data -> 422', async () => {
    // The sandbox runs a schoolwide program wherever it may, so the reader is made to say otherwise.
    const context = await fixture.context('PROFESSIONAL');
    const school = allSchools().find((row) => row.math_proficiency !== null && (row.frl_pct ?? 0) >= 40)!;
    const reader = context.dataset.reader;
    const notSchoolwide = Object.create(reader, {
      getSchool: { value: (id: string) => (id === school.nces_id ? { ...school, title_i_schoolwide: false } : reader.getSchool(id)) },
    });
    const needs = (await runTool(schoolNeeds, { ...context, dataset: { ...context.dataset, reader: notSchoolwide } }, { nces_id: school.nces_id })) as { funding_gaps: { code: string }[] };
    expect(needs.funding_gaps.map((gap) => gap.code)).toContain('schoolwide_eligible_not_schoolwide');
    const actual = (await runTool(schoolNeeds, context, { nces_id: school.nces_id })) as { funding_gaps: { code: string }[] };
    expect(actual.funding_gaps.map((gap) => gap.code)).not.toContain('schoolwide_eligible_not_schoolwide');
    const empty = allSchools().find((row) => row.math_proficiency === null && row.reading_proficiency === null)!;
    const response = await fixture.client.request('GET', `/schools/${empty.nces_id}/needs`, { key: fixture.key });
    expect(response.status).toBe(422);
    expect(response.body.missing_fields).toEqual(['math_proficiency', 'reading_proficiency']);
  });
});

describe('GET /schools/{nces_id}/equity', () => {
  it('school_equity(a high school) -> its civil-rights values next to state means computed from the rows; equity score = health equity_sub', async () => {
    const school = allSchools().find((row) => row.level === 'High' && row.math_proficiency !== null)!;
    const equity = fixture.reader.getEquity(school.nces_id)!;
    const stateRows = allSchools().filter((row) => row.state === school.state).map((row) => fixture.reader.getEquity(row.nces_id)!);
    const stateHigh = allSchools().filter((row) => row.state === school.state && row.level === 'High').map((row) => fixture.reader.getEquity(row.nces_id)!);
    const result = await fixture.call(schoolEquity, { nces_id: school.nces_id });
    const health = await fixture.call(schoolHealth, { nces_id: school.nces_id });
    expect(result.suspension_rates.all_students).toEqual({
      value: round(equity.suspension_rate!, 2),
      state_average: round(mean(stateRows.map((row) => row.suspension_rate!)), 2),
    });
    expect(result.ap_course_count).toEqual({
      value: equity.ap_course_count,
      state_average: round(mean(stateHigh.filter((row) => row.ap_course_count !== null).map((row) => row.ap_course_count!)), 2),
    });
    expect(result.equity_score).toBe(health.equity_sub);
    expect(result.equity_score_parts.suspension_disparity).toBe(health.components.suspension_disparity);
    expect(result.demographics).toMatchObject({ pct_black: equity.pct_black, pct_hispanic: equity.pct_hispanic, frl_pct: school.frl_pct });
    expect(result.achievement_gaps.map((gap: { subgroup: string; math_gap: number | null }) => [gap.subgroup, gap.math_gap])).toEqual([
      ['low_income', equity.math_gap_low_income], ['english_learners', equity.math_gap_ell], ['students_with_disabilities', equity.math_gap_swd],
    ]);
    expect(result.counselors.students_per_counselor).toBe(round(school.enrollment! / school.counselors_fte!, 1));
    expect(result.state_school_count).toBe(stateRows.length);
  });

  it('school_equity(a school with no civil-rights record, constructed) -> 422 naming the data; unknown id -> 404', async () => {
    const context = await fixture.context('PROFESSIONAL');
    const school = allSchools()[3]!;
    const reader = context.dataset.reader;
    const withoutEquity = Object.create(reader, { getEquity: { value: (id: string) => (id === school.nces_id ? undefined : reader.getEquity(id)) } });
    const problem = await failure(runTool(schoolEquity, { ...context, dataset: { ...context.dataset, reader: withoutEquity } }, { nces_id: school.nces_id }));
    expect(problem.status).toBe(422);
    expect(problem.message).toContain('civil_rights_record');
    expect(problem.extra.missing_fields).toEqual(['civil_rights_record']);
    expect((await fixture.client.request('GET', '/schools/000000000002/equity', { key: fixture.key })).status).toBe(404);
  });
});

describe('GET /schools/{nces_id}/look-alikes', () => {
  it('school_look_alikes(limit 5) pages -> nearest first, target excluded, no duplicates, page 1+2 = one call of 10', async () => {
    const target = allSchools()[10]!;
    const first = await fixture.call(schoolLookAlikes, { nces_id: target.nces_id, limit: 5 });
    const second = await fixture.call(schoolLookAlikes, { nces_id: target.nces_id, limit: 5, cursor: first.next_cursor });
    const both = await fixture.call(schoolLookAlikes, { nces_id: target.nces_id, limit: 10 });
    const ids = [...first.results, ...second.results].map((row: { nces_id: string }) => row.nces_id);
    expect(ids).toEqual(both.results.map((row: { nces_id: string }) => row.nces_id));
    expect(new Set(ids).size).toBe(10);
    expect(ids).not.toContain(target.nces_id);
    const distances: number[] = both.results.map((row: { distance: number }) => row.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const row of both.results) {
      expect(row.similarity).toBe(round(100 / (1 + row.distance), 1));
      expect(row.top_features.length).toBeLessThanOrEqual(3);
      expect(row.top_features.reduce((sum: number, part: { share: number }) => sum + part.share, 0)).toBeLessThanOrEqual(1.001);
    }
    expect(both.features.map((feature: { feature: string }) => feature.feature)).toContain('frl_pct');
  });

  it('school_look_alikes(same_state) -> only the target\'s state; a twin of the target (same profile) would be distance 0 so the nearest is closest', async () => {
    const target = allSchools().find((row) => row.state === 'CA')!;
    const result = await fixture.call(schoolLookAlikes, { nces_id: target.nces_id, same_state: true, limit: 50 });
    expect(result.results.length).toBe(Math.min(50, allSchools().filter((row) => row.state === 'CA').length - 1));
    expect(result.results.every((row: { state: string }) => row.state === 'CA')).toBe(true);
    const national = await fixture.call(schoolLookAlikes, { nces_id: target.nces_id, limit: 50 });
    expect(national.results[0].distance).toBeLessThanOrEqual(result.results[0].distance);
  });

  it('GET look-alikes bounds: limit 0/51, same_state=maybe -> 400', async () => {
    const path = `/schools/${allSchools()[0]!.nces_id}/look-alikes`;
    for (const query of ['limit=0', 'limit=51', 'same_state=maybe']) {
      expect((await fixture.client.request('GET', `${path}?${query}`, { key: fixture.key })).status, query).toBe(400);
    }
    expect((await fixture.client.request('GET', `${path}?same_state=true&limit=50`, { key: fixture.key })).status).toBe(200);
  });
});

describe('GET /schools/{nces_id}/board-intel and /contacts', () => {
  it('school_board_intel -> the school\'s and its district\'s items newest first, counts per kind, kind filter, fictional notice', async () => {
    const school = allSchools().find((row) => fixture.reader.boardItems({ ncesId: row.nces_id }).some((item) => item.nces_id !== null))!;
    const items = fixture.reader.boardItems({ ncesId: school.nces_id });
    const result = await fixture.call(schoolBoardIntel, { nces_id: school.nces_id });
    expect(result.items.map((item: { item_id: string }) => item.item_id)).toEqual(items.map((item) => item.item_id));
    const dates: string[] = result.items.map((item: { meeting_date: string }) => item.meeting_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(result.items.map((item: { scope: string }) => item.scope)).toEqual(items.map((item) => (item.nces_id ? 'school' : 'district')));
    expect(result.refreshed_at).toBe(dates[0]);
    expect(result).toMatchObject({ cache_ttl_days: 90, generated: true, data_source: { generated: true, source: 'sandbox-generator' } });
    expect(result.notice).toMatch(/fictional/);
    const kind = items[0]!.kind;
    expect(result.counts[kind]).toBe(items.filter((item) => item.kind === kind).length);
    const filtered = await fixture.call(schoolBoardIntel, { nces_id: school.nces_id, kind });
    expect(filtered.items.length).toBe(result.counts[kind]);
    expect(filtered.items.every((item: { kind: string }) => item.kind === kind)).toBe(true);
  });

  it('school_contacts -> school roles then district roles, stale after 90 days by the service clock', async () => {
    const school = allSchools().find((row) => fixture.reader.contacts({ ncesId: row.nces_id }).length > 0)!;
    const own = fixture.reader.contacts({ ncesId: school.nces_id });
    const district = fixture.reader.contacts({ leaid: school.leaid });
    const newest = [...own, ...district].map((contact) => contact.refreshed_at).sort().at(-1)!;
    fixture.service.clock.now = new Date(`${newest}T12:00:00Z`);
    fixture.service.clock.now.setUTCDate(fixture.service.clock.now.getUTCDate() + 30);
    try {
      const result = await fixture.call(schoolContacts, { nces_id: school.nces_id });
      expect(result.contacts.map((contact: { contact_id: string; scope: string }) => [contact.contact_id, contact.scope])).toEqual([
        ...own.map((contact) => [contact.contact_id, 'school']),
        ...district.map((contact) => [contact.contact_id, 'district']),
      ]);
      const now = fixture.service.clock.now.getTime();
      for (const contact of result.contacts) expect(contact.stale).toBe(now - Date.parse(contact.refreshed_at) > 90 * 86_400_000);
      expect(result.contacts.some((contact: { stale: boolean }) => !contact.stale)).toBe(true);
      expect(result).toMatchObject({ refreshed_at: newest, cache_ttl_days: 90, generated: true });
      expect(result.notice).toMatch(/fictional/);
    } finally {
      fixture.service.clock.now = new Date('2026-11-22T15:00:00Z');
    }
  });
});

describe('Professional tier boundary', () => {
  it('STARTER on needs, equity, opportunity, look-alikes, board-intel, contacts -> 403 naming PROFESSIONAL; PROFESSIONAL -> 200', async () => {
    const school = allSchools().find((row) => row.math_proficiency !== null)!;
    const starter = (await fixture.service.key('STARTER')).key;
    const professional = (await fixture.service.key('PROFESSIONAL')).key;
    for (const endpoint of ['needs', 'equity', 'opportunity', 'look-alikes', 'board-intel', 'contacts']) {
      const refused = await fixture.client.request('GET', `/schools/${school.nces_id}/${endpoint}`, { key: starter });
      expect(refused.status, endpoint).toBe(403);
      expect(refused.body).toMatchObject({ required_tier: 'PROFESSIONAL', current_tier: 'STARTER' });
      const allowed = await fixture.client.request('GET', `/schools/${school.nces_id}/${endpoint}`, { key: professional });
      expect(allowed.status, endpoint).toBe(200);
      expect(allowed.body.data_source.dataset).toBe('sandbox');
    }
  });
});
