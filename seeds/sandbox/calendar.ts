import { CATEGORY_TWO_CYCLES } from '../reference/erate.js';

/**
 * Every date the sandbox generates derives from one as-of day, the day it is built, so a sandbox is
 * not stale on the day it is made and the same seed, scale and as-of day give the same rows.
 */
export interface SandboxCalendar {
  /** The as-of day, YYYY-MM-DD (UTC). No generated date is later. */
  asOf: string;
  /** Midnight UTC of the as-of day, in milliseconds. */
  asOfMs: number;
  /** Start year of the last completed school year (2024 for 2024-25). School years end June 30. */
  schoolYear: number;
  /** Funding years with commitments: twenty of them, up to the latest that has started. */
  erate: { first: number; last: number };
  /** Category Two budget cycles with the funding years of each that fall within `erate`. */
  c2Cycles: { id: string; years: number[]; perStudent: number; floor: number; includesPrevious: boolean }[];
  /** The two school years a teacher-shortage list covers: the last completed one and the one before. */
  shortageYears: [string, string];
  /** The latest fiscal year of district finance, and the four before it. */
  financeYears: number[];
  /** The CRDC collection the equity rows stand for. */
  crdcYear: number;
}

const ERATE_YEARS_KEPT = 20;
const FINANCE_YEARS_KEPT = 5;

/** July 1 starts both a school year and an E-Rate funding year (47 CFR 54.507(b)). */
const startedByJuly = (date: Date) => (date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1);

export function sandboxCalendar(asOf: Date): SandboxCalendar {
  if (Number.isNaN(asOf.getTime())) throw new RangeError('asOf must be a valid date');
  const day = asOf.toISOString().slice(0, 10);
  const asOfMs = Date.parse(`${day}T00:00:00Z`);
  // The school year that started last July is under way; the one before it is the last completed.
  const schoolYear = startedByJuly(asOf) - 1;
  // A funding year counts once it has started: by July 1 USAC has issued its first commitment waves
  // (the FCC Form 471 window closes in late March, FACTS.md §3). The exact wave dates are not recorded,
  // so the start of the funding year is the conservative mark.
  const lastFundingYear = startedByJuly(asOf);
  const erate = { first: lastFundingYear - ERATE_YEARS_KEPT + 1, last: lastFundingYear };
  // Cycles come from the reference table (FACTS.md §2). Funding years after its last cycle get no
  // Category Two money: their budget figures are not announced, and none are invented here.
  const c2Cycles = CATEGORY_TWO_CYCLES.map((cycle) => {
    const years: number[] = [];
    for (let year = Math.max(cycle.firstFundingYear, erate.first); year <= Math.min(cycle.lastFundingYear, erate.last); year += 1) years.push(year);
    // FY2020 extended the FY2015-2019 test period: its budget is a six-year total including what was spent before.
    return { id: cycle.id, years, perStudent: cycle.perStudent, floor: cycle.floor, includesPrevious: cycle.id === 'FY2020' };
  }).filter((cycle) => cycle.years.length > 0);
  // F-33 fiscal years are named by the year they end in and published about two years later: the
  // latest is the one that ended two years before the last completed school year (FY2023 in 2025-26).
  const latestFiscalYear = schoolYear - 1;
  const financeYears = Array.from({ length: FINANCE_YEARS_KEPT }, (_, index) => latestFiscalYear - FINANCE_YEARS_KEPT + 1 + index);
  return {
    asOf: day,
    asOfMs,
    schoolYear,
    erate,
    c2Cycles,
    shortageYears: [schoolYearLabel(schoolYear - 1), schoolYearLabel(schoolYear)],
    financeYears,
    // The CRDC is collected every other year and published about two years after the collection.
    crdcYear: schoolYear - 3,
  };
}

/** 2024 -> "2024-25". */
export function schoolYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Parses "YYYY-MM-DD" as midnight UTC; anything else is a RangeError naming the value. */
export function parseAsOf(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(`${text}T00:00:00Z`) : new Date(Number.NaN);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new RangeError(`as-of date must be a calendar day YYYY-MM-DD, got "${text}"`);
  }
  return date;
}
