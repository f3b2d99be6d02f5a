import { badRequest } from '../../errors.js';
import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { CEP_MULTIPLIER } from '../../../seeds/reference/erate.js';
import { discountBand, erateDiscount, type ErateCategory } from './discount.js';

/** One school of a district. Give the NSLP-eligible count, or the percentage, or CEP direct certification. */
export interface DistrictSchoolInput {
  enrollment: number;
  nslpEligible?: number;
  /** Percent 0-100 of the school's students eligible for NSLP. */
  nslpPct?: number;
  /** Community Eligibility Provision school: the directly certified percentage (0-100) is what counts. */
  cep?: { directCertPct: number };
  rural: boolean;
}

export interface DistrictDiscountInput {
  schools: DistrictSchoolInput[];
  category: ErateCategory;
}

export interface DistrictDiscountResult {
  /** District-wide NSLP percentage: eligible students / all students x 100 (not rounded). */
  nslpPct: number;
  eligibleStudents: number;
  totalStudents: number;
  ruralSchools: number;
  schoolCount: number;
  /** More than 50% of the schools are rural (exactly half is urban). */
  rural: boolean;
  band: string;
  category: ErateCategory;
  discount: number;
  citations: Citation[];
}

function fail(index: number, field: string, message: string): never {
  throw badRequest(`schools[${index}].${field} ${message}`, [{ field: `schools[${index}].${field}`, message }]);
}

/** The NSLP-eligible student count one school contributes to the district total. */
export function eligibleStudentsOf(school: DistrictSchoolInput, index = 0): number {
  const { enrollment } = school;
  if (!Number.isFinite(enrollment) || enrollment < 0) fail(index, 'enrollment', 'must be a non-negative number');
  if (school.cep) {
    const { directCertPct } = school.cep;
    if (!Number.isFinite(directCertPct) || directCertPct < 0 || directCertPct > 100) fail(index, 'cep.directCertPct', 'must be a percentage from 0 to 100');
    // USAC: students x direct-certification % x 1.6, never more than all the school's students.
    return Math.min(enrollment, (enrollment * directCertPct * CEP_MULTIPLIER) / 100);
  }
  if (school.nslpEligible !== undefined) {
    if (!Number.isFinite(school.nslpEligible) || school.nslpEligible < 0 || school.nslpEligible > enrollment) {
      fail(index, 'nslpEligible', 'must be between 0 and the school enrollment');
    }
    return school.nslpEligible;
  }
  if (school.nslpPct !== undefined) {
    if (!Number.isFinite(school.nslpPct) || school.nslpPct < 0 || school.nslpPct > 100) fail(index, 'nslpPct', 'must be a percentage from 0 to 100');
    return (enrollment * school.nslpPct) / 100;
  }
  return fail(index, 'nslpEligible', 'or nslpPct or cep.directCertPct is required');
}

/**
 * The single district-wide discount of 47 CFR 54.505(b)(1): total NSLP-eligible students divided by total
 * students, looked up once in the matrix; rural when more than 50% of the schools are rural (USAC FAQ).
 * Every school of the district gets this rate.
 */
export function districtDiscount({ schools, category }: DistrictDiscountInput): DistrictDiscountResult {
  if (!Array.isArray(schools) || schools.length === 0) {
    throw badRequest('schools must list at least one school.', [{ field: 'schools', message: 'at least one school is required' }]);
  }
  let eligibleStudents = 0;
  let totalStudents = 0;
  let ruralSchools = 0;
  schools.forEach((school, index) => {
    eligibleStudents += eligibleStudentsOf(school, index);
    totalStudents += school.enrollment;
    if (school.rural) ruralSchools += 1;
  });
  if (totalStudents === 0) throw badRequest('The district has no students; the NSLP percentage is undefined.', [{ field: 'schools', message: 'total enrollment must be above 0' }]);

  const nslpPct = Math.min(100, (eligibleStudents / totalStudents) * 100);
  const rural = ruralSchools * 2 > schools.length;
  return {
    nslpPct,
    eligibleStudents,
    totalStudents,
    ruralSchools,
    schoolCount: schools.length,
    rural,
    band: discountBand(nslpPct).label,
    category,
    discount: erateDiscount({ nslpPct, rural, category }),
    citations: [cite('47cfr54.505'), cite('usac-discount-faq')],
  };
}
