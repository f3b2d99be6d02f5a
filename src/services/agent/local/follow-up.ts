import { type Entities, extractEntities } from './entities.js';
import { PROGRAM_WORDS, STATES } from './lexicon.js';

/** Words that open a follow-up: "and for Austin ISD?", "what about Ohio", "same for 123456789012", "for X in Phoenix". */
/** "the same for", "what's the same number for", "same two figures for": a request repeated for a new subject. */
// ("Do the same for Lower Curie High School.", "same q for X specifically": the same.)
const SAME_THING_FOR = String.raw`(?:(?:now )?(?:what(?:'s| is| are)|give me|get me|show me|pull|do|run|repeat) )?(?:the )?same(?: thing| question| q| again| numbers?| figures?| stats?| ranking| list| table| breakdown| (?:two|three|\d) (?:numbers|figures|things|questions))? for`;

/** "same for Ohio", "ok the same thing for X": every ask about the last subject, repeated for X. */
export const SAME_FOR = new RegExp(String.raw`^\W*(?:ok(?:ay)?\W+)?${SAME_THING_FOR}\b`, 'i');

export const CUE = new RegExp(String.raw`^\s*(?:and|what about|how about|(?:re-?)?run the same (?:thing|check|request|query|search) (?:for|at|on)|re-?run (?:that|it|this)|(?:does|would|will) (?:the same|that|this) (?:hold|apply|go|work) (?:for|at|with)|(?:does|do|would|will|is) (?:the same|that|this|a similar) (?:pattern|thing|trend|gap|story|picture|problem|issue) (?:show up|hold|exist|apply|appear|happen)(?: (?:at|for|in|with))?|how (?:does|do) (?:that|this|it|those|these) compare (?:to|with)|what if|suppose|${SAME_THING_FOR}|same for|for(?= (?!(?:a|an|the|our|my|your|their|this|that|context|example|instance|how|which|what|who|when|why|each|every|all)\b)[^,.;:!?]{3,80}[?.!]?\s*$)|now|also|then|plus|(?:does|would|will) (?:that|it|this|the answer) (?:change|differ|be different) (?:for|at|if|with)|ok(?:ay)?[,.]?\s*(?:and|now|what about|how about)?)\b`, 'i');

/** The message names a subject (a school, a district or a state) or a detail (a year, a program, a share) to change. */
function namesSubject(entities: Entities): boolean {
  return entities.ncesIds.length > 0 || entities.schoolName !== undefined || entities.districtNames.length > 0 || entities.leaids.length > 0 || entities.states.length > 0 ||
    entities.fundingYear !== undefined || entities.programs.length > 0 || entities.frlPct !== undefined || entities.locale !== undefined;
}

/**
 * A follow-up that names a new subject and asks nothing of its own ("same for Ohio", "and for
 * Woodland County Schools?") repeats the previous request about the new subject: the previous
 * message's entities, with the new school, district or state (and year, program, share) in place
 * of the old. Undefined when the message is not such a follow-up.
 */
/** "ugh sorry, I meant Lincoln High School, not that one", "oops, wrong school — I meant X": the last request, for the subject meant. */
export const CORRECTED = /\b(?:i|we) meant\b|\bmeant to (?:say|ask|type)\b|\bwrong (?:school|district|one)\b|\bnot that one\b/i;

/** "and nationally?", "what about nationwide": the previous request over the whole nation. */
// ("the most recent superintendent change anywhere in the data": the same.)
export const NATIONAL = /\bnation(?:al|ally|wide)\b|\ball (?:the )?states\b|\bthe (?:whole )?(?:us|country)\b|\bacross the us\b|\banywhere in (?:the|your) (?:data|dataset|country)\b/i;

export function followUpEntities(message: string, entities: Entities, previous: string): Entities | undefined {
  const national = NATIONAL.test(message) && entities.states.length === 0;
  if (!namesSubject(entities) && !national) return undefined;
  // "just Texas - which subject is hit hardest?": the request narrowed to a subject, with its own words after.
  // "what did it look like back in funding year 2024?": the same subject, a detail changed.
  const detailOnly = /\b(?:it|that|this|they|them|those)\b/i.test(message) && entities.states.length === 0 && entities.ncesIds.length === 0 && entities.schoolName === undefined &&
    entities.districtNames.length === 0 && entities.leaids.length === 0 && (entities.fundingYear !== undefined || entities.programs.length > 0);
  // ("which subject tops the list in AL?" after the nation's shortages: the same list, in that state.)
  const sameList = entities.states.length > 0 && /\b(?:the|that|this|same) (?:list|ranking|table)\b/i.test(message);
  // ("throw Kivalina County Schools in there too": one more subject for the request before, however many words say so.)
  const addedToIt = /^\W*(?:(?:ok(?:ay)?|and|now|also)\W+)*(?:add|include|throw)\b/i.test(message);
  if (!CUE.test(message) && !CORRECTED.test(message) && !detailOnly && !sameList && !addedToIt && !/^\W*(?:(?:ok(?:ay)?|now|and|but|so)\W+)*(?:just|only)\b/i.test(message) && message.trim().split(/\s+/).length > 6) return undefined;
  const merged: Entities = { ...extractEntities(previous) };
  if (national) merged.states = [];
  if (entities.ncesIds.length > 0 || entities.schoolName !== undefined) {
    merged.ncesIds = entities.ncesIds;
    merged.schoolName = entities.schoolName;
    // (The schools the request named before are not asked again: "and Lincoln High School" is Lincoln's alone.)
    merged.otherSchoolNames = entities.otherSchoolNames;
    merged.districtNames = [];
    merged.leaids = [];
  } else if (entities.districtNames.length > 0 || entities.leaids.length > 0) {
    merged.districtNames = entities.districtNames;
    merged.leaids = entities.leaids;
    merged.ncesIds = [];
    delete merged.schoolName;
  }
  if (entities.states.length > 0) merged.states = entities.states;
  if (entities.programs.length > 0) merged.programs = entities.programs;
  if (entities.fundingYear !== undefined) merged.fundingYear = entities.fundingYear;
  if (entities.frlPct !== undefined) merged.frlPct = entities.frlPct;
  if (entities.locale !== undefined) merged.locale = entities.locale;
  return merged;
}

/** Words that scope a question to the whole nation: what a follow-up naming a state replaces. */
const NATION_SCOPE = /\bnation(?:al(?:ly)?|wide)\b|\bin (?:the (?:us|u\.s\.|country)|your data|america)\b|\bacross the (?:us|country)\b/i;

/**
 * The previous question asked again of a new state ("How many Title I elementary schools are in
 * California?", then "and in Texas?"): the old state's name or code swapped for the new state's name,
 * a national scope ("nationally", "in your data") replaced by it, or the state added at the end.
 * Each line of a joined request is restated; a line that only named the old state ("now just Texas") goes.
 */
export function restatedForState(previous: string, state: string): string {
  const name = STATES[state] ?? state;
  const lines = previous.split('\n').filter((line, index) => index === 0 || !(CUE.test(line) && extractEntities(line).states.length > 0 && line.trim().split(/\s+/).length <= 4));
  let placed = false;
  const restated = lines.map((line) => {
    const named = extractEntities(line).states;
    let out = line;
    for (const old of named) {
      out = out.replace(new RegExp(`\\b${STATES[old]}\\b`, 'gi'), name).replace(new RegExp(`(^|[^A-Za-z])${old}(?![A-Za-z])`, 'g'), `$1${name}`);
      placed = true;
    }
    if (named.length === 0 && NATION_SCOPE.test(out)) {
      out = out.replace(NATION_SCOPE, `in ${name}`);
      placed = true;
    }
    return out;
  });
  if (!placed) restated[0] = `${restated[0]!.replace(/[\s?.!]+$/, '')} in ${name}?`;
  return restated.join('\n');
}

/** "could we use it for ...", "can we spend that money on ...": the money is the one program (or E-Rate) the last message named. */
const MONEY_PRONOUN = /\b(use|spend|put|charge|apply)\s+(?:it|them|that|that money|those funds|the money|this money|the funds)(?=\s+(?:for|on|to|toward|towards)\b)/i;
/** "ok so could it pay for a full-time counselor's salary?" after a program's uses: "it" is that program. */
const PAYING_PRONOUN = /\b(could|can|would|will|does|do)\s+(?:it|that money|that program)(?=\s+(?:pay|cover|fund)\b)/i;
/** "spend it on a firewall": the pronoun with the thing after it. */
const MONEY_PRONOUN_BEFORE_THING = new RegExp(String.raw`${MONEY_PRONOUN.source}\s+\w+\s+\w`, 'i');

/** "are wifi access points eligible for that?": the source is the one program (or E-Rate) the last message named. */
// ("Which schools in California are eligible for it? Rank them and include principals": the question ends there, whatever follows.)
const ELIGIBLE_FOR_PRONOUN = /\b(eligible|allowable|allowed|covered|qualify|qualifies)\s+(?:for|under|by)\s+(?:that|it|this|that money|those funds|that budget)(?=\s*[?.!]*\s*$|\s*\?)/i;

/** "what are the allowable uses under it?" after a program's record: the uses of that program. */
const USES_OF_PRONOUN = /\b((?:allowable |allowed )?uses|rules|requirements)\s+(?:under|of|for)\s+(?:it|that|this|that program|this program)(?=\s*[?.!,]|\s*$)/i;

/** The message with "it" said of money replaced by the program the user named just before; the message itself otherwise. */
export function withProgramForPronoun(message: string, previous: string | undefined): string {
  const spent = MONEY_PRONOUN.test(message);
  const paying = PAYING_PRONOUN.test(message);
  const uses = USES_OF_PRONOUN.test(message);
  if (!previous || !(spent || paying || uses || ELIGIBLE_FOR_PRONOUN.test(message)) || extractEntities(message).programs.length > 0) return message;
  const { programs, erate } = extractEntities(previous);
  // ("can we spend it on a firewall?" after a school's C2 budget: E-Rate money.)
  const source = programs.length === 1 ? PROGRAM_WORDS[programs[0]!] : programs.length === 0 && (erate || /\bc-?2\b|\bcat(?:egory)?\.? ?(?:2|two)\b/i.test(previous)) ? 'E-Rate' : undefined;
  // (E-Rate only before the thing: "would a firewall be eligible to spend that on?" already reads as E-Rate's.)
  if (!source || (source === 'E-Rate' && spent && !MONEY_PRONOUN_BEFORE_THING.test(message))) return message;
  if (paying && !spent) return message.replace(PAYING_PRONOUN, `$1 ${source}`);
  if (uses && !spent) return message.replace(USES_OF_PRONOUN, `$1 under ${source}`);
  return spent ? message.replace(MONEY_PRONOUN, `$1 ${source === 'E-Rate' ? 'E-Rate money' : source}`) : message.replace(ELIGIBLE_FOR_PRONOUN, `$1 for ${source}`);
}

/**
 * The entities of a request joined from several messages ("bright spots in California?", then "and
 * for Texas?"): the whole text's, with the states of the last line that names any, since a follow-up's
 * state replaced the one before it.
 */
export function requestEntities(request: string): Entities {
  const lines = request.split('\n');
  const each = lines.map((line) => extractEntities(line));
  const entities = extractEntities(request);
  const lastStates = each.map((line) => line.states).filter((states) => states.length > 0).at(-1);
  if (lastStates) entities.states = lastStates;
  // "what about firewall appliances?" after "can E-Rate pay for Chromebooks?": the thing said last.
  const lastItem = each.filter((line) => line.item !== undefined).at(-1);
  if (lastItem) Object.assign(entities, { item: lastItem.item, quantity: lastItem.quantity, price: lastItem.price });
  // "calculate it for a district at 91%", then "how about a district at 15%?": the share said last.
  const lastShare = each.map((line) => line.frlPct).filter((share) => share !== undefined).at(-1);
  if (lastShare !== undefined) entities.frlPct = lastShare;
  if (NATIONAL.test(lines.at(-1)!) && each.at(-1)!.states.length === 0) entities.states = [];
  // The year said last ("funding year 2024", then "what about the year before?" is 2023).
  let year: number | undefined;
  for (const [index, line] of lines.entries()) year = each[index]!.fundingYear ?? (year !== undefined && YEAR_BEFORE.test(line) ? year - 1 : year);
  if (year !== undefined) entities.fundingYear = year;
  return entities;
}

/** A year counted back from the one asked before: "the year before", "the prior year". */
const YEAR_BEFORE = /\b(?:the )?(?:funding |fiscal )?year (?:before|prior|earlier)\b|\b(?:the )?(?:prior|previous|preceding) (?:funding |fiscal )?year\b|\ba year earlier\b/i;

/** A follow-up that changes a detail of the request before: a year counted back from it. */
export function countsYearBack(message: string): boolean {
  return YEAR_BEFORE.test(message);
}

/** "loosen it to 1,000+", "raise that to 80%", "bump the minimum up to 500": a number of the request changed. */
const CHANGE_TO = /\b(?:loosen|lower|raise|bump|drop|change|make|widen|narrow|tighten|increase|decrease|reduce|set|move|cut)\b(?: (?:it|that|this|the [a-z]+(?: [a-z]+)?))?(?: (?:up|down|back))? to\s*(\$?\d[\d,]*(?:\.\d+)?)\s*(%|percent)?/i;

/**
 * The last request with its one number of the kind said (a share with "%", else a count or amount)
 * replaced by the new one ("high schools over 1,500 students in Texas", then "loosen it to 1,000+").
 * Undefined when the message changes no number, or the request has none or several of that kind.
 */
/** "what about over 1000?", "and under 300?": a threshold said alone, the comparison with it. */
export const THRESHOLD_ALONE = /^\W*(?:and |what about |how about |now |ok(?:ay)? )?(?:(?:with |schools with )?(over|above|more than|greater than|at least|under|below|less than|fewer than|at most))\s+(\$?\d[\d,]*(?:\.\d+)?)\s*(%|percent)?(?: (?:students|kids|enrolled|instead))?\s*[?.!]*\s*$/i;
const COMPARISON = /\b(?:over|above|more than|greater than|at least|under|below|less than|fewer than|at most)\s*$/i;

export function withNumberChanged(previous: string, message: string): string | undefined {
  // ("... more than 600 students?", "what about over 1000?", then "and under 300?": each change said alone made in turn, then this one;
  // any other line stays as said.)
  const [request, ...lines] = previous.split('\n');
  const changed = lines.reduce((so, line) => (THRESHOLD_ALONE.test(line) ? numberChanged(so, line) : undefined) ?? `${so}\n${line}`, request!);
  return numberChanged(changed, message);
}

function numberChanged(previous: string, message: string): string | undefined {
  const alone = THRESHOLD_ALONE.exec(message);
  const change = CHANGE_TO.exec(message) ?? (alone ? ([alone[0], alone[2], alone[3]] as unknown as RegExpExecArray) : null);
  if (!change) return undefined;
  // "loosen the FRL floor to 40": the request's FRL share, whichever way it was written.
  if (/\b(?:frl|free lunch|poverty|low[- ]income)\b/i.test(message)) {
    const frl = /(\d{1,3}(?:\.\d+)?)(\s*%)?(?=\s*(?:frl|free|poverty|low[- ]income))|\b(?:frl|free lunch|poverty)\b(?:\s+(?:of|at least|above|over|is|at|>=?))*\s*(\d{1,3}(?:\.\d+)?)(\s*%)?/i.exec(previous);
    if (!frl) return undefined;
    const group = frl[1] !== undefined ? 1 : 3;
    const at = frl.index + frl[0].lastIndexOf(frl[group]!);
    return `${previous.slice(0, at)}${change[1]!.replace(/%$/, '')}${previous.slice(at + frl[group]!.length)}`;
  }
  const share = change[2] !== undefined;
  // Years and ids are not thresholds.
  const all = [...previous.matchAll(/\$?\b\d[\d,]*(?:\.\d+)?(\s*(?:%|percent))?/g)]
    .filter((found) => !/^(?:19|20)\d\d$/.test(found[0]) && found[0].replace(/\D/g, '').length <= 7);
  // A bare number ("drop it to 50") changes the request's one number, whatever its unit.
  const ofKind = all.filter((found) => Boolean(found[1]) === share);
  const numbers = ofKind.length === 0 && !share ? all : ofKind;
  if (numbers.length !== 1) return undefined;
  const old = numbers[0]!;
  const value = `${change[1]!}${share || old[1] ? '%' : ''}`;
  // ("more than 600 students", then "what about under 300?": the comparison said now replaces the one before the number.)
  const before = previous.slice(0, old.index);
  const compared = alone && COMPARISON.test(before) ? before.replace(COMPARISON, `${alone[1]!.toLowerCase()} `) : before;
  return `${compared}${value}${previous.slice(old.index! + old[0].length)}`;
}
