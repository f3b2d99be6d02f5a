import type { Entities } from './entities.js';
import { NEEDS_SCHOOL } from './intents.js';
import { DISTRICT_ID_ARG } from './scope-intents.js';
import { exportArguments, levelNamed } from './export-filters.js';

/** A level said of the schools sought ("in TX elementary schools", "high schools"), not of a product ("high-quality"). */
// Plural only: "High School" in one school's name is no level of the schools sought.
const levelOfSchools = (text: string) => (/\b(?:elementary|middle|high|primary)(?: schools|s)\b/i.test(text) ? levelNamed(text.replace(/\b(?:elementary|middle|high|primary) school\b(?!s)/gi, ' ')) : undefined);
import { icpArguments, standardsSubject, triggerNamed } from './catalogue-intents.js';
import { vendorNamed } from './vendor.js';
import { digitsForNumberWords } from './number-words.js';
import { districtsInCity, PROGRAM_PATTERNS, schoolsInCity } from './lexicon.js';
import { StateCodes } from '../../../ingest/fips.js';
import { rankingMeasure, readStatedFilters, serviceType } from './stated-filters.js';
import { CEP_MULTIPLIER } from '../../../../seeds/reference/erate.js';

/** A lunch share said of a district ("urban district, 52% NSLP") rather than of one of its schools. */
const DISTRICT_SHARE = /\b(?:districts?(?:-?wide)?|lea|school system)\b/i;
const SCHOOL_SHARE = /\b(?:a|an|the|our|my|this|that|one) (?:[\w-]+ ){0,2}school\b(?! (?:district|system))/i;

/** A tool's arguments filled from what the conversation named, or the one question that would complete them. */
export type Planned = { args: Record<string, unknown> } | { question: string };

/** What the planner resolved before filling arguments: the school and the districts the turn is about. */
export interface Subjects {
  nces?: string;
  /** LEA ids, in the order the message named the districts. */
  leaids: string[];
}

/** Words that point back at the school of the conversation. */
const POINTS_AT_SCHOOL = /\b(?:they|them|their|it|its|this school|that school|the school|there)\b/i;

export const ASK_ITEM = 'What are you planning to buy? Describe the item (and quantity or price if you know them)?';
/**
 * A cost pointed at through someone or somewhere, never described here: "can we use it for the thing
 * my co-teacher wanted?", "is it ok for what we talked about at the department meeting", "the thing we're ordering".
 */
export const THING_UNSAID = /\bthe (?:other )?(?:thing|stuff|item|one|purchase|idea|plan)s? (?:(?:from|on|in) (?:the|our|that|my|their) (?:quote|invoice|e-?mail|po|order|list|proposal) )?(?:(?:my|our|the|a|his|her) [\w-]+ |(?:i|we|he|she|they) )(?:wanted|asked (?:for|about)|mentioned|said|needs?|talked about|discussed|brought up)\b|\b(?:for|on|with) what (?:we|i|they|you|my [\w-]+|our [\w-]+) (?:talked about|discussed|mentioned|brought up|went over|said)\b|\bthe (?:thing|stuff|item|one|purchase)s? (?:(?:i|we|they)(?:'re| are|'m| am) )?(?:ordering|buying|getting|planning on|looking at|eyeing)\b/i;
export const ASK_COST = 'Which cost do you want me to check? Describe what would be bought or paid for?';
export const ASK_JUSTIFIED = 'What is the purchase to justify?';
/** Buyers are found through what pays for the product: its description, or the program itself. */
export const ASK_PRODUCT = 'What are you selling? Describe the product, or name the program that pays for it (for example Title I, Title IV-A, IDEA)?';
/** Questions whose answer is the item itself, whatever its words. */
export const ITEM_QUESTIONS = [ASK_ITEM, ASK_COST, ASK_JUSTIFIED, ASK_PRODUCT];

export const ASK_SCHOOL = 'Which school do you mean? Give me its name (with city or state if the name is common) or its 12-digit NCES id?';
export const ASK_DISTRICT = 'Which district do you mean? Give me its name (for example "Austin ISD") or its 7-digit LEA id?';
export const ASK_STATE = 'Which state do you mean?';

/** The name words a district search asks for: a district named in full, else the words after "named"/"called" or before "in the name". */
export function districtQuery(text: string, entities: Entities): string | undefined {
  if (entities.districtNames[0]) return entities.districtNames[0];
  const words = /\b(?:named|called|matching)\s+["']?([\w .'-]+?)["']?(?:\s+in\s+[A-Z][a-z]+.*|\s*[?.!,]|$)/i.exec(text)?.[1] ??
    /\b(?:with|containing|that have)\s+["']?([\w .'-]+?)["']?\s+in (?:the|its|their) names?\b/i.exec(text)?.[1];
  const q = words?.trim();
  return q && q.length >= 2 ? q : undefined;
}

/** The opportunity score a list is sorted by: "by need", "highest budget score", "timing first". */
function opportunitySort(text: string): string | undefined {
  const named = /\b(need|budget|timing|access)(?:\s+scores?)?\b/i.exec(text);
  if (!named || !/\bby\b|\bsort|\brank|\border|\bhighest\b|\bstrongest\b|\bbest\b|\btop\b|\bmost\b|\bfirst\b|\bscores?\b/i.test(text)) return undefined;
  return named[1]!.toLowerCase();
}

/** A document's format: the Word file when one is asked for ("as a word doc"), else the plain-text sections the agent reads out. */
function documentFormat(text: string): 'json' | 'docx' {
  // ("can I get that as text instead of a word doc?": the Word file named is the one not wanted.)
  const lastLine = text.split('\n').at(-1)!;
  if (/\b(?:as|in) (?:plain )?text\b|\bplain text\b|\binstead of (?:a |the )?(?:word|docx)\b/i.test(lastLine)) return 'json';
  return readStatedFilters(text.toLowerCase()).format === 'docx' ? 'docx' : 'json';
}

/** A peer band said in points of FRL: "within 15 points", "no more than 5 points apart", "+/- 10 pts". */
export function frlBand(text: string): number | undefined {
  // The band said last wins ("within 5 points", then "widen it to 15 pts").
  for (const line of text.split('\n').reverse()) {
    const band = lineBand(line);
    if (band !== undefined) return band;
  }
  return undefined;
}

function lineBand(text: string): number | undefined {
  const numeric = digitsForNumberWords(text);
  const band = /(?:\bwithin|\bno more than|\bat most|\bless than|\bunder|\bplus or minus|\bgive or take|\+\/-|±|\bband of|\bmargin of)\s*(?:about |roughly |around |approximately |~)?(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?|%)?(?!\s*(?:miles|students|kids|schools))\b/i.exec(numeric) ??
    /\b(\d{1,2})[\s-]*(?:percentage\s+)?(?:points?|pts?)\s*(?:apart|either (?:way|side)|of each other|band|range|window|margin|of (?:frl|free|poverty)|(?:frl|free[- ]lunch|poverty) (?:band|range|window|margin)|(?:of )?difference\b|diff\b)/i.exec(numeric) ??
    // "and 20 points?": a band said alone.
    /^\W*(?:(?:and|what about|how about|now|try|ok(?:ay)?|then)\W+)*(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?)\W*$/i.exec(numeric) ??
    // "widen the FRL band to 20 points", "frl window of 15"
    /\b(?:band|window|range|margin)\s*(?:to|of|at|=)\s*(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?|%)?(?!\s*(?:miles|students|kids|schools))\b/i.exec(numeric) ??
    // "a wider FRL window, say 15 points"
    /\b(?:band|window|range|margin)\b[^.?!\d]{0,12}?(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?)\b/i.exec(numeric) ??
    // "widen it to 15 pts", "narrow it to 5 points"
    /\b(?:widen|expand|broaden|loosen|stretch|narrow|tighten)\b(?: (?:it|that|this))? to\s*(\d{1,2})\s*(?:percentage\s+)?(?:points?|pts?|%)/i.exec(numeric);
  return band ? Number(band[1]) : undefined;
}

const STATE_CODES = new StateCodes();

/** The sections a bulk import can add to each profile. */
export const BULK_SECTIONS = ['funding', 'health', 'opportunity', 'contacts'];

/**
 * "All our schools went CEP ... Direct cert is 48%": under the Community Eligibility Provision the share
 * E-Rate counts is the directly certified share times the CEP multiplier (1.6), at most 100 (USAC,
 * "Calculating discount rates").
 */
export function cepEligibleShare(text: string, share: number): number | undefined {
  if (!/\bcep\b|\bcommunity eligibility\b/i.test(text) || !/\bdirect(?:ly)?[- ]cert|\bidentified student|\bisp\b/i.test(text)) return undefined;
  // ("direct cert works out to 41% x 1.6 = 65.6%": multiplied already.)
  if (/(?:\bx|\*|\btimes) ?1\.6\b|\b1\.6 ?(?:x\b|\*)|=\s*\d/i.test(text)) return undefined;
  return Math.min(100, Math.round(share * CEP_MULTIPLIER * 10) / 10);
}

export function argumentsFor(tool: string, entities: Entities, subjects: Subjects, text: string): Planned {
  const { nces, leaids } = subjects;
  // E-Rate counts as the program of a compliance question that names no grant program.
  const program = entities.programs[0];
  const state = entities.states[0];
  if (tool in DISTRICT_ID_ARG) {
    if (!leaids[0]) return { question: ASK_DISTRICT };
    return { args: { [DISTRICT_ID_ARG[tool]!]: leaids[0], ...(tool === 'district_report' ? { format: documentFormat(text) } : {}) } };
  }
  switch (tool) {
    case 'purchase_qualify':
      // ("Which federal programs could pay for what we talked about at X? I'm starting a fresh chat": a thing never said here.)
      if (!entities.item || THING_UNSAID.test(text.split('\n').at(-1)!)) return { question: ASK_ITEM };
      // The buyer is a school this message names, or the last turn's when the message points back at it ("could they pay for...",
      // "which of those could pay for ..." after its programs).
      return { args: { item_description: entities.item, ...(nces && (entities.schoolName !== undefined || entities.ncesIds.length > 0 || POINTS_AT_SCHOOL.test(text) || /\b(?:which|any|what) of (?:those|these|them)\b/i.test(text)) ? { nces_id: nces } : {}) } };
    case 'compliance_check': {
      if (!entities.item || THING_UNSAID.test(text.split('\n').at(-1)!)) return { question: ASK_COST };
      // "under each federal program? E-Rate included": every program's verdict, not one.
      // ("under any program - check them all": the same.)
      // ("and specifically under E-Rate?" after a check against every program: the program said last is the one.)
      const lines = text.split('\n');
      const namedLast = lines.length > 1 && (PROGRAM_PATTERNS.some(({ pattern }) => pattern.test(lines.at(-1)!)) || /\be-?rate\b/i.test(lines.at(-1)!));
      // ("allowed with Title I funds? and E-Rate?": two programs named, so every program's verdict, which holds both.)
      const every = /\b(?:each|every|all(?: of)?(?: the)?|any) (?:(?:\d|two|three|four|five|six|seven|eight|nine|ten) )?(?:federal |grant )?programs?\b|\bcheck (?:them|'?em) all\b|\bcheck all of them\b/i.test(namedLast ? lines.at(-1)! : text) ||
        (!namedLast && entities.programs.length + (entities.erate ? 1 : 0) > 1);
      const source = every ? undefined : program ?? (entities.erate ? 'E_RATE' : undefined);
      return { args: { item_description: entities.item, ...(source ? { program: source } : {}) } };
    }
    case 'leads_from_purchase': {
      // ("Which schools in California are eligible for E-Rate? Give me the principal for each": E-Rate is the program the leads qualify for.)
      const programs = entities.programs.length > 0 ? entities.programs : entities.erate ? ['E_RATE'] : [];
      if (programs.length === 0) return { question: ASK_PRODUCT };
      return { args: { programs, ...(state ? { state } : {}), ...(levelOfSchools(text) ? { level: levelOfSchools(text) } : {}) } };
    }
    case 'erate_discount_calculator':
      if (entities.frlPct === undefined) return { question: 'What share of students is eligible for free or reduced-price lunch (NSLP %)?' };
      // Whose share it is, said in the call ("urban district, 52%" is a district's; a school's otherwise, the tool's default).
      return { args: { frl_pct: cepEligibleShare(text, entities.frlPct) ?? entities.frlPct, type: DISTRICT_SHARE.test(text) && !SCHOOL_SHARE.test(text) ? 'district' : 'school', ...(entities.locale ? { locale: entities.locale } : {}) } };
    case 'erate_c2_budget': {
      const year = entities.fundingYear ? { funding_year: entities.fundingYear } : {};
      if (nces) return { args: { nces_id: nces, ...year } };
      if (leaids[0]) return { args: { leaid: leaids[0], ...year } };
      return { question: 'Which school (name or NCES id) or district (name or 7-digit LEA id) is the Category 2 budget for?' };
    }
    case 'erate_filing_checklist':
      return { args: entities.fundingYear ? { funding_year: entities.fundingYear } : {} };
    case 'erate_vendors': {
      // "vendors with 'Communications' in the name": a name fragment.
      const named = /\bwith ["'“‘]?([\w&.,' -]{2,40}?)["'”’]? in (?:the|their|its) names?\b|\b(?:named|called) ["'“‘]([^"'”’]{2,40})["'”’]/i.exec(text);
      const q = named?.[1] ?? named?.[2];
      return { args: { ...(q ? { q: q.trim() } : {}), ...(state ? { state } : {}), ...(entities.fundingYear ? { funding_year: entities.fundingYear } : {}), ...(serviceType(text) ? { service_type: serviceType(text) } : {}) } };
    }
    case 'bright_spots':
    case 'market_summary':
    case 'teacher_shortages':
      return { args: state ? { state } : {} };
    case 'leadership_changes': {
      const since = /\b(?:since|after|from)\s+(\d{4}-\d{2}-\d{2})\b/i.exec(text)?.[1] ?? dateInWords(/\b(?:since|after|from)\s+([a-z]+ \d{1,2}(?:st|nd|rd|th)?,? \d{4})\b/i.exec(text)?.[1]);
      // "new superintendents recently?": one role named is the only one asked.
      const superintendents = /\bsuperintend[ae]nts?\b|\bsupts?\b/i.test(text);
      const principals = /\bprincipals?\b/i.test(text);
      const role = superintendents === principals ? undefined : superintendents ? 'Superintendent' : 'Principal';
      // ("Any leadership changes there lately?" with no place known: which state is asked, not the nation's feed.)
      // ("has there been turnover nationally?" is no place.)
      if (!state && /(?<!\b(?:has|have|had|is|are|was|were) )\bthere\b(?! (?:has|have|had|is|are|was|were|been)\b)|\bthat (?:state|district)\b/i.test(text)) return { question: ASK_STATE };
      return { args: { ...(state ? { state } : {}), ...(role ? { role } : {}), ...(since ? { since } : {}) } };
    }
    case 'erate_vendor_detail': {
      const vendor = vendorNamed(text);
      return vendor ? { args: { vendor_name: vendor } } : { question: 'Which vendor do you mean (its exact name or 9-digit SPIN)?' };
    }
    case 'opportunities': {
      // ("middle schools in California with an opportunity score of at least 60": the level and the lowest score said.)
      const level = readStatedFilters(text).level;
      const minScore = /\bopportunity scores? (?:of |at )?(?:at least|above|over|>=?|of)\s*(\d{1,3})\b|\b(\d{1,3})\+? (?:or (?:more|higher|above) )?opportunity scores?\b/i.exec(text);
      const least = minScore ? Number(minScore[1] ?? minScore[2]) : undefined;
      return { args: { ...(state ? { state } : {}), ...(level ? { level } : {}), ...(/\bhot\b/i.test(text) ? { lead_tier: 'HOT' } : {}), ...(least !== undefined && least <= 100 ? { min_score: least } : {}), ...(opportunitySort(text) ? { sort_by: opportunitySort(text) } : {}) } };
    }
    case 'spending_rankings': {
      const measure = rankingMeasure(text);
      // (A district named is ranked in its own state: an LEA id's first two digits are that state's FIPS code.)
      const ranksIn = state ?? (leaids[0] ? STATE_CODES.fromFips(leaids[0].slice(0, 2))?.abbr : undefined);
      return { args: { ...(ranksIn ? { state: ranksIn } : {}), ...(measure ? { sort_by: measure } : {}) } };
    }
    case 'state_profile':
      return state ? { args: { abbr: state } } : { question: ASK_STATE };
    case 'equity_gaps': {
      if (!state) return { question: 'Which state should I look at for equity gaps?' };
      // The measure said last wins ("pupil-teacher gaps in CA", then "now suspension gaps by subgroup").
      // "the suspension gap for Black students": a subgroup against the same school's White students (suspensions only); the group said last wins.
      const { metric, gap_type: bySubgroup, subgroup } = readStatedFilters(text);
      const suspensions = metric === undefined || metric === 'suspensionRate';
      // The comparison is said in the call: against the state's average unless a subgroup is asked.
      return { args: { state, ...(metric ? { metric } : {}), ...(suspensions && (subgroup || bySubgroup) ? { gap_type: 'subgroup', ...(subgroup ? { subgroup } : {}) } : { gap_type: 'state_average' }) } };
    }
    case 'spending_compare':
      if (leaids.length < 2) return { question: 'Which districts should I compare (2 to 5, by name or 7-digit LEA id)?' };
      return { args: { leaids: leaids.slice(0, 5) } };
    case 'grant_programs':
      return { args: {} };
    case 'standards_certify': {
      if (!state) return { question: 'Which state\'s standards do you mean?' };
      // "what about ELA?" after a math question: the subject said last wins.
      const subject = standardsSubject(text.split('\n').at(-1)!) ?? standardsSubject(text);
      // 'Our product: "Adaptive practice for fractions..." How well does it line up?': the quoted description is aligned.
      // (Or told outright: "Our product is hands-on lab kits on ecosystems ...".)
      // (A quote mark between letters is an apostrophe: "Newton's laws" stays in the description.)
      const described = /["“]([^"”]{3,2000})["”]/.exec(text)?.[1] ?? /(?:^|[\s:(])['‘]((?:[^'’]|(?<=\w)['’](?=\w)){12,2000})['’](?!\w)/.exec(text)?.[1] ??
        /\b(?:our|the|this|my) (?:product|curriculum|program|kit|app|platform) (?:is|covers|teaches|includes|offers)\s+([^.?!]{10,600})/i.exec(text)?.[1] ??
        // "Our product: students practice adding and subtracting fractions ... What % alignment do we get?": the description after the colon.
        /\bour (?:product|curriculum|program|kit|app|platform)\s*:\s*([^?]{10,600}?)[.!]?\s+(?=(?:what|how|does|do|is|can|would|will)\b)/i.exec(text)?.[1] ??
        // "certify our algebra readiness app (grades 6-8, ...) against TX math standards"; "we sell a phonics app for K-2. How well does it line up?"
        /\bcertify (?:our|my|the|this) (.{3,600}?) (?:against|with|to|for) (?:the )?(?:\w+ ){0,3}standards\b/i.exec(text)?.[1] ??
        (/\bwe(?:'re| are)? (?:sell|make|offer|built|build|have|pitch)/i.test(text) ? entities.item : undefined) ??
        // "We built a middle-school fractions and ratios app. How well does that align ...?": the product said in its own sentence.
        /\bwe(?:'ve)? (?:sell|make|offer|built|build|have|pitch|developed|created|designed|wrote)\s+((?:a|an|our)\s+[^.?!]{6,600})/i.exec(text)?.[1] ??
        // "how well does our product line up with it? grade 6-8 ratio and proportional reasoning, unit rates, ...": the description after the question.
        /\b(?:our|my|the) (?:product|app|curriculum|platform|program|kit|course)\b[^?\n]*\?\s+([^?\n]{12,600})/i.exec(text)?.[1];
      // ("does this align with Texas standards?" with nothing described: what it teaches is asked.)
      // ("how many math standards does California have?", then "Does our product align with it?": the same, asked of the last line.)
      const asked = text.split('\n').at(-1)!;
      if (!described && asked.trim().split(/\s+/).length <= 12 && /\b(?:does|do|would|will|is|are|how well|how closely) (?:this|it|that|our (?:product|app|curriculum|program|platform|kit|course)) (?:align|line up|aligned|match)\b|\bhow aligned is (?:this|it|that|our (?:product|app|curriculum|program|platform|kit|course))\b/i.test(asked)) {
        return { question: 'What does the product teach? Describe it (subject, grades and topics) and I will measure its alignment with the standards?' };
      }
      return { args: { state, ...(subject ? { subject } : {}), ...(described ? { product_description: described } : {}) } };
    }
    case 'integrations_poll': {
      const trigger = triggerNamed(text);
      return trigger ? { args: { trigger } } : { question: 'Which trigger should I poll: new_school_saved, alert_fired or report_generated?' };
    }
    case 'alerts_fired': {
      // ("the last 10 firings for alr_3xT9qLm": one rule, as many firings as asked.)
      const asked = text.split('\n').at(-1)!;
      const id = /\balr_\w+/i.exec(asked)?.[0];
      const count = Number(/\b(?:last|latest|most recent|past|recent|top) (\d{1,3}) (?:alert )?firings\b/i.exec(asked)?.[1] ?? 0);
      return { args: { ...(id ? { alert_id: id } : {}), ...(count >= 1 && count <= 200 ? { limit: count } : {}) } };
    }
    case 'marketplace_usage': {
      // ("request volume on our key for the last 7 days": that many days of history.)
      // ("over the last week", "the past month": a week is 7 days, a month 30.)
      const said = text.split('\n').at(-1)!;
      const span = /\b(?:last|past|previous) (week|two weeks|fortnight|month)\b/i.exec(said)?.[1]?.toLowerCase();
      const days = /\b(?:last|past|previous) (\d{1,3}) days\b/i.exec(said)?.[1] ?? (span ? String({ week: 7, 'two weeks': 14, fortnight: 14, month: 30 }[span]) : undefined);
      return { args: days && Number(days) >= 1 && Number(days) <= 365 ? { days: Number(days) } : {} };
    }
    case 'watchlists_get': {
      const id = /\bwl_[a-z0-9_]+\b/i.exec(text)?.[0];
      return id ? { args: { watchlist_id: id } } : { question: 'Which watchlist do you mean (its id, wl_...)?' };
    }
    case 'icp_search': {
      const args = icpArguments(text, entities);
      // "run our usual ICP": a profile kept somewhere else, no criterion said here.
      if (Object.keys(args).length === 0 && /\b(?:usual|normal|standard|saved|same old|regular)\b/i.test(text)) return { question: 'What is your ideal customer profile? Name the state, school level, FRL share and enrollment range to match?' };
      return { args };
    }
    case 'export_schools': {
      const args = exportArguments(text, entities);
      // "export the list for me" with no list before it and no filter said: which schools is asked.
      if (Object.keys(args).length === 1 && !text.includes('\n') && /\b(?:the|that|this|my|our) list\b|\b(?:them|those|these)\b/i.test(text)) return { question: 'Which schools should I export? Name a state and any filters (level, FRL, lead tier)?' };
      return { args };
    }
    case 'grant_write':
      if (!nces) return { question: ASK_SCHOOL };
      if (!program) return { question: 'Which program is the grant for (Title I, Title II-A, Title III-A, Title IV-A, IDEA, 21st CCLC or Perkins V)?' };
      return { args: { nces_id: nces, program, ...(entities.item ? { item_description: entities.item } : {}), format: documentFormat(text) } };
    case 'justification_report':
      if (!nces) return { question: ASK_SCHOOL };
      if (!entities.item) return { question: ASK_JUSTIFIED };
      // ("30 wireless access points at $640 each, charged to E-Rate": E-Rate is the program charged.)
      return { args: { nces_id: nces, item_description: entities.item, ...(program ? { program } : entities.erate ? { program: 'E_RATE' } : {}), format: documentFormat(text) } };
    case 'districts_search': {
      const q = districtQuery(text, entities);
      const inCity = q ? undefined : districtsInCity(text);
      if (inCity) return { args: { q: inCity.city, city: inCity.city, ...(inCity.state ? { state: inCity.state } : {}) } };
      if (!q) return { question: 'Which district name should I search for?' };
      return { args: { q, ...(state ? { state } : {}) } };
    }
    case 'school_peers': {
      if (!nces) return { question: ASK_SCHOOL };
      const band = frlBand(text);
      return { args: { nces_id: nces, ...(band !== undefined ? { frl_band: band } : {}) } };
    }
    case 'schools_bulk_import': {
      // "all three profiles in one go, with funding and health attached": the ids given, with the sections named.
      const include = BULK_SECTIONS.filter((section) => new RegExp(`\\b${section}\\b`, 'i').test(text));
      // ("bulk import our customer list and enrich it": which schools is asked.)
      if (entities.ncesIds.length === 0) return { question: 'Which schools should I import? Give me their 12-digit NCES ids (up to 1,000), and the sections you want with each?' };
      return { args: { nces_ids: [...new Set(entities.ncesIds)], ...(include.length > 0 ? { include } : {}) } };
    }
    case 'schools_search': {
      const listed = schoolsInCity(text);
      // "schools with Lincoln in the name in AL": the name fragment, in the state said.
      const fragment = /\bwith ["'“]?([\w-]{2,40})["'”]? in (?:the|their) names?\b/i.exec(text)?.[1];
      // A district's schools: its LEA id is the leading digits of every NCES id it runs.
      if (!listed && !fragment && leaids[0]) return { args: { q: leaids[0], leaid: leaids[0] } };
      // ("search schools 'Lower Curie High School'": the school's name is what is searched.)
      if (!listed) return { args: { ...(fragment ? { q: fragment } : entities.schoolName ? { q: entities.schoolName } : {}), ...(state ? { state } : {}) } };
      return { args: { q: listed.city, city: listed.city, ...(listed.state ? { state: listed.state } : {}), ...(listed.level ? { level: listed.level } : {}) } };
    }
    case 'school_board_intel': {
      if (!nces) return { question: ASK_SCHOOL };
      // "what budget items has their board approved?": one kind of item named is the only one asked.
      // ("Budget, tech, curriculum items.": several kinds said in a list ask for them all.)
      const kinds = BOARD_KINDS.filter(([words]) => words.test(text)).map(([, kind]) => kind);
      const kindsListed = [/\bbudgets?\b/i, /\b(?:tech|technology)\b/i, /\bcurricul\w*/i, /\bvendors?\b/i, /\bleadership\b/i].filter((word) => word.test(text)).length > 1;
      return { args: { nces_id: nces, ...(kinds.length === 1 && !kindsListed ? { kind: kinds[0] } : {}) } };
    }
    default:
      if (NEEDS_SCHOOL.has(tool)) return nces ? { args: { nces_id: nces } } : { question: ASK_SCHOOL };
      return { args: {} };
  }
}

/** The kinds of board item, by the words that name them. */
const BOARD_KINDS: [RegExp, string][] = [
  [/\bbudget (?:items?|approvals?|votes?)\b|\bbudget[- ]related\b|\bapproved (?:any )?budgets?\b|\bbudgets? (?:they|it|the board) (?:approved|passed)\b/i, 'budget_approval'],
  [/\bcurriculum (?:adoptions?|decisions?|items?|stuff|things)\b|\badopted (?:any )?curricul/i, 'curriculum_adoption'],
  [/\bvendor mentions?\b|\bvendors? (?:mentioned|named)\b/i, 'vendor_mention'],
  [/\b(?:technology|tech) (?:decisions?|items?|votes?)\b/i, 'technology_decision'],
  [/\bleadership (?:changes?|items?)\b|\babout leadership\b/i, 'leadership_change'],
];

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "August 1, 2025" as 2025-08-01; undefined for anything that is not a month, day and year. */
function dateInWords(said: string | undefined): string | undefined {
  const parts = said ? /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(said) : null;
  const month = parts ? MONTHS.indexOf(parts[1]!.toLowerCase()) + 1 : 0;
  if (!parts || month === 0 || Number(parts[2]) < 1 || Number(parts[2]) > 31) return undefined;
  return `${parts[3]}-${String(month).padStart(2, '0')}-${parts[2]!.padStart(2, '0')}`;
}
