import { describe, expect, it } from 'vitest';
import { allocationHistoryAsked } from './history-asked.js';

const funding = {
  programs: [
    { program_id: 'TITLE_I_A', history: { scope: 'district', allocations: [{ year: 2022, amount: 6460703 }, { year: 2023, amount: 6705711 }] } },
    { program_id: 'IDEA_B', history: { scope: 'district', allocations: [{ year: 2022, amount: 3829885 }, { year: 2023, amount: 3975125 }] } },
    { program_id: 'E_RATE', history: { scope: 'school', allocations: [{ year: 2025, amount: 1200 }] } },
  ],
};

describe('a funding history asked year by year', () => {
  it('lists every year of the programs named, else of every program with more than one year', () => {
    expect(allocationHistoryAsked('IDEA Part B history for the LEA over X - by year please', 'school_funding', funding))
      .toBe('IDEA_B district allocations by year: 2022 $3,829,885, 2023 $3,975,125.');
    expect(allocationHistoryAsked('allocation history for its district?', 'school_funding', funding).split('\n')).toEqual([
      'TITLE_I_A district allocations by year: 2022 $6,460,703, 2023 $6,705,711.',
      'IDEA_B district allocations by year: 2022 $3,829,885, 2023 $3,975,125.',
    ]);
  });

  it('adds nothing when no history is asked, or to another tool', () => {
    expect(allocationHistoryAsked('What Title I programs is it eligible for?', 'school_funding', funding)).toBe('');
    expect(allocationHistoryAsked('Title I history by year', 'school_profile', funding)).toBe('');
  });
});
