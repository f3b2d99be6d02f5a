import { describe, expect, it } from 'vitest';
import { fundingScore } from './funding.js';
import { DEFAULT_PROGRAM_WEIGHTS, programWeightsFrom, type ProgramWeight } from './program-weights.js';

const weights: ProgramWeight[] = [
  { program_id: 'A', dollars: 600, fiscal_year: 2024, source: 'test' },
  { program_id: 'B', dollars: 300, fiscal_year: 2024, source: 'test' },
  { program_id: 'C', dollars: 100, fiscal_year: 2024, source: 'test' },
];

describe('fundingScore', () => {
  it('fundingScore(A strong, B moderate) -> 100 x (1 x 600 + 0.6 x 300) / 1000 = 78', () => {
    const result = fundingScore(
      [
        { program_id: 'A', strength: 'STRONG', rule: 'rule A' },
        { program_id: 'B', strength: 'MODERATE' },
      ],
      weights,
    );
    expect(result.funding_score).toBe(78);
    expect(result.funding_program_count).toBe(2);
    expect(result.programs).toEqual([
      { program_id: 'A', strength: 'STRONG', rule: 'rule A', weight_share: 0.6, points: 60 },
      { program_id: 'B', strength: 'MODERATE', rule: null, weight_share: 0.3, points: 18 },
    ]);
  });

  it('fundingScore(C weak) -> 100 x 0.3 x 100 / 1000 = 3', () => {
    expect(fundingScore([{ program_id: 'C', strength: 'WEAK' }], weights).funding_score).toBe(3);
  });

  it('fundingScore(all strong) -> 100', () => {
    const all = weights.map((weight) => ({ program_id: weight.program_id, strength: 'STRONG' as const }));
    expect(fundingScore({ programs: all }, weights).funding_score).toBe(100);
  });

  it('fundingScore(no program) -> 0 with count 0', () => {
    expect(fundingScore([], weights)).toEqual({ funding_score: 0, funding_program_count: 0, programs: [] });
  });

  it('fundingScore(duplicate and lower-case ids) counts a program once', () => {
    const result = fundingScore(
      [
        { program_id: 'a', strength: 'STRONG' },
        { program_id: 'A', strength: 'WEAK' },
      ],
      weights,
    );
    expect(result.funding_score).toBe(60);
    expect(result.funding_program_count).toBe(1);
  });

  it('fundingScore(program without a weight) counts it but adds no points', () => {
    const result = fundingScore([{ program_id: 'UNKNOWN', strength: 'STRONG' }], weights);
    expect(result).toMatchObject({ funding_score: 0, funding_program_count: 1 });
  });

  it('fundingScore(Title I strong, default weights) -> 100 x 18.4 / 44.056 = 41.8', () => {
    // Sum of default dollars (billions): 18.4 + 14.2 + 4.226120519 + 2.19 + 1.44 + 1.38 + 1.33 + 0.89 = 44.056120519.
    expect(fundingScore([{ program_id: 'TITLE_I_A', strength: 'STRONG' }]).funding_score).toBe(41.8);
    // Adding IDEA-B moderate: 100 x (18.4 + 0.6 x 14.2) / 44.056 = 61.1.
    expect(
      fundingScore([
        { program_id: 'TITLE_I_A', strength: 'STRONG' },
        { program_id: 'IDEA_B', strength: 'MODERATE' },
      ]).funding_score,
    ).toBe(61.1);
  });
});

describe('program weights', () => {
  it('DEFAULT_PROGRAM_WEIGHTS holds the seven grant programs and E-Rate, largest first', () => {
    expect(DEFAULT_PROGRAM_WEIGHTS.map((weight) => weight.program_id)).toEqual([
      'TITLE_I_A', 'IDEA_B', 'E_RATE', 'TITLE_II_A', 'PERKINS_V', 'TITLE_IV_A', '21ST_CCLC', 'TITLE_III_A',
    ]);
  });

  it('programWeightsFrom(row with appropriation) replaces that default and keeps the rest', () => {
    const result = programWeightsFrom([
      { program_id: 'title_iii_a', name: 'Title III', assistance_listing: '84.365', statute: '', annual_appropriation: 20_000_000_000, appropriation_year: 2026, source: 'live import' },
      { program_id: 'TITLE_II_A', name: 'Title II', assistance_listing: '84.367', statute: '', annual_appropriation: null, appropriation_year: null, source: 'live import' },
    ]);
    expect(result[0]).toEqual({ program_id: 'TITLE_III_A', dollars: 20_000_000_000, fiscal_year: 2026, source: 'live import' });
    expect(result.find((weight) => weight.program_id === 'TITLE_II_A')?.dollars).toBe(2_190_000_000);
    expect(result).toHaveLength(8);
  });
});
