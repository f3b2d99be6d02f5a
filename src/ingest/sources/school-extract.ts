import { FieldProblem, latitude, leaid, localeFromCode, longitude, ncesSchoolId, number, phone, requiredText, schoolLevel, stateAbbr, text, zip } from '../fields.js';
import { gradeName, yesNo } from '../nces-markers.js';
import type { SchoolExtractRecord } from '../records.js';

/**
 * The cleaned cells of one school row of an NCES export (markers already made empty), under the
 * model's names. ELSI and the NCES school search name their columns differently; each importer maps
 * its columns to these, and this one function checks and builds the record.
 */
export interface ExtractCells {
  nces_id: string;
  leaid: string;
  fips?: string;
  name: string;
  state: string;
  city: string;
  zip: string;
  phone: string;
  address: string;
  lat?: string;
  lon?: string;
  locale: string;
  level?: string;
  grade_low: string;
  grade_high: string;
  charter: string;
  enrollment: string;
  free_lunch: string;
  reduced_lunch: string;
  frl_total?: string;
  teachers?: string;
  nslp_status?: string;
}

const count = (value: string, field: string) => number(value, field, { min: 0 });

/** Whole-number counts; exports print "334.00000". A fractional count is a problem, not rounded. */
function wholeCount(value: string, field: string): number | null {
  const parsed = count(value, field);
  if (parsed !== null && !Number.isInteger(parsed)) throw new FieldProblem(`${field} is not a whole number: "${value}"`);
  return parsed;
}

export function schoolExtract(cells: ExtractCells): SchoolExtractRecord {
  const ncesId = ncesSchoolId(cells.nces_id, 'NCES school ID');
  const districtId = leaid(cells.leaid, 'NCES district ID');
  if (!ncesId.startsWith(districtId)) throw new FieldProblem(`NCES school ID ${ncesId} does not start with district ID ${districtId}`);
  if (cells.fips && cells.fips.padStart(2, '0') !== districtId.slice(0, 2)) {
    throw new FieldProblem(`district ID ${districtId} does not start with state FIPS ${cells.fips}`);
  }
  const enrollment = wholeCount(cells.enrollment, 'students');
  const free = wholeCount(cells.free_lunch, 'free lunch');
  const reduced = wholeCount(cells.reduced_lunch, 'reduced-price lunch');
  const given = cells.frl_total === undefined ? null : wholeCount(cells.frl_total, 'free and reduced lunch');
  const frl = given ?? (free !== null && reduced !== null ? free + reduced : null);
  const level = schoolLevel(cells.level);
  const localeCode = /^(\d{2})/.exec(cells.locale)?.[1];
  const teachers = cells.teachers === undefined ? null : count(cells.teachers, 'teachers');
  return {
    kind: 'school-extract',
    id: ncesId,
    nces_id: ncesId,
    leaid: districtId,
    name: requiredText(cells.name, 'school name'),
    state: stateAbbr(cells.state, 'state'),
    city: text(cells.city),
    zip: zip(cells.zip, 'ZIP'),
    phone: phone(cells.phone),
    address: text(cells.address),
    lat: cells.lat === undefined ? null : latitude(cells.lat, 'latitude'),
    lon: cells.lon === undefined ? null : longitude(cells.lon, 'longitude'),
    locale: localeCode === undefined ? null : localeFromCode(localeCode, 'locale'),
    level: level.level,
    level_raw: level.raw,
    grade_low: gradeName(cells.grade_low, 'lowest grade'),
    grade_high: gradeName(cells.grade_high, 'highest grade'),
    charter: yesNo(cells.charter, 'charter'),
    enrollment,
    free_lunch: free,
    reduced_lunch: reduced,
    // A lunch count above enrollment cannot both be right: keep neither as a share (compose checks).
    frl_count: frl,
    teachers_fte: teachers,
    cep: cells.nslp_status ? /community eligibility/i.test(cells.nslp_status) : null,
  };
}
