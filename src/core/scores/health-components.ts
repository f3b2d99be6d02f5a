import type { StateAverages, SchoolFacts } from './state-averages.js';
import { clamp, isPresent, meanOfPresent, pointsScore, relativeScore } from './scale.js';

/**
 * The measurable parts the health score and the needs assessment are built from, each 0-100 with 60
 * meaning "like the state" (docs/SCORING.md, "Health"). Null when the inputs are missing.
 */

/** Points of proficiency difference that map to 0 or 100 (school proficiency typically spreads 15-20 points within a state). */
export const ACADEMIC_SPAN_POINTS = 25;
/** Relative spending difference that maps to 0 or 100 (50% below or above the state). */
export const SPENDING_SPAN = 0.5;
/** Relative pupil-teacher ratio difference that maps to 0 or 100. */
export const CLASS_SIZE_SPAN = 0.5;
/** Relative students-per-counselor difference that maps to 0 or 100 (counselor ratios vary widely). */
export const COUNSELOR_SPAN = 1;
/** Relative AP course count difference that maps to 0 or 100 (twice the state's AP offer is 100). */
export const AP_SPAN = 1;
/** Suspension risk ratio at which the disparity score reaches 0 (1.0 or below is 100). */
export const SUSPENSION_RATIO_FLOOR = 3;

export function proficiencyGaps(facts: SchoolFacts, averages: StateAverages): { math: number | null; reading: number | null } {
  const { school } = facts;
  return {
    math:
      isPresent(school.math_proficiency) && isPresent(averages.math_proficiency)
        ? school.math_proficiency - averages.math_proficiency
        : null,
    reading:
      isPresent(school.reading_proficiency) && isPresent(averages.reading_proficiency)
        ? school.reading_proficiency - averages.reading_proficiency
        : null,
  };
}

/** academic_sub: mean point gap of math and reading against the state average, on the points scale. */
export function academicScore(facts: SchoolFacts, averages: StateAverages): number | null {
  const gaps = proficiencyGaps(facts, averages);
  const meanGap = meanOfPresent([gaps.math, gaps.reading]);
  return meanGap === null ? null : pointsScore(meanGap, ACADEMIC_SPAN_POINTS);
}

/** District spending per pupil against the state average (higher is better). */
export function spendingScore(facts: SchoolFacts, averages: StateAverages): number | null {
  const spending = facts.finance?.per_pupil_expenditure;
  if (!isPresent(spending) || !isPresent(averages.per_pupil_expenditure)) return null;
  return relativeScore(spending, averages.per_pupil_expenditure, { higherIsBetter: true, span: SPENDING_SPAN });
}

/** Pupil-teacher ratio against the state average (lower is better). */
export function classSizeScore(facts: SchoolFacts, averages: StateAverages): number | null {
  const ratio = facts.school.pupil_teacher_ratio;
  if (!isPresent(ratio) || !isPresent(averages.pupil_teacher_ratio)) return null;
  return relativeScore(ratio, averages.pupil_teacher_ratio, { higherIsBetter: false, span: CLASS_SIZE_SPAN });
}

/** Enrollment per counselor FTE; Infinity when the school has pupils and no counselor. */
export function studentsPerCounselor(facts: SchoolFacts): number | null {
  const { enrollment, counselors_fte: counselors } = facts.school;
  if (!isPresent(enrollment) || !isPresent(counselors)) return null;
  if (counselors <= 0) return enrollment > 0 ? Number.POSITIVE_INFINITY : null;
  return enrollment / counselors;
}

/** Students per counselor against the state ratio (lower is better); a school with none scores 0. */
export function counselorScore(facts: SchoolFacts, averages: StateAverages): number | null {
  const ratio = studentsPerCounselor(facts);
  if (ratio === null || !isPresent(averages.students_per_counselor)) return null;
  if (ratio === Number.POSITIVE_INFINITY) return 0;
  return relativeScore(ratio, averages.students_per_counselor, { higherIsBetter: false, span: COUNSELOR_SPAN });
}

/** AP courses against the state's High-school mean; only High schools are scored (others: null). */
export function apAccessScore(facts: SchoolFacts, averages: StateAverages): number | null {
  const count = facts.equity?.ap_course_count;
  if (facts.school.level !== 'High' || !isPresent(count) || !isPresent(averages.ap_course_count_high)) return null;
  return relativeScore(count, averages.ap_course_count_high, { higherIsBetter: true, span: AP_SPAN });
}

export interface SuspensionDisparity {
  /** The group with the highest suspension rate relative to all students. */
  field: 'suspension_rate_black' | 'suspension_rate_hispanic' | 'suspension_rate_swd';
  group_rate: number;
  overall_rate: number;
  /** group rate / all-students rate; 1 when nobody is suspended. */
  risk_ratio: number;
}

const DISPARITY_FIELDS = ['suspension_rate_black', 'suspension_rate_hispanic', 'suspension_rate_swd'] as const;

/** The largest suspension risk ratio of Black, Hispanic and disabled students against all students. */
export function suspensionDisparity(facts: SchoolFacts): SuspensionDisparity | null {
  const equity = facts.equity;
  if (!equity || !isPresent(equity.suspension_rate)) return null;
  let worst: SuspensionDisparity | null = null;
  for (const field of DISPARITY_FIELDS) {
    const rate = equity[field];
    if (!isPresent(rate)) continue;
    const ratio = equity.suspension_rate > 0 ? rate / equity.suspension_rate : rate > 0 ? SUSPENSION_RATIO_FLOOR : 1;
    if (!worst || ratio > worst.risk_ratio) {
      worst = { field, group_rate: rate, overall_rate: equity.suspension_rate, risk_ratio: ratio };
    }
  }
  return worst;
}

/** 100 at a risk ratio of 1 or less, falling linearly to 0 at SUSPENSION_RATIO_FLOOR. */
export function suspensionScore(facts: SchoolFacts): number | null {
  const disparity = suspensionDisparity(facts);
  if (!disparity) return null;
  return clamp((100 * (SUSPENSION_RATIO_FLOOR - disparity.risk_ratio)) / (SUSPENSION_RATIO_FLOOR - 1), 0, 100);
}
