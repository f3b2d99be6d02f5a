import type { SchoolRow } from '../data/dataset/model.js';
import { joinLabels } from './compose-labels.js';
import type { CcdLunchRecord, CcdMembershipRecord, CcdSchoolRecord, HifldSchoolRecord } from './records.js';

/** Records of one staged file with the provenance they carry into composed rows. */
export interface Labelled<Row> {
  label: string;
  year: number | null;
  rows: Row[];
}

export interface SchoolSources {
  ccd?: Labelled<CcdSchoolRecord>;
  membership?: Labelled<CcdMembershipRecord>;
  lunch?: Labelled<CcdLunchRecord>;
  hifld?: Labelled<HifldSchoolRecord>;
}

type DirectoryRecord = CcdSchoolRecord | HifldSchoolRecord;
type DirectoryFields = Pick<
  SchoolRow,
  'leaid' | 'name' | 'city' | 'state' | 'zip' | 'lat' | 'lon' | 'level' | 'grade_low' | 'grade_high' | 'phone' | 'address'
>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function byId<Row extends { id: string }>(source: Labelled<Row> | undefined): Map<string, Row> {
  return new Map((source?.rows ?? []).map((row) => [row.id, row]));
}

/** Directory fields from the newer record, each gap filled from the older one (never from nowhere). */
function directoryFields(newer: DirectoryRecord, older: DirectoryRecord | undefined): DirectoryFields {
  const pick = <K extends keyof DirectoryFields>(key: K): DirectoryFields[K] =>
    (newer[key] ?? older?.[key] ?? null) as DirectoryFields[K];
  return {
    leaid: newer.leaid,
    name: newer.name,
    state: newer.state,
    city: pick('city'),
    zip: pick('zip'),
    lat: pick('lat'),
    lon: pick('lon'),
    level: pick('level'),
    grade_low: pick('grade_low'),
    grade_high: pick('grade_high'),
    phone: pick('phone'),
    address: pick('address'),
  };
}

/**
 * Schools from the CCD directory and HIFLD, joined on the NCES school ID. Where both describe a
 * school, the newer file's directory values win. Enrollment comes from CCD membership or HIFLD
 * (newer first), lunch counts from CCD, teachers from HIFLD; every other measure stays null.
 */
export function composeSchools(sources: SchoolSources): SchoolRow[] {
  const ccd = byId(sources.ccd);
  const hifld = byId(sources.hifld);
  const membership = byId(sources.membership);
  const lunch = byId(sources.lunch);
  const hifldIsNewer = (sources.hifld?.year ?? 0) >= (sources.ccd?.year ?? 0);
  const ids = [...new Set([...ccd.keys(), ...hifld.keys()])].sort();

  return ids.map((id): SchoolRow => {
    const ccdRecord = ccd.get(id);
    const hifldRecord = hifld.get(id);
    const [newer, older] = hifldIsNewer ? [hifldRecord ?? ccdRecord, ccdRecord] : [ccdRecord ?? hifldRecord, hifldRecord];
    const primary = newer as DirectoryRecord; // one of the two exists: the id came from them
    const directory = directoryFields(primary, older === primary ? undefined : older);
    const primaryLabelled = primary.kind === 'hifld-school' ? sources.hifld : sources.ccd;

    const enrollmentCandidates = [
      { value: membership.get(id)?.enrollment ?? null, source: sources.membership },
      { value: hifldRecord?.enrollment ?? null, source: sources.hifld },
    ].sort((a, b) => (b.source?.year ?? 0) - (a.source?.year ?? 0));
    const enrollmentChoice = enrollmentCandidates.find((candidate) => candidate.value !== null);
    const enrollment = enrollmentChoice?.value ?? null;

    const frlCount = lunch.get(id)?.total ?? null;
    const frlPct = frlCount !== null && enrollment !== null && enrollment > 0 && frlCount <= enrollment
      ? round((100 * frlCount) / enrollment, 1)
      : null;
    const teachers = hifldRecord?.teachers_fte ?? null;
    // The ratio uses HIFLD's own enrollment so both numbers describe the same year.
    const ratio = teachers !== null && teachers > 0 && hifldRecord?.enrollment != null
      ? round(hifldRecord.enrollment / teachers, 1)
      : null;

    const contributors: { label: string }[] = [];
    for (const source of [
      primaryLabelled,
      older && older !== primary ? (older.kind === 'hifld-school' ? sources.hifld : sources.ccd) : undefined,
      membership.has(id) ? sources.membership : undefined,
      lunch.has(id) ? sources.lunch : undefined,
    ]) {
      if (source !== undefined) contributors.push(source);
    }

    return {
      nces_id: id,
      ...directory,
      locale: ccdRecord?.locale ?? null,
      enrollment,
      frl_count: frlCount,
      frl_pct: frlPct,
      cep: null,
      title_i_eligible: null,
      title_i_schoolwide: null,
      math_proficiency: null,
      reading_proficiency: null,
      teachers_fte: teachers,
      pupil_teacher_ratio: ratio,
      counselors_fte: null,
      ell_pct: null,
      swd_pct: null,
      source: joinLabels(contributors.map((source) => source.label)),
      source_year: primaryLabelled?.year ?? null,
      generated: false,
    };
  });
}
