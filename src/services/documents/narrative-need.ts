import type { DocumentSection } from './document.js';
import { count, decimal, dollars, percent, place, points, schoolKind } from './format.js';
import type { NarrativeContext } from './narrative-context.js';
import type { Comparison } from './need-profile.js';

/** Executive Summary and Statement of Need: the wording follows the need profile, not a fixed text. */

function requestPhrase(context: NarrativeContext): string {
  const { budget, program, programShort } = context;
  const listing = program.assistance_listing ? ` (Assistance Listing ${program.assistance_listing})` : '';
  const amount = budget.total !== null ? `${dollars(budget.total)} from` : 'support from';
  return `${amount} ${programShort}${listing}`;
}

function povertyClause(context: NarrativeContext): string {
  const { school, profile } = context;
  if (school.frl_pct === null) return 'whose free or reduced-price lunch rate is not reported';
  const share = `${percent(school.frl_pct)} of whom qualify for free or reduced-price lunch`;
  if (profile.frlDifference !== null && profile.frlDifference >= 10) return `${share}, well above the ${school.state} school average of ${percent(school.state_averages.frl_pct!)}`;
  return share;
}

export function executiveSummary(context: NarrativeContext): DocumentSection {
  const { school, profile, goals, programShort, students, item } = context;
  const where = place(school.city, school.state);
  const district = school.district_name ? ` in ${school.district_name}` : '';
  const opening = `${school.name}, ${schoolKind(school.level)}${district} (${where}), serves ${students}, ${povertyClause(context)}. `
    + `The school requests ${requestPhrase(context)} for ${item}.`;

  const headline = goals[0];
  const need = profile.level === 'acute'
    ? 'The school combines concentrated poverty with results well below the state, the need the program exists to meet.'
    : profile.level === 'elevated'
      ? 'The school shows a clear need on at least one of the two measures that matter most to the program: poverty and achievement.'
      : 'The school is close to state norms on poverty and achievement; this proposal targets the students who are still not proficient.';
  const goal = headline
    ? `Over two school years the project aims to raise ${headline.subject === 'math' ? 'math' : 'reading'} proficiency from ${percent(headline.baseline)} to ${percent(headline.target)}; the target gain is ${headline.basis}.`
    : 'Targets will be set from the first year of assessment results, which the dataset does not yet report for this school.';
  const rule = context.program.purchase_rule
    ? `The use of funds rests on the program's own rule: ${context.program.purchase_rule.text}`
    : `The project is carried out under ${context.program.statute}, within ${programShort}'s allowable uses.`;
  return { heading: 'Executive Summary', paragraphs: [opening, `${need} ${goal}`, rule] };
}

function povertyParagraph(context: NarrativeContext): string {
  const { school, profile } = context;
  const frl = school.frl_pct;
  if (frl === null) return `The dataset does not report ${school.name}'s free or reduced-price lunch rate, so the need below rests on the school's academic results.`;
  const state = school.state_averages.frl_pct;
  const enrolled = school.enrollment !== null ? ` of its ${count(school.enrollment)} students` : ' of its students';
  const statewide = state === null ? '' : profile.frlDifference !== null && Math.abs(profile.frlDifference) < 3
    ? `, close to the ${school.state} school average of ${percent(state)}`
    : `, ${points(profile.frlDifference!)} ${profile.frlDifference! > 0 ? 'above' : 'below'} the ${school.state} school average of ${percent(state)}`;
  const share = `${percent(frl)}${enrolled} qualify for free or reduced-price lunch${statewide}.`;
  switch (profile.poverty) {
    case 'very_high':
      return `Poverty at ${school.name} is concentrated: ${share} `
        + 'Above 75%, Title I requires districts that cannot serve every school to serve schools like this one first (20 U.S.C. 6313). '
        + 'Many families cannot buy at home what the school does not provide.';
    case 'high':
      return `More than half of the students at ${school.name} live in low-income families: ${share} `
        + 'The school meets the 40% threshold for a Title I schoolwide program with room to spare (20 U.S.C. 6314(a)(1)).';
    case 'schoolwide':
      return `At ${school.name}, ${share} That is above the 40% threshold at which a school may operate a Title I schoolwide program (20 U.S.C. 6314(a)(1)).`;
    case 'designatable':
      return `At ${school.name}, ${share} That is below the 40% schoolwide threshold, but above the 35% level at which a district may designate a school eligible for Title I (20 U.S.C. 6313(b)(1)(A)).`;
    default:
      return `At ${school.name}, ${share} The case for this proposal is therefore academic rather than economic: it rests on the results below.`;
  }
}

function notProficient(context: NarrativeContext, proficiency: number): string {
  const enrollment = context.school.enrollment;
  return enrollment !== null ? `about ${count(Math.round((enrollment * (100 - proficiency)) / 100))} students` : 'the students';
}

function subjectSentence(context: NarrativeContext, subject: string, proficiency: number | null, stateMean: number | null, comparison: Comparison): string {
  const { school } = context;
  if (proficiency === null) return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} proficiency is not reported for the school.`;
  const share = percent(proficiency);
  const gap = comparison.difference;
  switch (comparison.standing) {
    case 'far_below':
      return `In ${subject}, only ${share} of students reached proficiency on the state assessment, ${points(-gap!)} below the ${school.state} average of ${percent(stateMean!)}; ${notProficient(context, proficiency)} are not yet working at grade level.`;
    case 'below':
      return `In ${subject}, ${share} of students are proficient, ${points(-gap!)} below the state average of ${percent(stateMean!)}, leaving ${notProficient(context, proficiency)} short of the standard.`;
    case 'near':
      return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} proficiency (${share}) is within ${points(Math.abs(gap!))} of the state average (${percent(stateMean!)}); the need lies with the ${notProficient(context, proficiency).replace('about ', 'roughly ')} who are not yet proficient.`;
    case 'above':
      return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} proficiency (${share}) is ${points(gap!)} above the state average (${percent(stateMean!)}), yet ${notProficient(context, proficiency)} are still not proficient.`;
    default:
      return `${share} of students are proficient in ${subject}; the state average is not available for comparison.`;
  }
}

/** Reading worded against the math sentence before it, when both stand the same way against the state. */
function sameAsMathSentence(context: NarrativeContext): string {
  const { school, profile } = context;
  const share = percent(school.reading_proficiency!);
  const state = percent(school.state_averages.reading_proficiency!);
  switch (profile.reading.standing) {
    case 'far_below':
    case 'below':
      return `Reading follows the same pattern: ${share} of students are proficient, ${points(-profile.reading.difference!)} below the state average of ${state}.`;
    case 'near':
      return `Reading is similar: ${share} proficient against ${state} statewide, with ${notProficient(context, school.reading_proficiency!).replace('about ', 'roughly ')} not yet proficient.`;
    case 'above':
      return `Reading is also above the state (${share} against ${state}), with ${notProficient(context, school.reading_proficiency!)} not yet proficient.`;
    default:
      return subjectSentence(context, 'reading', school.reading_proficiency, school.state_averages.reading_proficiency, profile.reading);
  }
}

function peerSentence(context: NarrativeContext): string | null {
  const { school } = context;
  const peers = school.peers;
  if (!peers || peers.peer_count === 0 || peers.best_peer_math === null || peers.gap_to_best === null) return null;
  const group = `${peers.peer_count} peer ${peers.peer_count === 1 ? 'school' : 'schools'} in ${school.state} at the same level and with a similar share of low-income students`;
  if (peers.gap_to_best > 0) {
    const lead = context.profile.level === 'moderate' ? 'Peer schools show there is room to grow.' : 'Poverty alone does not explain the gap.';
    return `${lead} Among ${group}, the best reached ${percent(peers.best_peer_math)} math proficiency, ${points(peers.gap_to_best)} higher than ${school.name}. What one school with the same students has done, this one can approach.`;
  }
  return `${school.name} already posts the highest math proficiency among ${group} (best peer: ${percent(peers.best_peer_math)}). The project protects that lead and carries it to the students still behind.`;
}

function staffingSentence(context: NarrativeContext): string | null {
  const { school } = context;
  const parts: string[] = [];
  if (school.pupil_teacher_ratio !== null) parts.push(`${decimal(school.pupil_teacher_ratio)} students per teacher`);
  if (school.counselors_fte !== null && school.enrollment !== null) {
    parts.push(school.counselors_fte > 0
      ? `${decimal(school.counselors_fte)} full-time-equivalent ${school.counselors_fte === 1 ? 'counselor' : 'counselors'} (${count(Math.round(school.enrollment / school.counselors_fte))} students per counselor)`
      : 'no counselor on staff');
  }
  const populations: string[] = [];
  if (school.ell_pct !== null && school.ell_pct > 0) populations.push(`${percent(school.ell_pct)} are English learners`);
  if (school.swd_pct !== null && school.swd_pct > 0) populations.push(`${percent(school.swd_pct)} are students with disabilities`);
  if (parts.length === 0 && populations.length === 0) return null;
  const staffing = parts.length > 0 ? `The school works with ${parts.join(' and ')}.` : '';
  const who = populations.length > 0 ? ` Of its students, ${populations.join(' and ')}.` : '';
  return `${staffing}${who}`.trim();
}

function closing(context: NarrativeContext): string {
  const { profile, programShort, program } = context;
  if (profile.level === 'acute') return `Concentrated poverty together with achievement below the state is the need ${programShort} was written to meet (${program.statute}).`;
  if (profile.level === 'elevated') return `The need is real but specific; the project below is sized to it rather than to the whole school program.`;
  return 'The school is not in crisis, which is why a focused, measurable project can move its remaining gaps within two years.';
}

export function statementOfNeed(context: NarrativeContext): DocumentSection {
  const { school, profile } = context;
  const math = subjectSentence(context, 'mathematics', school.math_proficiency, school.state_averages.math_proficiency, profile.math);
  const reading = profile.reading.standing === profile.math.standing
    ? sameAsMathSentence(context)
    : subjectSentence(context, 'reading', school.reading_proficiency, school.state_averages.reading_proficiency, profile.reading);
  const results = `${math} ${reading}`;
  const paragraphs = [povertyParagraph(context), results];
  const peers = peerSentence(context);
  if (peers) paragraphs.push(peers);
  const staffing = staffingSentence(context);
  paragraphs.push(staffing ? `${staffing} ${closing(context)}` : closing(context));
  const table = {
    columns: ['Measure', school.name, `${school.state} average`],
    rows: [
      ['Free or reduced-price lunch', pct(school.frl_pct), pct(school.state_averages.frl_pct)],
      ['Math proficiency', pct(school.math_proficiency), pct(school.state_averages.math_proficiency)],
      ['Reading proficiency', pct(school.reading_proficiency), pct(school.state_averages.reading_proficiency)],
      ['Per-pupil expenditure (district)', money(school.per_pupil_expenditure), money(school.state_per_pupil_expenditure)],
    ],
    numericColumns: [1, 2],
  };
  return { heading: 'Statement of Need', paragraphs, table };
}

const pct = (value: number | null) => (value === null ? 'not reported' : percent(value));
const money = (value: number | null) => (value === null ? 'not reported' : dollars(value));
