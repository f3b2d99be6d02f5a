import { describe, expect, it } from 'vitest';
import { erateDiscount } from '../../src/core/erate/discount.js';
import { isRuralForErate } from '../../src/core/erate/locale.js';
import type { DatasetContent, SchoolRow } from '../../src/data/dataset/model.js';
import { STATES } from '../states.js';
import { generateSandbox } from './generate.js';
import { STATE_PROFILES } from './state-profiles.js';
import { TEST_AS_OF } from '../../src/testing/as-of.js';

const SCALE = 0.01;
const content: DatasetContent = generateSandbox({ seed: 7, scale: SCALE, asOf: TEST_AS_OF });

function pearson(pairs: [number, number][]): number {
  const n = pairs.length;
  const meanX = pairs.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = pairs.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (const [x, y] of pairs) {
    covariance += (x - meanX) * (y - meanY);
    varianceX += (x - meanX) ** 2;
    varianceY += (y - meanY) ** 2;
  }
  return covariance / Math.sqrt(varianceX * varianceY);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('generateSandbox', () => {
  it('generateSandbox(same seed) -> identical rows; another seed -> different rows', () => {
    const again = generateSandbox({ seed: 7, scale: SCALE, asOf: TEST_AS_OF });
    expect(again.schools).toEqual(content.schools);
    expect(again.erate_commitments).toEqual(content.erate_commitments);
    expect(again.contacts).toEqual(content.contacts);
    const other = generateSandbox({ seed: 8, scale: SCALE, asOf: TEST_AS_OF });
    expect(other.schools.map((school) => school.nces_id)).not.toEqual(content.schools.map((school) => school.nces_id));
  });

  it('generateSandbox(scale 0) -> RangeError', () => {
    expect(() => generateSandbox({ seed: 1, scale: 0, asOf: TEST_AS_OF })).toThrow(RangeError);
    expect(() => generateSandbox({ seed: 1, scale: 1.5, asOf: TEST_AS_OF })).toThrow(RangeError);
  });

  it('ids: LEAID = state FIPS + 5 digits, NCES id = LEAID + 5 digits, all unique', () => {
    const fipsByAbbr = new Map(STATES.map((state) => [state.abbr, state.fips]));
    for (const district of content.districts) {
      expect(district.leaid).toMatch(/^\d{7}$/);
      expect(district.leaid.slice(0, 2)).toBe(fipsByAbbr.get(district.state));
    }
    const leaids = new Set(content.districts.map((district) => district.leaid));
    expect(leaids.size).toBe(content.districts.length);
    for (const school of content.schools) {
      expect(school.nces_id).toMatch(/^\d{12}$/);
      expect(school.nces_id.slice(0, 7)).toBe(school.leaid);
      expect(leaids.has(school.leaid)).toBe(true);
    }
    expect(new Set(content.schools.map((school) => school.nces_id)).size).toBe(content.schools.length);
  });

  it('every one of the 51 jurisdictions has schools, in proportion to its real school count', () => {
    expect(content.states).toHaveLength(51);
    const byState = new Map<string, number>();
    for (const school of content.schools) byState.set(school.state, (byState.get(school.state) ?? 0) + 1);
    for (const profile of STATE_PROFILES) {
      expect(byState.get(profile.abbr)).toBe(Math.max(1, Math.round(profile.schools * SCALE)));
    }
    expect(byState.get('CA')!).toBeGreaterThan(byState.get('VT')! * 20);
  });

  it('national scale (computed from the profile table, not generated) -> ~100,000 schools in 13,143 districts', () => {
    const schools = STATE_PROFILES.reduce((sum, profile) => sum + profile.schools, 0);
    const districts = STATE_PROFILES.reduce((sum, profile) => sum + Math.min(profile.districts, profile.schools), 0);
    expect(STATE_PROFILES).toHaveLength(51);
    expect(schools).toBeGreaterThan(95_000);
    expect(schools).toBeLessThan(105_000);
    expect(districts).toBe(13_143);
  });

  it('FRL and math proficiency are negatively correlated (r < -0.3)', () => {
    const pairs = content.schools
      .filter((school) => school.frl_pct !== null && school.math_proficiency !== null)
      .map((school) => [school.frl_pct!, school.math_proficiency!] as [number, number]);
    expect(pearson(pairs)).toBeLessThan(-0.3);
  });

  it('enrollment medians rise from elementary to middle to high school', () => {
    const byLevel = (level: SchoolRow['level']) =>
      median(content.schools.filter((school) => school.level === level).map((school) => school.enrollment ?? 0));
    expect(byLevel('Elementary')).toBeLessThan(byLevel('Middle'));
    expect(byLevel('Elementary')).toBeGreaterThan(250);
    expect(byLevel('High')).toBeGreaterThan(byLevel('Elementary'));
  });

  it('Title I flags follow FRL: eligible at >= 35%, schoolwide only when eligible and >= 40%', () => {
    for (const school of content.schools) {
      expect(school.title_i_eligible).toBe((school.frl_pct ?? 0) >= 35);
      if (school.title_i_schoolwide) expect(school.frl_pct!).toBeGreaterThanOrEqual(40);
    }
    expect(content.schools.some((school) => school.title_i_schoolwide)).toBe(true);
  });

  it('district enrollment and school_count equal the sums of their schools', () => {
    const schoolsOf = new Map<string, SchoolRow[]>();
    for (const school of content.schools) schoolsOf.set(school.leaid, [...(schoolsOf.get(school.leaid) ?? []), school]);
    for (const district of content.districts) {
      const schools = schoolsOf.get(district.leaid) ?? [];
      expect(district.school_count).toBe(schools.length);
      expect(district.enrollment).toBe(schools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0));
    }
  });

  it('E-Rate: 20 funding years, discounts from the matrix, C2 FY2021-2025 within $167 x students', () => {
    const years = new Set(content.erate_commitments.map((row) => row.funding_year));
    expect(Math.min(...years)).toBe(2006);
    expect(Math.max(...years)).toBe(2025);
    const entityByBen = new Map(content.erate_entities.map((entity) => [entity.ben, entity]));
    const districtByLeaid = new Map(content.districts.map((district) => [district.leaid, district]));
    const c2ByDistrict = new Map<string, number>();
    for (const row of content.erate_commitments) {
      const district = districtByLeaid.get(entityByBen.get(row.ben)!.leaid!)!;
      const schools = content.schools.filter((school) => school.leaid === district.leaid);
      const frl = (100 * schools.reduce((sum, school) => sum + (school.frl_count ?? 0), 0)) / district.enrollment!;
      const rural = schools.filter((school) => isRuralForErate(school.locale)).length * 2 > schools.length;
      const category = row.category === 2 && row.funding_year < 2015 ? 1 : row.category;
      expect(row.discount_pct).toBe(erateDiscount({ nslpPct: Math.min(100, frl), rural, category }));
      expect(row.committed_amount).toBeCloseTo((row.pre_discount_amount * row.discount_pct) / 100, 1);
      if (row.category === 2 && row.funding_year >= 2021) {
        c2ByDistrict.set(district.leaid, (c2ByDistrict.get(district.leaid) ?? 0) + row.pre_discount_amount);
      }
    }
    expect(c2ByDistrict.size).toBeGreaterThan(0);
    for (const [leaid, total] of c2ByDistrict) {
      expect(total).toBeLessThanOrEqual(167 * districtByLeaid.get(leaid)!.enrollment! + 0.01);
    }
  });

  it('vendor market is skewed: the top 10% of vendors hold most committed dollars', () => {
    const totals = new Map<string, number>();
    for (const row of content.erate_commitments) totals.set(row.spin, (totals.get(row.spin) ?? 0) + row.committed_amount);
    const sorted = [...totals.values()].sort((a, b) => b - a);
    const all = sorted.reduce((sum, value) => sum + value, 0);
    const top = sorted.slice(0, Math.ceil(content.erate_vendors.length / 10)).reduce((sum, value) => sum + value, 0);
    expect(top / all).toBeGreaterThan(0.5);
  });

  it('people are fictional: example.org e-mail, 555-01xx phones, generated rows', () => {
    expect(content.contacts.length).toBeGreaterThan(content.schools.length);
    for (const contact of content.contacts) {
      expect(contact.email).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9-]+\.example\.org$/);
      expect(contact.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(contact.generated).toBe(true);
      expect((contact.nces_id === null) !== (contact.leaid === null)).toBe(true);
    }
  });

  it('every generated row carries sandbox provenance', () => {
    for (const table of ['districts', 'schools', 'equity', 'finance', 'erate_commitments', 'board_items', 'shortages', 'standards'] as const) {
      for (const row of content[table]) {
        expect(row.source).toBe('sandbox-generator');
        expect(row.generated).toBe(true);
      }
    }
  });

  it('finance: per-pupil spending within $7k-$60k and instruction about 60% of current spending', () => {
    const latest = content.finance.filter((row) => row.fiscal_year === 2023);
    expect(latest).toHaveLength(content.districts.length);
    for (const row of latest) {
      expect(row.per_pupil_expenditure!).toBeGreaterThan(7_000);
      expect(row.per_pupil_expenditure!).toBeLessThan(60_000);
      const share = row.instruction! / (row.instruction! + row.support_services!);
      expect(share).toBeGreaterThan(0.49);
      expect(share).toBeLessThan(0.71);
    }
  });
});

describe('generateSandbox dates follow the as-of day', () => {
  const DAY_MS = 86_400_000;
  const later = generateSandbox({ seed: 7, scale: SCALE, asOf: new Date('2026-11-25T00:00:00Z') });
  const builds = [
    { asOf: '2025-10-01', data: content, schoolYear: 2024, fundingYear: 2025, shortageYears: ['2023-24', '2024-25'] },
    { asOf: '2026-11-25', data: later, schoolYear: 2025, fundingYear: 2026, shortageYears: ['2024-25', '2025-26'] },
  ];
  const daysBefore = (asOf: string, date: string) => (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS;

  it.each(builds)('as of $asOf: no date after it, newest contact refresh within 7 days, events within the last year', ({ asOf, data }) => {
    const contactAges = data.contacts.map((row) => daysBefore(asOf, row.refreshed_at!));
    expect(Math.min(...contactAges)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...contactAges)).toBeLessThanOrEqual(7);
    expect(Math.max(...contactAges)).toBeLessThanOrEqual(400);
    for (const ages of [data.board_items.map((row) => daysBefore(asOf, row.meeting_date)), data.leadership_changes.map((row) => daysBefore(asOf, row.effective_date))]) {
      expect(ages.length).toBeGreaterThan(0);
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    }
  });

  it.each(builds)('as of $asOf: school year $schoolYear, latest funding year FY$fundingYear over twenty years', ({ data, schoolYear, fundingYear, shortageYears }) => {
    expect(new Set(data.schools.map((school) => school.source_year))).toEqual(new Set([schoolYear]));
    expect(new Set(data.districts.map((district) => district.source_year))).toEqual(new Set([schoolYear]));
    const years = data.erate_commitments.map((row) => row.funding_year);
    expect(Math.max(...years)).toBe(fundingYear);
    expect(Math.min(...years)).toBe(fundingYear - 19);
    // Invoices lag: nothing is paid yet on the newest funding year.
    expect(data.erate_commitments.filter((row) => row.funding_year === fundingYear).every((row) => row.disbursed_amount === 0)).toBe(true);
    expect(new Set(data.shortages.map((row) => row.school_year))).toEqual(new Set(shortageYears));
    expect(Math.max(...data.finance.map((row) => row.fiscal_year))).toBe(schoolYear - 1);
  });

  it('as of 2026-11-25: FY2026 Category Two stays within the FY2026-2030 budget of $201.57 x students', () => {
    const leaidByBen = new Map(later.erate_entities.map((entity) => [entity.ben, entity.leaid!]));
    const enrollment = new Map(later.districts.map((district) => [district.leaid, district.enrollment!]));
    const spent = new Map<string, number>();
    for (const row of later.erate_commitments) {
      if (row.category !== 2 || row.funding_year < 2026) continue;
      const leaid = leaidByBen.get(row.ben)!;
      spent.set(leaid, (spent.get(leaid) ?? 0) + row.pre_discount_amount);
    }
    expect(spent.size).toBeGreaterThan(0);
    for (const [leaid, total] of spent) expect(total).toBeLessThanOrEqual(201.57 * enrollment.get(leaid)! + 0.01);
  });

  it('the as-of day moves dates only: the same schools, names and FRL', () => {
    const strip = (school: DatasetContent['schools'][number]) => ({ ...school, source_year: 0 });
    expect(later.schools.map(strip)).toEqual(content.schools.map(strip));
  });
});

