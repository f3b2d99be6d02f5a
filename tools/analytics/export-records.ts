import { z } from 'zod';
import type { SchoolFilter, SchoolListAfter, SchoolProfile } from '../../src/data/dataset/reader.js';
import type { DatasetReader } from '../../src/data/dataset/reader.js';
import { LeadTierName, SchoolLevelName } from '../schools/schemas.js';
import { type CsvValue, csvLine } from './csv.js';

/** One exported school: the same fields, in the same order, in JSON records and CSV columns. */
export const ExportRecord = z.object({
  nces_id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
  leaid: z.string(),
  district_name: z.string().nullable(),
  school_level: SchoolLevelName.nullable(),
  locale: z.string().nullable(),
  enrollment: z.number().int().nullable(),
  frl_pct: z.number().nullable().describe('Free/reduced-price lunch share, percent.'),
  math_proficiency: z.number().nullable(),
  reading_proficiency: z.number().nullable(),
  title_i_eligible: z.boolean().nullable(),
  pupil_teacher_ratio: z.number().nullable(),
  lead_tier: LeadTierName.nullable(),
  bright_spot_tier: z.enum(['BRIGHT_SPOT']).nullable(),
  bright_spot_score: z.number().nullable(),
  funding_score: z.number().nullable(),
  funding_program_count: z.number().int().nullable(),
  health_score: z.number().nullable(),
  health_tier: z.enum(['THRIVING', 'STABLE', 'AT_RISK', 'CRITICAL']).nullable(),
  opportunity_score: z.number().nullable(),
  has_alerts: z.boolean().describe('One of your alert rules has fired for the school (see the has_alerts filter).'),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof ExportRecord>;

export const EXPORT_COLUMNS = Object.keys(ExportRecord.shape) as (keyof ExportRecord)[];

export function exportRecord(school: SchoolProfile, alerted: ReadonlySet<string>): ExportRecord {
  const scores = school.scores;
  return {
    nces_id: school.nces_id,
    name: school.name,
    city: school.city,
    state: school.state,
    zip: school.zip,
    leaid: school.leaid,
    district_name: school.district_name,
    school_level: school.level,
    locale: school.locale,
    enrollment: school.enrollment,
    frl_pct: school.frl_pct,
    math_proficiency: school.math_proficiency,
    reading_proficiency: school.reading_proficiency,
    title_i_eligible: school.title_i_eligible,
    pupil_teacher_ratio: school.pupil_teacher_ratio,
    lead_tier: scores?.lead_tier ?? null,
    bright_spot_tier: scores?.bright_spot_tier ?? null,
    bright_spot_score: scores?.bright_spot_score ?? null,
    funding_score: scores?.funding_score ?? null,
    funding_program_count: scores?.funding_program_count ?? null,
    health_score: scores?.health_score ?? null,
    health_tier: scores?.health_tier ?? null,
    opportunity_score: scores?.opportunity_score ?? null,
    has_alerts: alerted.has(school.nces_id),
    phone: school.phone,
    address: school.address,
  };
}

export const csvHeader = (): string => csvLine(EXPORT_COLUMNS);
export const csvRecord = (record: ExportRecord): string => csvLine(EXPORT_COLUMNS.map((column) => record[column] as CsvValue));

export interface ExportScan {
  filter: SchoolFilter;
  /** true: only schools with alerts; false: only schools without; undefined: all. */
  hasAlerts?: boolean;
  /** The caller's schools with alerts (see school-alerts.ts). */
  alerted: ReadonlySet<string>;
}

/** Rows read from the dataset per query: memory holds one chunk, whatever the export's size. */
export const EXPORT_CHUNK = 1000;

/**
 * The export's schools in its order (largest enrollment first, then NCES ID), read in keyset chunks
 * after `after`. Each chunk's query finishes before a row is yielded, so the connection is never left
 * busy between chunks while a slow client drains.
 */
export function* scanExport(reader: DatasetReader, scan: ExportScan, after?: SchoolListAfter): Generator<{ school: SchoolProfile; position: SchoolListAfter }> {
  let position = after;
  for (;;) {
    const page = reader.listSchools(scan.filter, { orderBy: 'enrollment', limit: EXPORT_CHUNK, after: position });
    for (const school of page.rows) {
      const here = { value: school.enrollment, nces_id: school.nces_id };
      if (scan.hasAlerts === undefined || scan.alerted.has(school.nces_id) === scan.hasAlerts) yield { school, position: here };
    }
    if (!page.next) return;
    position = page.next;
  }
}
