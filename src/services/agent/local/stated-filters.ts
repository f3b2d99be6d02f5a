import { z } from 'zod';
import type { AnyTool } from '../../../tooling/define-tool.js';
import { correctTypos } from './fuzzy.js';
import { digitsForNumberWords } from './number-words.js';
import { STATES, WORDLIKE_CODES } from './lexicon.js';

/**
 * Filters a request states in words ("elementary schools", "at least 70% FRL", "500 to 1,200 kids",
 * "same state", "new superintendents since Jan 1 2025"), read once whatever the tool, and given to
 * a tool only under the names its own input schema declares. The tool-by-tool rules fill what is
 * particular to one tool; this fills the optional filters the catalogue shares, so a filter said to
 * a tool no rule was written for is not lost.
 */
export type StatedFilters = Record<string, unknown>;

/** Several readings of one filter, each tool taking the first its schema allows ("by total" is a finance measure, "by need" an opportunity score). */
export class OneOf {
  constructor(readonly values: readonly unknown[]) {}
}

/** A property of a tool's input: its JSON type and, for a closed set, the values allowed. */
export interface Field {
  type?: string;
  values?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  /** An array's items, when the schema closes them to a set. */
  itemValues?: readonly unknown[];
}

const fieldsByTool = new WeakMap<AnyTool, Map<string, Field>>();

/** The input properties a tool declares, read from its schema once per process. */
export function inputFields(tool: AnyTool): Map<string, Field> {
  let fields = fieldsByTool.get(tool);
  if (!fields) {
    type Property = { type?: string; enum?: unknown[]; minimum?: number; maximum?: number; items?: { enum?: unknown[] } };
    const schema = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Property> };
    fields = new Map(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, { type: property.type, values: property.enum, minimum: property.minimum, maximum: property.maximum, itemValues: property.items?.enum }]));
    fieldsByTool.set(tool, fields);
  }
  return fields;
}

/**
 * The stated filters a tool accepts, added to the arguments its rules chose. The rules win, unless
 * `override`: filters said in a follow-up ("now rank them by admin share") replace what the request they refine had.
 */
export function withStatedFilters(tool: AnyTool | undefined, args: Record<string, unknown>, filters: StatedFilters, override = false): Record<string, unknown> {
  if (!tool) return args;
  const fields = inputFields(tool);
  const added: Record<string, unknown> = {};
  for (const [name, said] of Object.entries(filters)) {
    const field = fields.get(name);
    if (!field || (name in args && !override)) continue;
    const value = said instanceof OneOf ? said.values.find((each) => !field.values || field.values.includes(each)) : said;
    if (value === undefined) continue;
    if (field.values && !field.values.includes(value)) continue;
    if (field.type === 'integer' && !Number.isInteger(value)) continue;
    added[name] = value;
  }
  // A range that runs backwards ("under 40% FRL" read beside a threshold the rules set) is no filter.
  const merged = { ...args, ...added };
  const kept = (name: string) => name in added && !(override && name in args);
  for (const [low, high] of [['min_frl', 'max_frl'], ['min_enrollment', 'max_enrollment']] as const) {
    if (typeof merged[low] === 'number' && typeof merged[high] === 'number' && (merged[low] as number) >= (merged[high] as number)) {
      if (kept(low)) delete merged[low];
      if (kept(high)) delete merged[high];
    }
  }
  return merged;
}

/** Words for the share of students eligible for free or reduced-price lunch. */
const FRL_WORDS = String.raw`(?:frl|f\/rl|free(?:\s*(?:and|&|\/|or)\s*reduced)?(?:[- ]price)?(?:[\s-]+lunch)?|nslp|low[- ]income|poverty|econ(?:omically)? disadvantaged)`;
const AT_LEAST = String.raw`(?:over|above|more than|at least|min(?:imum)?(?: of)?|greater than|higher than|upwards of|north of|>=?)`;
const AT_MOST = String.raw`(?:under|below|less than|at most|max(?:imum)?(?: of)?|lower than|fewer than|no more than|south of|<=?)`;
/** "65% get free lunch", "60% of kids on FRL": the words between a share and what it is a share of. */
const PCT = String.raw`(\d{1,3}(?:\.\d+)?)\s*%(?:\s+(?:of (?:the )?(?:students|kids|pupils) )?(?:get|gets|getting|receive|receiving|on|qualify(?:ing)? for|eligible for|are)(?=\s))?`;
const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const PUPILS = String.raw`(?:students|kids|pupils|children|enrolled|enrol?lment|learners)`;

const number = (digits: string | undefined) => (digits === undefined ? undefined : Number(digits.replace(/,/g, '')));
const share = (digits: string | undefined) => {
  const value = number(digits);
  return value !== undefined && value <= 100 ? value : undefined;
};

/** "at least 70% FRL", "FRL over 60%", "60%+ FRL", "between 40 and 60% FRL", "FRL under 30%". */
function frlRange(t: string): { min_frl?: number; max_frl?: number } {
  const between = new RegExp(String.raw`(?:between\s+)?(\d{1,3})\s*%?\s*(?:-|–|to|and)\s*(\d{1,3})\s*%\s*${FRL_WORDS}|${FRL_WORDS}\s*(?:(?:is |are )?(?:somewhere |anywhere )?(?:of|between|from))?\s*(\d{1,3})\s*%?\s*(?:-|–|to|and)\s*(\d{1,3})\s*%?(?!\s*(?:students|kids|schools|\d))`).exec(t);
  if (between) {
    const low = share(between[1] ?? between[3]);
    const high = share(between[2] ?? between[4]);
    if (low !== undefined && high !== undefined && low < high) return { min_frl: low, max_frl: high };
  }
  const range: { min_frl?: number; max_frl?: number } = {};
  const min = new RegExp(String.raw`${PCT}\s*${FRL_WORDS}\s*(?:minimum|min\b|floor|and up|or (?:more|higher|above))|${FRL_WORDS}\s*(?:floor|minimum|threshold|cut-?off|bar)\s*(?:to|at|of)\s*${PCT}|${AT_LEAST}\s*${PCT}\s*(?:or more\s*)?(?:of (?:the |their )?(?:kids|students|children|pupils) (?:are |is )?(?:on |eligible for |qualify(?:ing)? for |getting )?)?${FRL_WORDS}|${FRL_WORDS}\s*(?:rates?|share|%|pct|percent(?:age)?)?\s*(?:is\s+|of\s+)?${AT_LEAST}\s*${PCT}|${PCT}\s*(?:\+|or (?:more|higher|above))\s*${FRL_WORDS}|${FRL_WORDS}\s*(?:rates?|share|percent(?:age)?)?\s*(?:(?:is|of|at)\s+)?${PCT}\s*(?:\+|or (?:more|higher|above))|${PCT}\s*${FRL_WORDS}\s*or (?:more|higher|above)|\b(?:high-?poverty|${FRL_WORDS})\b[^%?]{0,80}?[?.]?\s*${PCT}\s*(?:and|or) (?:up|above|higher)\b|${PCT}\s*\+\s*of (?:the )?(?:kids|students|children|pupils) (?:are )?(?:on |eligible for |qualify for |getting )?${FRL_WORDS}`).exec(t);
  const max = new RegExp(String.raw`${AT_MOST}\s*${PCT}\s*${FRL_WORDS}|${FRL_WORDS}\s*(?:rates?|share|%|pct|percent(?:age)?)?\s*(?:is\s+|of\s+)?${AT_MOST}\s*${PCT}|${PCT}\s*or (?:less|lower|below)\s*${FRL_WORDS}|${FRL_WORDS}\s*(?:rates?|share|percent(?:age)?)?\s*(?:(?:is|of|at)\s+)?${PCT}\s*or (?:less|lower|below)|${PCT}\s*${FRL_WORDS}\s*or (?:less|lower|below)`).exec(t);
  const low = share(min?.slice(1).find((group) => group !== undefined));
  const high = share(max?.slice(1).find((group) => group !== undefined));
  if (low !== undefined) range.min_frl = low;
  if (high !== undefined) range.max_frl = high;
  return range;
}

/** "500 to 1,200 kids", "at least 500 students", "under 300 kids", "1000+ students". */
function enrollmentRange(t: string): { min_enrollment?: number; max_enrollment?: number } {
  const between = new RegExp(String.raw`(?:between\s+)?${COUNT}\s*(?:-|–|to|and)\s*${COUNT}\s*${PUPILS}|${PUPILS}\s*(?:of|between|from)?\s*${COUNT}\s*(?:-|–|to|and)\s*${COUNT}`).exec(t);
  if (between) {
    const low = number(between[1] ?? between[3]);
    const high = number(between[2] ?? between[4]);
    if (low !== undefined && high !== undefined && low < high) return { min_enrollment: low, max_enrollment: high };
  }
  const range: { min_enrollment?: number; max_enrollment?: number } = {};
  const min = new RegExp(String.raw`${AT_LEAST}\s*${COUNT}\s*${PUPILS}|\b(?:min(?:imum)?|at least)\s+${PUPILS}\s*(?:of\s+)?${COUNT}\b|${COUNT}\s*\+\s*${PUPILS}|${COUNT}\s*(?:or more)\s*${PUPILS}|${PUPILS}\s*${AT_LEAST}\s*${COUNT}`).exec(t);
  // ("and cap enrollment at 800": the largest size said as a cap; "add minimum enrollment 400": the bound said first.)
  const max = new RegExp(String.raw`${AT_MOST}\s*${COUNT}\s*${PUPILS}|\b(?:max(?:imum)?|at most)\s+${PUPILS}\s*(?:of\s+)?${COUNT}\b|${COUNT}\s*(?:or (?:fewer|less))\s*${PUPILS}|${PUPILS}\s*${AT_MOST}\s*${COUNT}|\bcap (?:the )?${PUPILS} at\s*${COUNT}`).exec(t);
  const low = number(min?.slice(1).find((group) => group !== undefined));
  const high = number(max?.slice(1).find((group) => group !== undefined));
  if (low !== undefined) range.min_enrollment = low;
  if (high !== undefined) range.max_enrollment = high;
  return range;
}

/** The level of the schools sought: "elementary schools", "among TX high schools", "middle". A school's own name is masked before. */
/** "elementary and middle schools": two levels, which one level filter cannot say. */
export const TWO_LEVELS = /\b(?:elementary|middle|high)(?: schools?)?\s*(?:and|or|&|\/|\+)\s*(?:elementary|middle|high)(?: schools?)?\b/i;

export function levelOfSchools(t: string): string | undefined {
  if (TWO_LEVELS.test(t)) return undefined;
  if (/\bhigh[- ]?schools\b|\bhigh schoolers\b|\bhs(?:s|'s)?\b(?![- ]?(?:code|id))|\bsecondary schools\b/.test(t) && !/\bjunior high\b/.test(t)) return 'High';
  // ("midle schools": a letter dropped.)
  if (/\bmidd?le(?:[- ]?schools|[- ]?schoolers|s)?\b|\bjunior highs?\b|\bintermediate schools\b/.test(t)) return 'Middle';
  if (/\belementar(?:y|ies)\b|\bprimary schools\b|\bgrade schools\b/.test(t)) return 'Elementary';
  if (/\bhigh school\b(?!\s+(?:diploma|graduat))/.test(t) && !/\bjunior high\b/.test(t)) return 'High';
  // ("opportunities: CA, High only", "icp: TX, High, enrollment 500-2000": a level said alone in a list, as the API names it.)
  if (/(?:^|[:,]\s*)high(?: only)?\s*(?:,|$)/.test(t)) return 'High';
  return undefined;
}

/** A date said after "since"/"after": ISO, "1/1/2025", "jan 1 2025", "January 2025", or a bare year (its first day). */
export function sinceDate(t: string): string | undefined {
  const after = /\b(?:since|after|from|starting|as of)\s+(?:the (?:start|beginning) of\s+)?(.{1,24})/.exec(t)?.[1];
  if (!after) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(after);
  if (iso) return iso[0];
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(after);
  if (slashed) return isoDate(slashed[3]!.length === 2 ? 2000 + Number(slashed[3]) : Number(slashed[3]), Number(slashed[1]), Number(slashed[2]));
  const named = new RegExp(String.raw`^(${MONTHS.join('|')})[a-z]*\.?\s*(?:(\d{1,2})(?:st|nd|rd|th)?,?\s*)?(?:of\s+)?(\d{4})\b`).exec(after);
  if (named) return isoDate(Number(named[3]), MONTHS.indexOf(named[1]!) + 1, named[2] ? Number(named[2]) : 1);
  const year = /^(?:fy\s*)?(20\d\d)\b/.exec(after);
  return year ? isoDate(Number(year[1]), 1, 1) : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Roles as contacts and leadership changes name them, from the words people use for them. */
const ROLES: { role: string; words: RegExp }[] = [
  { role: 'Superintendent', words: /\bsuperintendents?\b|\bsupes?\b|\bsupts?\b/ },
  { role: 'Principal', words: /\bprincipals?\b|\bhead ?teachers?\b/ },
  { role: 'CFO', words: /\bcfos?\b|\bchief financial\b|\bbusiness (?:manager|official)s?\b|\bfinance (?:director|chief|officer)s?\b/ },
  { role: 'CTO', words: /\bctos?\b|\bchief technology\b|\b(?:tech|technology|it) (?:director|chief|lead)s?\b|\bdirector of (?:technology|it)\b|\bwho (?:runs|handles|heads|leads) (?:the )?(?:tech|technology|it)\b/ },
  { role: 'Curriculum Director', words: /\bcurriculum (?:director|lead|head|coordinator)s?\b|\bdirector of curriculum\b|\bcurriculum\b/ },
  { role: 'Purchasing Director', words: /\bpurchasing\b|\bprocurement\b|\bbuyers?\b/ },
];

/** Board items as the board-intelligence tool names their kinds; only one kind said is a filter. */
const BOARD_KINDS: { kind: string; words: RegExp }[] = [
  { kind: 'vendor_mention', words: /\bvendor (?:mentions?|names?)\b|\bmention(?:s|ed)? (?:of )?(?:a |any )?vendors?\b|\bvendors? (?:have |has |that )?(?:come up|came up|been mentioned|were mentioned|got mentioned|appeared)\b|\b(?:about|on|regarding) (?:any |the |our )?vendors?\b/ },
  { kind: 'curriculum_adoption', words: /\bcurriculum (?:adoptions?|decisions?|changes?)\b|\badopt(?:ed|ing|ion)?s? (?:(?:a|any|new|the) )*curricul/ },
  { kind: 'budget_approval', words: /\bbudget (?:approvals?|votes?)\b|\bapprov(?:e|ed|al of|ing) (?:the |a |any |their |its )?(?:new )?budgets?\b|\bbudgets? (?:been |were |was )?(?:approved|passed|adopted)\b|\b(?:about|on|regarding) (?:the |their |its |our )?budgets?\b/ },
  { kind: 'leadership_change', words: /\bleadership (?:changes?|turnover)\b|\bnew (?:superintendent|principal)\b/ },
  // ("voted on any Wi-Fi or network purchases?": technology named by what it is.)
  { kind: 'technology_decision', words: /\b(?:tech|technology) (?:decisions?|purchases?|votes?|plans?)\b|\b(?:votes?|voted|decisions?|decided) (?:on|about) (?:\w+ )?(?:tech|technology)\b|\b(?:votes?|voted|decisions?|decided|approv\w*) (?:on|about)? ?(?:any |the |a )?(?:wi-?fi|network(?:ing)?|broadband|internet|devices?|chromebooks?|laptops?|computers?)\b/ },
];

/** The measure an equity-gaps question names (suspensions are the tool's default). */
export function equityMetric(text: string): string | undefined {
  if (/\bap\b|\badvanced placement\b/i.test(text)) return 'apCourseCount';
  if (/\bpupil[- ]teacher\b|\bclass[- ]sizes?\b|\bstudent[- ]teacher\b|\bcrowded class(?:es|rooms?)?\b/i.test(text)) return 'pupilTeacherRatio';
  if (/\bequity[- ]scores?\b/i.test(text)) return 'equityScore';
  if (/\bsuspen(?:sion|ded|d)/i.test(text)) return 'suspensionRate';
  return undefined;
}

/** Finance measures spending_rankings sorts by, read from the words that name them. */
export function rankingMeasure(text: string): string | undefined {
  // "adminstration" and "admin costs" too: any word that begins "admin". The share said first is the one ranked
  // ("the biggest share into instruction? ... the classroom vs admin").
  const admin = /\badmin\w*|\boverhead\b/i.exec(text)?.index ?? Infinity;
  const instruction = /\binstruction(?:al)?\b/i.exec(text)?.index ?? Infinity;
  if (admin < instruction) return 'adminPct';
  if (instruction < admin) return 'instructionPct';
  // ("total dollars, not per kid": the measure said is the one kept, not the one set aside.)
  if (/\bper[- ](?:pupil|student|kid|child)\b/i.test(text.replace(/\b(?:not|rather than|instead of) per[- ](?:pupil|student|kid|child)\b/gi, ' '))) return 'perPupil';
  if (/\btotal\b/i.test(text)) return 'totalExp';
  return undefined;
}

/** The E-Rate service type a vendor question names, in the commitments' own words. */
export function serviceType(text: string): string | undefined {
  if (/\binternal connections?\b|\bic (?:work|vendors?|providers?|contracts?)\b|\bcategory (?:2|two|ii)\b|\bcat\.? ?2\b|\bc2\b|\bwi-?fi\b|\bnetworking\b|\bswitches\b|\baccess points?\b/i.test(text)) return 'Internal Connections';
  if (/\bmanaged internal broadband\b|\bmibs\b/i.test(text)) return 'MIBS';
  if (/\bbasic maintenance\b|\bbmic\b/i.test(text)) return 'BMIC';
  // ("I'm a state broadband office analyst": who asks, not the service.)
  if (/\binternet\b|\bbroadband\b(?! (?:office|offices|consortium|consortia|coordinators?|directors?|program|team|group|authority|plan|analysts?))|\bfib(?:er|re)\b|\bdata transmission\b|\bconnectivity\b|\bbandwidth\b|\bcategory (?:1|one|i)\b|\bc1\b/i.test(text)) return 'Data Transmission and/or Internet Access';
  if (/\bvoice\b|\btelephone\b|\bphone service\b/i.test(text)) return 'Voice';
  return undefined;
}

/** The opportunity score a ranking names: "by need", "the timing part of the score". */
function opportunityMeasure(t: string): string | undefined {
  const named = /\b(need|budget|timing|access)\b(?:\s+(?:part|piece|component|sub-?score|scores?))?/.exec(t);
  return named && /\bby\b|\bsort|\brank|\border|\bhighest\b|\bstrongest\b|\bbest\b|\btop\b|\bscores?\b/.test(t) ? named[1] : undefined;
}

/** "stay inside Texas", "keep it within the state": the target's own state (the only one a look-alike search can keep to). */
const STAY_INSIDE = new RegExp(String.raw`\b(?:stay(?:ing)?|keep(?:ing)? (?:it|them|to)|only|just) (?:inside|within|in|to) (?:the state|${[...Object.values(STATES), ...Object.keys(STATES).filter((code) => !WORDLIKE_CODES.has(code))].join('|')})\b`, 'i');

/** ("Only in AL now.": a code that is also a word counts in capitals.) */
const STAY_INSIDE_CODE = new RegExp(String.raw`\b(?:[Ss]tay(?:ing)?|[Oo]nly|[Jj]ust) (?:inside|within|in|to) (?:${[...WORDLIKE_CODES].join('|')})\b`);

/** The filters of a conversation's lines, a later line's over an earlier one's ("bright spots in Texas", then "just elementary"). */
export function readStatedFilters(text: string): StatedFilters {
  return Object.assign({}, ...text.split('\n').map(readLine));
}

function readLine(text: string): StatedFilters {
  // ("at least half the kids on free/reduced lunch": 50% of them; "FRL above 50", "min frl 50": 50%; "elementries": elementary schools;
  // "3 peer shcools": near-miss typos of intent words read as those words.)
  const t = correctTypos(digitsForNumberWords(text)).toLowerCase().replace(/\b(frl|free lunch|poverty)\s+(above|over|at least|below|under|at most)\s+(\d{1,2})\b(?!\s*(?:%|\d|students|kids|schools))/g, '$1 $2 $3%').replace(/\b(min(?:imum)?|max(?:imum)?)\s+(frl|free lunch|poverty)\s+(?:of\s+)?(\d{1,2})\b(?!\s*(?:%|\d|students|kids|schools))/g, '$2 $1 $3%').replace(/\belement(?:r|ar)(?:y|ies)\b/g, 'elementary schools').replace(/\b(top|first|best|bottom) (two|three|four|five|six|seven|eight|nine|ten)\b/g, (_all, place: string, count: string) => `${place} ${['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].indexOf(count) + 2}`).replace(/\b(at least|over|more than|above|under|below|less than) half (?:of )?(?=(?:the |their )?(?:kids|students|children|pupils)\b)/g, '$1 50% of ');
  const filters: StatedFilters = { ...frlRange(t), ...enrollmentRange(t) };
  const level = levelOfSchools(t);
  if (level) filters.level = level;
  // "anywhere in the country, not only in-state" widens rather than narrows.
  // ("Any look-alikes outside the state too? Nationally is fine.": the same, said as the whole country.)
  const widened = /\bnot (?:only |just )?(?:in[- ]state|(?:in |inside )?(?:the )?same[- ]state)\b|\banywhere in the (?:country|us|nation)\b|\bout[- ]of[- ]state\b|\boutside (?:the|their|its|our) (?:own )?state\b|\bnation(?:ally|wide)\b|\bacross the (?:country|us|nation)\b/.test(t);
  if (widened) filters.same_state = false;
  // "keep it to AL only": a state code (said in capitals) to stay inside.
  // ("similar schools to X (Phoenix) within AZ": the state said after "within".)
  // ("Narrow that to just AZ.": the same.)
  if (!widened && /\b(?:[Nn]arrow|[Ll]imit|[Rr]estrict)\w* (?:that|it|them|this|the list) to (?:just |only )?[A-Z]{2}\b|\bkeep(?:ing)? (?:it|them) (?:to|in|inside|within)\s+[A-Z]{2}\b|\b[A-Z]{2} only\b|\bonly (?:schools |ones )?in [A-Z]{2}\b|\b(?:[Jj]ust|[Oo]nly) (?:the )?(?:ones|schools|look-?alikes|matches) in [A-Z]{2}\b|\bwithin [A-Z]{2}\b/.test(text)) filters.same_state = true;
  // ("which schools in AZ most resemble X?": the state named is where to look.)
  // ("other schools in AZ with a similar student body", "Schools in AL most similar to X": the same.)
  if (!widened && /\bschools in (?!other\b|different\b|another\b)(?:[a-z]{2}|[a-z]+(?: [a-z]+)?) (?:most )?(?:resemble|look (?:the )?most like|look like|are (?:most )?like|match|similar to|with (?:a |the )?similar)\b/.test(t)) filters.same_state = true;
  if (!widened && /\bsame[- ]state\b|\bin[- ]state\b|\b(?:their|its|the) (?:own )?state only\b|\bonly (?:in )?(?:their|its) (?:own )?state\b|\bstay in (?:their|its|the) state\b|\bkeep (?:it|them) to (?:their|its) own state\b|\b(?:just|only) (?:the )?(?:ones |schools )?in (?:our|my|their|its) (?:own )?state\b|\b(?:ones|schools) in (?:our|my) (?:own )?state\b/.test(t) || STAY_INSIDE.test(t) || STAY_INSIDE_CODE.test(text)) filters.same_state = true;
  const band = /\b(?:up to|within|no more than|at most|plus or minus|give or take|\+\/-|±)\s*(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?|%)\s*(?:off|apart|away|different|either (?:way|side)|of (?:frl|theirs|its|each other))/.exec(t) ??
    /\b(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?)\s*(?:off|apart|either (?:way|side))/.exec(t) ??
    // "+/-20 FRL pts", "a 15 pt FRL band".
    /(?:\+\/-|±|\bplus or minus)\s*(\d{1,2})\s*(?:percentage\s+)?(?:frl\s+|free[- ]lunch\s+)?(?:points?|pts?|%)/.exec(t) ??
    /\b(\d{1,2})[\s-]*(?:points?|pts?)\s+(?:frl|free[- ]lunch|poverty)\s+(?:band|window|range)\b/.exec(t) ??
    // "widen it to 15 pts", "narrow the band to 5 points": the peers' band changed.
    /\b(?:widen|expand|broaden|loosen|stretch|narrow|tighten|increase|bump|change|set)\b(?: (?:it|that|this|the (?:frl )?(?:band|window|range)))?(?: (?:up|out|down))? to\s*(?:\+\/-|±)?\s*(\d{1,2})\s*(?:percentage\s+)?(?:frl\s+|free[- ]lunch\s+)?(?:points?|pts?|%)/.exec(t);
  if (band && /\bfrl\b|\bfree\b|\blunch\b|\bpoverty\b|\bpoints?\b|\bpts?\b/.test(t)) filters.frl_band = Number(band[1]);
  const roles = ROLES.filter(({ words }) => words.test(t));
  if (roles.length === 1) filters.role = roles[0]!.role;
  // "the last 90 days of usage": a span of history, for the tools that take one.
  const days = /\b(?:last|past|previous) (\d{1,3}) days\b/.exec(t);
  if (days && Number(days[1]) >= 1 && Number(days[1]) <= 365) filters.days = Number(days[1]);
  const since = sinceDate(t);
  if (since) filters.since = since;
  const tier = /\b(hot|warm|nurture|monitor)\b(?=\s*(?:-|\s)?(?:(?:elementary|middle|high) )?(?:leads?|tier|prospects|schools|ones|accounts|list))|\btier\s*(?:is\s*|of\s*|=\s*)?(hot|warm|nurture|monitor)\b|\b(?:what|how) about (?:the )?(hot|warm|nurture|monitor)\b|\b(?:just|only) (?:show |the |list )?(hot|warm|nurture|monitor)\b/.exec(t);
  if (tier) filters.lead_tier = (tier[1] ?? tier[2] ?? tier[3] ?? tier[4])!.toUpperCase();
  const severity = /\b(severe|moderate|mild)\b/.exec(t);
  // "how many are severe?" asks a count the answer gives, not a filter.
  // ("how many of those gaps count as severe vs moderate vs mild?": every severity counted, none kept.)
  if (severity && !/\bhow many (?:of (?:them|those|these) )?(?:gaps )?(?:are|were|is|count as|rate as) (?:rated |classed |marked )?(?:severe|moderate|mild)\b/.test(t) && !/\b(?:severe|moderate|mild)\s+(?:vs\.?|versus)\s+(?:severe|moderate|mild)\b/.test(t)) filters.severity = severity[1];
  const kinds = BOARD_KINDS.filter(({ words }) => words.test(t));
  if (kinds.length === 1) filters.kind = kinds[0]!.kind;
  const proficient = new RegExp(String.raw`${AT_LEAST}\s*${PCT}\s*(?:of (?:students|kids) )?(?:(?:math|reading|ela) )?(?:proficien(?:t|cy)|on grade level|passing)|(?:proficiency|proficient)\s*(?:rates?\s*)?(?:of\s+)?${AT_LEAST}\s*${PCT}|${PCT}\s*or (?:more|higher|better|above)\s*(?:of (?:the )?(?:students|kids)\s+)?(?:are\s+)?(?:proficien(?:t|cy)|on grade level|passing)`).exec(t);
  // "math 35%+", "50% math proficient": a proficiency floor said in few words.
  const brief = new RegExp(String.raw`\b(?:math|reading)\s*(?:proficiency\s*)?(?:of\s+)?${PCT}\s*(?:\+|or (?:more|higher|above|better))|${PCT}\s*\+?\s*(?:math|reading)\s*proficien(?:t|cy)`).exec(t);
  // "lower the math proficiency bar to 30%": the threshold moved.
  const bar = /\b(?:math|reading|proficiency)\b(?: [\w-]+){0,2} (?:bar|threshold|cut-?off|floor|minimum)\b.{0,15}?\b(?:to|at|of)\s*(\d{1,3}(?:\.\d+)?)\s*%/.exec(t);
  const minProficiency = share(proficient?.[1] ?? proficient?.[2] ?? proficient?.[3] ?? bar?.[1] ?? brief?.[1] ?? brief?.[2]);
  if (minProficiency !== undefined) filters.min_proficiency = Math.round(minProficiency);
  const score = new RegExp(String.raw`\bscoring\s+(?:at least\s+)?(\d{1,3})\s*(?:or (?:higher|more|better|above)|\+|and up)|\bscores?\s*(?:of\s+)?${AT_LEAST}\s*(\d{1,3})\b|${AT_LEAST}\s*(\d{1,3})\s*(?:points?\s*)?(?:on the |in )?(?:opportunity\s+)?score|\bscores?\s*(?:of\s+)?(\d{1,3})\s*(?:or (?:better|more|higher|above)|\+)`).exec(t);
  const minScore = share(score?.[1] ?? score?.[2] ?? score?.[3] ?? score?.[4]);
  if (minScore !== undefined) filters.min_score = minScore;
  // "district-wide NSLP is 35%": the discount of a district, counted over all its schools.
  if (/\bdistrict[- ]?wide\b|\bwhole district\b|\bacross the district\b|\bas a district\b|\bdistrict(?:'s)? (?:nslp|frl|average|rate)\b|\b(?:our|my) district (?:is|has)\b|\b(?:we(?:'re| are) a|for a|a|the) district\b(?= (?:w\/|with|at|of|that|where)\b)|\bdistrict (?:w\/|with) \d|\b(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,2}(?:school\s+)?district\s+(?:has|had|where|whose|at|with|w\/|of|that)\b/.test(t)) filters.type = 'district';
  const metric = equityMetric(t);
  if (metric) filters.metric = metric;
  // "the plain-text sections instead of the Word file": the format wanted, not the one set aside.
  const wanted = t.replace(/\binstead of (?:the |a )?[\w-]+(?: (?:file|doc(?:ument)?|version))?\b/g, ' ');
  if (/\bplain[- ]text\b|\bjson\b|\bthe sections\b/.test(wanted)) filters.format = 'json';
  // ("turn it into a Word report I can hand the commission": a Word file; "no Word file" is none.)
  else if (/(?<!\bno |\bnot (?:a |the )?)\bword[- ](?:file|doc(?:ument)?|report|version|format(?:ted)?|copy)\b|\bdocx\b|\bin (?:ms )?word\b/.test(wanted)) filters.format = 'docx';
  // "the gap for Black students", "now do Hispanic students": one group against the same school's White students.
  const subgroup = /\bblack\b|\bafrican[- ]american\b/.test(t) ? 'black' : /\bhispanic\b|\blatin[oax]\b/.test(t) ? 'hispanic' : /\bdisabilit|\bswd\b|\bspecial ed/.test(t) ? 'students_with_disabilities' : undefined;
  if (subgroup) filters.subgroup = subgroup;
  // "suspension gaps by subgroup": between a school's student groups, not against the state.
  // ("... same state? not subgroup gaps": the state comparison kept.)
  if (/(?<!\bnot )\bsub-?groups?\b(?! gaps? (?:aren't|are not|isn't))|\bby (?:race|ethnicity)\b|\bbetween (?:student )?groups\b|\bracial (?:gaps?|disparit)/.test(t) || subgroup) filters.gap_type = 'subgroup';
  // Only suspensions are compared between groups: another measure said later is against the state again.
  // (A key set to undefined clears what an earlier line of the request said.)
  if (metric && metric !== 'suspensionRate') Object.assign(filters, { gap_type: undefined, subgroup: undefined });
  const service = serviceType(t);
  if (service) filters.service_type = service;
  // Each tool's enum keeps the measure it sorts by: a finance measure or an opportunity score.
  const sorts = [rankingMeasure(t), opportunityMeasure(t)].filter((sort) => sort !== undefined);
  if (sorts.length > 0) filters.sort_by = new OneOf(sorts);
  // "top 10", and "find me 5 look-alike schools": a count of the schools (or districts, leads) listed.
  const top = /\b(?:top|first|best|biggest|largest|worst|bottom)\s+(\d{1,3})\b/.exec(t) ??
    // "the 5 biggest districts"
    /\b(\d{1,3})\s+(?:biggest|largest|top|best|highest|lowest|smallest|worst|closest|nearest|most similar)\s+(?:[\w-]+\s+)?(?:districts|schools|vendors|leads|spenders|look-?alikes|matches|peers)\b/.exec(t) ??
    /(?:\b(?:find|show|give|get|list|pull)(?: me)?(?: the)?|^\W*)\s*(\d{1,3})\s+(?:[\w-]+\s+){0,2}(?:schools|districts|leads|prospects|matches|look-?alikes|peers|vendors)\b/.exec(t) ??
    // ("Nationally, which ten districts have the biggest total budgets?": the count asked of the ranking.)
    /\bwhich (\d{1,3}) (?:[\w-]+\s+){0,2}(?:schools|districts)\b/.exec(t) ??
    // "just give me 5 of them", "give me up to 25 of them"
    // ("find schools similar to X, maybe 8 of them": the same.)
    // ("in-state schools that look like X - 10 of them": the same, after a dash.)
    /(?:\b(?:(?:give|show|get|list)(?: me)?(?: only| just| up to)?|maybe|about|around|roughly)|,|\s[-–—])\s+(\d{1,3})\s+of (?:them|those|these)\b/.exec(t) ??
    // ("lookalikes for X - give me 20": the count said last, alone.)
    // ("leads in CA for schools that could pay with E-Rate - 15 please", "principal changes in TX recently - 5 newest": the same.)
    /\b(?:give|show|get)(?: me| us)?(?: only| just| up to)?\s+(\d{1,3})\s*(?:pls|please)?\W*$|(?:\s[-–—]|,)\s*(\d{1,3})\s*(?:pls|please|newest|latest|most recent)\W*$/.exec(t) ??
    // "last 10 items only", "the 20 most recent events"
    /\b(?:last|latest|newest|most recent)\s+(\d{1,3})\s+(?:['"‘“]?[\w-]+['"’”]?\s+){0,4}?(?:items|results|rows|records|events|entries|changes)\b|\b(\d{1,3})\s+(?:most recent|latest|newest)\s+(?:items|results|rows|records|events|entries|changes)\b/.exec(t) ??
    // "look-alikes outside the state? 5 is enough"
    /(?:^|[.,;?!]\s*)(\d{1,2})\s+(?:is|are|would be|will be|should be)\s+(?:enough|plenty|fine|ok(?:ay)?)\b/.exec(t) ??
    // ("Who else looks like it? 10 nearest": the count of the nearest, said last.)
    /\b(\d{1,3}) (?:nearest|closest|most similar)\W*$/.exec(t);
  const count = top?.[1] ?? top?.[2];
  if (count && Number(count) > 0) filters.limit = Number(count);
  return filters;
}
