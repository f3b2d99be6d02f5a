import path from 'node:path';
import { badRequest } from '../../errors.js';
import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited, readHeader } from '../delimited.js';
import { FieldProblem, leaid, requiredText, stateAbbr, text, zip } from '../fields.js';
import { crdcCount } from '../range-codes.js';
import type { CrdcLeaRecord } from '../records.js';
import type { SourceImporter } from '../source.js';

/**
 * Civil Rights Data Collection (CRDC) public-use file, LEA level: one row per LEA, with identity
 * columns (LEA_STATE, LEAID, LEA_NAME, address, CJJ) and the module's own columns, a Yes/No
 * indicator (LEA_*_IND) and counts. Negative values are CRDC reserve codes (-9 not applicable,
 * -11 suppressed...): null, with the reason kept. Each module file is its own staging part,
 * named after its indicator column (LEA_DISTED_IND -> "disted").
 */
const KEY_COLUMNS = ['LEA_STATE', 'LEAID', 'LEA_NAME', 'CJJ'] as const;
const IDENTITY_COLUMNS = new Set(['LEA_STATE', 'LEA_STATE_NAME', 'LEAID', 'LEA_NAME', 'LEA_ADDRESS', 'LEA_CITY', 'LEA_ZIP', 'CJJ']);
const INDICATOR = /^LEA_(\w+)_IND$/;

/** "crdc_2020-21_LEA_..." -> 2020; CRDC files do not carry the year in their rows. */
function yearFromFileName(filePath: string): number | null {
  const match = /(20\d\d)-(\d\d)/.exec(path.basename(filePath));
  return match ? Number(match[1]) : null;
}

function yesNo(value: string | undefined, field: string): { value: boolean | null; reason: string | null } {
  const raw = text(value);
  if (raw === null) return { value: null, reason: 'blank' };
  if (/^yes$/i.test(raw)) return { value: true, reason: null };
  if (/^no$/i.test(raw)) return { value: false, reason: null };
  const count = crdcCount(raw, field);
  if (count.value !== null) throw new FieldProblem(`${field} is not Yes/No: "${raw}"`);
  return { value: null, reason: count.reason };
}

export const crdcLeaImporter: SourceImporter<CrdcLeaRecord> = {
  id: 'crdc-lea',
  title: 'Civil Rights Data Collection, LEA-level module file',
  description:
    'One CRDC LEA module (Distance Education, High School Equivalency...): Yes/No indicator and counts per LEA, reserve codes as null with their reason. Staged and joined to districts by LEAID.',
  detect: (header) => missingColumns(header, KEY_COLUMNS).length === 0,
  async parse(filePath, onProgress) {
    const header = await readHeader(filePath);
    const missing = missingColumns(header, KEY_COLUMNS);
    if (missing.length > 0) {
      throw badRequest(`${path.basename(filePath)} is not a CRDC LEA-level file: missing column(s) ${missing.join(', ')}`);
    }
    const indicatorColumn = header.find((name) => INDICATOR.test(name)) ?? null;
    const part = indicatorColumn ? INDICATOR.exec(indicatorColumn)![1]!.toLowerCase() : 'lea';
    const countColumns = header.filter((name) => !IDENTITY_COLUMNS.has(name) && name !== indicatorColumn);
    const totals = countColumns.filter((name) => name.startsWith('TOT_'));
    const collector = new RecordCollector<CrdcLeaRecord>('LEAID');
    const reasonTally = new Map<string, number>();
    let padded = 0;
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const rawId = text(values.LEAID) ?? '';
        const id = leaid(values.LEAID);
        const counts: Record<string, number | null> = {};
        const reasons: Record<string, string> = {};
        for (const column of countColumns) {
          const count = crdcCount(values[column], column);
          counts[column] = count.value;
          if (count.reason) reasons[column] = count.reason;
        }
        const indicator = indicatorColumn ? yesNo(values[indicatorColumn], indicatorColumn) : { value: null, reason: 'no indicator column' };
        const cjj = yesNo(values.CJJ, 'CJJ');
        const totalParts = totals.map((column) => counts[column] ?? null);
        const total = totalParts.length > 0 && totalParts.every((value) => value !== null) ? totalParts.reduce((sum, value) => sum! + value!, 0) : null;
        collector.add(line, {
          kind: 'crdc-lea',
          id,
          leaid: id,
          state: stateAbbr(values.LEA_STATE, 'LEA_STATE'),
          name: requiredText(values.LEA_NAME, 'LEA_NAME'),
          city: text(values.LEA_CITY),
          zip: zip(values.LEA_ZIP, 'LEA_ZIP'),
          address: text(values.LEA_ADDRESS),
          justice_facility: cjj.value,
          indicator: indicator.value,
          indicator_reason: indicator.reason,
          total,
          counts,
          reasons,
        });
        if (rawId.length === 6) padded += 1;
        for (const reason of new Set([...Object.values(reasons), ...(indicator.reason ? [`${indicatorColumn}: ${indicator.reason}`] : [])])) {
          reasonTally.set(reason, (reasonTally.get(reason) ?? 0) + 1);
        }
      },
      { onProgress, layoutName: 'CRDC LEA-level file' },
    );
    const notes = [
      `CRDC LEA module "${part}" (indicator ${indicatorColumn ?? 'none'}, ${countColumns.length} count columns)`,
      ...(padded > 0 ? [`${padded} LEAIDs had lost their leading zero and were padded to 7 digits`] : []),
      ...[...reasonTally].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `${reason}: ${count} LEAs with at least one such value (null)`),
      'CRDC values are staged, not in the live dataset: the district model has no field for these module counts',
    ];
    return { part, year: yearFromFileName(filePath), rows: collector.rows, rejects: result.rejects, notes };
  },
};
