import { RecordCollector } from '../collector.js';
import { readDelimited } from '../delimited.js';
import {
  ccdText,
  FieldProblem,
  grade,
  latitude,
  leaid,
  localeFromCode,
  longitude,
  ncesSchoolId,
  phone,
  requiredText,
  schoolLevel,
  schoolYearStart,
  stateAbbr,
  zip,
} from '../fields.js';
import type { CcdSchoolRecord } from '../records.js';
import type { ParseResult, ProgressCallback } from '../source.js';
import { checkFipsPrefix } from './ccd-district.js';

/** The 2013-14 school directory (sc13prelim), the layout of the Texas sample. */
export const SCHOOL_LAYOUT_2013 = [
  'SURVYEAR', 'NCESSCH', 'FIPST', 'LEAID', 'SCHNO', 'SCHNAM', 'LCITY', 'LSTATE', 'LZIP', 'ULOCAL', 'LATCOD', 'LONCOD', 'GSLO', 'GSHI',
] as const;

/** The current school directory `ccd_sch_029` (no coordinates or locale: NCES ships those in EDGE files). */
export const SCHOOL_LAYOUT_CURRENT = [
  'SCHOOL_YEAR', 'FIPST', 'ST', 'SCH_NAME', 'LEAID', 'NCESSCH', 'LCITY', 'LZIP', 'GSLO', 'GSHI', 'LEVEL',
] as const;

const upperCase = (name: string) => name.toUpperCase();

/** NCESSCH is LEAID + the 5-digit school number (FACTS.md §5). */
function checkSchoolId(ncesId: string, districtId: string): void {
  if (!ncesId.startsWith(districtId)) throw new FieldProblem(`NCESSCH ${ncesId} does not start with LEAID ${districtId}`);
}

function charterFlag(value: string | undefined): boolean | null {
  const raw = ccdText(value)?.toUpperCase();
  if (raw === undefined || raw === null) return null;
  if (raw === '1' || raw === 'YES') return true;
  if (raw === '2' || raw === 'NO') return false;
  if (raw === 'NOT APPLICABLE') return null;
  throw new FieldProblem(`charter flag is not 1/2 or Yes/No: "${value}"`);
}

export async function parseDirectory2013(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CcdSchoolRecord>> {
  const collector = new RecordCollector<CcdSchoolRecord>('NCESSCH');
  const years = new Set<number>();
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const ncesId = ncesSchoolId(values.NCESSCH);
      const districtId = leaid(values.LEAID);
      checkSchoolId(ncesId, districtId);
      checkFipsPrefix(districtId, values.FIPST, 'LEAID');
      years.add(schoolYearStart(values.SURVYEAR, 'SURVYEAR'));
      collector.add(line, {
        kind: 'ccd-school',
        id: ncesId,
        nces_id: ncesId,
        leaid: districtId,
        name: requiredText(values.SCHNAM, 'SCHNAM'),
        state: stateAbbr(values.LSTATE, 'LSTATE'),
        city: ccdText(values.LCITY),
        zip: zip(values.LZIP, 'LZIP'),
        phone: phone(values.PHONE),
        address: ccdText(values.LSTREE),
        lat: latitude(values.LATCOD, 'LATCOD'),
        lon: longitude(values.LONCOD, 'LONCOD'),
        locale: localeFromCode(values.ULOCAL, 'ULOCAL'),
        // The 2013-14 directory has no level column; grade spans are kept, no level is inferred.
        level: null,
        level_raw: null,
        grade_low: grade(values.GSLO, 'GSLO'),
        grade_high: grade(values.GSHI, 'GSHI'),
        charter: charterFlag(values.CHARTR),
      });
    },
    { onProgress, normaliseHeader: upperCase, requiredColumns: SCHOOL_LAYOUT_2013, layoutName: 'CCD 2013-14 school directory' },
  );
  return {
    part: 'directory',
    year: Math.max(...years, 0) || null,
    rows: collector.rows,
    rejects: result.rejects,
    notes: ['layout: CCD 2013-14 school directory (no enrollment, lunch or level columns)'],
  };
}

const NOT_OPERATING = new Set(['closed', 'inactive', 'future']);

export async function parseDirectoryCurrent(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CcdSchoolRecord>> {
  const collector = new RecordCollector<CcdSchoolRecord>('NCESSCH');
  const years = new Set<number>();
  const statuses = new Map<string, number>();
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const ncesId = ncesSchoolId(values.NCESSCH);
      const districtId = leaid(values.LEAID);
      checkSchoolId(ncesId, districtId);
      checkFipsPrefix(districtId, values.FIPST, 'LEAID');
      years.add(schoolYearStart(values.SCHOOL_YEAR, 'SCHOOL_YEAR'));
      // SY_STATUS: 1 Open, 3 New, 4 Added, 5 Changed agency, 8 Reopened are operating schools;
      // 2 Closed, 6 Inactive and 7 Future (opens in a later year) have no students this year.
      const status = ccdText(values.SY_STATUS_TEXT);
      if (status !== null) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== null && NOT_OPERATING.has(status.toLowerCase())) {
        throw new FieldProblem(`SY_STATUS_TEXT "${status}": not an operating school in ${values.SCHOOL_YEAR}, so it has no students to describe`);
      }
      const level = schoolLevel(ccdText(values.LEVEL) ?? undefined);
      collector.add(line, {
        kind: 'ccd-school',
        id: ncesId,
        nces_id: ncesId,
        leaid: districtId,
        name: requiredText(values.SCH_NAME, 'SCH_NAME'),
        state: stateAbbr(values.ST, 'ST'),
        city: ccdText(values.LCITY),
        zip: zip(values.LZIP, 'LZIP'),
        phone: phone(values.PHONE),
        address: ccdText(values.LSTREET1),
        lat: null,
        lon: null,
        locale: null,
        level: level.level,
        level_raw: level.raw,
        grade_low: grade(values.GSLO, 'GSLO'),
        grade_high: grade(values.GSHI, 'GSHI'),
        charter: charterFlag(values.CHARTER_TEXT),
      });
    },
    { onProgress, normaliseHeader: upperCase, requiredColumns: SCHOOL_LAYOUT_CURRENT, layoutName: 'CCD school directory (ccd_sch_029)' },
  );
  return {
    part: 'directory',
    year: Math.max(...years, 0) || null,
    rows: collector.rows,
    rejects: result.rejects,
    notes: [
      'layout: CCD school directory ccd_sch_029 (verified on the real 2025-26 release)',
      ...[...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `SY_STATUS_TEXT "${status}": ${count} rows`),
    ],
  };
}
