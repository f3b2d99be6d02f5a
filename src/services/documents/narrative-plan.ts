import type { DocumentSection } from './document.js';
import { count, percent } from './format.js';
import { GRANT_YEARS } from './goal-targets.js';
import type { NarrativeContext, PurchaseFamily } from './narrative-context.js';

/** Goals, Project Design and Evaluation Plan: built on the targets and the kind of purchase. */

const SUBJECT_NAME = { math: 'Mathematics', reading: 'Reading' } as const;

/** A goal tied to the program's own population, where the program serves one. */
function programGoal(context: NarrativeContext): { population: string; text: string } | null {
  const { school, program } = context;
  switch (program.program_id) {
    case 'TITLE_III_A':
      return { population: 'English learners', text: `Increase each year the share of English learners${school.ell_pct !== null ? ` (${percent(school.ell_pct)} of enrollment)` : ''} making expected progress on the state English language proficiency assessment, with the baseline taken from the first spring administration of the grant.` };
    case 'IDEA_B':
      return { population: 'students with disabilities', text: `Every student with disabilities${school.swd_pct !== null ? ` (${percent(school.swd_pct)} of enrollment)` : ''} whose IEP calls for the project's services receives them, and IEP progress reports show growth toward annual goals for each participant.` };
    case '21ST_CCLC':
      return { population: 'participation', text: 'Students at the greatest risk attend the community learning center regularly (30 days or more a year), and their attendance is reported to the state each year.' };
    case 'PERKINS_V':
      return { population: 'career and technical education', text: 'More students complete a CTE program of study, measured by the concentrator count the school reports to the state under Perkins V.' };
    case 'TITLE_II_A':
      return { population: 'educators', text: 'Every participating teacher completes the professional learning and applies it, verified by classroom observation twice a year.' };
    default:
      return null;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function implementationGoal(context: NarrativeContext): string {
  const { budget, item, students } = context;
  const what = budget.quantity !== null && !/^\d/.test(item) ? `all ${count(budget.quantity)} units of ${item}` : `the ${item}`;
  switch (context.family) {
    case 'technology':
      return `${what} in use by the end of the first semester, with at least 80% of intended users active each month as shown by usage logs.`;
    case 'instruction':
      return `${what} in use in every participating classroom during year one, after teachers complete training, checked by quarterly walkthroughs.`;
    case 'services':
      return `${item} delivered to the students furthest from proficiency first, with at least 85% of scheduled sessions delivered and attendance recorded.`;
    default:
      return `the project in place for ${students} within the first semester and reviewed each quarter against this plan.`;
  }
}

export function goals(context: NarrativeContext): DocumentSection {
  const bullets = context.goals.map((goal, index) =>
    `Goal ${index + 1} (${SUBJECT_NAME[goal.subject].toLowerCase()}): raise the ${goal.measure.charAt(0).toLowerCase()}${goal.measure.slice(1)} from ${percent(goal.baseline)} to ${percent(goal.year_one)} after year one and ${percent(goal.target)} by the end of year two. Target gain: ${goal.basis}.`);
  const programLine = programGoal(context);
  if (programLine) bullets.push(`Goal ${bullets.length + 1} (${programLine.population}): ${programLine.text}`);
  bullets.push(`Goal ${bullets.length + 1} (implementation): ${capitalise(implementationGoal(context))}`);
  const intro = context.goals.length > 0
    ? `The project sets ${bullets.length} measurable goals for a ${GRANT_YEARS}-year grant period. Each academic target starts from the school's reported baseline and is derived from a comparison a reviewer can check, not from a round number.`
    : `The dataset reports no assessment results for ${context.school.name}, so the academic targets will be fixed from the first year's state assessment; the goals below can be measured from the start.`;
  const table = context.goals.length > 0
    ? {
        columns: ['Measure', 'Baseline', 'Year 1', `Year ${GRANT_YEARS} target`],
        rows: context.goals.map((goal) => [`${SUBJECT_NAME[goal.subject]} proficiency`, percent(goal.baseline), percent(goal.year_one), percent(goal.target)]),
        numericColumns: [1, 2, 3],
      }
    : undefined;
  return { heading: 'Goals', paragraphs: [intro], bullets, ...(table ? { table } : {}) };
}

const DESIGN: Readonly<Record<PurchaseFamily, (context: NarrativeContext) => string>> = {
  technology: ({ item, school, students }) =>
    `The project places ${item} in the hands of teachers and students at ${school.name} and ties the purchase to daily instruction rather than to occasional use. Teachers plan which lessons use the technology, students use it for practice that adapts to their level, and the school's data team reviews usage and results together, so the ${students} the school serves get more practice time where they are weakest.`,
  instruction: ({ item, school }) =>
    `The project brings ${item} into the classrooms of ${school.name} as a supplement to the core program. Teachers are trained before first use, lessons are mapped to the state standards, and students who are furthest behind receive the materials first in small-group instruction.`,
  services: ({ item, school }) =>
    `The project delivers ${item} to the students of ${school.name} who most need it, identified from the state assessment and the school's own screening. Services are scheduled so that they add time rather than replace core instruction, and the staff who deliver them meet with classroom teachers every month to align their work.`,
  other: ({ item, school }) =>
    `The project uses ${item} to remove a barrier to learning at ${school.name}. The school will show the link between this purchase and student outcomes in its plan, because reviewers look for that link when the purchase is not instructional in itself.`,
  none: ({ school, programShort }) =>
    `The project expands ${programShort} services at ${school.name}: supplemental instruction for the students furthest from proficiency, professional learning for their teachers, and regular review of each student's progress.`,
};

const TIMELINE: Readonly<Record<PurchaseFamily, string[]>> = {
  technology: ['Months 1-2: procurement under the district\'s procurement rules (2 CFR 200.320), asset tagging and set-up.', 'Months 2-3: teacher training; classroom routines for use and care.', 'Months 3-12: classroom use; monthly usage review; interim assessment in fall, winter and spring.', `Year ${GRANT_YEARS}: extend use to remaining classrooms; spring state assessment; final report.`],
  instruction: ['Months 1-2: procurement and alignment of materials to the state standards.', 'Months 2-3: teacher training and lesson planning.', 'Months 3-12: classroom use with small-group instruction; interim assessment three times a year.', `Year ${GRANT_YEARS}: refine based on year-one results; spring state assessment; final report.`],
  services: ['Months 1-2: identify students from assessment data; hire or contract staff; schedule sessions.', 'Months 3-12: deliver services; record attendance; monthly review with classroom teachers.', 'End of year one: compare participants\' interim results with their baseline; adjust groups.', `Year ${GRANT_YEARS}: continue services; spring state assessment; final report.`],
  other: ['Months 1-3: procurement and installation under the district\'s procurement rules (2 CFR 200.320).', 'Months 3-12: use and quarterly review against the plan.', `Year ${GRANT_YEARS}: review of outcomes; final report.`],
  none: ['Months 1-2: identify students and staff; finalise the budget with the district.', 'Months 3-12: deliver services; interim assessment three times a year.', `Year ${GRANT_YEARS}: continue and refine; spring state assessment; final report.`],
};

function allowableUse(context: NarrativeContext): string {
  const { program, purchase, programShort } = context;
  const rule = program.purchase_rule;
  if (rule) {
    const fit = rule.strength === 'WEAK'
      ? ' This is a narrow fit for the program, so the application documents the conditions the rule sets before any cost is charged.'
      : '';
    return `Allowable use. ${rule.text}${fit}`;
  }
  if (purchase?.category) {
    return `Allowable use. The funding rules list no ${programShort} use for ${purchase.category_label?.toLowerCase() ?? purchase.category.replace(/_/g, ' ')}; confirm with the state education agency before charging this cost to the program. The program's allowable uses are: ${program.allowable_uses.join('; ')}.`;
  }
  return `Allowable use. The project stays within ${programShort}'s allowable uses under ${program.statute}: ${program.allowable_uses.join('; ')}.`;
}

export function projectDesign(context: NarrativeContext): DocumentSection {
  const { school } = context;
  const leadership = `The principal leads the project with the ${school.district_name ?? 'district'} federal programs office, which keeps the grant's records; a school team of teachers and the data lead meets monthly to review progress against the goals.`;
  return {
    heading: 'Project Design',
    paragraphs: [DESIGN[context.family](context), allowableUse(context), leadership],
    bullets: TIMELINE[context.family],
  };
}

function implementationMeasure(family: PurchaseFamily): string {
  if (family === 'technology') return 'Usage logs (active users per month, minutes of use)';
  if (family === 'services') return 'Session attendance and delivery records';
  return 'Classroom walkthroughs and implementation checklist';
}

export function evaluationPlan(context: NarrativeContext): DocumentSection {
  const { school, goals: targets, family } = context;
  const rows = targets.map((goal) => [goal.measure, percent(goal.baseline), 'State assessment results', 'Each spring']);
  rows.push(['Interim benchmark assessment (fall, winter, spring)', 'First fall window', 'School assessment system', 'Three times a year']);
  rows.push([implementationMeasure(family), 'Set at launch', 'Project records', 'Monthly']);
  const peers = school.peers && school.peers.peer_count > 0
    ? `Results are compared each year with the ${school.peers.peer_count} peer schools (same state, level and free or reduced-price lunch band) and with the state average, so that a gain can be told apart from a statewide trend.`
    : 'Results are compared each year with the state average, so that a gain can be told apart from a statewide trend.';
  return {
    heading: 'Evaluation Plan',
    paragraphs: [
      `The evaluation answers two questions: did ${school.name} carry out the project as planned, and did students' results move toward the targets? The primary outcome measures are the ones the targets are written in: the percent of students proficient on the state mathematics and reading assessments.`,
      `${peers} Interim benchmark results guide mid-year changes, and the implementation measure shows whether a shortfall comes from the approach or from how it was delivered.`,
      'The project coordinator compiles an annual report for the district and the state education agency, with each goal\'s baseline, result and target, and keeps the supporting records for audit.',
    ],
    table: { columns: ['Measure', 'Baseline', 'Source', 'When'], rows },
  };
}
