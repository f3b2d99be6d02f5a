import type { SchoolDocumentFacts } from './facts.js';

/**
 * The few judgements the local engine makes before choosing words: how poor the school's students
 * are, and how far its results sit from the state's. Every threshold is a public rule or a round
 * number stated here, so a reader can see why a narrative says "far below" and not "near".
 */

/**
 * very_high: at least 75% low-income, the share above which Title I makes LEAs serve
 * schools first when funds are short (20 U.S.C. 6313).
 * high: at least 50%. schoolwide: at least 40%, the schoolwide-program threshold (20 U.S.C. 6314(a)(1)).
 * designatable: at least 35%, which an LEA may designate eligible (20 U.S.C. 6313(b)(1)(A)).
 */
export type PovertyBand = 'very_high' | 'high' | 'schoolwide' | 'designatable' | 'low' | 'unknown';

/** far_below: 15+ points under the state mean; below: 5-15 under; near: within 5; above: 5+ over. */
export type Standing = 'far_below' | 'below' | 'near' | 'above' | 'unknown';

export const STANDING_POINTS = { far: 15, near: 5 } as const;

export interface Comparison {
  standing: Standing;
  /** School minus state, percentage points; null when either value is missing. */
  difference: number | null;
}

export interface NeedProfile {
  poverty: PovertyBand;
  /** School FRL minus state FRL, percentage points. */
  frlDifference: number | null;
  math: Comparison;
  reading: Comparison;
  /** acute: high poverty and results below the state; elevated: one of the two; moderate: neither. */
  level: 'acute' | 'elevated' | 'moderate';
}

export function povertyBand(frlPct: number | null): PovertyBand {
  if (frlPct === null) return 'unknown';
  if (frlPct >= 75) return 'very_high';
  if (frlPct >= 50) return 'high';
  if (frlPct >= 40) return 'schoolwide';
  if (frlPct >= 35) return 'designatable';
  return 'low';
}

export function compare(school: number | null, state: number | null): Comparison {
  if (school === null || state === null) return { standing: 'unknown', difference: null };
  const difference = school - state;
  if (difference <= -STANDING_POINTS.far) return { standing: 'far_below', difference };
  if (difference <= -STANDING_POINTS.near) return { standing: 'below', difference };
  if (difference < STANDING_POINTS.near) return { standing: 'near', difference };
  return { standing: 'above', difference };
}

const isBelow = (comparison: Comparison) => comparison.standing === 'far_below' || comparison.standing === 'below';

export function needProfile(school: SchoolDocumentFacts): NeedProfile {
  const poverty = povertyBand(school.frl_pct);
  const math = compare(school.math_proficiency, school.state_averages.math_proficiency);
  const reading = compare(school.reading_proficiency, school.state_averages.reading_proficiency);
  const highPoverty = poverty === 'very_high' || poverty === 'high';
  const lowResults = isBelow(math) || isBelow(reading);
  const frlDifference = school.frl_pct !== null && school.state_averages.frl_pct !== null
    ? school.frl_pct - school.state_averages.frl_pct
    : null;
  return {
    poverty,
    frlDifference,
    math,
    reading,
    level: highPoverty && lowResults ? 'acute' : highPoverty || lowResults ? 'elevated' : 'moderate',
  };
}
