import type { EquityListRow, EquityStateAverages } from '../../../src/data/dataset/reader.js';

/**
 * How an equity gap is measured, per metric and gap type. A gap is always "how much worse than the
 * comparison", in the metric's unit, so the list can rank the largest first; a school at or better
 * than its comparison has no gap and is not listed.
 */
export const GAP_METRICS = ['equityScore', 'suspensionRate', 'apCourseCount', 'pupilTeacherRatio'] as const;
export type GapMetric = (typeof GAP_METRICS)[number];
export const GAP_TYPES = ['state_average', 'subgroup'] as const;
export type GapType = (typeof GAP_TYPES)[number];
export const SUBGROUPS = ['black', 'hispanic', 'students_with_disabilities'] as const;
export type Subgroup = (typeof SUBGROUPS)[number];
export const SEVERITIES = ['severe', 'moderate', 'mild'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_RULE =
  'severe when the gap is at least 50% of the comparison value, moderate at least 20%, mild above 0 ' +
  '(equityScore, a 0-100 score: severe at 20 points or more, moderate at 10 or more).';

export interface GapMeasure {
  nces_id: string;
  value: number;
  comparison_value: number;
  gap: number;
  severity: Severity;
  subgroup: Subgroup | null;
}

export interface GapMethod {
  comparison_group: string;
  formula: string;
}

export function severityOf(metric: GapMetric, gap: number, comparison: number): Severity {
  if (metric === 'equityScore') return gap >= 20 ? 'severe' : gap >= 10 ? 'moderate' : 'mild';
  const relative = comparison > 0 ? gap / comparison : Number.POSITIVE_INFINITY;
  return relative >= 0.5 ? 'severe' : relative >= 0.2 ? 'moderate' : 'mild';
}

export function methodOf(metric: GapMetric, type: GapType, state: string, subgroup: Subgroup | null): GapMethod {
  if (type === 'subgroup') {
    const group = subgroup ? subgroupLabel(subgroup) : 'the most suspended of Black, Hispanic and disabled students';
    return {
      comparison_group: `White students of the same school (${state})`,
      formula: `gap = suspension rate of ${group} - suspension rate of White students, percentage points`,
    };
  }
  switch (metric) {
    case 'suspensionRate':
      return { comparison_group: `Mean over ${state} schools with civil-rights records`, formula: 'gap = school suspension rate - state mean, percentage points' };
    case 'apCourseCount':
      return { comparison_group: `Mean over ${state} High schools`, formula: 'gap = state mean AP courses - school AP courses (High schools only)' };
    case 'pupilTeacherRatio':
      return { comparison_group: `Mean over ${state} schools reporting the ratio`, formula: 'gap = school pupil-teacher ratio - state mean' };
    case 'equityScore':
      return { comparison_group: `Mean equity score over ${state} schools that have one`, formula: 'gap = state mean equity score - school equity score, points (0-100 scale)' };
  }
}

export const subgroupLabel = (subgroup: Subgroup) => (subgroup === 'students_with_disabilities' ? 'students with disabilities' : `${subgroup[0]!.toUpperCase()}${subgroup.slice(1)} students`);

const SUBGROUP_RATE: Record<Subgroup, (row: EquityListRow) => number | null> = {
  black: (row) => row.suspension_rate_black,
  hispanic: (row) => row.suspension_rate_hispanic,
  students_with_disabilities: (row) => row.suspension_rate_swd,
};

/** Gaps of one school's equity row against the state averages (state_average) or its own White students (subgroup). */
export function rowGap(metric: Exclude<GapMetric, 'equityScore'>, type: GapType, row: EquityListRow, averages: EquityStateAverages, subgroup: Subgroup | null): GapMeasure | null {
  let value: number | null;
  let comparison: number | null;
  let gap: number | null;
  let group: Subgroup | null = null;
  if (type === 'subgroup') {
    comparison = row.suspension_rate_white;
    const groups = subgroup ? [subgroup] : [...SUBGROUPS];
    const rates = groups.map((name) => ({ name, rate: SUBGROUP_RATE[name](row) })).filter((entry): entry is { name: Subgroup; rate: number } => entry.rate !== null);
    // The widest disparity when no subgroup is named; the first listed wins a tie.
    const widest = rates.reduce<{ name: Subgroup; rate: number } | null>((best, entry) => (best === null || entry.rate > best.rate ? entry : best), null);
    value = widest?.rate ?? null;
    group = widest?.name ?? null;
    gap = value !== null && comparison !== null ? value - comparison : null;
  } else if (metric === 'suspensionRate') {
    value = row.suspension_rate;
    comparison = averages.suspension_rate;
    gap = value !== null && comparison !== null ? value - comparison : null;
  } else if (metric === 'apCourseCount') {
    value = row.level === 'High' ? row.ap_course_count : null;
    comparison = averages.ap_course_count;
    gap = value !== null && comparison !== null ? comparison - value : null;
  } else {
    value = row.pupil_teacher_ratio;
    comparison = averages.pupil_teacher_ratio;
    gap = value !== null && comparison !== null ? value - comparison : null;
  }
  if (value === null || comparison === null || gap === null || gap <= 0) return null;
  return { nces_id: row.nces_id, value, comparison_value: comparison, gap, severity: severityOf(metric, gap, comparison), subgroup: group };
}
