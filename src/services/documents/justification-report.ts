import { budgetFigures, type BudgetFigures } from './budget-figures.js';
import type { ComposedDocument, DocumentSection, SourceEntry } from './document.js';
import { renderDocx } from './docx.js';
import type { CitationFacts, JustificationReportFacts, SchoolDocumentFacts } from './facts.js';
import { count, decimal, dollars, dollarsAndCents, orNotReported, percent, place, schoolKind } from './format.js';
import { itemName } from './narrative-context.js';
import { titleIStatusPhrase } from './title-i.js';
import { datasetSource } from './sources.js';

/**
 * The purchase-justification report of POST /reports/justification: why this school may buy this
 * item with federal funds, in the order a business office reads it (what, for whom, paid by which
 * program, aligned to which standards, at what cost per pupil, under which rules).
 */

export const JUSTIFICATION_SECTION_HEADINGS = [
  'Purchase Summary',
  'School Demographics',
  'Eligible Programs',
  'Standards Alignment',
  'Per-Pupil Cost Analysis',
  'Compliance Citations',
] as const;

const pct = (value: number | null) => orNotReported(value, percent);

function purchaseSummary(facts: JustificationReportFacts, budget: BudgetFigures): DocumentSection {
  const { purchase, school } = facts;
  const strongest = facts.eligible_programs.find((program) => program.strength === 'STRONG') ?? facts.eligible_programs[0];
  const paying = strongest
    ? `The strongest funding match is ${strongest.name} (${strongest.strength.toLowerCase()} fit).`
    : 'No federal program was matched to this purchase; it would be paid from state or local funds.';
  const cost = budget.total !== null ? ` at a total cost of ${dollars(budget.total)}` : '';
  return {
    heading: 'Purchase Summary',
    paragraphs: [`${school.name} (${place(school.city, school.state)}) proposes to buy ${itemName(purchase.description)}${cost}. ${paying}`],
    table: {
      columns: ['Item', 'Category', 'Quantity', 'Unit price', 'Total'],
      rows: [[
        purchase.description,
        purchase.category_label ?? purchase.category?.replace(/_/g, ' ') ?? 'not classified',
        orNotReported(budget.quantity, count),
        orNotReported(budget.unit_price, dollars),
        orNotReported(budget.total, dollars),
      ]],
      numericColumns: [2, 3, 4],
    },
  };
}

export function demographicsSection(school: SchoolDocumentFacts): DocumentSection {
  const students = school.enrollment !== null ? `${count(school.enrollment)} students` : 'an unreported number of students';
  const district = school.district_name ? ` in ${school.district_name}` : '';
  const counselorRatio = school.counselors_fte !== null && school.counselors_fte > 0 && school.enrollment !== null
    ? `${count(Math.round(school.enrollment / school.counselors_fte))} students per counselor`
    : 'not reported';
  return {
    heading: 'School Demographics',
    paragraphs: [`${school.name} is ${schoolKind(school.level)}${district} serving ${students} (NCES ${school.nces_id}, ${school.locale ?? 'locale not reported'}). Title I status: ${titleIStatusPhrase(school)}.`],
    table: {
      columns: ['Measure', 'School', `${school.state} average`],
      rows: [
        ['Enrollment', orNotReported(school.enrollment, count), ''],
        ['Free or reduced-price lunch', pct(school.frl_pct), pct(school.state_averages.frl_pct)],
        ['Math proficiency', pct(school.math_proficiency), pct(school.state_averages.math_proficiency)],
        ['Reading proficiency', pct(school.reading_proficiency), pct(school.state_averages.reading_proficiency)],
        ['English learners', pct(school.ell_pct), ''],
        ['Students with disabilities', pct(school.swd_pct), ''],
        ['Students per teacher', orNotReported(school.pupil_teacher_ratio, decimal), ''],
        ['Counselors', `${orNotReported(school.counselors_fte, decimal)} FTE (${counselorRatio})`, ''],
      ],
      numericColumns: [1, 2],
    },
  };
}

function eligiblePrograms(facts: JustificationReportFacts): DocumentSection {
  if (facts.eligible_programs.length === 0) {
    return { heading: 'Eligible Programs', paragraphs: ['No federal program matched this purchase for this school. The purchase can still be made with state or local funds; nothing in this report supports charging it to a federal award.'] };
  }
  return {
    heading: 'Eligible Programs',
    paragraphs: [`${facts.eligible_programs.length} federal ${facts.eligible_programs.length === 1 ? 'program matches' : 'programs match'} this purchase for this school, strongest first. Strength reflects how directly the program's statute names this kind of cost and whether the school meets the program's conditions.`],
    table: {
      columns: ['Program', 'Assistance Listing', 'Fit', 'Why', 'National pool'],
      rows: facts.eligible_programs.map((program) => [
        program.name,
        program.assistance_listing ?? 'n/a',
        program.strength.charAt(0) + program.strength.slice(1).toLowerCase(),
        program.justification,
        orNotReported(program.annual_pool, dollars),
      ]),
      numericColumns: [4],
    },
  };
}

function standardsAlignment(facts: JustificationReportFacts): DocumentSection {
  const standards = facts.standards;
  if (!standards || standards.frameworks.length === 0) {
    return { heading: 'Standards Alignment', paragraphs: [`The dataset holds no standards frameworks for ${facts.school.state}; alignment should be documented from the state's published standards before purchase.`] };
  }
  const total = standards.frameworks.reduce((sum, framework) => sum + framework.standard_count, 0);
  const alignment = standards.alignment_pct !== null
    ? `The product is aligned to ${percent(standards.alignment_pct)} of them (about ${count(Math.round((total * standards.alignment_pct) / 100))} standards).`
    : 'The product\'s alignment has not been assessed; the vendor\'s correlation to these standards should be attached to the purchase record.';
  return {
    heading: 'Standards Alignment',
    paragraphs: [`${standards.state} publishes ${count(total)} ${standards.subject} standards in ${standards.frameworks.length} ${standards.frameworks.length === 1 ? 'framework band' : 'framework bands'}. ${alignment}`],
    table: {
      columns: ['Framework', 'Grade band', 'Standards'],
      rows: standards.frameworks.map((framework) => [framework.framework, framework.grade_band, count(framework.standard_count)]),
      numericColumns: [2],
    },
  };
}

function costAnalysis(facts: JustificationReportFacts, budget: BudgetFigures): DocumentSection {
  const { school } = facts;
  const rows: string[][] = [
    ['Total cost', orNotReported(budget.total, dollars)],
    ['Enrollment', orNotReported(school.enrollment, count)],
    ['Cost per student', orNotReported(budget.per_student, dollarsAndCents)],
    ['District per-pupil expenditure (annual)', orNotReported(school.per_pupil_expenditure, dollars)],
    [`${school.state} average per-pupil expenditure`, orNotReported(school.state_per_pupil_expenditure, dollars)],
    ['Cost per student as a share of per-pupil expenditure', orNotReported(budget.share_of_per_pupil_expenditure, percent)],
  ];
  if (budget.students_per_unit !== null) rows.push(['Students per unit', decimal(budget.students_per_unit)]);
  if (budget.annual_cost !== null) rows.push([`Annual cost over the ${budget.term_years}-year term`, dollars(budget.annual_cost)]);
  const share = budget.share_of_per_pupil_expenditure;
  const reading = share === null
    ? 'The share of per-pupil spending cannot be computed because the cost or the district\'s per-pupil expenditure is not known.'
    : share < 1
      ? `At ${dollarsAndCents(budget.per_student!)} per student the purchase is ${percent(share)} of one year's per-pupil spending: small next to the school's regular budget.`
      : share <= 5
        ? `At ${dollarsAndCents(budget.per_student!)} per student the purchase is ${percent(share)} of one year's per-pupil spending, a moderate supplemental cost.`
        : `At ${dollarsAndCents(budget.per_student!)} per student the purchase is ${percent(share)} of one year's per-pupil spending, a large cost that reviewers will expect to see justified by outcomes.`;
  const basis = budget.total_basis === 'computed'
    ? `Total = ${count(budget.quantity!)} × ${dollars(budget.unit_price!)}; cost per student = total ÷ enrollment.`
    : 'Cost per student = total ÷ enrollment.';
  return { heading: 'Per-Pupil Cost Analysis', paragraphs: [reading], table: { columns: ['Figure', 'Value'], rows, numericColumns: [1], note: basis } };
}

function complianceSection(facts: JustificationReportFacts): DocumentSection {
  if (facts.compliance.length === 0) {
    return { heading: 'Compliance Citations', paragraphs: ['No compliance verdicts were supplied with this report.'] };
  }
  const allowed = facts.compliance.filter((entry) => entry.verdict === 'ALLOWED').length;
  return {
    heading: 'Compliance Citations',
    paragraphs: [`${allowed} of ${facts.compliance.length} programs checked ${allowed === 1 ? 'allows' : 'allow'} this purchase outright; a RESTRICTED verdict means it is allowed only under the conditions stated, and PROHIBITED means the program may not pay for it.`],
    table: {
      columns: ['Program', 'Verdict', 'Reason', 'Citations'],
      rows: facts.compliance.map((entry) => [entry.program_name, entry.verdict, entry.reason, entry.citations.map((citation) => citation.label).join('; ')]),
    },
  };
}

function sourcesOf(facts: JustificationReportFacts): SourceEntry[] {
  const seen = new Set<string>();
  const sources: SourceEntry[] = [datasetSource(facts.stamp, facts.school)];
  const citations: CitationFacts[] = facts.compliance.flatMap((entry) => entry.citations);
  for (const citation of citations) {
    if (seen.has(citation.label)) continue;
    seen.add(citation.label);
    sources.push({ label: citation.label, summary: citation.summary, url: citation.url });
  }
  return sources;
}

export function composeJustificationReport(facts: JustificationReportFacts): ComposedDocument {
  const budget = budgetFigures(facts.purchase, facts.school.enrollment, facts.school.per_pupil_expenditure);
  return {
    title: `Purchase Justification: ${facts.school.name}`,
    subtitle: `${itemName(facts.purchase.description)}${budget.total !== null ? `, ${dollars(budget.total)}` : ''}`,
    stamp: facts.stamp,
    sections: [
      purchaseSummary(facts, budget),
      demographicsSection(facts.school),
      eligiblePrograms(facts),
      standardsAlignment(facts),
      costAnalysis(facts, budget),
      complianceSection(facts),
    ],
    sources: sourcesOf(facts),
    engine: 'local',
    notes: [],
  };
}

export async function renderJustificationReport(facts: JustificationReportFacts): Promise<Uint8Array> {
  return renderDocx(composeJustificationReport(facts));
}
