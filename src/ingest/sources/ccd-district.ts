import path from 'node:path';
import { badRequest } from '../../errors.js';
import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited, readHeader } from '../delimited.js';
import {
  ccdCount,
  ccdText,
  FieldProblem,
  grade,
  leaid,
  localeFromCode,
  phone,
  requiredText,
  schoolYearStart,
  stateAbbr,
  zip,
} from '../fields.js';
import type { CcdDistrictRecord } from '../records.js';
import type { ParseResult, ProgressCallback, SourceImporter } from '../source.js';

/**
 * CCD local education agency (LEA) directory, in two layouts:
 * - 2013-14 (`SURVYEAR, LEAID, FIPST, NAME, ... LCITY, LSTATE, LZIP, TYPE, ... ULOCAL, ... GSLO, GSHI`),
 *   the layout of the Texas sample;
 * - the current directory `ccd_lea_029` (`SCHOOL_YEAR, FIPST, ST, LEA_NAME, LEAID, LCITY, LZIP,
 *   LEA_TYPE, GSLO, GSHI`, optionally `OPERATIONAL_SCHOOLS`), written from the NCES column names and
 *   tested on a fixture only.
 */
const LAYOUT_2013 = ['SURVYEAR', 'LEAID', 'FIPST', 'NAME', 'LCITY', 'LSTATE', 'LZIP', 'TYPE', 'GSLO', 'GSHI'] as const;
const LAYOUT_CURRENT = ['SCHOOL_YEAR', 'FIPST', 'ST', 'LEA_NAME', 'LEAID', 'LCITY', 'LZIP', 'GSLO', 'GSHI'] as const;
const upperCase = (name: string) => name.toUpperCase();

/** The LEAID's first two digits are the state FIPS code (FACTS.md §5); a row where they differ is broken. */
export function checkFipsPrefix(id: string, fips: string | undefined, field: string): void {
  const code = fips?.trim();
  if (code && code.padStart(2, '0') !== id.slice(0, 2)) {
    throw new FieldProblem(`${field} ${id} does not start with FIPST ${code}`);
  }
}

/**
 * ULOCAL of the 2013-14 LEA sample holds "00:00:00" in every row (a spreadsheet conversion turned the
 * codes into times); such values leave the locale null and are counted in the notes instead of
 * refusing otherwise good rows.
 */
function lenientLocale(value: string | undefined, unreadable: Map<string, number>) {
  try {
    return localeFromCode(value, 'ULOCAL');
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    const key = value?.trim() ?? '';
    unreadable.set(key, (unreadable.get(key) ?? 0) + 1);
    return null;
  }
}

function describeUnreadable(unreadable: Map<string, number>): string[] {
  return [...unreadable].map(([value, count]) => `ULOCAL "${value}" is not an NCES locale code in ${count} rows: locale left null`);
}

async function parse2013(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CcdDistrictRecord>> {
  const collector = new RecordCollector<CcdDistrictRecord>('LEAID');
  const years = new Set<number>();
  const unreadable = new Map<string, number>();
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const id = leaid(values.LEAID);
      checkFipsPrefix(id, values.FIPST, 'LEAID');
      years.add(schoolYearStart(values.SURVYEAR, 'SURVYEAR'));
      collector.add(line, {
        kind: 'ccd-district',
        id,
        leaid: id,
        name: requiredText(values.NAME, 'NAME'),
        state: stateAbbr(values.LSTATE, 'LSTATE'),
        city: ccdText(values.LCITY),
        zip: zip(values.LZIP, 'LZIP'),
        phone: phone(values.PHONE),
        address: ccdText(values.LSTREE),
        locale: lenientLocale(values.ULOCAL, unreadable),
        agency_type: ccdText(values.TYPE),
        grade_low: grade(values.GSLO, 'GSLO'),
        grade_high: grade(values.GSHI, 'GSHI'),
        school_count: null,
      });
    },
    { onProgress, normaliseHeader: upperCase, requiredColumns: LAYOUT_2013, layoutName: 'CCD 2013-14 LEA directory' },
  );
  return {
    part: 'directory',
    year: Math.max(...years, 0) || null,
    rows: collector.rows,
    rejects: result.rejects,
    notes: ['layout: CCD 2013-14 LEA directory', ...describeUnreadable(unreadable)],
  };
}

async function parseCurrent(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CcdDistrictRecord>> {
  const collector = new RecordCollector<CcdDistrictRecord>('LEAID');
  const years = new Set<number>();
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const id = leaid(values.LEAID);
      checkFipsPrefix(id, values.FIPST, 'LEAID');
      years.add(schoolYearStart(values.SCHOOL_YEAR, 'SCHOOL_YEAR'));
      collector.add(line, {
        kind: 'ccd-district',
        id,
        leaid: id,
        name: requiredText(values.LEA_NAME, 'LEA_NAME'),
        state: stateAbbr(values.ST, 'ST'),
        city: ccdText(values.LCITY),
        zip: zip(values.LZIP, 'LZIP'),
        phone: phone(values.PHONE),
        address: ccdText(values.LSTREET1),
        locale: null,
        agency_type: ccdText(values.LEA_TYPE),
        grade_low: grade(values.GSLO, 'GSLO'),
        grade_high: grade(values.GSHI, 'GSHI'),
        school_count: ccdCount(values.OPERATIONAL_SCHOOLS, 'OPERATIONAL_SCHOOLS'),
      });
    },
    { onProgress, normaliseHeader: upperCase, requiredColumns: LAYOUT_CURRENT, layoutName: 'CCD LEA directory (ccd_lea_029)' },
  );
  return {
    part: 'directory',
    year: Math.max(...years, 0) || null,
    rows: collector.rows,
    rejects: result.rejects,
    notes: ['layout: CCD LEA directory ccd_lea_029 (not yet verified on a real NCES file)'],
  };
}

export const ccdDistrictImporter: SourceImporter<CcdDistrictRecord> = {
  id: 'ccd-district',
  title: 'NCES Common Core of Data LEA directory',
  description: 'School districts (LEAs): name, location, agency type, grade span. 2013-14 layout and the current ccd_lea_029 layout.',
  detect: (header) => {
    const upper = header.map(upperCase);
    return missingColumns(upper, LAYOUT_2013).length === 0 || missingColumns(upper, LAYOUT_CURRENT).length === 0;
  },
  async parse(filePath, onProgress) {
    const header = (await readHeader(filePath)).map(upperCase);
    if (missingColumns(header, LAYOUT_2013).length === 0) return parse2013(filePath, onProgress);
    if (missingColumns(header, LAYOUT_CURRENT).length === 0) return parseCurrent(filePath, onProgress);
    throw badRequest(
      `${path.basename(filePath)} is not a CCD LEA directory: expected the 2013-14 columns (${LAYOUT_2013.join(', ')}) or ccd_lea_029 (${LAYOUT_CURRENT.join(', ')})`,
    );
  },
};
