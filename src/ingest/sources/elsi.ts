import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { badRequest } from '../../errors.js';
import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited } from '../delimited.js';
import { MarkerTally } from '../nces-markers.js';
import type { SchoolExtractRecord } from '../records.js';
import type { SourceImporter } from '../source.js';
import { schoolExtract } from './school-extract.js';

/**
 * NCES ELSI table-generator CSV export, Public School table. Title lines sit above the header; each
 * column name carries the table and year ("Locale [Public School] 2024-25"), which is cut off here so
 * exports of any year share one layout. Cells use †, – and ‡ markers, `="…"` for ids, trailing spaces.
 */
const ID = 'School ID (12-digit) - NCES Assigned';
const COLUMNS = [
  ID,
  'Agency ID - NCES Assigned',
  'State Abbr',
  'School Name',
  'Location City',
  'Location ZIP',
  'Total Students All Grades (Excludes AE)',
  'Free Lunch Eligible',
  'Reduced-price Lunch Eligible Students',
] as const;

/** "Locale [Public School] 2024-25" -> "Locale". */
export function elsiColumn(name: string): string {
  return name.replace(/\s*\[[^\]]*\].*$/, '').trim();
}

/** The 1-based header line (the first line naming the school ID column) and the year the header names. */
async function findHeader(filePath: string): Promise<{ line: number; year: number | null } | undefined> {
  const lines = createInterface({ input: createReadStream(filePath, { encoding: 'utf8', end: 256 * 1024 }) });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.includes(ID)) {
      lines.close();
      const year = /\] (\d{4})-\d{2}/.exec(line)?.[1];
      return { line: number, year: year ? Number(year) : null };
    }
    if (number >= 30) break;
  }
  lines.close();
  return undefined;
}

export const elsiImporter: SourceImporter<SchoolExtractRecord> = {
  id: 'elsi',
  title: 'NCES ELSI table-generator export (Public School)',
  description: 'Public schools with directory fields, enrollment, free and reduced-price lunch counts and NSLP status, exported from the ELSI table generator.',
  detect: (header) => missingColumns(header.map(elsiColumn), [ID, 'Agency ID - NCES Assigned']).length === 0,
  async parse(filePath, onProgress) {
    const header = await findHeader(filePath);
    if (!header) throw badRequest(`${path.basename(filePath)} is not an ELSI Public School export: no header naming "${ID}" in its first 30 lines`);
    const tally = new MarkerTally();
    const collector = new RecordCollector<SchoolExtractRecord>('NCES school ID');
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const cell = (name: string) => tally.clean(values[name]);
        collector.add(
          line,
          schoolExtract({
            nces_id: cell(ID),
            leaid: cell('Agency ID - NCES Assigned'),
            fips: cell('ANSI/FIPS State Code'),
            name: cell('School Name'),
            state: cell('State Abbr'),
            city: cell('Location City'),
            zip: cell('Location ZIP'),
            phone: cell('Phone Number'),
            address: cell('Location Address 1'),
            lat: cell('Latitude'),
            lon: cell('Longitude'),
            locale: cell('Locale'),
            level: cell('School Level (SY 2017-18 onward)'),
            grade_low: cell('Lowest Grade Offered'),
            grade_high: cell('Highest Grade Offered'),
            charter: cell('Charter School'),
            enrollment: cell('Total Students All Grades (Excludes AE)'),
            free_lunch: cell('Free Lunch Eligible'),
            reduced_lunch: cell('Reduced-price Lunch Eligible Students'),
            frl_total: cell('Free and Reduced Lunch Students'),
            teachers: values['Full-Time Equivalent (FTE) Teachers'] === undefined ? undefined : cell('Full-Time Equivalent (FTE) Teachers'),
            nslp_status: cell('National School Lunch Program'),
          }),
        );
      },
      { onProgress, headerLine: header.line, normaliseHeader: elsiColumn, requiredColumns: COLUMNS, layoutName: 'ELSI Public School export' },
    );
    const states = [...new Set(collector.rows.map((row) => row.state))].sort();
    return {
      // One slot per state set, so exports of different states sit side by side.
      part: `schools-${states.join('-') || 'none'}`,
      year: header.year,
      rows: collector.rows,
      rejects: result.rejects,
      notes: [`layout: ELSI Public School export, header on line ${header.line}`, ...tally.notes()],
    };
  },
};
