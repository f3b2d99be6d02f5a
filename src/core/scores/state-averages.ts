import type { EquityRow, SchoolRow } from '../../data/dataset/model.js';
import type { FinanceFacts } from './finance-facts.js';
import { isPresent } from './scale.js';

/**
 * The reference values a school is compared with. Means are over schools (each school counts once,
 * so "the state average" is the average school), except students per counselor, which is the state's
 * total enrollment over its total counselors (the way the counselor ratio is usually quoted).
 * A field is null when no school of the state reports it.
 */
export interface StateAverages {
  state: string;
  school_count: number;
  math_proficiency: number | null;
  reading_proficiency: number | null;
  frl_pct: number | null;
  pupil_teacher_ratio: number | null;
  students_per_counselor: number | null;
  per_pupil_expenditure: number | null;
  federal_revenue_per_pupil: number | null;
  /** Mean AP course count over High schools only (the only level that offers AP). */
  ap_course_count_high: number | null;
  suspension_rate: number | null;
}

export interface SchoolFacts {
  school: SchoolRow;
  equity: EquityRow | null;
  finance: FinanceFacts | null;
}

export interface AverageTable {
  byState: Map<string, StateAverages>;
  national: StateAverages;
}

class Accumulator {
  private readonly sums = new Map<string, { sum: number; count: number }>();
  schools = 0;
  enrollmentWithCounselors = 0;
  counselors = 0;

  add(field: string, value: number | null | undefined): void {
    if (!isPresent(value)) return;
    const entry = this.sums.get(field) ?? { sum: 0, count: 0 };
    entry.sum += value;
    entry.count += 1;
    this.sums.set(field, entry);
  }

  mean(field: string): number | null {
    const entry = this.sums.get(field);
    return entry && entry.count > 0 ? entry.sum / entry.count : null;
  }
}

function addSchool(accumulator: Accumulator, facts: SchoolFacts): void {
  const { school, equity, finance } = facts;
  accumulator.schools += 1;
  accumulator.add('math_proficiency', school.math_proficiency);
  accumulator.add('reading_proficiency', school.reading_proficiency);
  accumulator.add('frl_pct', school.frl_pct);
  accumulator.add('pupil_teacher_ratio', school.pupil_teacher_ratio);
  accumulator.add('per_pupil_expenditure', finance?.per_pupil_expenditure);
  accumulator.add('federal_revenue_per_pupil', finance?.federal_revenue_per_pupil);
  accumulator.add('suspension_rate', equity?.suspension_rate);
  if (school.level === 'High') accumulator.add('ap_course_count_high', equity?.ap_course_count);
  if (isPresent(school.enrollment) && isPresent(school.counselors_fte)) {
    accumulator.enrollmentWithCounselors += school.enrollment;
    accumulator.counselors += school.counselors_fte;
  }
}

function toAverages(state: string, accumulator: Accumulator): StateAverages {
  return {
    state,
    school_count: accumulator.schools,
    math_proficiency: accumulator.mean('math_proficiency'),
    reading_proficiency: accumulator.mean('reading_proficiency'),
    frl_pct: accumulator.mean('frl_pct'),
    pupil_teacher_ratio: accumulator.mean('pupil_teacher_ratio'),
    students_per_counselor:
      accumulator.counselors > 0 ? accumulator.enrollmentWithCounselors / accumulator.counselors : null,
    per_pupil_expenditure: accumulator.mean('per_pupil_expenditure'),
    federal_revenue_per_pupil: accumulator.mean('federal_revenue_per_pupil'),
    ap_course_count_high: accumulator.mean('ap_course_count_high'),
    suspension_rate: accumulator.mean('suspension_rate'),
  };
}

/** State and national averages over all schools, computed in one pass. */
export function computeStateAverages(schools: Iterable<SchoolFacts>): AverageTable {
  const builder = new StateAveragesBuilder();
  for (const facts of schools) builder.add(facts);
  return builder.table();
}

/** The same averages taken one school at a time, so a caller streaming 100,000 schools keeps none of them. */
export class StateAveragesBuilder {
  private readonly perState = new Map<string, Accumulator>();
  private readonly national = new Accumulator();

  add(facts: SchoolFacts): void {
    let accumulator = this.perState.get(facts.school.state);
    if (!accumulator) {
      accumulator = new Accumulator();
      this.perState.set(facts.school.state, accumulator);
    }
    addSchool(accumulator, facts);
    addSchool(this.national, facts);
  }

  table(): AverageTable {
    const byState = new Map<string, StateAverages>();
    for (const [state, accumulator] of this.perState) byState.set(state, toAverages(state, accumulator));
    return { byState, national: toAverages('US', this.national) };
  }
}

/**
 * The averages to compare a school of `state` with: the state's own, with every field the state
 * lacks taken from the national averages (so a state without, say, counselor data still compares).
 */
export function referenceAverages(table: AverageTable, state: string): StateAverages {
  const own = table.byState.get(state);
  if (!own) return { ...table.national, state };
  const merged: StateAverages = { ...own };
  for (const key of Object.keys(merged) as (keyof StateAverages)[]) {
    if (merged[key] === null) (merged as unknown as Record<string, unknown>)[key] = table.national[key];
  }
  return merged;
}
