import { describe, expect, it } from 'vitest';
import { parseAmounts } from './price-parser.js';

describe('parseAmounts', () => {
  it.each([
    ['30 Chromebooks at $329 each', { quantity: 30, unit_price: 329, total: 9_870, term_years: null }],
    ['$12,500 for a 3-year licence', { quantity: null, unit_price: null, total: 12_500, term_years: 3 }],
    ['qty 25 @ 89.99', { quantity: 25, unit_price: 89.99, total: 2_249.75, term_years: null }],
    ['5 licenses for $500 total', { quantity: 5, unit_price: 100, total: 500, term_years: null }],
    ['25 x $40 headsets', { quantity: 25, unit_price: 40, total: 1_000, term_years: null }],
    ['Interactive panels, $2,150/unit, quantity: 12', { quantity: 12, unit_price: 2_150, total: 25_800, term_years: null }],
    ['Tutoring contract, total cost of $1.2k', { quantity: null, unit_price: null, total: 1_200, term_years: null }],
    ['Network refresh budget of $2 million', { quantity: null, unit_price: null, total: 2_000_000, term_years: null }],
    ['120 student licenses at $8.50 per student for 2 years', { quantity: 120, unit_price: 8.5, total: 1_020, term_years: 2 }],
    ['Robotics kits for 5th grade', { quantity: null, unit_price: null, total: null, term_years: null }],
    ['1,000 library books, 15000 dollars', { quantity: 1_000, unit_price: 15, total: 15_000, term_years: null }],
    ['15 Tobii Dynavox TD I-13 @ $2,150 ea', { quantity: 15, unit_price: 2_150, total: 32_250, term_years: null }],
    ['qty 4 @ 4,812.00', { quantity: 4, unit_price: 4_812, total: 19_248, term_years: null }],
  ])('parse_amounts(%s)', (description, expected) => {
    expect(parseAmounts(description)).toEqual(expected);
  });
});
