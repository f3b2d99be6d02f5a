import type { DistrictRow, SchoolRow } from '../data/dataset/model.js';
import { joinLabels } from './compose-labels.js';
import type { Labelled } from './compose-schools.js';
import type { StateCodes } from './fips.js';
import type { CcdDistrictRecord, CwiftLeaRecord, SaipeDistrictRecord } from './records.js';

export interface DistrictSources {
  ccd?: Labelled<CcdDistrictRecord>;
  cwift?: Labelled<CwiftLeaRecord>;
  saipe?: Labelled<SaipeDistrictRecord>;
}

export interface ComposedDistricts {
  districts: DistrictRow[];
  /** LEAIDs left out because no source or FIPS code tells their state. */
  withoutState: string[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function byId<Row extends { id: string }>(source: Labelled<Row> | undefined): Map<string, Row> {
  return new Map((source?.rows ?? []).map((row) => [row.id, row]));
}

/**
 * Districts from the CCD LEA directory, CWIFT and SAIPE joined on LEAID (names: CCD, then CWIFT,
 * then SAIPE). SAIPE gives the poverty figures, CWIFT the wage index. School count and enrollment are
 * summed from the composed schools, only for states some school file covers and, for enrollment,
 * only when every school of the district has one (a partial sum would understate it).
 */
export function composeDistricts(sources: DistrictSources, schools: readonly SchoolRow[], codes: StateCodes): ComposedDistricts {
  const ccd = byId(sources.ccd);
  const cwift = byId(sources.cwift);
  const saipe = byId(sources.saipe);
  const coveredStates = new Set(schools.map((school) => school.state));
  const schoolsByDistrict = new Map<string, SchoolRow[]>();
  for (const school of schools) {
    const list = schoolsByDistrict.get(school.leaid) ?? [];
    list.push(school);
    schoolsByDistrict.set(school.leaid, list);
  }

  const districts: DistrictRow[] = [];
  const withoutState: string[] = [];
  const ids = [...new Set([...ccd.keys(), ...cwift.keys(), ...saipe.keys()])].sort();
  for (const id of ids) {
    const ccdRecord = ccd.get(id);
    const cwiftRecord = cwift.get(id);
    const saipeRecord = saipe.get(id);
    const state =
      ccdRecord?.state ??
      saipeRecord?.state ??
      codes.fromNcesId(id)?.abbr ??
      (cwiftRecord ? codes.fromName(cwiftRecord.state_name)?.abbr : undefined);
    if (state === undefined) {
      withoutState.push(id);
      continue;
    }
    const name = ccdRecord?.name ?? cwiftRecord?.name ?? saipeRecord?.name ?? id;
    const ownSchools = schoolsByDistrict.get(id) ?? [];
    const schoolsKnown = coveredStates.has(state);
    const enrollmentKnown = schoolsKnown && ownSchools.length > 0 && ownSchools.every((school) => school.enrollment !== null);
    const population = saipeRecord?.population_5_17 ?? null;
    const poverty = saipeRecord?.children_in_poverty ?? null;
    const contributors = [
      ccdRecord ? sources.ccd : undefined,
      cwiftRecord ? sources.cwift : undefined,
      saipeRecord ? sources.saipe : undefined,
    ].filter((source): source is Labelled<never> => source !== undefined);

    districts.push({
      leaid: id,
      name,
      state,
      city: ccdRecord?.city ?? null,
      locale: ccdRecord?.locale ?? null,
      school_count: ccdRecord?.school_count ?? (schoolsKnown ? ownSchools.length : null),
      enrollment: enrollmentKnown ? ownSchools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0) : null,
      population_5_17: population,
      children_in_poverty: poverty,
      poverty_pct: population !== null && poverty !== null && population > 0 ? round((100 * poverty) / population, 2) : null,
      cwift: cwiftRecord?.cwift ?? null,
      source: joinLabels(contributors.map((source) => source.label)),
      source_year: contributors[0]?.year ?? null,
      generated: false,
    });
  }
  return { districts, withoutState };
}
