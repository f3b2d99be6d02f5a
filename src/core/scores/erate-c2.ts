import { CATEGORY_TWO_CYCLES } from '../../../seeds/reference/erate.js';
import { clamp } from './scale.js';

/**
 * E-Rate Category Two five-year budgets, district-wide since FY2021 (FACTS.md §2): the pre-discount
 * budget is the greater of (per-student multiplier x students) and (funding floor x entities).
 */
export interface C2Cycle {
  first_year: number;
  last_year: number;
  per_student: number;
  floor_per_entity: number;
  source: string;
}

/** The district-wide cycles (FY2021 on); the earlier test period had per-school budgets. */
export const C2_CYCLES: readonly C2Cycle[] = CATEGORY_TWO_CYCLES.filter((cycle) => cycle.firstFundingYear >= 2021).map(
  (cycle) => ({
    first_year: cycle.firstFundingYear,
    last_year: cycle.lastFundingYear,
    per_student: cycle.perStudent,
    floor_per_entity: cycle.floor,
    source: cycle.source.note,
  }),
);

/** E-Rate funding years run July 1 through June 30; FY2025 starts on 2025-07-01. */
export function fundingYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 7 ? year : year - 1;
}

export function c2CycleOf(fundingYear: number): C2Cycle | null {
  return C2_CYCLES.find((cycle) => fundingYear >= cycle.first_year && fundingYear <= cycle.last_year) ?? null;
}

export interface C2Position {
  cycle: C2Cycle;
  funding_year: number;
  /** 1 for the cycle's first funding year, 5 for its last. */
  year_in_cycle: number;
  budget: number;
  spent: number;
  /** Unspent share of the budget, 0-1. */
  remaining_share: number;
}

/**
 * Where a district stands in the current C2 cycle: budget, pre-discount C2 commitments of the cycle's
 * years so far, and what is left. Null outside the known cycles or without a student count.
 */
export function c2Position(input: {
  fundingYear: number;
  students: number | null;
  entities: number;
  /** Pre-discount C2 amount per funding year. */
  spentByYear: ReadonlyMap<number, number>;
}): C2Position | null {
  const cycle = c2CycleOf(input.fundingYear);
  if (!cycle || input.students === null || !(input.students > 0)) return null;
  const budget = Math.max(cycle.per_student * input.students, cycle.floor_per_entity * Math.max(1, input.entities));
  let spent = 0;
  for (const [year, amount] of input.spentByYear) {
    if (year >= cycle.first_year && year <= Math.min(cycle.last_year, input.fundingYear)) spent += amount;
  }
  return {
    cycle,
    funding_year: input.fundingYear,
    year_in_cycle: input.fundingYear - cycle.first_year + 1,
    budget,
    spent,
    remaining_share: clamp(1 - spent / budget, 0, 1),
  };
}
