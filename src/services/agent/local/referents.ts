import type { ChatMessage } from '../types.js';
import { ASK_DISTRICT, ASK_SCHOOL, ASK_STATE } from './arguments.js';
import { extractEntities, hasSchoolIn, subjectNamed } from './entities.js';
import { lastAnswer, lastUserMessage, schoolsSideBySide } from './focus.js';

/*
 * Who "it" is after a list: a list about no one subject leaves "it" open ("pull the health score"
 * after a search), unless the question before singled one out ("the number 1 school"); a document is
 * for one subject, so "one of them" after several asks which.
 */

/** A request for the one at the top of a list: "the number 1 school", "top bright spot?", "the biggest spender". */
export const SINGLED_OUT = /\b(?:number (?:1|one)|#1|no\. ?1)\b|\b(?:the |a )?(?:top|best|worst|biggest|largest|highest|lowest|leading)(?:[- ]\w+)? (?:[\w-]+ ){0,2}(?:school|district|one|bright[- ]spot|lead|prospect|opportunity|vendor|provider|spender|match|peer)\b(?!s)|\bwho(?:'s| is) (?:the )?(?:top|best|biggest|first)\b|\bwhich (?:one|school|district) (?:is|has|had|was)\b/i;

/** The last answer listed several schools (or districts, by `id`) and none leads it ("Schools matching ...", "Districts in TX ranked by ..."): "it" has no one referent. */
export function listWithoutSubject(history: ChatMessage[], id: RegExp): boolean {
  // ("top opportunities in CA: what's the number 1 school?", "top bright spot in California?": one of them was asked for.)
  if (SINGLED_OUT.test(lastUserMessage(history) ?? '')) return false;
  const lines = lastAnswer(history).split('\n');
  if (id.test(lines[0] ?? '')) return false;
  // ("Largest districts: A (LEA ...), B (LEA ...)" under a state's profile: named in one line.)
  const named = new Set([...lines.slice(1).join('\n').matchAll(new RegExp(id.source, 'g'))].map((match) => match[0]));
  return named.size >= 2;
}

/** The last answer listed schools of several districts and none leads it: "that district" has no one referent (an NCES id begins with its district's LEA id). */
export function listSpansDistricts(history: ChatMessage[]): boolean {
  if (!listWithoutSubject(history, /NCES \d{12}/)) return false;
  return new Set([...lastAnswer(history).matchAll(/NCES (\d{7})\d{5}/g)].map((match) => match[1])).size > 1;
}

/** A document written for one subject: a grant narrative, a report, a justification. */
const ONE_DOCUMENT = /\b(?:narrative|report|justification|proposal|write-?up)\b/i;

/**
 * "draft a Title I narrative for one of them" after two schools set side by side, "build the board
 * report for the district" after two districts compared: a document is for one, so which is asked.
 */
export function whichOfSeveral(message: string, history: ChatMessage[]): string | undefined {
  if (!ONE_DOCUMENT.test(message)) return undefined;
  const answer = lastAnswer(history);
  if (/\b(?:one|either) of (?:them|those|these|the (?:two|three|schools))\b|\beither (?:one|school)\b/i.test(message) && schoolsSideBySide(history).length > 1) {
    return `Which school do you mean: ${namesSideBySide(history).join(' or ')}?`;
  }
  const districts = [...answer.matchAll(/(?:, |\band |^Spending of )([A-Z][^,():]*?) \((?:[A-Z]{2}, )?LEA (\d{7})\)/g)].map((match) => match[1]!);
  // ("the district report for the first of those two": the one said by its place.)
  if (/\bthe (?:first|second|third|last)(?: one)? of (?:them|those|these|the)(?: two| three)?\b/i.test(message)) return undefined;
  if (/^Spending of\b/.test(answer) && districts.length > 1 && /\b(?:the|that|this) district\b|\b(?:one|either) of (?:them|those|these|the (?:two|three|districts))\b/i.test(message)) {
    return `Which district do you mean: ${districts.join(' or ')}?`;
  }
  return undefined;
}

/** "How does X compare on the same measures?", "how does X look on that same measure?": the last request again, for X ("same for X"); undefined otherwise. */
export function sameMeasuresFor(message: string): string | undefined {
  const subject = /^\W*(?:and |ok(?:ay)? |so )?how (?:does|do) (.+?) (?:compare|look|do|fare|stack up|rank) on (?:that|the|this) same (?:measures?|metrics?|indicators?|numbers?|figures?)\W*$/i.exec(message)?.[1];
  return subject ? `same for ${subject}` : undefined;
}

/** "The other one", "the other state": one of two names said before. */
// ("and the second?" after "C2 balances for X and Y. Start with the first one.": the same.)
export const OTHER_OF_TWO = /\bthe other (?:one|district|school|state)\b|(?<=^\W*(?:and |what about |how about )?)\bthe second(?: one| district| school)?(?=\W*$)/i;

/**
 * "and the other one?" after "X and Y, the C2 of the first one": the one of two names the last
 * request gave that its answer left out. Undefined unless exactly one of the two was answered.
 */
export function otherOfTwoNamed(message: string, history: ChatMessage[]): string | undefined {
  if (!OTHER_OF_TWO.test(message)) return undefined;
  const named = extractEntities(lastUserMessage(history) ?? '');
  const answer = lastAnswer(history);
  // ("comparing California and Texas, how many schools does California have?", then "and the other state".)
  if (/\bstate\b/i.test(message) || (named.states.length === 2 && named.districtNames.length === 0 && !named.schoolName)) {
    if (named.states.length !== 2) return undefined;
    const answeredStates = named.states.filter((abbr) => answer.includes(`(${abbr})`));
    // Both answered: the one the question asked of ("so how many schools does California have") was the one meant.
    const asked = extractEntities(lastUserMessage(history)!.split(/\s+(?:so|but|and so)\s+|[,;:]\s*/i).at(-1)!).states;
    const meant = answeredStates.length === 1 ? answeredStates : answeredStates.filter((abbr) => asked.includes(abbr));
    return meant.length === 1 ? named.states.find((abbr) => abbr !== meant[0]) : undefined;
  }
  // ("Compare A and B", "contacts for the first one", then "and the other one?": the two set side by side the turn before.)
  const sideBySide = subjectNamed(named) ? [] : namesSideBySide(history.slice(0, -2));
  const names = named.districtNames.length === 2 ? named.districtNames : named.schoolName && named.otherSchoolNames?.length === 1 ? [named.schoolName, named.otherSchoolNames[0]!] : sideBySide.length === 2 ? sideBySide : [];
  const answered = names.filter((name) => answer.includes(name));
  return names.length === 2 && answered.length === 1 ? names.find((name) => name !== answered[0]) : undefined;
}

/**
 * "compare that with Woodland County Schools" after one district's spending: that district with the
 * one named, by name, so the comparison tool takes both; undefined otherwise.
 */
export function comparedWithLast(message: string, history: ChatMessage[]): string | undefined {
  // ("compare with 0200130 and 0400114": the district just answered, then those.)
  const pointer = /^(\W*(?:ok(?:ay)?|and|now|so)?\W*compare )(?:(?:that|it|this|those (?:figures|numbers))(?= (?:with|to|against|vs\.?) )|(?=(?:with|to|against|vs\.?) ))/i;
  const subject = /^(.+?) \([A-Z]{2}, LEA \d{7}\), fiscal year/.exec(lastAnswer(history))?.[1];
  return subject && pointer.test(message) ? message.replace(pointer, (_all, lead: string) => `${lead}${subject} `).replace(/\s{2,}/g, ' ') : undefined;
}


/**
 * "which one of them spends the most per pupil?" after "how many districts are in Texas?": one of the
 * districts just counted, so the question is which district; undefined otherwise.
 */
export function whichOfCounted(message: string, history: ChatMessage[]): string | undefined {
  const pointer = /\bwhich (?:one )?of (?:them|those|these|the \d+)\b/i;
  if (!pointer.test(message) || !/\bhow many (?:school )?districts\b|\bnumber of (?:school )?districts\b/i.test(lastUserMessage(history) ?? '')) return undefined;
  return message.replace(pointer, 'which district');
}

/** Schools set side by side in the last answer, by name, in order ("Wadley High School (Wadley, AL, NCES ...) is ..."). */
function namesSideBySide(history: ChatMessage[]): string[] {
  return [...new Set(lastAnswer(history).split('\n').map((line) => /^(\S.*?) \((?:[^()]*, )?NCES \d{12}/.exec(line)?.[1]).filter((name): name is string => name !== undefined))];
}

/** One school pointed at ("at the school", "who's the principal?"), never several ("both", "each of them"). */
const ONE_SCHOOL = /\b(?:at|for|of) (?:the|that|this) school\b|\bwho(?:'s| is) the principal\b/i;
const SEVERAL = /\b(?:both|each|either|them|those|these|they|their|all|schools)\b/i;

/**
 * "ok what's the E-Rate discount at the school?" after two schools set side by side: one of them is
 * meant, so which is asked. Undefined unless the last answer set several schools side by side.
 */
export function whichOfSideBySide(message: string, history: ChatMessage[]): string | undefined {
  if (!ONE_SCHOOL.test(message) || SEVERAL.test(message) || schoolsSideBySide(history).length < 2) return undefined;
  const names = namesSideBySide(history);
  return names.length > 1 ? `Which school do you mean: ${names.join(' or ')}?` : undefined;
}

/** The figures of a school profile's opening line, by what a user calls them. */
const PROFILE_FIGURES: [RegExp, RegExp][] = [
  [/\blow[- ]income\b|\bpoor(?:er|est)?\b|\bneed(?:y|ier|iest)\b|\bfrl\b|\bfree (?:or reduced(?:[- ]price)? )?lunch\b|\bpoverty\b/i, /([\d.]+)% qualify for free or reduced-price lunch/],
  [/\bmath\b/i, /Math proficiency is ([\d.]+)%/],
  [/\breading\b/i, /\breading ([\d.]+)%/],
  [/\bstudents\b|\bkids\b|\benrol(?:l)?ment\b|\bbigger\b|\blarger\b|\bsmaller\b/i, /\bwith ([\d,]+) students\b/],
];

/** "the one with more low-income kids", "the bigger one": a school of several set side by side, picked by a figure. */
const PICKED_BY_FIGURE = /\bthe (?:one|school|campus) (?:with|that has) (?:the )?(more|most|higher|highest|greater|bigger|fewer|less|least|lower|lowest|smaller)\b[^.?!,]*|\bthe (bigger|larger|smaller|poorer|needier) (?:one|school|campus)\b/i;

/**
 * "Go with the one with more low-income kids. Who's the principal there?" after two schools' profiles
 * set side by side: the message with that school named in place of the pointer, by the answer's own
 * figures; undefined when nothing is picked so.
 */
export function pickedOfSideBySide(message: string, history: ChatMessage[]): string | undefined {
  const pointer = PICKED_BY_FIGURE.exec(message);
  if (!pointer) return undefined;
  const figure = PROFILE_FIGURES.find(([words]) => words.test(pointer[0]))?.[1];
  const rows = lastAnswer(history).split('\n').map((line) => ({ name: /^(\S.*?) \((?:[^()]*, )?NCES \d{12}\)/.exec(line)?.[1], value: Number(figure?.exec(line)?.[1]?.replace(/,/g, '') ?? Number.NaN) })).filter((row) => row.name !== undefined);
  if (!figure || rows.length < 2 || rows.some((row) => Number.isNaN(row.value))) return undefined;
  const most = /^(?:more|most|higher|highest|greater|bigger|larger|poorer|needier)$/i.test(pointer[1] ?? pointer[2]!);
  const chosen = rows.reduce((best, row) => ((most ? row.value > best.value : row.value < best.value) ? row : best));
  return `${message.slice(0, pointer.index)}${chosen.name}${message.slice(pointer.index + pointer[0].length)}`;
}

/** "the elementary school we're looking at", "the high one": a school pointed at by its level alone. */
// ("the high school in that district", "the middle school nearby" point at a place, not at a school talked of.)
const BY_LEVEL = /\bthe (elementary|middle|high)(?: school| one|(?=\W*$))\b(?!s| levels?\b| (?:in|of|at|near|nearby|across|down|next|there|that|which|feeding|feeder)\b)/i;
/** "same for the other high school": one of that level besides the school just answered. */
const OTHER_BY_LEVEL = /\bthe other (elementary|middle|high)(?: school| one)?\b(?!s| levels?\b| (?:in|of|at|near|nearby|across|down|next|there|that|which|feeding|feeder)\b)/i;
const LEVEL_IN_NAME: Record<string, RegExp> = { elementary: /\b(?:elementary|primary)\b/i, middle: /\b(?:middle|junior high|intermediate)\b/i, high: /\b(?<!junior )high\b/i };

/** The schools the conversation's answers named, each once ("Wadley High School (Wadley, AL, NCES ...)"). */
function schoolsTalkedOf(history: ChatMessage[]): string[] {
  const answers = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content).join('\n');
  return [...new Set([...answers.matchAll(/(?:^|\n|\d\.\s)([A-Z][\w.' -]*?) \((?:[^()]*, )?NCES \d{12}\)/g)].map((match) => match[1]!))];
}

/**
 * "Can you get me the principal for the elementary school we're looking at too?" when every school
 * talked of is named for another level: that school was never named here, so which is asked; "the
 * elementary one" when one school of that level was talked of: that school, by name, in the message.
 */
export function schoolByLevel(message: string, history: ChatMessage[]): { message?: string; question?: string } {
  const talkedOf = schoolsTalkedOf(history);
  const other = OTHER_BY_LEVEL.exec(message);
  if (other && talkedOf.length > 0 && !hasSchoolIn(extractEntities(message))) {
    const current = schoolsTalkedOf(history.filter((entry) => entry.role === 'assistant').slice(-1))[0];
    const others = talkedOf.filter((name) => name !== current && LEVEL_IN_NAME[other[1]!.toLowerCase()]!.test(name));
    return others.length === 1 ? { message: `${message.slice(0, other.index)}${others[0]}${message.slice(other.index + other[0].length)}` } : { question: ASK_SCHOOL };
  }
  const pointer = BY_LEVEL.exec(message);
  if (!pointer || talkedOf.length === 0) return {};
  const level = LEVEL_IN_NAME[pointer[1]!.toLowerCase()]!;
  const ofLevel = talkedOf.filter((name) => level.test(name));
  if (ofLevel.length === 1) return { message: `${message.slice(0, pointer.index)}${ofLevel[0]}${message.slice(pointer.index + pointer[0].length)}` };
  const levelled = talkedOf.every((name) => Object.values(LEVEL_IN_NAME).some((words) => words.test(name)));
  return ofLevel.length === 0 && levelled ? { question: ASK_SCHOOL } : {};
}

/** "the second one" answering "Which school do you mean: A or B?": that school's name. */
export function chosenOfAsked(message: string, history: ChatMessage[]): string | undefined {
  const asked = /^Which (?:school|district) do you mean: (.+)\?$/.exec(lastAnswer(history))?.[1];
  const place = /^\W*(?:the )?(first|second|third|former|latter)(?: one)?\W*$/i.exec(message)?.[1]?.toLowerCase();
  if (!asked || !place) return undefined;
  const names = asked.split(/, | or /);
  const index = { first: 0, former: 0, second: 1, third: 2, latter: names.length - 1 }[place]!;
  return names[index];
}

/**
 * A school only the user knows: "the school my nephew goes to", "the one my colleague mentioned", "our other campus", "the one across town",
 * "our elementary", "my middle school", "the other high school in our district", "the school my family is zoned to".
 */
const THEIR_OWN_SCHOOL = /\b(?:for|at|of|to|about|with) (?:our|my) (?:other )?(?:elementary|middle|high|primary|junior high|intermediate)(?: schools?)?\b(?! (?:level|grades?|students|schools)\b)|\bthe other (?:elementary|middle|high|primary)(?: school)? in (?:our|my|the) district\b|\b(?:the )?(?:school|one|campus|building) (?:my|our|his|her) (?:[\w-]+ ){0,2}(?:goes? to|attends?|went to|mentioned|brought up|told (?:me|us) about|works? at|teach(?:es)? at|was (?:talking|asking) about|(?:is|are) zoned (?:to|for))\b|\b(?:my|our) (?:other|second|sister) (?:school|campus|building|site)\b|\bthe (?:one|school|campus) (?:across town|down the (?:street|road)|next door|across the street)\b|\b(?:my|our) (?:kid|son|daughter|child|nephew|niece)(?:'s|s) school\b|\bthe (?:school|campus) of (?:my|our) (?:kids?|sons?|daughters?|child(?:ren)?|nephew|niece|grand(?:son|daughter|kids?))\b/i;

/** Several schools only the user knows: "our three schools", "my two campuses". */
const THEIR_OWN_SCHOOLS = /\b(?:our|my) (?:two|three|four|five|[2-9]|several|few|partner|member) (?:schools|campuses)\b/i;

/** A district only the user knows: "the district next door", "the neighboring district". */
const THEIR_OWN_DISTRICT = /\bthe (?:other )?district (?:we|i|you) (?:talked|spoke|chatted|discussed|looked at)(?: about)? (?:last (?:week|time|month)|yesterday|the other day|before|earlier)\b|\bthe (?:senator|representative|congress(?:man|woman|member)|delegate|assembly ?member|legislator|councilmember|(?:committee )?chair(?:man|woman|person)?|member)'s district\b|\bthe neighbou?rs'?(?! schools?)\b|\b(?:our )?neighbou?ring districts\b|\bthe district (?:next door|over|across the (?:river|line|county line))\b|\bthe (?:neighbou?ring|next|adjacent|nearby) district\b|\bthe district (?:my|our) (?:[\w-]+ ){0,2}(?:works? (?:in|for)|mentioned|lives? in)\b/i;

/** A place only the user knows: "near me", "near the shelter", "my home state", "the other state" with none said ("our county commission" is who reads, no place). */
const THEIR_OWN_PLACE = /\bschools (?:[\w-]+ ){0,2}around here\b|\bnear (?:me|us|here|where (?:i|we) (?:live|am|are|work)|the shelter|our (?:shelter|office|base|campus))\b|\b(?:in|across|for) (?:our|my) (?:county|city|town|area|region|parish|territory|patch)\b(?! (?:commission(?:ers?)?|board|council|office|government|officials?|staff|administrators?)\b)|\b(?:my|our|his|her|their|the [\w-]+'s) home (?:state|town)\b|\bwhere (?:i|we) live\b|\bthe state (?:next door|over|across the (?:river|line|border))\b|\bthe (?:neighbou?ring|next|adjacent) state\b/i;

/**
 * A subject only the user can name ("compare it with the school my nephew goes to", "what about the
 * district next door?", "only the ones near me"): the question that names it, since no data can.
 * Undefined when the message names its subject or speaks of none of these.
 */
export function unknownSubject(message: string): string | undefined {
  if (THEIR_OWN_SCHOOL.test(message)) return ASK_SCHOOL;
  if (THEIR_OWN_SCHOOLS.test(message)) return 'Which schools do you mean? Give me their names (with city or state) or their 12-digit NCES ids?';
  if (THEIR_OWN_DISTRICT.test(message)) return ASK_DISTRICT;
  if (THEIR_OWN_PLACE.test(message)) return /\bstate\b/i.test(message) ? ASK_STATE : 'Where do you mean? Give me a state (and a city if you like)?';
  return undefined;
}
