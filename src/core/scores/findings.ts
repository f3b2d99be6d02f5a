import type { StateAverages, SchoolFacts } from './state-averages.js';
import { studentsPerCounselor, suspensionDisparity } from './health-components.js';
import { isPresent, roundTo } from './scale.js';

/**
 * A risk factor or strength: which field, its value, the threshold it crossed and where the threshold
 * comes from, so every item can be traced and argued with.
 */
export interface Finding {
  code: string;
  field: string;
  value: number;
  comparison: '<' | '<=' | '>' | '>=';
  threshold: number;
  /** How the threshold was set, e.g. "state average 41.2 - 10 points". */
  basis: string;
  message: string;
}

/** Thresholds of the findings; each is explained in docs/SCORING.md ("Risk factors and strengths"). */
export const FINDING_THRESHOLDS = {
  /** Proficiency this many points below (above) the state average is a risk (strength). */
  proficiencyPoints: 10,
  /** Spending below 90% (above 110%) of the state average. */
  spendingLow: 0.9,
  spendingHigh: 1.1,
  /** Pupil-teacher ratio above 120% (below 85%) of the state average. */
  classSizeHigh: 1.2,
  classSizeLow: 0.85,
  /** Students per counselor above 150% (below 75%) of the state ratio. */
  counselorHigh: 1.5,
  counselorLow: 0.75,
  /** Suspension risk ratio of a group against all students. */
  suspensionRatioRisk: 2,
  suspensionRatioStrength: 1.25,
  /** AP courses at a High school: none is a risk; 150% of the state's mean is a strength. */
  apStrength: 1.5,
  /** FRL share at or above which Title I requires the school be served first (20 U.S.C. 6313). */
  highPovertyPct: 75,
  /** A subgroup proficiency gap this many points below all students. */
  subgroupGapPoints: 20,
} as const;

const T = FINDING_THRESHOLDS;

function finding(
  code: string,
  field: string,
  value: number,
  comparison: Finding['comparison'],
  threshold: number,
  basis: string,
  message: string,
): Finding {
  return { code, field, value: roundTo(value, 2), comparison, threshold: roundTo(threshold, 2), basis, message };
}

function proficiencyFindings(facts: SchoolFacts, averages: StateAverages, risks: Finding[], strengths: Finding[]): void {
  for (const field of ['math_proficiency', 'reading_proficiency'] as const) {
    const value = facts.school[field];
    const average = averages[field];
    if (!isPresent(value) || !isPresent(average)) continue;
    const subject = field === 'math_proficiency' ? 'Math' : 'Reading';
    const points = T.proficiencyPoints;
    if (value <= average - points) {
      risks.push(finding(`low_${field}`, field, value, '<=', average - points,
        `state average ${roundTo(average)} - ${points} points`, `${subject} proficiency is ${roundTo(average - value)} points below the state average.`));
    } else if (value >= average + points) {
      strengths.push(finding(`high_${field}`, field, value, '>=', average + points,
        `state average ${roundTo(average)} + ${points} points`, `${subject} proficiency is ${roundTo(value - average)} points above the state average.`));
    }
  }
}

function resourceFindings(facts: SchoolFacts, averages: StateAverages, risks: Finding[], strengths: Finding[]): void {
  const spending = facts.finance?.per_pupil_expenditure;
  if (isPresent(spending) && isPresent(averages.per_pupil_expenditure)) {
    const average = averages.per_pupil_expenditure;
    if (spending < average * T.spendingLow) {
      risks.push(finding('low_spending', 'per_pupil_expenditure', spending, '<', average * T.spendingLow,
        `${T.spendingLow * 100}% of state average $${Math.round(average)}`, 'District spends less per pupil than most of the state.'));
    } else if (spending > average * T.spendingHigh) {
      strengths.push(finding('high_spending', 'per_pupil_expenditure', spending, '>', average * T.spendingHigh,
        `${T.spendingHigh * 100}% of state average $${Math.round(average)}`, 'District spends more per pupil than the state average.'));
    }
  }
  const ratio = facts.school.pupil_teacher_ratio;
  if (isPresent(ratio) && isPresent(averages.pupil_teacher_ratio)) {
    const average = averages.pupil_teacher_ratio;
    if (ratio > average * T.classSizeHigh) {
      risks.push(finding('high_pupil_teacher_ratio', 'pupil_teacher_ratio', ratio, '>', average * T.classSizeHigh,
        `${T.classSizeHigh * 100}% of state average ${roundTo(average)}`, 'Classes are larger than the state norm.'));
    } else if (ratio < average * T.classSizeLow) {
      strengths.push(finding('low_pupil_teacher_ratio', 'pupil_teacher_ratio', ratio, '<', average * T.classSizeLow,
        `${T.classSizeLow * 100}% of state average ${roundTo(average)}`, 'Classes are smaller than the state norm.'));
    }
  }
  const perCounselor = studentsPerCounselor(facts);
  if (perCounselor === Number.POSITIVE_INFINITY) {
    risks.push(finding('no_counselor', 'counselors_fte', facts.school.counselors_fte ?? 0, '<=', 0, 'no counselor FTE', 'The school reports no counselor.'));
  } else if (perCounselor !== null && isPresent(averages.students_per_counselor)) {
    const average = averages.students_per_counselor;
    if (perCounselor > average * T.counselorHigh) {
      risks.push(finding('few_counselors', 'counselors_fte', perCounselor, '>', average * T.counselorHigh,
        `students per counselor vs ${T.counselorHigh * 100}% of state ratio ${Math.round(average)}`, `${Math.round(perCounselor)} students per counselor.`));
    } else if (perCounselor < average * T.counselorLow) {
      strengths.push(finding('many_counselors', 'counselors_fte', perCounselor, '<', average * T.counselorLow,
        `students per counselor vs ${T.counselorLow * 100}% of state ratio ${Math.round(average)}`, `${Math.round(perCounselor)} students per counselor.`));
    }
  }
}

function equityFindings(facts: SchoolFacts, averages: StateAverages, risks: Finding[], strengths: Finding[]): void {
  const disparity = suspensionDisparity(facts);
  if (disparity && disparity.overall_rate > 0) {
    if (disparity.risk_ratio >= T.suspensionRatioRisk) {
      risks.push(finding('suspension_disparity', disparity.field, disparity.group_rate, '>=', disparity.overall_rate * T.suspensionRatioRisk,
        `${T.suspensionRatioRisk} x all-students rate ${disparity.overall_rate}`, `Suspension rate is ${roundTo(disparity.risk_ratio, 2)} times the all-students rate.`));
    } else if (disparity.risk_ratio <= T.suspensionRatioStrength) {
      strengths.push(finding('even_discipline', disparity.field, disparity.group_rate, '<=', disparity.overall_rate * T.suspensionRatioStrength,
        `${T.suspensionRatioStrength} x all-students rate ${disparity.overall_rate}`, 'No group is suspended much more often than all students.'));
    }
  }
  const apCount = facts.equity?.ap_course_count;
  if (facts.school.level === 'High' && isPresent(apCount)) {
    if (apCount <= 0) {
      risks.push(finding('no_ap_courses', 'ap_course_count', apCount, '<=', 0, 'no AP course', 'The high school offers no AP course.'));
    } else if (isPresent(averages.ap_course_count_high) && apCount >= averages.ap_course_count_high * T.apStrength) {
      strengths.push(finding('broad_ap_offer', 'ap_course_count', apCount, '>=', averages.ap_course_count_high * T.apStrength,
        `${T.apStrength * 100}% of state High-school mean ${roundTo(averages.ap_course_count_high)}`, 'Broad AP course offer.'));
    }
  }
  for (const field of ['math_gap_low_income', 'math_gap_ell', 'math_gap_swd'] as const) {
    const gap = facts.equity?.[field];
    if (isPresent(gap) && gap <= -T.subgroupGapPoints) {
      risks.push(finding(`large_${field}`, field, gap, '<=', -T.subgroupGapPoints,
        `${T.subgroupGapPoints} points below all students`, `Subgroup math proficiency is ${roundTo(-gap)} points below all students.`));
    }
  }
  const frl = facts.school.frl_pct;
  if (isPresent(frl) && frl >= T.highPovertyPct) {
    risks.push(finding('high_poverty', 'frl_pct', frl, '>=', T.highPovertyPct,
      'Title I highest-poverty band, 20 U.S.C. 6313', `${roundTo(frl)}% of students qualify for free or reduced-price lunch.`));
  }
}

/** Every risk factor and strength the thresholds above find for a school. */
export function healthFindings(facts: SchoolFacts, averages: StateAverages): { risk_factors: Finding[]; strengths: Finding[] } {
  const risks: Finding[] = [];
  const strengths: Finding[] = [];
  proficiencyFindings(facts, averages, risks, strengths);
  resourceFindings(facts, averages, risks, strengths);
  equityFindings(facts, averages, risks, strengths);
  return { risk_factors: risks, strengths };
}
