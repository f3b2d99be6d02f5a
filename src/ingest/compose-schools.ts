import type { SchoolRow } from '../data/dataset/model.js';
import { joinLabels } from './compose-labels.js';
import type { CcdLunchRecord, CcdMembershipRecord, CcdSchoolRecord, HifldSchoolRecord, SchoolExtractRecord } from './records.js';

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
  /** NCES exports with directory fields and measures together (ELSI, school search), any number. */
  extracts?: Labelled<SchoolExtractRecord>[];
}

type DirectoryRecord = CcdSchoolRecord | HifldSchoolRecord | SchoolExtractRecord;
type DirectoryFields = Pick<
  SchoolRow,
  'leaid' | 'name' | 'city' | 'state' | 'zip' | 'lat' | 'lon' | 'level' | 'grade_low' | 'grade_high' | 'phone' | 'address'
>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function byId<Row extends { id: string }>(source: Labelled<Row> | undefined): Map<string, Row> {
  return new Map((source?.rows ?? []).map((row) => [row.id, row]));
}

/**
 * Schools from the CCD directory, HIFLD and the NCES exports, joined on the NCES school ID. The newest
 * file's directory values win, each gap filled from the next newest. Enrollment is the newest value
 * any file gives; lunch counts come from CCD, else from the newest export that gives both lunch and
 * enrollment (the share is computed within one file, so both numbers describe the same year);
 * teachers from HIFLD, else an export. Every other measure stays null.
 */
export function composeSchools(sources: SchoolSources): SchoolRow[] {
  const membership = byId(sources.membership);
  const lunch = byId(sources.lunch);
  const candidates: Array<Labelled<DirectoryRecord> | undefined> = [sources.ccd, sources.hifld, ...(sources.extracts ?? [])];
  const files = candidates
    .filter((file): file is Labelled<DirectoryRecord> => file !== undefined)
    // Newest first; a file without a year counts as oldest. Stable: CCD before HIFLD on equal years.
    .map((file, order) => ({ file, order }))
    .sort((a, b) => (b.file.year ?? 0) - (a.file.year ?? 0) || a.order - b.order)
    .map(({ file }) => file);
  const indexed = files.map((file) => ({ file, rows: byId(file) }));
  const ids = [...new Set(indexed.flatMap(({ rows }) => [...rows.keys()]))].sort();

  return ids.map((id): SchoolRow => {
    const present = indexed.flatMap(({ file, rows }) => {
      const record = rows.get(id);
      return record ? [{ file, record }] : [];
    });
    const primary = present[0]!; // the id came from one of them
    const pick = <K extends keyof DirectoryFields>(key: K): DirectoryFields[K] =>
      (present.map(({ record }) => record[key]).find((value) => value !== null && value !== undefined) ?? null) as DirectoryFields[K];
    const directory: DirectoryFields = {
      leaid: primary.record.leaid,
      name: primary.record.name,
      state: primary.record.state,
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
    const locale = present.map(({ record }) => ('locale' in record ? record.locale : null)).find((value) => value !== null) ?? null;

    const enrollmentCandidates = [
      { value: membership.get(id)?.enrollment ?? null, source: sources.membership },
      ...present.map(({ file, record }) => ({ value: 'enrollment' in record ? record.enrollment : null, source: file })),
    ].sort((a, b) => (b.source?.year ?? 0) - (a.source?.year ?? 0));
    const enrollmentChoice = enrollmentCandidates.find((candidate) => candidate.value !== null);
    const enrollment = enrollmentChoice?.value ?? null;

    let frlCount = lunch.get(id)?.total ?? null;
    let frlBase = enrollment;
    let lunchSource: Labelled<unknown> | undefined = lunch.has(id) ? sources.lunch : undefined;
    if (frlCount === null) {
      const extract = present.find(({ record }) => record.kind === 'school-extract' && record.frl_count !== null && record.enrollment !== null);
      if (extract && extract.record.kind === 'school-extract') {
        frlCount = extract.record.frl_count;
        frlBase = extract.record.enrollment;
        lunchSource = extract.file;
      }
    }
    const frlPct = frlCount !== null && frlBase !== null && frlBase > 0 && frlCount <= frlBase
      ? round((100 * frlCount) / frlBase, 1)
      : null;
    // Teachers and the ratio come from one file, so both numbers describe the same year.
    const staffed = present.find(({ record }) => 'teachers_fte' in record && record.teachers_fte !== null);
    const staffRecord = staffed?.record as HifldSchoolRecord | SchoolExtractRecord | undefined;
    const teachers = staffRecord?.teachers_fte ?? null;
    const ratio = teachers !== null && teachers > 0 && staffRecord?.enrollment != null
      ? round(staffRecord.enrollment / teachers, 1)
      : null;
    const cep = present.map(({ record }) => (record.kind === 'school-extract' ? record.cep : null)).find((value) => value !== null) ?? null;

    const contributors: { label: string }[] = present.map(({ file }) => file);
    if (membership.has(id) && sources.membership) contributors.push(sources.membership);
    if (lunchSource) contributors.push(lunchSource as { label: string });

    return {
      nces_id: id,
      ...directory,
      locale,
      enrollment,
      frl_count: frlCount,
      frl_pct: frlPct,
      cep,
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
      source_year: primary.file.year ?? null,
      generated: false,
    };
  });
}
