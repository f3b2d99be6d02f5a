import type { AgentToolbox } from '../toolbox.js';

/** A district named in words: "Birmingham City Schools", "Austin ISD", "Lake Unified School District". */
const DISTRICT_NAME = /\b((?:[A-Z][\w'.-]*\s+){1,5}(?:(?:Unified |Independent |Consolidated |Public |City |County |Community )?School District|ISD|USD|CISD|Public Schools|City Schools|County Schools|Schools District))\b/;

export function findDistrictName(text: string): string | undefined {
  return DISTRICT_NAME.exec(text)?.[1]?.replace(/^(?:The|For|In|At)\s+/, '');
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
