import type { ToolContext } from '../../src/context.js';
import type { DistrictRow } from '../../src/data/dataset/model.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { notFound } from '../../src/errors.js';

/** Dataset look-ups the tools share: each unknown id is a 404 problem naming it. */

export function requireSchool(context: ToolContext, ncesId: string): SchoolProfile {
  const school = context.dataset.reader.getSchool(ncesId);
  if (!school) throw notFound(`No school with NCES ID ${ncesId} in the ${context.dataset.name} dataset.`);
  return school;
}

export function requireDistrict(context: ToolContext, leaid: string): DistrictRow {
  const district = context.dataset.reader.getDistrict(leaid);
  if (!district) throw notFound(`No district with LEAID ${leaid} in the ${context.dataset.name} dataset.`);
  return district;
}

/** A state filter must name a state of the dataset (DECISIONS §4: unknown state -> 404). */
export function requireState(context: ToolContext, abbr: string | undefined): void {
  if (abbr !== undefined && !context.dataset.reader.getState(abbr)) {
    throw notFound(`No state "${abbr}" in the ${context.dataset.name} dataset: use a 2-letter abbreviation of the 50 states or DC.`);
  }
}
