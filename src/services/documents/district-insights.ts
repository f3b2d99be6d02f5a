import type { DistrictAggregates } from './district-aggregates.js';
import type { DistrictReportFacts, DistrictSchoolFacts } from './facts.js';
import { count, decimal, dollars, listPhrase, percent, points } from './format.js';

/**
 * Insights of the district report, found by rules over the numbers (the local engine): each one is
 * a comparison a reader can check in the report's tables. Order: where students need most, where
 * a school shows what is possible, where money or status leaves something on the table.
 */

const MAX_NAMED = 3;

const byName = (left: DistrictSchoolFacts, right: DistrictSchoolFacts) => left.name.localeCompare(right.name) || left.nces_id.localeCompare(right.nces_id);

function highestNeed(facts: DistrictReportFacts): string | null {
  const stateMath = facts.state_averages.math_proficiency;
  const schools = facts.schools
    .filter((school) => school.frl_pct !== null && school.math_proficiency !== null && (stateMath === null || school.math_proficiency < stateMath))
    .sort((left, right) => right.frl_pct! - left.frl_pct! || byName(left, right))
    .slice(0, MAX_NAMED);
  if (schools.length === 0) return null;
  const named = schools.map((school) => `${school.name} (${percent(school.frl_pct!)} FRL, ${percent(school.math_proficiency!)} math)`);
  return `Greatest need: ${listPhrase(named)} combine the district's highest poverty with math results below the ${facts.district.state} average${stateMath !== null ? ` of ${percent(stateMath)}` : ''}. They are first in line for Title I and intervention funds.`;
}

function beatingTheOdds(facts: DistrictReportFacts): string | null {
  const stateMath = facts.state_averages.math_proficiency;
  const schools = facts.schools
    .filter((school) => school.bright_spot_tier === 'BRIGHT_SPOT'
      || (stateMath !== null && school.frl_pct !== null && school.frl_pct >= 50 && school.math_proficiency !== null && school.math_proficiency >= stateMath))
    .sort((left, right) => (right.math_proficiency ?? 0) - (left.math_proficiency ?? 0) || byName(left, right))
    .slice(0, MAX_NAMED);
  if (schools.length === 0) return null;
  const named = schools.map((school) => `${school.name} (${orDash(school.frl_pct)} FRL, ${orDash(school.math_proficiency)} math)`);
  return `Beating the odds: ${listPhrase(named)} ${schools.length === 1 ? 'reaches' : 'reach'} or ${schools.length === 1 ? 'passes' : 'pass'} the state math average with at least half of students low-income. ${schools.length === 1 ? 'Its' : 'Their'} practices are worth studying before the district buys new ones.`;
}

function spread(facts: DistrictReportFacts): string | null {
  const scored = facts.schools.filter((school) => school.math_proficiency !== null).sort((left, right) => left.math_proficiency! - right.math_proficiency! || byName(left, right));
  if (scored.length < 2) return null;
  const low = scored[0]!;
  const high = scored[scored.length - 1]!;
  const gap = high.math_proficiency! - low.math_proficiency!;
  return `Spread: math proficiency runs from ${percent(low.math_proficiency!)} at ${low.name} to ${percent(high.math_proficiency!)} at ${high.name}, a ${decimal(gap)}-point spread inside one district${gap >= 20 ? ' wide enough to make school-by-school targets more useful than one district goal' : ''}.`;
}

function schoolwideCandidates(facts: DistrictReportFacts): string | null {
  const candidates = facts.schools.filter((school) => school.frl_pct !== null && school.frl_pct >= 40 && school.title_i_schoolwide === false).sort(byName);
  if (candidates.length === 0) return null;
  const named = candidates.slice(0, MAX_NAMED).map((school) => `${school.name} (${percent(school.frl_pct!)})`);
  const more = candidates.length > MAX_NAMED ? ` and ${candidates.length - MAX_NAMED} more` : '';
  return `Schoolwide status: ${count(candidates.length)} ${candidates.length === 1 ? 'school is' : 'schools are'} at or above 40% low-income but not running a Title I schoolwide program: ${listPhrase(named)}${more}. A schoolwide plan would let Title I pay for whole-school improvements there (20 U.S.C. 6314(a)(1)).`;
}

function spending(facts: DistrictReportFacts, aggregates: DistrictAggregates): string | null {
  const finance = facts.finance;
  if (!finance) return null;
  const parts: string[] = [];
  const state = facts.state_averages.per_pupil_expenditure;
  if (finance.per_pupil_expenditure !== null && state !== null) {
    const difference = ((finance.per_pupil_expenditure - state) / state) * 100;
    parts.push(`the district spends ${dollars(finance.per_pupil_expenditure)} per pupil, ${percent(Math.abs(difference))} ${difference >= 0 ? 'above' : 'below'} the state average of ${dollars(state)}.`);
  }
  const lowIncome = aggregates.frl_pct !== null ? Math.round((aggregates.enrollment * aggregates.frl_pct) / 100) : null;
  if (finance.title_i_revenue !== null && lowIncome !== null && lowIncome > 0) {
    parts.push(`Title I revenue comes to ${dollars(Math.round(finance.title_i_revenue / lowIncome))} per low-income student (${dollars(finance.title_i_revenue)} for about ${count(lowIncome)} students).`);
  }
  return parts.length > 0 ? `Money: ${parts.join(' ')}` : null;
}

function erate(aggregates: DistrictAggregates): string | null {
  if (!aggregates.erate) return null;
  const { category1, category2, nslp_pct, rural } = aggregates.erate;
  return `E-Rate: at an enrollment-weighted ${percent(nslp_pct)} low-income share (${rural ? 'rural' : 'urban'}), the district-wide discount is ${category1}% for Category One and ${category2}% for Category Two services (47 CFR 54.505).`;
}

function readingVersusMath(facts: DistrictReportFacts, aggregates: DistrictAggregates): string | null {
  const { math_proficiency: math, reading_proficiency: reading } = aggregates;
  const stateMath = facts.state_averages.math_proficiency;
  const stateReading = facts.state_averages.reading_proficiency;
  if (math === null || reading === null || stateMath === null || stateReading === null) return null;
  const mathGap = math - stateMath;
  const readingGap = reading - stateReading;
  if (Math.abs(mathGap - readingGap) < 3) return null;
  const weaker = mathGap < readingGap ? 'math' : 'reading';
  return `Subject focus: against the state, the district is ${points(Math.abs(mathGap))} ${mathGap >= 0 ? 'above' : 'below'} in math and ${points(Math.abs(readingGap))} ${readingGap >= 0 ? 'above' : 'below'} in reading; ${weaker} is where district-wide investment would move results most.`;
}

const orDash = (value: number | null) => (value === null ? 'n/a' : percent(value));

export function districtInsights(facts: DistrictReportFacts, aggregates: DistrictAggregates): string[] {
  return [
    highestNeed(facts),
    beatingTheOdds(facts),
    readingVersusMath(facts, aggregates),
    spread(facts),
    schoolwideCandidates(facts),
    spending(facts, aggregates),
    erate(aggregates),
  ].filter((insight): insight is string => insight !== null);
}
