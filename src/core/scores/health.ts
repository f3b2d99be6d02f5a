import type { SchoolRow } from '../../data/dataset/model.js';
import type { StateAverages, SchoolFacts } from './state-averages.js';
import {
  academicScore,
  apAccessScore,
  classSizeScore,
  counselorScore,
  spendingScore,
  suspensionScore,
} from './health-components.js';
import { healthFindings, type Finding } from './findings.js';
import { isPresent, meanOfPresent, roundTo, weightedMeanOfPresent } from './scale.js';

export type HealthTier = 'THRIVING' | 'STABLE' | 'AT_RISK' | 'CRITICAL';

/** DECISIONS.md §5: composite weights and tier cut-offs (binding). */
export const HEALTH_WEIGHTS = { funding: 0.4, academic: 0.3, equity: 0.3 } as const;
export const HEALTH_TIER_CUTOFFS = { THRIVING: 75, STABLE: 55, AT_RISK: 35 } as const;

export function healthTier(score: number): HealthTier {
  if (score >= HEALTH_TIER_CUTOFFS.THRIVING) return 'THRIVING';
  if (score >= HEALTH_TIER_CUTOFFS.STABLE) return 'STABLE';
  if (score >= HEALTH_TIER_CUTOFFS.AT_RISK) return 'AT_RISK';
  return 'CRITICAL';
}

export interface HealthDimensions {
  academic_performance: number | null;
  funding_level: number | null;
  resource_access: number | null;
  equity_indicators: number | null;
  data_completeness: number;
}

export interface HealthScore {
  health_score: number | null;
  health_tier: HealthTier | null;
  funding_sub: number | null;
  academic_sub: number | null;
  equity_sub: number | null;
  dimensions: HealthDimensions;
  /** The parts of equity_sub and resource_access, each 0-100 or null. */
  components: {
    suspension_disparity: number | null;
    ap_access: number | null;
    counselor_access: number | null;
    class_size: number | null;
    spending: number | null;
  };
  risk_factors: Finding[];
  strengths: Finding[];
  /** Inputs the score reads that the school lacks (they lower data_completeness). */
  missing: string[];
}

/** The fields health reads, each with whether it applies to a school and whether it is present. */
export function healthInputs(facts: SchoolFacts): { field: string; present: boolean }[] {
  const { school, equity, finance } = facts;
  const inputs = [
    { field: 'math_proficiency', present: isPresent(school.math_proficiency) },
    { field: 'reading_proficiency', present: isPresent(school.reading_proficiency) },
    { field: 'enrollment', present: isPresent(school.enrollment) },
    { field: 'pupil_teacher_ratio', present: isPresent(school.pupil_teacher_ratio) },
    { field: 'counselors_fte', present: isPresent(school.counselors_fte) },
    { field: 'per_pupil_expenditure', present: isPresent(finance?.per_pupil_expenditure) },
    { field: 'suspension_rate', present: isPresent(equity?.suspension_rate) },
    { field: 'suspension_rate_black', present: isPresent(equity?.suspension_rate_black) },
    { field: 'suspension_rate_hispanic', present: isPresent(equity?.suspension_rate_hispanic) },
    { field: 'suspension_rate_swd', present: isPresent(equity?.suspension_rate_swd) },
  ];
  if (school.level === 'High') inputs.push({ field: 'ap_course_count', present: isPresent(equity?.ap_course_count) });
  return inputs;
}

/**
 * The assessment fields whose absence makes a health score meaningless: both math and reading
 * proficiency. Empty when the school has at least one (the tool answers 422 otherwise).
 */
export function healthInputsMissing(school: Pick<SchoolRow, 'math_proficiency' | 'reading_proficiency'>): string[] {
  if (isPresent(school.math_proficiency) || isPresent(school.reading_proficiency)) return [];
  return ['math_proficiency', 'reading_proficiency'];
}

function rounded(value: number | null): number | null {
  return value === null ? null : roundTo(value);
}

export type HealthNumbers = Omit<HealthScore, 'risk_factors' | 'strengths'>;

/**
 * DECISIONS.md §5 health: 0.40 funding_sub + 0.30 academic_sub + 0.30 equity_sub, each 0-100.
 * A missing funding_sub or equity_sub drops out and the other weights are renormalised; without
 * academic data there is no score (health_score null) because academic data is the one input the
 * product promises. Never throws.
 */
export function healthScore(facts: SchoolFacts, averages: StateAverages): HealthScore {
  const findings = healthFindings(facts, averages);
  return { ...healthNumbers(facts, averages), risk_factors: findings.risk_factors, strengths: findings.strengths };
}

/** The scores of healthScore without the risk and strength lists (what the dataset build stores). */
export function healthNumbers(facts: SchoolFacts, averages: StateAverages): HealthNumbers {
  const spending = spendingScore(facts, averages);
  const classSize = classSizeScore(facts, averages);
  const counselors = counselorScore(facts, averages);
  const suspension = suspensionScore(facts);
  const apAccess = apAccessScore(facts, averages);

  // Rounded before the composite so the published sub-scores reproduce the published composite.
  const academicSub = rounded(academicScore(facts, averages));
  const fundingSub = rounded(spending);
  const equitySub = rounded(meanOfPresent([suspension, apAccess, counselors, classSize]));
  const resourceAccess = meanOfPresent([spending, classSize, counselors]);

  const inputs = healthInputs(facts);
  const presentCount = inputs.filter((input) => input.present).length;
  const dataCompleteness = (100 * presentCount) / inputs.length;

  const composite =
    academicSub === null
      ? null
      : weightedMeanOfPresent([
          { value: fundingSub, weight: HEALTH_WEIGHTS.funding },
          { value: academicSub, weight: HEALTH_WEIGHTS.academic },
          { value: equitySub, weight: HEALTH_WEIGHTS.equity },
        ]);
  const score = rounded(composite);

  return {
    health_score: score,
    health_tier: score === null ? null : healthTier(score),
    funding_sub: fundingSub,
    academic_sub: academicSub,
    equity_sub: equitySub,
    dimensions: {
      academic_performance: academicSub,
      funding_level: fundingSub,
      resource_access: rounded(resourceAccess),
      equity_indicators: equitySub,
      data_completeness: roundTo(dataCompleteness),
    },
    components: {
      suspension_disparity: rounded(suspension),
      ap_access: rounded(apAccess),
      counselor_access: rounded(counselors),
      class_size: rounded(classSize),
      spending: rounded(spending),
    },
    missing: inputs.filter((input) => !input.present).map((input) => input.field),
  };
}
