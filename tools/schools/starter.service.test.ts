import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { runTool } from '../../src/tooling/run-tool.js';
import { schoolFunding } from './funding.js';
import { schoolHealth } from './health.js';
import { schoolPeers } from './peers.js';
import { failure, useSchoolService } from './testing/school-service.js';

const fixture = useSchoolService();

let schools: SchoolProfile[] | undefined;
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** DECISIONS §5 peers, stated independently: same state and level, FRL within the band, ranked by math. */
function expectedPeers(target: SchoolProfile, band: number): SchoolProfile[] {
  return allSchools()
    .filter((school) =>
      school.nces_id !== target.nces_id &&
      school.state === target.state &&
      school.level === target.level &&
      school.math_proficiency !== null &&
      school.frl_pct !== null &&
      school.frl_pct >= target.frl_pct! - band &&
      school.frl_pct <= target.frl_pct! + band)
    .sort((a, b) => b.math_proficiency! - a.math_proficiency! || a.nces_id.localeCompare(b.nces_id));
}

let busiest: SchoolProfile | undefined;
/**
 * The school with the most peers at the default band: a good target for paging. Every assessed school
 * is a candidate (the sandbox's FRL spread is as wide as the real one, so few schools share a ±10 band).
 */
function busiestTarget(): SchoolProfile {
  const candidates = allSchools().filter((school) => school.math_proficiency !== null);
  busiest ??= candidates
    .map((school) => ({ school, peers: expectedPeers(school, 10).length }))
    .reduce((best, entry) => (entry.peers > best.peers ? entry : best)).school;
  return busiest;
}

describe('GET /schools/{nces_id}/peers', () => {
  it('school_peers(defaults) -> 15 peers of the same state and level within ±10 FRL, ranked by math; gap_to_best = best - target', async () => {
    const target = busiestTarget();
    const expected = expectedPeers(target, 10);
    expect(expected.length).toBeGreaterThan(15);
    const result = await fixture.call(schoolPeers, { nces_id: target.nces_id }, 'STARTER');
    expect(result.peers.map((peer: { nces_id: string }) => peer.nces_id)).toEqual(expected.slice(0, 15).map((school) => school.nces_id));
    expect(result.best_peer_math).toBe(expected[0]!.math_proficiency);
    expect(result.gap_to_best).toBe(round(expected[0]!.math_proficiency! - target.math_proficiency!, 2));
    expect(result.target.nces_id).toBe(target.nces_id);
    expect(result.criteria).toEqual({ state: target.state, school_level: target.level, frl_low: round(Math.max(0, target.frl_pct! - 10), 2), frl_high: round(Math.min(100, target.frl_pct! + 10), 2) });
    expect(result.peers[1].gap_to_target).toBe(round(expected[1]!.math_proficiency! - target.math_proficiency!, 2));
    expect(result.next_cursor).not.toBeNull();
  });

  it('school_peers of a school under 10% FRL -> the band starts at 0 (a share is never negative), the same peers', async () => {
    const target = allSchools().find((school) => school.math_proficiency !== null && school.frl_pct !== null && school.frl_pct < 10 && expectedPeers(school, 10).length > 0)!;
    expect(target).toBeDefined();
    const result = await fixture.call(schoolPeers, { nces_id: target.nces_id }, 'STARTER');
    expect(result.criteria.frl_low).toBe(0);
    expect(result.criteria.frl_high).toBe(round(target.frl_pct! + 10, 2));
    expect(result.peers.map((peer: { nces_id: string }) => peer.nces_id)).toEqual(expectedPeers(target, 10).slice(0, 15).map((school) => school.nces_id));
  });

  it('school_peers(limit 4, frl_band 30) pages -> all peers once, in order, best_peer_math the same on every page', async () => {
    const target = busiestTarget();
    const expected = expectedPeers(target, 30).map((school) => school.nces_id);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await fixture.call(schoolPeers, { nces_id: target.nces_id, frl_band: 30, limit: 4, cursor });
      seen.push(...page.peers.map((peer: { nces_id: string }) => peer.nces_id));
      expect(page.best_peer_math).toBe(expectedPeers(target, 30)[0]!.math_proficiency);
      cursor = page.next_cursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 200);
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(target.nces_id);
    expect(pages).toBe(Math.ceil(expected.length / 4));
  });

  it('school_peers(frl_band 1, a school with no peer that close) -> peers [], best_peer_math and gap_to_best null', async () => {
    const target = allSchools().find((school) => school.math_proficiency !== null && expectedPeers(school, 1).length === 0)!;
    const result = await fixture.call(schoolPeers, { nces_id: target.nces_id, frl_band: 1 });
    expect(result).toMatchObject({ peers: [], best_peer_math: null, gap_to_best: null, next_cursor: null });
  });

  it('GET peers bounds: frl_band 0/31/abc, limit 0/51 -> 400 naming the field; 1/30/50 accepted', async () => {
    const target = busiestTarget();
    const path = `/schools/${target.nces_id}/peers`;
    for (const [query, field] of [['frl_band=0', 'frl_band'], ['frl_band=31', 'frl_band'], ['frl_band=abc', 'frl_band'], ['limit=0', 'limit'], ['limit=51', 'limit']] as const) {
      const response = await fixture.client.request('GET', `${path}?${query}`, { key: fixture.key });
      expect(response.status, query).toBe(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const ok = await fixture.client.request('GET', `${path}?frl_band=30&limit=50`, { key: fixture.key });
    expect(ok.status).toBe(200);
    expect(ok.body.peers).toHaveLength(Math.min(50, expectedPeers(target, 30).length));
    expect((await fixture.client.request('GET', `${path}?frl_band=1&limit=1`, { key: fixture.key })).status).toBe(200);
  });

  it('school_peers(a school without math proficiency) -> 422 naming math_proficiency; unknown id -> 404', async () => {
    const school = allSchools().find((row) => row.math_proficiency === null)!;
    const response = await fixture.client.request('GET', `/schools/${school.nces_id}/peers`, { key: fixture.key });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ type: 'unprocessable', missing_fields: ['math_proficiency'] });
    expect(response.body.detail).toContain('math_proficiency');
    expect((await fixture.client.request('GET', '/schools/000000000001/peers', { key: fixture.key })).status).toBe(404);
  });
});

describe('GET /schools/{nces_id}/health', () => {
  it('school_health(every school with assessment data) -> the stored health_score and tier, rebuilt from the same basis', async () => {
    const context = await fixture.context('STARTER');
    const scored = allSchools().filter((school) => school.math_proficiency !== null || school.reading_proficiency !== null);
    expect(scored.length).toBeGreaterThan(900);
    for (const school of scored) {
      const health = (await runTool(schoolHealth, context, { nces_id: school.nces_id })) as { health_score: number; health_tier: string };
      expect([school.nces_id, health.health_score, health.health_tier]).toEqual([school.nces_id, school.scores!.health_score, school.scores!.health_tier]);
    }
  });

  it('school_health with a districts table that misses schools (constructed) -> the basis reads every school anyway: stored scores', async () => {
    const context = await fixture.context('STARTER');
    const reader = context.dataset.reader;
    const partial = Object.create(reader, {
      searchDistricts: { value: (query: Parameters<typeof reader.searchDistricts>[0]) => (query.q === '0' ? { rows: [], next: undefined } : reader.searchDistricts(query)) },
    });
    const constructed = { ...context, dataset: { ...context.dataset, reader: partial } };
    const scored = allSchools().filter((school) => school.math_proficiency !== null);
    for (const school of [...scored.slice(0, 20), ...scored.filter((row) => row.nces_id.startsWith('0')).slice(0, 20)]) {
      const health = (await runTool(schoolHealth, constructed, { nces_id: school.nces_id })) as { health_score: number };
      expect([school.nces_id, health.health_score]).toEqual([school.nces_id, school.scores!.health_score]);
    }
  });

  it('school_health(a school) -> composite = 0.4 funding + 0.3 academic + 0.3 equity over the parts present; tier by the cut-offs', async () => {
    const school = allSchools().find((row) => row.math_proficiency !== null && row.scores?.health_tier === 'AT_RISK')!;
    const health = await fixture.call(schoolHealth, { nces_id: school.nces_id }, 'STARTER');
    const parts = [[health.funding_sub, 0.4], [health.academic_sub, 0.3], [health.equity_sub, 0.3]].filter(([value]) => value !== null) as [number, number][];
    const composite = parts.reduce((sum, [value, weight]) => sum + value * weight, 0) / parts.reduce((sum, [, weight]) => sum + weight, 0);
    expect(health.health_score).toBe(round(composite, 1));
    expect(health.health_tier).toBe('AT_RISK');
    expect(health.health_score).toBeGreaterThanOrEqual(35);
    expect(health.health_score).toBeLessThan(55);
    expect(Object.keys(health.dimensions).sort()).toEqual(['academic_performance', 'data_completeness', 'equity_indicators', 'funding_level', 'resource_access']);
    expect(health.dimensions.academic_performance).toBe(health.academic_sub);
    expect(health.weights).toEqual({ funding: 0.4, academic: 0.3, equity: 0.3 });
    expect(health.data_source).toMatchObject({ dataset: 'sandbox', generated: true });
  });

  it('school_health -> compared_with is the state mean; a low-math risk sits 10 points under it', async () => {
    const byState = new Map<string, number[]>();
    for (const school of allSchools()) {
      if (school.math_proficiency !== null) byState.set(school.state, [...(byState.get(school.state) ?? []), school.math_proficiency]);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const context = await fixture.context('STARTER');
    let checked = 0;
    for (const school of allSchools().filter((row) => row.math_proficiency !== null)) {
      const stateMean = mean(byState.get(school.state)!);
      if (school.math_proficiency! > stateMean - 12) continue;
      const health = (await runTool(schoolHealth, context, { nces_id: school.nces_id })) as {
        compared_with: { math_proficiency: number };
        risk_factors: { code: string; value: number; threshold: number; comparison: string }[];
      };
      expect(health.compared_with.math_proficiency).toBe(round(stateMean, 2));
      const risk = health.risk_factors.find((item) => item.code === 'low_math_proficiency')!;
      expect(risk).toMatchObject({ value: school.math_proficiency, comparison: '<=', threshold: round(stateMean - 10, 2) });
      checked += 1;
      if (checked === 5) break;
    }
    expect(checked).toBe(5);
  });

  it('GET health of a school without any assessment data -> 422 naming math_proficiency and reading_proficiency', async () => {
    const school = allSchools().find((row) => row.math_proficiency === null && row.reading_proficiency === null)!;
    const response = await fixture.client.request('GET', `/schools/${school.nces_id}/health`, { key: fixture.key });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body.missing_fields).toEqual(['math_proficiency', 'reading_proficiency']);
    expect(response.body.detail).toMatch(/math_proficiency, reading_proficiency/);
  });

  it('health of a school whose reader row lacks assessment data (constructed) -> 422, never a 500', async () => {
    const context = await fixture.context('STARTER');
    const school = allSchools().find((row) => row.math_proficiency !== null)!;
    const reader = context.dataset.reader;
    const stripped = Object.create(reader, {
      getSchool: { value: (id: string) => (id === school.nces_id ? { ...school, math_proficiency: null, reading_proficiency: null } : reader.getSchool(id)) },
    });
    const constructed = { ...context, dataset: { ...context.dataset, reader: stripped } };
    const problem = await failure(runTool(schoolHealth, constructed, { nces_id: school.nces_id }));
    expect(problem).toMatchObject({ code: 'unprocessable', status: 422, extra: { missing_fields: ['math_proficiency', 'reading_proficiency'] } });
  });
});

describe('GET /schools/{nces_id}/funding', () => {
  it('school_funding(300 largest schools) -> the stored funding_score, program count and program list', async () => {
    const context = await fixture.context('STARTER');
    for (const school of allSchools().slice(0, 300)) {
      const funding = (await runTool(schoolFunding, context, { nces_id: school.nces_id })) as { funding_score: number; funding_program_count: number; programs: { program_id: string }[] };
      expect([funding.funding_score, funding.funding_program_count]).toEqual([school.scores!.funding_score, school.scores!.funding_program_count]);
      expect(funding.programs.map((program) => program.program_id)).toEqual(JSON.parse(school.scores!.eligible_programs));
    }
  });

  it('school_funding(a high-poverty high school) -> Title I STRONG with district allocations by year, pools, types; others "not available"', async () => {
    const school = allSchools().find((row) => row.level === 'High' && (row.frl_pct ?? 0) >= 60)!;
    const funding = await fixture.call(schoolFunding, { nces_id: school.nces_id }, 'STARTER');
    const byId = new Map<string, any>(funding.programs.map((program: { program_id: string }) => [program.program_id, program])); // eslint-disable-line @typescript-eslint/no-explicit-any
    const titleI = byId.get('TITLE_I_A');
    expect(titleI).toMatchObject({ strength: 'STRONG', funding_type: 'formula', assistance_listing: '84.010', annual_pool: { amount: 18_400_000_000, fiscal_year: 2024 } });
    expect(titleI.justification).toMatch(/6314/);
    expect(titleI.citations.length).toBeGreaterThan(0);
    const finance = fixture.reader.financeHistory(school.leaid).filter((row) => row.title_i_revenue !== null);
    expect(finance.length).toBeGreaterThan(0);
    expect(titleI.history).toMatchObject({ available: true, scope: 'district', field: 'title_i_revenue' });
    expect(titleI.history.allocations).toEqual(finance.map((row) => ({ year: row.fiscal_year, amount: row.title_i_revenue })));
    expect(byId.get('PERKINS_V')).toMatchObject({ funding_type: 'formula', history: { available: false, allocations: [] } });
    expect(byId.get('PERKINS_V').history.note).toMatch(/^Not available/);
    expect(byId.get('E_RATE')).toMatchObject({ funding_type: 'discount', assistance_listing: null });
    expect(byId.get('E_RATE').erate_discount.category1).toBeGreaterThanOrEqual(20);
    expect(titleI.erate_discount).toBeNull();
    const erate = fixture.reader.erateHistoryByYear({ ncesId: school.nces_id });
    expect(byId.get('E_RATE').history.allocations).toEqual(erate.map((year) => ({ year: year.funding_year, amount: year.committed_total })));
    if (byId.has('21ST_CCLC')) expect(byId.get('21ST_CCLC').funding_type).toBe('competitive');
    const points = funding.programs.reduce((sum: number, program: { points: number }) => sum + program.points, 0);
    expect(Math.abs(Math.min(100, points) - funding.funding_score)).toBeLessThan(0.2);
    expect(funding.not_eligible.every((entry: { reason: string }) => entry.reason.length > 0)).toBe(true);
  });
});

describe('Starter tier boundary', () => {
  it('EXPLORER on peers, health, funding -> 403 naming STARTER; STARTER -> 200', async () => {
    const school = busiestTarget();
    const explorer = (await fixture.service.key('EXPLORER')).key;
    const starter = (await fixture.service.key('STARTER')).key;
    for (const endpoint of ['peers', 'health', 'funding']) {
      const refused = await fixture.client.request('GET', `/schools/${school.nces_id}/${endpoint}`, { key: explorer });
      expect(refused.status, endpoint).toBe(403);
      expect(refused.body).toMatchObject({ required_tier: 'STARTER', current_tier: 'EXPLORER' });
      expect((await fixture.client.request('GET', `/schools/${school.nces_id}/${endpoint}`, { key: starter })).status, endpoint).toBe(200);
    }
  });
});
