import { RecordCollector } from '../collector.js';
import { readDelimited } from '../delimited.js';
import { ccdCount, FieldProblem, ncesSchoolId, schoolYearStart, text } from '../fields.js';
import type { CcdLunchRecord, CcdMembershipRecord } from '../records.js';
import type { ParseResult, ProgressCallback } from '../source.js';

/**
 * The companions of the current CCD school directory, matched to schools by NCESSCH:
 * - membership `ccd_sch_052`: either wide (one row per school with `TOTAL`) or long (one row per
 *   grade/race/sex with `STUDENT_COUNT`, the school total on the row whose `TOTAL_INDICATOR` is
 *   "Education Unit Total");
 * - free/reduced-price lunch `ccd_sch_033`: either wide (`FRELCH`, `REDLCH`, optional `TOTFRL`) or long
 *   (`LUNCH_PROGRAM` + `STUDENT_COUNT`, "Free lunch qualified" / "Reduced-price lunch qualified", the
 *   total on the "Education Unit Total" row; Direct Certification rows are not lunch eligibility).
 * Written from the published NCES column names and tested on fixtures only.
 */
export const MEMBERSHIP_WIDE = ['NCESSCH', 'TOTAL'] as const;
export const MEMBERSHIP_LONG = ['NCESSCH', 'STUDENT_COUNT', 'TOTAL_INDICATOR'] as const;
export const LUNCH_WIDE = ['NCESSCH', 'FRELCH', 'REDLCH'] as const;
export const LUNCH_LONG = ['NCESSCH', 'LUNCH_PROGRAM', 'STUDENT_COUNT', 'TOTAL_INDICATOR'] as const;

const UNIT_TOTAL = 'education unit total';
const upperCase = (name: string) => name.toUpperCase();

function yearOf(values: Readonly<Record<string, string>>, years: Set<number>): void {
  if (text(values.SCHOOL_YEAR) !== null) years.add(schoolYearStart(values.SCHOOL_YEAR, 'SCHOOL_YEAR'));
}

const latestYear = (years: Set<number>) => Math.max(...years, 0) || null;

export async function parseMembership(
  filePath: string,
  layout: 'wide' | 'long',
  onProgress?: ProgressCallback,
): Promise<ParseResult<CcdMembershipRecord>> {
  const collector = new RecordCollector<CcdMembershipRecord>('NCESSCH');
  const years = new Set<number>();
  let detailRows = 0;
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const ncesId = ncesSchoolId(values.NCESSCH);
      yearOf(values, years);
      if (layout === 'long' && values.TOTAL_INDICATOR?.trim().toLowerCase() !== UNIT_TOTAL) {
        detailRows += 1;
        return;
      }
      const count = layout === 'wide' ? values.TOTAL : values.STUDENT_COUNT;
      collector.add(line, {
        kind: 'ccd-membership',
        id: ncesId,
        nces_id: ncesId,
        enrollment: ccdCount(count, layout === 'wide' ? 'TOTAL' : 'STUDENT_COUNT'),
      });
    },
    {
      onProgress,
      normaliseHeader: upperCase,
      requiredColumns: layout === 'wide' ? MEMBERSHIP_WIDE : MEMBERSHIP_LONG,
      layoutName: 'CCD membership file (ccd_sch_052)',
    },
  );
  const notes = [`layout: CCD membership ccd_sch_052, ${layout} (not yet verified on a real NCES file)`];
  if (detailRows > 0) notes.push(`${detailRows} grade/race/sex detail rows read past: only school totals are used`);
  return { part: 'membership', year: latestYear(years), rows: collector.rows, rejects: result.rejects, notes };
}

export async function parseLunch(
  filePath: string,
  layout: 'wide' | 'long',
  onProgress?: ProgressCallback,
): Promise<ParseResult<CcdLunchRecord>> {
  return layout === 'wide' ? parseLunchWide(filePath, onProgress) : parseLunchLong(filePath, onProgress);
}

async function parseLunchWide(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CcdLunchRecord>> {
  const collector = new RecordCollector<CcdLunchRecord>('NCESSCH');
  const years = new Set<number>();
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const ncesId = ncesSchoolId(values.NCESSCH);
      yearOf(values, years);
      const free = ccdCount(values.FRELCH, 'FRELCH');
      const reduced = ccdCount(values.REDLCH, 'REDLCH');
      const reported = ccdCount(values.TOTFRL, 'TOTFRL');
      const total = reported ?? (free !== null && reduced !== null ? free + reduced : null);
      collector.add(line, { kind: 'ccd-lunch', id: ncesId, nces_id: ncesId, free, reduced, total });
    },
    { onProgress, normaliseHeader: upperCase, requiredColumns: LUNCH_WIDE, layoutName: 'CCD lunch file (ccd_sch_033)' },
  );
  return {
    part: 'lunch',
    year: latestYear(years),
    rows: collector.rows,
    rejects: result.rejects,
    notes: ['layout: CCD lunch ccd_sch_033, wide (not yet verified on a real NCES file)'],
  };
}

type LunchCategory = 'free' | 'reduced' | 'total';

function lunchCategory(values: Readonly<Record<string, string>>): LunchCategory | undefined {
  const group = values.DATA_GROUP?.trim().toLowerCase() ?? '';
  if (group.includes('direct certification')) return undefined;
  if (values.TOTAL_INDICATOR?.trim().toLowerCase() === UNIT_TOTAL) return 'total';
  const program = values.LUNCH_PROGRAM?.trim().toLowerCase() ?? '';
  if (program.startsWith('free lunch')) return 'free';
  if (program.startsWith('reduced-price lunch') || program.startsWith('reduced price lunch')) return 'reduced';
  return undefined;
}

async function parseLunchLong(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CcdLunchRecord>> {
  const bySchool = new Map<string, CcdLunchRecord>();
  const firstLine = new Map<string, number>();
  const years = new Set<number>();
  let otherRows = 0;
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const ncesId = ncesSchoolId(values.NCESSCH);
      yearOf(values, years);
      const category = lunchCategory(values);
      if (category === undefined) {
        otherRows += 1;
        return;
      }
      const count = ccdCount(values.STUDENT_COUNT, 'STUDENT_COUNT');
      const record = bySchool.get(ncesId) ?? { kind: 'ccd-lunch', id: ncesId, nces_id: ncesId, free: null, reduced: null, total: null };
      const key = `${ncesId}/${category}`;
      const seen = firstLine.get(key);
      if (seen !== undefined) throw new FieldProblem(`duplicate ${category} count for NCESSCH ${ncesId} (first seen on line ${seen})`);
      firstLine.set(key, line);
      record[category] = count;
      bySchool.set(ncesId, record);
    },
    { onProgress, normaliseHeader: upperCase, requiredColumns: LUNCH_LONG, layoutName: 'CCD lunch file (ccd_sch_033)' },
  );
  const rows = [...bySchool.values()].map((record) => ({
    ...record,
    total: record.total ?? (record.free !== null && record.reduced !== null ? record.free + record.reduced : null),
  }));
  const notes = ['layout: CCD lunch ccd_sch_033, long (not yet verified on a real NCES file)'];
  if (otherRows > 0) notes.push(`${otherRows} rows of other categories (e.g. direct certification) read past`);
  return { part: 'lunch', year: latestYear(years), rows, rejects: result.rejects, notes };
}
