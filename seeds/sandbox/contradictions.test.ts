import { describe, expect, it } from 'vitest';
import { erateDiscount } from '../../src/core/erate/discount.js';
import { isRuralForErate } from '../../src/core/erate/locale.js';
import type { DatasetContent } from '../../src/data/dataset/model.js';
import { DISTRICT_NAME_LEVELS } from './geography.js';
import { sandboxCalendar } from './calendar.js';
import { REAL_FRL } from './frl-calibration.js';
import { generateSandbox } from './generate.js';

/**
 * Scans the whole national sandbox for what a district sales team would notice at once: district
 * names that contradict their schools, two districts of one state with one name, E-Rate commitments
 * at a discount other than the district-wide one the service quotes, dates after the day it was built
 * or long before it, and an FRL distribution unlike the real one. It is built as of today, as a new
 * sandbox is: every date assertion is relative to that day.
 */
const asOf = new Date();
const calendar = sandboxCalendar(asOf);
const content: DatasetContent = generateSandbox({ seed: 20261122, scale: 1, asOf });
const DAY_MS = 86_400_000;
// Loops, not Math.max(...rows): spreading 100,000 arguments overflows the stack.
const minOf = (values: readonly number[]) => values.reduce((low, value) => Math.min(low, value), Infinity);
const maxOf = (values: readonly number[]) => values.reduce((high, value) => Math.max(high, value), -Infinity);
const ageInDays = (date: string) => (calendar.asOfMs - Date.parse(`${date.slice(0, 10)}T00:00:00Z`)) / DAY_MS;

interface FrlSummary {
  weightedMean: number;
  schoolMean: number;
  p10: number;
  median: number;
  p90: number;
  over50: number;
  over75: number;
}

/** The same measures the calibration took on the real files (frl-calibration.ts). */
function summarizeFrl(schools: DatasetContent['schools']): FrlSummary {
  const pcts = schools.map((school) => school.frl_pct!).sort((left, right) => left - right);
  const at = (share: number) => pcts[Math.min(pcts.length - 1, Math.floor(share * pcts.length))]!;
  const students = schools.reduce((sum, school) => sum + school.enrollment!, 0);
  const eligible = schools.reduce((sum, school) => sum + school.frl_count!, 0);
  return {
    weightedMean: (100 * eligible) / students,
    schoolMean: pcts.reduce((sum, pct) => sum + pct, 0) / pcts.length,
    p10: at(0.1),
    median: at(0.5),
    p90: at(0.9),
    over50: (100 * pcts.filter((pct) => pct > 50).length) / pcts.length,
    over75: (100 * pcts.filter((pct) => pct > 75).length) / pcts.length,
  };
}

describe('the national sandbox holds no contradictions', () => {
  it('no High school in an "Elementary School District", no Elementary school in a "High School District"', () => {
    const levelsByDistrict = new Map<string, Set<string>>();
    for (const school of content.schools) {
      if (!levelsByDistrict.has(school.leaid)) levelsByDistrict.set(school.leaid, new Set());
      if (school.level) levelsByDistrict.get(school.leaid)!.add(school.level);
    }
    const contradictions = content.districts.flatMap((district) => {
      const rule = DISTRICT_NAME_LEVELS.find((candidate) => district.name.endsWith(candidate.suffix));
      return rule && levelsByDistrict.get(district.leaid)?.has(rule.forbidden) ? [`${district.name} holds a ${rule.forbidden} school`] : [];
    });
    expect(contradictions).toEqual([]);
    // The named kinds still exist where their schools fit.
    expect(content.districts.some((district) => district.name.endsWith('Elementary School District'))).toBe(true);
  });

  it('district names are unique within a state', () => {
    const seen = new Set<string>();
    const duplicates = content.districts.filter((district) => {
      const key = `${district.state}/${district.name}`;
      const duplicate = seen.has(key);
      seen.add(key);
      return duplicate;
    });
    expect(duplicates.map((district) => district.name)).toEqual([]);
  });

  it('every E-Rate commitment from FY2015 on carries its district\'s district-wide discount', () => {
    const entityLeaid = new Map(content.erate_entities.map((entity) => [entity.ben, entity.leaid]));
    const schoolsByDistrict = new Map<string, DatasetContent['schools']>();
    for (const school of content.schools) {
      const list = schoolsByDistrict.get(school.leaid) ?? [];
      list.push(school);
      schoolsByDistrict.set(school.leaid, list);
    }
    const expected = new Map<string, [number, number]>();
    let wrong = 0;
    let checked = 0;
    for (const row of content.erate_commitments) {
      if (row.funding_year < 2015) continue;
      const leaid = entityLeaid.get(row.ben);
      if (!leaid) continue;
      if (!expected.has(leaid)) {
        const schools = schoolsByDistrict.get(leaid) ?? [];
        const students = schools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0);
        const eligible = schools.reduce((sum, school) => sum + (school.frl_count ?? 0), 0);
        const rural = schools.filter((school) => isRuralForErate(school.locale)).length * 2 > schools.length;
        const pct = Math.min(100, (100 * eligible) / students);
        expected.set(leaid, [erateDiscount({ nslpPct: pct, rural, category: 1 }), erateDiscount({ nslpPct: pct, rural, category: 2 })]);
      }
      checked += 1;
      if (row.discount_pct !== expected.get(leaid)![row.category - 1]) wrong += 1;
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(wrong).toBe(0);
  });

  it('no generated date after the build day; contacts refreshed within 400 days, the newest within a week; events within the last year', () => {
    const contactAges = content.contacts.map((row) => ageInDays(row.refreshed_at!));
    const eventAges = [...content.board_items.map((row) => ageInDays(row.meeting_date)), ...content.leadership_changes.map((row) => ageInDays(row.effective_date))];
    const after = [...contactAges, ...eventAges].filter((age) => age < 0);
    expect(after).toEqual([]);
    expect(minOf(contactAges)).toBeLessThanOrEqual(7);
    expect(maxOf(contactAges)).toBeLessThanOrEqual(400);
    expect(maxOf(eventAges)).toBeLessThanOrEqual(365);
    expect(minOf(eventAges)).toBeLessThanOrEqual(7);
  });

  it('years follow the build day: no funding year, school year or fiscal year after it', () => {
    const fundingYears = content.erate_commitments.map((row) => row.funding_year);
    expect(maxOf(fundingYears)).toBe(calendar.erate.last);
    // A funding year starts July 1: the latest one has started by the build day.
    expect(Date.parse(`${calendar.erate.last}-07-01T00:00:00Z`)).toBeLessThanOrEqual(calendar.asOfMs);
    // The school year the schools describe has ended by the build day (June 30 of its second year).
    expect(new Set(content.schools.map((school) => school.source_year))).toEqual(new Set([calendar.schoolYear]));
    expect(Date.parse(`${calendar.schoolYear + 1}-07-01T00:00:00Z`)).toBeLessThanOrEqual(calendar.asOfMs);
    expect(maxOf(content.finance.map((row) => row.fiscal_year))).toBeLessThan(Number(calendar.asOf.slice(0, 4)));
  });

  it(`national FRL: enrollment-weighted mean ${REAL_FRL.national.weightedMean}% +/- 2.5, p10 12-24%, p90 80-93%, like the real files`, () => {
    const national = summarizeFrl(content.schools);
    expect(Math.abs(national.weightedMean - REAL_FRL.national.weightedMean)).toBeLessThan(2.5);
    expect(national.schoolMean).toBeGreaterThan(48);
    expect(national.schoolMean).toBeLessThan(57);
    // The spread of the real state files (CA p10 21.6 / p90 93.4, WA 19.1 / 82.5), a national mix being wider at the bottom.
    expect(national.p10).toBeGreaterThan(12);
    expect(national.p10).toBeLessThan(24);
    expect(national.p90).toBeGreaterThan(80);
    expect(national.p90).toBeLessThan(93);
    expect(national.over50).toBeGreaterThan(45);
    expect(national.over50).toBeLessThan(65);
  });

  it.each(['CA', 'WA'] as const)('%s FRL within a few points of the real school-search export: mean, p10, median, p90', (state) => {
    const generated = summarizeFrl(content.schools.filter((school) => school.state === state));
    const real = REAL_FRL[state];
    expect(Math.abs(generated.weightedMean - real.weightedMean)).toBeLessThan(3);
    expect(Math.abs(generated.p10 - real.p10)).toBeLessThan(5);
    expect(Math.abs(generated.median - real.median)).toBeLessThan(5);
    expect(Math.abs(generated.p90 - real.p90)).toBeLessThan(5);
    expect(Math.abs(generated.over75 - real.over75)).toBeLessThan(6);
  });
});
