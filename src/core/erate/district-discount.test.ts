import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { districtDiscount, eligibleStudentsOf } from './district-discount.js';

describe('districtDiscount', () => {
  it('district_discount(two schools 100/400 eligible of 500/500) -> 50% NSLP, one lookup -> C1 urban 80', () => {
    // School-by-school the rates would be 40 (20%) and 80 (80%); the district rule looks up 50% once.
    const result = districtDiscount({
      schools: [
        { enrollment: 500, nslpEligible: 100, rural: false },
        { enrollment: 500, nslpEligible: 400, rural: false },
      ],
      category: 1,
    });
    expect(result.nslpPct).toBe(50);
    expect(result.discount).toBe(80);
    expect(result.band).toBe('50% to 74%');
  });

  it('district_discount(weighted by enrollment, not averaged by school) -> 18% -> C1 urban 40', () => {
    // Unweighted mean of 10% and 90% is 50%; weighted by 900 and 100 students it is 18%.
    const result = districtDiscount({
      schools: [
        { enrollment: 900, nslpPct: 10, rural: false },
        { enrollment: 100, nslpPct: 90, rural: false },
      ],
      category: 1,
    });
    expect(result.nslpPct).toBeCloseTo(18, 10);
    expect(result.discount).toBe(40);
  });

  it('district_discount(CEP school 50% direct cert x 1.6) -> counts 80% of its students', () => {
    const result = districtDiscount({
      schools: [
        { enrollment: 400, cep: { directCertPct: 50 }, rural: false },
        { enrollment: 600, nslpEligible: 120, rural: false },
      ],
      category: 2,
    });
    expect(result.eligibleStudents).toBe(320 + 120);
    expect(result.nslpPct).toBeCloseTo(44, 10);
    expect(result.discount).toBe(60);
  });

  it('eligible_students(CEP 70% direct cert) -> capped at 100% of the school', () => {
    expect(eligibleStudentsOf({ enrollment: 300, cep: { directCertPct: 70 }, rural: false })).toBe(300);
  });

  it('district_discount(3 of 5 schools rural) -> rural', () => {
    const schools = [true, true, true, false, false].map((rural) => ({ enrollment: 100, nslpPct: 40, rural }));
    const result = districtDiscount({ schools, category: 1 });
    expect(result.rural).toBe(true);
    expect(result.discount).toBe(70);
  });

  it('district_discount(exactly 50% of schools rural) -> urban', () => {
    const schools = [true, true, false, false].map((rural) => ({ enrollment: 100, nslpPct: 40, rural }));
    const result = districtDiscount({ schools, category: 1 });
    expect(result.rural).toBe(false);
    expect(result.discount).toBe(60);
  });

  it('district_discount(75%+ district, C2) -> 85, C1 -> 90', () => {
    const schools = [{ enrollment: 200, nslpEligible: 160, rural: false }];
    expect(districtDiscount({ schools, category: 2 }).discount).toBe(85);
    expect(districtDiscount({ schools, category: 1 }).discount).toBe(90);
  });

  it('district_discount(result) cites 47 CFR 54.505 and the USAC FAQ', () => {
    const result = districtDiscount({ schools: [{ enrollment: 10, nslpEligible: 1, rural: false }], category: 1 });
    expect(result.citations.map((citation) => citation.label)).toEqual(['47 CFR 54.505(b)-(c)', 'USAC FAQ: Calculating Discount Rates']);
  });

  it.each([
    ['no schools', { schools: [], category: 1 as const }],
    ['eligible above enrollment', { schools: [{ enrollment: 10, nslpEligible: 11, rural: false }], category: 1 as const }],
    ['no NSLP measure', { schools: [{ enrollment: 10, rural: false }], category: 1 as const }],
    ['zero students', { schools: [{ enrollment: 0, nslpEligible: 0, rural: false }], category: 1 as const }],
  ])('district_discount(%s) -> bad_request', (_name, input) => {
    expect(() => districtDiscount(input)).toThrow(AppError);
  });
});
