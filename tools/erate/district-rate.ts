import { districtDiscount, type DistrictSchoolInput } from '../../src/core/erate/district-discount.js';
import { isRuralForErate } from '../../src/core/erate/locale.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { unprocessable } from '../../src/errors.js';
import type { Citation } from '../../seeds/reference/citations.js';

/**
 * A district's single E-Rate discount (47 CFR 54.505(b)(1)) from the schools the dataset holds: total
 * NSLP-eligible students over total students, one matrix lookup, rural when more than half the schools
 * are rural. Schools without enrollment or an NSLP figure cannot be counted and are reported.
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

function schoolInput(school: SchoolProfile): DistrictSchoolInput | undefined {
  if (school.enrollment === null || school.enrollment <= 0) return undefined;
  const rural = isRuralForErate(school.locale);
  // The NSLP-eligible count when the source gives it, else the percentage. CEP direct-certification
  // shares are not in the dataset, so CEP schools count by their reported eligibility.
  if (school.frl_count !== null && school.frl_count <= school.enrollment) return { enrollment: school.enrollment, nslpEligible: school.frl_count, rural };
  if (school.frl_pct !== null) return { enrollment: school.enrollment, nslpPct: school.frl_pct, rural };
  return undefined;
}

export function districtRate(schools: readonly SchoolProfile[], districtLabel: string): DistrictRate {
  const inputs = schools.map(schoolInput).filter((input): input is DistrictSchoolInput => input !== undefined);
  if (inputs.length === 0) {
    throw unprocessable(`${districtLabel} has no school with both enrollment and free/reduced-lunch data, which the E-Rate discount needs.`, ['enrollment', 'frl_count', 'frl_pct']);
  }
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
