import { badRequest } from '../../errors.js';
import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { ESTIMATED_WINDOW, FILING_RULES, FILING_WINDOWS } from '../../../seeds/reference/erate.js';
import { addDays, daysBetween, isoDate, parseDay } from './dates.js';
import { COMPETITIVE_BIDDING_RULES, REQUIRED_DOCUMENTS, type ChecklistRule } from './filing-rules.js';

/**
 * How a step's date is known: `announced` by USAC (or its reporters), `computed` from a rule and an
 * announced date, `estimate` from past years (USAC has not announced it), or `relative` to an event
 * that has no fixed date (the FCDL), in which case the date is the earliest possible one.
 */
export type DateBasis = 'announced' | 'computed' | 'estimate' | 'relative';

export interface ChecklistStep {
  order: number;
  id: string;
  form: string | null;
  title: string;
  date: string | null;
  dateBasis: DateBasis;
  rule: string;
  /** Relative to `today`: "past" (date before today), "upcoming", or "unscheduled" (no date). */
  status: 'past' | 'upcoming' | 'unscheduled';
  daysFromToday: number | null;
  citations: Citation[];
}

export interface FilingChecklist {
  fundingYear: number;
  fundingYearDates: { start: string; end: string };
  today: string;
  windowKnown: boolean;
  steps: ChecklistStep[];
  requiredDocuments: ChecklistRule[];
  competitiveBiddingRules: ChecklistRule[];
}

type StepDraft = Omit<ChecklistStep, 'order' | 'status' | 'daysFromToday' | 'citations'> & { citationIds: string[] };

/** The funding year whose Form 471 window is still ahead of (or open on) `today`. */
export function nextFilingYear(today: Date | string): number {
  const day = parseDay(today, 'today');
  const year = day.getUTCFullYear();
  const known = FILING_WINDOWS.find((window) => window.fundingYear === year);
  const closes = known ? known.closes : `${year}-${ESTIMATED_WINDOW.closesMonthDay}`;
  return isoDate(day) <= closes ? year : year + 1;
}

function windowFor(fundingYear: number) {
  const known = FILING_WINDOWS.find((window) => window.fundingYear === fundingYear);
  const estimatedOpen = `${fundingYear}-${ESTIMATED_WINDOW.opensMonthDay}`;
  const estimatedClose = `${fundingYear}-${ESTIMATED_WINDOW.closesMonthDay}`;
  return {
    known: known !== undefined,
    opens: known?.opens ?? estimatedOpen,
    opensBasis: (known?.opens ? 'announced' : 'estimate') as DateBasis,
    closes: known?.closes ?? estimatedClose,
    closesBasis: (known ? 'announced' : 'estimate') as DateBasis,
    lastForm470: known?.lastForm470Date ?? isoDate(addDays(parseDay(estimatedClose, 'window'), -FILING_RULES.form470WaitDays.value)),
    citationIds: known?.citationIds ?? [],
    note: known?.note ?? ESTIMATED_WINDOW.note,
  };
}

/** The ordered E-Rate filing steps of a funding year, dated, with the documents and bidding rules. */
export function filingChecklist({ fundingYear, today }: { fundingYear: number; today: Date | string }): FilingChecklist {
  if (!Number.isInteger(fundingYear) || fundingYear < 2015 || fundingYear > 2100) {
    throw badRequest(`fundingYear must be a year from 2015, got ${String(fundingYear)}.`, [{ field: 'fundingYear', message: 'must be an integer year from 2015' }]);
  }
  const todayDay = parseDay(today, 'today');
  const window = windowFor(fundingYear);
  const wait = FILING_RULES.form470WaitDays.value;
  const start = `${fundingYear}-07-01`;
  const end = `${fundingYear + 1}-06-30`;
  const estimateLabel = window.known ? '' : ' (estimate: announced by USAC)';
  const recurringInvoice = isoDate(addDays(parseDay(end, 'end'), FILING_RULES.invoiceDays.value));
  const deliveryDeadline = `${fundingYear + 1}-${FILING_RULES.nonRecurringServiceDeadline.monthDay}`;

  const drafts: StepDraft[] = [
    { id: 'form470_earliest', form: 'FCC Form 470', title: 'Earliest day to certify the FCC Form 470 (and upload any RFP)', date: `${fundingYear - 1}-07-01`, dateBasis: 'computed', rule: FILING_RULES.form470EarliestPosting.note, citationIds: [...FILING_RULES.form470EarliestPosting.citationIds] },
    { id: 'form471_window_opens', form: 'FCC Form 471', title: `FCC Form 471 filing window opens${window.opensBasis === 'estimate' ? ' (estimate: announced by USAC)' : ''}`, date: window.opens, dateBasis: window.opensBasis, rule: window.note, citationIds: ['47cfr54.507', ...window.citationIds] },
    { id: 'form470_last_day', form: 'FCC Form 470', title: `Last day to certify the FCC Form 470 and still wait 28 days before the window closes${estimateLabel}`, date: window.lastForm470, dateBasis: window.known ? 'announced' : 'estimate', rule: `Window close minus ${wait} days.`, citationIds: [...FILING_RULES.form470WaitDays.citationIds, ...window.citationIds] },
    { id: 'allowable_contract_date', form: 'FCC Form 470', title: 'Allowable Contract Date: evaluate bids (price weighted most) and sign contracts no earlier than day 29 after the Form 470', date: null, dateBasis: 'relative', rule: `${wait} days after the Form 470 certification date; a Form 470 certified on the last day gives the window-close date.`, citationIds: [...FILING_RULES.form470WaitDays.citationIds, '47cfr54.511'] },
    { id: 'form471_window_closes', form: 'FCC Form 471', title: `FCC Form 471 filing window closes (11:59 pm Eastern)${estimateLabel}`, date: window.closes, dateBasis: window.closesBasis, rule: window.note, citationIds: ['47cfr54.504', ...window.citationIds] },
    { id: 'fcdl', form: 'FCDL', title: 'USAC reviews the Form 471 (PIA) and issues the Funding Commitment Decision Letter', date: null, dateBasis: 'relative', rule: 'Issued in waves after the window closes; no fixed date.', citationIds: ['47cfr54.504'] },
    { id: 'appeal', form: 'Appeal', title: 'Appeal a USAC decision (FCDL or other) within 60 days', date: null, dateBasis: 'relative', rule: FILING_RULES.appealDays.note, citationIds: [...FILING_RULES.appealDays.citationIds] },
    { id: 'service_start', form: null, title: 'Funding year starts: recurring services begin', date: start, dateBasis: 'computed', rule: 'July 1 of the funding year.', citationIds: ['47cfr54.507'] },
    { id: 'form486', form: 'FCC Form 486', title: 'FCC Form 486 (receipt of service and CIPA certification): earliest deadline', date: isoDate(addDays(parseDay(start, 'start'), FILING_RULES.form486Days.value)), dateBasis: 'relative', rule: `${FILING_RULES.form486Days.note} The date shown is for service starting July 1 with an FCDL issued by then.`, citationIds: [...FILING_RULES.form486Days.citationIds] },
    { id: 'form473', form: 'FCC Form 473', title: 'Service providers certify the FCC Form 473 (SPAC) for the funding year', date: null, dateBasis: 'relative', rule: FILING_RULES.form473.note, citationIds: [...FILING_RULES.form473.citationIds] },
    { id: 'funding_year_ends', form: null, title: 'Funding year ends: last day to receive recurring services', date: end, dateBasis: 'computed', rule: 'June 30 after the funding year starts.', citationIds: ['47cfr54.507'] },
    { id: 'non_recurring_delivery', form: null, title: 'Last day to receive non-recurring services (most Category Two)', date: deliveryDeadline, dateBasis: 'computed', rule: FILING_RULES.nonRecurringServiceDeadline.note, citationIds: [...FILING_RULES.nonRecurringServiceDeadline.citationIds] },
    { id: 'invoice_recurring', form: 'FCC Form 472 / 474', title: 'Invoice deadline for recurring services (BEAR 472 or SPI 474)', date: recurringInvoice, dateBasis: 'computed', rule: `${FILING_RULES.invoiceDays.note} Later if the Form 486 notification letter is dated after the funding year ends.`, citationIds: [...FILING_RULES.invoiceDays.citationIds, ...FILING_RULES.form473.citationIds] },
    { id: 'invoice_non_recurring', form: 'FCC Form 472 / 474', title: 'Invoice deadline for non-recurring services', date: isoDate(addDays(parseDay(deliveryDeadline, 'delivery'), FILING_RULES.invoiceDays.value)), dateBasis: 'computed', rule: FILING_RULES.invoiceDays.note, citationIds: [...FILING_RULES.invoiceDays.citationIds] },
    { id: 'document_retention', form: null, title: 'Keep every E-Rate document at least until this date (recurring services)', date: `${fundingYear + 11}-06-30`, dateBasis: 'computed', rule: FILING_RULES.documentRetentionYears.note, citationIds: [...FILING_RULES.documentRetentionYears.citationIds] },
  ];

  const todayIso = isoDate(todayDay);
  const steps = drafts.map(({ citationIds, ...draft }, index): ChecklistStep => {
    const days = draft.date === null ? null : daysBetween(todayDay, parseDay(draft.date, draft.id));
    return {
      ...draft,
      order: index + 1,
      status: days === null ? 'unscheduled' : days < 0 ? 'past' : 'upcoming',
      daysFromToday: days,
      citations: [...new Set(citationIds)].map(cite),
    };
  });

  return {
    fundingYear,
    fundingYearDates: { start, end },
    today: todayIso,
    windowKnown: window.known,
    steps,
    requiredDocuments: REQUIRED_DOCUMENTS,
    competitiveBiddingRules: COMPETITIVE_BIDDING_RULES,
  };
}
