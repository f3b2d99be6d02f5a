import type { AgentToolbox } from '../toolbox.js';

/** A district named in words: "Birmingham City Schools", "Austin ISD", "Lake Unified School District". */
const DISTRICT_NAME = /\b((?:[A-Z][\w'.-]*\s+){1,5}(?:(?:Unified |Independent |Consolidated |Public |City |County |Community )?School District|ISD|USD|CISD|Public Schools|City Schools|County Schools|Schools District))\b/;

/** Capitalised sentence words before a name ("Does Kivalina County Schools ..."): not part of it. */
const OPENERS = /^(?:the|for|in|at|of|does|do|did|is|are|was|has|have|how|what|whats|what's|which|who|whos|who's|show|tell|give|get|find|write|draft|make|compare|and|about|please|can|could|would|will|much|many|me|us|our|my|to|from|with|by|between|vs|versus)$/i;

export function findDistrictName(text: string): string | undefined {
  return findDistrictNames(text)[0];
}

/** Every district named in words, in order ("compare A ISD and B City Schools"). */
export function findDistrictNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(new RegExp(DISTRICT_NAME.source, 'g'))) {
    const words = match[1]!.split(/\s+/);
    while (words.length > 1 && OPENERS.test(words[0]!)) words.shift();
    // "School District" alone (or "Public Schools") names no district.
    if (words.length >= 2 && !/^(?:School|Public|City|County|Unified|Independent)$/.test(words[0]!)) names.push(words.join(' '));
  }
  return names;
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
