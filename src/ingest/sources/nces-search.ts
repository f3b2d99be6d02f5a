import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited } from '../delimited.js';
import { FieldProblem } from '../fields.js';
import { MarkerTally } from '../nces-markers.js';
import type { SchoolExtractRecord } from '../records.js';
import type { SourceImporter } from '../source.js';
import { schoolExtract } from './school-extract.js';

/**
 * NCES "Search for Public Schools" export (the CCD school search, saved as CSV): directory fields with
 * students, FTE teachers and free / reduced-price lunch counts. Values print as "334.00000"; † and –
 * mark not applicable and missing. The export does not state its school year.
 */
const COLUMNS = [
  'NCES School ID', 'NCES District ID', 'Low Grade*', 'High Grade*', 'School Name', 'Street Address', 'City', 'State', 'ZIP',
  'Phone', 'Locale Code*', 'Charter', 'Students*', 'Teachers*', 'Free Lunch*', 'Reduced Lunch*', 'Status',
] as const;

/** Statuses of schools that do not operate in the year described (no students to count). */
const NOT_OPERATING = new Set(['closed', 'inactive', 'future']);
/** Rows someone edited into the public file by hand (e.g. "123 Test St, Testville"). */
const PLACEHOLDER = /\btest(ville)?\b/i;

export const ncesSearchImporter: SourceImporter<SchoolExtractRecord> = {
  id: 'nces-search',
  title: 'NCES Search for Public Schools export',
  description: 'Public schools of one or more states from the NCES school search: directory, students, teachers, free and reduced-price lunch counts.',
  detect: (header) => missingColumns(header, ['NCES School ID', 'Students*', 'Free Lunch*']).length === 0,
  async parse(filePath, onProgress) {
    const tally = new MarkerTally();
    const collector = new RecordCollector<SchoolExtractRecord>('NCES School ID');
    const statuses = new Map<string, number>();
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const cell = (name: string) => tally.clean(values[name]);
        const status = cell('Status');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (NOT_OPERATING.has(status.toLowerCase())) throw new FieldProblem(`Status "${status}": not an operating school, so it has no students to describe`);
        if (PLACEHOLDER.test(cell('Street Address')) || PLACEHOLDER.test(cell('City'))) {
          throw new FieldProblem(`placeholder address "${cell('Street Address')}, ${cell('City')}": the row was edited by hand, not published by NCES`);
        }
        collector.add(
          line,
          schoolExtract({
            nces_id: cell('NCES School ID'),
            leaid: cell('NCES District ID'),
            name: cell('School Name'),
            state: cell('State'),
            city: cell('City'),
            zip: cell('ZIP'),
            phone: cell('Phone'),
            address: cell('Street Address'),
            locale: cell('Locale Code*'),
            grade_low: cell('Low Grade*'),
            grade_high: cell('High Grade*'),
            charter: cell('Charter'),
            enrollment: cell('Students*'),
            free_lunch: cell('Free Lunch*'),
            reduced_lunch: cell('Reduced Lunch*'),
            teachers: cell('Teachers*'),
          }),
        );
      },
      { onProgress, requiredColumns: COLUMNS, layoutName: 'NCES school search export' },
    );
    const states = [...new Set(collector.rows.map((row) => row.state))].sort();
    return {
      // One slot per state set, so a California and a Washington export sit side by side.
      part: `schools-${states.join('-') || 'none'}`,
      // The export names no school year; it is treated as older than any dated file of the same schools.
      year: null,
      rows: collector.rows,
      rejects: result.rejects,
      notes: [
        'layout: NCES school search export (no school year stated; level not given, grade span kept)',
        ...[...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `Status "${status}": ${count} rows`),
        ...tally.notes(),
      ],
    };
  },
};
