import { describe, expect, it } from 'vitest';
import { answeredBy } from './answered-by.js';
import { describeResult } from './compose.js';

/** One small result per list tool, shaped as the tool returns it: enough for its writer to open its answer. */
const SAMPLES: Record<string, { result: Record<string, unknown>; args: Record<string, unknown> }> = {
  equity_gaps: { result: { total_gaps: 3, state: 'TX', metric: 'suspensionRate', severity_counts: {}, results: [] }, args: { state: 'TX' } },
  bright_spots: { result: { results: [{ name: 'A', nces_id: '480000000001' }], criteria: { min_frl: 50, min_proficiency: 40 } }, args: { state: 'TX' } },
  erate_vendors: { result: { vendors: [] }, args: { state: 'CA', funding_year: 2024 } },
  opportunities: { result: { results: [{ name: 'A', state: 'CA', nces_id: '060000000001', opportunity: {} }] }, args: { state: 'CA' } },
  spending_rankings: { result: { state: 'AZ', sort_by: 'adminPct', results: [] }, args: { state: 'AZ' } },
  teacher_shortages: { result: { states: [{ state: 'TX', school_year: '2024-25', subjects: [] }] }, args: {} },
  leadership_changes: { result: { results: [] }, args: {} },
  school_board_intel: { result: { name: 'A', nces_id: '010000000001', items: [{ date: '2025-01-01', kind: 'budget_approval', title: 'Budget' }] }, args: {} },
  leads_from_purchase: { result: { programs: ['TITLE_I_A'], leads: [] }, args: {} },
  market_summary: { result: { state: 'CA' }, args: { state: 'CA' } },
  icp_search: { result: { results: [{ name: 'A', city: 'B', state: 'CA', nces_id: '060000000001', fit_score: 70 }] }, args: {} },
  school_look_alikes: { result: { target: { name: 'A', city: 'B', state: 'AZ', nces_id: '040000000001' }, results: [] }, args: {} },
  purchase_qualify: { result: { item_description: '6 bus chargers at $7,800 each', matches: [{ label: 'Transportation', confidence: 'HIGH', funding_programs: [] }] }, args: {} },
};

describe('the tool an answer came from, read back from its opening words', () => {
  for (const [tool, { result, args }] of Object.entries(SAMPLES)) {
    it(`${tool}'s own answer reads back as ${tool}`, () => {
      expect(answeredBy(describeResult(tool, result, args))).toBe(tool);
    });
  }

  it('an answer of another kind reads as none', () => {
    expect(answeredBy(describeResult('school_profile', { name: 'A', nces_id: '010000000001' }, {}))).toBeUndefined();
  });
});
