import { describe, expect, it } from 'vitest';
import { erateDiscount } from '../../src/core/erate/discount.js';
import { isRuralForErate } from '../../src/core/erate/locale.js';
import { useToolTestBed } from '../funding/test-service.js';

const bed = useToolTestBed();

/**
 * 47 CFR 54.505(b)(1): every school of a district gets the district's discount. The funding record,
 * the E-Rate eligibility record, the purchase qualification and the sandbox's own commitments must
 * all quote that one rate, even for a school whose own lunch share falls in another band.
 */
describe('one E-Rate discount per school', () => {
  it('a school whose own FRL band differs from its district\'s -> /funding, /erate-eligibility and /purchase/qualify agree on the district rate', async () => {
    const { key } = await bed.service.key('BUSINESS');
    const leaids = [...new Set(bed.reader.listSchools({}, { limit: 2000 }).rows.map((school) => school.leaid))];
    let checked = 0;
    for (const leaid of leaids) {
      const schools = bed.reader.districtSchools(leaid);
      const students = schools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0);
      const eligible = schools.reduce((sum, school) => sum + (school.frl_count ?? 0), 0);
      if (schools.length < 2 || students === 0) continue;
      const rural = schools.filter((school) => isRuralForErate(school.locale)).length * 2 > schools.length;
      const districtPct = (100 * eligible) / students;
      const expected = { category1: erateDiscount({ nslpPct: districtPct, rural, category: 1 }), category2: erateDiscount({ nslpPct: districtPct, rural, category: 2 }) };
      // A school whose own share would give another Category One rate: the case that used to disagree.
      const school = schools.find(
        (candidate) => candidate.frl_pct !== null && erateDiscount({ nslpPct: candidate.frl_pct, rural: isRuralForErate(candidate.locale), category: 1 }) !== expected.category1,
      );
      if (!school) continue;

      const funding = await bed.client.request('GET', `/schools/${school.nces_id}/funding`, { key });
      const eligibility = await bed.client.request('GET', `/schools/${school.nces_id}/erate-eligibility`, { key });
      const qualify = await bed.client.request('POST', '/purchase/qualify', { key, json: { item_description: 'wireless access points and switches', nces_id: school.nces_id } });
      expect([funding.status, eligibility.status, qualify.status]).toEqual([200, 200, 200]);

      const erate = funding.body.programs.find((program: { program_id: string }) => program.program_id === 'E_RATE');
      expect(erate.erate_discount).toEqual({ ...expected, rural });
      expect(eligibility.body.discount).toMatchObject({ category1_pct: expected.category1, category2_pct: expected.category2, locale: rural ? 'rural' : 'urban' });
      const erateMatch = qualify.body.matches
        .flatMap((match: { funding_programs: Array<{ program_id: string; justification: string }> }) => match.funding_programs)
        .find((program: { program_id: string }) => program.program_id === 'E_RATE');
      expect(erateMatch.justification).toContain(`Category 2 discount is ${expected.category2}%`);
      expect(erateMatch.justification).not.toContain(`${school.frl_pct}% free/reduced-lunch`);

      // The sandbox's commitments to this district were made at that same rate.
      const commitments = bed.reader.erateHistoryByYear({ ncesId: school.nces_id }).filter((year) => year.funding_year >= 2015 && year.pre_discount_total > 0);
      for (const year of commitments) {
        const shares = [expected.category1, expected.category2].map((pct) => pct / 100);
        const effective = year.committed_total / year.pre_discount_total;
        expect(effective).toBeGreaterThanOrEqual(Math.min(...shares) - 0.005);
        expect(effective).toBeLessThanOrEqual(Math.max(...shares) + 0.005);
      }
      checked += 1;
      if (checked === 4) break;
    }
    expect(checked).toBe(4);
  });
});
