import { districtRateOf } from '../../core/erate/district-rate.js';
import type { DistrictSchoolFacts } from './facts.js';

/**
 * District figures computed from its schools. Means of percentages are weighted by enrollment
 * (a district's FRL share is its low-income students over its students, not the average school),
 * the same rule E-Rate uses for the district-wide discount (47 CFR 54.505(b)(1)).
 */

export interface ErateDistrictFigures {
  /** Enrollment-weighted FRL share, used here as the NSLP percentage. */
  nslp_pct: number;
  /** More than half of the schools rural (NCES town and rural locales count as rural). */
  rural: boolean;
  category1: number;
  category2: number;
}

export interface DistrictAggregates {
  school_count: number;
  /** Sum of school enrollments (schools without enrollment add nothing). */
  enrollment: number;
  frl_pct: number | null;
  math_proficiency: number | null;
  reading_proficiency: number | null;
  levels: { level: string; schools: number }[];
  schoolwide_schools: number;
  /** Schools at or above 40% FRL (schoolwide threshold) and 75% FRL. */
  schools_frl_40: number;
  schools_frl_75: number;
  bright_spots: number;
  erate: ErateDistrictFigures | null;
}

/** Mean of `value` over schools where it and enrollment are known, weighted by enrollment. */
export function weightedMean(schools: readonly DistrictSchoolFacts[], value: (school: DistrictSchoolFacts) => number | null): number | null {
  let weighted = 0;
  let students = 0;
  for (const school of schools) {
    const figure = value(school);
    if (figure === null || school.enrollment === null || school.enrollment <= 0) continue;
    weighted += figure * school.enrollment;
    students += school.enrollment;
  }
  return students > 0 ? weighted / students : null;
}

function erateFigures(schools: readonly DistrictSchoolFacts[]): ErateDistrictFigures | null {
  // The same district-wide rate /schools/{id}/erate-eligibility gives (one rule, one place).
  const rate = districtRateOf(schools);
  return rate && { nslp_pct: rate.nslp_pct, rural: rate.rural, category1: rate.category1_discount, category2: rate.category2_discount };
}

export function districtAggregates(schools: readonly DistrictSchoolFacts[]): DistrictAggregates {
  const levelCounts = new Map<string, number>();
  for (const school of schools) {
    const level = school.level ?? 'Other';
    levelCounts.set(level, (levelCounts.get(level) ?? 0) + 1);
  }
  const order = ['Elementary', 'Middle', 'High', 'Other'];
  const frl = weightedMean(schools, (school) => school.frl_pct);
  return {
    school_count: schools.length,
    enrollment: schools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0),
    frl_pct: frl,
    math_proficiency: weightedMean(schools, (school) => school.math_proficiency),
    reading_proficiency: weightedMean(schools, (school) => school.reading_proficiency),
    levels: order.filter((level) => levelCounts.has(level)).map((level) => ({ level, schools: levelCounts.get(level)! })),
    schoolwide_schools: schools.filter((school) => school.title_i_schoolwide === true).length,
    schools_frl_40: schools.filter((school) => school.frl_pct !== null && school.frl_pct >= 40).length,
    schools_frl_75: schools.filter((school) => school.frl_pct !== null && school.frl_pct >= 75).length,
    bright_spots: schools.filter((school) => school.bright_spot_tier === 'BRIGHT_SPOT').length,
    erate: erateFigures(schools),
  };
}
