import type { Citation } from '../../../seeds/reference/citations.js';
import { districtDiscount, type DistrictSchoolInput } from './district-discount.js';
import { isRuralForErate, type NcesLocale } from './locale.js';

/** What a school row contributes to its district's E-Rate discount. */
export interface RateSchool {
  enrollment: number | null;
  frl_count?: number | null;
  frl_pct: number | null;
  locale?: NcesLocale | null;
}

/**
 * A district's single E-Rate discount (47 CFR 54.505(b)(1)) from the schools the dataset holds: total
 * NSLP-eligible students over total students, one matrix lookup, rural when more than half the schools
 * are rural. Every school of the district gets this rate, so every endpoint that shows a school's
 * discount reads it from here, never from the school's own lunch share.
 */
export interface DistrictRate {
  nslp_pct: number;
  eligible_students: number;
  total_students: number;
  school_count: number;
  rural_schools: number;
  rural: boolean;
  band: string;
  category1_discount: number;
  category2_discount: number;
  schools_without_data: number;
  citations: Citation[];
}

/** The school's contribution, or undefined when it lacks enrollment or any NSLP figure. */
export function districtSchoolInput(school: RateSchool): DistrictSchoolInput | undefined {
  if (school.enrollment === null || school.enrollment <= 0) return undefined;
  const rural = isRuralForErate(school.locale);
  // The NSLP-eligible count when the source gives it, else the percentage. CEP direct-certification
  // shares are not in the dataset, so CEP schools count by their reported eligibility.
  if (school.frl_count != null && school.frl_count <= school.enrollment) return { enrollment: school.enrollment, nslpEligible: school.frl_count, rural };
  if (school.frl_pct !== null) return { enrollment: school.enrollment, nslpPct: Math.min(100, Math.max(0, school.frl_pct)), rural };
  return undefined;
}

/** The district-wide rate, or null when no school of the district has enrollment and NSLP data. */
export function districtRateOf(schools: readonly RateSchool[]): DistrictRate | null {
  const inputs = schools.map(districtSchoolInput).filter((input): input is DistrictSchoolInput => input !== undefined);
  if (inputs.length === 0) return null;
  const category1 = districtDiscount({ schools: inputs, category: 1 });
  const category2 = districtDiscount({ schools: inputs, category: 2 });
  return {
    nslp_pct: Math.round(category1.nslpPct * 100) / 100,
    eligible_students: Math.round(category1.eligibleStudents),
    total_students: category1.totalStudents,
    school_count: category1.schoolCount,
    rural_schools: category1.ruralSchools,
    rural: category1.rural,
    band: category1.band,
    category1_discount: category1.discount,
    category2_discount: category2.discount,
    schools_without_data: schools.length - inputs.length,
    citations: category1.citations,
  };
}
