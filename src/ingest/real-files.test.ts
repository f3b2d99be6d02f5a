import { beforeAll, describe, expect, it } from 'vitest';
import { realFile } from './fixtures/paths.js';
import type {
  CcdDistrictRecord,
  CcdSchoolRecord,
  CwiftLeaRecord,
  HifldSchoolRecord,
  SaipeDistrictRecord,
  StagedRecord,
  UsacEntityRecord,
  UsacVendorRecord,
} from './records.js';
import { findImporter } from './registry.js';
import type { ParseResult } from './source.js';

/** Every real sample is parsed once for the whole file; the tests only read the results. */
const FILES = {
  saipe22Sheet: ['saipe', 'saipe/ussd22.xls'],
  saipe23Sheet: ['saipe', 'saipe/ussd23.xls'],
  saipe22Csv: ['saipe', 'saipe/saipe_school_districts_2022.csv'],
  saipe23Csv: ['saipe', 'saipe/saipe_school_districts_2023.csv'],
  cwiftLea: ['cwift', 'cwift/EDGE_ACS_CWIFT2022_LEA2223.txt'],
  cwiftState: ['cwift', 'cwift/EDGE_ACS_CWIFT2022_State.txt'],
  ccdSchools: ['ccd-school', 'tx_ccd/tx-campuses-ccd.csv'],
  ccdDistricts: ['ccd-district', 'tx_ccd/tx-districts-ccd.csv'],
  hifld: ['hifld', 'hifld_fl/Public_Schools_FL.csv'],
  vendors: ['usac-vendors', 'usac_skyrate/usac_vendors_raw.csv'],
  entities: ['usac-entities', 'usac_skyrate/usac_entities_no_contacts.csv'],
} as const;

type FileKey = keyof typeof FILES;
const parsed = {} as Record<FileKey, ParseResult>;

beforeAll(async () => {
  for (const [key, [source, file]] of Object.entries(FILES) as [FileKey, readonly [string, string]][]) {
    parsed[key] = await findImporter(source).parse(realFile(file));
  }
}, 60_000);

const rowsOf = <Row extends StagedRecord>(key: FileKey) => parsed[key].rows as Row[];

function countBy<Row>(rows: readonly Row[], pick: (row: Row) => string | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const key = String(pick(row));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('real files: row counts as SOURCES.md states, nothing rejected', () => {
  it.each([
    ['saipe22Sheet', 13_153, 2022],
    ['saipe23Sheet', 13_144, 2023],
    ['saipe22Csv', 13_153, 2022],
    ['saipe23Csv', 13_144, 2023],
    ['cwiftLea', 13_152, 2022],
    ['cwiftState', 51, 2022],
    ['ccdSchools', 9_336, 2013],
    ['ccdDistricts', 1_265, 2013],
    ['hifld', 4_337, 2024],
    ['vendors', 25_269, 2026],
    ['entities', 30_244, 2026],
  ] as const)('parse(%s) -> %i rows of year %i', (key, rows, year) => {
    expect(parsed[key].rejects).toEqual([]);
    expect(parsed[key].rows).toHaveLength(rows);
    expect(parsed[key].year).toBe(year);
  });
});

describe('SAIPE', () => {
  it('saipe(ussd23.xls) and saipe(its CSV) -> the same records', () => {
    expect(parsed.saipe23Sheet.rows).toEqual(parsed.saipe23Csv.rows);
    expect(parsed.saipe22Sheet.rows).toEqual(parsed.saipe22Csv.rows);
  });

  it('saipe 2023 LEAID join CWIFT LEAID -> 13,137 of 13,144 match', () => {
    const cwift = new Set(rowsOf<CwiftLeaRecord>('cwiftLea').map((row) => row.leaid));
    const saipe = rowsOf<SaipeDistrictRecord>('saipe23Csv');
    expect(saipe.filter((row) => cwift.has(row.leaid))).toHaveLength(13_137);
  });

  it('saipe(Alabaster City, 2023) -> LEAID 0100190 with its published counts', () => {
    const alabaster = rowsOf<SaipeDistrictRecord>('saipe23Sheet').find((row) => row.leaid === '0100190');
    expect(alabaster).toMatchObject({
      state: 'AL',
      name: 'Alabaster City School District',
      population_total: 34_832,
      population_5_17: 6_631,
      children_in_poverty: 702,
    });
  });
});

describe('CWIFT', () => {
  it('cwift(LEA file, Latin-1) -> IDs of 7 digits and indexes near 1', () => {
    const rows = rowsOf<CwiftLeaRecord>('cwiftLea');
    expect(rows.every((row) => /^\d{7}$/.test(row.leaid))).toBe(true);
    expect(rows.find((row) => row.leaid === '0100001')).toMatchObject({ name: 'Fort Rucker School District', cwift: 0.807 });
    expect(rows.some((row) => /[^\x00-\x7F]/.test(row.name))).toBe(true); // accented names decoded, not mangled
    expect(rows.every((row) => !row.name.includes('\uFFFD'))).toBe(true);
  });
});

describe('CCD 2013-14 Texas', () => {
  it('ccd-school(tx campuses) -> NCESSCH = LEAID + 5 digits, no level invented, locale from ULOCAL', () => {
    const rows = rowsOf<CcdSchoolRecord>('ccdSchools');
    expect(rows.every((row) => row.nces_id.startsWith(row.leaid) && row.nces_id.length === 12)).toBe(true);
    expect(rows.every((row) => row.level === null && row.state === 'TX')).toBe(true);
    expect(countBy(rows, (row) => row.locale)).toEqual({ urban: 3_528, suburban: 2_296, town: 1_258, rural: 2_254 });
    expect(rows.find((row) => row.nces_id === '480000101145')).toMatchObject({
      name: 'CROSBYTON EL',
      grade_low: 'PK',
      grade_high: '05',
      lat: 33.658782,
      charter: false,
    });
  });

  it('ccd-district(tx districts) -> ULOCAL "00:00:00" leaves locale null and is noted', () => {
    const rows = rowsOf<CcdDistrictRecord>('ccdDistricts');
    expect(rows.every((row) => row.locale === null)).toBe(true);
    expect(parsed.ccdDistricts.notes.join(' ')).toContain('1265 rows');
  });
});

describe('HIFLD Florida', () => {
  it('hifld(-999) -> null enrollment and teachers, never negative', () => {
    const rows = rowsOf<HifldSchoolRecord>('hifld');
    expect(rows.filter((row) => row.enrollment === null)).toHaveLength(105);
    expect(rows.filter((row) => row.teachers_fte === null)).toHaveLength(113);
    expect(rows.every((row) => (row.enrollment ?? 0) >= 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + (row.enrollment ?? 0), 0)).toBe(2_870_488);
  });

  it('hifld(LEVEL_) -> three model levels, other values kept raw with a null level', () => {
    const rows = rowsOf<HifldSchoolRecord>('hifld');
    expect(countBy(rows, (row) => row.level)).toEqual({ Elementary: 2_248, Middle: 588, High: 937, null: 564 });
    expect(countBy(rows.filter((row) => row.level === null), (row) => row.level_raw)).toEqual({
      OTHER: 383,
      'NOT REPORTED': 105,
      PREKINDERGARTEN: 72,
      SECONDARY: 4,
    });
  });
});

describe('USAC', () => {
  it('usac-vendors -> 16,237 Active and 9,032 Closed SPINs', () => {
    expect(countBy(rowsOf<UsacVendorRecord>('vendors'), (row) => row.status)).toEqual({ Active: 16_237, Closed: 9_032 });
  });

  it('usac-entities -> entity types as listed and "$47,470.52" read as 47470.52', () => {
    const rows = rowsOf<UsacEntityRecord>('entities');
    expect(countBy(rows, (row) => row.entity_type)).toEqual({
      'School District': 14_357,
      School: 10_763,
      Library: 3_052,
      'Library System': 1_356,
      Consortium: 716,
    });
    expect(rows.find((row) => row.ben === '10003')?.total_funding_committed).toBe(47_470.52);
  });
});
