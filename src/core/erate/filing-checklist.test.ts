import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { filingChecklist, nextFilingYear } from './filing-checklist.js';

const stepOf = (checklist: ReturnType<typeof filingChecklist>, id: string) => {
  const step = checklist.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

describe('filingChecklist', () => {
  const fy2026 = filingChecklist({ fundingYear: 2026, today: '2026-02-01' });

  it('filing_checklist(FY2026) -> last Form 470 day 2026-03-04, window closes 2026-04-01', () => {
    expect(stepOf(fy2026, 'form470_last_day')).toMatchObject({ date: '2026-03-04', dateBasis: 'announced' });
    expect(stepOf(fy2026, 'form471_window_closes')).toMatchObject({ date: '2026-04-01', dateBasis: 'announced' });
  });

  it('filing_checklist(FY2026) -> window opening is an estimate labelled as such', () => {
    const opens = stepOf(fy2026, 'form471_window_opens');
    expect(opens.dateBasis).toBe('estimate');
    expect(opens.title).toMatch(/announced by USAC/);
  });

  it('filing_checklist(FY2025) -> window 2025-01-15 to 2025-03-26, last 470 on 2025-02-26', () => {
    const fy2025 = filingChecklist({ fundingYear: 2025, today: '2024-12-01' });
    expect(stepOf(fy2025, 'form471_window_opens')).toMatchObject({ date: '2025-01-15', dateBasis: 'announced' });
    expect(stepOf(fy2025, 'form471_window_closes').date).toBe('2025-03-26');
    expect(stepOf(fy2025, 'form470_last_day').date).toBe('2025-02-26');
  });

  it('filing_checklist(FY2028, unannounced) -> estimated close and a 470 date 28 days before it', () => {
    const fy2028 = filingChecklist({ fundingYear: 2028, today: '2027-08-01' });
    expect(fy2028.windowKnown).toBe(false);
    expect(stepOf(fy2028, 'form471_window_closes')).toMatchObject({ date: '2028-03-26', dateBasis: 'estimate' });
    expect(stepOf(fy2028, 'form470_last_day').date).toBe('2028-02-27');
  });

  it('filing_checklist(FY2026) -> 486 from Oct 29, recurring invoices Oct 28 2027, non-recurring Jan 28 2028', () => {
    expect(stepOf(fy2026, 'form486').date).toBe('2026-10-29');
    expect(stepOf(fy2026, 'invoice_recurring').date).toBe('2027-10-28');
    expect(stepOf(fy2026, 'non_recurring_delivery').date).toBe('2027-09-30');
    expect(stepOf(fy2026, 'invoice_non_recurring').date).toBe('2028-01-28');
  });

  it('filing_checklist(steps) -> ordered, dated steps in time order, every step cited', () => {
    expect(fy2026.steps.map((step) => step.order)).toEqual(fy2026.steps.map((_, index) => index + 1));
    const dated = fy2026.steps.filter((step) => step.date !== null).map((step) => step.date!);
    expect(dated).toEqual([...dated].sort());
    for (const step of fy2026.steps) expect(step.citations.length).toBeGreaterThan(0);
  });

  it('filing_checklist(today 2026-02-01) -> 470 last day upcoming in 31 days; 470 earliest day past', () => {
    expect(stepOf(fy2026, 'form470_last_day')).toMatchObject({ status: 'upcoming', daysFromToday: 31 });
    expect(stepOf(fy2026, 'form470_earliest').status).toBe('past');
    expect(stepOf(fy2026, 'fcdl').status).toBe('unscheduled');
  });

  it('filing_checklist(rules) -> price weighted most (54.511) and the 28-day wait (54.503)', () => {
    const price = fy2026.competitiveBiddingRules.find((rule) => rule.id === 'price_most_weight');
    expect(price?.citations.map((citation) => citation.label)).toContain('47 CFR 54.511(a)');
    const wait = fy2026.competitiveBiddingRules.find((rule) => rule.id === 'wait_28_days');
    expect(wait?.citations.map((citation) => citation.id)).toContain('47cfr54.503');
    expect(fy2026.requiredDocuments.every((document) => document.citations.length > 0)).toBe(true);
  });

  it.each([2014, 2026.5])('filing_checklist(FY%s) -> bad_request', (fundingYear) => {
    expect(() => filingChecklist({ fundingYear, today: '2026-01-01' })).toThrow(AppError);
  });

  it('filing_checklist(today "not a date") -> bad_request', () => {
    expect(() => filingChecklist({ fundingYear: 2026, today: 'soon' })).toThrow(AppError);
  });
});

describe('nextFilingYear', () => {
  it.each([
    ['2026-02-01', 2026],
    ['2026-04-01', 2026],
    ['2026-04-02', 2027],
    ['2026-11-15', 2027],
    ['2027-03-26', 2027],
    ['2027-03-27', 2028],
  ])('next_filing_year(%s) -> %i', (today, expected) => {
    expect(nextFilingYear(today)).toBe(expected);
  });
});
