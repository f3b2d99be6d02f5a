import type { SchoolCondition } from './purchase-programs.js';

/**
 * The school facts the funding rules read. Field names and types match `SchoolRow` in
 * src/data/dataset/model.ts, so a SchoolRow can be passed as it is; every field may be missing.
 */
export interface SchoolFacts {
  /** Free/reduced-price lunch eligible, percent 0-100: the low-income measure used for Title I here. */
  frl_pct?: number | null;
  title_i_eligible?: boolean | null;
  title_i_schoolwide?: boolean | null;
  ell_pct?: number | null;
  swd_pct?: number | null;
  level?: 'Elementary' | 'Middle' | 'High' | null;
  locale?: 'urban' | 'suburban' | 'town' | 'rural' | null;
  enrollment?: number | null;
  cep?: boolean | null;
  /**
   * The district-wide E-Rate rate (47 CFR 54.505(b)(1)) the school gets. Absent or null when the caller
   * has no district data: then no discount figure is quoted at all, never one from the school's own share.
   */
  erate_district?: ErateDistrictRate | null;
}

export interface ErateDistrictRate {
  nslp_pct: number;
  rural: boolean;
  category1: number;
  category2: number;
}

export type TitleIStatus =
  /** Operates (is flagged as) a schoolwide program. */
  | 'schoolwide'
  /** At least 40% low-income: may operate a schoolwide program (20 U.S.C. 6314(a)(1)). */
  | 'schoolwide_eligible'
  /** A Title I school below 40%: targeted assistance only (20 U.S.C. 6315). */
  | 'targeted'
  /** Not flagged, but at least 35% low-income: the LEA may designate it eligible (20 U.S.C. 6313(b)(1)(A)). */
  | 'may_be_designated'
  | 'not_title_i'
  | 'unknown';

/** Title I status from the dataset flags first, then from frl_pct against the statutory thresholds. */
export function titleIStatus(school: SchoolFacts): TitleIStatus {
  if (school.title_i_schoolwide === true) return 'schoolwide';
  const frl = school.frl_pct ?? null;
  if (school.title_i_eligible === false) return 'not_title_i';
  if (frl !== null && frl >= 40) return 'schoolwide_eligible';
  if (school.title_i_eligible === true) return 'targeted';
  if (frl !== null && frl >= 35) return 'may_be_designated';
  if (frl === null) return 'unknown';
  return 'not_title_i';
}

export interface ConditionCheck {
  /** null when the dataset lacks the fact needed to decide. */
  met: boolean | null;
  reason: string;
}

const pct = (value: number) => `${Math.round(value * 10) / 10}%`;

/** Whether a school meets the condition a funding rule depends on, and why. */
export function checkCondition(condition: SchoolCondition, school: SchoolFacts): ConditionCheck {
  switch (condition) {
    case 'title_i_schoolwide':
    case 'cclc_priority': {
      const status = titleIStatus(school);
      if (status === 'schoolwide') return { met: true, reason: 'the school operates a Title I schoolwide program' };
      if (status === 'schoolwide_eligible') return { met: true, reason: `${pct(school.frl_pct!)} low-income (frl_pct) is at least the 40% schoolwide threshold` };
      if (status === 'unknown') return { met: null, reason: 'the school has no Title I status or frl_pct in the data' };
      if (status === 'not_title_i') return { met: false, reason: 'the school is not a Title I school' };
      return { met: false, reason: `${school.frl_pct == null ? 'the school' : `${pct(school.frl_pct)} low-income`} is below the 40% schoolwide threshold` };
    }
    case 'title_i_school': {
      const status = titleIStatus(school);
      if (status === 'unknown') return { met: null, reason: 'the school has no Title I status or frl_pct in the data' };
      if (status === 'not_title_i') return { met: false, reason: 'the school is not a Title I school' };
      return { met: true, reason: `Title I status: ${status.replace(/_/g, ' ')}` };
    }
    case 'english_learners': {
      if (school.ell_pct == null) return { met: null, reason: 'the school has no English learner data' };
      return school.ell_pct > 0
        ? { met: true, reason: `${pct(school.ell_pct)} of students are English learners` }
        : { met: false, reason: 'the school reports no English learners' };
    }
    case 'students_with_disabilities': {
      if (school.swd_pct == null) return { met: true, reason: 'every public school must serve students with disabilities (share not reported)' };
      return school.swd_pct > 0
        ? { met: true, reason: `${pct(school.swd_pct)} of students have disabilities` }
        : { met: false, reason: 'the school reports no students with disabilities' };
    }
    case 'secondary_cte': {
      if (school.level == null) return { met: null, reason: 'the school level is not in the data' };
      return school.level === 'High'
        ? { met: true, reason: 'a high school, where secondary CTE programs of study run' }
        : { met: false, reason: `${/^[aeiou]/i.test(school.level) ? 'an' : 'a'} ${school.level.toLowerCase()} school; Perkins V secondary funds serve CTE programs in high schools` };
    }
  }
}
