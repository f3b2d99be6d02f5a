import { z } from 'zod';
import { filingChecklist, nextFilingYear } from '../../src/core/erate/filing-checklist.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { Citation } from '../funding/schemas.js';

const Rule = z.object({ id: z.string(), text: z.string(), citations: z.array(Citation) });

export const erateFilingChecklist = defineTool({
  name: 'erate_filing_checklist',
  title: 'E-Rate filing checklist',
  description: 'The E-Rate filing steps of a funding year, in order, dated and cited (Forms 470, 471, 486, 472/474), plus documents to keep and bidding rules.',
  group: 'erate',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/erate/filing-checklist' },
  input: z.object({
    funding_year: z
      .number()
      .int()
      .min(2015)
      .max(2100)
      .optional()
      .describe('E-Rate funding year; default the next to file.'),
  }),
  output: z.object({
    funding_year: z.number().int(),
    funding_year_dates: z.object({ start: z.string(), end: z.string() }),
    today: z.string().describe('The date the step statuses are relative to (UTC).'),
    window_known: z.boolean().describe('True when USAC has announced the Form 471 window of this year; else its dates are estimates.'),
    steps: z.array(
      z.object({
        order: z.number().int(),
        id: z.string(),
        form: z.string().nullable(),
        title: z.string(),
        date: z.string().nullable().describe('ISO date; null for steps with no fixed date.'),
        date_basis: z.enum(['announced', 'computed', 'estimate', 'relative']),
        rule: z.string(),
        status: z.enum(['past', 'upcoming', 'unscheduled']),
        days_from_today: z.number().int().nullable(),
        citations: z.array(Citation),
      }),
    ),
    required_documents: z.array(Rule),
    competitive_bidding_rules: z.array(Rule),
  }),
  handler: (context, { funding_year }) => {
    const today = context.now();
    const checklist = filingChecklist({ fundingYear: funding_year ?? nextFilingYear(today), today });
    return {
      funding_year: checklist.fundingYear,
      funding_year_dates: checklist.fundingYearDates,
      today: checklist.today,
      window_known: checklist.windowKnown,
      steps: checklist.steps.map(({ dateBasis, daysFromToday, ...step }) => ({ ...step, date_basis: dateBasis, days_from_today: daysFromToday })),
      required_documents: checklist.requiredDocuments,
      competitive_bidding_rules: checklist.competitiveBiddingRules,
    };
  },
});
