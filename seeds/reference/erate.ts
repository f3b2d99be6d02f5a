/**
 * E-Rate reference data: the discount matrix, Category Two budget cycles, the funding year and the
 * filing rules, each with its source. Pure data; the rules that use it live in src/core/erate.
 */

export { DISCOUNT_MATRIX, DISCOUNT_MATRIX_SOURCES, CATEGORY_TWO_MAX_DISCOUNT, type DiscountBand } from './erate-matrix.js';

/** CEP national multiplier: directly certified percentage x 1.6, capped at 100% (USAC discount FAQ). */
export const CEP_MULTIPLIER = 1.6;
export const CEP_SOURCE_CITATION = 'usac-discount-faq';

export interface CategoryTwoCycle {
  id: string;
  firstFundingYear: number;
  lastFundingYear: number;
  /** Pre-discount dollars per student for schools and school districts. */
  perStudent: number;
  /** Pre-discount dollars per square foot for libraries (null where not recorded). */
  perLibrarySquareFoot: number | null;
  /** Minimum budget per school (or per entity) in the cycle. */
  floor: number;
  source: { citationIds: string[]; note: string };
}

export const CATEGORY_TWO_CYCLES: readonly CategoryTwoCycle[] = [
  {
    id: 'FY2015-2019',
    firstFundingYear: 2015,
    lastFundingYear: 2019,
    perStudent: 150,
    perLibrarySquareFoot: null,
    floor: 9_200,
    source: {
      citationIds: ['usac-c2-budget'],
      note: 'Test period: per-school (not district-wide) budgets of $150 per student with a $9,200 floor (e-ratepa.org/?p=5021, December 2014). Library values (urban/non-urban) not recorded.',
    },
  },
  {
    id: 'FY2020',
    firstFundingYear: 2020,
    lastFundingYear: 2020,
    perStudent: 195.63,
    perLibrarySquareFoot: null,
    floor: 11_998.43,
    source: {
      citationIds: ['fcc-da-19-1301'],
      note: 'A pro-rated sixth test year: the FCC extended the FY2015-2019 budget by one year while the five-year cycle from FY2021 was set up. The values are totals for the six years FY2015-FY2020 (so the FY2020 money is this total minus what FY2015-2019 already committed). They equal the test-period $150 and $9,200 x 6/5 (one more year) x about 1.0868 (inflation): 150 x 1.2 x 1.0868 = 195.63 and 9,200 x 1.2 x 1.0868 = 11,998 (our arithmetic, consistent with FCC DA 19-1301). Library values $3.00 or $6.52 per square foot by urban/rural status.',
    },
  },
  {
    id: 'FY2021-2025',
    firstFundingYear: 2021,
    lastFundingYear: 2025,
    perStudent: 167,
    perLibrarySquareFoot: 4.5,
    floor: 25_000,
    source: {
      citationIds: ['usac-c2-budget', 'fcc-19-117', '47cfr54.502'],
      note: 'District-wide five-year budgets from FY2021 (FCC 19-117). Tribal libraries $55,000 floor (FCC DA 23-56).',
    },
  },
  {
    id: 'FY2026-2030',
    firstFundingYear: 2026,
    lastFundingYear: 2030,
    perStudent: 201.57,
    perLibrarySquareFoot: 5.43,
    floor: 30_175,
    source: {
      citationIds: ['c2-fy2026-notice'],
      note: 'Inflation-adjusted values announced June 4, 2025, consistent across three secondary sources; verify against the FCC public notice. Tribal libraries $66,385 floor.',
    },
  },
];

/** The funding year runs July 1 of the named year through June 30 of the next (47 CFR 54.507(b)). */
export const FUNDING_YEAR_RULE = {
  startMonthDay: '07-01',
  endMonthDay: '06-30',
  citationIds: ['47cfr54.507'],
} as const;

export interface FilingWindow {
  fundingYear: number;
  /** ISO date, or null when not read from an official notice. */
  opens: string | null;
  closes: string;
  lastForm470Date: string;
  citationIds: string[];
  note: string;
}

/** FCC Form 471 filing windows read from USAC or its reporters. Other years are estimated by the rules. */
export const FILING_WINDOWS: readonly FilingWindow[] = [
  {
    fundingYear: 2025,
    opens: '2025-01-15',
    closes: '2025-03-26',
    lastForm470Date: '2025-02-26',
    citationIds: ['usac-news-1099'],
    note: 'Window opened at noon ET and closed at 11:59:59 pm ET.',
  },
  {
    fundingYear: 2026,
    opens: null,
    closes: '2026-04-01',
    lastForm470Date: '2026-03-04',
    citationIds: ['erc-2026-02-23'],
    note: 'Closes 11:59 pm EDT. The opening date was not read from a USAC notice.',
  },
];

/** Day counts and rules of the filing process, each with its citation. */
export const FILING_RULES = {
  form470WaitDays: { value: 28, citationIds: ['47cfr54.503', 'usac-competitive-bidding'], note: 'Wait at least 28 days after the FCC Form 470 is certified; a contract may be signed on or after day 29 (the Allowable Contract Date). A substantive change restarts the 28 days.' },
  form470EarliestPosting: { monthDay: '07-01', yearOffset: -1, citationIds: ['47cfr54.507'], note: 'A Form 470 for funding year N may be filed from July 1 of year N-1.' },
  form486Days: { value: 120, citationIds: ['usac-form486', '47cfr54.520'], note: 'Due 120 days after the later of the service start date or the FCDL date; late filing moves the service start date and reduces funding.' },
  invoiceDays: { value: 120, citationIds: ['47cfr54.514'], note: 'FCC Form 472 (BEAR) or 474 (SPI): 120 days after the later of the last day to receive service or the Form 486 notification letter; one 120-day extension if requested by the original deadline.' },
  nonRecurringServiceDeadline: { monthDay: '09-30', yearOffset: 1, citationIds: ['47cfr54.507'], note: 'Non-recurring services (most Category Two) must be delivered by September 30 after the funding year ends.' },
  appealDays: { value: 60, citationIds: ['47cfr54.720'], note: 'Appeal a USAC decision (for example the FCDL) to USAC or the FCC within 60 days of the decision.' },
  form473: { citationIds: ['47cfr54.504', 'usac-news-1098'], note: 'Each service provider certifies an FCC Form 473 (SPAC) every funding year; USAC pays no 472 or 474 until both the 486 and the 473 are certified.' },
  documentRetentionYears: { value: 10, citationIds: ['47cfr54.516'], note: 'Keep all bidding, contract, delivery and discount documents for at least 10 years after the later of the last day of the funding year or the service delivery deadline.' },
} as const;

/** Typical window when USAC has not announced one: mid-January to late March (labelled an estimate). */
export const ESTIMATED_WINDOW = { opensMonthDay: '01-15', closesMonthDay: '03-26', note: 'Estimate from recent years (FY2025: Jan 15 - Mar 26; FY2026 closed Apr 1); the real dates are announced by USAC.' } as const;

/** E-Rate annual funding cap read (FY2020, inflation-adjusted; later years are adjusted each year). */
export const ERATE_ANNUAL_CAP = { amount: 4_226_120_519, fundingYear: 2020, source: 'Funds For Learning news, March 2020 (FY2020 cap after inflation adjustment)' } as const;
