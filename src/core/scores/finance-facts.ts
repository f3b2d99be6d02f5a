import type { DistrictRow, FinanceRow } from '../../data/dataset/model.js';
import { isPresent } from './scale.js';

/** The district money figures a school's scores read (schools have no finance of their own in F-33). */
export interface FinanceFacts {
  fiscal_year: number | null;
  /** District current spending per pupil, dollars. */
  per_pupil_expenditure: number | null;
  /** District federal revenue divided by district enrollment, dollars. */
  federal_revenue_per_pupil: number | null;
}

/** The most recent finance row of each district (highest fiscal_year wins). */
export function latestFinanceByDistrict(rows: readonly FinanceRow[]): Map<string, FinanceRow> {
  const latest = new Map<string, FinanceRow>();
  for (const row of rows) {
    const current = latest.get(row.leaid);
    if (!current || row.fiscal_year > current.fiscal_year) latest.set(row.leaid, row);
  }
  return latest;
}

/**
 * Finance facts of a district. Federal revenue per pupil needs the district's enrollment; when the
 * district row lacks it, total expenditure / per-pupil expenditure recovers the pupil count F-33 used.
 */
export function financeFacts(finance: FinanceRow | undefined, district: DistrictRow | undefined): FinanceFacts | null {
  if (!finance) return null;
  const perPupil = isPresent(finance.per_pupil_expenditure) && finance.per_pupil_expenditure > 0
    ? finance.per_pupil_expenditure
    : null;
  let pupils: number | null = isPresent(district?.enrollment) && district.enrollment > 0 ? district.enrollment : null;
  if (pupils === null && perPupil !== null && isPresent(finance.total_expenditure)) {
    pupils = finance.total_expenditure / perPupil;
  }
  const federalPerPupil = pupils !== null && isPresent(finance.revenue_federal) ? finance.revenue_federal / pupils : null;
  return {
    fiscal_year: finance.fiscal_year,
    per_pupil_expenditure: perPupil,
    federal_revenue_per_pupil: federalPerPupil,
  };
}
