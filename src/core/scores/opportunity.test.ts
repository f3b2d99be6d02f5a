import { describe, expect, it } from 'vitest';
import { c2Position, fundingYearOf } from './erate-c2.js';
import { equityRow, schoolRow, stateAverages } from './fixtures.js';
import { leadScore, programMatchScore } from './lead-score.js';
import { leadTier, opportunityScore, recencySignal, type OpportunityInput } from './opportunity.js';

const c2 = c2Position({ fundingYear: 2024, students: 1000, entities: 2, spentByYear: new Map([[2021, 50_000], [2024, 33_500]]) });

function input(overrides: Partial<OpportunityInput> = {}): OpportunityInput {
  return {
    facts: { school: schoolRow(), equity: equityRow(), finance: { fiscal_year: 2022, per_pupil_expenditure: 12_000, federal_revenue_per_pupil: 1_500 } },
    averages: stateAverages(),
    funding_score: 60,
    c2: { ...c2!, budget: 100_000, spent: 25_000, remaining_share: 0.75 },
    board_items: [{ kind: 'budget_approval', meeting_date: '2025-03-02' }],
    leadership_changes: [{ effective_date: '2025-01-01' }],
    contacts: [
      { role: 'Principal', name: 'A. Principal', refreshed_at: '2025-06-01' },
      { role: 'Superintendent', name: 'B. Superintendent', refreshed_at: '2024-01-01T00:00:00Z' },
      { role: 'CTO', name: ' ', refreshed_at: '2025-06-01' },
    ],
    as_of: '2025-06-30',
    ...overrides,
  };
}

describe('opportunityScore', () => {
  it('opportunityScore(worked example) -> (71.7 + 56.8 + 32.1 + 50) / 4 = 52.7, WARM', () => {
    const result = opportunityScore(input());
    // Budget: mean(funding 60, C2 remaining 75, federal revenue 1,500 vs 1,000 = +50% = 0.5 of the span -> 60 + 40 x 0.5 = 80) = 71.67.
    expect(result.budget).toBe(71.7);
    // Need: mean(100 - academic 48 = 52, FRL 50, 100 - class size 30 = 70, 100 - counselors 45 = 55) = 56.75.
    expect(result.need).toBe(56.8);
    // Timing: budget approval 120 days old -> 100 x (1 - 120/180) = 33.3; no technology decision -> 0;
    // leadership change 180 days old -> 100 x (1 - 180/365) = 50.7; C2 year 4 of 5 with 75% left -> 100 x 4 x 0.75 / 5 = 60.
    // 0.3 x 33.33 + 0.3 x 0 + 0.2 x 50.68 + 0.2 x 60 = 32.14.
    expect(result.timing).toBe(32.1);
    // Access: 2 named roles of 4 -> 50; 1 of 2 named contacts refreshed within 90 days -> 50; mean 50.
    expect(result.access).toBe(50);
    expect(result.opportunity_score).toBe(52.7);
    expect(result.lead_tier).toBe('WARM');
    expect(result.signals).toMatchObject({ budget_approval: 33.3, technology_decision: 0, leadership_change: 50.7, c2_cycle: 60, contact_coverage: 50, contact_freshness: 50 });
  });

  it('opportunityScore(no signals, no contacts, no C2) -> timing 0 and access 0', () => {
    const result = opportunityScore(input({ board_items: [], leadership_changes: [], contacts: [], c2: null }));
    expect(result.timing).toBe(0);
    expect(result.access).toBe(0);
    // Budget without C2: mean(60, 80) = 70.
    expect(result.budget).toBe(70);
  });

  it('opportunityScore(board item dated after as_of) -> ignored', () => {
    const result = opportunityScore(input({ board_items: [{ kind: 'technology_decision', meeting_date: '2025-07-15' }] }));
    expect(result.signals.technology_decision).toBe(0);
  });
});

describe('recencySignal', () => {
  it('recencySignal(today) -> 100; 90 of 180 days -> 50; 180 days -> 0', () => {
    expect(recencySignal(['2025-06-30'], '2025-06-30', 180)).toBe(100);
    expect(recencySignal(['2025-04-01'], '2025-06-30', 180)).toBe(50);
    expect(recencySignal(['2025-01-01'], '2025-06-30', 180)).toBe(0);
  });

  it('recencySignal(several dates) -> the most recent counts', () => {
    expect(recencySignal(['2025-01-01', '2025-04-01'], '2025-06-30', 180)).toBe(50);
  });
});

describe('leadTier', () => {
  it.each([
    [100, 'HOT'],
    [65, 'HOT'],
    [64.99, 'WARM'],
    [50, 'WARM'],
    [49.99, 'NURTURE'],
    [35, 'NURTURE'],
    [34.99, 'MONITOR'],
  ] as const)('leadTier(%s) -> %s', (score, tier) => {
    expect(leadTier(score)).toBe(tier);
  });
});

describe('leadScore', () => {
  it('programMatchScore(Title I strong, IDEA moderate; asked Title I, IDEA, Title III) -> 100 x (1 + 0.6 + 0) / 3 = 53.3', () => {
    const eligibility = [
      { program_id: 'TITLE_I_A', strength: 'STRONG' as const },
      { program_id: 'IDEA_B', strength: 'MODERATE' as const },
    ];
    expect(programMatchScore(eligibility, ['title_i_a', 'IDEA_B', 'TITLE_III_A'])).toBe(53.3);
    expect(programMatchScore(eligibility, [])).toBeNull();
  });

  it('leadScore(opportunity 40, match 70) -> 0.6 x 40 + 0.4 x 70 = 52, WARM', () => {
    expect(leadScore(40, 70)).toEqual({ lead_score: 52, lead_tier: 'WARM', program_match: 70 });
  });

  it('leadScore(opportunity 80, no programs named) -> the opportunity score, HOT', () => {
    expect(leadScore(80)).toEqual({ lead_score: 80, lead_tier: 'HOT', program_match: null });
  });
});

describe('E-Rate C2 position', () => {
  it('fundingYearOf(2025-06-30) -> 2024; fundingYearOf(2025-07-01) -> 2025', () => {
    expect(fundingYearOf('2025-06-30')).toBe(2024);
    expect(fundingYearOf('2025-07-01')).toBe(2025);
  });

  it('c2Position(FY2024, 1,000 students) -> budget 167 x 1,000; spent FY2021 + FY2024 = 83,500; half left in year 4', () => {
    const position = c2Position({
      fundingYear: 2024,
      students: 1000,
      entities: 2,
      spentByYear: new Map([[2020, 99_999], [2021, 50_000], [2024, 33_500], [2025, 10_000]]),
    });
    expect(position).toMatchObject({ budget: 167_000, spent: 83_500, remaining_share: 0.5, year_in_cycle: 4 });
  });

  it('c2Position(100 students, 1 school) -> the $25,000 floor (167 x 100 = 16,700 is less)', () => {
    expect(c2Position({ fundingYear: 2022, students: 100, entities: 1, spentByYear: new Map() })?.budget).toBe(25_000);
  });

  it('c2Position(FY2026, 1,000 students) -> next cycle: 201.57 x 1,000, year 1', () => {
    expect(c2Position({ fundingYear: 2026, students: 1000, entities: 1, spentByYear: new Map([[2025, 5_000]]) })).toMatchObject({
      budget: 201_570, spent: 0, remaining_share: 1, year_in_cycle: 1,
    });
  });

  it('c2Position(FY2019 or no students) -> null', () => {
    expect(c2Position({ fundingYear: 2019, students: 1000, entities: 1, spentByYear: new Map() })).toBeNull();
    expect(c2Position({ fundingYear: 2024, students: null, entities: 1, spentByYear: new Map() })).toBeNull();
  });
});
