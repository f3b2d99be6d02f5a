import { describe, expect, it } from 'vitest';
import { erateDiscount } from '../../src/core/erate/discount.js';
import { isRuralForErate } from '../../src/core/erate/locale.js';
import type { DatasetContent } from '../../src/data/dataset/model.js';
import { DISTRICT_NAME_LEVELS } from './geography.js';
import { generateSandbox } from './generate.js';
import { TEST_AS_OF } from '../../src/testing/as-of.js';

/**
 * Scans the whole national sandbox for what a district sales team would notice at once: district
 * names that contradict their schools, two districts of one state with one name, and E-Rate
 * commitments at a discount other than the district-wide one the service quotes.
 */
const content: DatasetContent = generateSandbox({ seed: 20261122, scale: 1, asOf: TEST_AS_OF });

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
});
