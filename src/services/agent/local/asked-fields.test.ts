import { describe, expect, it } from 'vitest';
import { askedFields } from './asked-fields.js';

const district = {
  name: 'Woodland County Schools',
  per_pupil_expenditure: 12895,
  revenue: { federal: 22386667, title_i: 6705711, idea: 3975125 },
  benchmarks: { per_pupil_expenditure: { state: { median: 12895 }, national: { median: 16762.5, percentile: 14.13 } }, admin_pct: { national: { median: 9.93 } } },
  tier_cutoffs: { AT_RISK: 35 },
  data_source: { year: 2023 },
};

describe('figures a question names that the answer left out', () => {
  it('adds the fields whose words the question says together, and only those', () => {
    expect(askedFields('How much Title I and IDEA revenue did the district bring in?', district, 'Total $165,222,711.'))
      .toBe('Also asked: revenue title i 6,705,711; revenue idea 3,975,125.');
    expect(askedFields('What does it spend per pupil, and how does that compare with the national median?', district, '$12,895 per pupil.'))
      .toBe('Also asked: benchmarks per pupil expenditure national median 16,762.5.');
  });

  it('adds nothing the answer already says, nothing said apart, and nothing outside the figures', () => {
    expect(askedFields('and the national median per pupil?', district, 'national median $16,762.5')).toBe('');
    expect(askedFields('is the tier at risk?', district, 'Health 40.')).toBe('');
    expect(askedFields('the median for the state, and national figures', district, '')).not.toMatch(/16,762/);
    expect(askedFields('which year is the data source?', district, '')).toBe('');
  });

  it('adds figures asked in other words: the score a tier takes, the year the data is from', () => {
    const opportunity = { opportunity_score: 55.5, lead_tier: 'WARM', lead_tier_cutoffs: { HOT: 65, WARM: 50, NURTURE: 35 } };
    expect(askedFields('Lead tier and opportunity score? Also, what score does it take to be HOT?', opportunity, 'opportunity score 55.5: lead tier WARM.'))
      .toBe('Also asked: opportunity score needed for HOT 65.');
    expect(askedFields('the FRL percentage, and tell me which data year they come from', { frl_pct: 68.8, data_source: { year: 2024 } }, '68.8% FRL'))
      .toBe('Also asked: data year 2024.');
  });
});
