import type { AgentToolbox } from '../toolbox.js';
import type { ChatMessage } from '../types.js';
import { describeResult } from './compose.js';
import type { Entities } from './entities.js';

/** Program ids as answers print them ("1. TITLE_IV_A (Student Support ...): STRONG"). */
const PROGRAM_ID = /\b(TITLE_I_A|TITLE_II_A|TITLE_III_A|TITLE_IV_A|IDEA_B|21ST_CCLC|PERKINS_V|E_RATE)\b[^\n]*?(STRONG|MODERATE|WEAK)?$/gm;

/** At most this many programs rank the buyers: the strongest funders of the item, not every program that might. */
const MAX_PROGRAMS = 3;

interface Funder {
  program_id: string;
  strength?: string;
}

/** The strong funders first; without any, the first few named. */
function strongest(funders: Funder[]): string[] {
  const strong = funders.filter((funder) => funder.strength === 'STRONG');
  return [...new Set((strong.length > 0 ? strong : funders).map((funder) => funder.program_id))].slice(0, MAX_PROGRAMS);
}

/** The programs the last answer named (a purchase it qualified, a cost it checked): "give me leads", "who else would buy this?". */
function programsOfLastAnswer(history: ChatMessage[]): string[] {
  const last = [...history].reverse().find((entry) => entry.role === 'assistant');
  if (!last) return [];
  return strongest([...last.content.matchAll(PROGRAM_ID)].map((match) => ({ program_id: match[1]!, ...(match[2] ? { strength: match[2] } : {}) })));
}

/** The product a seller names: "we sell STEM kits", "pitch our reading app to", "who would want our math software". */
const PRODUCT = [
  /\bwho (?:else )?(?:buys|purchases|uses|wants|needs)\s+(?:a |an |the )?(.+?)(?=\s+(?:in|across|around)\b|[,.;?!]|$)/i,
  /\b(?:leads|buyers?|prospects|customers|schools|(?:target|prospect|lead|call) list) (?:for|of) (?:a |an |our |my |the )?(.+?)(?=\s+(?:in|to|across|around)\b|[,.;?!]|\s+[-–—]|$)/i,
  /\b(?:sell|pitch|market)\s+(?:our\s+|my\s+)?(.+?)(?=\s+to\b|[,.;?!]|\s+[-–—]|$)/i,
  /\binterested in (?:buying |purchasing |getting )?(?:a |an |our |my |the )?(.+?)(?=\s+(?:in|to|across|around)\b|[,.;?!]|$)/i,
  /\b(?:we|i)(?:'re|'m| are| am)?\s+(?:sell|selling|make|making|offer|offering|build|building|have)\s+(?:a |an )?(.+?)(?=[,.;?!]|\s+[-–—]|\s+(?:which|who|where|and|so|to|in)\b|$)/i,
  // "I just sold 50 chromebooks to X": what was sold, less its count.
  /\b(?:sold|shipped|delivered)\s+(?:\d[\d,]*\s+)?(.+?)(?=\s+to\b|[,.;?!]|$)/i,
  /\b(?:pitch|sell|market|offer)\s+(?:our|my)\s+(.+?)(?=\s+to\b|[,.;?!]|$)/i,
  /\b(?:want|need|use)\s+(?:our|my)\s+(.+?)(?=[,.;?!]|\s+(?:in|at|for)\b|$)/i,
];
const PRONOUN = /^(?:it|this|that|them|these|those|one|stuff|things?|products?)(?: (?:elsewhere|too|again|as well|instead|somewhere else))?$/i;

function productSold(message: string): string | undefined {
  for (const pattern of PRODUCT) {
    const found = pattern.exec(message)?.[1]?.trim();
    if (found && found.length >= 3 && !PRONOUN.test(found)) return found;
  }
  return undefined;
}

/**
 * Who would buy an item is who its funding programs reach: the programs of the last answer when the
 * user points back at it ("who else would buy this?"), else those purchase_qualify finds for the item
 * named in the message ("who would buy 3D printers"), whose answer is given too.
 */
export async function programsForBuyers(toolbox: AgentToolbox, entities: Entities, message: string, history: ChatMessage[]): Promise<{ programs: string[]; answer?: string }> {
  const item = (entities.item ?? productSold(message))?.replace(/^(?:our|my|their|the)\s+/i, '');
  if (!item) return { programs: programsOfLastAnswer(history) };
  const args = { item_description: item };
  const outcome = await toolbox.call('purchase_qualify', args);
  if (!outcome.ok) return { programs: programsOfLastAnswer(history) };
  const best = (outcome.result as { matches?: { funding_programs?: Funder[] }[] }).matches?.[0];
  return { programs: strongest(best?.funding_programs ?? []), answer: describeResult('purchase_qualify', outcome.result, args) };
}
