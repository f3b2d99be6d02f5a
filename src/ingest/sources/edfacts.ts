import path from 'node:path';
import { badRequest } from '../../errors.js';
import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited, readHeader } from '../delimited.js';
import { FieldProblem, leaid, ncesSchoolId, requiredText } from '../fields.js';
import { edfactsCount, edfactsRate } from '../range-codes.js';
import type { EdfactsAcgrRecord, EdfactsRateCell } from '../records.js';
import type { SourceImporter } from '../source.js';

/**
 * EDFacts adjusted cohort graduation rate (ACGR), school level (ED's acgr-sch-syYYYY-YY.csv): one row
 * per school with a cohort count and a rate for all students and each subgroup. Rates are exact,
 * ranges or suppression codes; range-codes.ts turns each into a number with its low..high range.
 * The columns carry the school year ("ALL_RATE_1415"), which gives the file's year.
 */
const KEY_COLUMNS = ['STNAM', 'LEAID', 'NCESSCH', 'SCHNAM'] as const;
const SUBGROUPS = ['MAM', 'MAS', 'MBL', 'MHI', 'MTR', 'MWH', 'CWD', 'ECD', 'LEP'] as const;
/** "ALL_RATE_1415" -> the "1415" that every cohort/rate column of the file shares. */
const RATE_COLUMN = /^ALL_RATE_(\d{4})$/i;

/** "1415" -> 2014 (the start year of the school year). */
function yearFromSuffix(suffix: string): number {
  return 2000 + Number(suffix.slice(0, 2));
}

function yearSuffix(header: readonly string[]): string | null {
  for (const name of header) {
    const match = RATE_COLUMN.exec(name.trim());
    if (match) return match[1]!;
  }
  return null;
}

export const edfactsImporter: SourceImporter<EdfactsAcgrRecord> = {
  id: 'edfacts',
  title: 'EDFacts adjusted cohort graduation rates (school level)',
  description:
    'Four-year graduation rate per school (all students and subgroups) with cohort sizes; ranges and suppression codes kept as low/high with a midpoint. Staged and joined to schools by NCESSCH.',
  detect: (header) => missingColumns(header, KEY_COLUMNS).length === 0 && yearSuffix(header) !== null,
  async parse(filePath, onProgress) {
    const header = await readHeader(filePath);
    const suffix = yearSuffix(header);
    const missing = missingColumns(header, KEY_COLUMNS);
    if (suffix === null || missing.length > 0) {
      throw badRequest(
        `${path.basename(filePath)} is not an EDFacts ACGR school file: it needs ${KEY_COLUMNS.join(', ')} and ALL_COHORT_yyyy/ALL_RATE_yyyy columns` +
          (missing.length > 0 ? ` (missing ${missing.join(', ')})` : ''),
      );
    }
    const collector = new RecordCollector<EdfactsAcgrRecord>('NCESSCH');
    const reasons = new Map<string, number>();
    const forms = { exact: 0, range: 0, bound: 0 };
    const cell = (values: Readonly<Record<string, string>>, group: string): EdfactsRateCell => {
      const rate = edfactsRate(values[`${group}_RATE_${suffix}`], `${group}_RATE_${suffix}`);
      return {
        cohort: edfactsCount(values[`${group}_COHORT_${suffix}`], `${group}_COHORT_${suffix}`),
        rate: rate.value,
        low: rate.low,
        high: rate.high,
        reason: rate.reason,
        raw: rate.raw,
      };
    };
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const id = ncesSchoolId(values.NCESSCH);
        const district = leaid(values.LEAID);
        if (!id.startsWith(district)) throw new FieldProblem(`NCESSCH ${id} does not start with its LEAID ${district}`);
        const all = cell(values, 'ALL');
        const groups: Record<string, EdfactsRateCell> = {};
        for (const group of SUBGROUPS) {
          if (values[`${group}_RATE_${suffix}`] !== undefined) groups[group] = cell(values, group);
        }
        collector.add(line, {
          kind: 'edfacts-acgr',
          id,
          nces_id: id,
          leaid: district,
          state_name: requiredText(values.STNAM, 'STNAM'),
          name: requiredText(values.SCHNAM, 'SCHNAM'),
          all,
          groups,
        });
        if (all.reason) reasons.set(all.reason, (reasons.get(all.reason) ?? 0) + 1);
        else if (all.low === all.high) forms.exact += 1;
        else if (/-/.test(all.raw)) forms.range += 1;
        else forms.bound += 1;
      },
      { onProgress, layoutName: 'EDFacts ACGR school file' },
    );
    const notes = [
      `EDFacts ACGR school file, school year ${yearFromSuffix(suffix)}-${suffix.slice(2)} (columns *_${suffix})`,
      `ALL_RATE: ${forms.exact} exact, ${forms.range} ranges (midpoint kept), ${forms.bound} GE/LT/LE bounds (midpoint of the bound and 100 or 0)`,
      ...[...reasons].map(([reason, count]) => `ALL_RATE ${reason}: ${count} schools (rate null, row kept)`),
      'graduation rates are staged, not in the live dataset: the dataset model has no graduation-rate field',
    ];
    return { part: 'acgr-schools', year: yearFromSuffix(suffix), rows: collector.rows, rejects: result.rejects, notes };
  },
};
