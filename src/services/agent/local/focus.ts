import type { ChatMessage } from '../types.js';

/**
 * What a later turn means by "it" or "the district": the subject of the last answer. Answers name
 * a school as "NCES <12 digits>" and a district as "LEA <7 digits>"; a user message may give the bare ids.
 */
export interface Focus {
  nces?: string;
  leaid?: string;
}

/** A district in an answer: "LEA 0200130", or "LEA id 0200130" as the district search writes it. */
const LEA = /LEA (?:id )?(\d{7})\b/;

/** A state's profile as its answer opens: "California (CA): 104 schools in 9 districts with ...". */
const STATE_PROFILE_ANSWER = /^[A-Z][A-Za-z .]+ \([A-Z]{2}\): [\d,]+ schools in [\d,]+ districts\b/;

export function focusFrom(history: ChatMessage[]): Focus {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const message = history[index]!;
    const assistant = message.role === 'assistant';
    // (A state's profile names its largest districts and schools as examples: the state is the subject, none of them.)
    // ("which district is largest?" answered from the profile: that district is.)
    if (assistant && STATE_PROFILE_ANSWER.test(message.content) && !/\b(?:largest|biggest) (?:one|district|school)\b|\bwhich (?:district|school) is (?:the )?(?:largest|biggest)\b/i.test(history[index - 1]?.content ?? '')) return {};
    const nces = (assistant ? /NCES (\d{12})/ : /\b(\d{12})\b/).exec(message.content)?.[1];
    const leaid = (assistant ? LEA : /\b(\d{7})\b/).exec(message.content)?.[1];
    if (nces || leaid) return { ...(nces ? { nces } : {}), ...(leaid ? { leaid } : {}) };
  }
  return {};
}

/** "the first one", "the 2nd school", "#3", "the top one", "the top in-state one", "the last one": a position in the last answer's list. */
const PLACE_WORD = String.raw`(first|1st|top|biggest|largest|worst|best|best-performing|top-performing|highest-performing|strongest|second|2nd|third|3rd|fourth|4th|fifth|5th|last)`;
// A place word counts with a noun ("the second one", "top school") or alone at the end ("and the third?"), never in "last year".
export const ORDINAL = new RegExp(
  // ("how far it is from the best one in math": a distance to the best peer, not a row of the list.)
  String.raw`\b(?<!\b(?:(?:far|distance|gap|points)(?: (?:it|they|we|she|he) (?:is|are|'s|'re))? from|behind|than|versus|against) (?:the )?)(?:the )?${PLACE_WORD} (?:(?:in-state|out-of-state|same-state|local|nearby) )?(?:one|school|district|result|lead|match|pick|prospect|vendor|provider|company|change|entry|item|row)\b|\bthat (?:best|top) peer\b|\bthe (?:most recent|latest|newest) (?:one|school|change)\b|\b(?:one|school|district) at the top(?: of (?:that|the|this) list)?\b|\bwhich of (?:those|these|them|the) (?:districts|schools|ones )?\s*(?:is|was) the (?:biggest|largest)\b|\bthe ${PLACE_WORD}\s*[?.!]*$|#\s?([1-5])(?: (?:lead|school|pick|prospect|result|match|peer))?\b|\bnumber ([1-5]|one|two|three|four|five)\b|\b(?:the|that|this) (?:closest|nearest)(?: in-state| same-state)? (match|one|look-?alike|school)\b`,
  'i',
);
// (A list answers the measure asked, best or worst first: "the worst one" of the worst gaps is its first.)
export const POSITION: Record<string, number> = { first: 1, '1st': 1, top: 1, biggest: 1, largest: 1, worst: 1, best: 1, 'best-performing': 1, 'top-performing': 1, 'highest-performing': 1, strongest: 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };
/** A place said as a number ("#3", "number 2", "the number one"). */
export const placeNumber = (said: string) => ({ one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 })[said.toLowerCase() as 'one'] ?? Number(said);

/** The last answer's text ("" when there is none). */
export function lastAnswer(history: ChatMessage[]): string {
  return [...history].reverse().find((entry) => entry.role === 'assistant')?.content ?? '';
}

/** The last answer's text, split in lines. */
function lastAnswerLines(history: ChatMessage[]): string[] {
  return lastAnswer(history).split('\n');
}

/** The ids of a numbered list's lines, in order: `id` finds one on a line ("NCES <12 digits>", "LEA <7 digits>"). */
function listedIds(lines: string[], id: RegExp): string[] {
  return lines.filter((line) => /^\d+\.\s/.test(line)).map((line) => id.exec(line)?.[1]).filter((found): found is string => found !== undefined);
}

/** The row a message points at in a list of `rows` ("the second one", "the last", "#3"), with the words that said it. */
function pointedRow(message: string, rows: string[]): { id: string; mention: string } | undefined {
  const said = ORDINAL.exec(message);
  // "top 5", "first-time", "first year": counts and compounds are not positions; "last one: where would ..." is the last question.
  if (!said || rows.length === 0 || /\btop\s+\d|\bfirst[- ](?:time|year|grade)\b/i.test(message) || /^\W*(?:(?:ok(?:ay)?|and|one)\W+)?(?:last|final) (?:one|thing|question|q)\s*[:,-]/i.test(message)) return undefined;
  // "the closest match" is the first of a list ranked by closeness.
  const word = (said[1] ?? said[2])?.toLowerCase();
  // "the most recent one" of a list newest first is its first row; so is "that best peer" of peers ranked by math.
  const place = said[5] || /\b(?:most recent|latest|newest)\b|\bwhich of\b|\bat the top\b|\b(?:best|top) peer\b/i.test(said[0]) ? 1 : word === 'last' ? rows.length : word ? POSITION[word]! : placeNumber((said[3] ?? said[4])!);
  const id = rows[place - 1];
  return id ? { id, mention: said[0] } : undefined;
}

/**
 * The school a message points at by its place in the last answer's numbered list ("tell me about
 * the second one"): the NCES id on that line. Undefined when the message names no place or the last
 * answer listed no schools.
 */
export function listedSchool(message: string, history: ChatMessage[]): { nces: string; mention: string } | undefined {
  const lines = lastAnswerLines(history);
  let rows = listedIds(lines, /NCES (\d{12})/);
  // No list, but one paragraph per school ("scores for A and B"): the schools in the order they were answered.
  if (rows.length === 0) rows = [...new Set(lines.map((line) => /^\S.*?NCES (\d{12})/.exec(line)?.[1]).filter((id): id is string => id !== undefined))];
  const row = pointedRow(message, rows);
  return row ? { nces: row.id, mention: row.mention } : undefined;
}

/**
 * The school a message points at in a ranked list that names schools without their ids ("The 5 high
 * schools in California with the highest enrollment: 1. Hawk Hollow Senior High School (3,178); 2. ...",
 * as the query tool answers): its name, to be looked up.
 */
export function listedSchoolName(message: string, history: ChatMessage[]): { name: string; mention: string } | undefined {
  const answer = lastAnswer(history);
  // ("what about the second one?" after a state's largest schools asked: "Largest schools: A (3,178 students, ...), B (...) and C (...)".)
  const asked = lastUserMessage(history) ?? '';
  const largest = STATE_PROFILE_ANSWER.test(answer) && /\b(?:largest|biggest) schools\b|\bschools\b[^?]{0,30}\b(?:largest|biggest)\b/i.test(asked) && !/\bdistricts?\b/i.test(asked) ? /^Largest schools: (.+)$/m.exec(answer)?.[1] : undefined;
  if (largest) {
    const row = pointedRow(message, [...largest.matchAll(/(?:^|, | and )([A-Z][^(),]+?) \(/g)].map((match) => match[1]!.trim()));
    return row ? { name: row.id, mention: row.mention } : undefined;
  }
  const lead = answer.split(/\b1\.\s/)[0] ?? '';
  if (/NCES \d{12}|LEA (?:id )?\d{7}/.test(answer) || !/\bschools\b/i.test(lead) || /\bdistricts?\b/i.test(lead)) return undefined;
  const names = [...answer.matchAll(/(?:^|[\s:;])(\d{1,2})\. ([A-Z][^;()\n]{2,80}?) \(/g)].map((match) => match[2]!.trim());
  // ("what's its FRL and locale?" after "The high schools in Texas with the lowest enrollment: 1. Carver High School (63). (1 rows)": the one school found.)
  const itself = names.length === 1 && /\(1 rows?\)\s*$/.test(answer) ? /\b(?:its|that school(?:'s)?|the school(?:'s)?)\b/i.exec(message)?.[0] : undefined;
  const row = pointedRow(message, names) ?? (itself ? { id: names[0]!, mention: itself } : undefined);
  return row ? { name: row.id, mention: row.mention } : undefined;
}

/**
 * "its per pupil spending?" after a count that named one district ("X has the highest number of schools: 17 ... (1 rows)"), "the
 * district's Category 2 budget?" after its schools ranked ("The 5 schools in X with the lowest enrollment: ..."): that district's name.
 */
export function districtOfOneRowAnswer(message: string, history: ChatMessage[]): string | undefined {
  if (!/\b(?:its|their|that district(?:'s)?|the district(?:'s)?)\b/i.test(message)) return undefined;
  const answer = lastAnswer(history);
  return /^(.+?\b(?:District|Schools|ISD|USD|School System))\b has the (?:highest|lowest|most|fewest|largest|smallest)\b[^\n]*\(1 rows?\)\s*$/.exec(answer)?.[1] ??
    /^The \d+ schools in (.+?\b(?:District|Schools|ISD|USD|School System)) with the (?:highest|lowest|most|fewest|largest|smallest)\b/.exec(answer)?.[1];
}

/** The NCES ids of the schools the last answer listed, in its order ("Schools most like X: 1. ... 2. ..."). */
export function listedSchools(history: ChatMessage[]): string[] {
  return listedIds(lastAnswerLines(history), /NCES (\d{12})/);
}

/**
 * The schools the last answer set side by side, one paragraph each ("Wadley High School (NCES ...) is
 * ...", blank line, "Lincoln High School (NCES ...) is ..."): their ids in order. None when it was a
 * numbered list (its rows are picked by place, not all at once) or about one school.
 */
export function schoolsSideBySide(history: ChatMessage[], count?: number): string[] {
  const lines = lastAnswerLines(history);
  const listed = listedIds(lines, /NCES (\d{12})/);
  // ("which of the two has more federal programs?" after a list of exactly two about no one school, as a bulk import: those two.)
  if (count !== undefined && listed.length === count && !/NCES \d{12}/.test(lines[0] ?? '')) return listed;
  const numbered = listed.length > 0;
  const together = numbered ? [] : [...new Set(lines.map((line) => /^\S.*?NCES (\d{12})/.exec(line)?.[1]).filter((id): id is string => id !== undefined))];
  if (together.length > 1 || count === undefined) return together;
  // "which of those two ...?" after one school per answer (its peers listed under it or not): the schools of the last answers, oldest first.
  const answers = history.filter((entry) => entry.role === 'assistant').reverse().map((entry) => /NCES (\d{12})/.exec(entry.content)?.[1]);
  const recent = [...new Set(answers.filter((id): id is string => id !== undefined))].slice(0, count);
  return recent.length === count ? recent.reverse() : together;
}

/** The district a message points at by its place in the last answer's numbered list of districts ("why is the top one so high?"). */
export function listedDistrict(message: string, history: ChatMessage[]): string | undefined {
  const lines = lastAnswerLines(history);
  const picked = pickedByMeasure(message, lines);
  if (picked) return picked;
  const rows = listedIds(lines, LEA);
  // "Largest districts: A (LEA ...), B (LEA ...)": districts listed in one line, in their order.
  return pointedRow(message, rows.length > 0 ? rows : [...new Set([...lines.join('\n').matchAll(new RegExp(LEA, 'g'))].map((match) => match[1]!))])?.id;
}

/** The figures of a spending comparison's rows ("1. X: $12,895 per pupil, total $165,222,711, ... administration 11.86%"), by the words that name them. */
const COMPARED_MEASURES: [RegExp, RegExp][] = [
  // (Each share as the comparison writes it, after its amount when the record has one: "administration $18,018,761 (11.86%)".)
  [/\badmin\w*|\boverhead\b/i, /\badministration (?:\$[\d,.]+ \()?([\d.]+)%/],
  [/\binstruction\w*/i, /\binstruction (?:\$[\d,.]+ \()?([\d.]+)%/],
  [/\bsupport\b/i, /\bsupport (?:\$[\d,.]+ \()?([\d.]+)%/],
  [/\bcapital\b/i, /\bcapital (?:\$[\d,.]+ \()?([\d.]+)%/],
  [/\bper[- ](?:pupil|student)\b/i, /\$([\d,.]+) per pupil\b/],
  [/\btotal\b/i, /\btotal \$([\d,.]+)/],
];

/**
 * "For the one with the highest admin share, who is the CFO?" after districts' spending set side by
 * side (in the order named, not ranked): the district whose row has the highest (or lowest) figure.
 */
function pickedByMeasure(message: string, lines: string[]): string | undefined {
  const extreme = /\b(?:the one|which(?: one)?|the district) with the (highest|lowest|most|least|biggest|largest|smallest)\b/i.exec(message)?.[1]?.toLowerCase();
  const measure = COMPARED_MEASURES.find(([words]) => words.test(message))?.[1];
  if (!extreme || !measure || !/^Spending of\b/.test(lines[0] ?? '')) return undefined;
  const ids = [...(lines[0] ?? '').matchAll(new RegExp(LEA, 'g'))].map((match) => match[1]!);
  const figures = lines.filter((line) => /^\d+\.\s/.test(line)).map((line) => Number(measure.exec(line)?.[1]?.replace(/,/g, '') ?? Number.NaN));
  if (figures.length !== ids.length || figures.some(Number.isNaN)) return undefined;
  const highest = /highest|most|biggest|largest/.test(extreme);
  const best = figures.reduce((chosen, figure, index) => ((highest ? figure > figures[chosen]! : figure < figures[chosen]!) ? index : chosen), 0);
  return ids[best];
}

/**
 * The first districts of the last answer's numbered list, when a message sets them side by side
 * ("compare the top two from that admin list side by side"): their LEA ids in the list's order.
 */
export function topListedDistricts(message: string, history: ChatMessage[]): string[] {
  const count = /\b(?:top|first) (two|three|four|five|[2-5])\b/i.exec(message)?.[1]?.toLowerCase();
  if (!count || !/\bcompar\w*|\bside[- ]by[- ]side\b|\bvs\.?(?=\s)|\bversus\b|\bhead[- ]to[- ]head\b/i.test(message)) return [];
  const size = Number(count) || ['two', 'three', 'four', 'five'].indexOf(count) + 2;
  const rows = listedIds(lastAnswerLines(history), LEA);
  return rows.length >= size ? rows.slice(0, size) : [];
}

/** The user's message before this turn: the request a follow-up ("same for Ohio") repeats. */
export function lastUserMessage(history: ChatMessage[]): string | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) if (history[index]!.role === 'user') return history[index]!.content;
  return undefined;
}

/** The districts the last answer set side by side ("LEA <id>" each), in its order: what "add X to that comparison" extends. */
export function comparedDistricts(history: ChatMessage[]): string[] {
  return [...new Set([...lastAnswerLines(history).join('\n').matchAll(new RegExp(LEA, 'g'))].map((match) => match[1]!))];
}

/** "the board report for whichever one spends the least per kid" after districts compared: the district with that figure, by the answer's own numbers. */
export function comparedExtreme(message: string, history: ChatMessage[]): string | undefined {
  const extreme = /\bwhichever (?:one |district )?(?:spends|spent|has) the (least|most|lowest|highest)\b[^?]{0,30}\bper (?:kid|pupil|student|child)\b/i.exec(message)?.[1]?.toLowerCase();
  if (!extreme || !/^Spending of\b/.test(lastAnswer(history))) return undefined;
  const ids = comparedDistricts(history);
  const perPupil = lastAnswerLines(history).filter((line) => /^\d+\.\s/.test(line)).map((line) => Number(/\$([\d,]+) per pupil/.exec(line)?.[1]?.replace(/,/g, '') ?? NaN));
  if (perPupil.length !== ids.length || perPupil.some(Number.isNaN)) return undefined;
  const pick = extreme === 'least' || extreme === 'lowest' ? Math.min(...perPupil) : Math.max(...perPupil);
  return ids[perPupil.indexOf(pick)];
}

/** The districts the last answers were each about, oldest first ("the district report for A", "now the same for B", then "the C2 budget for each of them"). */
export function recentDistricts(history: ChatMessage[], answers = 3): string[] {
  const firstLines = history.filter((entry) => entry.role === 'assistant').slice(-answers).map((entry) => entry.content.split('\n')[0]!);
  return [...new Set(firstLines.map((line) => LEA.exec(line)?.[1]).filter((id): id is string => id !== undefined))];
}
