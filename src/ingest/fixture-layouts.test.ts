import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { fixture, realFile } from './fixtures/paths.js';
import type {
  CcdDistrictRecord,
  CcdLunchRecord,
  CcdMembershipRecord,
  CcdSchoolRecord,
  HifldSchoolRecord,
  SaipeDistrictRecord,
  UsacFrnRecord,
} from './records.js';
import { findImporter } from './registry.js';

/**
 * Layouts with no real sample here (current CCD files, USAC FRN exports) are tested on small
 * fixtures written from the published column names; bad rows are tested on fixtures too.
 */
describe('rejected rows carry line and reason', () => {
  it('hifld(bad ID, negative enrollment, short row, duplicate, LEAID mismatch) -> five rejects, two rows kept', async () => {
    const result = await findImporter('hifld').parse(fixture('hifld-bad-rows.csv'));
    expect(result.rejects.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'NCESID is not 12 digits: "12000020797X"' },
      { line: 4, reason: 'ENROLLMENT is below 0: -5' },
      { line: 5, reason: 'expected 32 columns, found 7' },
      { line: 7, reason: 'duplicate NCESID 120000207976 (first seen on line 2)' },
      { line: 8, reason: 'NCESID 130000207980 does not start with DISTRICTID 1200002' },
    ]);
    expect(result.rejects[2]?.raw).toBe('-81.4,28.5,120000207978,SHORT ROW,1 MAIN ST,ORLANDO,FL');
    const rows = result.rows as HifldSchoolRecord[];
    expect(rows.map((row) => row.name)).toEqual(['GOOD ELEMENTARY', 'MISSING VALUES ACADEMY']);
    expect(rows[1]).toMatchObject({ enrollment: null, teachers_fte: null, grade_low: null, level: null, level_raw: 'NOT REPORTED' });
  });

  it('saipe(CSV with a leaid that is not FIPS + district ID) -> rejected; pop 5-17 of 0 kept', async () => {
    const result = await findImporter('saipe').parse(fixture('saipe-small.csv'));
    expect(result.rejects).toEqual([
      expect.objectContaining({ line: 4, reason: 'leaid 1200005 does not equal state FIPS + district ID (1200004)' }),
    ]);
    expect((result.rows as SaipeDistrictRecord[]).map((row) => row.leaid)).toEqual(['1200002', '1200003']);
  });

  it('a file of another source -> refused whole with the missing columns named', async () => {
    const refusal = findImporter('hifld').parse(realFile('cwift/EDGE_ACS_CWIFT2022_State.txt'));
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toThrow(/missing column\(s\) NCESID, NAME/);
  });
});

describe('CCD current layouts (fixtures; no real file was available)', () => {
  it('ccd-school(ccd_sch_029) -> level mapped, "Other" kept raw, LEAID prefix checked, "M" phone null', async () => {
    const result = await findImporter('ccd-school').parse(fixture('ccd_sch_029_directory.csv'));
    expect(result).toMatchObject({ part: 'directory', year: 2022 });
    expect(result.rejects.map((reject) => reject.reason)).toEqual(['NCESSCH 130000200002 does not start with LEAID 1200002']);
    const rows = result.rows as CcdSchoolRecord[];
    expect(rows[0]).toMatchObject({ nces_id: '120000207976', level: 'Elementary', charter: false, zip: '32835', lat: null });
    expect(rows[1]).toMatchObject({ nces_id: '120000200001', level: null, level_raw: 'Other', charter: true });
  });

  it('ccd-school(ccd_sch_052 long) -> school totals only; -9 is null; negative count rejected', async () => {
    const result = await findImporter('ccd-school').parse(fixture('ccd_sch_052_membership_long.csv'));
    expect(result).toMatchObject({ part: 'membership', year: 2022 });
    expect(result.rows as CcdMembershipRecord[]).toEqual([
      { kind: 'ccd-membership', id: '120000207976', nces_id: '120000207976', enrollment: 610 },
      { kind: 'ccd-membership', id: '120000200001', nces_id: '120000200001', enrollment: null },
    ]);
    expect(result.rejects).toEqual([expect.objectContaining({ line: 5, reason: 'STUDENT_COUNT is below 0: -40' })]);
    expect(result.notes).toContain('1 grade/race/sex detail rows read past: only school totals are used');
  });

  it('ccd-school(ccd_sch_052 wide) -> TOTAL per school, "M" is null', async () => {
    const result = await findImporter('ccd-school').parse(fixture('ccd_sch_052_membership_wide.csv'));
    expect(result).toMatchObject({ part: 'membership', year: 2019 });
    expect((result.rows as CcdMembershipRecord[]).map((row) => row.enrollment)).toEqual([598, null]);
  });

  it('ccd-school(ccd_sch_033 long) -> free, reduced and total per school; direct certification ignored', async () => {
    const result = await findImporter('ccd-school').parse(fixture('ccd_sch_033_lunch_long.csv'));
    expect(result).toMatchObject({ part: 'lunch', year: 2022, rejects: [] });
    expect(result.rows as CcdLunchRecord[]).toEqual([
      { kind: 'ccd-lunch', id: '120000207976', nces_id: '120000207976', free: 250, reduced: 55, total: 305 },
      { kind: 'ccd-lunch', id: '120000200001', nces_id: '120000200001', free: null, reduced: null, total: null },
    ]);
  });

  it('ccd-district(ccd_lea_029) -> OPERATIONAL_SCHOOLS as school count, -1 null, FIPS mismatch rejected', async () => {
    const result = await findImporter('ccd-district').parse(fixture('ccd_lea_029_directory.csv'));
    expect(result).toMatchObject({ part: 'directory', year: 2022 });
    expect((result.rows as CcdDistrictRecord[]).map((row) => [row.leaid, row.school_count])).toEqual([
      ['1200002', 2],
      ['1200003', null],
    ]);
    expect(result.rejects.map((reject) => reject.reason)).toEqual(['LEAID 1200004 does not start with FIPST 48']);
  });
});

describe('USAC FRN export (fixture with display-name headers)', () => {
  it('usac-frn -> Current rows kept, discounts as percent, category from service type, bad rows rejected', async () => {
    const result = await findImporter('usac-frn').parse(fixture('usac-frn-status.csv'));
    expect(result).toMatchObject({ part: 'commitments', year: 2024 });
    expect(result.rejects.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'form_version Original is superseded by the Current row of the same FRN' },
      { line: 6, reason: 'committed amount 3550 exceeds pre-discount amount 3000' },
      { line: 7, reason: 'service type "Telepathy" has no known E-Rate category' },
    ]);
    const rows = result.rows as UsacFrnRecord[];
    expect(rows[0]).toMatchObject({
      frn: '2499000001',
      ben: '10003',
      spin: '143000003',
      category: 1,
      pre_discount_amount: 10_000,
      discount_pct: 80,
      committed_amount: 8_000,
      disbursed_amount: 7_500,
      status: 'Funded',
    });
    expect(rows[1]).toMatchObject({ frn: '2499000002', category: 2, discount_pct: 85, disbursed_amount: null });
    expect(rows[2]).toMatchObject({ frn: '2499000003', status: 'Denied' });
  });
});
