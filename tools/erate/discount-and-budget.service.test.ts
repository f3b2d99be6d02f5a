import { describe, expect, it } from 'vitest';
import type { CommitmentWithVendor, SchoolProfile } from '../../src/data/dataset/reader.js';
import type { DistrictRow } from '../../src/data/dataset/model.js';
import { runTool } from '../../src/tooling/run-tool.js';
import { useToolTestBed, withReader } from '../funding/test-service.js';
import { erateC2Budget } from './c2-budget.js';
import { erateDiscountCalculator } from './discount-calculator.js';

const bed = useToolTestBed();

/** FACTS.md §1, copied as printed: [band, lowest %, C1 urban, C1 rural, C2 urban, C2 rural]. */
const MATRIX: Array<[string, number, number, number, number, number]> = [
  ['less than 1%', 0, 20, 25, 20, 25],
  ['1% to 19%', 1, 40, 50, 40, 50],
  ['20% to 34%', 20, 50, 60, 50, 60],
  ['35% to 49%', 35, 60, 70, 60, 70],
  ['50% to 74%', 50, 80, 80, 80, 80],
  ['75% to 100%', 75, 90, 90, 85, 85],
];

/** Every band edge: its lowest value, and the value just under the next band. */
const EDGES = MATRIX.flatMap(([label, low, ...discounts], index) => {
  const next = MATRIX[index + 1];
  const top = next ? next[1] - 0.01 : 100;
  return [low, top].map((frl) => ({ frl, label, discounts }));
});

describe('GET /erate/discount-calculator', () => {
  it.each(EDGES.flatMap((edge) => (['urban', 'rural'] as const).map((locale) => ({ ...edge, locale }))))(
    'erate_discount_calculator($frl% NSLP, $locale) -> band $label',
    async ({ frl, label, discounts, locale }) => {
      const [c1Urban, c1Rural, c2Urban, c2Rural] = discounts;
      const result = await bed.call(erateDiscountCalculator, { frl_pct: frl, locale });
      expect(result.band.label).toBe(label);
      expect(result.category1_discount).toBe(locale === 'urban' ? c1Urban : c1Rural);
      expect(result.category2_discount).toBe(locale === 'urban' ? c2Urban : c2Rural);
      expect(result.citations.map((citation: { id: string }) => citation.id)).toContain('47cfr54.505');
    },
  );

  it('erate_discount_calculator(80% NSLP, rural) -> 90 Category One, 85 Category Two (capped)', async () => {
    const result = await bed.call(erateDiscountCalculator, { frl_pct: 80, locale: 'rural', type: 'district' });
    expect(result).toMatchObject({ category1_discount: 90, category2_discount: 85, category2_capped: true, type: 'district', locale: 'rural' });
    expect(result.notes[0]).toMatch(/more than 50%/);
  });

  it('erate_discount_calculator(locale omitted) -> urban', async () => {
    expect((await bed.call(erateDiscountCalculator, { frl_pct: 10 })).locale).toBe('urban');
  });

  it.each([
    [{}, 'frl_pct'],
    [{ frl_pct: -1 }, 'frl_pct'],
    [{ frl_pct: 100.01 }, 'frl_pct'],
    [{ frl_pct: 40, type: 'charter' }, 'type'],
    [{ frl_pct: 40, locale: 'suburban' }, 'locale'],
  ])('erate_discount_calculator(%j) -> 400 naming %s', async (input, field) => {
    const problem = await bed.failure(erateDiscountCalculator, input);
    expect(problem.status).toBe(400);
    expect(problem.extra.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('GET /erate/discount-calculator?frl_pct=abc over HTTP -> 400 problem details', async () => {
    const { key } = await bed.service.key('STARTER');
    const response = await bed.client.request('GET', '/erate/discount-calculator?frl_pct=abc', { key });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body.errors[0].field).toBe('frl_pct');
  });
});

function fakeSchool(nces_id: string, enrollment: number): SchoolProfile {
  return {
    nces_id, leaid: nces_id.slice(0, 7), name: `School ${nces_id}`, city: null, state: 'TX', zip: null, lat: null, lon: null, locale: 'urban', level: 'Elementary',
    grade_low: null, grade_high: null, enrollment, frl_count: null, frl_pct: 50, cep: null, title_i_eligible: null, title_i_schoolwide: null,
    math_proficiency: null, reading_proficiency: null, teachers_fte: null, pupil_teacher_ratio: null, counselors_fte: null, ell_pct: null, swd_pct: null,
    phone: null, address: null, source: 'test', source_year: 2024, generated: true, district_name: 'Test District', scores: null,
  };
}

function fakeDistrict(leaid: string, enrollment: number): DistrictRow {
  return {
    leaid, name: 'Test District', state: 'TX', city: null, locale: 'urban', school_count: 1, enrollment, population_5_17: null, children_in_poverty: null,
    poverty_pct: null, cwift: null, source: 'test', source_year: 2024, generated: true,
  };
}

function c2Commitment(fundingYear: number, preDiscount: number): CommitmentWithVendor {
  return {
    frn: `FRN${fundingYear}${preDiscount}`, funding_year: fundingYear, ben: '1', spin: '1', category: 2, service_type: 'Internal Connections',
    pre_discount_amount: preDiscount, discount_pct: 80, committed_amount: preDiscount * 0.8, disbursed_amount: preDiscount * 0.5,
    vendor_name: 'Vendor', entity_name: 'Test District', source: 'test', source_year: fundingYear, generated: true,
  };
}

/** [funding year, cycle, multiplier, floor] from FACTS.md §2. */
const CYCLES: Array<[number, string, number, number]> = [
  [2017, 'FY2015-2019', 150, 9_200],
  [2020, 'FY2020', 195.63, 11_998.43],
  [2023, 'FY2021-2025', 167, 25_000],
  [2027, 'FY2026-2030', 201.57, 30_175],
];

describe('GET /erate/c2-budget', () => {
  describe.each(CYCLES)('FY%i (%s: $%d per student, $%d floor)', (fundingYear, cycle, multiplier, floor) => {
    const smallSchool = fakeSchool('999990000001', 40);
    const largeSchool = fakeSchool('999990000002', 1000);
    const context = () =>
      withReader(bed.context, {
        getSchool: (id: string) => [smallSchool, largeSchool].find((school) => school.nces_id === id),
        getDistrict: () => fakeDistrict('9999900', smallSchool.enrollment!),
        districtSchools: () => [smallSchool],
        erateEntityFor: () => undefined,
        erateCommitments: () => [c2Commitment(fundingYear, 1_000), c2Commitment(fundingYear - 1, 500), c2Commitment(2000, 99_999)],
      });

    it(`erate_c2_budget(40 students, FY${fundingYear}) -> the $${floor} floor`, async () => {
      const result = (await runTool(erateC2Budget, context(), { nces_id: smallSchool.nces_id, funding_year: fundingYear })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(result).toMatchObject({ cycle: { id: cycle }, multiplier, floor, students: 40, budget: floor, basis: 'floor' });
    });

    it(`erate_c2_budget(1000 students, FY${fundingYear}) -> $${multiplier} x 1000`, async () => {
      const bigContext = withReader(context(), {
        getSchool: () => largeSchool,
        getDistrict: () => fakeDistrict('9999900', 1000),
        districtSchools: () => [largeSchool],
      });
      const result = (await runTool(erateC2Budget, bigContext, { nces_id: largeSchool.nces_id, funding_year: fundingYear })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(result.budget).toBeCloseTo(multiplier * 1000, 2);
      expect(result.basis).toBe('multiplier');
    });
  });

  it('erate_c2_budget(FY2023, commitments in and out of the cycle) -> only the cycle\'s Category Two pre-discount amounts count', async () => {
    const school = fakeSchool('999990000003', 1000);
    const context = withReader(bed.context, {
      getSchool: () => school,
      getDistrict: () => fakeDistrict('9999900', 1000),
      districtSchools: () => [school],
      erateCommitments: () => [c2Commitment(2021, 40_000), c2Commitment(2023, 10_000), c2Commitment(2020, 70_000), { ...c2Commitment(2022, 5_000), category: 1 }],
    });
    const result = (await runTool(erateC2Budget, context, { nces_id: school.nces_id, funding_year: 2023 })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(result).toMatchObject({ scope: 'district', budget: 167_000, committed_pre_discount: 50_000, remaining: 117_000, over_by: 0 });
    expect(result.history.map((year: { funding_year: number; pre_discount: number }) => [year.funding_year, year.pre_discount])).toEqual([
      [2021, 40_000],
      [2022, 0],
      [2023, 10_000],
    ]);
  });

  it('erate_c2_budget(leaid of a sandbox district, FY2023) -> budget and commitments from the dataset', async () => {
    const leaids = [...new Set(bed.reader.listSchools({}, { limit: 200 }).rows.map((school) => school.leaid))];
    const leaid = leaids.find((candidate) => bed.reader.c2Committed({ leaid: candidate, cycleStartYear: 2021 }) > 0)!;
    const district = bed.reader.getDistrict(leaid)!;
    const schools = bed.reader.districtSchools(district.leaid);
    const result = await bed.call(erateC2Budget, { leaid: district.leaid, funding_year: 2023 });
    const expectedBudget = Math.max(167 * district.enrollment!, 25_000 * schools.length);
    const committed = bed.reader.c2Committed({ leaid: district.leaid, cycleStartYear: 2021 });
    expect(result.budget).toBeCloseTo(expectedBudget, 2);
    expect(result.committed_pre_discount).toBeCloseTo(committed, 1);
    expect(result.remaining).toBeCloseTo(Math.max(0, expectedBudget - committed), 1);
    expect(result.citations.length).toBeGreaterThan(0);
  });

  it('erate_c2_budget(nces_id, no funding_year) -> the current funding year (clock 2026-11-22: FY2026)', async () => {
    const school = bed.reader.listSchools({}, { limit: 1 }).rows[0]!;
    const result = await bed.call(erateC2Budget, { nces_id: school.nces_id });
    expect(result).toMatchObject({ funding_year: 2026, cycle: { id: 'FY2026-2030' }, leaid: school.leaid, scope: 'district' });
  });

  it.each([
    [{}, 400],
    [{ nces_id: '010012800028', leaid: '0100128' }, 400],
    [{ leaid: '123' }, 400],
    [{ leaid: '0100128', funding_year: 2014 }, 400],
    [{ leaid: '0100128', funding_year: 2031 }, 400],
    [{ leaid: '0999999' }, 404],
    [{ nces_id: '999999999999' }, 404],
  ])('erate_c2_budget(%j) -> %i', async (input, status) => {
    expect((await bed.failure(erateC2Budget, input)).status).toBe(status);
  });
});
