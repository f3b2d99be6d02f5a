import type { PurchaseDocumentFacts } from './facts.js';

/**
 * The arithmetic behind a budget justification and a per-pupil cost analysis. Quantity x unit price
 * is preferred over a stated total, because it is the figure a reviewer will recompute; when both
 * are given and disagree by more than a cent, the difference is reported rather than hidden.
 */
export interface BudgetFigures {
  quantity: number | null;
  unit_price: number | null;
  total: number | null;
  /** computed: quantity x unit price; stated: the total as given; none: no amount known. */
  total_basis: 'computed' | 'stated' | 'none';
  /** The stated total when it differs from quantity x unit price. */
  stated_total_differs: number | null;
  /** Total divided by enrollment. */
  per_student: number | null;
  /** Enrollment divided by quantity (students sharing one unit). */
  students_per_unit: number | null;
  term_years: number | null;
  /** Total divided by the term, when the purchase covers several years. */
  annual_cost: number | null;
  /** Per-student cost as a percentage of the district's annual per-pupil expenditure. */
  share_of_per_pupil_expenditure: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function budgetFigures(
  purchase: PurchaseDocumentFacts | null,
  enrollment: number | null,
  perPupilExpenditure: number | null,
): BudgetFigures {
  const quantity = positive(purchase?.quantity) ? purchase.quantity : null;
  const unitPrice = positive(purchase?.unit_price) ? purchase.unit_price : null;
  const stated = positive(purchase?.total) ? purchase.total : null;
  const computed = quantity !== null && unitPrice !== null ? cents(quantity * unitPrice) : null;
  const total = computed ?? stated;
  const termYears = positive(purchase?.term_years) && purchase.term_years > 1 ? purchase.term_years : null;
  const perStudent = total !== null && positive(enrollment) ? cents(total / enrollment) : null;
  return {
    quantity,
    unit_price: unitPrice ?? (stated !== null && quantity !== null ? cents(stated / quantity) : null),
    total,
    total_basis: computed !== null ? 'computed' : stated !== null ? 'stated' : 'none',
    stated_total_differs: computed !== null && stated !== null && Math.abs(computed - stated) > 0.01 ? stated : null,
    per_student: perStudent,
    students_per_unit: quantity !== null && positive(enrollment) ? Math.round((enrollment / quantity) * 10) / 10 : null,
    term_years: termYears,
    annual_cost: total !== null && termYears !== null ? cents(total / termYears) : null,
    share_of_per_pupil_expenditure: perStudent !== null && positive(perPupilExpenditure)
      ? Math.round((perStudent / perPupilExpenditure) * 1000) / 10
      : null,
  };
}
