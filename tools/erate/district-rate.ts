import { districtRateOf, type DistrictRate } from '../../src/core/erate/district-rate.js';
import type { ToolContext } from '../../src/context.js';
import type { ErateDistrictRate } from '../../src/core/funding/school-facts.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { unprocessable } from '../../src/errors.js';

export type { DistrictRate } from '../../src/core/erate/district-rate.js';

/** The district-wide E-Rate rate of these schools; 422 naming the missing fields when none can count. */
export function districtRate(schools: readonly SchoolProfile[], districtLabel: string): DistrictRate {
  const rate = districtRateOf(schools);
  if (rate === null) {
    throw unprocessable(`${districtLabel} has no school with both enrollment and free/reduced-lunch data, which the E-Rate discount needs.`, ['enrollment', 'frl_count', 'frl_pct']);
  }
  return rate;
}

/**
 * The school with the district-wide E-Rate rate attached, so the funding rules quote the rate USAC
 * applies (every school of a district gets the district's) rather than the school's own lunch share.
 */
export function withDistrictErate<School extends SchoolProfile>(context: ToolContext, school: School): School & { erate_district: ErateDistrictRate | null } {
  const rate = districtRateOf(context.dataset.reader.districtSchools(school.leaid));
  return {
    ...school,
    erate_district: rate && { nslp_pct: rate.nslp_pct, rural: rate.rural, category1: rate.category1_discount, category2: rate.category2_discount },
  };
}
