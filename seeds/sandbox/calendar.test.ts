import { describe, expect, it } from 'vitest';
import { parseAsOf, sandboxCalendar, schoolYearLabel } from './calendar.js';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('sandboxCalendar', () => {
  it('as of 2025-10-01 -> school year 2024-25, funding years FY2006-FY2025, cycles up to FY2021-2025', () => {
    const calendar = sandboxCalendar(day('2025-10-01'));
    expect(calendar.asOf).toBe('2025-10-01');
    expect(calendar.schoolYear).toBe(2024);
    expect(calendar.erate).toEqual({ first: 2006, last: 2025 });
    expect(calendar.c2Cycles.map((cycle) => cycle.id)).toEqual(['FY2015-2019', 'FY2020', 'FY2021-2025']);
    expect(calendar.c2Cycles[2]).toMatchObject({ years: [2021, 2022, 2023, 2024, 2025], perStudent: 167, floor: 25_000, includesPrevious: false });
    expect(calendar.c2Cycles[1]!.includesPrevious).toBe(true);
    expect(calendar.shortageYears).toEqual(['2023-24', '2024-25']);
    expect(calendar.financeYears).toEqual([2019, 2020, 2021, 2022, 2023]);
    expect(calendar.crdcYear).toBe(2021);
  });

  it('June 30 and July 1 are the turn of both the school year and the funding year', () => {
    expect(sandboxCalendar(day('2026-06-30'))).toMatchObject({ schoolYear: 2024, erate: { first: 2006, last: 2025 } });
    expect(sandboxCalendar(day('2026-07-01'))).toMatchObject({ schoolYear: 2025, erate: { first: 2007, last: 2026 } });
  });

  it('as of 2026-11-25 -> FY2026 is in the FY2026-2030 cycle at $201.57 per student and a $30,175 floor', () => {
    const calendar = sandboxCalendar(day('2026-11-25'));
    const last = calendar.c2Cycles[calendar.c2Cycles.length - 1]!;
    expect(last).toMatchObject({ id: 'FY2026-2030', years: [2026], perStudent: 201.57, floor: 30_175 });
  });

  it('funding years after the last announced cycle get no Category Two cycle', () => {
    const calendar = sandboxCalendar(day('2032-09-01'));
    expect(calendar.erate.last).toBe(2032);
    const covered = calendar.c2Cycles.flatMap((cycle) => cycle.years);
    expect(Math.max(...covered)).toBe(2030);
    // Twenty years back from FY2032 starts at FY2013: the FY2015-2019 cycle is whole, nothing before it.
    expect(calendar.erate.first).toBe(2013);
    expect(calendar.c2Cycles[0]!.years).toEqual([2015, 2016, 2017, 2018, 2019]);
  });

  it('a time of day does not change the calendar: the as-of is the UTC day', () => {
    expect(sandboxCalendar(new Date('2025-10-01T23:59:59Z'))).toEqual(sandboxCalendar(day('2025-10-01')));
  });

  it('sandboxCalendar(invalid date) -> RangeError', () => {
    expect(() => sandboxCalendar(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parseAsOf', () => {
  it('"2025-10-01" -> midnight UTC of that day', () => {
    expect(parseAsOf('2025-10-01').toISOString()).toBe('2025-10-01T00:00:00.000Z');
  });

  it.each(['2025-13-01', '2025-02-30', '20251001', '2025-10-01T00:00:00Z', ''])('parseAsOf(%j) -> RangeError', (text) => {
    expect(() => parseAsOf(text)).toThrow(RangeError);
  });
});

describe('schoolYearLabel', () => {
  it('2024 -> "2024-25", 2099 -> "2099-00"', () => {
    expect(schoolYearLabel(2024)).toBe('2024-25');
    expect(schoolYearLabel(2099)).toBe('2099-00');
  });
});
