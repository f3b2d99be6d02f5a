import { badRequest } from '../../errors.js';
import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { CATEGORY_TWO_CYCLES, type CategoryTwoCycle } from '../../../seeds/reference/erate.js';

export interface C2BudgetInput {
  /** Full-time students of the school or the whole district (district-wide from FY2021). */
  students: number;
  fundingYear: number;
  /** Schools (entities) the floor applies to; the floor is per entity. Default 1. */
  entities?: number;
}

export interface C2BudgetResult {
  cycle: string;
  fundingYears: { first: number; last: number };
  multiplier: number;
  floor: number;
  /** Five-year (FY2020: six-year) pre-discount budget in dollars: the greater of multiplier x students or floor x entities. */
  budget: number;
  /** "multiplier" or "floor": which side of the rule set the budget. */
  basis: 'multiplier' | 'floor';
  source: { citations: Citation[]; note: string };
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function c2Cycle(fundingYear: number): CategoryTwoCycle {
  if (!Number.isInteger(fundingYear)) throw badRequest(`fundingYear must be a whole year, got ${String(fundingYear)}.`, [{ field: 'fundingYear', message: 'must be an integer year' }]);
  const cycle = CATEGORY_TWO_CYCLES.find((candidate) => fundingYear >= candidate.firstFundingYear && fundingYear <= candidate.lastFundingYear);
  if (!cycle) {
    const first = CATEGORY_TWO_CYCLES[0]!.firstFundingYear;
    const last = CATEGORY_TWO_CYCLES[CATEGORY_TWO_CYCLES.length - 1]!.lastFundingYear;
    throw badRequest(
      fundingYear < first
        ? `Category Two budgets began in FY${first}; FY${fundingYear} had none.`
        : `Category Two budgets after FY${last} have not been announced by the FCC.`,
      [{ field: 'fundingYear', message: `must be from ${first} to ${last}` }],
    );
  }
  return cycle;
}

/**
 * The Category Two budget for a funding year: the greater of the cycle's per-student multiplier x students
 * or its floor x entities (47 CFR 54.502; USAC Category Two Budget page). Budgets are pre-discount and
 * cover the whole cycle, not one year.
 */
export function c2Budget({ students, fundingYear, entities = 1 }: C2BudgetInput): C2BudgetResult {
  if (!Number.isFinite(students) || students < 0) throw badRequest('students must be a non-negative number.', [{ field: 'students', message: 'must be 0 or more' }]);
  if (!Number.isInteger(entities) || entities < 1) throw badRequest('entities must be a whole number of at least 1.', [{ field: 'entities', message: 'must be an integer >= 1' }]);
  const cycle = c2Cycle(fundingYear);
  const byStudents = cents(cycle.perStudent * students);
  const byFloor = cents(cycle.floor * entities);
  return {
    cycle: cycle.id,
    fundingYears: { first: cycle.firstFundingYear, last: cycle.lastFundingYear },
    multiplier: cycle.perStudent,
    floor: cycle.floor,
    budget: Math.max(byStudents, byFloor),
    basis: byStudents >= byFloor ? 'multiplier' : 'floor',
    source: { citations: cycle.source.citationIds.map(cite), note: cycle.source.note },
  };
}

export interface C2RemainingResult {
  budget: number;
  committedPreDiscount: number;
  remaining: number;
  /** Committed above the budget (0 when within it). */
  overBy: number;
  percentUsed: number;
}

/** What is left of a Category Two budget after pre-discount commitments (budgets and commitments are both pre-discount). */
export function c2Remaining({ budget, committedPreDiscount }: { budget: number; committedPreDiscount: number }): C2RemainingResult {
  if (!Number.isFinite(budget) || budget < 0) throw badRequest('budget must be a non-negative amount.', [{ field: 'budget', message: 'must be 0 or more' }]);
  if (!Number.isFinite(committedPreDiscount) || committedPreDiscount < 0) {
    throw badRequest('committedPreDiscount must be a non-negative amount.', [{ field: 'committedPreDiscount', message: 'must be 0 or more' }]);
  }
  const difference = cents(budget - committedPreDiscount);
  return {
    budget,
    committedPreDiscount,
    remaining: Math.max(0, difference),
    overBy: Math.max(0, -difference),
    percentUsed: budget === 0 ? (committedPreDiscount > 0 ? 100 : 0) : Math.round((committedPreDiscount / budget) * 1000) / 10,
  };
}
