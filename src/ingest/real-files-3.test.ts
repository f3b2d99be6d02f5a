import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { realFile } from './fixtures/paths.js';
import type { CrdcLeaRecord, EdfactsAcgrRecord } from './records.js';
import { findImporter } from './registry.js';
import { runImport, type ImportSummary } from './run-import.js';
import type { ParseResult } from './source.js';

/** EDFacts ACGR (school level) and CRDC 2020-21 LEA modules from SOURCES-2.md. */
const FILES = {
  acgr: ['edfacts', 'edfacts/acgr-sch-sy2014-15_from_kchaaa.csv'],
  disted: ['crdc-lea', 'crdc/crdc_2020-21_LEA_Distance_Education.csv'],
  hse: ['crdc-lea', 'crdc/crdc_2020-21_LEA_High_School_Equivalency.csv'],
} as const;
type Key = keyof typeof FILES;
const parsed = {} as Record<Key, ParseResult>;
const now = () => new Date('2026-11-25T00:00:00Z');

beforeAll(async () => {
  for (const [key, [source, file]] of Object.entries(FILES) as [Key, readonly [string, string]][]) {
    parsed[key] = await findImporter(source).parse(realFile(file));
  }
}, 60_000);

const school = (id: string) => (parsed.acgr.rows as EdfactsAcgrRecord[]).find((row) => row.id === id);
const lea = (key: 'disted' | 'hse', id: string) => (parsed[key].rows as CrdcLeaRecord[]).find((row) => row.id === id);

describe('edfacts: ACGR school file SY 2014-15', () => {
  it('22,167 rows read, all kept, none refused; year 2014 from the *_1415 columns', () => {
    expect(parsed.acgr).toMatchObject({ part: 'acgr-schools', year: 2014 });
    expect(parsed.acgr.rows).toHaveLength(22_167);
    expect(parsed.acgr.rejects).toEqual([]);
    expect(parsed.acgr.notes).toEqual(
      expect.arrayContaining([
        'ALL_RATE: 6644 exact, 7109 ranges (midpoint kept), 7149 GE/LT/LE bounds (midpoint of the bound and 100 or 0)',
        'ALL_RATE suppressed: 1265 schools (rate null, row kept)',
      ]),
    );
  });

  it('values checked by hand', () => {
    // Line 2, Albertville High Sch: ALL 252 / 91; MAM "." / "."; MAS 1 / PS; MHI 66 / 85-89; CWD 13 / LT50; LEP 9 / GE50.
    const albertville = school('010000500871')!;
    expect(albertville).toMatchObject({ leaid: '0100005', state_name: 'ALABAMA', name: 'Albertville High Sch' });
    expect(albertville.all).toMatchObject({ cohort: 252, rate: 91, low: 91, high: 91, reason: null });
    expect(albertville.groups.MAM).toMatchObject({ cohort: null, rate: null, reason: 'not reported' });
    expect(albertville.groups.MAS).toMatchObject({ cohort: 1, rate: null, reason: 'suppressed' });
    expect(albertville.groups.MHI).toMatchObject({ cohort: 66, rate: 87, low: 85, high: 89 });
    expect(albertville.groups.CWD).toMatchObject({ cohort: 13, rate: 25, low: 0, high: 50 });
    expect(albertville.groups.LEP).toMatchObject({ cohort: 9, rate: 75, low: 50, high: 100 });
    // Line 3, Asbury Sch (Marshall County): ALL 63 / GE95.
    expect(school('010000600872')!.all).toMatchObject({ cohort: 63, rate: 97.5, low: 95, high: 100, raw: 'GE95' });
    // Line 4, Douglas High Sch: ALL 114 / 85-89.
    expect(school('010000600878')!.all).toMatchObject({ cohort: 114, rate: 87, low: 85, high: 89 });
  });
});

describe('crdc-lea: CRDC 2020-21 LEA modules', () => {
  it('17,821 rows read each: 17,815 kept, 6 state-operated programs refused (LEAID like "19SOP02" is not an NCES LEAID)', () => {
    for (const key of ['disted', 'hse'] as const) {
      expect(parsed[key].year).toBe(2020);
      expect(parsed[key].rows).toHaveLength(17_815);
      expect(parsed[key].rejects).toHaveLength(6);
      for (const reject of parsed[key].rejects) expect(reject.reason).toMatch(/^LEAID is not 7 digits: "\d\dSOP\d\d"$/);
    }
    expect(parsed.disted.rejects[0]).toMatchObject({ line: 5727, reason: 'LEAID is not 7 digits: "19SOP02"' });
    expect(parsed.disted.part).toBe('disted');
    expect(parsed.hse.part).toBe('hse');
  });

  it('values checked by hand; leading zeros kept', () => {
    // Line 3, Albertville City (0100005): distance education Yes; TOT_DISTEDENR_M 12, _F 25.
    expect(lea('disted', '0100005')).toMatchObject({
      leaid: '0100005', state: 'AL', name: 'Albertville City', zip: '35950', justice_facility: false, indicator: true, total: 37,
    });
    expect(lea('disted', '0100005')!.counts).toMatchObject({ LEA_DISTEDENR_HI_M: 2, LEA_DISTEDENR_HI_F: 10, TOT_DISTEDENR_M: 12, TOT_DISTEDENR_F: 25 });
    // Line 2, Alabama Youth Services (0100002): CJJ Yes, no distance education, every count -9.
    const youth = lea('disted', '0100002')!;
    expect(youth).toMatchObject({ justice_facility: true, indicator: false, total: null });
    expect(youth.counts.TOT_DISTEDENR_M).toBeNull();
    expect(youth.reasons.TOT_DISTEDENR_M).toBe('not applicable / skipped (-9)');
    // Line 14, Brewerporch Childrens Center (0100021): LEA_DISTEDENR_HI_M -11 (suppressed), LEA_DISTEDENR_AM_M 1.
    const brewer = lea('disted', '0100021')!;
    expect(brewer.counts).toMatchObject({ LEA_DISTEDENR_HI_M: null, LEA_DISTEDENR_AM_M: 1 });
    expect(brewer.reasons.LEA_DISTEDENR_HI_M).toBe('suppressed (privacy) (-11)');
    // HSE line 44, Baldwin County (0100270): LEA_HSE_IND "-11".
    expect(lea('hse', '0100270')).toMatchObject({ indicator: null, indicator_reason: 'suppressed (privacy) (-11)' });
    // HSE line 2, Alabama Youth Services: TOT_HSEPART_M 14, _F 0.
    expect(lea('hse', '0100002')).toMatchObject({ indicator: true, total: 14 });
  });
});

describe('import under the wrong source name', () => {
  it.each([
    ['crdc-lea', FILES.acgr[1], /looks like the layout of: edfacts/],
    ['edfacts', FILES.disted[1], /looks like the layout of: crdc-lea/],
    ['ccd-district', FILES.hse[1], /looks like the layout of: crdc-lea/],
  ])('%s given %s: the refusal names the layout', async (source, file, expected) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-wrong-source-'));
    try {
      const error = await runImport({ source, filePath: realFile(file), dataDir, now }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toMatch(expected);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('staged with the live dataset: join rates', () => {
  let dataDir: string;
  const summaries: ImportSummary[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-live-edfacts-crdc-'));
    const imports: [string, string][] = [
      ['ccd-school', 'tx_ccd/tx-campuses-ccd.csv'],
      ['ccd-district', 'tx_ccd/tx-districts-ccd.csv'],
      [FILES.acgr[0], FILES.acgr[1]],
      [FILES.disted[0], FILES.disted[1]],
    ];
    for (const [source, file] of imports) summaries.push(await runImport({ source, filePath: realFile(file), dataDir, now }));
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('both are staged (rows counted in the dataset sources) and their join to schools / districts is reported', () => {
    const last = summaries.at(-1)!;
    expect(last.dataset.sources).toEqual(
      expect.arrayContaining([
        { source: 'edfacts-acgr-schools-2014-15', year: 2014, rows: 22_167 },
        { source: 'crdc-lea-disted-2020-21', year: 2020, rows: 17_815 },
      ]),
    );
    const edfacts = last.notes.find((note) => note.startsWith('edfacts-acgr-schools-2014-15:'));
    const crdc = last.notes.find((note) => note.startsWith('crdc-lea-disted-2020-21:'));
    // Only Texas is live here: all 1,692 Texas schools of the ACGR file (2014-15) are in the Texas CCD
    // campus file; 1,182 of the 1,208 Texas LEAs of CRDC 2020-21 are in the Texas CCD district file.
    expect(edfacts).toBe('edfacts-acgr-schools-2014-15: 1692 of 22167 rows (7.6%) join a live school by NCESSCH; staged only');
    expect(crdc).toBe('crdc-lea-disted-2020-21: 1182 of 17815 rows (6.6%) join a live district by LEAID; staged only');
  });
});
