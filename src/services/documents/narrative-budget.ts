import type { DocumentSection, DocumentTable } from './document.js';
import { count, decimal, dollars, dollarsAndCents, percent } from './format.js';
import type { NarrativeContext, PurchaseFamily } from './narrative-context.js';

/** Budget Justification and Sustainability Plan: the arithmetic from budget-figures, the rules cited. */

/** Unit cost at which 2 CFR 200.439 requires prior written approval for equipment (since October 1, 2024). */
export const EQUIPMENT_APPROVAL_THRESHOLD = 10_000;

/** Citation ids (seeds/reference/citations.ts) of the cost principles the budget relies on. */
export function costPrincipleCitationIds(context: NarrativeContext): string[] {
  const ids = ['2cfr200.403', '2cfr200.404', '2cfr200.405'];
  if (context.purchase?.category === 'devices') ids.push('2cfr200.453');
  // The timelines of purchased goods name the procurement standards.
  if (context.family === 'technology' || context.family === 'other') ids.push('2cfr200.320');
  if (context.budget.unit_price !== null && context.budget.unit_price >= EQUIPMENT_APPROVAL_THRESHOLD) ids.push('2cfr200.439');
  return ids;
}

function budgetTable(context: NarrativeContext): DocumentTable | undefined {
  const { budget, purchase } = context;
  if (budget.total === null || !purchase) return undefined;
  const rows = [[
    context.item.charAt(0).toUpperCase() + context.item.slice(1),
    budget.quantity !== null ? count(budget.quantity) : '1',
    budget.unit_price !== null ? dollars(budget.unit_price) : dollars(budget.total),
    dollars(budget.total),
  ]];
  rows.push(['Total request', '', '', dollars(budget.total)]);
  if (budget.per_student !== null) rows.push([`Cost per student (${count(context.school.enrollment!)} enrolled)`, '', '', dollarsAndCents(budget.per_student)]);
  return {
    columns: ['Item', 'Quantity', 'Unit price', 'Cost'],
    rows,
    numericColumns: [1, 2, 3],
    note: budget.total_basis === 'computed' ? 'Cost = quantity × unit price.' : 'Cost as stated; no unit price was given.',
  };
}

function arithmeticParagraph(context: NarrativeContext): string {
  const { budget, school } = context;
  if (budget.total === null) {
    return `No item price was supplied, so the budget will be finalised with the district once quotes are in hand. For scale, the district spends ${school.per_pupil_expenditure !== null ? `${dollars(school.per_pupil_expenditure)} per pupil each year` : 'an amount per pupil that the dataset does not report'}; every line will be priced from at least two quotes.`;
  }
  const parts: string[] = [];
  if (budget.total_basis === 'computed') {
    parts.push(`The request is ${dollars(budget.total)}: ${count(budget.quantity!)} × ${dollars(budget.unit_price!)}.`);
  } else {
    parts.push(`The request is ${dollars(budget.total)} as quoted.`);
  }
  if (budget.stated_total_differs !== null) parts.push(`The quoted total of ${dollars(budget.stated_total_differs)} differs from quantity × unit price; the computed figure is used.`);
  if (budget.per_student !== null) {
    parts.push(`Spread over ${count(school.enrollment!)} students that is ${dollarsAndCents(budget.per_student)} per student`
      + (budget.share_of_per_pupil_expenditure !== null ? `, ${percent(budget.share_of_per_pupil_expenditure)} of the district's annual per-pupil expenditure of ${dollars(school.per_pupil_expenditure!)}.` : '.'));
  }
  if (budget.students_per_unit !== null && context.family === 'technology') {
    parts.push(budget.students_per_unit <= 1
      ? 'There is one unit for every enrolled student.'
      : `There is one unit for every ${decimal(budget.students_per_unit)} students, so units are shared by class or rotation.`);
  }
  if (budget.annual_cost !== null) parts.push(`Over the ${budget.term_years}-year term that is ${dollars(budget.annual_cost)} a year.`);
  return parts.join(' ');
}

function rulesParagraph(context: NarrativeContext): string {
  const { budget, program, purchase } = context;
  const sentences = ['Every cost is necessary for the project, reasonable in price (the price a prudent buyer would pay), and allocable to the students the project serves (2 CFR 200.403-200.405).'];
  if (purchase?.category === 'devices') sentences.push('Computing devices are allowable supplies when they are essential and allocable to the award (2 CFR 200.453).');
  if (budget.unit_price !== null && budget.unit_price >= EQUIPMENT_APPROVAL_THRESHOLD) {
    sentences.push(`At ${dollars(budget.unit_price)} per unit the item is equipment, and the state's prior written approval is requested with this application (2 CFR 200.439).`);
  }
  if (program.program_id === 'TITLE_IV_A' && context.family === 'technology') {
    sentences.push('Title IV-A caps technology infrastructure at 15% of the district\'s effective-use-of-technology funds (20 U.S.C. 7119(b)); the district confirms this request fits under that cap.');
  }
  return sentences.join(' ');
}

export function budgetJustification(context: NarrativeContext): DocumentSection {
  const table = budgetTable(context);
  return {
    heading: 'Budget Justification',
    paragraphs: [arithmeticParagraph(context), rulesParagraph(context)],
    ...(table ? { table } : {}),
  };
}

const CONTINUATION: Readonly<Record<PurchaseFamily, (context: NarrativeContext) => string>> = {
  technology: ({ budget }) => budget.term_years !== null
    ? `The purchase covers a ${budget.term_years}-year term; renewal is planned into the district's technology budget before the term ends, at ${budget.annual_cost !== null ? `about ${dollars(budget.annual_cost)} a year` : 'the annual rate'}.`
    : 'Devices and equipment are placed on the district\'s replacement cycle, and any subscription costs that follow the grant are planned into the technology budget from year two.',
  instruction: () => 'Materials are durable and remain in the school after the grant; consumables are planned into the school\'s instructional budget from year two, and trained teachers carry the approach forward.',
  services: () => 'The project builds capacity rather than dependence: staff trained during the grant continue the approach, and the most effective services are written into the school\'s improvement plan for continued funding.',
  other: () => 'After the grant the item remains in use under the school\'s normal operating budget.',
  none: () => 'Practices that show results are written into the school\'s improvement plan and budget, and staff trained during the grant carry them forward.',
};

export function sustainabilityPlan(context: NarrativeContext): DocumentSection {
  const { program, school, programShort } = context;
  const paragraphs = [CONTINUATION[context.family](context)];
  const rule = program.supplement_not_supplant;
  if (rule) {
    const labels = rule.citations.map((citation) => citation.label).join('; ');
    paragraphs.push(`Supplement, not supplant. ${programShort} funds add to the state and local funds ${school.name} would otherwise receive; they do not replace them. Rule: ${rule.text.replace(/\.$/, '')}${labels ? ` (${labels})` : ''}. The district keeps its state and local support for the school at least at current levels during and after the grant, and documents that it did.`);
  }
  paragraphs.push(`The school reviews the results each spring with the district. Practices that met their targets are kept and funded in the school's plan; those that did not are changed or stopped, so that money after the grant follows what worked.`);
  return { heading: 'Sustainability Plan', paragraphs };
}
