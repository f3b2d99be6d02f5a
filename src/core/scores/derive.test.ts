import { describe, expect, it } from 'vitest';
import type { DatasetContent } from '../../data/dataset/model.js';
import { buildScoringContext, deriveSchoolScores } from './derive.js';
import { latestDatasetDate } from './dataset-index.js';
import { equityRow, schoolRow } from './fixtures.js';
import { nearestSchools } from './look-alikes.js';
import { healthFor, lookAlikeProfileFor, needsFor, opportunityFor } from './school-scores.js';

const provenance = { source: 'test', source_year: 2024, generated: true };

function content(): DatasetContent {
  const schools = [
    schoolRow({ nces_id: '010000100001', frl_pct: 80, math_proficiency: 50, reading_proficiency: 55 }),
    schoolRow({ nces_id: '010000100002', frl_pct: 20, math_proficiency: 70, reading_proficiency: 72, level: 'High' }),
    schoolRow({ nces_id: '010000100003', frl_pct: 60, math_proficiency: 30, reading_proficiency: 35 }),
    schoolRow({ nces_id: '010000100004', frl_pct: 50, math_proficiency: null, reading_proficiency: null }),
  ];
  return {
    states: [],
    districts: [{ ...provenance, leaid: '0100001', name: 'District', state: 'AL', city: null, locale: 'urban', school_count: 4, enrollment: 2000, population_5_17: null, children_in_poverty: null, poverty_pct: null, cwift: null }],
    schools,
    equity: schools.map((school) => equityRow({ nces_id: school.nces_id })),
    finance: [
      { ...provenance, leaid: '0100001', fiscal_year: 2021, total_expenditure: 20_000_000, instruction: null, support_services: null, administration: null, capital_outlay: null, revenue_federal: 1_000_000, revenue_state: null, revenue_local: null, title_i_revenue: null, idea_revenue: null, per_pupil_expenditure: 10_000 },
      { ...provenance, leaid: '0100001', fiscal_year: 2022, total_expenditure: 22_000_000, instruction: null, support_services: null, administration: null, capital_outlay: null, revenue_federal: 2_000_000, revenue_state: null, revenue_local: null, title_i_revenue: null, idea_revenue: null, per_pupil_expenditure: 11_000 },
    ],
    programs: [],
    erate_entities: [{ ...provenance, ben: '100', name: 'District', entity_type: 'School District', state: 'AL', leaid: '0100001', nces_id: null }],
    erate_vendors: [],
    erate_commitments: [
      { ...provenance, frn: '1', funding_year: 2024, ben: '100', spin: '1', category: 2, service_type: 'Internal Connections', pre_discount_amount: 167_000, discount_pct: 80, committed_amount: 133_600, disbursed_amount: null },
      { ...provenance, frn: '2', funding_year: 2024, ben: '100', spin: '1', category: 1, service_type: 'Data Transmission and/or Internet Access', pre_discount_amount: 50_000, discount_pct: 80, committed_amount: 40_000, disbursed_amount: null },
    ],
    contacts: [
      { ...provenance, contact_id: 'c1', nces_id: '010000100001', leaid: null, role: 'Principal', name: 'A. Principal', email: null, phone: null, refreshed_at: '2025-05-01' },
      { ...provenance, contact_id: 'c2', nces_id: null, leaid: '0100001', role: 'Superintendent', name: 'B. Superintendent', email: null, phone: null, refreshed_at: '2024-01-01' },
    ],
    board_items: [
      { ...provenance, item_id: 'b1', leaid: '0100001', nces_id: null, meeting_date: '2025-06-01', kind: 'technology_decision', summary: 'Network refresh', vendor: null, amount: null },
      { ...provenance, item_id: 'b2', leaid: '0100001', nces_id: '010000100002', meeting_date: '2025-06-01', kind: 'budget_approval', summary: 'Budget', vendor: null, amount: null },
    ],
    leadership_changes: [],
    shortages: [],
    standards: [],
    school_scores: [],
  };
}

describe('deriveSchoolScores', () => {
  it('deriveSchoolScores(small content) -> one row per school, in school order', () => {
    const rows = deriveSchoolScores(content());
    expect(rows.map((row) => row.nces_id)).toEqual(['010000100001', '010000100002', '010000100003', '010000100004']);
  });

  it('deriveSchoolScores(same content twice, other tables reordered) -> identical rows', () => {
    const first = deriveSchoolScores(content());
    const shuffled = content();
    shuffled.board_items.reverse();
    shuffled.finance.reverse();
    shuffled.contacts.reverse();
    expect(deriveSchoolScores(shuffled)).toEqual(first);
    expect(deriveSchoolScores(content())).toEqual(first);
  });

  it('deriveSchoolScores(school without assessment data) -> null health and bright spot, other scores present', () => {
    const row = deriveSchoolScores(content())[3]!;
    expect(row).toMatchObject({ health_score: null, health_tier: null, expected_math: null, bright_spot_score: null, bright_spot_tier: null });
    expect(row.opportunity_score).not.toBeNull();
    expect(row.funding_score).not.toBeNull();
  });

  it('deriveSchoolScores -> scores in range and tiers consistent with them', () => {
    for (const row of deriveSchoolScores(content())) {
      for (const value of [row.funding_score, row.health_score, row.opportunity_score, row.bright_spot_score]) {
        if (value === null) continue;
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
      expect(JSON.parse(row.eligible_programs)).toHaveLength(row.funding_program_count!);
    }
  });

  it('deriveSchoolScores -> the high-FRL school above its line is a bright spot; the low scorer is not', () => {
    // Three schools fit the line through (80, 50), (20, 70), (60, 30); the 80% FRL school sits above it.
    const rows = deriveSchoolScores(content());
    expect(rows[0]).toMatchObject({ bright_spot_tier: 'BRIGHT_SPOT' });
    expect(rows[0]!.bright_spot_score!).toBeGreaterThan(50);
    expect(rows[2]).toMatchObject({ bright_spot_tier: null });
  });

  it('deriveSchoolScores(eligibilityOf = none) -> funding 0 and no programs', () => {
    const row = deriveSchoolScores(content(), { eligibilityOf: () => [] })[0]!;
    expect(row).toMatchObject({ funding_score: 0, funding_program_count: 0, eligible_programs: '[]' });
  });

  it('deriveSchoolScores -> signals measured from the latest dataset date: a district decision 2025-06-01 on 2025-06-01 is a full signal', () => {
    const [first, second] = deriveSchoolScores(content());
    // Timing of school 1: technology decision today -> 100 x 0.3; no budget item of its own (school 2's is not its signal);
    // C2: FY2024 (as of 2025-06-01), 167,000 of max(167 x 2,000, 25,000 x 4) = 334,000 spent -> half left, year 4:
    // 100 x 4 x 0.5 / 5 = 40 x 0.2. Timing = 30 + 0 + 0 + 8 = 38.
    expect(first!.opportunity_timing).toBe(38);
    // School 2 also has its own budget approval: + 0.3 x 100 = 68.
    expect(second!.opportunity_timing).toBe(68);
  });

  it('buildScoringContext -> state averages once: math mean of the three reporting schools = 50', () => {
    const context = buildScoringContext(content());
    expect(context.averages.byState.get('AL')?.math_proficiency).toBe(50);
    // Latest finance year (2022) is used: 11,000 per pupil, federal 2,000,000 / 2,000 pupils = 1,000.
    expect(context.averages.byState.get('AL')).toMatchObject({ per_pupil_expenditure: 11_000, federal_revenue_per_pupil: 1_000 });
  });
});

describe('single-school records from the scoring context', () => {
  it('healthFor / opportunityFor(school) -> the same numbers as the stored row, plus the explanations', () => {
    const data = content();
    const context = buildScoringContext(data);
    const rows = deriveSchoolScores(data);
    data.schools.forEach((school, index) => {
      expect(healthFor(school, context).health_score).toBe(rows[index]!.health_score);
      expect(opportunityFor(school, context).opportunity_score).toBe(rows[index]!.opportunity_score);
    });
    expect(healthFor(data.schools[2]!, context).risk_factors.map((item) => item.code)).toContain('low_math_proficiency');
  });

  it('needsFor(school without assessment) -> lists the missing fields for a 422', () => {
    const data = content();
    expect(needsFor(data.schools[3]!, buildScoringContext(data)).missing).toEqual(['math_proficiency', 'reading_proficiency']);
  });

  it('lookAlikeProfileFor -> C2 spend per student = 167,000 of FY2024 / 2,000 district students = 83.5; nearest excludes the target', () => {
    const data = content();
    const context = buildScoringContext(data);
    const profiles = data.schools.map((school) => lookAlikeProfileFor(school, context));
    expect(profiles[0]).toMatchObject({ c2_spend_per_student: 83.5, per_pupil_expenditure: 11_000 });
    const nearest = nearestSchools(profiles[0]!, profiles, 3);
    expect(nearest.map((match) => match.nces_id)).not.toContain(profiles[0]!.nces_id);
    expect(nearest).toHaveLength(3);
  });
});

describe('latestDatasetDate', () => {
  it('latestDatasetDate(content) -> the latest board, leadership or contact date', () => {
    expect(latestDatasetDate(content())).toBe('2025-06-01');
  });

  it('latestDatasetDate(no dated rows) -> July 1 of the latest funding or source year', () => {
    const bare = { ...content(), board_items: [], contacts: [] };
    expect(latestDatasetDate(bare)).toBe('2024-07-01');
  });
});
