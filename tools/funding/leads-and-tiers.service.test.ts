import { describe, expect, it } from 'vitest';
import { schoolEligibility } from '../../src/core/funding/eligibility.js';
import { leadScore, programMatchScore } from '../../src/core/scores/lead-score.js';
import { leadsFromPurchase } from './leads-from-purchase.js';
import { useToolTestBed } from './test-service.js';

const bed = useToolTestBed();

type Lead = { rank: number; nces_id: string; lead_score: number; opportunity_score: number | null; program_match: number; program_matches: Array<{ program_id: string }>; principal: { name: string } | null; phone: string | null; address: string | null; state: string; school_level: string | null };

describe('POST /leads/from-purchase', () => {
  it('leads_from_purchase(TITLE_III_A + PERKINS_V in one state) -> the same order as scoring every school of the state by hand', async () => {
    const state = bed.reader.listSchools({}, { limit: 1 }).rows[0]!.state;
    const programs = ['TITLE_III_A', 'PERKINS_V'];
    const expected = bed.reader
      .listSchools({ state }, { limit: 1000 })
      .rows.map((school) => {
        const eligibility = schoolEligibility(school);
        const match = programMatchScore(eligibility, programs)!;
        return { nces_id: school.nces_id, eligible: eligibility.programs.some((program) => programs.includes(program.program_id)), score: leadScore(school.scores?.opportunity_score ?? 0, match).lead_score };
      })
      .filter((entry) => entry.eligible)
      .sort((left, right) => right.score - left.score || (left.nces_id < right.nces_id ? -1 : 1));
    expect(expected.length).toBeGreaterThan(3);

    const result = await bed.call(leadsFromPurchase, { programs: ['perkins_v', 'title_iii_a'], state: state.toLowerCase(), limit: 100 });
    expect(result.programs).toEqual(['PERKINS_V', 'TITLE_III_A']);
    expect(result.leads.map((lead: Lead) => lead.nces_id)).toEqual(expected.slice(0, 100).map((entry) => entry.nces_id));
    expect(result.leads.map((lead: Lead) => lead.lead_score)).toEqual(expected.slice(0, 100).map((entry) => entry.score));
  });

  it('leads_from_purchase(TITLE_I_A, pages of 7) -> the first three pages equal the top 21, ranks continue', async () => {
    const top = (await bed.call(leadsFromPurchase, { programs: ['TITLE_I_A'], limit: 21 })).leads as Lead[];
    const paged: Lead[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const result = await bed.call(leadsFromPurchase, { programs: ['TITLE_I_A'], limit: 7, cursor });
      paged.push(...result.leads);
      cursor = result.next_cursor;
      expect(cursor).toEqual(expect.any(String));
    }
    expect(paged.map((lead) => lead.nces_id)).toEqual(top.map((lead) => lead.nces_id));
    expect(paged.map((lead) => lead.rank)).toEqual(top.map((_, index) => index + 1));
  });

  it('leads_from_purchase(level High) -> high schools with contact fields and the programs that match', async () => {
    const leads = (await bed.call(leadsFromPurchase, { programs: ['PERKINS_V', 'E_RATE'], level: 'High', limit: 10 })).leads as Lead[];
    expect(leads.length).toBe(10);
    for (const lead of leads) {
      expect(lead.school_level).toBe('High');
      expect(lead.program_matches.map((program) => program.program_id)).toEqual(expect.arrayContaining(['PERKINS_V']));
      expect(lead.principal?.name).toEqual(expect.any(String));
      expect(lead.phone).toEqual(expect.any(String));
      expect(lead.address).toEqual(expect.any(String));
      expect(lead.lead_score).toBeCloseTo(0.6 * (lead.opportunity_score ?? 0) + 0.4 * lead.program_match, 0);
    }
  });

  it.each([
    [{ programs: [] }, 400],
    [{}, 400],
    [{ programs: ['TITLE_V'] }, 400],
    [{ programs: ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V', 'E_RATE', 'IDEA_PART_B'] }, 400],
    [{ programs: ['TITLE_I_A'], limit: 101 }, 400],
    [{ programs: ['TITLE_I_A'], level: 'Kindergarten' }, 400],
    [{ programs: ['TITLE_I_A'], cursor: 'forged' }, 400],
    [{ programs: ['TITLE_I_A'], state: 'ZZ' }, 404],
  ])('leads_from_purchase(%j) -> %i', async (input, status) => {
    expect((await bed.failure(leadsFromPurchase, input)).status).toBe(status);
  });
});

describe('tiers (DECISIONS §2)', () => {
  const body = { item_description: '30 Chromebooks' };
  it.each([
    ['POST', '/purchase/qualify', undefined, 401, body],
    ['POST', '/purchase/qualify', 'EXPLORER', 200, body],
    ['GET', '/grants/programs', 'EXPLORER', 403, undefined],
    ['GET', '/grants/programs', 'STARTER', 200, undefined],
    ['POST', '/compliance/check', 'EXPLORER', 403, body],
    ['GET', '/erate/discount-calculator?frl_pct=40', 'EXPLORER', 403, undefined],
    ['GET', '/erate/filing-checklist', 'STARTER', 200, undefined],
    ['POST', '/grants/write', 'STARTER', 403, { nces_id: '010012800028', program: 'TITLE_I_A' }],
    ['POST', '/reports/justification', 'STARTER', 403, { nces_id: '010012800028', item_description: 'books' }],
    ['POST', '/leads/from-purchase', 'STARTER', 403, { programs: ['TITLE_I_A'] }],
    ['POST', '/leads/from-purchase', 'PROFESSIONAL', 200, { programs: ['TITLE_I_A'], limit: 1 }],
  ] as const)('%s %s with a %s key -> %i', async (method, path, tier, status, json) => {
    const key = tier ? (await bed.service.key(tier)).key : undefined;
    const response = await bed.client.request(method, path, { key, json });
    expect(response.status).toBe(status);
    if (status === 403) expect(response.body.type).toBe('forbidden');
  });
});
