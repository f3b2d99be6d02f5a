import path from 'node:path';
import { badRequest } from '../../errors.js';
import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited, readHeader } from '../delimited.js';
import { digits, leaid, number, requiredNumber, requiredText } from '../fields.js';
import type { CwiftLeaRecord, CwiftStateRecord } from '../records.js';
import type { ParseResult, ProgressCallback, SourceImporter } from '../source.js';

/**
 * NCES EDGE Comparable Wage Index for Teachers (CWIFT): the LEA file (one row per LEA, with its
 * name) and the State file. Both are tab-separated, Latin-1, CRLF, as NCES distributes them.
 */
const LEA_COLUMNS = ['LEAID', 'LEA_NAME', 'ST_NAME', 'LEA_CWIFTEST', 'LEA_CWIFTSE'] as const;
const STATE_COLUMNS = ['ST_FIPS', 'ST_NAME', 'ST_CWIFTEST', 'ST_CWIFTSE'] as const;
const FILE_OPTIONS = { delimiter: '\t', encoding: 'latin1' } as const;
/** An index of teacher wages relative to the national average (1.0); anything outside is a broken row. */
const INDEX_RANGE = { min: 0.1, max: 5 };
const STANDARD_ERROR_RANGE = { min: 0, max: 5 };

/** "EDGE_ACS_CWIFT2022_LEA2223.txt" -> 2022 (the CWIFT release year). */
function yearFromFileName(filePath: string): number | null {
  const match = /CWIFT(\d{4})/i.exec(path.basename(filePath));
  return match ? Number(match[1]) : null;
}

async function parseLea(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CwiftLeaRecord>> {
  const collector = new RecordCollector<CwiftLeaRecord>('LEAID');
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const id = leaid(values.LEAID);
      collector.add(line, {
        kind: 'cwift-lea',
        id,
        leaid: id,
        name: requiredText(values.LEA_NAME, 'LEA_NAME'),
        state_name: requiredText(values.ST_NAME, 'ST_NAME'),
        cwift: requiredNumber(values.LEA_CWIFTEST, 'LEA_CWIFTEST', INDEX_RANGE),
        cwift_standard_error: number(values.LEA_CWIFTSE, 'LEA_CWIFTSE', STANDARD_ERROR_RANGE),
      });
    },
    { ...FILE_OPTIONS, onProgress, requiredColumns: LEA_COLUMNS, layoutName: 'CWIFT LEA file' },
  );
  return { part: 'lea', year: yearFromFileName(filePath), rows: collector.rows, rejects: result.rejects, notes: [] };
}

async function parseState(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<CwiftStateRecord>> {
  const collector = new RecordCollector<CwiftStateRecord>('ST_FIPS');
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const fips = digits(values.ST_FIPS, 'ST_FIPS', 2);
      collector.add(line, {
        kind: 'cwift-state',
        id: fips,
        fips,
        state_name: requiredText(values.ST_NAME, 'ST_NAME'),
        cwift: requiredNumber(values.ST_CWIFTEST, 'ST_CWIFTEST', INDEX_RANGE),
        cwift_standard_error: number(values.ST_CWIFTSE, 'ST_CWIFTSE', STANDARD_ERROR_RANGE),
      });
    },
    { ...FILE_OPTIONS, onProgress, requiredColumns: STATE_COLUMNS, layoutName: 'CWIFT State file' },
  );
  return { part: 'state', year: yearFromFileName(filePath), rows: collector.rows, rejects: result.rejects, notes: [] };
}

export const cwiftImporter: SourceImporter<CwiftLeaRecord | CwiftStateRecord> = {
  id: 'cwift',
  title: 'NCES EDGE Comparable Wage Index for Teachers',
  description: 'Teacher wage index per LEA (with the LEA name) or per state. Tab-separated Latin-1 files as NCES publishes them.',
  detect: (header) =>
    missingColumns(header, LEA_COLUMNS).length === 0 || missingColumns(header, STATE_COLUMNS).length === 0,
  async parse(filePath, onProgress) {
    const header = await readHeader(filePath, FILE_OPTIONS);
    if (missingColumns(header, LEA_COLUMNS).length === 0) return parseLea(filePath, onProgress);
    if (missingColumns(header, STATE_COLUMNS).length === 0) return parseState(filePath, onProgress);
    throw badRequest(
      `${path.basename(filePath)} is neither a CWIFT LEA file (${LEA_COLUMNS.join(', ')}) nor a State file (${STATE_COLUMNS.join(', ')})`,
    );
  },
};
