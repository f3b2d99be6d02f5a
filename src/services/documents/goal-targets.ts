import type { SchoolDocumentFacts } from './facts.js';
import { decimal, percent, points, roundTenth } from './format.js';

/**
 * Measurable targets for a two-year grant, derived from the school's own numbers. The math target
 * closes half the gap to the best peer school (same state, level and FRL band), because a peer with
 * the same poverty has shown that level is reachable; without peers, half the gap to the state mean.
 * Gains are bounded to 2-15 points over two years: below 2 is noise on a state test, above 15 is
 * not credible to a reviewer.
 */

export const GRANT_YEARS = 2;
export const MIN_GAIN = 2;
export const MAX_GAIN = 15;

export interface GoalTarget {
  /** "math" or "reading". */
  subject: 'math' | 'reading';
  measure: string;
  baseline: number;
  year_one: number;
  target: number;
  /** How the gain was set, as a noun phrase with its numbers ("half of the 14.4-point gap to ..."). */
  basis: string;
}

function boundedGain(gap: number): number {
  return roundTenth(Math.min(MAX_GAIN, Math.max(MIN_GAIN, gap / 2)));
}

function target(subject: GoalTarget['subject'], measure: string, baseline: number, gain: number, basis: string): GoalTarget {
  const goal = Math.min(100, roundTenth(baseline + gain));
  return { subject, measure, baseline, year_one: roundTenth(baseline + (goal - baseline) / 2), target: goal, basis };
}

function mathTarget(school: SchoolDocumentFacts): GoalTarget | null {
  const baseline = school.math_proficiency;
  if (baseline === null) return null;
  const measure = 'Percent of students proficient on the state mathematics assessment';
  const peers = school.peers;
  if (peers && peers.gap_to_best !== null && peers.best_peer_math !== null && peers.peer_count > 0) {
    if (peers.gap_to_best > 0) {
      return target('math', measure, baseline, boundedGain(peers.gap_to_best),
        `half of the ${decimal(peers.gap_to_best)}-point gap to the best of ${peers.peer_count} peer schools, which reached ${percent(peers.best_peer_math)}`);
    }
    return target('math', measure, baseline, MIN_GAIN,
      `${points(MIN_GAIN)}, extending the school's lead over its ${peers.peer_count} peer schools (best peer: ${percent(peers.best_peer_math)})`);
  }
  const state = school.state_averages.math_proficiency;
  if (state !== null && state > baseline) {
    return target('math', measure, baseline, boundedGain(state - baseline),
      `half of the ${decimal(state - baseline)}-point gap to the state average of ${percent(state)}`);
  }
  return target('math', measure, baseline, MIN_GAIN + 1, `a steady ${points(MIN_GAIN + 1)} over the grant period`);
}

function readingTarget(school: SchoolDocumentFacts): GoalTarget | null {
  const baseline = school.reading_proficiency;
  if (baseline === null) return null;
  const measure = 'Percent of students proficient on the state reading/English language arts assessment';
  const state = school.state_averages.reading_proficiency;
  if (state !== null && state > baseline) {
    return target('reading', measure, baseline, boundedGain(state - baseline),
      `half of the ${decimal(state - baseline)}-point gap to the state average of ${percent(state)}`);
  }
  return target('reading', measure, baseline, MIN_GAIN,
    state !== null ? `${points(MIN_GAIN)}, since the school is already at or above the state average of ${percent(state)}` : `${points(MIN_GAIN)} over the grant period`);
}

/** The math and reading targets the data supports (none when neither result is reported). */
export function goalTargets(school: SchoolDocumentFacts): GoalTarget[] {
  return [mathTarget(school), readingTarget(school)].filter((goal): goal is GoalTarget => goal !== null);
}
