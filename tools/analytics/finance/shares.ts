import type { FinanceFigures } from '../../../src/data/dataset/reader.js';

/**
 * Spending shares, percent, with the bases the F-33 survey supports and the spending ranking uses:
 * - instruction, support services and administration over current spending (instruction + support
 *   services; administration is a part of support services, so the three do not add up to 100);
 * - capital outlay over total expenditure (capital is outside current spending).
 * A share is null when a field it needs is missing or its base is zero.
 */
export const SHARE_BASES =
  'instruction_pct, support_pct and admin_pct are percent of current spending (instruction + support services; ' +
  'administration is part of support services); capital_pct is percent of total expenditure.';

export interface SpendingShares {
  instruction_pct: number | null;
  support_pct: number | null;
  admin_pct: number | null;
  capital_pct: number | null;
}

type ShareFields = Pick<FinanceFigures, 'total_expenditure' | 'instruction' | 'support_services' | 'administration' | 'capital_outlay'>;

const ratio = (part: number | null, whole: number | null): number | null =>
  part === null || whole === null || whole <= 0 ? null : (100 * part) / whole;

export function spendingShares(figures: ShareFields): SpendingShares {
  const current = figures.instruction === null || figures.support_services === null ? null : figures.instruction + figures.support_services;
  return {
    instruction_pct: ratio(figures.instruction, current),
    support_pct: ratio(figures.support_services, current),
    admin_pct: ratio(figures.administration, current),
    capital_pct: ratio(figures.capital_outlay, figures.total_expenditure),
  };
}

export interface RevenueShares {
  federal_pct: number | null;
  state_pct: number | null;
  local_pct: number | null;
}

export function revenueShares(revenue: { federal: number | null; state: number | null; local: number | null }): RevenueShares {
  const total = revenue.federal === null || revenue.state === null || revenue.local === null ? null : revenue.federal + revenue.state + revenue.local;
  return { federal_pct: ratio(revenue.federal, total), state_pct: ratio(revenue.state, total), local_pct: ratio(revenue.local, total) };
}
