import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../errors.js';
import { RecordCollector } from '../collector.js';
import { clipRaw, collectReject, missingColumns, readDelimited } from '../delimited.js';
import { digits, FieldProblem, requiredNumber, requiredText, stateAbbr } from '../fields.js';
import type { SaipeDistrictRecord } from '../records.js';
import type { ParseResult, ProgressCallback, RejectedRow, SourceImporter } from '../source.js';

/**
 * Census SAIPE school-district poverty estimates: the .xls as Census publishes it (two title rows,
 * the header on row 3) and its CSV conversion (header `state_postal,state_fips,district_id,leaid,...`).
 * The LEAID is state FIPS + district ID (FACTS.md §5).
 */
const CSV_COLUMNS = [
  'state_postal',
  'state_fips',
  'district_id',
  'name',
  'est_total_population',
  'est_population_5_17',
  'est_children_5_17_in_poverty',
] as const;

/** Column order of the published sheet (its header row is long prose, so it is matched by position). */
const SHEET_HEADER_START = ['State Postal Code', 'State FIPS Code', 'District ID', 'Name'];

interface SaipeFields {
  state: string | undefined;
  fips: string | undefined;
  districtId: string | undefined;
  name: string | undefined;
  populationTotal: string | undefined;
  population5to17: string | undefined;
  childrenInPoverty: string | undefined;
}

function toRecord(fields: SaipeFields): SaipeDistrictRecord {
  const fips = digits(fields.fips, 'state FIPS', 2);
  const districtId = digits(fields.districtId, 'district ID', 5);
  const count = { min: 0, integer: true };
  const population5to17 = requiredNumber(fields.population5to17, 'population 5-17', count);
  const childrenInPoverty = requiredNumber(fields.childrenInPoverty, 'children in poverty', count);
  if (childrenInPoverty > population5to17) {
    throw new FieldProblem(`children in poverty (${childrenInPoverty}) exceed population 5-17 (${population5to17})`);
  }
  const leaid = `${fips}${districtId}`;
  return {
    kind: 'saipe-district',
    id: leaid,
    leaid,
    state: stateAbbr(fields.state, 'state postal code'),
    name: requiredText(fields.name, 'name'),
    population_total: requiredNumber(fields.populationTotal, 'total population', count),
    population_5_17: population5to17,
    children_in_poverty: childrenInPoverty,
  };
}

/** "ussd23.xls" or "saipe_school_districts_2023.csv" -> 2023. */
function yearFromFileName(filePath: string): number | null {
  const base = path.basename(filePath);
  const long = /(20\d{2})/.exec(base);
  if (long) return Number(long[1]);
  const short = /ussd(\d{2})/i.exec(base);
  return short ? 2000 + Number(short[1]) : null;
}

async function parseSheet(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<SaipeDistrictRecord>> {
  // Loaded on first use: SheetJS is 2 MB of code that a serving process, which imports nothing, never needs.
  const { default: XLSX } = await import('xlsx');
  const workbook = XLSX.read(await readFile(filePath), { type: 'buffer' });
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw badRequest(`${path.basename(filePath)} has no sheet`);
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  const headerIndex = table.findIndex((row) => SHEET_HEADER_START.every((name, index) => String(row[index]).trim() === name));
  if (headerIndex < 0) {
    throw badRequest(`${path.basename(filePath)}: no SAIPE header row (${SHEET_HEADER_START.join(', ')}, ...) found`);
  }
  // The title row above the header says which year the estimates describe.
  const title = table.slice(0, headerIndex).map((row) => String(row[0] ?? '')).join(' ');
  const titleYear = /(20\d{2}) Poverty Estimates/i.exec(title)?.[1];
  const collector = new RecordCollector<SaipeDistrictRecord>('LEAID');
  const rejects: RejectedRow[] = [];
  const dataRows = table.slice(headerIndex + 1);
  dataRows.forEach((row, offset) => {
    const cells = row.map((cell) => String(cell ?? ''));
    if (cells.every((cell) => cell.trim() === '')) return;
    const line = headerIndex + offset + 2; // sheet rows are 1-based
    const raw = cells.join(',');
    if (cells.length !== 7 && cells.slice(7).some((cell) => cell.trim() !== '')) {
      rejects.push({ line, reason: `expected 7 columns, found ${cells.length}`, raw: clipRaw(raw) });
      return;
    }
    collectReject(rejects, line, raw, () => {
      const [state, fips, districtId, name, populationTotal, population5to17, childrenInPoverty] = cells;
      collector.add(line, toRecord({ state, fips, districtId, name, populationTotal, population5to17, childrenInPoverty }));
    });
  });
  onProgress?.({ phase: 'parse', done: 1, total: 1 });
  return {
    part: 'districts',
    year: titleYear ? Number(titleYear) : yearFromFileName(filePath),
    rows: collector.rows,
    rejects,
    notes: ['layout: Census SAIPE spreadsheet'],
  };
}

async function parseCsv(filePath: string, onProgress?: ProgressCallback): Promise<ParseResult<SaipeDistrictRecord>> {
  const collector = new RecordCollector<SaipeDistrictRecord>('LEAID');
  const result = await readDelimited(
    filePath,
    ({ line, values }) => {
      const record = toRecord({
        state: values.state_postal,
        fips: values.state_fips,
        districtId: values.district_id,
        name: values.name,
        populationTotal: values.est_total_population,
        population5to17: values.est_population_5_17,
        childrenInPoverty: values.est_children_5_17_in_poverty,
      });
      // The conversion also carries a derived `leaid`; it must agree with FIPS + district ID.
      if (values.leaid !== undefined && values.leaid.trim() !== '' && values.leaid.trim() !== record.leaid) {
        throw new FieldProblem(`leaid ${values.leaid} does not equal state FIPS + district ID (${record.leaid})`);
      }
      collector.add(line, record);
    },
    { onProgress, requiredColumns: CSV_COLUMNS, layoutName: 'SAIPE CSV' },
  );
  return {
    part: 'districts',
    year: yearFromFileName(filePath),
    rows: collector.rows,
    rejects: result.rejects,
    notes: ['layout: SAIPE CSV conversion'],
  };
}

export const saipeImporter: SourceImporter<SaipeDistrictRecord> = {
  id: 'saipe',
  title: 'Census SAIPE school-district poverty estimates',
  description:
    'Population, population 5-17 and children 5-17 in poverty per school district (the basis of Title I allocations). Accepts the published .xls and its CSV conversion.',
  detect: (header) => missingColumns(header, CSV_COLUMNS).length === 0,
  parse: (filePath, onProgress) =>
    /\.xlsx?$/i.test(filePath) ? parseSheet(filePath, onProgress) : parseCsv(filePath, onProgress),
};
