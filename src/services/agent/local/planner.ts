import type { AgentToolbox } from '../toolbox.js';
import type { ChatMessage } from '../types.js';
import { describeResult } from './compose.js';
import { type Entities, extractEntities } from './entities.js';
import { NEEDS_SCHOOL, readIntents } from './intents.js';
import { schoolLabel } from './format.js';
import { resolveSchool } from './resolve.js';
import { findDistrictName, resolveDistrict } from './district.js';

export const CAPABILITIES =
  'I can look up a school by name or NCES id (profile, health, peers, look-alikes, needs, equity, funding, sales opportunity, contacts, board items); ' +
  'check E-Rate eligibility and discounts, Category 2 budgets, filing dates and vendors; qualify a purchase for federal programs and check whether a cost is allowed; ' +
  'find bright-spot schools and sales leads by state; list grant programs; and draft grant narratives and purchase justifications.';

const OUT_OF_REACH = `I can't help with that: it is outside the K-12 data and funding tools I work with. ${CAPABILITIES}`;

/** The id a later turn means by "it": the last school an answer was about. */
function focusFrom(history: ChatMessage[]): string | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const message = history[index]!;
    const ids = message.role === 'assistant' ? [...message.content.matchAll(/NCES (\d{12})/g)] : [...message.content.matchAll(/\b(\d{12})\b/g)];
    if (ids.length > 0) return ids[0]![1];
  }
  return undefined;
}

/** A question is pending when the agent's last reply asked one; the answer completes that request. */
function pendingRequest(history: ChatMessage[]): string | undefined {
  const last = history.at(-1);
  const before = history.at(-2);
  if (last?.role === 'assistant' && /\?\s*$/.test(last.content) && before?.role === 'user') return before.content;
  return undefined;
}

/**
 * The offline agent: reads intents and entities by rules, resolves a school named in words through
 * the search tool, asks one question when something needed is missing, runs the chosen tools
 * together and writes the answer from their results. Deterministic: the same turn gives the same reply.
 */
export async function localReply(toolbox: AgentToolbox, message: string, history: ChatMessage[]): Promise<string> {
  let text = message;
  let entities = extractEntities(text);
  let hasSchool = entities.ncesIds.length > 0 || entities.schoolName !== undefined;
  let reading = readIntents(withoutName(text, entities), entities, hasSchool, focusFrom(history) !== undefined);

  const pending = pendingRequest(history);
  // The reply to a question about the item always completes the pending request, whatever else it reads as.
  const askedItem = pending !== undefined && ITEM_QUESTIONS.includes(history.at(-1)!.content);
  if (pending && (askedItem || reading.tools.length === 0 || (reading.tools.length === 1 && reading.tools[0] === 'school_profile' && !/\b(?:profile|overview|about)\b/i.test(message)))) {
    text = `${pending}\n${message}`;
    entities = extractEntities(text);
    hasSchool = entities.ncesIds.length > 0 || entities.schoolName !== undefined;
    // The reply to "what is bought?" is the item itself, whatever its words.
    if (!entities.item && askedItem) entities.item = message.trim();
    reading = readIntents(withoutName(text, entities), entities, hasSchool, focusFrom(history.slice(0, -2)) !== undefined);
  }

  if (reading.tools.length === 0) {
    if (reading.aggregate) return aggregate(toolbox, text);
    return OUT_OF_REACH;
  }

  // The school: an id in the message, else a name resolved by search, else the one of the last turn.
  let nces: string | undefined = entities.ncesIds.at(-1);
  const needsSchool = reading.tools.some((tool) => NEEDS_SCHOOL.has(tool)) || (reading.tools.includes('purchase_qualify') && entities.schoolName !== undefined);
  // A district named in words ("Austin ISD") stands for its LEA id when a district search tool can resolve it.
  const districtName = reading.tools.includes('erate_c2_budget') && entities.leaids.length === 0 && !nces ? findDistrictName(text) : undefined;
  if (districtName) {
    const leaid = await resolveDistrict(toolbox, districtName);
    if (leaid) entities = { ...entities, leaids: [leaid], schoolName: undefined };
  }
  const wantsC2ForDistrict = reading.tools.includes('erate_c2_budget') && entities.leaids.length > 0 && !nces && !entities.schoolName;
  if (!nces && entities.schoolName && (needsSchool || reading.tools.includes('erate_c2_budget'))) {
    const resolution = await resolveSchool(toolbox, entities.schoolName, text, entities.states);
    if (resolution.kind === 'none') {
      return `I found no school called "${resolution.mention}"${resolution.detail ? ` (${resolution.detail})` : ''}. Which school do you mean? Its NCES id works best.`;
    }
    if (resolution.kind === 'ambiguous') {
      const list = resolution.candidates.map((school) => `- ${school.name}, ${school.city ?? '?'}, ${school.state ?? '?'} (id ${school.nces_id})`).join('\n');
      return `Several schools match "${resolution.mention}":\n${list}\nWhich one do you mean (its city and state, or its id)?`;
    }
    nces = resolution.school.nces_id;
  }
  if (!nces && !entities.schoolName && !wantsC2ForDistrict && reading.tools.some((tool) => NEEDS_SCHOOL.has(tool) || tool === 'erate_c2_budget')) {
    nces = focusFrom(pending ? history.slice(0, -2) : history) ?? focusFrom(history);
  }

  const calls: { tool: string; args: Record<string, unknown> }[] = [];
  for (const tool of reading.tools) {
    const planned = argumentsFor(tool, entities, nces);
    if ('question' in planned) return planned.question;
    calls.push({ tool, args: planned.args });
  }

  const outcomes = await Promise.all(calls.map((call) => toolbox.call(call.tool, call.args)));
  return outcomes
    .map((outcome, index) => {
      const { tool, args } = calls[index]!;
      if (outcome.ok) return describeResult(tool, outcome.result, args);
      if (outcome.status === 403) return `I can't use ${tool} with this key: ${outcome.detail}`;
      return `${tool} could not answer: ${outcome.detail}`;
    })
    .join('\n\n');
}

/** The words of a school's name say nothing of the request ("Grant Junior High" asks for no grant). */
function withoutName(text: string, entities: Entities): string {
  return entities.schoolName ? text.split(entities.schoolName).join(' the school ') : text;
}

type Planned = { args: Record<string, unknown> } | { question: string };

const ASK_ITEM = 'What are you planning to buy? Describe the item (and quantity or price if you know them)?';
const ASK_COST = 'Which cost do you want me to check? Describe what would be bought or paid for?';
const ASK_JUSTIFIED = 'What is the purchase to justify?';
const ITEM_QUESTIONS = [ASK_ITEM, ASK_COST, ASK_JUSTIFIED];

const ASK_SCHOOL = 'Which school do you mean? Give me its name (with city or state if the name is common) or its 12-digit NCES id?';

function argumentsFor(tool: string, entities: Entities, nces: string | undefined): Planned {
  const program = entities.programs[0];
  const state = entities.states[0];
  switch (tool) {
    case 'purchase_qualify':
      if (!entities.item) return { question: ASK_ITEM };
      return { args: { item_description: entities.item, ...(nces && entities.schoolName !== undefined ? { nces_id: nces } : nces && entities.ncesIds.length ? { nces_id: nces } : {}) } };
    case 'compliance_check':
      if (!entities.item) return { question: ASK_COST };
      return { args: { item_description: entities.item, ...(program ? { program } : {}) } };
    case 'leads_from_purchase':
      if (entities.programs.length === 0) return { question: 'Which program would fund the purchase (for example Title I, Title IV-A, IDEA)?' };
      return { args: { programs: entities.programs, ...(state ? { state } : {}) } };
    case 'erate_discount_calculator':
      if (entities.frlPct === undefined) return { question: 'What share of students is eligible for free or reduced-price lunch (NSLP %)?' };
      return { args: { frl_pct: entities.frlPct, ...(entities.locale ? { locale: entities.locale } : {}) } };
    case 'erate_c2_budget':
      if (nces) return { args: { nces_id: nces } };
      if (entities.leaids[0]) return { args: { leaid: entities.leaids[0] } };
      return { question: 'Which school (name or NCES id) or district (7-digit LEA id) is the Category 2 budget for?' };
    case 'erate_filing_checklist':
      return { args: entities.fundingYear ? { funding_year: entities.fundingYear } : {} };
    case 'erate_vendors':
    case 'bright_spots':
      return { args: state ? { state } : {} };
    case 'grant_programs':
      return { args: {} };
    case 'grant_write':
      if (!nces) return { question: ASK_SCHOOL };
      if (!program) return { question: 'Which program is the grant for (Title I, Title II-A, Title III-A, Title IV-A, IDEA, 21st CCLC or Perkins V)?' };
      return { args: { nces_id: nces, program, ...(entities.item ? { item_description: entities.item } : {}), format: 'json' } };
    case 'justification_report':
      if (!nces) return { question: ASK_SCHOOL };
      if (!entities.item) return { question: ASK_JUSTIFIED };
      return { args: { nces_id: nces, item_description: entities.item, ...(program ? { program } : {}), format: 'json' } };
    default:
      if (NEEDS_SCHOOL.has(tool)) return nces ? { args: { nces_id: nces } } : { question: ASK_SCHOOL };
      return { args: {} };
  }
}

/** Aggregates go to the NL-query tool when the catalogue has it; otherwise the agent says so. */
async function aggregate(toolbox: AgentToolbox, question: string): Promise<string> {
  if (!toolbox.has('query')) {
    return `Questions that add up many schools (counts, averages, rankings across the dataset) need the natural-language query tool, which this service does not offer to this key. ${CAPABILITIES}`;
  }
  const outcome = await toolbox.call('query', { question });
  return outcome.ok ? describeResult('query', outcome.result, { question }) : `The query tool could not answer: ${outcome.detail}`;
}

export { schoolLabel };
