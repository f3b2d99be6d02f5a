/**
 * The E-Rate discount matrix for schools and libraries, as data.
 *
 * Each band covers NSLP-eligible percentages from `minPct` (inclusive) up to the next band's `minPct`
 * (exclusive); the last band runs to 100 inclusive. The printed matrix labels the bands in whole
 * percents ("1% to 19%", "20% to 34%"), so a fractional percentage such as 19.5 is placed by its exact
 * value: it has not reached 20, so it stays in the 1–19 band. See `docs/RULES.md` (fractional percentages).
 */

export interface DiscountBand {
  /** Lowest NSLP-eligible percentage in the band (inclusive). */
  minPct: number;
  /** The band as printed on the USAC matrix. */
  label: string;
  category1: { urban: number; rural: number };
  category2: { urban: number; rural: number };
}

export const DISCOUNT_MATRIX_SOURCES = [
  {
    title: 'USAC, Schools and Libraries (E-rate) Program Discount Matrix',
    url: 'http://www.usac.org/_res/documents/sl/pdf/samples/Discount-Matrix.pdf',
  },
  {
    title: '47 CFR 54.505(b)-(c), Discounts (discount matrix; range 20 to 90 percent)',
    url: 'https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-54/subpart-F/section-54.505',
  },
  {
    title: 'USAC, Category Two budgets (2015): "The highest discount level for Category Two services will be 85 percent."',
    url: 'http://www.usac.org/sl/applicants/step03/category-two-budget.aspx',
  },
] as const;

/** Ordered from the lowest band to the highest. Values are discount percentages. */
export const DISCOUNT_MATRIX: readonly DiscountBand[] = [
  { minPct: 0, label: 'less than 1%', category1: { urban: 20, rural: 25 }, category2: { urban: 20, rural: 25 } },
  { minPct: 1, label: '1% to 19%', category1: { urban: 40, rural: 50 }, category2: { urban: 40, rural: 50 } },
  { minPct: 20, label: '20% to 34%', category1: { urban: 50, rural: 60 }, category2: { urban: 50, rural: 60 } },
  { minPct: 35, label: '35% to 49%', category1: { urban: 60, rural: 70 }, category2: { urban: 60, rural: 70 } },
  { minPct: 50, label: '50% to 74%', category1: { urban: 80, rural: 80 }, category2: { urban: 80, rural: 80 } },
  // Category Two is capped at 85%: the 90% Category One band becomes 85% (USAC 2015 Category Two page).
  { minPct: 75, label: '75% to 100%', category1: { urban: 90, rural: 90 }, category2: { urban: 85, rural: 85 } },
];

/** The highest Category Two discount (FCC 14-99, the July 2014 E-rate Modernization Order; USAC 2015 page above). */
export const CATEGORY_TWO_MAX_DISCOUNT = 85;
