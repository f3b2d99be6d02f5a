import type { AgentToolbox } from '../toolbox.js';

export interface SchoolRef {
  nces_id: string;
  name: string;
  city: string | null;
  state: string | null;
  /** The school's district (LEA id), when the search result carries it. */
  leaid?: string;
  /** The district's name, when the search result carries it. */
  district_name?: string;
}

export type Resolution =
  | { kind: 'found'; school: SchoolRef }
  | { kind: 'ambiguous'; mention: string; candidates: SchoolRef[] }
  | { kind: 'none'; mention: string; detail?: string };

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Finds the school a name means through the search tool (so the caller's tier and dataset apply):
 * exact name matches first, then narrowed by the city, state or district the message mentions. Several left
 * means the planner must ask which one.
 */
/** Short forms of school heads users type ("harrison hs", "park elem"), spelled out for a second search. */
const SPELLED_OUT: [RegExp, string][] = [
  [/\bhs\b/i, 'High School'], [/\bms\b/i, 'Middle School'], [/\bes\b/i, 'Elementary School'], [/\belem\b/i, 'Elementary'], [/\bjr\.? high\b/i, 'Junior High'],
];

export async function resolveSchool(toolbox: AgentToolbox, written: string, text: string, states: string[]): Promise<Resolution> {
  const first = await resolveOnce(toolbox, written, text, states);
  const spelled = SPELLED_OUT.reduce((name, [short, long]) => name.replace(short, long), written);
  return first.kind === 'none' && spelled !== written ? resolveOnce(toolbox, spelled, text, states) : first;
}

async function resolveOnce(toolbox: AgentToolbox, mention: string, text: string, states: string[]): Promise<Resolution> {
  const outcome = await toolbox.call('schools_search', { q: mention, limit: 20 });
  if (!outcome.ok) return { kind: 'none', mention, detail: outcome.detail };
  const results = ((outcome.result as { results?: SchoolRef[] }).results ?? []).map(({ nces_id, name, city, state, leaid, district_name }) => ({ nces_id, name, city, state, ...(leaid ? { leaid } : {}), ...(district_name ? { district_name } : {}) }));
  if (results.length === 0) return { kind: 'none', mention };

  const wanted = normalise(mention);
  const exact = results.filter((school) => normalise(school.name) === wanted);
  const partial = results.filter((school) => normalise(school.name).includes(wanted));
  let candidates = exact.length > 0 ? exact : partial.length > 0 ? partial : results;

  const lowered = ` ${normalise(text)} `;
  const inCity = candidates.filter((school) => school.city && lowered.includes(` ${normalise(school.city)} `));
  if (inCity.length > 0) candidates = inCity;
  const inState = candidates.filter((school) => school.state && states.includes(school.state));
  if (inState.length > 0) candidates = inState;
  // (A district the text names narrows a name several districts share.)
  const inDistrict = candidates.filter((school) => school.district_name && lowered.includes(` ${normalise(school.district_name)} `));
  if (inDistrict.length > 0 && inDistrict.length < candidates.length) candidates = inDistrict;

  if (candidates.length === 1) return { kind: 'found', school: candidates[0]! };
  return { kind: 'ambiguous', mention, candidates: candidates.slice(0, 6) };
}

/** "the state where Harrison High School (Phoenix) is", "the state that X is in": a state named by a school in it. */
const STATE_OF_SCHOOL = /\bthe state (?:where|that|which) ([A-Z][^?.,;()]{2,80}?)\s*(?:\(([^)]*)\)\s*)?(?:is(?: located)?(?: in)?|sits in)\b/;

/**
 * The message with a state named by one of its schools ("Is special education a shortage area in the
 * state where Harrison High School (Phoenix) is?") said by its name, the school found by search; the
 * message as it is when it names no state so, or the school is not found as one.
 */
export async function withStateOfSchool(toolbox: AgentToolbox, message: string, stateNames: Record<string, string>): Promise<string> {
  const said = STATE_OF_SCHOOL.exec(message);
  if (!said) return message;
  const found = await resolveSchool(toolbox, said[1]!.trim(), said[2] ?? '', []);
  if (found.kind !== 'found' || !found.school.state) return message;
  return `${message.slice(0, said.index)}${stateNames[found.school.state] ?? found.school.state}${message.slice(said.index + said[0].length)}`;
}
