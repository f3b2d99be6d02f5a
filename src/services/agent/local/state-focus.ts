import type { ChatMessage } from '../types.js';
import { type Entities, extractEntities, subjectNamed } from './entities.js';
import { type IntentReading, readIntents } from './intents.js';
import { STATES } from './lexicon.js';
import { StateCodes } from '../../../ingest/fips.js';

const STATE_CODES = new StateCodes();
import { lastUserMessage } from './focus.js';

/** Tools whose subject may be a state: a follow-up with no subject of its own keeps the conversation's state. */
export const STATE_SCOPED = new Set([
  'state_profile', 'market_summary', 'teacher_shortages', 'leadership_changes', 'equity_gaps', 'opportunities',
  'bright_spots', 'erate_vendors', 'spending_rankings', 'export_schools', 'leads_from_purchase', 'standards_certify', 'icp_search',
]);

/** Words that ask for the whole nation: no state is carried over. */
const NATIONAL = /\bnation(?:al|ally|wide)?\b|\ball (?:the )?states\b|\bevery state\b|\bcountry\b|\bacross the us\b|\bin the us\b|\bu\.?s\.?a?\b(?! dollars)/i;

/**
 * The state the conversation is about: the states of the latest user message that named a subject,
 * when that subject was a state (a school or district named later means the talk moved on), or
 * the state of the school or district just answered when the message says "that state".
 * "profile of Texas" then "what about the market there?" asks Texas's market.
 */
export function stateOfConversation(message: string, history: ChatMessage[]): string[] {
  if (NATIONAL.test(message)) return [];
  // "the top spender in that state" after a district's or school's answer: the state it is in ("(AL, LEA ...)", "(Wadley, AL, NCES ...)").
  // ("the state math standards there": the state of the school or district talked of.)
  if (/\b(?:that|the same|their|its|this|our|my)(?: whole| entire| same)? state\b|\bacross the (?:whole |entire )?state\b|\bstatewide\b|\bin the (?:whole |entire )?state\b|\bthe (?:overall |whole |big )?state\b[^.?!]{0,40}\bthere\b/i.test(message)) {
    // The latest answer that says where its subject is (a C2 budget names its district without the state).
    const answers = history.filter((entry) => entry.role === 'assistant').reverse();
    // ("Teacher shortage areas in AZ:": a state's list says its state in its first line.)
    const state = answers.map((entry) => /\b([A-Z]{2}), (?:LEA|NCES) \d/.exec(entry.content)?.[1] ?? /^[^\n]*\bin ([A-Z]{2})\b/.exec(entry.content)?.[1]).find((code) => code !== undefined && code in STATES);
    if (state) return [state];
    // "the biggest vendors in our state" after a district's C2 budget ("(LEA 0400114)"): an id's first two digits are its state's FIPS code.
    const fips = answers.map((entry) => /\b(?:LEA|NCES) (\d{2})\d{5}/.exec(entry.content)?.[1]).find((code) => code !== undefined);
    const byFips = fips ? STATE_CODES.fromFips(fips)?.abbr : undefined;
    if (byFips) return [byFips];
  }
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]!;
    if (entry.role !== 'user') continue;
    const named = extractEntities(entry.content);
    if (named.ncesIds.length > 0 || named.schoolName !== undefined || named.districtNames.length > 0 || named.leaids.length > 0) return [];
    if (named.states.length > 0) return named.states;
  }
  return [];
}

/**
 * The message read again with the conversation's state, when it names no subject of its own and
 * asks (or may ask) only for what a state has; undefined when that gives no state tool.
 */
export function withConversationState(message: string, entities: Entities, reading: IntentReading, history: ChatMessage[]): { entities: Entities; reading: IntentReading } | undefined {
  if (subjectNamed(entities) || !reading.tools.every((tool) => STATE_SCOPED.has(tool))) return undefined;
  const states = stateOfConversation(message, history);
  if (states.length === 0) return undefined;
  const withState = { ...entities, states };
  const carried = readIntents(message, withState, false, false);
  const stateTools = carried.tools.length > 0 && carried.tools.every((tool) => STATE_SCOPED.has(tool)) && !carried.subjectOnly;
  return stateTools ? { entities: withState, reading: carried } : undefined;
}

/**
 * "average frl?" after a state's or a district's answer: the question over that scope. A question
 * that names its own state or district is left as it is.
 */
export function scopedQuestion(question: string, history: ChatMessage[]): string {
  const named = extractEntities(question);
  if (named.states.length > 0 || named.districtNames.length > 0 || named.leaids.length > 0 || /\bnation(?:al|ally|wide)?\b|\bby state\b|\bstates\b/i.test(question)) return question;
  // ("Which 5 high schools there have the lowest math? Probably the ones the state will flag.": the question, less the remark after it.)
  const asked = /^([^?]+)\?\s+\S/.exec(question)?.[1] ?? question;
  const within = (scope: string) => `${asked.replace(/[\s?.!]+$/, '')} in ${scope}?`;
  const previous = lastUserMessage(history);
  const district = previous ? extractEntities(previous).districtNames[0] : undefined;
  // ("which schools there have the lowest math?" after a district's answer: that district's schools, not its state's.)
  if (district && /\bthere\b|\b(?:the|that|this) district\b/i.test(question)) return within(district);
  const state = stateOfConversation(question, history)[0];
  if (state) return within(STATES[state] ?? state);
  return district ? within(district) : question;
}

/** Gaps of a group or of one measure across schools: "the gap for Black students", "AP access gaps", "suspension gaps for Hispanic students". */
const GROUP_GAPS = /\bgaps?\b.{0,40}\b(?:black|african[- ]american|hispanic|latin[oax]|white|asian|students with disabilities|swd)\b|\b(?:black|african[- ]american|hispanic|latin[oax]|white|asian)(?: students?)?\b.{0,30}\bgaps?\b|\b(?:ap(?: course)?(?: access)?|advanced placement|suspension(?:[- ]rate)?|counselor|class[- ]size)\s+gaps\b/i;
/** A state's profile or its schools' gaps, as their answers open. */
/** A state's profile as its answer opens ("California (CA): 104 schools in 9 districts ..."). */
export const STATE_PROFILE_ANSWER = /^[A-Z][A-Za-z .]+ \([A-Z]{2}\): [\d,]+ schools in\b/;
const STATE_ANSWER = new RegExp(`${STATE_PROFILE_ANSWER.source}|^\\d[\\d,]* schools in [A-Z]{2} have an? \\w+ gap\\b`);

/**
 * Gaps asked with no subject after a state's profile or its schools' gaps ("What about the gap for Black
 * students versus their peers, same state?", "who has the biggest AP access gaps there?"): that state's
 * schools' gaps, not one school's ("their peers" are the group's classmates, not a school's peers).
 */
export function stateGapsAsked(message: string, entities: Entities, lastAnswer: string, history: ChatMessage[], schoolInView: boolean): { entities: Entities; reading: IntentReading } | undefined {
  if (subjectNamed(entities) || !GROUP_GAPS.test(message)) return undefined;
  // (After any other answer with no school in view, "there" or "that state" points at the conversation's state.)
  if (!STATE_ANSWER.test(lastAnswer) && (schoolInView || !/\bthere\b|\b(?:same|that) state\b/i.test(message))) return undefined;
  const states = stateOfConversation(message, history);
  return states.length === 1 ? { entities: { ...entities, states }, reading: { tools: ['equity_gaps'], aggregate: false } } : undefined;
}
