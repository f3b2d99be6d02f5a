import type { EquityRow, SchoolRow } from '../../data/dataset/model.js';
import type { C2Position } from './erate-c2.js';
import type { FinanceFacts } from './finance-facts.js';
import { STRENGTH_FACTOR, type EligibilityLike, type EligibilityStrength } from './funding.js';
import { studentsPerCounselor } from './health-components.js';
import { healthFindings, type Finding } from './findings.js';
import { INTERVENTIONS } from './interventions.js';
import type { StateAverages, SchoolFacts } from './state-averages.js';
import { isPresent, roundTo } from './scale.js';

/** Share of the C2 budget left unspent at which it counts as a funding gap worth acting on. */
export const UNUSED_C2_SHARE = 0.5;
/** Low-income share that allows a Title I schoolwide program (20 U.S.C. 6314(a)(1)(A)). */
export const SCHOOLWIDE_MIN_FRL = 40;

export interface NeedsContext {
  averages: StateAverages;
  equity?: EquityRow | null;
  finance?: FinanceFacts | null;
  eligibility?: EligibilityLike | null;
  c2?: C2Position | null;
}

export interface Indicator {
  field: string;
  value: number | null;
  /** The comparison value: the state average, or 0 for subgroup gaps (parity with all students). */
  reference: number | null;
  /** value - reference, in the field's unit. */
  difference: number | null;
  /** Numerically above, below or within half a unit of the reference. */
  status: 'above' | 'below' | 'at' | 'unknown';
  /** Whether the difference is good news (for a ratio, lower is better); null when at or unknown. */
  favourable: boolean | null;
}

export interface RecommendedIntervention {
  intervention: string;
  /** Finding codes this answers. */
  addresses: string[];
  programs: string[];
  why: string;
}

export interface MatchingProgram {
  program_id: string;
  strength: EligibilityStrength;
  rule: string | null;
  /** Interventions this program can pay for. */
  funds: string[];
}

export interface NeedsAssessment {
  funding_gaps: Finding[];
  performance_indicators: Indicator[];
  staffing: Indicator[];
  resource_deficiencies: Finding[];
  risk_factors: Finding[];
  strengths: Finding[];
  recommended_interventions: RecommendedIntervention[];
  matching_programs: MatchingProgram[];
  missing: string[];
}

/** Needs reads assessment results and the poverty share; without both it has nothing to say. */
export function needsInputsMissing(school: Pick<SchoolRow, 'math_proficiency' | 'reading_proficiency' | 'frl_pct'>): string[] {
  const missing: string[] = [];
  if (!isPresent(school.math_proficiency) && !isPresent(school.reading_proficiency)) {
    missing.push('math_proficiency', 'reading_proficiency');
  }
  if (!isPresent(school.frl_pct)) missing.push('frl_pct');
  return missing;
}

/** Differences within this band count as "at" the reference (0.5 points or units). */
const AT_REFERENCE_BAND = 0.5;

function indicator(field: string, value: number | null, reference: number | null, higherIsBetter = true): Indicator {
  const shown = (number: number | null): number | null => (isPresent(number) ? roundTo(number, 2) : null);
  if (!isPresent(value) || !isPresent(reference)) {
    return { field, value: shown(value), reference: shown(reference), difference: null, status: 'unknown', favourable: null };
  }
  const difference = value - reference;
  if (Math.abs(difference) <= AT_REFERENCE_BAND) {
    return { field, value: shown(value), reference: shown(reference), difference: roundTo(difference, 2), status: 'at', favourable: null };
  }
  const status = difference > 0 ? 'above' : 'below';
  return { field, value: shown(value), reference: shown(reference), difference: roundTo(difference, 2), status, favourable: difference > 0 === higherIsBetter };
}

function fundingGaps(facts: SchoolFacts, context: NeedsContext, risks: readonly Finding[]): Finding[] {
  const gaps = risks.filter((risk) => risk.code === 'low_spending');
  const { school } = facts;
  if (isPresent(school.frl_pct) && school.frl_pct >= SCHOOLWIDE_MIN_FRL && school.title_i_schoolwide === false) {
    gaps.push({
      code: 'schoolwide_eligible_not_schoolwide', field: 'frl_pct', value: roundTo(school.frl_pct, 2), comparison: '>=',
      threshold: SCHOOLWIDE_MIN_FRL, basis: 'Title I schoolwide threshold, 20 U.S.C. 6314(a)(1)(A)',
      message: 'Enough low-income students for a Title I schoolwide program, but the school does not run one.',
    });
  }
  const c2 = context.c2;
  if (c2 && c2.remaining_share >= UNUSED_C2_SHARE) {
    gaps.push({
      code: 'unused_c2_budget', field: 'erate_c2_remaining_share', value: roundTo(c2.remaining_share * 100, 1), comparison: '>=',
      threshold: UNUSED_C2_SHARE * 100, basis: `FY${c2.cycle.first_year}-${c2.cycle.last_year} district C2 budget $${Math.round(c2.budget)}`,
      message: `$${Math.round(c2.budget - c2.spent)} of the district's E-Rate Category Two budget is unspent in year ${c2.year_in_cycle} of 5.`,
    });
  }
  return gaps;
}

const RESOURCE_CODES = new Set(['high_pupil_teacher_ratio', 'few_counselors', 'no_counselor', 'no_ap_courses', 'low_spending']);

function interventionsFor(findings: readonly Finding[]): RecommendedIntervention[] {
  const byIntervention = new Map<string, RecommendedIntervention>();
  for (const finding of findings) {
    const entry = INTERVENTIONS[finding.code];
    if (!entry) continue;
    const existing = byIntervention.get(entry.intervention);
    if (existing) {
      if (!existing.addresses.includes(finding.code)) existing.addresses.push(finding.code);
      continue;
    }
    byIntervention.set(entry.intervention, {
      intervention: entry.intervention,
      addresses: [finding.code],
      programs: [...entry.programs],
      why: entry.why,
    });
  }
  return [...byIntervention.values()];
}

function matchingPrograms(eligibility: EligibilityLike | null | undefined, interventions: readonly RecommendedIntervention[]): MatchingProgram[] {
  if (!eligibility) return [];
  const programs = 'programs' in eligibility ? eligibility.programs : eligibility;
  const matches: MatchingProgram[] = [];
  for (const program of programs) {
    const id = program.program_id.toUpperCase();
    const funds = interventions.filter((item) => item.programs.includes(id)).map((item) => item.intervention);
    if (funds.length > 0) matches.push({ program_id: id, strength: program.strength, rule: program.rule ?? null, funds });
  }
  return matches.sort((a, b) => STRENGTH_FACTOR[b.strength] - STRENGTH_FACTOR[a.strength] || b.funds.length - a.funds.length || a.program_id.localeCompare(b.program_id));
}

/**
 * A school's needs: every item names the field, the threshold and its basis (state averages come in
 * through the context). Never throws; call needsInputsMissing first to decide on a 422.
 */
export function needsAssessment(school: SchoolRow, context: NeedsContext): NeedsAssessment {
  const facts: SchoolFacts = { school, equity: context.equity ?? null, finance: context.finance ?? null };
  const averages = context.averages;
  const { risk_factors: risks, strengths } = healthFindings(facts, averages);
  const gaps = fundingGaps(facts, context, risks);
  const deficiencies = risks.filter((risk) => RESOURCE_CODES.has(risk.code));
  const interventions = interventionsFor([...risks, ...gaps]);
  const perCounselor = studentsPerCounselor(facts);
  return {
    funding_gaps: gaps,
    performance_indicators: [
      indicator('math_proficiency', school.math_proficiency, averages.math_proficiency),
      indicator('reading_proficiency', school.reading_proficiency, averages.reading_proficiency),
      ...(['math_gap_low_income', 'math_gap_ell', 'math_gap_swd'] as const).map((field) =>
        indicator(field, context.equity?.[field] ?? null, 0)),
    ],
    staffing: [
      indicator('pupil_teacher_ratio', school.pupil_teacher_ratio, averages.pupil_teacher_ratio, false),
      indicator('students_per_counselor', perCounselor !== null && Number.isFinite(perCounselor) ? perCounselor : null, averages.students_per_counselor, false),
      indicator('teachers_fte', school.teachers_fte, null),
      indicator('counselors_fte', school.counselors_fte, null),
    ],
    resource_deficiencies: deficiencies,
    risk_factors: risks,
    strengths,
    recommended_interventions: interventions,
    matching_programs: matchingPrograms(context.eligibility, interventions),
    missing: needsInputsMissing(school),
  };
}

