import type { AgentToolbox } from '../toolbox.js';
import { escapeRegExp, STATES } from './lexicon.js';

/** A district named in words: "Birmingham City Schools", "Austin ISD", "Lake Unified School District". */
const DISTRICT_NAME = /\b((?:[A-Z][\w'.-]*[ \t]+){1,5}(?:(?:Unified |Independent |Consolidated |Public |City |County |Community )?School District|ISD|USD|CISD|Public Schools|City Schools|County Schools|Schools District))\b/;

/** Capitalised sentence words before a name ("Does Kivalina County Schools ...", "Pitching Woodland County Schools a deal"): not part of it. */
const OPENERS = /^(?:forecast|predict|project|estimate|we're|we|i'm|im|it's|here|this|the|for|in|at|of|does|do|did|is|are|was|has|have|how|what|whats|what's|which|who|whos|who's|show|tell|give|get|find|write|draft|make|compare|put|set|line|rank|stack|pull|run|add|include|drill|and|about|please|can|could|would|will|much|many|me|us|our|my|to|from|with|by|between|vs|versus|use|try|take|pick|say|consider|check|see|just|only|now|also|then|so|but|as|on|drop|exclude|ignore|leave|keep|focus|remove|skip|swap|replace|suppose|assume|certify|approve|submit|file|sign|issue|deny|reject|log|email|send|update|go|ahead|pitching|targeting|prospecting|calling|visiting|meeting|emailing|selling|quoting|pricing|researching|profiling|covering|renewing|onboarding|comparing|checking|reviewing)$/i;

export function findDistrictName(text: string): string | undefined {
  return findDistrictNames(text)[0];
}

/**
 * A district typed in lower case ("woodland county schools spending", "austin isd"): up to four
 * name words before the district head, the run stopping at a sentence word ("the big picture on public schools": none).
 */
const LOWER_DISTRICT = /\b((?:[a-z][\w'.-]*\s+){1,4}(?:(?:unified |independent |consolidated |public |city |county |community )?school district|isd|usd|cisd|public schools|city schools|county schools))\b/g;
const STATE_NAMES = new Set([...Object.values(STATES).map((name) => name.toLowerCase()), ...Object.keys(STATES).map((code) => code.toLowerCase()), 'us', 'american', 'national']);
const SENTENCE_WORDS = /^(?:rural|urban|suburban|town|small|large|big|attend|attends|attending|enrolled|students|kids|children|average|avg|median|mean|total|number|frl|enrollment|the|for|in|on|across|at|of|does|do|did|is|are|was|has|have|how|what|whats|what's|which|who|show|tell|give|get|find|write|draft|make|compare|and|about|please|can|could|would|will|much|many|me|us|our|my|to|from|with|by|between|vs|versus|spending|budget|report|contacts|all|every|list|schools|a|an|biggest|largest|smallest|richest|poorest|top|best|worst|highest|lowest|most|least|any|each|that|this|their|its|your|one|other|another|nearby|local|neighboring|neighbouring|charter|private)$/i;

function lowerCaseDistrictNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(LOWER_DISTRICT)) {
    const phrase = match[1]!;
    const head = /\s((?:(?:unified |independent |consolidated |public |city |county |community )?school district|isd|usd|cisd|public schools|city schools|county schools))$/.exec(phrase)?.[1] ?? '';
    // The name is the run of words just before the head, back to the first sentence word ("average frl in | ohio").
    const before = phrase.slice(0, phrase.length - head.length).trim().split(/\s+/);
    let start = before.length;
    while (start > 0 && !SENTENCE_WORDS.test(before[start - 1]!)) start -= 1;
    const nameWords = before.slice(start).join(' ');
    // A name, not only "county schools", nor only a state ("ohio public schools").
    if (nameWords && !STATE_NAMES.has(nameWords.toLowerCase())) names.push(`${nameWords} ${head}`);
  }
  return names;
}

/** Every district named in words, in order ("compare A ISD and B City Schools"); lower case when none is capitalised. */
export function findDistrictNames(text: string): string[] {
  const named = namedDistricts(text);
  // ("Drop Kivalina County Schools for a moment and focus on Phoenix City Schools": the one set aside is not asked about.)
  const kept = named.filter((name) => !new RegExp(`\\b(?:drop|dropping|exclude|excluding|leave out|leaving out|set aside|ignore|ignoring|except|without) (?:the )?${escapeRegExp(name)}\\b`, 'i').test(text));
  return kept.length > 0 ? kept : named;
}

function namedDistricts(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(new RegExp(DISTRICT_NAME.source, 'g'))) {
    const words = match[1]!.split(/\s+/);
    // ("New C2 cycle starts FY2026. What's Kivalina County Schools's budget": a sentence ended before the name is no part of it.)
    const sentenceEnd = words.findLastIndex((word, index) => index < words.length - 1 && /[.?!:;,]$/.test(word) && !/^(?:St|Mt|Ft|Pt)\.$/.test(word));
    if (sentenceEnd >= 0) words.splice(0, sentenceEnd + 1);
    while (words.length > 1 && OPENERS.test(words[0]!)) words.shift();
    // "School District" alone (or "Public Schools") names no district.
    if (words.length >= 2 && !/^(?:School|Public|City|County|Unified|Independent)$/.test(words[0]!)) names.push(words.join(' '));
  }
  return names.length > 0 ? names : lowerCaseDistrictNames(text);
}

/** The LEA id of a school's district, read from the search tool (a free resolution call). */
export async function districtOfSchool(toolbox: AgentToolbox, ncesId: string): Promise<string | undefined> {
  const outcome = await toolbox.call('schools_search', { q: ncesId, limit: 1 });
  if (!outcome.ok) return undefined;
  const first = (outcome.result as { results?: { nces_id?: string; leaid?: string }[] }).results?.[0];
  return first?.nces_id === ncesId ? first.leaid : undefined;
}

/**
 * The LEA id of a district named in words, through a district search tool when the caller's
 * catalogue has one (looked up by name at run time: catalogues differ). One match or nothing:
 * with several, the planner keeps asking for the 7-digit id rather than guessing.
 */
export async function resolveDistrict(toolbox: AgentToolbox, name: string): Promise<string | undefined> {
  if (!toolbox.has('districts_search')) return undefined;
  const outcome = await toolbox.call('districts_search', { q: name, limit: 5 });
  if (!outcome.ok) return undefined;
  const results = ((outcome.result as { results?: { leaid?: string; name?: string }[] }).results ?? []).filter((entry) => entry.leaid);
  const exact = results.filter((entry) => entry.name?.toLowerCase() === name.toLowerCase());
  const chosen = exact.length === 1 ? exact : results;
  return chosen.length === 1 ? chosen[0]!.leaid : undefined;
}
