import { describe, expect, it } from 'vitest';
import { useToolTestBed } from '../funding/test-service.js';
import { schoolErateEligibility } from './eligibility.js';
import { erateFilingChecklist } from './filing-checklist.js';

const bed = useToolTestBed();

/** FACTS.md §1 by hand: [lowest %, C1 urban, C1 rural, C2 urban, C2 rural]. */
function expectedDiscount(nslpPct: number, rural: boolean): [number, number] {
  const rows: Array<[number, number, number, number, number]> = [
    [75, 90, 90, 85, 85],
    [50, 80, 80, 80, 80],
    [35, 60, 70, 60, 70],
    [20, 50, 60, 50, 60],
    [1, 40, 50, 40, 50],
    [0, 20, 25, 20, 25],
  ];
  const [, c1Urban, c1Rural, c2Urban, c2Rural] = rows.find(([low]) => nslpPct >= low)!;
  return rural ? [c1Rural, c2Rural] : [c1Urban, c2Urban];
}

describe('GET /schools/{nces_id}/erate-eligibility', () => {
  it('school_erate_eligibility(a school of a multi-school district) -> the district-wide NSLP discount, 47 CFR 54.505(b)(1)', async () => {
    const leaid = [...new Set(bed.reader.listSchools({}, { limit: 300 }).rows.map((school) => school.leaid))].find(
      (candidate) => bed.reader.districtSchools(candidate).length >= 3,
    )!;
    const schools = bed.reader.districtSchools(leaid);
    const eligible = schools.reduce((sum, school) => sum + school.frl_count!, 0);
    const students = schools.reduce((sum, school) => sum + school.enrollment!, 0);
    const ruralCount = schools.filter((school) => school.locale === 'rural' || school.locale === 'town').length;
    const rural = ruralCount * 2 > schools.length;
    const [category1, category2] = expectedDiscount((eligible / students) * 100, rural);

    const results = await Promise.all(schools.slice(0, 2).map((school) => bed.call(schoolErateEligibility, { nces_id: school.nces_id })));
    for (const result of results) {
      expect(result.status).toBe('ELIGIBLE');
      expect(result.discount).toMatchObject({ category1_pct: category1, category2_pct: category2, total_students: students, locale: rural ? 'rural' : 'urban' });
      expect(result.discount.district_nslp_pct).toBeCloseTo((eligible / students) * 100, 1);
      expect(result.discount.citations.map((citation: { id: string }) => citation.id)).toContain('47cfr54.505');
    }
    // Every school of a district gets the same rate, whatever its own NSLP share.
    expect(results[0].discount.category1_pct).toBe(results[1].discount.category1_pct);
  });

  it('school_erate_eligibility(school) -> 20 funding years, totals equal to the dataset\'s commitments', async () => {
    const school = bed.reader.listSchools({}, { limit: 1 }).rows[0]!;
    const result = await bed.call(schoolErateEligibility, { nces_id: school.nces_id });
    const years = result.funding_history.years as Array<{ funding_year: number; committed_total: number }>;
    expect(years).toHaveLength(20);
    expect(years[19]!.funding_year - years[0]!.funding_year).toBe(19);
    const inWindow = bed.reader
      .erateCommitments({ ncesId: school.nces_id })
      .filter((row) => row.funding_year >= years[0]!.funding_year && row.funding_year <= years[19]!.funding_year);
    expect(inWindow.length).toBeGreaterThan(0);
    expect(result.funding_history.total_committed).toBeCloseTo(inWindow.reduce((sum, row) => sum + row.committed_amount, 0), 0);
    expect(result.billed_entity).not.toBeNull();
  });

  it.each([
    ['12345', 400],
    ['abcdefghijkl', 400],
    ['999999999999', 404],
  ])('school_erate_eligibility(%s) -> %i', async (ncesId, status) => {
    expect((await bed.failure(schoolErateEligibility, { nces_id: ncesId })).status).toBe(status);
  });
});

describe('GET /erate/filing-checklist', () => {
  const step = (result: { steps: Array<{ id: string; date: string | null }> }, id: string) => result.steps.find((candidate) => candidate.id === id)!;

  it('erate_filing_checklist(2025) -> USAC\'s announced window, the 28-day Form 470 date, Form 486 and invoice deadlines', async () => {
    const result = await bed.call(erateFilingChecklist, { funding_year: 2025 });
    expect(result.window_known).toBe(true);
    expect(step(result, 'form471_window_opens').date).toBe('2025-01-15');
    expect(step(result, 'form471_window_closes').date).toBe('2025-03-26');
    expect(step(result, 'form470_last_day').date).toBe('2025-02-26');
    expect(step(result, 'form486').date).toBe('2025-10-29');
    // FACTS.md §3: the recurring-services invoice deadline is normally October 28.
    expect(step(result, 'invoice_recurring').date).toBe('2026-10-28');
    expect(result.steps.every((entry: { citations: unknown[] }) => entry.citations.length > 0)).toBe(true);
    expect(result.competitive_bidding_rules.map((rule: { id: string }) => rule.id)).toContain('wait_28_days');
  });

  it('erate_filing_checklist() on 2026-11-22 -> FY2027 (the FY2026 window closed on April 1), estimated dates', async () => {
    const result = await bed.call(erateFilingChecklist, {});
    expect(result.funding_year).toBe(2027);
    expect(result.today).toBe('2026-11-22');
    expect(result.window_known).toBe(false);
    expect(step(result, 'form471_window_closes')).toMatchObject({ date_basis: 'estimate' });
    expect(step(result, 'service_start')).toMatchObject({ date: '2027-07-01', status: 'upcoming' });
  });

  it.each([[{ funding_year: 2014 }], [{ funding_year: 2025.5 }], [{ funding_year: 'next' }]])('erate_filing_checklist(%j) -> 400', async (input) => {
    expect((await bed.failure(erateFilingChecklist, input)).status).toBe(400);
  });
});
