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
  return { ...school, erate_district: districtErate(context, school.leaid) };
}

/**
 * The district's rate as the funding rules read it, computed once per district and dataset. It
 * reads every school of the district: a profile showed this read (up to thousands of rows for the
 * largest districts) was about four fifths of a 1,000-school bulk import, repeated for every school of the
 * same district. The dataset file is read-only while open, so the answer cannot change under the
 * cache, and the cache goes with the dataset handle when an import replaces the file.
 */
export function districtErate(context: ToolContext, leaid: string): ErateDistrictRate | null {
  const rates = context.dataset.derived('district-erate-rates', () => new Map<string, ErateDistrictRate | null>());
  let rate = rates.get(leaid);
  if (rate === undefined) {
    const computed = districtRateOf(context.dataset.reader.districtSchools(leaid));
    rate = computed && Object.freeze({ nslp_pct: computed.nslp_pct, rural: computed.rural, category1: computed.category1_discount, category2: computed.category2_discount });
    rates.set(leaid, rate);
  }
  return rate;
}
