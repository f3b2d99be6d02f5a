import type { AgentToolbox } from '../toolbox.js';
import type { ChatMessage } from '../types.js';
import { answeredBy } from './answered-by.js';
import { gearAfterErate, SCHOOL_ERATE_ANSWER } from './gear-after-erate.js';
import { askedFields } from './asked-fields.js';
import { describeResult } from './compose.js';
import { type Entities, extractEntities, hasSchoolIn, itemFromAnswer, SHARES_SET_AGAINST, subjectNamed, VAGUE_THING } from './entities.js';
import { NEEDS_SCHOOL, readIntents } from './intents.js';
import { schoolLabel } from './format.js';
import { type Resolution, resolveSchool, withStateOfSchool } from './resolve.js';
import { districtOfSchool, resolveDistrict } from './district.js';
import { argumentsFor, ASK_COST, ASK_DISTRICT, ASK_ITEM, ASK_PRODUCT, ASK_SCHOOL, ASK_STATE, BULK_SECTIONS, frlBand, ITEM_QUESTIONS, THING_UNSAID } from './arguments.js';
import { comparedDistricts, comparedExtreme, districtOfOneRowAnswer, recentDistricts, type Focus, focusFrom, lastAnswer, lastUserMessage, listedDistrict, listedSchool, listedSchoolName, listedSchools, placeNumber, schoolsSideBySide, topListedDistricts } from './focus.js';
import { namedArguments, toolsNamed } from './named-arguments.js';
import { CEP_MULTIPLIER } from '../../../../seeds/reference/erate.js';
import { CORRECTED, countsYearBack, CUE, followUpEntities, NATIONAL, requestEntities, restatedForState, SAME_FOR, THRESHOLD_ALONE, withNumberChanged, withProgramForPronoun } from './follow-up.js';
import { refinesExport } from './export-filters.js';
import { countOfMostIn, narrowedCount, statisticOfCounted, swapMeasure, wholeCounted } from './aggregate-follow-up.js';
import { allocationHistoryAsked } from './history-asked.js';
import { checkedAgain } from './checked-again.js';
import { asksAccountChange, asksDataEdit, declinedAsOffTopic, isHarmful, namesSchoolsAbroad, neverAnswered, STEERED_BY_RACE } from './off-topic.js';
import { correctTypos } from './fuzzy.js';
import { questionsOf, withEachQuestion } from './clauses.js';
import { letterAsk } from './email.js';
import { inPlainWords } from './plain-words.js';
import { vendorNamed } from './vendor.js';
import { nationalFigure } from './national-figure.js';
import { erateItemAsked, erateThingAsked, findComplianceItem, pricedPurchase } from './compliance.js';
import { chosenOfAsked, listSpansDistricts, listWithoutSubject, comparedWithLast, OTHER_OF_TWO, otherOfTwoNamed, pickedOfSideBySide, sameMeasuresFor, schoolByLevel, SINGLED_OUT, unknownSubject, whichOfCounted, whichOfSeveral, whichOfSideBySide } from './referents.js';
import { listedVendor } from './vendor.js';
import { catalogueFallback } from './catalogue-fallback.js';
import { fieldsAskedOfLast } from './result-fields.js';
import { ASK_DOCUMENT, ASKS_FUNDERS, asksForUnpastedDocument, LINE_OF_DOCUMENT, pastedDocument } from './pasted-document.js';
import { standardsSubject } from './catalogue-intents.js';
import { escapeRegExp, PROGRAM_PATTERNS, STATES } from './lexicon.js';
import { programsForBuyers } from './buyers.js';
import { scopedQuestion, STATE_PROFILE_ANSWER, STATE_SCOPED, stateOfConversation, stateGapsAsked, withConversationState } from './state-focus.js';
import { inputFields, rankingMeasure, readStatedFilters, serviceType, withStatedFilters } from './stated-filters.js';
import { AGAINST_BENCHMARK, DISTRICT_COUNTERPART, DISTRICT_FALLBACK, DISTRICT_ID_ARG, SPENDING } from './scope-intents.js';

export const CAPABILITIES =
  'I can look up a school by name or NCES id (profile, health, peers, look-alikes, needs, equity, funding, sales opportunity, contacts, board items); ' +
  'check E-Rate eligibility and discounts, Category 2 budgets, filing dates and vendors; qualify a purchase for federal programs and check whether a cost is allowed; ' +
  'report a district\'s spending, contacts or a district report (by name or LEA id), compare district spending; profile a state, its K-12 market, teacher shortages and equity gaps; ' +
  'find bright-spot schools, sales leads and the buyers of an item by state; export school lists as CSV; answer counts, averages and rankings across schools; list grant programs; and draft grant narratives and purchase justifications.';

/** The figures of a Category 2 budget ("committed", "left", "the 5 years"), asked after one. */
const C2_FIGURES = /\b(?:committed|commitments?|disbursed|remaining|left|used|spent|budget|floor|multiplier|cycle|(?:5|five)[- ]years?)\b/i;
/** Words that point back at the subject of the last answer. */
const REFERS_BACK = /\b(?:it|its|they|their|them|that|this)\b|^\W*(?:and|so|ok(?:ay)?|also)\b/i;
const OUT_OF_REACH = `I can't help with that: it is outside the K-12 data and funding tools I work with. ${CAPABILITIES}`;
const DATA_NOT_MINE = `I can't change the data: it is read from public sources (NCES, Census, USAC) and no one edits it by hand. ${CAPABILITIES}`;
const CHANGES_NOT_MINE = `I can't change your account (alerts, watchlists, webhooks, keys or plan): I only read data, so use the API or the dashboard for that. ${CAPABILITIES}`;

/**
 * A question is pending when the agent's last reply asked one; the answer completes that request.
 * Several questions in a row ("a grant for which school?" then "which program?") keep the whole
 * request: every user message since the last reply that was not a question.
 */
function pendingRequest(history: ChatMessage[]): string | undefined {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/\?\s*$/.test(last.content)) return undefined;
  const asked: string[] = [];
  for (let index = history.length - 2; index >= 0 && asked.length < 3; index -= 2) {
    const user = history[index];
    if (user?.role !== 'user') break;
    asked.unshift(user.content);
    const reply = history[index - 1];
    if (reply?.role !== 'assistant' || !/\?\s*$/.test(reply.content)) break;
  }
  return asked.length > 0 ? asked.join('\n') : undefined;
}

/** "how does that compare with our school?", "how does it compare to ours?", "what does our school look like next to that?": a school of the user's own, set beside the one talked about. */
const OUR_SCHOOL_COMPARED = /\b(?:our|my) (?:school|campus)\b.{0,30}\bnext to (?:that|it|this|them)\b|\b(?:compare|compares|stack up|measure up)\b.{0,30}\b(?:with|to|against) (?:our|my) (?:own )?(?:school|campus)\b|(?<!\b(?:similar|resembl\w*|comparable|close|alike)\s)\b(?:to|with|vs\.?|versus|against|than) ours\b|\b(?:outperform\w*|beat(?:ing|s)?|doing better than|ahead of) (?:our|my) (?:own )?(?:school|campus)\b/i;


/** An id said by its kind ("nces 12345", "leaid 01-00") with the wrong number of digits (a year, "NCES 2023", is no id): the question that asks for the right one. */
function misshapenId(message: string): string | undefined {
  const nces = /\bnces(?:[ _]?id)?\s*[#:=]?\s*(?!(?:19|20)\d\d\b)(\d[\d-]*)/i.exec(message)?.[1];
  if (nces !== undefined && nces.replace(/-/g, '').length !== 12) return `"${nces}" is not an NCES school id (those have 12 digits). ${ASK_SCHOOL}`;
  const lea = /\b(?:leaid|lea[ _]id|lea)\s*[#:=]?\s*(?!(?:19|20)\d\d\b)(\d[\d-]*)/i.exec(message)?.[1];
  if (lea !== undefined && lea.replace(/-/g, '').length !== 7) return `"${lea}" is not an LEA id (those have 7 digits). ${ASK_DISTRICT}`;
  return undefined;
}

/** A document asked by its verb: "write the Title II-A narrative", "draft the justification". */
const DOCUMENT_ASKED = /\b(?:write|draft|generate|build|put together)\b/i;
const DOCUMENT_TOOLS = new Set(['grant_write', 'justification_report', 'district_report']);

/** Lists a message names by their own words: asked after another answer, each is a request of its own, not that answer narrowed. */
const LISTS_OF_THEIR_OWN = new Set(['bright_spots', 'equity_gaps', 'spending_rankings', 'opportunities', 'icp_search', 'leads_from_purchase', 'school_board_intel']);

/** "And for my other school?": the request before, for a school not yet named. */
const OTHER_SCHOOL = /^\W*(?:(?:and|ok(?:ay)?|now)\W+)?(?:(?:what|how) about |same for |(?:and )?for )?(?:my|our|the) other (?:school|campus|site|building|one)\W*$/i;

/** What the user sells, not yet described ("our product", "my software"). */
const OUR_PRODUCT = /\b(?:our|my) (?:new )?(?:product|software|solution|app|platform|tool|offering)s?\b/i;

/** "break that down by locale", "split it by level": the figures just given, counted by a group. */
const BROKEN_DOWN_BY = /\b(?:break|broken|split|slice|group)\b.{0,15}\b(?:down )?by (locale|level|school level|urbanicity)\b/i;
/** The rules of spending a program's money asked ("what are the conditions if we use Title IV-A?"). */
const USE_CONDITIONS = /\b(?:conditions|rules|restrictions|strings(?: attached)?|requirements|catch|caveats|limits)\b.{0,40}\b(?:if|when|to) (?:we |i |they )?use\b|\bif (?:we|i|they) use\b.{0,40}\b(?:conditions|rules|restrictions|strings|requirements|catch|caveats)\b|\b(?:under|with) (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)\b.{0,20}\b(?:any )?(?:restrictions|conditions|strings(?: attached)?|requirements|caveats)\b/i;
/** A purchase paid with the money just talked about ("could we buy ukuleles with it?"). */
const PAID_WITH_IT = /\s*\b(?:with|using|from|out of|under) (?:it|that|those funds|that money|this money|that program|this program)\s*\??\s*$/i;
/** The first few rows of the last list ("the top two on that list", "the first three"). */
const TOP_OF_LIST = /\b(?:top|first) (two|three|four|five|[2-5])\b(?= (?:on|in|of) (?:that|the|this) list\b| (?:schools|ones|matches)\b|\s*\?)/i;
/** The money just talked about as the subject that buys ("could it buy 300 hotspots?", "would that program cover it?"). */
const PROGRAM_AS_IT = /^\W*(?:(?:and|so|ok(?:ay)?|then)\W+)?(?:could|can|would|will|does|do) (?:it|that program|this program|that money|those funds) (?:buy|pay for|cover|fund|be used for|be used to buy)\b/i;
/** A school, district or state pointed at as known ("the other district I asked about", "would my school qualify?"). */
const POINTS_AT_UNSAID = /\b(?:the|my|our|that|this) (?:other )?(district|school|state)\b.{0,30}\b(?:i|we)(?:'re| are|'ll be| will be)? (?:asked|mentioned|talked|looked|said|told you|toured|visited|visiting|touring|discussed|financed|funded|lent to|worked with|sold to|served)\b|\b(?:the|my|our) (?:other|sister) (district|school|state)\b|\b(?:my|our) (district|school)\b/i;
/** A figure of the asker's own school, nothing named: "whats our frl percentage?", "are we a title I school?", "what will our discount be?". */
const OUR_SCHOOL_FIGURE = /\bdiscount\b[^?]{0,20}\b(?:do|would|will) (?:we|i) get\b|\b(?:our|my) (?:[\w-]+ ){0,2}?(?:frl|free(?: (?:and|&) reduced)?(?:[- ]price)? lunch|nslp|enrollment|math|reading|proficiency|health score|(?:e-?rate )?discount)\b|\b(?:are|is) (?:we|our school|my school) (?:a )?title (?:i|1)\b/i;
/** A thing pointed at that no earlier turn said: "can I use title money for it?", "how much would it cost?", "send me that list again", "what about the second one?", "And its district?", "can you check if they're eligible?". */
const POINTS_AT_NOTHING = /\b(?:for|buy|on) (?:it|that|this)\s*\?\s*$|\bhow much is left (?:in|of) (?:the|our) budget\b|\bcan (?:they|it) afford\b|\bwould (?:it|that|this|the (?:upgrade|purchase|project|equipment|order|install(?:ation)?|refresh)) cost\b|\bthe discount (?:rate|level|percentage) (?:we|we'd|we would|we'll|we will|we'?re)\b|\b(?:that|the same) (?:list|report|file|table)\b.{0,20}\bagain\b|\b(?:send|show|give) (?:me )?(?:that|it|those) (?:[\w-]+ )?again\b|^\W*when(?:'s| is| are) (?:the|that) (?:deadline|due date|window)s?\s*\?\s*$|^\W*(?:(?:and|so|ok(?:ay)?)\W+)?what about the (?:first|second|third|fourth|fifth|last|other|next) one\s*\??\s*$|^\W*(?:and )?(?:its|their) district\s*\??\s*$|\bcheck (?:if|whether) (?:they're|they are|it's|it is) eligible\s*\??\s*$/i;
/** A school, district or state pointed at as one talked about before: "the other state we talked about", "the school we toured". */
const POINTED_AT_EARLIER = /\b(?:the|that|this) (?:other )?(district|school|state)\b.{0,30}\b(?:i|we) (?:asked|mentioned|talked|looked|said|told you|toured|visited|discussed)\b/i;
/** "which subjects have teacher shortages there?": a place pointed at ("are there?" only asks whether any exist). */
// ("What teacher shortage areas should a new charter expect where we're opening?": a place of the user's, never named.)
const THERE_UNSAID = /(?<!\b(?:are|is|were|was|any|anything|anyone) )\bthere\s*\?\s*$|\bwhere (?:we're|we are|we'll be|we will be) (?:opening|located|based|going|expanding|moving)\b/i;
/** "how many kids does the district have?", "whats the district's budget look like", "can you pull up the budget", "who signs POs over $25k?": a district asked about that no turn named (not "the district office", "the district asked"). */
const DISTRICT_UNSAID = /\b(?:does|do|did|is|has) the district\b|\bwho (?:signs|approves) (?:the |our )?(?:pos?|purchase orders?|contracts?|checks?)\b|\bthe district(?:'s)? (?:budget|spending|finances?|revenue|money)\b|^\W*(?:(?:can|could) you |pls |please )?(?:pull up|show me|get me|give me|bring up) (?:the|our) budget\W*$/i;
/** The question when a first message points at something no turn said. */
const NOTHING_EARLIER = 'I have nothing earlier in this conversation to go on. Which school, district or state, or which purchase, do you mean?';
/** Which program, when one is pointed at ("that program") and none was named. */
const ASK_PROGRAM = 'Which program do you mean (Title I, Title II-A, Title III-A, Title IV-A, IDEA, 21st CCLC, Perkins V or E-Rate)?';

/** "<thing> - can <program> pay?": the thing before the dash, the program's verdict asked after it. */
// ("Quick compliance question - is this IDEA-allowable?": a question announced, no thing.)
/** Words before a dash that name only the program ("Specifically under Perkins", "and for Title IV-A"). */
const PROGRAM_ONLY = /^\W*(?:(?:and|but|so|ok(?:ay)?|now|also|then|specifically|just|what about|how about)\W+)*(?:(?:under|with|for|from|using|through|out of|via)\s+)?(?:the\s+)?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate)(?:\s+(?:money|funds?|funding|dollars|program|grant))?\W*$/i;
/** "is it E-Rate eligible?", "does it qualify for Title IV-A?": a pronoun's eligibility, the pronoun a school or a thing. */
const IT_ELIGIBLE = /^\W*(?:is|are|does|do|would|will|could|can) (?:it|they|this|that|those|these)\b.{0,40}\b(?:eligible|qualify|allowed|allowable|covered)\b/i;
const THING_THEN_PROGRAM = /^\W*(?!(?:quick |a |one |another )?(?:compliance |funding |e-?rate )?(?:question|q)\s)([^?]{3,120}?)\s+[-–—]\s+(?:can|could|will|would|does|do|is)\s+[^?]{0,40}\b(?:pay|cover|fund|buy|allow\w*)\b[^?]*\?\s*$/i;
/** The verdict words of a thing put to one funding source ("fine?", "go on E-Rate", "E-Rate eligible?", "onto Title I"). */
/** "... cat 2 eligible? anything else that could pay for them": the other sources asked too, which qualifying the purchase answers. */
const OTHER_SOURCES_TOO = /\banything else (?:that )?(?:could|can|would|might) (?:pay|fund|cover)\b|\bwhat else (?:could|can) (?:pay|fund|cover)\b/i;
const VERDICT_OF_ONE_SOURCE = /\b(?:could|can|may) (?:we|i|they) (?:hire|buy|pay|run|fund)\b[^?]{0,60}\bwith (?:the |our )?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc) (?:funds|money|dollars)\b|\b(?:that's|thats|that is|it's|is that) a no\b|\bno[- ]go\b|\b(?:is|are|does|do|will|would) (?:e-?rate|title [\w-]+|it|that|they) (?:still )?cover(?:s|ing)?\b|\be-?rate (?:still )?covers (?:it|them|that|those)\b|\bpays for (?:it|them|that|those)\b|\bwill (?:that|it) fly\b|\ballow\w*|\bfine\b|\blegal(?:ly)?\b|\bpermi(?:tted|ssible)\b|\bok(?:ay)?\b|\beligible\b|\bgo(?:es)? (?:on|onto|under)\b|\bcharge[sd]?\b|\bapply\b|\brestricted\b|\bsupplant\w*|\bonto\b|\bcaps?\b|\b(?:can|could|may) (?:we|i|they) (?:still )?use\b|\b(?:we|i|they) (?:can|could) (?:still )?use\b|\bagainst (?:all|every|each)\b/i;
/** "against all eight federal programs": every program weighed. */
const EVERY_PROGRAM = /\b(?:each|every|all(?: of)?(?: the)?|any) (?:(?:\d|two|three|four|five|six|seven|eight|nine|ten) )?(?:federal |grant )?programs?\b|\bany of (?:its|their|our|the) federal (?:money|funds|dollars)\b/i;
/** What such a question was read as before: the programs that could fund the thing, a school's E-Rate record, the filing steps. */
// ("structured cabling - E-Rate Cat 2 eligible?" reads a Category 2 budget too.)
const ONE_SOURCE_MISREAD = new Set(['purchase_qualify', 'school_erate_eligibility', 'erate_filing_checklist', 'compliance_check', 'erate_c2_budget', 'erate_vendors']);
/** A school's E-Rate record, read from a thing's E-Rate verdict asked with no school ("Is a next-gen firewall E-Rate eligible these days?"). */
const ERATE_RECORD_MISREAD = new Set(['school_erate_eligibility', 'erate_c2_budget', 'erate_filing_checklist']);
/** A thing that names a school or district is no purchase ("the school E-Rate"); "district-wide" names none. */
const NAMES_A_PLACE = /\b(?:schools?|districts?|campus(?:es)?)\b(?![-‑])/i;

/** A district's finance measure asked by name: its shares of spending, of revenue, its capital outlay. */
const DISTRICT_MEASURE = /\b(?:admin(?:istrative|istration)?|instruction(?:al)?|capital(?: outlay)?|support(?: services)?) (?:percentage|percent|share|%|pct)(?!\w)|\b(?:federal|state|local) (?:revenue )?(?:share|percentage|%)(?!\w)|\bspen[dt] on capital outlay\b/i;

/** A school's own records, read back from how their answers open: each sets the school beside its state. */
/** A group of students an equity record reports on. */
const STUDENT_GROUP = /\b(?:black|african[- ]american|hispanic|latin[oax]s?|white|asian|native american|american indian|pacific islander|multiracial|two or more races|students with disabilities|swd|english learners?|ells?|els|low[- ]income|boys|girls)\b/i;
const SCHOOL_RECORDS: [RegExp, string][] = [[/\bhas an equity score of\b/, 'school_equity'], [/\bhas a health score of\b/, 'school_health'], [/^Needs of\b/, 'school_needs']];

/** The last request again with something changed: "same thing but for ...", "the same for X instead". */
const GRANT_AGAIN = /\bsame (?:thing|one|narrative|grant|again)\b|\bthe same for\b|\binstead\b/i;

/** A figure a list's row states: a bright spot's lead over its expected math, a leadership change's school and date. */
const LIST_ROW_FIGURE = /\babove (?:the )?expected\b|\bexpected (?:math )?(?:score|proficiency)\b|\bwhich school was\b.{0,40}\bwhen\b/i;

/** A school's peers, as the peers tool's answer opens: "X (...) (math 28.4%, FRL 68.8%) compared with 2 elementary schools in AL ...". */
const PEERS_ANSWER = /^[^\n]*\) compared with \d+ [\w ]*schools in [A-Z]{2}\b/;

/** Whose Category 2 budget, when no school or district is known. */
const ASK_C2_SUBJECT = 'Which school (name or NCES id) or district (name or 7-digit LEA id) is the Category 2 budget for?';

/** A greeting, thanks or "what can you do": answered with the capabilities, calling nothing. */
const SMALL_TALK = /^\s*(?:hi|hello|hey|thanks?|thank you|good (?:morning|afternoon|evening)|help|what can you do|what do you do|who are you)\b[\s!.?]*$/i;

/** Words of a statistic over many schools: an aggregate that says them is never handed to the catalogue fallback ("List the middle schools in Texas with at least 80 percent FRL": a list filtered, the same). */
const STATISTIC = /\b(?:how many|average|avg|median|mean|count|number of|total|sum|percent(?:age)? of|share of|which (?:states?|districts?|counties|cities)|top \d+|most|fewest|highest|lowest|largest|smallest|list|at least|or (?:more|higher|above|better))\b/i;

/** A year's figure set beside this year's: "in funding year 2025 vs the current year". */
/** The nation set beside a state: "US overall vs California", "nationally vs in Texas". */
const NATION_VS_STATE = /\b(?:us|u\.s\.|national(?:ly)?|nationwide|the (?:country|nation))(?: overall| as a whole)?\s*(?:vs\.?|versus|compared (?:to|with)|against)\s/i;
const AGAINST_THIS_YEAR = /\b(?:vs\.?|versus|compared (?:to|with)|against|and|to)\s+(?:the |this )?(?:current|present|this|latest) (?:funding |e-?rate )?(?:year|cycle)\b|\b(?:vs\.?|versus|compared (?:to|with)|against)\s+(?:now|today)\b/i;

/** Districts ranked by the measure just asked: "rank the AZ districts by that", "sort all districts on the same". */
// ("now rank the state on that", "Rank every district in AZ on that measure.": the same.)
const RANKED_BY_THAT = /\b(?:rank|sort|order)\w* (?:the |all |every )?(?:[\w-]+ ){0,2}(?:districts?|state)(?: in [a-z][a-z ]*?)? (?:by|on) (?:that|this|it|the same)(?: (?:measure|metric|number|figure|one))?\b|\bdistricts? rank (?:by|on) (?:that|this|it|the same)\b/i;

/** The subjects of the last answer, each: "which of the three", "each of them", "all three", "both of them". */
const EACH_OF_THEM = /\bwhich of (?:the|those|these|them)(?: (?:two|three|four|five|\d))?\b|\beach of (?:them|those|these|the (?:two|three|four|five))\b|\ball (?:three|four|five)\b|\bboth of (?:them|those)\b|\b(?:at|for|of) both\s*\??\s*$/i;

/** States or schools answered side by side at most ("compare Ohio, Texas and Florida", five NCES ids). */
const MAX_STATES_COMPARED = 5;
/** Tools of one state each, called once for each state asked ("compare Ohio and Texas", "in each of those two states"). */
const PER_STATE_TOOLS = new Set(['state_profile', 'market_summary', 'opportunities', 'bright_spots', 'teacher_shortages', 'spending_rankings']);
/** Schools named for one import, each found by search first (more is a list to paste as ids). */
const MAX_BULK_NAMES = 10;

/** Districts set side by side at most (the comparison tool's own limit). */
const MAX_DISTRICTS_COMPARED = 5;
/** "of the first one", "the second one": one of the subjects the same message named, by its place. */
const ORDINALS = ['first', 'second', 'third'];
const ORDINAL_OF_NAMED = /\b(?:of |for )?the (first|second|third)(?: one| district)?\b/i;

/** "add X to that comparison", "include X too": the districts compared before stay in. */
const ADDS_TO_COMPARISON = /\badd\b|\binclude\b|\bthrow in\b|\bthrow\b.{1,60}\bin(?: there)?\b|\bas well\b|\btoo\b|\balso\b|\b(?:that|the|this) comparison\b/i;

/** Money asked for a thing said before: "could fund it", "pay for that", "cover them". */
// ("which programs could chip in on it?": the same.)
const PAYS_FOR_IT = /\bchip in (?:on|for|toward|towards) (?:it|that|this|them)\b|\b(?:any|which|what) (?:federal )?programs? (?:it|they) (?:could|can|would|might) qualify under\b|\b(?:which|what) (?:federal )?programs? (?:could|can|would|might) (?:it|they) qualify under\b|\b(?:can|could|would) (?:that|it|this) be (?:paid|funded|covered|bought)\b|\b(?:which|what) (?:federal )?(?:programs?|funds?|funding|money) (?:could|can|would|might) (?:actually )?(?:pay|fund|cover)\s*\?|\bpa(?:y|id) for the (?:main|biggest|first|top) (?:item|thing|line)\b|\b(?:fund(?:ed)?|pa(?:y|id)(?: for)?|cover(?:ed)?|buy|bought|purchased?)\s+(?:it|that|this|them|those|these)\b(?:\s+(?:purchase|item|order|quote|invoice|thing))?/i;

/** The schools of the last answer, spoken of together: "their", "both", "each of them". */
const PLURAL_BACK = /\b(?:their|they|them|both|each|all (?:three|of them)|(?:those|these|the) (?:schools|two|three|2|3))\b/i;

/** Figures only a school's profile holds, asked by name ("the second one: how many students and what grades?"): not a follow-up of the last request. */
// ("And is X even a Title I school? What's its FRL share?": the school's own figures, asked after another request.)
// ("Is that school actually schoolwide Title I? And what's the FRL?": its own figures asked, no follow-up of the request before.)
const PROFILE_FIGURES = /\bfrl (?:share|rate|percent(?:age)?|%)|\bwhat(?:'s| is) (?:the |its |their )?frl\b|\bschoolwide title (?:i|1|one)\b|\b(?:even )?a title (?:i|1|one) school\b|\bhow many (?:students|kids|children)\b|\benrol(?:l)?ment\b|\bwhat grades?\b|\bgrade (?:span|levels?|range)\b|\bwhich grades\b|\b(?:reading|math) (?:proficiency|rate|score)s?\b|\bpupil[- ]teacher ratio\b|\benglish learners?\b|\b(?:street |mailing )?address\b/i;

/** Only a school's id asked: "whats the nces id for X?", "X's school id". */
// ("do you have X in your data? which district is it in?": the search that finds it answers both.)
const ASKS_ID_ONLY = /\b(?:nces|school) (?:id|number|code)s?\b|\bid (?:number|#) (?:for|of)\b|\bdo (?:you|u) (?:have|carry|cover)\b.{0,80}\bin (?:your|the) (?:data|database|dataset)\b|^\W*is there a school (?:called|named)\b/i;

/** School tools read where no school is named or talked about ("what about principals in California?"): no request of their own. */
function schoollessRead(tools: string[], entities: Entities, focus: Focus): boolean {
  return tools.length > 0 && tools.every((tool) => NEEDS_SCHOOL.has(tool)) && !hasSchoolIn(entities) && focus.nces === undefined;
}


/** "can they use it on caching servers?": what a budget just given would be spent on. */
const SPENT_ON_IT = /\b(?:can|could|may) (?:they|we|i|it|the district|the school) (?:use|spend|put) (?:it|that|this|the (?:budget|money|c2(?: budget)?|funds?)) (?:on|for|toward|towards) (?:an? |the |some |new )?([^?.!]{3,80})/i;

/** The NSLP shares a message sets side by side ("52% now, 47% next year: now vs then?"), less the one already asked. */
function otherShares(message: string, asked: unknown): number[] {
  if (!/\bvs\.?\b|\bversus\b|\bthen\b|\bnext year\b|\bcompared?\b|\b(?:drop|fall|rise|climb|go (?:up|down))\b/i.test(message)) return [];
  const pair = SHARES_SET_AGAINST.exec(message);
  const shares = [...message.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)/gi)].map((match) => Number(match[1])).concat(pair ? [Number(pair[1]), Number(pair[2])] : []).filter((share) => share <= 100 && share !== asked);
  return [...new Set(shares)].slice(0, 2);
}

/** "And what's the discount for our member school out there?" after a vendor list: a school of the user's own, asked of its own, not named yet. */
const OWN_SCHOOL_UNNAMED = /\b(?:our|my) (?:member |partner |client'?s? |customer'?s? |own )?(?:school|campus)\b/i;

/** "cater a staff lunch out of Title I": a thing put to one source by the words that put it there. */
const PAID_OUT_OF_SOURCE = /\b(?:out of|paid from|paid with) (?:the |our )?(?:title [\w-]+|idea|perkins|e-?rate|21st)|\bwith (?:the |our )?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc) (?:funds|money|dollars)\b/i;

/** A state's own average asked first, with no school in the question: "What's the state average math proficiency in AL?". */
const STATE_AVERAGE_ASKED = /^[^?]*\bstate(?:wide)? average\b[^?]*\bin [A-Z][A-Za-z]+\b[^?]*\?$/;

/** The programs' own entries as an answer opens them (a school's funding record is weighed at the school instead). */
const PROGRAM_LIST_ANSWER = /^The federal programs I know:|^(?:TITLE_|IDEA_|PERKINS_|E_RATE|21ST_)\w* \(/;

/** The years and sums of a school's E-Rate money: "the most recent funding year they got money", "total ever committed". */
const ERATE_HISTORY_ASKED = /\bfunding years?\b|\bcommitted\b|\bdisbursed\b|\bcommitments?\b/i;

/** Whether a school runs Title I schoolwide, asked ("does that school run a schoolwide Title I program?", "is it schoolwide?"). */
const TITLE_I_STATUS_ASKED = /\b(?:does|is|do|are) (?:that|the|this) school (?:run|have|operate|a)\b|\bschoolwide\b/i;

/** A district's size asked of the district talked about: "how big is that district", "how many schools does the whole district have". */
const DISTRICT_SIZE = /\bhow (?:big|large) is (?:that|the|this|their|its) (?:school )?district\b|\bhow many schools(?: and (?:students|kids))? (?:are )?in (?:that|the|this|their|its) (?:whole |entire )?district\b|\bdistrict\b[^?]{0,40}\bhow many schools do (?:they|it) (?:run|have|operate)\b|\bhow many schools\b[^?]{0,40}\b(?:does|do) (?:that|the|this|their|its) (?:whole |entire )?district have\b|\b(?:its|their|the school's|that school's) district\b.{0,20}\bsize(?:[- ]wise)?\b|\bhow many schools (?:does|do) (?:it|they|that district|the district|this district) (?:run|have|operate)\b/i;

/** The last district a user named in the conversation. */
function districtNamedByUser(history: ChatMessage[]): string | undefined {
  return history.filter((entry) => entry.role === 'user').reverse().map((entry) => extractEntities(entry.content).districtNames[0]).find((name) => name !== undefined);
}

/** The district a conversation is about, by name: the last one a user named, else the last one a school's profile or a district answer named. */
function districtTalkedAbout(history: ChatMessage[]): string | undefined {
  const named = districtNamedByUser(history);
  if (named) return named;
  const answers = history.filter((entry) => entry.role === 'assistant').reverse().map((entry) => entry.content);
  return answers.map((answer) => (/\bis an? [\w -]*school in (.+?) with [\d,]+ students\b/.exec(answer) ?? /^(?:Contacts at )?([A-Z][^()\n]*?) \([A-Z]{2}, LEA \d{7}\)/m.exec(answer))?.[1]).find((name) => name !== undefined);
}

/** "How does that compare to the state average for AZ?": the state's own averages, in its profile, not the last request asked of the state. */
const AGAINST_STATE_AVERAGE = /\bstate(?:'s|wide)? (?:avg|averages?|means?)\b/i;

/** "compare that with X": the last request asked of X, set beside the answer already given. */
// ("Is that more or fewer than California?": the same.)
// ("How does Lower Curie High School compare?" after one school's figures: the same figures for the school named.)
const COMPARE_THAT = /^\W*(?:(?:ok(?:ay)?|and|now|so)\W+){0,2}(?:compare(?: (?:that|it|this|those|these))?|how (?:does|do|would) (?:that|it|this|those|these) compare) (?:with|w\/|to|against)(?=\s|$)|^\W*(?:(?:and|so|ok(?:ay)?)\W+)?how (?:does|do) (?!(?:that|it|this|those|these|they|we|our|its|their)\b)[^?]{3,80}? compare\s*\??\s*$|^\W*(?:(?:and|so)\W+)?(?:is|was|are) (?:that|it|this) (?:more|fewer|less|higher|lower|bigger|smaller|better|worse)(?: or (?:more|fewer|less|higher|lower|bigger|smaller|better|worse))? than(?=\s)/i;

/** "which federal programs would pay for it / the equipment?" with nothing said before: what is bought, is asked. */
const PAYS_FOR_VAGUE = new RegExp(String.raw`\b(?:(?:pay|paid) for|cover|fund|use (?:federal |title [\w-]+ )?(?:funds|money|funding) for) (?:it|that|this|them|the ${VAGUE_THING}|what (?:we|i|they) (?:want|plan|need|'d like|would like) to (?:buy|purchase|get))\b`, 'i');

/** "does their eligibility change the answer?": the last request asked again of a new subject. */
const CHANGES_ANSWER = /\b(?:change|affect|alter)s? (?:the|that|your) (?:answer|result|picture|verdict)\b|\bmake (?:a|any) difference\b/i;

/** A message that asks a question of its own (rather than only answering one). */
const ASKS_ANEW = /\?\s*$|^\W*(?:what|which|who|how|where|when|why|is|are|does|do|can|could|would|should|show|give|list|find|tell)\b/i;

/** A message that points back at the last answer's rows. */
const POINTS_BACK = /\b(?:those|these|that|them|this|it|the list|the results|same (?:list|schools|purchase|item|thing|order|equipment|request))\b/i;

/** A program or E-Rate named: what pays for a thing sold. */
const namesProgram = (entities: Entities) => entities.programs.length > 0 || entities.erate;

/** "what about Title IV-A specifically?": a follow-up that names a program and nothing else (no thing, no school). */
function programAloneAfter(message: string): boolean {
  const said = extractEntities(message);
  return /^\W*(?:(?:and|ok(?:ay)?|so)\W+)?(?:(?:what|how) about|under|with)\b/i.test(message) && namesProgram(said) && !said.item && !hasSchoolIn(said);
}


/** Tools about the account and the service, never about a school, district or state; the query tools (the rules' own fallback) with them. */
const accountTools = (toolbox: AgentToolbox) => new Set([...toolbox.available().filter((tool) => ['marketplace', 'system', 'integrations'].includes(tool.group)).map((tool) => tool.name), 'query', 'query_ask']);

/** Answers about a school's or district's E-Rate (a Category 2 budget, an eligibility, the discount matrix): after them, filing questions are the program's. */
const ERATE_ANSWER = /^(?:Category 2 budget\b|At \d[\d.]*% NSLP eligibility\b|[^\n]*\bis (?:NOT )?ELIGIBLE for E-Rate\b)/;

/** Tools that take a district: its LEA id is resolved before their arguments are filled. */
const takesDistrict = (tool: string) => tool in DISTRICT_ID_ARG || tool === 'spending_compare';

/**
 * The offline agent: reads intents and entities by rules, resolves a school or district named in
 * words through the search tools, asks one question when something needed is missing, runs the
 * chosen tools together and writes the answer from their results. Deterministic: the same turn
 * gives the same reply.
 */
export async function localReply(toolbox: AgentToolbox, written: string, conversation: ChatMessage[]): Promise<string> {
  // ("...", "?": nothing said yet, so what is wanted is asked.)
  if (!/[\p{L}\p{N}]/u.test(written)) return `What would you like to look up? ${CAPABILITIES.replace(/[.\s]+$/, '')}?`;
  // "rank distritos by spend": the user's words, earlier turns' too, in the English the rules read.
  const history = conversation.map((turn) => (turn.role === 'user' ? { ...turn, content: inPlainWords(turn.content) } : turn));
  // ("now do the same for the other state" asked which, answered "Texas": the request before it, for Texas.)
  // ("and the other state?" asked which, answered "California": the same.)
  const sameForState = history.at(-1)?.content === ASK_STATE && /\b(?:do|run|give me|show me)? ?the same\b|^\W*(?:and|what about|how about) (?:the )?other state\W*$/i.test(history.at(-2)?.content ?? '') ? extractEntities(written).states : [];
  if (sameForState.length === 1 && history.length > 2) return localReply(toolbox, `same for ${sameForState[0]}`, conversation.slice(0, -2));
  // ("ok and what about Adams Primary School?" found several, answered "Phoenix, AZ": the follow-up again, for the school in that place.)
  const severalFor = /^Several schools match "([^"]+)"/.exec(history.at(-1)?.content ?? '')?.[1];
  const followedUp = history.at(-2)?.content ?? '';
  if (severalFor && history.length > 2 && CUE.test(followedUp) && followedUp.includes(severalFor) && written.trim().split(/\s+/).length <= 5 && !/\?/.test(written)) {
    return localReply(toolbox, followedUp.replace(severalFor, `${severalFor} (${written.trim().replace(/[.!]+$/, '')})`), conversation.slice(0, -2));
  }
  // A letter ("Dear team, ... Could you pull X? ... Best, Daniel"): the paragraphs that ask.
  const said = letterAsk(written);
  // "so could we use it for a PD workshop?" after a question about Title II-A: "it" is that program's money.
  const told = withProgramForPronoun(inPlainWords(said), lastUserMessage(history));
  // "and the other one?" after "X and Y, the C2 of the first one": the one left out, by its name.
  const other = otherOfTwoNamed(told, history);
  // "the second one" answering "Which school do you mean: A or B?": that school, by its name.
  const chosen = chosenOfAsked(told, history);
  // "which one of them spends the most?" after a count of a state's districts: which district.
  // ("compare that with X" after one district's spending: that district, by its name, beside X; "how does X compare on the same measures?": the same for X.)
  // ("Go with the one with more low-income kids" after two schools' profiles: that school, by the answer's own figures.)
  // ("the principal for the elementary school we're looking at" when only a high school was talked of: which school is asked.)
  const byLevel = schoolByLevel(told, history);
  if (byLevel.question) return byLevel.question;
  // ("the state where Harrison High School (Phoenix) is": that state, by its name.)
  const message = await withStateOfSchool(toolbox, chosen ?? (other ? told.replace(OTHER_OF_TWO, other) : whichOfCounted(told, history) ?? comparedWithLast(told, history) ?? sameMeasuresFor(told) ?? pickedOfSideBySide(told, history) ?? byLevel.message ?? told), STATES);
  // ("profile for nces 12345", "spending for leaid 01-00": an id of the wrong length is no id, so which school or district is asked.)
  const malformed = misshapenId(message);
  if (malformed) return malformed;
  // A purchase document pasted under the request is read as an uploaded text file would be (as written, never reworded).
  const pasted = pastedDocument(said);
  if (pasted && toolbox.has('extract_document')) {
    const outcome = await toolbox.call('extract_document', { file_base64: Buffer.from(pasted.text, 'utf8').toString('base64'), filename: pasted.filename });
    if (!outcome.ok) return `extract_document could not answer: ${outcome.detail}`;
    const read = describeResult('extract_document', outcome.result, {});
    const qualifyInput = (outcome.result as { qualify_input?: Record<string, unknown> }).qualify_input;
    // "Is anything on this quote E-Rate eligible?": the purchase read, checked against the program named.
    const named = extractEntities(pasted.request);
    const program = named.erate ? 'E_RATE' : named.programs[0];
    if (qualifyInput && program && /\beligible\b|\ballow\w*|\bok(?:ay)?\b|\bcovered\b/i.test(pasted.request) && toolbox.has('compliance_check')) {
      const checked = { item_description: qualifyInput.item_description, program };
      const verdict = await toolbox.call('compliance_check', checked);
      return `${read}\n\n${verdict.ok ? describeResult('compliance_check', verdict.result, checked) : `compliance_check could not answer: ${verdict.detail}`}`;
    }
    // "pull out the vendor and total, then tell me which federal programs could pay for it": the purchase read, qualified.
    if (!qualifyInput || !ASKS_FUNDERS.test(pasted.request) || !toolbox.has('purchase_qualify')) return read;
    const funders = await toolbox.call('purchase_qualify', qualifyInput);
    return `${read}\n\n${funders.ok ? describeResult('purchase_qualify', funders.result, qualifyInput) : `purchase_qualify could not answer: ${funders.detail}`}`;
  }
  // ("what should the line 4 extended price be? vendor's number looks off" opening a conversation: the quote is asked for.)
  if ((asksForUnpastedDocument(said) || (history.length === 0 && LINE_OF_DOCUMENT.test(said))) && toolbox.has('extract_document')) return ASK_DOCUMENT;
  let text = message;
  let entities = extractEntities(text);
  // "Ok, understood. How about just the English learner percentage?" after a request was declined: the subject that request named.
  const declinedBefore = /^I can't\b/.test(lastAnswer(history)) ? extractEntities(lastUserMessage(history) ?? '') : undefined;
  if (declinedBefore && !subjectNamed(entities) && subjectNamed(declinedBefore)) {
    entities = { ...entities, ncesIds: declinedBefore.ncesIds, leaids: declinedBefore.leaids, districtNames: declinedBefore.districtNames, states: declinedBefore.states, ...(declinedBefore.schoolName ? { schoolName: declinedBefore.schoolName } : {}) };
  }
  // What the message itself names, before a place in a list is added to it.
  const namedNow = entities;
  // ("pull the board report for whichever one spends the least per kid" after districts compared: that district.)
  const extreme = comparedExtreme(message, history);
  if (extreme) entities = { ...entities, leaids: [extreme] };
  // "tell me about the second one" after a list of schools: that school, as if its id were given.
  // ("apply that same definition within California and give me the top school" after a national list: the top of another list, not of this one.)
  const elsewhere = entities.states.length > 0 && !entities.states.some((state) => lastAnswer(history).includes(`, ${state}, NCES`));
  // ("And Hispanic–white? largest one?" after a state's subgroup gaps: the gaps again for that group, not the first row.)
  const gapsForGroup = /^\d[\d,]* schools in [A-Z]{2} have an? \w+ gap\b/.test(lastAnswer(history)) && /\b(?:hispanic|latino|black|african american|white|asian|native american|english learners?|els?|swd|disabilit\w*|low[- ]income)\b/i.test(message);
  // ("peer scools for it in AL at similar FRL?? best one": "it" is the school talked about, "best one" the best of its peers.)
  const forIt = /\bfor (?:it|this school|that school)\b/i.test(message);
  // ("where exactly do we sit vs the top one — their math % and ours?" after a school's peers: the same comparison, from our side.)
  const oursAgainstTop = PEERS_ANSWER.test(lastAnswer(history)) && /\b(?:we|us|ours)\b/i.test(message) && /\b(?:vs\.?|versus|against|compared (?:to|with)|next to) (?:the )?(?:top|first|best)(?: one| peer| school)?\b/i.test(message);
  // ("For the top one — how much above the expected math score are they?" after bright spots, "which school was the most recent change
  // at, and when?" after leadership changes: what the list's own row says, so the list again.)
  const listOfRow = answeredBy(lastAnswer(history));
  const rowOfList = (listOfRow === 'bright_spots' || listOfRow === 'leadership_changes') && LIST_ROW_FIGURE.test(message) && !hasSchoolIn(entities) ? listOfRow : undefined;
  const listed = hasSchoolIn(entities) || elsewhere || gapsForGroup || forIt || oursAgainstTop || rowOfList ? undefined : listedSchool(message, history);
  if (listed) entities = { ...entities, ncesIds: [listed.nces], pointedAt: listed.mention };
  // "the biggest one - what's its FRL?" after schools ranked by name only (the query tool's list): that school, looked up by its name where the list was.
  // ("the top one's FRL?" after "the 5 largest schools in Phoenix City Schools": found within that district, where its name is shared.)
  const listedName = listed || hasSchoolIn(entities) ? undefined : listedSchoolName(message, history);
  const listedIn = listedName ? extractEntities(lastUserMessage(history) ?? '') : undefined;
  const listedWithin = listedIn?.districtNames[0];
  if (listedName) {
    const where = entities.states.length > 0 ? entities.states : listedIn!.states;
    entities = { ...entities, schoolName: listedName.name, pointedAt: listedName.mention, states: where };
  }
  // "why is the top one so high?" after districts ranked: that district, as if its LEA id were given.
  const listedLea = listed || hasSchoolIn(entities) || entities.leaids.length > 0 ? undefined : listedDistrict(message, history);
  if (listedLea) entities = { ...entities, leaids: [listedLea] };
  const countedDistrict = listedLea || subjectNamed(entities) ? undefined : districtOfOneRowAnswer(message, history);
  if (countedDistrict) entities = { ...entities, districtNames: [countedDistrict] };
  let focus = focusFrom(history);
  const districtKnown = () => focus.leaid !== undefined && focus.nces === undefined;
  let reading = readIntents(withoutName(text, entities), entities, hasSchoolIn(entities), focus.nces !== undefined, districtKnown());
  if (oursAgainstTop) reading = { tools: ['school_peers'], aggregate: false };
  // ("how big is that district anyway - how many schools and how many students?", "How many schools and students does the whole district have?"
  // after a district or one of its schools: the district's size, which its row of the district search reports.)
  // ("and the district Willow Creek Elementary belongs to - how many schools does it run?" after that school's profile: the same district.)
  const schoolJustAnswered = entities.ncesIds.length === 0 && entities.schoolName !== undefined && lastAnswer(history).startsWith(entities.schoolName);
  const sizedDistrict = entities.districtNames.length === 0 && entities.leaids.length === 0 && entities.states.length === 0 && (!hasSchoolIn(entities) || schoolJustAnswered) && DISTRICT_SIZE.test(message) ? districtTalkedAbout(history) : undefined;
  if (sizedDistrict && toolbox.has('districts_search')) {
    reading = { tools: ['districts_search'], aggregate: false };
    entities = { ...entities, districtNames: [sizedDistrict] };
  }
  // ("how many of those are high schools?" after a state's profile: the profile's own level mix, for that state.)
  // ("how many of those are elementary schools?" after a count of Title I eligible schools: those, narrowed, the query tool's.)
  const profiledState = STATE_PROFILE_ANSWER.test(lastAnswer(history)) && !subjectNamed(entities) && /\bhow many of (?:those|them|these|the schools) are (?:elementary|middle|high)(?: schools)?\b/i.test(message) && !/\beligib|\btitle\b|\bfrl\b|\bfree\b|\brural\b|\burban\b|\bwith\b/i.test(lastUserMessage(history) ?? '') ? /^[^(]+\(([A-Z]{2})\)/.exec(lastAnswer(history))?.[1] : undefined;
  if (profiledState && toolbox.has('state_profile')) {
    reading = { tools: ['state_profile'], aggregate: false };
    entities = { ...entities, states: [profiledState] };
  }
  // ("ok. does X actually get it?" after what Title III is: whether the school draws on the program talked about, its funding record.)
  if (reading.tools.length === 1 && reading.tools[0] === 'school_profile' && hasSchoolIn(entities) && /\b(?:actually |really )?(?:get|gets|receive|receives|qualify for) (?:it|that|them|those)\s*\?/i.test(message) &&
    extractEntities(lastUserMessage(history) ?? '').programs.length > 0 && toolbox.has('school_funding')) reading = { tools: ['school_funding'], aggregate: false };
  // ("What's the state average math proficiency in AL? Want to compare with X.": the state's own average asked, the school's figure beside it.)
  if (reading.tools.length === 1 && reading.tools[0] === 'school_profile' && hasSchoolIn(entities) && entities.states.length === 1 && STATE_AVERAGE_ASKED.test(message.split(/(?<=\?)\s+/)[0]!) && toolbox.has('state_profile')) {
    reading = { tools: ['state_profile', 'school_profile'], aggregate: false };
  }
  // ("actually make it every school in the state, all levels, same format" after an export: the export again, its level dropped.)
  const exportedBefore = /^Exported \d/.test(lastAnswer(history)) ? lastRequest(history) : undefined;
  if (exportedBefore && !subjectNamed(entities) && refinesExport(message, exportedBefore) && toolbox.has('export_schools')) {
    text = `${exportedBefore}\n${message}`;
    entities = extractEntities(text);
    reading = { tools: ['export_schools'], aggregate: false };
  }
  // ("Now just TX, but ranked by total expenditure." after districts ranked: the ranking again, for the state and by the measure said now.)
  if (/^Districts(?: in [A-Z]{2})? ranked by\b/.test(lastAnswer(history)) && /\b(?:rank(?:ed)?|sort(?:ed)?|order(?:ed)?) by\b/i.test(message) && !hasSchoolIn(entities) && entities.districtNames.length + entities.leaids.length === 0 && toolbox.has('spending_rankings')) {
    reading = { tools: ['spending_rankings'], aggregate: false };
  }
  // ("How does that per-student figure compare with the national one?" after a state's market: the nation's market.)
  if (/^K-12 market of [A-Z]{2}\b/.test(lastAnswer(history)) && entities.states.length === 0 && !subjectNamed(entities) && /\bnational(?:ly)?\b|\bnationwide\b|\bthe (?:nation|country|us)\b|\bus (?:average|figure|one)\b/i.test(message) && toolbox.has('market_summary')) {
    reading = { tools: ['market_summary'], aggregate: false };
    entities = { ...entities, states: [] };
  }
  // ("can they use it on caching servers? they're bandwidth-starved" after a Category 2 budget: the thing checked against E-Rate.)
  const spentOnBudget = !entities.item && /^Category 2 budget\b/.test(lastAnswer(history)) ? SPENT_ON_IT.exec(message)?.[1] : undefined;
  if (spentOnBudget && toolbox.has('compliance_check')) {
    entities = { ...entities, item: spentOnBudget.trim(), erate: true, programs: [] };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  if (rowOfList && lastRequest(history)) {
    text = lastRequest(history)!;
    entities = requestEntities(text);
    reading = { tools: [rowOfList], aggregate: false };
  }
  // ("instructional coaching contract $45,000 - board wants to pay it from Title II-A", "STEM supplies, $12k lump sum - can 21st CCLC pay?":
  // a priced cost put to one program, no school named, weighed under that program.)
  const charged = !entities.item && entities.price !== undefined && !hasSchoolIn(entities) && entities.programs.length === 1 && !entities.erate &&
    reading.tools.every((tool) => tool === 'grant_programs' || tool === 'compliance_check' || (tool === 'school_funding' && focus.nces === undefined)) &&
    // ("Perkins V — 12 scan tools @ $3,400. good to go?", "... ok or no", "who's right": the verdict asked in other words.)
    /\bpay\b|\bconditions?\b|\bcover\b|\bcharge\b|\ballow|\bgood to go\b|\bok(?:ay)? or (?:no|not)\b|\bwho'?s right\b|\bfly\b/i.test(message) ? pricedPurchase(message) : undefined;
  // (Unpriced, the thing said before a dash: "tablets w/ AAC apps for kids whose IEPs call for them - can IDEA Part B pay?")
  const putToProgram = charged ?? (!entities.item && entities.price === undefined && !hasSchoolIn(entities) && focus.nces === undefined && entities.programs.length === 1 && !entities.erate &&
    reading.tools.every((tool) => tool === 'grant_programs' || tool === 'compliance_check') ? THING_THEN_PROGRAM.exec(message)?.[1] : undefined);
  // ("Specifically under Perkins -- is it allowed?": the program before the dash, no thing.)
  if (putToProgram && !PROGRAM_ONLY.test(putToProgram)) {
    entities = { ...entities, item: putToProgram };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("STEM robotics kits on Title IV-A -- fine?", "Can security cameras go on E-Rate?", "Managed internal broadband services -- E-Rate eligible?":
  // a thing put to one funding source, its verdict asked, no school named, is a compliance check of that source.)
  else if (entities.item && !hasSchoolIn(entities) && focus.nces === undefined && (entities.programs.length + (entities.erate ? 1 : 0) === 1 || EVERY_PROGRAM.test(message)) && (findComplianceItem(message) !== undefined || entities.price !== undefined || PAID_OUT_OF_SOURCE.test(message) || /\bno[- ]go\b/i.test(message) || /\b(?:run|check|weigh) (?:it|them|that|this|those|the bundle) against (?:all|every|each)\b/i.test(message)) &&
    VERDICT_OF_ONE_SOURCE.test(message) && !NAMES_A_PLACE.test(entities.item) && !/\bwhich category\b/i.test(message) && !OTHER_SOURCES_TOO.test(message) && reading.tools.length > 0 && reading.tools.every((tool) => ONE_SOURCE_MISREAD.has(tool)) && toolbox.has('compliance_check')) {
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("Is a next-gen firewall E-Rate eligible these days?", "Can any of the federal Title money or E-Rate go toward replacing rooftop HVAC
  // units?", read as a school's E-Rate record with no school: the thing's verdict, which the compliance check gives.)
  else if (entities.item && !NAMES_A_PLACE.test(entities.item) && !hasSchoolIn(entities) && focus.nces === undefined && reading.tools.length > 0 && reading.tools.every((tool) => ERATE_RECORD_MISREAD.has(tool)) &&
    (VERDICT_OF_ONE_SOURCE.test(message) || /\bgo (?:toward|towards|to)\b/i.test(message)) && !/\bwhich category\b/i.test(message) &&
    // ("What's left in X's Category Two budget? ... probably not allowed but I'm asking anyway": the budget is what is asked.)
    !(reading.tools.includes('erate_c2_budget') && /\bwhat(?:'s| is) left\b|\bbudget\b[^.?]{0,20}\?/i.test(message)) &&
    (findComplianceItem(message) !== undefined || /\beligible\b|\bcover(?:s|ing)?\b|\bpays? for (?:it|them|that|those)\b|\bwill (?:that|it) fly\b|\bgo(?:es)? on(?:to)? the\b/i.test(message)) && toolbox.has('compliance_check')) {
    // ("any of the federal Title money or E-Rate": every program weighed, E-Rate among them.)
    if (/\bany (?:of (?:the|our) )?(?:federal )?(?:title|programs?|funds|money)\b/i.test(message)) entities = { ...entities, programs: [], erate: false };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("a $1,500 retention stipend ... Which federal programs could legally pay for that, if any?": whether any program allows it, each one's verdict.)
  else if (entities.item && !hasSchoolIn(entities) && focus.nces === undefined && entities.programs.length === 0 && !entities.erate && reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' &&
    /\bwhich (?:federal )?(?:programs?|funds?|money)\b[^?]*\bif any\b|\bif any\W*$/i.test(message) && toolbox.has('compliance_check')) {
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("same thing but for the after school program grant instead", "now the same thing for X but under Title I" after a
  // grant narrative: the narrative again, for the program and school said now, else the last ones.)
  if (/^Drafted "[^"]*Grant Narrative/.test(lastAnswer(history)) && GRANT_AGAIN.test(message) && (entities.programs.length > 0 || hasSchoolIn(entities)) && toolbox.has('grant_write')) {
    if (entities.programs.length === 0) entities = { ...entities, programs: extractEntities(lastUserMessage(history) ?? '').programs };
    reading = { tools: ['grant_write'], aggregate: false };
  }
  // "what about the market there?" after a state's profile: the conversation's state is its subject.
  const carried = withConversationState(message, entities, reading, history) ?? (toolbox.has('equity_gaps') ? stateGapsAsked(message, entities, lastAnswer(history), history, focus.nces !== undefined) : undefined);
  if (carried) ({ entities, reading } = carried);
  // "ugh ok district-wide. how much of it did they use last cycle (FY25)?" after a Category 2 budget: the budget again, for that year.
  // ("only the curriculum adoptions - how much did they spend on the most recent one?" after a school's board items: those items, of that kind.)
  if (/^Board items for\b/.test(lastAnswer(history)) && !subjectNamed(namedNow) && readStatedFilters(message).kind !== undefined && !/\bwho(?:'s| is| are)\b|\bcontacts?\b|\bcto\b|\bsuperintendent\b|\bprincipal\b/i.test(message) && toolbox.has('school_board_intel')) {
    reading = { tools: ['school_board_intel'], aggregate: false };
    entities = { ...entities, item: undefined, ncesIds: [], pointedAt: undefined };
  }
  // ("which ones are they? top of the list" after a state's market counted its HOT leads: those leads, ranked; "which ones are at the
  // top?" after it counted its bright spots: those schools, ranked.)
  const marketCounted = /^K-12 market of\b/.test(lastAnswer(history)) && !subjectNamed(namedNow) && /\bwhich ones\b|\bwho are they\b|\blist them\b|\bname them\b/i.test(message) ? lastUserMessage(history) ?? '' : undefined;
  const countedList = marketCounted === undefined ? undefined : readStatedFilters(marketCounted).lead_tier ? 'opportunities' : /\bbright[- ]spots?\b/i.test(marketCounted) ? 'bright_spots' : undefined;
  if (countedList && toolbox.has(countedList)) {
    reading = { tools: [countedList], aggregate: false };
    text = `${marketCounted}\n${message}`;
    entities = { ...extractEntities(text), ncesIds: [], pointedAt: undefined };
  }
  // ("how many of those are in Texas?" after the nation's market counted its bright spots: the state's market counts them.)
  // ("and avg FRL in California" after a market: the state's market, which reports the figure.)
  const marketFigureAgain = CUE.test(message) && message.split(/\s+/).length <= 8 && /\bfrl\b|\bstudents\b|\bper[- ](?:student|pupil)\b|\bbright spots?\b|\bhot\b/i.test(message) && !/\bshortages?\b|\bgaps?\b|\bvendors?\b|\bleadership\b/i.test(message);
  if (/^K-12 market of\b/.test(lastAnswer(history)) && namedNow.states.length === 1 && !hasSchoolIn(namedNow) && namedNow.districtNames.length === 0 && (/\bhow many of (?:those|these|them)\b/i.test(message) || marketFigureAgain) && toolbox.has('market_summary')) reading = { tools: ['market_summary'], aggregate: false };
  // ("how does that rank across AZ?" after one district's spending: the state's districts ranked by it.)
  // ("rank it in the state by per pupil": the state of the district just answered.)
  const rankedIn = namedNow.states.length === 1 ? namedNow.states : /\bin (?:the|its|their) state\b|\bstatewide\b/i.test(message) ? stateOfConversation('in that state', history) : [];
  if (/^[^\n]*\bfiscal year \d{4}: total expenditure\b/.test(lastAnswer(history)) && rankedIn.length === 1 && /\bhow (?:does|do) (?:that|it|this|they|we) rank\b|^\W*(?:(?:ok(?:ay)?|now|and|so)\W+)*rank (?:it|them|that|this)\b/i.test(message) && toolbox.has('spending_rankings')) {
    reading = { tools: ['spending_rankings'], aggregate: false };
    entities = { ...entities, states: rankedIn, leaids: [], districtNames: [] };
  }
  // ("what's the per-student spending figure there?" after a state's profile: the state's market carries its spending per student.)
  const stateProfiled = /^[A-Z][A-Za-z .]+ \(([A-Z]{2})\): [\d,]+ schools in\b/.exec(lastAnswer(history))?.[1];
  // ("what about the second one - per-pupil spending?" after its largest districts: that district's, not the state's.)
  if (stateProfiled && !subjectNamed(entities) && !/\bdistricts?\b|\brank\w*/i.test(message) && /\bper[- ](?:student|pupil) (?:district )?(?:spending|expenditure)\b|\bspending per (?:student|pupil)\b/i.test(message) && toolbox.has('market_summary')) {
    reading = { tools: ['market_summary'], aggregate: false };
    entities = { ...entities, states: [stateProfiled] };
  }
  // ("rank them by per pupil spend" after a state's profile counted its districts: the state's districts ranked.)
  const rankedInState = stateProfiled !== undefined && !subjectNamed(namedNow) && /^\W*(?:(?:ok(?:ay)?|now|and|so)\W+)*(?:rank|sort|order) (?:them|those|these|the districts)\b/i.test(message) && rankingMeasure(message) !== undefined && toolbox.has('spending_rankings');
  if (rankedInState && stateProfiled) {
    reading = { tools: ['spending_rankings'], aggregate: false };
    entities = { ...entities, states: [stateProfiled] };
  }
  // ("and the erate total committed there" after a state's profile: the profile carries the state's E-Rate commitments.)
  if (stateProfiled && !subjectNamed(namedNow) && /\be-?rate\b/i.test(message) && /\bcommit/i.test(message) && !/\bvendors?\b|\bproviders?\b/i.test(message) && toolbox.has('state_profile')) {
    reading = { tools: ['state_profile'], aggregate: false };
    entities = { ...entities, states: [stateProfiled] };
  }
  // ("how many students is that based on?": the count the budget was figured from.)
  if (/^Category 2 budget\b/.test(lastAnswer(history)) && !subjectNamed(entities) && /\bhow much (?:of it |of that )?(?:did|do|have|has|had) (?:we|they|it|the district) (?:use|used|commit(?:ted)?)\b|\bhow much (?:is |was )?(?:left|remaining|unused)\b|\b(?:is|was) (?:that|it|the budget|this) based on\b|\bbased on how many\b/i.test(message) && toolbox.has('erate_c2_budget')) reading = { tools: ['erate_c2_budget'], aggregate: false };
  // "what do they need to file, and in what order, to use it?" after a Category 2 budget or an E-Rate record: the program's filing steps.
  // ("when can the district start on next year's filing - which funding year and which form comes first?": the same.)
  if (ERATE_ANSWER.test(lastAnswer(history)) && /\b(?:need|have|got) to (?:file|submit)\b|\bwhat (?:forms?|paperwork) (?:do|does|would|will)\b|\bin what order\b|\bwhich form (?:comes|goes|is) first\b|\bstart on (?:next year's |the )?filing\b/i.test(message) && toolbox.has('erate_filing_checklist')) reading = { tools: ['erate_filing_checklist'], aggregate: false };
  // "and the district?": the previous request, asked of the district of the school it was about.
  let forDistrict = false;

  const pending = pendingRequest(history);
  // The reply to a question about the item always completes the pending request, whatever else it reads as.
  const askedItem = pending !== undefined && ITEM_QUESTIONS.includes(history.at(-1)!.content);
  // A school or district named with nothing asked of it reads as its overview, unless it answers or follows up an earlier request.
  // ("tell me about X" asks the overview; "what about X?" follows up.)
  const onlyDefaultProfile = reading.subjectOnly === true || (reading.tools.length === 1 && !/\b(?:profile|overview)\b|\b(?<!what |how )about\b/i.test(message) && !PROFILE_FIGURES.test(message) &&
    (reading.tools[0] === 'school_profile' || (reading.tools[0] === 'district_spending' && !SPENDING.test(message.toLowerCase()) && !/\b(?:money|revenue|funds|dollars)\b/i.test(message))));
  // "double-check against what Avondale High School actually gets" after the discount matrix: that school's own discount.
  if (/^At \d[\d.]*% NSLP eligibility\b/.test(lastAnswer(history)) && hasSchoolIn(namedNow) && (onlyDefaultProfile || /\b(?:actually )?gets?\b|\bdouble[- ]check\b|\bcompare\b/i.test(message)) && reading.tools.every((tool) => tool === 'school_profile') && toolbox.has('school_erate_eligibility')) {
    reading = { tools: ['school_erate_eligibility'], aggregate: false };
  }
  // "Is that actually high, or just normal for AZ?", "why is the timing piece so low?", "how do they get that?": the last answer questioned.
  // (Read before a place in a list: "by how much over the best one?" questions the answer, it points at no row.)
  // ("why is the top one so high?" asks about that row, which is its subject.)
  const rowIsSubject = (listed !== undefined || listedLea !== undefined) && !/\b(?:over|than|behind|ahead of|vs\.?|versus|compared (?:to|with)) (?:the )?(?:best|top|first|leading) (?:one|school|district|peer)\b/i.test(message);
  const challenged = hasSchoolIn(namedNow) || namedNow.districtNames.length + namedNow.leaids.length > 0 || rowIsSubject ? undefined : challengedTool(message, history);
  if (challenged) {
    entities = { ...entities, ncesIds: namedNow.ncesIds, leaids: namedNow.leaids, pointedAt: undefined };
    reading = { tools: [challenged], aggregate: false };
    if (challenged === 'spending_rankings') text = `${lastUserMessage(history)}\n${message}`;
  }
  // ("vs the state?" after a school's own record: that record again, which sets the school beside its state.)
  const recordBefore = focus.nces !== undefined && !subjectNamed(namedNow) && /^\W*(?:and |how about |what about )?(?:vs\.?|versus|compared (?:to|with)|against) (?:the )?state(?:'s)?(?: average| mean| figure)?\W*$/i.test(message)
    ? SCHOOL_RECORDS.find(([opening]) => opening.test(lastAnswer(history)))?.[1] : undefined;
  if (recordBefore && toolbox.has(recordBefore)) reading = { tools: [recordBefore], aggregate: false };
  // ("how does that compare with the state averages?" after a school's profile: its equity record, which sets its staffing and rates beside the state's.)
  const profileAgainstState = !recordBefore && focus.nces !== undefined && !subjectNamed(namedNow) && /^[^\n]*\([^()]*NCES \d{12}\) is an? [\w -]*school in\b/.test(lastAnswer(history)) &&
    /^\W*(?:(?:and|so|ok(?:ay)?)\W+)?how (?:does|do) (?:that|it|this|those|these|they) (?:compare|stack up) (?:with|to|against) (?:the )?state(?:'s)?(?: averages?| means?| figures?| numbers?)?\W*$/i.test(message) && toolbox.has('school_equity');
  if (profileAgainstState) reading = { tools: ['school_equity'], aggregate: false };
  // ("what about for black students specifically" after a school's suspension rates: the same equity record, read for that group.)
  if (focus.nces !== undefined && !subjectNamed(namedNow) && /\bhas an equity score of\b/.test(lastAnswer(history)) && STUDENT_GROUP.test(message) && message.trim().split(/\s+/).length <= 10 &&
    reading.tools.every((tool) => tool === 'school_profile' || tool === 'school_equity') && toolbox.has('school_equity')) reading = { tools: ['school_equity'], aggregate: false };
  // ("and purchasing?", "what about the CFO" after a district's contacts: the same contacts, for that role.)
  if (/^(?:No district contacts are on file for|Contacts at) [^\n]*\bLEA \d{7}/.test(lastAnswer(history)) && !subjectNamed(namedNow) && readStatedFilters(message).role !== undefined &&
    /^\W*(?:(?:and|ok(?:ay)?|so|also|what about|how about)\W+)*(?:the |their |its )?[\w /-]{2,40}\W*$/i.test(message) && message.trim().split(/\s+/).length <= 6 && toolbox.has('district_contacts')) {
    reading = { tools: ['district_contacts'], aggregate: false };
    entities = { ...entities, item: undefined };
  }
  // ("what about Title IV-A for them?", "firewalls though?" after a compliance answer: the same check, one of its parts changed.)
  const checkedNow = toolbox.has('compliance_check') ? checkedAgain(message, entities, lastAnswer(history)) : undefined;
  if (checkedNow) {
    entities = checkedNow;
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("Could any of those pay part of a homeless liaison's salary?", "do any of those cover student laptops?" after a list of programs:
  // the thing weighed under every program.)
  if (!checkedNow && entities.item !== undefined && !subjectNamed(namedNow) && /\b(?:any|all|either|each) of (?:those|them|these)\b.{0,12}\b(?:cover|pay|fund)/i.test(message) &&
    PROGRAM_LIST_ANSWER.test(lastAnswer(history)) && toolbox.has('compliance_check')) {
    entities = { ...entities, programs: [], erate: false };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("are wireless controllers eligible?" after a Category 2 budget or a school's discount: the thing checked under E-Rate.)
  const gear = !checkedNow && toolbox.has('compliance_check') ? gearAfterErate(message, lastAnswer(history), lastItemSaid(history)?.item) : undefined;
  if (gear) {
    entities = gear;
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("how much of it have they already committed?", "what's their total budget for the 5 years?" after a Category 2 budget: that budget's figures again.)
  if ((reading.tools.length === 0 || reading.aggregate) && !subjectNamed(namedNow) && /^Category 2 budget\b/.test(lastAnswer(history)) && C2_FIGURES.test(message) && REFERS_BACK.test(message)) {
    reading = { tools: ['erate_c2_budget'], aggregate: false };
  }
  // ("What's driving X's score by comparison?" after the top opportunities: X's opportunity score, the list's own measure.)
  if (reading.tools.length === 1 && reading.tools[0] === 'school_profile' && answeredBy(lastAnswer(history)) === 'opportunities' && /\bscore\b/i.test(message) && !/\b(?:health|equity|funding|bright[- ]spot)\b/i.test(message)) {
    reading = { tools: ['school_opportunity'], aggregate: false };
  }
  // Names are masked first: "Trail Ridge Middle School" or "Holiday ISD" says nothing off topic.
  // Quoted words describe a product ("'lab kits exploring weather patterns'"), not what is asked.
  const unnamed = entities.districtNames.reduce((rest, name) => rest.split(name).join(' the district '), withoutName(message, entities)).replace(/(?:^|\s)(?!'s\b)['"“‘][^'"”’]{3,300}['"”’]/g, ' "the description" ');
  if (asksDataEdit(unnamed)) return DATA_NOT_MINE;
  if (namesSchoolsAbroad(message)) return OUT_OF_REACH;
  // ("What's the average FRL percentage for the state?", "List the schools above the threshold.", "Can you verify the number in our press
  // release?", "Is the school Title I eligible?" opening a conversation: the state, threshold, number or school was never said, so which is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && !isHarmful(message)) {
    // ("How many districts are in that state?", "What's the statewide enrollment total?": the same.)
    if (entities.states.length === 0 && (/\b(?:for|in|across|of) (?:the|that|this|my|our) state\b/i.test(message) && (reading.aggregate || (reading.tools.length > 0 && reading.tools.every((tool) => STATE_SCOPED.has(tool)))) || /^\W*what(?:'s| is) the statewide\b/i.test(message))) return ASK_STATE;
    // ("Is the school Title I eligible?", "How many English learners does the school have?", "what's our free and reduced percentage this
    // year?": a school of the user's, not named.)
    if (/^\W*(?:is|does|did|has|was) the school\b|^\W*how many [\w ]{2,30}? (?:does|did) the school have\b/i.test(message) && !/\b(?:allow\w*|use|pay|spend|buy|charge)\b/i.test(message)) return ASK_SCHOOL;
    if (/^\W*what(?:'s| is| are) (?:our|my) (?:frl|free (?:and|or|\/) reduced|enrol(?:l)?ment|math|reading|english learner)\b/i.test(message) && reading.tools.length === 0 && !reading.aggregate) return ASK_SCHOOL;
    // ("Can you check the second school I emailed you about?", "the FRL difference between the two schools?": schools never said here.)
    if (/\babove (?:the|that) (?:threshold|cutoff|cut-off|bar)\b|\bthe (?:number|figure|stat) in (?:our|my|the) (?:press release|report|memo|draft|story|article|deck|slides?)\b|\b(?:school|district|one|list|schools|districts) (?:i|we) (?:e-?mailed|sent|texted|messaged) (?:you|over)\b|\bbetween the (?:two|three|2|3) (?:schools|districts)\b/i.test(message)) return NOTHING_EARLIER;
  }
  // The reply to "which cost?" is the cost, whatever its words ("a full-time interventionist, salary and benefits", "pizza for family night").
  // (So is the reply to "Which state's standards do you mean?", which describes the product to align: "read-alouds, journaling, role plays".)
  const answersItemQuestion = ITEM_QUESTIONS.includes(history.at(-1)?.content ?? '') || /^Which state's standards\b/.test(history.at(-1)?.content ?? '');
  // (What is quoted is read for harm as said: "a school that's 'mostly white, like back home'".)
  if (STEERED_BY_RACE.test(message) || (answersItemQuestion ? neverAnswered(unnamed) : declinedAsOffTopic(unnamed, reading.tools, onlyDefaultProfile, NEEDS_SCHOOL, hasSchoolIn(entities) || focus.nces !== undefined))) return OUT_OF_REACH;
  if (asksAccountChange(message, lastAnswer(history))) return CHANGES_NOT_MINE;
  // ("pull the top opportunities in my territory", "rank the districts by spending for our co-op region": which states it covers is asked.)
  if (!pending && entities.states.length === 0 && /\b(?:my|our) (?:[\w-]+ )?(?:territory|region|patch|sales area)\b/i.test(message) && ((reading.tools.length > 0 && reading.tools.every((tool) => STATE_SCOPED.has(tool))) || reading.aggregate)) return 'Which state or states does your territory cover?';
  // ("ok which one are we in?" after a state's districts: which district is the user's, which no data says, is asked.)
  if (!pending && !subjectNamed(entities) && /^\W*(?:(?:ok(?:ay)?|so|and)\W+)*which (?:one|district|school district) (?:are|am) (?:we|i) (?:in|part of)\W*$/i.test(message)) return ASK_DISTRICT;
  // ("And how does our district compare with that?" with no district talked about: which district is asked, not which school.)
  // ("And in our district?", "Which E-Rate vendors does our district use?": the same.)
  if (!pending && !subjectNamed(entities) && focus.leaid === undefined && focus.nces === undefined && /\b(?:our|my) district\b/i.test(message) && (reading.tools.every((tool) => NEEDS_SCHOOL.has(tool) || tool === 'erate_vendors'))) return ASK_DISTRICT;
  // ("What's the FRL rate at our school?", "would it qualify at our school specifically?", "our school frl is how much" with no school talked about: which school is asked.)
  // ("Find schools that look like our flagship site": which school that is, is asked.)
  // ("Do the same for our flagship campus." after another school: which school that is, is asked too.)
  if (!pending && !subjectNamed(entities) && (focus.nces === undefined || SAME_FOR.test(message) || CUE.test(message)) && /\b(?:our|my) (?:flagship|main|home|original|anchor|partner|focal|target|pilot|study|sample)(?: [\w-]+){0,3} (?:site|school|campus|location|building)\b/i.test(message)) return ASK_SCHOOL;
  if (!pending && !subjectNamed(entities) && focus.nces === undefined && /\b(?:at|for|in|of) (?:our|my) (?:school|campus)\b|^\W*(?:what(?:'s| is) )?(?:our|my) (?:school|campus)(?:'s)? (?!district|board)[a-z]/i.test(message) && entities.frlPct === undefined &&
    (reading.tools.length === 0 || reading.tools.some((tool) => NEEDS_SCHOOL.has(tool) || tool === 'purchase_qualify')) && !history.some((entry) => entry.role === 'user' && hasSchoolIn(extractEntities(entry.content)))) return ASK_SCHOOL;
  // ("what's the free/reduced rate at the elementary school?", "Is the high school a good CEP candidate?", "what FRL percentage do you show for
  // that school?" opening a conversation: which school is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && focus.nces === undefined && !entities.item && entities.programs.length === 0 && /\bthe (?:elementary|middle|high|junior high|intermediate) school\b(?! (?:kitchen|cafeteria|gym|library|building|campus|parking))|\b(?:for|at|of) (?:that|this) school\b/i.test(message)) return ASK_SCHOOL;
  // ("is it covered by e-rate? the item from the quote I mentioned" opening a conversation: "it" is a thing never said here, not a school.)
  if (!pending && history.length === 0 && !entities.item && !subjectNamed(entities) && THING_UNSAID.test(message)) return ASK_COST;
  // ("whats our frl percentage?", "are we a title I school?" with nothing named or talked about: which school is asked.)
  if (!pending && !subjectNamed(entities) && focus.nces === undefined && focus.leaid === undefined && history.length === 0 && entities.frlPct === undefined && OUR_SCHOOL_FIGURE.test(message) &&
    reading.tools.every((tool) => NEEDS_SCHOOL.has(tool) || tool === 'erate_discount_calculator')) return ASK_SCHOOL;
  // ("compare Ohio against the other state we talked about", "pull up the school we toured yesterday",
  // "which subjects have shortages there?", "how many kids does the district have?" as a first message: which one is asked.)
  if (!pending && history.length === 0 && focus.nces === undefined && focus.leaid === undefined) {
    const kind = POINTED_AT_EARLIER.exec(message)?.[1]?.toLowerCase() ?? (!subjectNamed(entities) && THERE_UNSAID.test(message) ? 'place' : !subjectNamed(entities) && DISTRICT_UNSAID.test(message) ? 'district' : undefined);
    // ("how does a high school get Perkins money? Does the district apply to the feds, the state, who?": districts in general, the program's rules asked.)
    const programRulesAsked = reading.tools.length > 0 && reading.tools.every((tool) => tool === 'grant_programs');
    if (kind && !programRulesAsked) return kind === 'district' ? ASK_DISTRICT : kind === 'state' ? ASK_STATE : kind === 'school' ? ASK_SCHOOL : NOTHING_EARLIER;
    // ("Rank them for me by need, highest first." as a first message: "them" is nothing said; "how much would it cost us? need a number for the budget meeting": "it" neither.)
    // ("Who's the new principal?", "send me the list" as a first message: whose principal, which list, is nothing said.)
    if (!subjectNamed(entities) && /^\W*who(?:'s| is) the new principal\W*$/i.test(message)) return ASK_SCHOOL;
    if (!subjectNamed(entities) && /^\W*(?:(?:pls|please|can you|could you)\W+)?(?:send|give|email|e-mail) me (?:the|that) list\W*$/i.test(message)) return NOTHING_EARLIER;
    if (!subjectNamed(entities) && (/^\W*(?:(?:ok(?:ay)?|now|so|and)\W+)?(?:rank|sort|order|filter) (?:them|those|these)\b|\bfor the other (?:two|three|ones?)\b/i.test(message) || (!entities.item && /^\W*how much would (?:it|that|this) cost\b/i.test(message)))) return NOTHING_EARLIER;
  }
  // ("How much of our budget goes to admin vs instruction?", "how many schools do we run again?" with nothing named or talked about: which district is theirs is asked.)
  if (!pending && !subjectNamed(entities) && focus.leaid === undefined && focus.nces === undefined &&
    (/\b(?:our|my) (?:budget|spending|expenditures?)\b.{0,40}\b(?:admin\w*|instruction\w*|support|capital|per[- ]pupil)\b/i.test(message) || /\bhow many schools (?:do|did) (?:we|i) (?:run|have|operate|oversee)\b/i.test(message))) return ASK_DISTRICT;
  // ("Give me the admin percentage.", "What's our federal revenue share?", "What did they spend on capital outlay?" opening a conversation: which district is asked.)
  // ("Urban district, 38% NSLP. What's our Category 2 discount? Need it to estimate the local share": the matrix read at the share said.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && DISTRICT_MEASURE.test(message) && !reading.tools.includes('spending_rankings') && !reading.tools.includes('erate_discount_calculator') && !/\bdistricts\b/i.test(message)) return ASK_DISTRICT;
  // ("What's the remaining balance?" opening a conversation: the only balance the service reads is a Category 2 budget, whose is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && /^\W*(?:what(?:'s| is) )?(?:the |our )?(?:remaining )?balance\W*$/i.test(message)) return ASK_C2_SUBJECT;
  // ("pull the superintendent contact for the district" after three districts' budgets: which of them is asked.)
  if (!pending && !subjectNamed(entities) && /\b(?:for|of|at) the district\b/i.test(message) && !/\b(?:each|every|all|both|them|those|these|top|first|list)\b/i.test(message) && comparedDistricts(history).length > 1 &&
    (reading.tools.length === 0 || reading.tools.every((tool) => takesDistrict(tool)))) return ASK_DISTRICT;
  // ("export the school list for the state, CSV" with no state said or talked about: which state is asked.)
  // ("export the elementary schools ... for the state" after two states: which of them is asked.)
  if (!pending && reading.tools.includes('export_schools') && namedNow.states.length === 0 && /\b(?:the|my|our) state\b/i.test(message) && (stateOfConversation(message, history).length === 0 || extractEntities(lastUserMessage(history) ?? '').states.length > 1)) return ASK_STATE;
  // ("ok now the same for the third one" after two districts compared: no third was named, so which is asked.)
  if (/^Spending of\b/.test(lastAnswer(history)) && !subjectNamed(namedNow) && /\bthe third(?: one| district)?\b/i.test(message) && !/\n3\. /.test(lastAnswer(history))) return ASK_DISTRICT;
  // ("How many C2 dollars do we have left this cycle?" with nothing named or talked about: whose budget is asked, not a count.)
  if (!pending && !subjectNamed(entities) && focus.leaid === undefined && focus.nces === undefined && /\b(?:c2|category (?:2|two))\b/i.test(message) && /\b(?:we|our|us)\b/i.test(message) && /\b(?:left|remaining|budget|have)\b/i.test(message)) return ASK_C2_SUBJECT;
  // ("Pull up the state numbers for me, enrollment and free lunch", "How many public schools does the state have?" with no state named or
  // talked about: which state is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && /\b(?:the|my|our) state(?:'s|[- ]level|[- ]wide)? (?:numbers|figures|stats|statistics|data|profile|overview)\b|\bhow many (?:public )?schools does the state have\b/i.test(message)) return ASK_STATE;
  // ("What federal money could the district tap to pay for our counselors?", "Which federal funds could the district use to pay for us?" with no
  // district named or talked about: which district is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && /\bthe district\b/i.test(message) && /\b(?:federal )?(?:money|funds|funding)\b/i.test(message) && /\bpay for (?:us|our)\b/i.test(message)) return ASK_DISTRICT;
  // ("which state has more schools?" with none named: two states set against each other, so which two is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && /^\W*which state has (?:more|fewer|higher|lower|bigger|smaller)\b/i.test(message)) return 'Which two states should I compare?';
  // ("Compare our per-pupil spending against X" with no district talked about: which one is theirs is asked.)
  const setAgainstOurs = entities.districtNames.length === 1 && new RegExp(`\\b(?:our|my)\\b[^.?!]{0,60}\\b(?:against|compared? (?:to|with)|vs\\.?|versus)\\s+(?:the )?${escapeRegExp(entities.districtNames[0]!)}`, 'i').test(message);
  if (!pending && focus.leaid === undefined && focus.nces === undefined && !hasSchoolIn(entities) && entities.leaids.length === 0 && setAgainstOurs && reading.tools.some((tool) => tool === 'district_spending' || tool === 'spending_compare')) return ASK_DISTRICT;
  // ("Pull the vendor detail for our E-Rate provider", "Is the quote from our vendor within the C2 budget?" with nothing named, or "the vendor's
  // E-Rate history" opening a conversation: which vendor, or whose budget, is asked.)
  if (!pending && !subjectNamed(entities) && focus.leaid === undefined && focus.nces === undefined && vendorNamed(message) === undefined && (/\b(?:our|my) (?:e-?rate )?(?:vendor|provider|service provider|isp)\b/i.test(message) || (history.length === 0 && /\b(?:the|that|this) (?:e-?rate )?(?:vendor|provider)(?:'s)?\b/i.test(message)))) {
    if (reading.tools.includes('erate_c2_budget') || /\bc2\b|\bcategory (?:2|two)\b/i.test(message)) return 'Which school (name or NCES id) or district (name or 7-digit LEA id) is the Category 2 budget for, and what does the quote come to?';
    if (reading.tools.some((tool) => tool === 'erate_vendors' || tool === 'erate_vendor_detail')) return 'Which vendor do you mean (its exact name or 9-digit SPIN)?';
  }
  // ("pull vendor details" with no vendor named or listed: which vendor is asked.)
  if (!pending && history.length === 0 && vendorNamed(message) === undefined && /^\W*(?:(?:pull|get|show|give me)(?: me)? (?:the )?)?vendor (?:details?|detail|record|profile|info)\W*$/i.test(message)) return 'Which vendor do you mean (its exact name or 9-digit SPIN)?';
  // "how's the vendor we talked about last week doing?": a vendor said somewhere this conversation does not hold.
  if (!pending && vendorNamed(message) === undefined && /\bthe (?:e-?rate )?(?:vendor|provider|company) (?:we|i) (?:talked|spoke|asked|chatted) about\b/i.test(message)) return 'Which vendor do you mean (its exact name or 9-digit SPIN)?';
  // "compare Woodland County Schools with" sent before the rest: what to set it beside is asked.
  if (!pending && /\bcompare\b/i.test(message) && /\s(?:with|to|and|vs\.?|versus|against)\s*$/i.test(message.trim()) && entities.districtNames.length + entities.leaids.length === 1) return 'Which district should I compare it with (its name or 7-digit LEA id)?';
  // "write a grant narrative for one of them" after a list: which of them is asked.
  // (Two schools side by side are named in the question, further on.)
  if (!pending && !hasSchoolIn(entities) && /\bfor (?:one|some|a few) of (?:them|those|these)\b/i.test(message) && schoolsSideBySide(history).length < 2 && reading.tools.some((tool) => NEEDS_SCHOOL.has(tool) || tool === 'grant_write' || tool === 'justification_report')) return 'Which school of the list do you mean (its name, its place in the list or its NCES id)?';
  // "would our product fit their federal funds?": what is sold is not said yet.
  if (!pending && !entities.item && OUR_PRODUCT.test(message) && !/\beligib|\bqualif\w* for\b|\bwhich (?:federal )?(?:funding |grant )?programs\b/i.test(message) && !lastItemSaid(history) && reading.tools.length > 0 && reading.tools.every((tool) => ['school_funding', 'purchase_qualify', 'grant_programs', 'compliance_check'].includes(tool))) return ASK_ITEM;
  // ("how do our kids compare to the state?", "how much title I does the district get?" with nothing named or talked about: which school, which district.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && /\b(?:our|my) (?:kids|students)\b.{0,30}\b(?:compare|stack up|vs\.?|versus)\b/i.test(message)) return ASK_SCHOOL;
  if (!pending && history.length === 0 && !subjectNamed(entities) && /\bthe district\b/i.test(message) && SPENDING.test(message.toLowerCase())) return ASK_DISTRICT;
  // ("compare us with Phoenix City Schools" with no district of the user's own known: which district "us" is, asked; "the school told us to
  // go through purchasing" compares no one.)
  if (!pending && entities.districtNames.length + entities.leaids.length === 1 && !hasSchoolIn(entities) && focus.leaid === undefined && focus.nces === undefined && /\bcompare (?:us|ourselves)\b|(?<!\b(?:told|tell|tells|asked|asks|want|wants|wanted|let|lets|help|helps|helped|invited|allow|allows|need|needs|needed|sent|send|sends|got|get|gets) )\b(?:us|ours) (?:with|to|vs\.?|versus|against)\b/i.test(message)) return ASK_DISTRICT;
  // ("is our product E-Rate eligible?": what the product is, not a school, is asked before its eligibility is weighed.)
  if (!pending && !entities.item && OUR_PRODUCT.test(message) && entities.erate && /\beligib|\bqualif|\bcounts?\b/i.test(message) && !hasSchoolIn(entities) && focus.nces === undefined && !lastItemSaid(history)) return ASK_PRODUCT;
  // "Compare the SWD shares of our two high schools.": schools of the user's own, never named here.
  // ("compare the opportunity scores of the two schools we talked about" with none talked about: the same.)
  if (!pending && !hasSchoolIn(entities) && (/\b(?:my|our) (?:two|three|four|\d) (?:high |middle |elementary )?schools\b/i.test(message) ||
    (/\bthe (?:two|three|four|\d) schools (?:we|i) (?:talked|asked|discussed|looked|mentioned)\b/i.test(message) && !history.some((entry) => entry.role === 'user' && hasSchoolIn(extractEntities(entry.content)))))) return 'Which schools do you mean? Give me their names (with city or state) or NCES ids?';
  // "now compare it with the other state on my list": a state never said here.
  if (!pending && entities.states.length === 0 && /\bthe other state\b/i.test(message)) return ASK_STATE;
  // "add one more filter": which one is asked.
  if (/^\W*(?:(?:ok|now|and|then|can you|please)\W+)*(?:add|apply|use|put on) (?:one more|another|an(?: extra)?|a(?:n extra)?|some more) filters?\W*$/i.test(message)) return 'Which filter should I add (state, school level, FRL share, enrollment or lead tier)?';
  // ("how does that compare with our school?" after another school: which school is theirs is asked.)
  if (!pending && !hasSchoolIn(entities) && OUR_SCHOOL_COMPARED.test(message) && !history.some((entry) => entry.role === 'user' && /\b(?:we(?:'re| are)|our school is|i(?:'m| am) (?:at|from))\b/i.test(entry.content))) return ASK_SCHOOL;
  // ("is our school a bright spot?" with no school talked about: which school is asked.)
  if (!pending && !subjectNamed(entities) && focus.nces === undefined && /^\W*(?:is|are) (?:our|my) (?:school|campus|building)s? (?:an? |one of the )?(?:bright[- ]spots?|hot leads?|title i\b)/i.test(message)) return ASK_SCHOOL;
  // ("how much money is in that program nationally?" with no program talked about: which one is asked.)
  if (!pending && entities.programs.length === 0 && !entities.erate && /\b(?:that|this) program\b/i.test(message) && !history.some((entry) => PROGRAM_PATTERNS.some(({ pattern }) => pattern.test(entry.content)) || /\be-?rate\b/i.test(entry.content))) return ASK_PROGRAM;
  // ("Is our school on that list?" with no school talked about: which school is asked.)
  if (!pending && !subjectNamed(entities) && (focus.nces === undefined || listWithoutSubject(history, /NCES \d{12}/)) && /\b(?:our|my) (?:school|campus|building)\b/i.test(message) && /\b(?:on|in) (?:that|the|this|your) list\b|\bamong (?:them|those)\b/i.test(message) && reading.tools.length === 0 && !reading.aggregate) return ASK_SCHOOL;
  // ("How does this district's per-pupil spending compare ...?", "the E-Rate history for the school" opening a conversation: which is asked.)
  // (Only a message read as a request: "change my kid's grades in the school's system" is declined further on.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && (reading.tools.length > 0 || reading.aggregate)) {
    if (/\b(?:this|that) district(?:'s)?\b/i.test(message)) return ASK_DISTRICT;
    // ("out of the high school kitchen": a room of a school, where a program runs, asks nothing of one.)
    // ("A single charter school, using the school's own NSLP rate of 82%, ... what E-Rate discounts?": a school described by its share, the matrix asked.)
    const describedByShare = reading.tools.every((tool) => tool === 'erate_discount_calculator') && entities.frlPct !== undefined;
    // ("are hygiene kits an allowable Title IV-A expense? asking for the clothing closet at the middle school": a cost weighed under a program needs no school.)
    const weighedUnderProgram = reading.tools.length > 0 && reading.tools.every((tool) => tool === 'compliance_check') && entities.item !== undefined && entities.programs.length + (entities.erate ? 1 : 0) > 0;
    if (!describedByShare && !weighedUnderProgram && /\b(?:for|of|at) the (?:(?:elementary|middle|high|primary) )?school\b(?! levels?\b| (?:years?|days?|kitchen|cafeteria|gym|library|shop|store|building|parking lot)\b)|\b(?:this|that) school(?:'s)?\b(?! years?\b)|\bthe school's\b/i.test(message)) return ASK_SCHOOL;
  }
  // ("what's the FRL at the middle school?", "how is our school doing on reading??" opening a conversation: a figure of a school no one has named.)
  // ("And under Title I instead?" opening a conversation: a program to weigh something under, the thing never said.)
  if (!pending && history.length === 0 && !entities.item && namesProgram(entities) && /^\W*(?:and|so|ok(?:ay)?|what about|how about)\b[^?]{0,12}\b(?:under|with|for)?\s*(?:title|idea|perkins|e-?rate|21st)\b[^?]{0,30}\?\s*$/i.test(message) && !subjectNamed(entities)) return ASK_COST;
  // ("What are the EL and SWD percentages at Lincoln? The one from our consortium.": a school by one word of its name.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && reading.tools.length === 0 && /\b(?:at|for) [A-Z][a-z]+\?/.test(message) && /\b(?:frl|free (?:or|and|&) reduced|enrol\w*|math|reading|proficien\w*|els?|ell|swd|english learners?|percentages?|principal)\b/i.test(message)) return ASK_SCHOOL;
  if (!pending && history.length === 0 && !subjectNamed(entities) && /\b(?:at|of|for|in) the (?:elementary|middle|high|primary) school\b(?! levels?\b)|\b(?:our|my) (?:school|campus)(?:'s)? (?:is )?(?:doing|performing|scoring|do|does)\b|\b(?:our|my) (?:school|campus)\b.{0,40}\b(?:counts?|qualif\w*) as (?:an? )?['"‘“]?bright[- ]spot/i.test(message) && /\b(?:frl|free (?:or|and|&) reduced|enrol\w*|math|reading|proficien\w*|ell|english learners?|pupil[- ]teacher|ratio|discount|title i|principal|contacts?|bright[- ]spot)\b/i.test(message)) return ASK_SCHOOL;
  // ("Is the project eligible?" opening a conversation: a cost never described, so what it is is asked.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && !entities.item && /^\W*(?:is|are|would) (?:the|this|that|our|my) (?:project|purchase|item|thing|cost|expense|order|request)s? (?:be )?(?:eligible|allowable|allowed|fundable|ok(?:ay)?)\W*$/i.test(message)) return ASK_COST;
  // ("give me the FRL and enrollment", "What's the FRL at the school?", "How many kids are in the building?" opening a conversation: a school's figures, the school never said.)
  if (!pending && history.length === 0 && !subjectNamed(entities) && (/^\W*(?:(?:give|get|show|send) me|what(?:'s| is| are)|whats|i need|pull) (?:the )?(?:frl|free (?:and|or|&|\/) reduced(?: lunch)?|enrol\w*|pupil[- ]teacher ratio)(?: (?:and|&|,|plus) (?:the )?(?:frl|free (?:and|or|&|\/) reduced(?: lunch)?|enrol\w*|pupil[- ]teacher ratio))*(?: (?:at|for|of|in) (?:the|that|this) (?:school|campus|building))?\W*$/i.test(message) || (/\b(?:in|at) (?:the|that|this) (?:building|campus)\b/i.test(message) && /\bhow many (?:kids|students|children)\b|\benrol\w*/i.test(message)))) return ASK_SCHOOL;
  // ("Ok, now check it against that school's eligibility." when no school has been talked about: which school is asked.)
  if (!pending && focus.nces === undefined && !subjectNamed(entities) && /\b(?:that|this) school's (?:eligibility|programs|record|profile|data|numbers|figures)\b/i.test(message) && !/\bNCES \d{12}\b/.test(lastAnswer(history))) return ASK_SCHOOL;
  // ("a rural district in our area: 62% NSLP - what discount?", "a district near us wants to buy access points": the place is told; the share or the thing is asked.)
  const placeTold = entities.frlPct !== undefined || entities.item !== undefined;
  const unknown = unknownSubject(message);
  // ("Could Title IV-A cover a counselor for our middle school?": a cost weighed under a program needs no school.)
  const weighedOnly = reading.tools.length > 0 && reading.tools.every((tool) => tool === 'compliance_check') && entities.item !== undefined && entities.programs.length > 0;
  const which = listed || listedLea || subjectNamed(entities) ? undefined : whichOfSeveral(message, history) ?? whichOfSideBySide(message, history) ?? ((placeTold && unknown?.startsWith('Where do you mean')) || (weighedOnly && unknown === ASK_SCHOOL) ? undefined : unknown);
  if (which) return which;
  // ("Which of our schools qualify for 21st CCLC?" with no district talked about: whose schools is asked.)
  if (!pending && !subjectNamed(entities) && focus.leaid === undefined && focus.nces === undefined && /\b(?:which|what|how many) of (?:our|my) schools\b|\b(?:all|each) of (?:our|my) schools\b/i.test(message)) return ASK_DISTRICT;
  // ("compare X's spending side by side with the other district we're looking at", "Export the high schools list, same filters as the
  // last one" with no other district or list in the conversation: which is asked.)
  if (!pending && entities.districtNames.length + entities.leaids.length <= 1 && /\bthe other district (?:we(?:'re| are)|i(?:'m| am)) (?:looking at|considering|talking (?:to|about)|weighing)\b/i.test(message) && recentDistricts(history).length === 0) return ASK_DISTRICT;
  if (!pending && history.length === 0 && /\bsame (?:filters|criteria|settings|parameters) as (?:the |my |our )?(?:last|previous|other) (?:one|time|list|export|search|request)\b/i.test(message)) return NOTHING_EARLIER;
  // ("check the C2 budget for the other school too" when one school was talked about: which other school is asked.)
  if (!pending && !hasSchoolIn(entities) && /\b(?:for|at|of) the other school\b/i.test(message) && new Set(history.filter((entry) => entry.role === 'assistant').flatMap((entry) => [...entry.content.matchAll(/NCES (\d{12})/g)].map((match) => match[1]))).size === 1) return ASK_SCHOOL;
  // ("and do the same for the other two buildings in my study area": schools never named, so which they are is asked.)
  if (!pending && !hasSchoolIn(entities) && /\bthe other (?:two|three|four|five|2|3|4|5) (?:buildings|schools|campuses|sites)\b/i.test(message) && listedSchools(history).length < 3 && schoolsSideBySide(history).length < 3) return ASK_SCHOOL;
  // ("get me the contacts for the school" after a district's budget: which of its schools is asked.)
  if (!pending && !hasSchoolIn(entities) && focus.nces === undefined && focus.leaid !== undefined && reading.tools.includes('district_contacts') && /\b(?:for|at|of) the school\b(?! district| board| system)/i.test(message)) return ASK_SCHOOL;
  // "rank the AZ districts by that" after a district's per-pupil spending: the districts ranked by the measure asked before.
  // ("the state" is the state of the district answered last.)
  const districtState = /\bthe state\b/i.test(message) ? /\(([A-Z]{2}), LEA \d{7}\)/.exec(lastAnswer(history))?.[1] : undefined;
  // (The measure is the one asked last: "Give me the admin percentage.", "Kivalina County Schools", "How do Texas districts rank on that?".)
  const measureBefore = RANKED_BY_THAT.test(message) && (entities.states.length > 0 || districtState) ? history.filter((turn) => turn.role === 'user').map((turn) => rankingMeasure(turn.content)).findLast(Boolean) : undefined;
  if (measureBefore && toolbox.has('spending_rankings')) {
    const state = entities.states[0] ?? districtState;
    const { limit } = readStatedFilters(message);
    const args = { ...(state ? { state } : {}), sort_by: measureBefore, ...(limit ? { limit } : {}) };
    return answerWith(toolbox, 'spending_rankings', args);
  }
  // ("and nationally -- who's #1?", "Same ranking, only California." after districts ranked: the same ranking, nationwide or for the state said now.)
  const rankedBefore = /^Districts (?:in [A-Z]{2} )?ranked by ([^:\n]+)/.exec(lastAnswer(history))?.[1];
  const rankedAgain = rankedBefore !== undefined && !hasSchoolIn(namedNow) && namedNow.districtNames.length + namedNow.leaids.length === 0 &&
    (NATIONAL.test(message) ? namedNow.states.length === 0 : namedNow.states.length === 1 && /\bsame ranking\b/i.test(message));
  if (rankedAgain && toolbox.has('spending_rankings')) {
    const measure = rankingMeasure(message) ?? rankingMeasure(rankedBefore);
    // ("... which districts have the biggest total budgets? top 10": as many as asked now.)
    const { limit } = readStatedFilters(message);
    const args = { ...(namedNow.states[0] ? { state: namedNow.states[0] } : {}), ...(measure ? { sort_by: measure } : {}), ...(limit ? { limit } : {}) };
    return answerWith(toolbox, 'spending_rankings', args);
  }
  // "how does average FRL in Texas compare with the national figure?": the state's figure and the nation's.
  const beside = pending ? undefined : nationalFigure(message, history);
  if (beside && 'markets' in beside && toolbox.has('market_summary')) {
    const answers = beside.markets.map(async (args) => {
      return answerWith(toolbox, 'market_summary', args);
    });
    return (await Promise.all(answers)).join('\n\n');
  }
  if (beside && 'questions' in beside) return (await Promise.all(beside.questions.map((question) => aggregate(toolbox, question)))).join('\n\n');
  // "now do the same for the other school" where no second school was named: which one is asked.
  // ("and compare it with the other one I was looking at yesterday": the same.)
  if (!hasSchoolIn(entities) && /\b(?:the other|another|a different) (?:school|campus|one)\b/i.test(message) && (SAME_FOR.test(message) || CUE.test(message) || /\bsame\b|\bcompare\b/i.test(message)) && !listed && comparedDistricts(history).length < 2) return ASK_SCHOOL;
  // ("ok and what about the school we're visiting tuesday, how big is it?", "comparable schools for the one we insure downtown": a school of
  // the user's, never named here.)
  if (!hasSchoolIn(entities) && !listed && /\bthe (?:school|campus|one) (?:i|we)(?:'re| are|'ll be| will be)? (?:visiting|touring|meeting with|seeing|financed|funded|lent to|sold to|insure|cover|serve)\b/i.test(message)) return ASK_SCHOOL;
  // ("Compare their spending with X" with nothing talked about: whose is asked.)
  if (history.length === 0 && entities.districtNames.length + entities.leaids.length === 1 && /\bcompare (?:their|its|our|my) (?:spending|budget|finances?|numbers)\b/i.test(message)) return ASK_DISTRICT;
  if (entities.districtNames.length + entities.leaids.length === 0 && /\b(?:the other|another|a different) district\b/i.test(message) && (SAME_FOR.test(message) || CUE.test(message) || /\bsame\b/i.test(message)) && comparedDistricts(history).length < 2) return ASK_DISTRICT;
  // "how does it compare to the state average?" with nothing talked about yet: which school is asked.
  if (!pending && !subjectNamed(entities) && focus.nces === undefined && focus.leaid === undefined && history.length === 0 && /^\W*(?:and |so )?how (?:does|do|did) (?:it|they|this|that) (?:compare|stack up)\b/i.test(message)) return ASK_SCHOOL;
  // "how many students?" opening a conversation: counted where is not said, so it is asked.
  if (history.length === 0 && /^\W*(?:so |and |ok )?how many (?:students|kids|pupils|schools|teachers|districts)(?: are there| do (?:they|you) have)?\W*$/i.test(message)) {
    return 'Counted where: at one school or district (its name), in a state, or nationwide?';
  }
  // "compare it with the one in Ohio": which school there is meant is not said, so it is asked.
  if (!pending && !hasSchoolIn(entities) && entities.states.length === 1 && /\b(?:the|that) (?:one|school|campus) (?:in|over in|out in)\b/i.test(message) && !listed) {
    return `Which school in ${STATES[entities.states[0]!] ?? entities.states[0]} do you mean? Give me its name (with its city) or its 12-digit NCES id?`;
  }
  // "tell me more about the second one" after a vendor list: that vendor's detail, by its SPIN.
  const vendorRow = hasSchoolIn(entities) ? undefined : listedVendor(message, history);
  // ("show me that vendor's commitment history" with no vendor talked about: which is asked.)
  if (!vendorRow && /\b(?:that|this|the same) (?:vendor|provider|service provider)\b/i.test(message) && !/\bSPIN \d/.test(lastAnswer(history)) && !history.some((entry) => entry.role === 'user' && /\b(?:vendor|provider)\b/i.test(entry.content))) return 'Which vendor do you mean? Give me its name or its SPIN?';
  // ("how many clients does the #1 provider have there?": the list's own figure in that state, which the list already gives.)
  const listFigureThere = /^Top E-Rate vendors\b.* in [A-Z]{2}\b/.test(lastAnswer(history)) && /\bthere\b|\bin (?:that|the) state\b/i.test(message) && /\bclients\b|\bcommitments\b|\bhow much\b/i.test(message);
  if (vendorRow && listFigureThere && lastRequest(history)) {
    text = lastRequest(history)!;
    entities = requestEntities(text);
    reading = { tools: ['erate_vendors'], aggregate: false };
  } else if (vendorRow && toolbox.has('erate_vendor_detail')) {
    return answerWith(toolbox, 'erate_vendor_detail', { vendor_name: vendorRow });
  }
  // "Which school do you mean?" answered with the school and more details ("Willow Creek Elementary, Title I-A.
  // It's for 2 tutors at $20,000 each"): the answer completes the request asked about, unless it asks anew.
  const answersSubject = pending !== undefined && history.at(-1)!.content === ASK_SCHOOL && hasSchoolIn(entities) && !ASKS_ANEW.test(message);
  // "Which program is the grant for?" answered "the first one on the list, Title I": the program (and the school) complete the request.
  const answersProgram = pending !== undefined && /^Which program\b/.test(history.at(-1)!.content) && entities.programs.length > 0 && !ASKS_ANEW.test(message);
  // "Which state's standards do you mean?" answered "Texas, ELA. The program covers phonics, ...": the state (and the rest) complete the request.
  const answersState = pending !== undefined && /^Which state\b/.test(history.at(-1)!.content) && entities.states.length > 0 && !ASKS_ANEW.test(message);
  // "Which districts should I compare?" answered "A and B. Total expenditure.": the districts (and the measure) complete the comparison.
  // ("Which school ... or district ... is the Category 2 budget for?" answered "Phoenix City Schools. and how many students is that based on": the district, the rest asked of its budget.)
  const answersDistricts = pending !== undefined && /^Which (?:districts?|school \(name or NCES id\) or district)\b/.test(history.at(-1)!.content) && entities.districtNames.length + entities.leaids.length > 0 && !ASKS_ANEW.test(message);
  // "Which schools should I import?" answered with ids ("010012800056 and 040012800052, with contacts"): the import, with those ids.
  const answersIds = pending !== undefined && /^Which schools should I import\b/.test(history.at(-1)!.content) && entities.ncesIds.length > 0;
  // ("Which vendor do you mean?" answered "the biggest one in Texas": the state's vendors, ranked, the biggest first.)
  if (pending !== undefined && /^Which vendor do you mean\b/.test(history.at(-1)!.content) && entities.states.length === 1 && vendorNamed(message) === undefined && /\b(?:biggest|largest|top|leading|most)\b/i.test(message) && toolbox.has('erate_vendors')) {
    return answerWith(toolbox, 'erate_vendors', { state: entities.states[0]! });
  }
  // The request a follow-up refines, and what the follow-up changes in it: each read once, in the branch that needs it.
  const previousRequest = lastRequest(history);
  let renumbered: string | undefined;
  let changedTools: string[] | undefined;
  let lastAsked: string | undefined;
  let whatIf: Record<string, unknown> | undefined;
  let bulkOfListed: string[] = [];
  let topDistricts: string[] = [];
  let whole: string | undefined;
  let redone: string | undefined;
  // ("Is it E-Rate eligible?" asked which school, answered "I mean Cisco switches and access points for the lab": "it" was a thing, checked.)
  const thingForIt = pending !== undefined && history.at(-1)!.content === ASK_SCHOOL && !subjectNamed(entities) && IT_ELIGIBLE.test(pending) && /^\W*(?:(?:sorry|oops|my bad)\b\W*(?=\S)|i mean|i meant|(?:it's|it is|they're|they are|these are|that's) (?:an?|the|some)?)\s*\S/i.test(message);
  if (thingForIt) {
    text = `${pending}\n${message}`;
    entities = { ...extractEntities(text), item: entities.item ?? itemFromAnswer(message) };
    reading = { tools: [entities.programs.length > 0 || entities.erate ? 'compliance_check' : 'purchase_qualify'], aggregate: false };
  // ("same for the other school", asked which, then "Willow Creek Elementary": the request before it, for that school, as a follow-up reads it.)
  } else if (pending && !(SAME_FOR.test(pending) && answersSubject) && (askedItem || answersSubject || answersProgram || answersState || answersDistricts || answersIds || reading.tools.length === 0 || onlyDefaultProfile)) {
    text = `${pending}\n${message}`;
    entities = extractEntities(text);
    // ("compare us with X", then "we're Woodland County Schools": "us" first.)
    if (answersDistricts && /\b(?:us|ours|ourselves)\b/i.test(pending)) entities = { ...entities, districtNames: [...namedNow.districtNames, ...entities.districtNames.filter((name) => !namedNow.districtNames.includes(name))] };
    // The reply to "what is bought?" is the item itself, whatever its words.
    if (!entities.item && askedItem) entities.item = itemFromAnswer(message);
    focus = focusFrom(history.slice(0, -2));
    // ("What are the rates there?", asked which school, answered "AZ -- the Phoenix one": the request is read from what asked it;
    // "The one in Phoenix. What's enrollment and FRL?" asks figures of its own.)
    // ("E-Rate discount for X?", "And for my other school?", asked which, then "Y in Phoenix": the request before the follow-up, for Y.)
    const requestBefore = answersSubject && OTHER_SCHOOL.test(pending) ? lastUserMessage(history.slice(0, -2)) : undefined;
    // ("Is it allowed under Title IV-A?", asked which cost, then "Sorry, I mean paying a fee waiver program for seniors.": the request asked, of that cost.)
    const request = requestBefore ?? (askedItem && !/\?/.test(message) && !namesProgram(namedNow) ? pending : undefined) ?? ((answersSubject || /^Several schools match\b/.test(history.at(-1)!.content)) && !/\bdistrict\b/i.test(message) && !(ASKS_ANEW.test(message) && PROFILE_FIGURES.test(message)) && !readIntents(withoutName(message, namedNow), namedNow, true, false).tools.some((tool) => tool !== 'school_profile') ? pending : text);
    reading = readIntents(withoutName(request, entities), entities, hasSchoolIn(entities), focus.nces !== undefined, districtKnown());
    // ("and the other thing we talked about?" after a compliance check, then "which cost?" answered: that cost, checked the same way.)
    if (askedItem && reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' && !namesProgram(entities) && /^Compliance of\b/.test(history.at(-3)?.content ?? '')) reading = { tools: ['compliance_check'], aggregate: false };
    // ("Can our charter use federal funds to pay for this?", asked what, then "a $15,000 SLP contract ... IDEA money, ideally": that cost under the program named.)
    if (askedItem && reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' && namedNow.programs.length === 1 && /\bfederal (?:funds|money)\b/i.test(pending) && toolbox.has('compliance_check')) {
      entities = { ...entities, programs: namedNow.programs, item: entities.item?.replace(/[.,;]\s*(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)(?: money| funds?)?,?\s*(?:ideally|preferably|hopefully|if possible)?\s*$/i, '').replace(/^(?:it's|it is|this is)\s+(?:an?\s+)?/i, '') };
      reading = { tools: ['compliance_check'], aggregate: false };
    }
    // ("Check whether Title IV-A pays for this.", asked which cost, then "Portable Wi-Fi hotspots": that cost under the one program asked of.)
    const askedOf = extractEntities(pending);
    if (askedItem && reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' && askedOf.programs.length + (askedOf.erate ? 1 : 0) === 1 && !/\b(?:which|what) (?:other )?(?:federal )?(?:programs?|funds?|money|funding)\b/i.test(pending) && toolbox.has('compliance_check')) {
      entities = { ...entities, programs: askedOf.programs, erate: askedOf.erate };
      reading = { tools: ['compliance_check'], aggregate: false };
    }
    // ("how does that compare with our school?" answered "we're X": X's own figures, to set beside the school just answered.)
    // ("Which similar schools are doing better than ours?" answered "ours is X": X's peers, not X set beside another.)
    if (OUR_SCHOOL_COMPARED.test(pending) && !/\b(?:similar|comparable|peers?|look-?alikes?)\b/i.test(pending) && hasSchoolIn(entities) && toolbox.has('school_profile')) reading = { tools: ['school_profile'], aggregate: false };
  } else if ((whatIf = discountWhatIf(message, history)) !== undefined && toolbox.has('erate_discount_calculator')) {
    // "what would that discount be if the district were rural instead?" after a school's E-Rate eligibility: the matrix at its district's share.
    return answerWith(toolbox, 'erate_discount_calculator', whatIf);
  } else if (reading.tools.length === 1 && reading.tools[0] === 'school_funding' && !subjectNamed(entities) && ERATE_HISTORY_ASKED.test(message) && SCHOOL_ERATE_ANSWER.test(lastAnswer(history))) {
    // ("what's the most recent funding year they got money, and total ever committed?" after a school's E-Rate eligibility: its E-Rate history.)
    reading = { tools: ['school_erate_eligibility'], aggregate: false };
  } else if ((lastAsked = figureOfLastAnswer(toolbox, message, entities, reading, history)) !== undefined) {
    // "what's the per-student multiplier behind that?" after a Category 2 budget: the same request, asked for a figure its result holds.
    text = previousRequest!;
    entities = requestEntities(text);
    reading = { tools: [lastAsked], aggregate: false };
  } else if (reading.aggregate && /\b(?:of|among) (?:those|them|these)\b/i.test(message) && entities.states.length === 1 && !hasSchoolIn(entities) && lastUserMessage(history) &&
    readIntents(lastUserMessage(history)!, extractEntities(lastUserMessage(history)!), false, false).aggregate) {
    // "how many of those are in California?" after a count over the nation: the same count, in that state.
    return aggregate(toolbox, restatedForState(lastUserMessage(history)!, entities.states[0]!));
  } else if (entities.states.length === 1 && (whole = countOfMostIn(message, lastUserMessage(history), STATES[entities.states[0]!] ?? entities.states[0]!)) !== undefined) {
    // "How many does California have?" after "which state has the most bright spot schools?": those, counted there.
    return aggregate(toolbox, whole);
  } else if (reading.tools.length === 0 && (whole = wholeCounted(message, lastUserMessage(history), placeOfCount(lastUserMessage(history)))) !== undefined) {
    // "out of how many total?" after a count of Title I schools in a district: every school of that district.
    return aggregate(toolbox, whole);
  } else if (entities.states.length === 0 && (whole = narrowedCount(message, lastUserMessage(history)) ?? statisticOfCounted(message, lastUserMessage(history))) !== undefined) {
    // "how many of those are bright spots?" after a count of Title I elementary schools: the same count, narrowed;
    // "and what's their average math proficiency?": the statistic over the same schools.
    return aggregate(toolbox, whole);
  } else if (reading.tools.length === 0 && !reading.aggregate && CYPHER_ASKED.test(message) && lastUserMessage(history) && readIntents(lastUserMessage(history)!, extractEntities(lastUserMessage(history)!), false, false).aggregate) {
    // "show me the graph query behind that answer": the last count asked again, with its Cypher.
    return aggregate(toolbox, scopedQuestion(lastUserMessage(history)!, history.slice(0, -2)), true);
  } else if (reading.tools.length === 0 && LIST_THEM.test(message) && listingOf(lastUserMessage(history))) {
    // "which state has the most bright spots?", then "list them": the rows the count was over, from their own tool.
    // The one state the answer named ("Texas has the most") is the one whose rows are meant.
    text = lastUserMessage(history)!;
    entities = extractEntities(text);
    const answered = extractEntities(lastAnswer(history).split('\n')[0]!).states;
    if (entities.states.length === 0 && answered.length === 1) entities = { ...entities, states: answered };
    reading = { tools: [listingOf(text)!], aggregate: false };
  } else if (reading.tools.length === 0 && LIST_THEM.test(message) && /^\W*how many\b/i.test(lastUserMessage(history) ?? '') && readIntents(lastUserMessage(history)!, extractEntities(lastUserMessage(history)!), false, false).aggregate) {
    // "How many rural schools in Texas have more than 75% FRL?", then "List them.": the schools counted, listed by the same query engine.
    return aggregate(toolbox, lastUserMessage(history)!.replace(/^\W*how many\b/i, 'Which'));
  } else if ((reading.tools.length === 0 || ALIGNS_BACK.test(message)) && asksStandardsAgain(message, history)) {
    // "what about ELA?" after a state's math standards: the same state's standards in that subject.
    // ("and ELA in Texas?": a state said now replaces the one asked before.)
    text = `${standardsRequest(history)!}\n${message}`;
    entities = extractEntities(text);
    if (namedNow.states.length > 0) entities = { ...entities, states: namedNow.states };
    reading = { tools: ['standards_certify'], aggregate: false };
  // ("what about its FRL peers in state?" after look-alikes names a tool of its own: not the list again.)
  // ("Now compare the top two of those on IDEA revenue" after districts ranked: the two compared, below, not the list again.)
  } else if (CUE.test(message) && !subjectNamed(entities) && topListedDistricts(message, history).length < 2 && !(reading.tools.length > 0 && reading.tools.some((tool) => NEEDS_SCHOOL.has(tool)) && !reading.tools.some((tool) => stateListTools(lastRequest(history) ?? '').includes(tool))) && stateListRefined(toolbox, message, history)) {
    // "what about gaps in AP course access?" after a state's equity gaps: the same list, with the filter said now.
    const previous = lastRequest(history)!;
    reading = { tools: tierListed(toolbox, stateListTools(previous), message), aggregate: false };
    text = `${previous}\n${message}`;
    entities = requestEntities(text);
  } else if (entities.districtNames.length === 0 && entities.leaids.length === 0 && (topDistricts = topListedDistricts(message, history)).length > 1 && toolbox.has('spending_compare')) {
    // "compare the top two from that admin list side by side" after districts ranked: those districts' spending side by side.
    entities = { ...entities, leaids: topDistricts };
    reading = { tools: ['spending_compare'], aggregate: false };
  } else if (!subjectNamed(entities) && /\b(?:the two|both|those two|these two|them)\b/i.test(message) && /\bside[- ]by[- ]side\b|\bcompar\w*|\bvs\.?\b|\bversus\b/i.test(message) &&
    recentDistricts(history).length > 1 && recentDistricts(history, 1).length === 1 && toolbox.has('spending_compare')) {
    // "ok put the two side by side across all the budget categories" after two districts' spending: those two compared.
    entities = { ...entities, leaids: recentDistricts(history) };
    reading = { tools: ['spending_compare'], aggregate: false };
  } else if (!subjectNamed(entities) && /^Spending of\b/.test(lastAnswer(history)) && /\bwhich (?:of (?:the|those|these) (?:two|three)|of them|one)\b/i.test(message) && SPENDING_MEASURE_WORD.test(message) && comparedDistricts(history).length > 1 && toolbox.has('spending_compare')) {
    // ("Which of the two puts more into instruction?" after two districts' spending side by side: the same comparison, which answers it.)
    entities = { ...entities, leaids: comparedDistricts(history).slice(0, MAX_DISTRICTS_COMPARED) };
    reading = { tools: ['spending_compare'], aggregate: false };
  } else if (reading.tools.includes('spending_compare') && !subjectNamed(entities) && EACH_OF_THEM.test(message) && comparedDistricts(history).length > 1) {
    // ("which of the three spends the most per pupil overall? side by side" after three districts' budgets: those three compared.)
    entities = { ...entities, leaids: comparedDistricts(history).slice(0, MAX_DISTRICTS_COMPARED) };
  } else if (!hasSchoolIn(entities) && entities.districtNames.length + entities.leaids.length === 1 && /\b(?:both|the two|those two|these two)\b/i.test(message) && /\bnext to\b|\bbeside\b|\balongside\b|\bin one table\b|\bside[- ]by[- ]side\b|\bcompar\w*|\bvs\.?\b|\bversus\b/i.test(message) &&
    recentDistricts(history).length > 1 && toolbox.has('spending_compare')) {
    // ("put both next to Phoenix City Schools in one table" after two districts' spending: those two and the one named now.)
    entities = { ...entities, leaids: [...recentDistricts(history).filter((leaid) => !entities.leaids.includes(leaid)), ...entities.leaids] };
    reading = { tools: ['spending_compare'], aggregate: false };
  } else if ((bulkOfListed = listedForBulk(message, entities, history)).length > 1 && toolbox.has('schools_bulk_import')) {
    // "pull full profiles with health scores for all three of those in one shot" after a list: those schools in one go.
    entities = { ...entities, ncesIds: bulkOfListed };
    reading = { tools: ['schools_bulk_import'], aggregate: false };
  } else if (addsBulkSections(message, entities, history)) {
    // "run that again with their contacts included": the same schools in one go, with the sections said now.
    text = `${lastUserMessage(history)!}\n${message}`;
    entities = extractEntities(text);
    reading = { tools: ['schools_bulk_import'], aggregate: false };
  } else if (reading.tools.length === 0 && !hasSchoolIn(entities) && previousRequest !== undefined && (renumbered = withNumberChanged(previousRequest, message)) !== undefined) {
    // "loosen it to 1,000+" after "high schools over 1,500 students in Texas": the request again with the new number
    // ("drop it to 50 and only California": and the state said now).
    const statesNow = entities.states;
    text = renumbered;
    entities = requestEntities(text);
    if (statesNow.length > 0) entities = { ...entities, states: statesNow };
    reading = readIntents(withoutName(text, entities), entities, hasSchoolIn(entities), focus.nces !== undefined, districtKnown());
    // ("what about over 1000?" after a count over 600: the question asked again with the new threshold, nothing appended.)
    if (reading.aggregate && reading.tools.length === 0 && THRESHOLD_ALONE.test(message)) return aggregate(toolbox, scopedQuestion(text, history));
  } else if ((redone = documentRedone(message, reading, history)) !== undefined) {
    // "charge it to Title IV-A specifically", "limit the compliance section to Title I" after a drafted document: the document again, for that program.
    const programsNow = entities.programs;
    text = `${previousRequest!}\n${message}`;
    entities = requestEntities(text);
    if (programsNow.length > 0) entities = { ...entities, programs: programsNow };
    reading = { tools: [redone], aggregate: false };
  } else if ((changedTools = detailChanged(toolbox, message, entities, reading, history, focus.nces !== undefined, districtKnown())) !== undefined) {
    // "what about the year before?", "now do Hispanic students", "what about curriculum adoptions?": the last request, one detail changed.
    reading = { tools: changedTools, aggregate: false };
    text = `${previousRequest!}\n${message}`;
    entities = requestEntities(text);
    // "and across all years?": the year the request said is dropped.
    if (ALL_YEARS.test(message)) entities = { ...entities, fundingYear: undefined };
    // "what about firewall appliances?" after "can E-Rate pay for Chromebooks?": the thing named now.
    const swapped = swappedItem(message);
    if (swapped && !extractEntities(message).item) entities = { ...entities, item: swapped, quantity: undefined, price: undefined };
    // "what about paying for wifi access points with E-Rate?" after an IDEA check: the program said now replaces the request's.
    const said = extractEntities(message);
    if (said.programs.length > 0 || said.erate) entities = { ...entities, programs: said.programs, erate: said.erate };
    // The state the last answer was about ("12 schools in TX have a ... gap") when the request said it earlier still.
    const answered = extractEntities(lastAnswer(history).split('\n')[0]!).states;
    if (entities.states.length === 0 && answered.length === 1 && !/\bnation(?:al(?:ly)?|wide)\b/i.test(message)) entities = { ...entities, states: answered };
  } else if (NARROWS.test(message) && !subjectNamed(extractEntities(message)) && previousRequest !== undefined && refinesExport(message, previousRequest)) {
    // "now only the bright spots" after an export: the export again, narrowed (not the bright-spots list).
    text = `${previousRequest}\n${message}`;
    entities = requestEntities(text);
    reading = { tools: ['export_schools'], aggregate: false };
  // ("bright spots there, middle schools only" after a state's profile: a list of its own, narrowed as it is asked.)
  } else if (!asksSchoolsLikeIt(message, reading.tools, history) && !(entities.item !== undefined && reading.tools.some((tool) => ITEM_TOOLS.has(tool))) && !rankedInState &&
    !(reading.tools.length === 1 && LISTS_OF_THEIR_OWN.has(reading.tools[0]!) && answeredBy(lastAnswer(history)) !== reading.tools[0]) && refinesLastRequest(message, entities, history)) {
    // ("Could Title IV-A pay for coaching stipends instead?" names a thing of its own: a check of its own, no list narrowed.)
    // "only the principal changes pls", "only ones in the same state": the last request again, narrowed by the filters (or programs) said now.
    // "now limit that to ones eligible for Title III": the programs said now replace the request's.
    const programsNow = entities.programs;
    const erateNow = entities.erate;
    text = lastRequest(history)!;
    entities = requestEntities(text);
    if (programsNow.length > 0 || erateNow) entities = { ...entities, programs: programsNow, erate: erateNow };
    // "same filter but nationwide": the request over the whole nation; "now just within AZ": that state.
    if (NATIONAL.test(message)) entities = { ...entities, states: [] };
    const statesNow = extractEntities(message).states;
    if (statesNow.length > 0) entities = { ...entities, states: statesNow };
    // "sort by budget instead" after a list: the list's own tool, not a school of it the conversation now points at.
    const listed = answeredBy(lastAnswer(history));
    reading = listed ? { tools: tierListed(toolbox, [listed], message), aggregate: false } : readIntents(withoutName(text, entities), entities, hasSchoolIn(entities), focus.nces !== undefined, districtKnown());
  } else if ((reading.tools.length === 0 || (CUE.test(message) && reading.tools.every((tool) => tool === 'school_contacts') && !/\bwho(?:'s| is| are)? (?:else )?(?:on file|listed|on record)\b/i.test(message) &&
    // ("who's the principal there? plus whoever handles purchasing for the district": the school's own contacts asked too, which list its district's;
    // "and the district CFO - name and phone?": one of the district's people asked, its contacts.)
    !/\bprincipals?\b/i.test(message) && readStatedFilters(message).role === undefined)) && focus.nces !== undefined && /\bdistrict(?:'s)?\b/i.test(message) && entities.districtNames.length === 0 && entities.leaids.length === 0 && lastUserMessage(history)) {
    // "and the district?", "and at the district office, just the CFO": the last request asked of the school's district.
    const previous = lastUserMessage(history)!;
    const before = extractEntities(previous);
    const asked = readIntents(withoutName(previous, before), before, hasSchoolIn(before), true).tools;
    reading = { tools: [...new Set(asked.map((tool) => DISTRICT_COUNTERPART[tool] ?? DISTRICT_FALLBACK))], aggregate: false };
    entities = { ...before, ncesIds: [], districtNames: [], leaids: [] };
    delete entities.schoolName;
    text = previous;
    forDistrict = true;
  // ("ok great. write the Title II-A narrative for that school then": a document asked of its own, no follow-up of the check before.)
  } else if (!profileAgainstState && ((reading.tools.length === 0 && !reading.aggregate) || onlyDefaultProfile || (CUE.test(message) && schoollessRead(reading.tools, entities, focus) && !OWN_SCHOOL_UNNAMED.test(message) && !(DOCUMENT_ASKED.test(message) && reading.tools.some((tool) => DOCUMENT_TOOLS.has(tool)))) || (COMPARE_THAT.test(message) && (hasSchoolIn(entities) || (entities.states.length > 0 && entities.districtNames.length === 0 && !AGAINST_STATE_AVERAGE.test(message)) || comparesDistrictBeyondSpending(message, entities, history))) || ((SAME_FOR.test(message) || CHANGES_ANSWER.test(message) || (CORRECTED.test(message) && !entities.item)) && subjectNamed(entities)))) {
    // "same for Ohio", "and for Woodland County Schools?": the previous request about a new subject.
    // ("Sorry, I meant 12 welding booths ... at Lincoln High School -- what can pay for it?": a thing of its own is a request of its own.)
    // ("And at Harrison High School specifically? Does their eligibility change the answer?": the same request, for that school.)
    // A question of its own over many schools ("average FRL in Ohio") is not a follow-up.
    const previous = lastRequest(history, SAME_FOR.test(message));
    // "compare that with X" (a school) repeats the last request for X, as "and X?" does.
    const merged = previous ? followUpEntities(message.replace(COMPARE_THAT, 'and'), entities, previous) : undefined;
    // ("and for rural elementary schools?" after an average over suburban ones: the same average, the locale swapped, not a locale's E-Rate discount.)
    const localeSwapped = previous !== undefined && /\b(?:rural|suburban|suburbs?|towns?|urban|city)\b/i.test(message) && swapMeasure(message, previous) !== undefined && averagedBefore(previous);
    if (previous && merged && !localeSwapped) {
      let repeated = readIntents(withoutName(previous, merged), merged, hasSchoolIn(merged), focus.nces !== undefined, districtKnown());
      // "now just Texas", "and in CA?": a state's request, or a count, asked again of the new state.
      const newState = entities.states.length === 1 && !hasSchoolIn(entities) && entities.districtNames.length === 0 ? entities.states[0] : undefined;
      if (newState) {
        // The request's own line decides its tools ("Nationally, how many schools...", not "now just Texas" after it).
        const request = previous.split('\n')[0]!;
        // (Read for the new state: "average math in my state?", "California", then "vs TX?" asks Texas's.)
        const said = extractEntities(request);
        const before = said.states.length === 0 && /\b(?:my|our|the|this|that) state\b/i.test(request) ? { ...said, states: [newState] } : said;
        const asked = readIntents(withoutName(request, before), before, hasSchoolIn(before), false);
        if (asked.tools.length > 0 && asked.tools.every((tool) => STATE_SCOPED.has(tool))) repeated = asked;
        else if (asked.aggregate) return aggregate(toolbox, restatedForState(previous, newState));
      }
      // The previous request found its tool in the catalogue's words (no rule read it): so does its repeat.
      if (repeated.tools.length === 0 && !repeated.aggregate) {
        const chosen = catalogueFallback(toolbox.available(), withoutName(previous, merged), subjectNamed(merged) ? accountTools(toolbox) : undefined, true);
        if (chosen) repeated = { tools: [chosen.tool], aggregate: false };
      }
      // "and nationally?" after a state's profile: the nation's figures are its market summary.
      if (merged.states.length === 0 && NATIONAL.test(message) && repeated.tools.includes('state_profile')) {
        repeated = { tools: repeated.tools.map((tool) => (tool === 'state_profile' ? 'market_summary' : tool)), aggregate: false };
      }
      // ("and nationally?" after states' markets: the nation's market, whatever else the request's words read as.)
      if (merged.states.length === 0 && NATIONAL.test(message) && answeredBy(lastAnswer(history)) === 'market_summary') repeated = { tools: ['market_summary'], aggregate: false };
      // "and in 2023?" after a count of 2024: the same question of the year said now.
      const yearNow = entities.fundingYear;
      if (yearNow !== undefined && repeated.aggregate && /\b(?:19|20)\d\d\b/.test(previous.split('\n')[0]!)) {
        return aggregate(toolbox, previous.split('\n')[0]!.replace(/\b(?:19|20)\d\d\b/, String(yearNow)));
      }
      if (repeated.tools.length > 0 || repeated.aggregate) {
        text = previous;
        entities = merged;
        reading = repeated;
      }
    } else if (previous && swapMeasure(message, previous) !== undefined && averagedBefore(previous)) {
      // "average frl in Ohio", then "what about math?": the same question over the new measure (an aggregate, or the state's own average).
      const swapped = swapMeasure(message, previous)!;
      const again = readIntents(swapped, extractEntities(swapped), false, false);
      if (again.aggregate || again.tools.length === 0) return aggregate(toolbox, scopedQuestion(swapped, history));
      text = swapped;
      entities = extractEntities(swapped);
      reading = again;
    } else if (previous && refinesExport(message, previous)) {
      // "now elementary", "only hot leads": the last export again with the filter said now.
      text = `${previous}\n${message}`;
      entities = extractEntities(text);
      reading = { tools: ['export_schools'], aggregate: false };
    }
  }

  // ("Who are the principals at the top two on that list?" after a list of schools: each of those schools' contacts.)
  const topOfList = TOP_OF_LIST.exec(message);
  if (topOfList && /\bprincipals?\b|\bcontacts?\b/i.test(message) && !subjectNamed(namedNow) && toolbox.has('school_contacts')) {
    const listed = [...lastAnswer(history).matchAll(/^\d+\.\s.*?\bNCES (\d{12})\b/gm)].map((row) => row[1]!);
    const count = placeNumber(topOfList[1]!);
    if (listed.length >= count) {
      entities = { ...entities, ncesIds: listed.slice(0, count) };
      reading = { tools: ['school_contacts'], aggregate: false };
    }
  }
  // "X: what lead tier is it, and how much does its district spend?": each question's tools, in the order asked.
  if (text === message && reading.tools.length > 0 && !reading.aggregate) {
    reading = { ...reading, tools: withEachQuestion(reading.tools, withoutName(message, entities), entities, focus.nces !== undefined, districtKnown()) };
  }

  // One call for several schools answers every section asked of them: no school tool beside it.
  if (reading.tools.includes('schools_bulk_import')) reading = { ...reading, tools: ['schools_bulk_import'] };

  // A tool named as the API spells it ("equity_gaps?", "school_funding 010012800073", "POST /grants/write for X"): that tool, whatever its words read as.
  // (Asked what it lacked, "equity_gaps?" then "CA", "POST /grants/write for X" then "TITLE_II_A": the tool the question was about.)
  const spelled = toolsNamed(toolbox.available(), message).concat(pending !== undefined && !ASKS_ANEW.test(message) ? toolsNamed(toolbox.available(), pending) : []);
  // ("POST /query question='how many schools are in Texas?'", "GET /query/ask q='average frl in CA' show_cypher=true": the question quoted is asked.)
  const quoted = /\b(?:q|question)\s*[=:]\s*(['"])(.+?)\1/i.exec(message)?.[2];
  if (quoted && spelled.length === 1 && spelled[0] === 'query') return aggregate(toolbox, quoted, namedArguments(toolbox.tool('query'), message).show_cypher === true);
  if (quoted && spelled.length === 1 && spelled[0] === 'query_ask') return answerWith(toolbox, 'query_ask', { q: quoted, ...namedArguments(toolbox.tool('query_ask'), message) });
  if (spelled.length > 0 && !spelled.some((tool) => tool === 'query' || tool === 'query_ask')) reading = { tools: spelled, aggregate: false };

  // No rule read a tool (or only the query tool's aggregate): the catalogue's own words may name one.
  // A statistic over many schools (an average, a count, a ranking of states) stays the query tool's.
  // ("Which of our schools have the biggest classes by pupil-teacher ratio?" with the district named: a ranking of its schools, the query tool's.)
  if (reading.tools.length === 0 && !SMALL_TALK.test(message) && !(reading.aggregate && (STATISTIC.test(message) || (entities.districtNames.length + entities.leaids.length > 0 && /\bwhich of (?:our|the|their|its) schools\b|\brank (?:our|the|their|its) schools\b/i.test(message))))) {
    const anchored = hasSchoolIn(entities) || entities.states.length > 0 || entities.districtNames.length > 0 || entities.leaids.length > 0 || focus.nces !== undefined || focus.leaid !== undefined;
    // A school, district or state named: the account and service tools (plans, usage, health) take no such subject.
    const chosen = catalogueFallback(toolbox.available(), withoutName(message, entities), subjectNamed(entities) ? accountTools(toolbox) : undefined, anchored);
    if (chosen) reading = { tools: [chosen.tool], aggregate: false };
  } else if (reading.subjectOnly && entities.states.length === 1 && !hasSchoolIn(entities)) {
    // A state read only because it was named ("achievement gap data for Ohio"): a tool the other words name wins over its profile.
    const chosen = catalogueFallback(toolbox.available(), withoutName(message, entities), new Set([...NEEDS_SCHOOL, ...accountTools(toolbox)]));
    if (chosen) reading = { tools: [chosen.tool], aggregate: false };
  } else if (!pending && reading.tools.length > 0 && reading.tools.every((tool) => NEEDS_SCHOOL.has(tool)) && !hasSchoolIn(entities) && focus.nces === undefined && entities.states.length > 0) {
    // School tools read with no school anywhere but a state named ("where is Ohio struggling to hire teachers"):
    // the request is about the state, so the catalogue's tools beside the school ones are scored.
    const chosen = catalogueFallback(toolbox.available(), withoutName(message, entities), new Set([...NEEDS_SCHOOL, ...accountTools(toolbox)]));
    // Nothing more precise: the state's own overview ("what does K-12 look like across Texas?").
    const stateTool = chosen?.tool ?? (entities.states.length === 1 && toolbox.has('state_profile') ? 'state_profile' : undefined);
    if (stateTool) reading = { tools: [stateTool], aggregate: false };
  }

  // ("PD contract: 6 days of on-site coaching, $3,800/day. funding source?", read as no tool: the priced purchase, qualified.)
  const pricedAlone = reading.tools.length === 0 && !reading.aggregate && !entities.item && entities.price !== undefined && !hasSchoolIn(entities) && entities.programs.length === 0 && SOURCES_ASKED.test(message) && toolbox.has('purchase_qualify') ? pricedPurchase(message) : undefined;
  if (pricedAlone) {
    entities = { ...entities, item: pricedAlone };
    reading = { tools: ['purchase_qualify'], aggregate: false };
  }
  // ("now California and Texas side by side" after the nation's or a state's market: each state's market, the same figures.)
  if (answeredBy(lastAnswer(history)) === 'market_summary' && entities.states.length > 0 && reading.tools.length > 0 && reading.tools.every((tool) => tool === 'state_profile') &&
    message.trim().split(/\s+/).length <= 10 && /^\W*(?:and|now|same for|what about|how about)\b|\bside[- ]by[- ]side\b/i.test(message) && !/\bprofiles?\b/i.test(message)) reading = { tools: ['market_summary'], aggregate: false };
  // ("and nationally?" after a state's profile or market: the nation's market, which holds the same counts and shares.)
  if (/^\W*(?:(?:and|what about|how about|same)\W+)?(?:nationally|nationwide|for the (?:nation|country|us)|the (?:nation|whole country|us))\W*$/i.test(message) &&
    (STATE_PROFILE_ANSWER.test(lastAnswer(history)) || answeredBy(lastAnswer(history)) === 'market_summary') && toolbox.has('market_summary')) {
    entities = { ...entities, states: [] };
    reading = { tools: ['market_summary'], aggregate: false };
  }
  // ("And how many public schools are there in the state overall?" after a state's shortages: that state's own total, which its profile holds.)
  const stateTalkedAbout = reading.tools.length === 0 && reading.aggregate && entities.states.length === 0 && /\bin the state\b/i.test(message) ? stateOfConversation(message, history)[0] : undefined;
  if (stateTalkedAbout) {
    const withState = { ...entities, states: [stateTalkedAbout] };
    const again = readIntents(withoutName(message, withState), withState, false, false);
    if (again.tools.length === 1 && again.tools[0] === 'state_profile') [entities, reading] = [withState, again];
  }
  if (reading.tools.length === 0) {
    if (SMALL_TALK.test(message)) return `Hello. ${CAPABILITIES}`;
    // "how many Title I middle schools are in the state?", "what's the state average for suspensions?" with no state said or talked about: which state is asked.
    if (reading.aggregate && text === message && /\b(?:in|across) (?:the|my|our) state\b|\bthe state(?:'s)? (?:average|avg|mean|median)\b/i.test(message) && entities.states.length === 0 && stateOfConversation(message, history).length === 0) return ASK_STATE;
    // ("Which of our buildings has the lowest enrollment?" with no district said or talked about: which district is asked.)
    // ("Which school in the district has the lowest reading scores?" with no district talked of: which district.)
    if (reading.aggregate && /\bof our (?:buildings|schools|campuses)\b|\b(?:in|across|of) (?:the|our|my|this|that) district\b/i.test(message) && entities.districtNames.length === 0 && entities.leaids.length === 0 && focus.leaid === undefined && focus.nces === undefined) return ASK_DISTRICT;
    if (reading.aggregate) return aggregate(toolbox, scopedQuestion(text === message || text.endsWith(`\n${message}`) ? text : `${text}\n${message}`, history));
    // "break that down by locale" after a state's figures: its schools counted by that group.
    const group = BROKEN_DOWN_BY.exec(message)?.[1];
    const stateTalked = group ? stateOfConversation(message, history)[0] : undefined;
    if (group && stateTalked) return aggregate(toolbox, `how many schools by ${group.toLowerCase().replace(/^school /, '')} in ${STATES[stateTalked] ?? stateTalked}?`);
    // "and the other district I asked about yesterday?": a subject said somewhere this conversation does not hold, so which one is asked.
    const pointed = POINTS_AT_UNSAID.exec(message);
    const pointedAt = pointed?.slice(1).find(Boolean);
    if (pointedAt) return /^district/i.test(pointedAt) ? ASK_DISTRICT : /^state/i.test(pointedAt) ? ASK_STATE : ASK_SCHOOL;
    // "can schools use federal money for our product?": what is sold is asked, then qualified.
    if (OUR_PRODUCT.test(message) && /\bfederal\b|\bfund|\bmoney\b|\bgrants?\b|\bpay for\b|\btitle\b|\be-?rate\b/i.test(message)) return ASK_ITEM;
    // "how much would it cost?", "send me that list again" as the first message: what it is is asked, not declined.
    if (history.length === 0 && POINTS_AT_NOTHING.test(message)) return NOTHING_EARLIER;
    // "does it qualify for Title IV-A?" with nothing said before: what "it" is is asked.
    if (history.length === 0 && /^\W*(?:does|do|is|are|would|will|can|could) (?:it|they|this|that)\b/i.test(message) && namesProgram(entities)) return 'Which school (or which purchase) do you mean? Give me its name or NCES id, or describe what would be bought?';
    return OUT_OF_REACH;
  }

  // "what does Perkins allow? like is it ok for what we talked about at the department meeting": the cost meant was never said here.
  // ("what about the other thing we talked about at the meeting?" after a cost: not that one, and never said.)
  if (!entities.item && THING_UNSAID.test(message) && (!lastItemSaid(history) || /\bthe other (?:thing|stuff|item|one|purchase)\b/i.test(message))) return ASK_COST;
  // "what other programs could fund it at X?" after an item was checked: that purchase, qualified for X.
  // ("so what federal programs could pay for that purchase?" after a quote was read: the same.)
  // ("what about for our school, which programs could pay?", then the school named: the request asked, with the school.)
  // ("which federal programs COULD pay for them then? check all of them" after an E-Rate verdict: every program's verdict on it.)
  if (reading.tools.length === 1 && ['school_funding', 'grant_programs'].includes(reading.tools[0]!) && !entities.item && PAYS_FOR_IT.test(text) && lastItemSaid(history) && toolbox.has('purchase_qualify')) {
    reading = { tools: [/\bcheck (?:all|each|every one) of (?:them|those|these)\b|\bcheck (?:them|those) all\b/i.test(message) && /^Compliance of\b/.test(lastAnswer(history)) && toolbox.has('compliance_check') ? 'compliance_check' : 'purchase_qualify'], aggregate: false };
  }
  // "what are the conditions if we use Title IV-A?" after a purchase: that purchase checked against the program named.
  if (reading.tools.length === 1 && ['school_funding', 'grant_programs'].includes(reading.tools[0]!) && !entities.item && entities.programs.length > 0 && USE_CONDITIONS.test(message) && lastItemSaid(history) && toolbox.has('compliance_check')) {
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // "so could we buy ukuleles for music class with it?" after a program was asked about: the purchase checked against that program.
  const askedBefore = lastUserMessage(history);
  // ("Could it buy 300 portable Wi-Fi hotspots?" after "What can Title IV-A be used for?": the program is what "it" is.)
  if (reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' && entities.item && entities.programs.length === 0 && !entities.erate && (PAID_WITH_IT.test(message) || PROGRAM_AS_IT.test(message)) &&
    askedBefore !== undefined && extractEntities(askedBefore).programs.length === 1 && toolbox.has('compliance_check')) {
    entities = { ...entities, item: entities.item.replace(PAID_WITH_IT, '').trim() };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // "would a next-gen firewall be eligible to spend that on?" after a school's E-Rate figures: the thing checked against E-Rate.
  if (reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' && entities.item && entities.programs.length === 0 && !entities.erate && /\beligible\b/i.test(message) &&
    // ("is a $3,200 firewall license renewal eligible?" after the year's E-Rate filing steps: the same.)
    /^(?:Category 2 budget|.*\bis (?:ELIGIBLE|NOT ELIGIBLE) for E-Rate|E-Rate funding year \d{4}\b)/.test(lastAnswer(history))) {
    entities = { ...entities, erate: true };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("(4) welding simulators @ $18,500. which federal program is the natural fit at X?": a priced purchase for the school named, qualified.)
  // ("drafting a PO: 1 yr Securly web filter, 3,400 students @ $4.25. e-rate or title money?", "PD contract: 6 days ... $3,800/day. funding source?":
  // the same with no school named.)
  // ("X — 90 USB headsets w/ mic @ $21.50 for the ELL language lab. what can pay": the learners named are who it is for, no profile asked.)
  const priced = !entities.item && entities.price !== undefined && (entities.schoolName !== undefined ? reading.tools.every((tool) => tool === 'grant_programs' || tool === 'school_funding' || tool === 'school_profile') :
    !hasSchoolIn(entities) && focus.nces === undefined && entities.programs.length === 0 && reading.tools.every((tool) => ['grant_programs', 'school_funding', 'school_erate_eligibility', 'erate_c2_budget'].includes(tool)) && SOURCES_ASKED.test(message)) &&
    /\bprograms?\b|\bfit\b|\boptions?\b|\bpays?\b|\bfund|\bmoney\b|\bsources?\b/i.test(message) ? pricedPurchase(message, entities.schoolName) : undefined;
  if (priced) {
    entities = { ...entities, item: priced };
    reading = { tools: ['purchase_qualify'], aggregate: false };
  }
  // ("managed internal broadband, 36 mo @ $2,200/mo. E-Rate takes that as C2?", no school named: the purchase checked against E-Rate.)
  const erateItem = hasSchoolIn(entities) ? undefined : erateItemAsked(message);
  if (erateItem && reading.tools.every((tool) => ERATE_ITEM_MISREAD.has(tool))) {
    entities = { ...entities, item: erateItem, erate: true, programs: [] };
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("does cat6a cabling + install for 30 classrooms qualify for erate?" with no school talked about: the thing weighed for
  // E-Rate, which programs could pay when "qualify" is said; it was read as a school's E-Rate eligibility and a school asked.)
  // ("firewall on C2 — eligible?" read as a Category 2 budget, "is MIBS still allowed under C2?" as a check of no thing, "vendor rep swears
  // Chromebooks are E-Rate eligible" as the vendors: the same.)
  // ("Check whether stadium lighting control counts as E-Rate eligible at all." after a school's discount: the thing, whatever school was talked of.)
  const erateThing = !hasSchoolIn(entities) && (focus.nces === undefined || /^\W*(?:(?:can you|please|now|ok(?:ay)?,?|so) )?check (?:whether|if)\b/i.test(message)) && reading.tools.length === 1 && (reading.tools[0] === 'school_erate_eligibility' || reading.tools[0] === 'erate_c2_budget' || reading.tools[0] === 'erate_vendors' || (reading.tools[0] === 'compliance_check' && !entities.item)) ? erateThingAsked(message) : undefined;
  if (erateThing) {
    const qualify = /\bqualif|\bwhich category\b/i.test(message);
    entities = { ...entities, item: erateThing, erate: !qualify, programs: [] };
    reading = { tools: [qualify ? 'purchase_qualify' : 'compliance_check'], aggregate: false };
  }
  // "OK then what about Title IV-A for the same Chromebooks?" after a cost was checked: the same check under the program named now.
  // ("what about Title IV-A specifically?" after the programs that could pay for a thing: that thing weighed under the one named.)
  if (reading.tools.length === 1 && reading.tools[0] === 'purchase_qualify' && (entities.programs.length > 0 || entities.erate) && CUE.test(message) &&
    (/^Compliance of\b/.test(lastAnswer(history)) || (answeredBy(lastAnswer(history)) === 'purchase_qualify' && programAloneAfter(message)))) {
    reading = { tools: ['compliance_check'], aggregate: false };
  }
  // ("Which federal programs can pay for it at Willow Creek Elementary?", "can we use federal funds for it at X?" opening a conversation: what "it" is is asked; "a 'how to pay for it'
  // flyer" quotes words, asking nothing.)
  if (history.length === 0 && reading.tools.length > 0 && reading.tools.every((tool) => tool === 'school_funding' || tool === 'purchase_qualify' || tool === 'grant_programs') && !entities.item && PAYS_FOR_VAGUE.test(unnamed)) {
    // ("CBM progress monitoring tool ..., ~3,000 students at $6/student. which federal funds can pay for it?": "it" is the priced thing said first.)
    const pricedBefore = entities.price !== undefined && !hasSchoolIn(entities) && SOURCES_ASKED.test(message) ? pricedPurchase(message) : undefined;
    if (!pricedBefore || !toolbox.has('purchase_qualify')) return ASK_ITEM;
    entities = { ...entities, item: pricedBefore };
    reading = { tools: ['purchase_qualify'], aggregate: false };
  }
  // ("what about for our school specifically, which programs could pay?" with no school talked about: which school is asked.)
  if (reading.tools.includes('purchase_qualify') && !hasSchoolIn(entities) && focus.nces === undefined && /\b(?:our|my) (?:school|campus)\b/i.test(message)) return ASK_SCHOOL;

  // "meh. show me better leads in the same state" after a school's lead tier, with nothing sold named in the conversation: the schools ranked by their score.
  if (reading.tools.length === 1 && reading.tools[0] === 'leads_from_purchase' && entities.programs.length === 0 && !entities.erate && !entities.item && /\b(?:better|best|top|strongest) (?:leads|prospects|opportunities)\b/i.test(message) &&
    !lastItemSaid(history) && !history.some((entry) => entry.role === 'user' && namesProgram(extractEntities(entry.content))) && toolbox.has('opportunities')) {
    reading = { tools: ['opportunities'], aggregate: false };
  }

  // "ok find me high schools in CA eligible for Perkins V then" after a product was qualified: its buyers through that program, not an ideal-customer search.
  if (reading.tools.length === 1 && reading.tools[0] === 'icp_search' && entities.programs.length > 0 && !entities.item && !/\bicp\b|\bfit\b|\bideal[- ]customer\b/i.test(message) && lastItemSaid(history) && toolbox.has('leads_from_purchase')) {
    reading = { tools: ['leads_from_purchase'], aggregate: false };
  }

  // "the teacher shortage subjects for my state": which state is theirs is not known, so it is asked.
  // ("the top opportunities in that state", "like the last list but in the other state" with no state talked about: the same.)
  const noStateTalked = !history.some((entry) => extractEntities(entry.content).states.length > 0);
  if ((/\b(?:my|our) (?:own )?state\b|\bin the state\b/i.test(message) || (noStateTalked && /\b(?:that|this|the same|the other) state\b/i.test(message))) && entities.states.length === 0 && reading.tools.some((tool) => STATE_SCOPED.has(tool))) return ASK_STATE;

  // "export those as csv" after a list ("bright spots in Ohio"): the export takes that request's filters.
  if (reading.tools.includes('export_schools') && text === message && POINTS_BACK.test(message) && lastUserMessage(history)) {
    // (A list refined since it was asked, "HOT leads in Texas" then "re-sort by timing", keeps its filters: the whole request.)
    text = `${lastRequest(history) ?? lastUserMessage(history)}\n${message}`;
    // (The conversation's state, found for "in that state", stays when neither line names one.)
    const joined = extractEntities(text);
    entities = joined.states.length === 0 && entities.states.length > 0 ? { ...joined, states: entities.states } : joined;
  }

  // "now write the narrative for that school" when the school was named in words before and never looked up: that name.
  if (!hasSchoolIn(entities) && focus.nces === undefined && /\b(?:that|the|this|same) (?:school|campus)\b/i.test(message)) {
    const earlier = history.filter((entry) => entry.role === 'user').map((entry) => extractEntities(entry.content).schoolName).filter((name) => name !== undefined).at(-1);
    if (earlier) entities = { ...entities, schoolName: earlier };
  }

  // The school: an id in the message, else a name resolved by search, else the one of the last turn.
  let nces: string | undefined = entities.ncesIds.at(-1);
  let schoolLeaid: string | undefined;
  // (A school search takes a district only when one is named: "list the schools in Woodland County Schools".)
  // ("List the schools in the same district as X": X found first, then its district's schools.)
  const schoolsOfItsDistrict = reading.tools.includes('schools_search') && entities.schoolName !== undefined && /\bsame district as\b|\bschools in (?:its|their|that school's|the school's) district\b/i.test(message);
  const wantsDistrict = reading.tools.some(takesDistrict) || (reading.tools.includes('schools_search') && entities.districtNames.length + entities.leaids.length > 0) || schoolsOfItsDistrict;
  const needsSchool = reading.tools.some((tool) => NEEDS_SCHOOL.has(tool)) || (reading.tools.includes('purchase_qualify') && entities.schoolName !== undefined);
  // A C2 budget asked of a district (named, or by LEA id) is the district's, not the last school's.
  // "how much C2 budget does their district have?" after a school: that school's district, by its LEA id.
  const c2ForDistrict = reading.tools.includes('erate_c2_budget') && !nces && !entities.schoolName &&
    (forDistrict || districtKnown() || entities.leaids.length > 0 || entities.districtNames.length > 0 || /\b(?:their|its|the|that|this|his|her) district\b/i.test(message));
  // ("Pull profiles for three members in one batch: A, B and C, all in Phoenix, AZ": each name found, then all of them imported in one call.)
  if (reading.tools.includes('schools_bulk_import') && entities.ncesIds.length === 0 && entities.schoolName && entities.otherSchoolNames?.length) {
    const ids: string[] = [];
    for (const name of [entities.schoolName, ...entities.otherSchoolNames].slice(0, MAX_BULK_NAMES)) {
      const found = await resolveSchool(toolbox, name, text, entities.states);
      if (found.kind !== 'found') return resolutionQuestion(found);
      ids.push(found.school.nces_id);
    }
    const { schoolName: _first, otherSchoolNames: _others, ...rest } = entities;
    entities = { ...rest, ncesIds: ids };
  }
  if (!nces && entities.schoolName && (needsSchool || wantsDistrict || (reading.tools.includes('erate_c2_budget') && !c2ForDistrict))) {
    const resolution = await resolveSchool(toolbox, entities.schoolName, listedWithin ? `${text} (${listedWithin})` : text, entities.states);
    if (resolution.kind !== 'found') return resolutionQuestion(resolution);
    nces = resolution.school.nces_id;
    schoolLeaid = resolution.school.leaid;
    // "what's the NCES id for X?": the search that found it is the answer.
    // ("What's the 12-digit NCES ID for X? USAC's entity lookup is down again.": the id, USAC only why it is asked here.)
    if (ASKS_ID_ONLY.test(message) && reading.tools.every((tool) => tool === 'school_profile' || (tool === 'school_erate_eligibility' && !/\bdiscount|\beligib|\bben\b|\bbilled entity\b|\bnslp\b|\bcommit/i.test(message)))) {
      const district = resolution.school.district_name;
      return `${schoolLabel(resolution.school)}: its NCES id is ${nces}${schoolLeaid ? `, and its district${district ? `, ${district},` : ''} has LEA id ${schoolLeaid}` : ''}.`;
    }
    // "compare Lincoln High and Harrison High": each school named gets the school tools.
    // ("We've got two buildings, A and B. What's the free/reduced % at A?": the question asks of one of them.)
    const question = text.match(/[^.?!]+\?/g)?.at(-1) ?? '';
    const askedOfOne = question.includes(entities.schoolName!) && !entities.otherSchoolNames?.some((name) => question.includes(name)) && !/\bboth\b|\beach\b|\bcompar|\bvs\.?\b|\bversus\b/i.test(question);
    if (entities.otherSchoolNames && !askedOfOne && reading.tools.some((tool) => NEEDS_SCHOOL.has(tool))) {
      const ids = [nces];
      for (const name of entities.otherSchoolNames.slice(0, MAX_STATES_COMPARED - 1)) {
        const other = await resolveSchool(toolbox, name, text, entities.states);
        if (other.kind !== 'found') return resolutionQuestion(other);
        ids.push(other.school.nces_id);
      }
      entities = { ...entities, ncesIds: ids };
    }
  }
  // ("X has one MDF and two IDFs; we want to replace the core switch. Eligible for E-Rate C2?": the verdict needs no school, but the school
  // named is found and said, so "what's their C2 discount?" next knows which; a name that finds no one school is left unsaid.)
  let weighedFor: string | undefined;
  if (!nces && entities.schoolName && reading.tools.length > 0 && reading.tools.every((tool) => tool === 'compliance_check')) {
    const found = await resolveSchool(toolbox, entities.schoolName, text, entities.states);
    if (found.kind === 'found') weighedFor = `(Weighed for ${schoolLabel(found.school)}.)`;
  }
  if (!nces && !entities.schoolName && !c2ForDistrict && reading.tools.some((tool) => NEEDS_SCHOOL.has(tool) || tool === 'erate_c2_budget' || tool === 'purchase_qualify')) {
    // "pull the health score" after a list of schools that is about no one school: which of them is asked.
    if (reading.tools.some((tool) => NEEDS_SCHOOL.has(tool)) && listWithoutSubject(history, /NCES \d{12}/) && !PLURAL_BACK.test(message) && !/\b(?:each|every|all)\b/i.test(message)) return ASK_SCHOOL;
    nces = focus.nces ?? (reading.tools.some((tool) => NEEDS_SCHOOL.has(tool)) && focus.leaid ? schoolOfDistrictTalkedAbout(history, focus.leaid) : undefined);
    // "and their health tiers?" after two schools set side by side: each of them.
    const answered = PLURAL_BACK.test(message) ? schoolsSideBySide(history, /\b(?:those|these|the|both) (?:two|2)\b|\bboth\b/i.test(message) ? 2 : undefined) : [];
    if (answered.length > 1 && entities.ncesIds.length === 0) entities = { ...entities, ncesIds: answered };
  }

  let leaids: string[] = [];
  // "pull the district report" after districts ranked: which of them is asked.
  // ("drill into that district" after schools of several districts listed, or "the district" after two schools of different districts side by side: the same.)
  if ((wantsDistrict || c2ForDistrict) && !nces && !reading.tools.includes('spending_compare') && entities.districtNames.length + entities.leaids.length === 0 && (listWithoutSubject(history, /LEA (?:id )?\d{7}/) || (!listed && /\b(?:that|the|this) district\b/i.test(message) && (listSpansDistricts(history) || new Set(schoolsSideBySide(history).map((id) => id.slice(0, 7))).size > 1))) && !PLURAL_BACK.test(message)) return ASK_DISTRICT;
  // ("How does Phoenix City Schools rank in its own state on per-pupil spending?": the district found, for the state it ranks in.)
  const rankedInItsState = reading.tools.includes('spending_rankings') && entities.states.length === 0 && entities.districtNames.length + entities.leaids.length === 1;
  if (wantsDistrict || c2ForDistrict || rankedInItsState) {
    const found = await districtsOf(toolbox, entities, nces, schoolLeaid, focus);
    if ('question' in found) return found.question;
    leaids = found.leaids;
    // "compare Avondale High School's district with Phoenix City Schools": the school's district beside the one named, in the order said.
    // ("We (X) always get compared to the district that runs Avondale High School": the same.)
    const schoolsDistrict = entities.schoolName && new RegExp(`${escapeRegExp(entities.schoolName)}['’]s district\\b|\\bthe district (?:that|which) (?:runs|operates|oversees|has) ${escapeRegExp(entities.schoolName)}\\b`, 'i').test(message);
    if (schoolsDistrict && schoolLeaid && !leaids.includes(schoolLeaid) && entities.districtNames.length > 0 && /\bcompare\b|\bvs\.?\b|\bversus\b|\bside by side\b|\bagainst\b/i.test(message) && reading.tools.includes('district_spending') && toolbox.has('spending_compare')) {
      const schoolFirst = message.indexOf(entities.schoolName!) < message.indexOf(entities.districtNames[0]!);
      leaids = (schoolFirst ? [schoolLeaid, ...leaids] : [...leaids, schoolLeaid]).slice(0, MAX_DISTRICTS_COMPARED);
      reading = { tools: reading.tools.map((tool) => (tool === 'district_spending' ? 'spending_compare' : tool)), aggregate: false };
    }
    // ("Compare finances for the districts of A (AL) and B (AZ)": each school's district, side by side.)
    if (schoolLeaid && entities.otherSchoolNames?.length && entities.districtNames.length === 0 && /\b(?:the|their|both) districts\b/i.test(message) && /\bcompar\w*|\bvs\.?\b|\bversus\b|\bside by side\b/i.test(message) && reading.tools.includes('district_spending') && toolbox.has('spending_compare')) {
      const theirs = [schoolLeaid];
      for (const name of entities.otherSchoolNames.slice(0, MAX_DISTRICTS_COMPARED - 1)) {
        const other = await resolveSchool(toolbox, name, text, entities.states);
        if (other.kind !== 'found') return resolutionQuestion(other);
        if (other.school.leaid && !theirs.includes(other.school.leaid)) theirs.push(other.school.leaid);
      }
      if (theirs.length > 1) {
        leaids = theirs;
        reading = { tools: reading.tools.map((tool) => (tool === 'district_spending' ? 'spending_compare' : tool)), aggregate: false };
      }
    }
    // "how does their spending compare with X?": the conversation's district beside the one named.
    // "add X to that comparison": every district compared before, then the one named.
    // "put it side by side with X and Y": the conversation's district first, then those named.
    if (reading.tools.includes('spending_compare') && leaids.length > 1 && focus.leaid && !leaids.includes(focus.leaid) && /\b(?:it|its|them|this one|that one|ours|us|our district|that|this)\b/i.test(message)) {
      leaids = [focus.leaid, ...leaids].slice(0, MAX_DISTRICTS_COMPARED);
    }
    // ("and compare their overall spending side by side" after two districts' budgets in one answer: those districts.)
    if (reading.tools.includes('spending_compare') && leaids.length <= 1 && entities.districtNames.length + entities.leaids.length === 0 && PLURAL_BACK.test(message)) {
      const answered = [...new Set([...lastAnswer(history).matchAll(/\bLEA (\d{7})\b/g)].map((match) => match[1]!))];
      if (answered.length > 1) leaids = answered.slice(0, MAX_DISTRICTS_COMPARED);
    }
    // ("compare its district's spending with X" after a school: the school's district first.)
    if (reading.tools.includes('spending_compare') && leaids.length === 1 && !focus.leaid && focus.nces && /\b(?:its|their|the school's|that school's|that) district(?:'s)?\b/i.test(message)) {
      const own = await districtOfSchool(toolbox, focus.nces);
      if (own && own !== leaids[0]) leaids = [own, ...leaids];
    }
    // ("put it side by side with X" after districts ranked: "it" is the district talked about before the ranking, not its first row.)
    const talkedAbout = /^Districts in [A-Z]{2} ranked\b/.test(lastAnswer(history)) && /\bit\b/i.test(message) ? recentDistricts(history).at(-1) ?? focus.leaid : focus.leaid;
    if (reading.tools.includes('spending_compare') && leaids.length === 1 && talkedAbout && talkedAbout !== leaids[0]) {
      // ("side by side w/ X too" after two districts answered one at a time: both of them, then X.)
      const before = ADDS_TO_COMPARISON.test(message) ? (/^Spending of\b/.test(lastAnswer(history)) ? comparedDistricts(history) : recentDistricts(history, 2)) : [talkedAbout];
      leaids = [...before.filter((id) => id !== leaids[0]).slice(0, MAX_DISTRICTS_COMPARED - 1), ...leaids];
    }
  }

  // "would Title I allow it?", "the justification for that purchase", "specifically under Title I -- allowed?" after a
  // purchase: the item of the last request is the one meant (a short follow-up names no new one).
  // ("what about 1 Gbps fiber for 3 years -- is that allowed under E-Rate?": the thing named now, not the one before.)
  const swapped = !entities.item && reading.tools.some((tool) => ITEM_TOOLS.has(tool)) ? swappedItem(message) : undefined;
  if (swapped) entities = { ...entities, item: swapped, quantity: undefined, price: undefined };
  // ("Double check with a compliance check across all programs - I want the verdicts and citations for the file.": the same, checked again.)
  if (!entities.item && reading.tools.some((tool) => ITEM_TOOLS.has(tool) || tool === 'grant_write') && (POINTS_BACK.test(message) || message.trim().split(/\s+/).length <= 14 || /\bdouble[- ]check\b|\bre-?check\b|\bcompliance check\b/i.test(message))) {
    const before = lastItemSaid(history);
    if (before?.item && (reading.tools.some((tool) => tool !== 'grant_write') || POINTS_BACK.test(message))) {
      entities = { ...entities, item: before.item, ...(before.quantity !== undefined ? { quantity: before.quantity } : {}), ...(before.price !== undefined ? { price: before.price } : {}) };
    }
  }
  // ("the justification report for the lifts" after "4 two-post automotive lifts at $6,500 each": the thing said before, in full.)
  if (entities.item && entities.price === undefined && entities.quantity === undefined && reading.tools.some((tool) => ITEM_TOOLS.has(tool) || tool === 'grant_write')) {
    const before = fullerItemSaid(history, entities.item);
    if (before) entities = { ...entities, item: before.item, ...(before.quantity !== undefined ? { quantity: before.quantity } : {}), ...(before.price !== undefined ? { price: before.price } : {}) };
  }
  // "go ahead and draft the narrative" after "a 21st CCLC application for X": the program said earlier in the conversation.
  // ("the best leads for that program" after a question about 21st CCLC: that program pays.)
  // ("which schools in CA could use it? give me leads" after Title IV-A's uses, nothing bought: that program is "it".)
  const programPointedAt = reading.tools.includes('leads_from_purchase') && (/\b(?:that|this|the same) (?:federal )?(?:program|money|funding|funds?)\b/i.test(message) ||
    (!entities.item && /\b(?:use|get|qualify for|be eligible for|tap(?: into)?) it\b/i.test(message) && !lastItemSaid(history)));
  // (E-Rate said now is the program a cost is checked against.)
  if (entities.programs.length === 0 && !(entities.erate && reading.tools.includes('compliance_check')) && (programPointedAt || ['grant_write', 'justification_report', 'compliance_check'].some((tool) => reading.tools.includes(tool)))) {
    const programs = history.filter((entry) => entry.role === 'user').slice(-3).reverse().map((entry) => extractEntities(entry.content).programs).find((said) => said.length > 0);
    if (programs) entities = { ...entities, programs };
  }

  // "how much did we use last cycle?" after a Category 2 budget: the year before the cycle the answer was about.
  if (entities.fundingYear === undefined && reading.tools.includes('erate_c2_budget') && /\b(?:last|previous|prior|the old) (?:c2 |five-year )?cycle\b/i.test(message)) {
    const cycleStart = [...history].reverse().map((entry) => /\bFY(\d{4})-\d{4}\b/.exec(entry.role === 'assistant' ? entry.content : '')?.[1]).find((year) => year !== undefined);
    if (cycleStart) entities = { ...entities, fundingYear: Number(cycleStart) - 1 };
  }
  // "its C2 budget for that funding year": the year the last answer was about.
  if (entities.fundingYear === undefined && /\b(?:that|the same|this) (?:funding |fiscal |e-?rate )?year\b/i.test(message)) {
    const year = /\bfunding year (\d{4})\b/.exec([...history].reverse().find((entry) => entry.role === 'assistant')?.content ?? '')?.[1];
    if (year) entities = { ...entities, fundingYear: Number(year) };
  }

  // ("Is science on the state shortage list?", "the state's teacher shortage areas then?" after a school's answer: that school's state.)
  if (entities.states.length === 0 && reading.tools.some((tool) => tool === 'teacher_shortages' || tool === 'state_profile') && /\bthe state(?:'s)?\b|\bstate (?:shortage|list)\b/i.test(message)) {
    const stateOfSchool = history.filter((entry) => entry.role === 'assistant').reverse().map((entry) => /\((?:[^()]*, )?([A-Z]{2}), NCES \d{12}\)/.exec(entry.content)?.[1]).find((code) => code !== undefined);
    if (stateOfSchool && stateOfSchool in STATES) entities = { ...entities, states: [stateOfSchool] };
  }
  // "who would buy 3D printers": the programs that pay for the item (or that the last answer named) pick the buyers.
  const prelude: string[] = [];
  const postscript: string[] = [];
  // "we install Wi-Fi paid for with E-Rate: who are the best leads?": E-Rate is the program that pays.
  // ("network gear usually paid for with E-Rate and Title IV-A": both.)
  if (reading.tools.includes('leads_from_purchase') && entities.erate && !entities.programs.includes('E_RATE')) entities = { ...entities, programs: ['E_RATE', ...entities.programs] };
  if (reading.tools.includes('leads_from_purchase') && entities.programs.length === 0) {
    const funders = await programsForBuyers(toolbox, entities, message, history);
    if (funders.programs.length > 0) entities = { ...entities, programs: funders.programs };
    if (funders.answer) prelude.push(funders.answer);
  }

  // Filters said in words ("elementary", "at least 70% FRL"); a follow-up's own over the request it refines.
  // Only a name that was looked up is a school's: "every HOT-tier high school" read as a name still says its filters.
  const named = nces !== undefined && entities.ncesIds.length === 0 ? entities : { ...entities, schoolName: undefined, otherSchoolNames: undefined };
  const filters = readStatedFilters(withoutName(text, named));
  const filtersNow = text === message ? {} : readStatedFilters(withoutName(message, named));
  // "market size for both" after two states' profiles: each of them, in the order they were asked.
  // ("top teacher shortage subjects in each of them?", "the highest per-pupil district in each of those two states": the same.)
  if (entities.states.length <= 1 && /\bboth\b|\beach of (?:them|those)\b|\bthe two\b|\bthose two states\b/i.test(message) && reading.tools.length > 0 && reading.tools.every((tool) => PER_STATE_TOOLS.has(tool))) {
    const asked = [...new Set(history.filter((entry) => entry.role === 'user').reverse().flatMap((entry) => extractEntities(entry.content).states))].slice(0, 2).reverse();
    if (asked.length === 2) entities = { ...entities, states: asked };
  }
  // ("which E-Rate vendors are biggest in the second one?" after two states compared: that state.)
  const ofTwoStates = /\bthe (first|second|former|latter)(?: one| state)?\b/i.exec(message)?.[1]?.toLowerCase();
  if (ofTwoStates && namedNow.states.length === 0 && !hasSchoolIn(entities) && reading.tools.length > 0 && reading.tools.every((tool) => PER_STATE_TOOLS.has(tool) || tool === 'erate_vendors')) {
    const asked = extractEntities(lastUserMessage(history) ?? '').states;
    if (asked.length === 2) entities = { ...entities, states: [asked[ofTwoStates === 'first' || ofTwoStates === 'former' ? 0 : 1]!] };
  }
  // ("how many schools does that district have?" after a district's contacts: the district talked about, searched by the name it was asked by.)
  if (reading.tools.includes('districts_search') && entities.districtNames.length === 0 && districtKnown()) {
    const talkedAbout = districtNamedByUser(history);
    if (talkedAbout) entities = { ...entities, districtNames: [talkedAbout] };
  }
  const calls: { tool: string; args: Record<string, unknown> }[] = [];
  for (const tool of reading.tools) {
    // "compare Ohio and Texas", "Texas vs California market size": one state profile or market for each state named.
    const perState = PER_STATE_TOOLS.has(tool) && entities.states.length > 1 ? entities.states.slice(0, MAX_STATES_COMPARED).map((state) => ({ ...entities, states: [state] })) : [entities];
    // "profiles for <id>, <id> and <id>": a school tool once for each NCES id given.
    // ("and the C2 budget left for each?" after two schools' discounts: each school's budget.)
    const schools = (NEEDS_SCHOOL.has(tool) || tool === 'erate_c2_budget') && entities.ncesIds.length > 1 ? [...new Set(entities.ncesIds)].slice(0, MAX_STATES_COMPARED) : [nces];
    // "which of the three has the most C2 budget left?" after three districts compared: the district tool once for each of them.
    // ("what's the C2 budget for each of them?" after two districts' reports, one answer each: those districts.)
    const compared = comparedDistricts(history);
    const each = (takesDistrict(tool) || tool === 'erate_c2_budget') && tool !== 'spending_compare' && entities.districtNames.length + entities.leaids.length === 0 && EACH_OF_THEM.test(message) ? (compared.length > 1 ? compared : recentDistricts(history)) : [];
    // "c2 budget X and Y": one budget for each district named; "X and Y, c2 of the first one": that one's.
    const oneOfNamed = ORDINAL_OF_NAMED.exec(message);
    const eachNamed = tool === 'erate_c2_budget' && leaids.length > 1 ? (oneOfNamed ? [leaids[ORDINALS.indexOf(oneOfNamed[1]!.toLowerCase())] ?? leaids[0]!] : leaids) : [];
    const districtSets = each.length > 1 ? each.slice(0, MAX_DISTRICTS_COMPARED).map((id) => [id]) : eachNamed.length > 0 ? eachNamed.slice(0, MAX_DISTRICTS_COMPARED).map((id) => [id]) : [leaids];
    for (const [named, school, districts] of perState.flatMap((state) => schools.flatMap((id) => districtSets.map((set) => [state, id, set] as const)))) {
      const planned = argumentsFor(tool, named, { ...(school && !(takesDistrict(tool)) ? { nces: school } : {}), leaids: districts }, text);
      // A question still due after a first answer (no funder found for the item) follows that answer.
      if ('question' in planned) return [...prelude, planned.question].join('\n\n');
      const args = withStatedFilters(toolbox.tool(tool), withStatedFilters(toolbox.tool(tool), planned.args, filters), filtersNow, true);
      for (const key of droppedFilters(message)) delete args[key];
      // ("frl_band 20", "limit=5", "sort_by timing": arguments said by their own names.)
      Object.assign(args, namedArguments(toolbox.tool(tool), message));
      // ("So what's the last day to certify the Form 470?" after the checklist of funding year 2027: that year's steps again.)
      const yearAnswered = /^E-Rate funding year (\d{4}) \(/.exec(lastAnswer(history))?.[1];
      if (tool === 'erate_filing_checklist' && args.funding_year === undefined && yearAnswered) args.funding_year = Number(yearAnswered);
      // ("how many ... have suspension rates above the state average, and how many of those gaps are severe?": every gap counted, then the severe share of them.)
      if (tool === 'equity_gaps' && /\bhow many of (?:those|them|these)(?: gaps)? are (?:severe|moderate|mild)\b/i.test(text)) delete args.severity;
      // "the C2 budget this cycle, and who are the top E-Rate vendors in AK?": the service said for the budget is no filter of the vendors.
      if (tool === 'erate_vendors' && reading.tools.length > 1 && args.service_type !== undefined) {
        const asked = questionsOf(text).find((question) => /\bvendors?\b|\bproviders?\b/i.test(question));
        if (asked && serviceType(asked.toLowerCase()) === undefined) delete args.service_type;
      }
      // ("Phoenix City Schools, word doc": the Word file is built, and its sections read out from the plain-text draft.)
      if (args.format === 'docx') calls.push({ tool, args: { ...args, format: 'json' } });
      // ("per-student spend: US overall vs California?", "HOT count nationally vs in Texas?": the nation's market, then the state's.)
      if (tool === 'market_summary' && args.state !== undefined && NATION_VS_STATE.test(message)) calls.push({ tool, args: {} });
      calls.push({ tool, args });
      // ("at 52% NSLP (rural) ... they'll drop to about 47% next year. What discount now vs then?": each share said, through the matrix.)
      if (tool === 'erate_discount_calculator') for (const share of otherShares(message, args.frl_pct)) calls.push({ tool, args: { ...args, frl_pct: share } });
      // ("both at 41% NSLP. We're rural, they're urban ... Give me both numbers": the share through each locale.)
      if (tool === 'erate_discount_calculator' && /\brural\b/i.test(message) && /\burban\b|\bcity\b/i.test(message)) calls.push({ tool, args: { ...args, locale: args.locale === 'rural' ? 'urban' : 'rural' } });
      if (tool === 'erate_discount_calculator' && entities.frlPct !== undefined && args.frl_pct !== entities.frlPct) {
        // (Said after the matrix's answer, which opens the reply so that follow-ups read it back.)
        postscript.push(`Under CEP, E-Rate counts the directly certified share times the CEP multiplier of ${CEP_MULTIPLIER}, at most 100%: ${entities.frlPct}% x ${CEP_MULTIPLIER} = ${args.frl_pct}%.`);
      }
      // "the C2 budget in funding year 2025 vs the current year": the year named, then this year's.
      if (tool === 'erate_c2_budget' && args.funding_year !== undefined && AGAINST_THIS_YEAR.test(message)) {
        const { funding_year: _named, ...current } = args;
        calls.push({ tool, args: current });
      }
    }
  }

  const outcomes = await Promise.all(calls.map((call) => toolbox.call(call.tool, call.args)));
  // ("who's their tech director?" where no CTO is on file: that said, then the people who are.)
  const everyone = await Promise.all(calls.map(({ tool, args }, index) => {
    const outcome = outcomes[index]!;
    const contacts = outcome.ok ? (outcome.result as { contacts?: unknown }).contacts : undefined;
    const roleMissing = tool === 'district_contacts' && args.role !== undefined && Array.isArray(contacts) && contacts.length === 0;
    if (!roleMissing) return undefined;
    const { role: _role, ...anyRole } = args;
    return toolbox.call(tool, anyRole).then((found) => (found.ok && ((found.result as { contacts?: unknown[] }).contacts ?? []).length > 0 ? describeResult(tool, found.result, anyRole) : undefined));
  }));
  return [...prelude, ...outcomes
    .map((outcome, index) => {
      const { tool, args } = calls[index]!;
      // The programs a question named lead the program list's answer (a hint to the writer, not a tool argument).
      if (outcome.ok) {
        const described = describeResult(tool, outcome.result, tool === 'grant_programs' ? { ...args, programs: entities.programs } : args);
        // (The plain-text draft read out beside its Word file: the file's own line says where to get it.)
        const answer = calls[index + 1]?.tool === tool && calls[index + 1]?.args.format === 'docx' ? described.replace(/\nThe Word document is available from .*$/, '') : described;
        // A figure the question names that the answer left out ("and the national median?") follows it; a request
        // completed by an answer to the agent's question names it in its first message ("count as a bright spot?" then the school).
        // ("sorry, I meant X", "and Lincoln High School to round it out" repeat a request: the figures it named are asked of X too.)
        const question = pending ? text : text !== message ? `${text}\n${message}` : message;
        const extra = [everyone[index], allocationHistoryAsked(question, tool, outcome.result), askedFields(question, outcome.result, answer)].filter(Boolean).join('\n');
        return extra ? `${answer}\n${extra}` : answer;
      }
      if (outcome.status === 403) return `I can't use ${tool} with this key: ${outcome.detail}`;
      return `${tool} could not answer: ${outcome.detail}`;
    }), ...postscript, ...(weighedFor ? [weighedFor] : [])]
    .join('\n\n');
}

/**
 * The districts a turn is about: LEA ids and names in the message (names resolved by search), else
 * the district of the school it names, else the district or school of the last answer.
 */
async function districtsOf(toolbox: AgentToolbox, entities: Entities, nces: string | undefined, schoolLeaid: string | undefined, focus: Focus): Promise<{ leaids: string[] } | { question: string }> {
  const leaids = [...entities.leaids];
  for (const name of entities.districtNames) {
    const leaid = await resolveDistrict(toolbox, name);
    if (!leaid) return { question: `I could not find one district called "${name}". Which district do you mean? Its 7-digit LEA id works best?` };
    leaids.push(leaid);
  }
  if (leaids.length > 0) return { leaids: [...new Set(leaids)] };
  if (schoolLeaid) return { leaids: [schoolLeaid] };
  const school = nces ?? (focus.leaid ? undefined : focus.nces);
  if (school) {
    const leaid = await districtOfSchool(toolbox, school);
    if (leaid) return { leaids: [leaid] };
  }
  return { leaids: focus.leaid ? [focus.leaid] : [] };
}

/** Words that narrow the last request: "only ...", "just the ...", "... in-state only", "same thing but ...", "now do it by ...", "narrow it to ...", "widen ...". */
const NARROWS = /^\W*(?:(?:ok(?:ay)?|now|and|but|so|cool|great|thanks)\W+)*(?:only|just)\b|^\W*(?:(?:ok(?:ay)?|now|and|also)\W+)*add (?:that |the condition that |a filter that )?(?:they|the schools|schools|it|each) (?:need|must|have|should)\b|\bonly\W*$|^\W*(?:the )?same(?: (?:thing|again|list|search|question|one|filters?|criteria|settings|query))?,? but\b|\b(?:do|run|redo|show|sort|break) (?:it|that|this|them|the same)(?: again| down)? (?:by|for|with|on|using)\b|^\W*(?:(?:ok(?:ay)?|and)\W+)?now by\b|\b(?:rank|sort|order) (?:them|it|those|these|that|the list) by\b|\binstead\b|\bonly (?:the|those|ones|schools|show)\b|\bjust (?:the|those|ones|show)\b|\bnarrow (?:it|that|them|this)\b|\bfilter (?:it |them |that )?(?:to|by|for|on)\b|\brestrict (?:it|them|that) to\b|\bwiden\b|\blimit (?:it|them|that) to\b|^\W*(?:(?:ok(?:ay)?|now|and|also)\W+)*cap (?:the )?(?:enrol?lment|size|frl)\b|^\W*(?:and )?which of (?:them|those|these) (?:do|does|offer|provide|handle)\b|\b(?:re-?run|redo|repeat|run) (?:it|that|this|the same)(?: again)?,? but\b|\b(?:drop|remove|ditch|lose) (?:the |that )?[\w -]{2,20}? ?(?:floor|filter|minimum|limit|cut-?off|requirement|threshold)\b|\b(?:lower|raise|drop|bump|loosen|tighten|relax|move)\b (?:the )?(?:[\w-]+ ){0,3}(?:bar|threshold|cut-?off|floor|minimum)\b/i;

/** A message that only narrows or follows up an earlier request ("just elementary", "and for Ohio?"): no request of its own. */
const partialRequest = (message: string) => {
  const words = message.trim().split(/\s+/).length;
  // "loosen it - 40% FRL minimum instead of 50": a filter said with no subject, changing the request before.
  const said = extractEntities(message);
  // ("sorry, middle schools not high": a filter corrected, the same.)
  const filterOnly = words <= 12 && !subjectNamed(said) && Object.keys(readStatedFilters(message)).length > 0 && /\b(?:it|that|this|them|instead|now|only|just|not|sorry|rather)\b/i.test(message);
  // "what if it goes up to 51%?": a detail of the request before changed (a share, a year, a locale), nothing else named.
  const detailOnly = CUE.test(message) && words <= 10 && !subjectNamed(said) && (said.frlPct !== undefined || said.fundingYear !== undefined || said.locale !== undefined);
  // ("Willow Creek Elementary?" after "opp score Wadley High School?": a subject named alone, for the request before.)
  const names = [said.schoolName, ...said.districtNames].filter((name): name is string => name !== undefined);
  // ("Harrison High School in Phoenix?": the place it is in says which school, not what is asked.)
  const rest = names.reduce((left, name) => left.split(name).join(' '), message).replace(/\bin [A-Z][a-z]+(?: [A-Z][a-z]+){0,2}\b/g, ' ').replace(/\b(?:and|what about|how about|ok(?:ay)?|now|then|next|also)\b|[^\w\s]/gi, ' ').trim();
  const subjectOnly = names.length > 0 && rest.split(/\s+/).filter((word) => word.length > 0).length <= 1;
  // ("ELA?", "Texas?": a word or two says only what changes.)
  // ("same for Harrison High School in Phoenix, AZ": the request before, for another subject however it is placed.)
  return (NARROWS.test(message) && words <= 12) || (CUE.test(message) && words <= 6) || (SAME_FOR.test(message) && words <= 12) || words <= 2 || filterOnly || detailOnly || subjectOnly;
};

/**
 * The request a follow-up repeats: the last user message, joined to the ones before it while they
 * only narrow or follow up ("bright spots in Texas", "just elementary", then "and in Ohio?") or
 * answer a question the agent asked back ("what discount would we get?", "which school?", "42% NSLP").
 */
function lastRequest(history: ChatMessage[], sameFor = false): string | undefined {
  const said = history.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  // "same for X" after two asks about one school ("its C2 budget?", "and what discount would they get?"): both asks.
  const aboutTheSame = (index: number) => sameFor && !subjectNamed(extractEntities(said[index]!)) && /\b(?:they|their|them|it|its|that|this)\b/i.test(said[index]!);
  // The reply each user message got: a question back ("Which school do you mean?") means the next message answers it.
  const replies = history.flatMap((entry, index) => (entry.role === 'user' ? [history[index + 1]?.role === 'assistant' ? history[index + 1]!.content : ''] : []));
  const askedBack = (index: number) => /\?\s*$/.test(replies[index] ?? '');
  let start = said.length - 1;
  while (start > 0 && start > said.length - 4 && (partialRequest(said[start]!) || askedBack(start - 1) || aboutTheSame(start))) start -= 1;
  return start < 0 ? undefined : said.slice(start).join('\n');
}

/** "Now show me schools that look like it, same state only." after its opportunity score: a request of its own, not the last request narrowed. */
// ("same filter but nationwide" is the last request again: look-alikes are read from "nationwide" too, so they must be asked in words of likeness.)
function asksSchoolsLikeIt(message: string, tools: string[], history: ChatMessage[]): boolean {
  const answered = answeredBy(lastAnswer(history));
  return /\blike\b|\bsimilar\b|\blook-?alikes?\b|\bpeers?\b/i.test(message) && ['school_look_alikes', 'school_peers'].some((tool) => tools.includes(tool) && answered !== tool);
}

/**
 * A short message that only narrows the last request ("only the principal changes pls", "just the
 * ones in the same state"): a filter said, with no new subject and no request of its own.
 */
function refinesLastRequest(message: string, entities: Entities, history: ChatMessage[]): boolean {
  if (!lastUserMessage(history) || !NARROWS.test(message) || message.trim().split(/\s+/).length > 12) return false;
  // "and at the district office, just the CFO": the request moves to the district (the district follow-up's job).
  if (/\bdistrict\b/i.test(message)) return false;
  // ("keep it to AL only": a state said to keep the request inside it.)
  // (The message's own subjects, not a state the conversation lent it.)
  const own = extractEntities(message);
  // ("same list but only for schools in California": a state narrows the list, as a filter would.)
  const stateOnly = own.states.length > 0 && !hasSchoolIn(own) && own.districtNames.length === 0 && own.leaids.length === 0;
  if (stateOnly && /\bsame (?:list|thing|search|query|ranking)\b/i.test(message) && answeredBy(lastAnswer(history)) !== undefined) return true;
  if (subjectNamed(own) && !(readStatedFilters(message).same_state === true && !hasSchoolIn(own))) return false;
  return Object.keys(readStatedFilters(message)).length > 0 || entities.programs.length > 0 || entities.erate || NATIONAL.test(message) || droppedFilters(message).length > 0;
}

/** "drop the FRL floor", "no enrollment limit": the filters a follow-up takes off the request, by their argument names. */
const DROPPABLE: [RegExp, string[]][] = [
  [/\b(?:frl|free lunch|poverty|low[- ]income)\b/, ['min_frl', 'max_frl']],
  [/\b(?:enrollment|size|students)\b/, ['min_enrollment', 'max_enrollment']],
  [/\b(?:level|grade band)\b/, ['level']],
  [/\b(?:proficiency|math bar)\b/, ['min_proficiency']],
  [/\bscore\b/, ['min_score']],
];
/** "any tier", "any level": the filter said before, taken off. */
// ("now only the bright spots, any frl": the FRL floor and ceiling dropped.)
// ("drop the poverty floor to 40%" lowers it: a number after "to" is a new floor, not none.)
const ANY_OF: [RegExp, string[]][] = [[/\bany (?:lead )?tier\b/i, ['lead_tier']], [/\bany (?:school |grade )?level\b|\ball (?:the )?(?:grade |school )?levels\b/i, ['level']], [/\bany (?:frl|free[- ]lunch|poverty)(?: (?:share|level|rate|percent(?:age)?))?\b/i, ['min_frl', 'max_frl']]];
function droppedFilters(message: string): string[] {
  const dropped = /\b(?:drop|remove|lose|ditch|forget|without|no)\b (?:the |that |any )?([\w -]{2,30}?) ?(?:floor|filter|minimum|min|limit|cut-?off|requirement|threshold|bar|restriction)\b(?! (?:to|down to) \d)/i.exec(message)?.[1];
  const any = ANY_OF.filter(([words]) => words.test(message)).flatMap(([, keys]) => keys);
  return [...any, ...(dropped ? DROPPABLE.filter(([words]) => words.test(dropped.toLowerCase())).flatMap(([, keys]) => keys) : [])];
}

/** The state-wide tools a request's own line reads ("Which California schools have the largest suspension gaps?"). */
function stateListTools(request: string): string[] {
  const line = request.split('\n')[0]!;
  const entities = extractEntities(line);
  const tools = readIntents(withoutName(line, entities), entities, hasSchoolIn(entities), false).tools;
  return tools.length > 0 && tools.every((tool) => STATE_SCOPED.has(tool)) && entities.states.length > 0 ? tools : [];
}

/**
 * A follow-up that changes one detail of the request before and asks nothing of its own ("what about
 * the year before?", "now do Hispanic students", "what about curriculum adoptions -- how many?"): no
 * school or district named, no tool read but school tools with no school in it, and a detail (a filter,
 * a year) that a tool of the last request takes. Those tools, if so.
 */
function detailChanged(toolbox: AgentToolbox, message: string, entities: Entities, reading: { tools: string[] }, history: ChatMessage[], schoolKnown: boolean, districtKnown: boolean): string[] | undefined {
  const previous = lastRequest(history);
  if (!previous || hasSchoolIn(entities) || entities.districtNames.length > 0 || entities.leaids.length > 0) return undefined;
  if (!reading.tools.every((tool) => NEEDS_SCHOOL.has(tool))) return undefined;
  // ("also a purchase justification report for ..." asks a document of its own.)
  if (reading.tools.some((tool) => tool === 'justification_report' || tool === 'grant_write')) return undefined;
  // ("Also does that school run a schoolwide Title I program?" after a Title I narrative: the school's status asked, which its profile holds.)
  if (reading.tools.includes('school_profile') && TITLE_I_STATUS_ASKED.test(message)) return undefined;
  // ("What's the E-Rate discount there, for my cover note?" after a justification: the school's discount asked, not the document for E-Rate.)
  if (reading.tools.includes('school_erate_eligibility') && /\bdiscount\b/i.test(message)) return undefined;
  // ("any of those at the elementary level? our early literacy fund only does K-5": the question is short; what follows it says why.)
  const asked = /^\W*(?:any|which|what about|how about|and|just|only|now)\b[^?]*\?(?=\s+(?:our|we|my|i|they)\b)/i.exec(message)?.[0] ?? message;
  if (!CUE.test(message) && !NARROWS.test(message) && asked.trim().split(/\s+/).length > 12) return undefined;
  const tools = toolsOfLastAnswer(previous, history, schoolKnown, districtKnown);
  // ("what about look-alikes outside the state? 5 is enough" after its peers: a list of its own, with its own limit.)
  if (asksSchoolsLikeIt(message, reading.tools, history)) return undefined;
  const details = Object.keys(readStatedFilters(message));
  if (entities.fundingYear !== undefined || countsYearBack(message) || ALL_YEARS.test(message)) details.push('funding_year');
  if (entities.item !== undefined || (swappedItem(message) !== undefined && tools.some((tool) => ITEM_TOOLS.has(tool)))) details.push('item_description');
  // ("and specifically under E-Rate?" after a check against every program: the program said now.)
  if (entities.programs.length > 0 || entities.erate) details.push('program');
  // ("and within 20 points?" after a school's peers: the band widened.)
  if (frlBand(message) !== undefined) details.push('frl_band');
  const takes = (tool: string) => {
    const definition = toolbox.tool(tool);
    return definition !== undefined && details.some((detail) => inputFields(definition).has(detail));
  };
  return tools.length > 0 && tools.some(takes) ? tools : undefined;
}

/** The tool the last answer came from (read back from its opening words), else the tools the request's first line reads as. */
function toolsOfLastAnswer(previous: string, history: ChatMessage[], schoolKnown: boolean, districtKnown: boolean): string[] {
  const answered = answeredBy(lastAnswer(history));
  if (answered) return [answered];
  const line = previous.split('\n')[0]!;
  const before = extractEntities(line);
  return readIntents(withoutName(line, before), before, hasSchoolIn(before), schoolKnown, districtKnown).tools;
}

/**
 * "compare that with Phoenix City Schools" after a district's C2 budget: that request asked of the
 * district named (only a spending answer is set beside another district's spending).
 */
function comparesDistrictBeyondSpending(message: string, entities: Entities, history: ChatMessage[]): boolean {
  const previous = lastRequest(history);
  if (!previous || entities.districtNames.length + entities.leaids.length !== 1 || SPENDING.test(message.toLowerCase())) return false;
  const tools = toolsOfLastAnswer(previous, history, false, false);
  return tools.length > 0 && tools.every((tool) => tool !== 'spending_compare' && tool !== 'spending_rankings' && tool !== 'district_spending');
}

/**
 * A short follow-up that names a figure of the last answer's result and asks for nothing else ("what
 * are the cutoffs between the tiers?" after a health score): the tool that gave the last answer.
 */
function figureOfLastAnswer(toolbox: AgentToolbox, message: string, entities: Entities, reading: { tools: string[]; aggregate: boolean }, history: ChatMessage[]): string | undefined {
  // Only a message that asks for no tool of its own, by the rules or by the catalogue's words: "the second one's
  // decision-makers", "the next tier's price" ask new things, though the last result has such fields.
  // ("How is that budget figured — how many students and what per-student amount?": a count asked of the answer pointed at, not over schools.)
  if (reading.tools.length > 0 || (reading.aggregate && !/\b(?:that|this) (?:budget|figure|number|amount|total)\b/i.test(message))) return undefined;
  const previous = lastRequest(history);
  const said = extractEntities(message);
  // (A year, share or locale said changes a detail of the request: another follow-up's job.)
  if (!previous || message.trim().split(/\s+/).length > 14 || subjectNamed(said) || entities.item !== undefined || said.fundingYear !== undefined || said.frlPct !== undefined || said.locale !== undefined) return undefined;
  // (Read as it was when asked: its own words, not the district or school the conversation has found since.)
  const tools = toolsOfLastAnswer(previous, history, false, false);
  const last = tools.length === 1 ? toolbox.tool(tools[0]!) : undefined;
  if (!last) return undefined;
  const chosen = catalogueFallback(toolbox.available(), withoutName(message, entities));
  if (chosen && chosen.tool !== last.name) return undefined;
  // ("How is that budget figured?": how the answer's figure was worked out, which its own answer states.)
  const basisAsked = /\bhow (?:is|was|do you get|did you get) (?:that|this|the) (?:budget|figure|number|amount|total)(?: (?:figured|calculated|computed|worked out|derived|arrived at))?\b/i.test(message);
  return basisAsked || fieldsAskedOfLast(message, last, toolbox.available()).length > 0 ? last.name : undefined;
}

/**
 * The discount matrix asked again with one thing changed: after the matrix was read, the share said now
 * ("what if CEP pushes them to 75?", "same percentage but for a rural district"), the type or the locale;
 * after a school's E-Rate eligibility, another locale ("what would that discount be if the district were
 * rural instead?") at the district's NSLP share the answer gave. Undefined for any other message.
 */
function discountWhatIf(message: string, history: ChatMessage[]): Record<string, unknown> | undefined {
  const said = extractEntities(message);
  const locale = said.locale;
  // ("same percentage but for a rural district" after the matrix was read: the share asked before, for the type and locale said now.)
  const before = /^At (\d{1,3}(?:\.\d+)?)% NSLP eligibility \((school|district), (urban|rural)\)/.exec(lastAnswer(history));
  // ("what if CEP pushes them to 75?", "and an urban school at 75 - what's C2 there?": the share said now, bare.)
  const bareShare = said.frlPct ?? Number(/\b(?:to|at|is|of)\s+(\d{1,2}(?:\.\d+)?|100)\b(?!\s*(?:students|kids|schools|years?|\$|k\b))/i.exec(message)?.[1] ?? Number.NaN);
  const asked = /\bsame (?:percentage|percent|share|frl|nslp|%|rate|number)\b/i.test(message) ? Number(before?.[1]) : bareShare;
  if (before && Number.isFinite(asked) && asked >= 0 && asked <= 100 && (said.frlPct === undefined || /\bif\b|\bwhat about\b|^\W*and\b/i.test(message)) && !subjectNamed(said) && message.trim().split(/\s+/).length <= 14) {
    const type = /\bdistrict\b/i.test(message) ? 'district' : /\bschool\b/i.test(message) ? 'school' : before[2];
    return { frl_pct: asked, type, locale: locale ?? before[3] };
  }
  // ("what would it be if the district got up to fifty percent free lunch" after a school's discount: the matrix at that share, where the school is.)
  const schoolDiscount = /\bdistrict NSLP \d{1,3}(?:\.\d+)?%, (urban|rural)\b/.exec(lastAnswer(history));
  if (schoolDiscount && said.frlPct !== undefined && /\bif\b|\bsuppose\b/i.test(message) && !subjectNamed(said)) return { frl_pct: said.frlPct, type: 'district', locale: locale ?? schoolDiscount[1] };
  if (!locale || !/\bif\b|\binstead\b|\bwere\b|\bsuppose\b/i.test(message) || !/\bdiscount\b|\brate\b/i.test(message)) return undefined;
  // ("if a rural school with that FRL applied on its own, what E-Rate discount would it get?" after a school's profile: the matrix at the school's own share.)
  const ownShare = /\bwith (?:that|the same|its|this) (?:frl|nslp|free[- ]lunch|lunch)\b|\bon (?:its|their) own\b/i.test(message) ? /\b(\d{1,3}(?:\.\d+)?)% qualify for free or reduced-price lunch\b/.exec(lastAnswer(history))?.[1] : undefined;
  if (ownShare !== undefined) return { frl_pct: Number(ownShare), type: 'school', locale };
  const share = /\bdistrict NSLP (\d{1,3}(?:\.\d+)?)%/.exec(lastAnswer(history))?.[1];
  return share === undefined ? undefined : { frl_pct: Number(share), type: 'district', locale };
}

/** Which sources could pay, asked in a buyer's words: "e-rate or title money?", "funding source?", "what funds?", "which federal funds can pay for it?". */
const SOURCES_ASKED = /\bor (?:title|e-?rate|idea|perkins)\b|\bfunding sources?\b|\bwhat (?:funds?|pays)\b|\b(?:which|what) (?:federal )?funds? (?:can|could|would|will) (?:pay|cover|fund)\b/i;

/** Every year rather than the one asked: "across all years", "any year", "all-time". */
const ALL_YEARS = /\b(?:across |over |for |in )?all (?:the )?(?:funding )?years\b|\bany year\b|\ball[- ]time\b|\b(?:the )?(?:current|this) (?:funding )?(?:year|cycle)\b/i;

/** What an E-Rate eligibility asked of a described purchase is otherwise read as (a school's E-Rate figures, the budget, the vendors). */
const ERATE_ITEM_MISREAD = new Set(['school_erate_eligibility', 'erate_c2_budget', 'erate_vendors', 'purchase_qualify', 'compliance_check', 'erate_filing_checklist']);

/** Tools that weigh one thing bought: a follow-up may name another thing in its place. */
const ITEM_TOOLS = new Set(['compliance_check', 'purchase_qualify', 'justification_report']);

/** "what about firewall appliances?": a thing named alone in a follow-up, with no place, school or program. */
function swappedItem(message: string): string | undefined {
  // ("what about 1 Gbps fiber for 3 years -- is that allowed under E-Rate?": the thing, less the verdict asked after it.)
  const head = message.split(/\s+[-–—]{1,2}\s+(?=(?:is|are|would|could|can|does|do) (?:that|it|this|they)\b)/i)[0]!;
  // ("what about light refreshments at a family math night, same funding source?": the thing, less the source kept.)
  // ("and a fiber internet access circuit?": the same.)
  const named = (/^\W*(?:(?:and|ok(?:ay)?|so)\W+)?(?:what|how) about (?:(?:a|an|the|some|our)\s+)?([a-z0-9][\w\s,'&/-]{2,100}?)\s*\??$/i.exec(head) ?? /^\W*and (?:a|an|some)\s+([a-z0-9][\w\s,'&/-]{2,100}?)\s*\?(?:\s+[^?]*)?$/i.exec(head))?.[1]?.split(/,\s*(?:same|under|with|from|using|on|for the same)\b/i)[0];
  if (!named) return undefined;
  // ("what about E-Rate for wifi at the football stadium then?": the thing, less the program named before it.)
  const thing = named.replace(/^(?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)(?: money| funds| funding)? (?:for|on|to (?:buy|pay for)|covering)\s+/i, '');
  if (thing !== named) return subjectNamed(extractEntities(thing)) ? undefined : thing.replace(/\s+(?:then|instead|too|as well)$/i, '').trim();
  const said = extractEntities(head);
  // ("what about for our school specifically, which programs could pay?": a subject and a question, no thing; "what about its FRL peers?": a tool's words.)
  if (/\b(?:peers?|look-?alikes?|health|needs|equity|contacts|opportunity|scores?|profile|budget|discount)\b/i.test(named) || /^for (?:our|my|the|this|that|their) (?:school|district|campus)\b|\b(?:which|what) (?:federal )?(?:programs?|funds?|money)\b/i.test(named.trim())) return undefined;
  return subjectNamed(said) || said.programs.length > 0 || said.erate || said.fundingYear !== undefined ? undefined : named.trim();
}

/** A follow-up that only says a filter ("what about AP access?") of a state-wide list asked last. */
/** "now just HOT tier ones" after a list that takes no lead tier (the best-fit schools): the ranked opportunities, which do. */
function tierListed(toolbox: AgentToolbox, tools: string[], message: string): string[] {
  if (readStatedFilters(message).lead_tier === undefined || !toolbox.has('opportunities')) return tools;
  const takesTier = tools.some((tool) => {
    const definition = toolbox.tool(tool);
    return definition !== undefined && inputFields(definition).has('lead_tier');
  });
  return takesTier ? tools : ['opportunities'];
}

function stateListRefined(toolbox: AgentToolbox, message: string, history: ChatMessage[]): boolean {
  const previous = lastRequest(history);
  if (previous === undefined) return false;
  // ("and nationally - how many schools total?" says "total", which no state list sorts by.)
  const said = Object.keys(readStatedFilters(message));
  return stateListTools(previous).some((tool) => {
    const definition = toolbox.tool(tool);
    return definition === undefined ? said.length > 0 : said.some((key) => inputFields(definition).has(key));
  });
}

/** "list them", "show me those schools", "which ones?": the rows behind the last answer's figure. */
// ("List them, highest score first.": the order said after them; "name them, with enrollments": the figure said with them.)
const LIST_THEM = /^\W*(?:(?:ok(?:ay)?|great|cool|and|now|so)\W+)*(?:(?:can you |pls |please )?(?:list|show(?: me)?|name|give me|pull up)(?: all)? (?:them|those|these|the schools|those schools|these schools|the list|the top (?:\d+|two|three|four|five|ten|few|ones|schools))|which (?:ones|schools)(?: are they)?)(?:,? (?:highest|lowest|best|top|biggest) (?:[\w-]+ )?first|,? (?:sorted|ranked|ordered) by [\w -]+|,? with (?:their |the )?[\w -]{3,30})?\W*$/i;

/** The statistic of a count or ranking ("which state has the most", "how many"): what is left names the rows. */
const STATISTIC_WORDS = /^\W*(?:which|what) (?:states?|districts?|count(?:y|ies)|cities|city) (?:has|have|had|is|are) (?:the )?(?:most|fewest|highest (?:number|count) of|lowest (?:number|count) of|largest number of)\s*|^\W*how many\s*|\b(?:are there|do you have)\b/gi;

/** The one listing tool that gives the rows an aggregate counted ("bright spot schools"), if the request names one. */
function listingOf(request: string | undefined): string | undefined {
  if (!request) return undefined;
  // ("what's the bright-spot share in Texas?", then "name the top three": the bright spots themselves.)
  if (/\bbright[- ]spots?\b/i.test(request) && /\bshare\b|\bhow many\b|\bpercent/i.test(request)) return 'bright_spots';
  // ("How many HOT-tier schools are there in Texas?", then "list them": the ranked opportunities of that tier.)
  if (/\b(?:hot|warm|nurture|monitor)[- ](?:tier|leads?|schools?)\b|\blead tiers?\b/i.test(request) && /\bhow many\b|\bcount\b|\bnumber of\b/i.test(request)) return 'opportunities';
  const entities = extractEntities(request);
  if (!readIntents(request, entities, false, false).aggregate) return undefined;
  const rows = request.replace(STATISTIC_WORDS, ' ');
  const tools = readIntents(rows, extractEntities(rows), false, false).tools;
  return tools.length === 1 && !NEEDS_SCHOOL.has(tools[0]!) ? tools[0] : undefined;
}

/** The district or state a count was over, by name ("Phoenix City Schools", "Texas"). */
function placeOfCount(question: string | undefined): string | undefined {
  if (!question) return undefined;
  const said = extractEntities(question);
  return said.districtNames[0] ?? (said.states[0] ? STATES[said.states[0]] : undefined);
}

/** A product weighed against the standards just answered: "how well does our product line up with it?", "run an alignment on the kit: ...". */
const ALIGNS_BACK = /\balignment (?:percentage|percent|pct|%|score|rate)\b|\b(?:run|do) (?:an? |the )?alignment (?:on|of|for)\b|\bhow (?:well|closely) (?:does|do|would|will) (?:that|it|this|they|those|these) (?:align|line up|match up|match)\b|\b(?:line[sd]? up|align\w*|match(?:es)?|map(?:s)?) (?:up )?(?:with|to|against) (?:it|them|those|these|that|the same)\b|\bhow (?:well |closely )?aligned (?:is|are|would be) (?:it|that|this|they|those|we|ours)\b|\bdoes (?:our|my|the|this) (?:[\w-]+ ){0,2}(?:app|product|curriculum|program|platform|kit|course) (?:align|line up)\s*\?/i;

/** "what about ELA?" after a question about a state's standards: a new subject said, nothing else asked; or a product weighed against them. */
function asksStandardsAgain(message: string, history: ChatMessage[]): boolean {
  const previous = standardsRequest(history);
  if (!previous) return false;
  const subjectNow = (CUE.test(message) || message.trim().split(/\s+/).length <= 2) && standardsSubject(message) !== undefined;
  // "how well does our product line up with it?" after a state's standards: those standards, the product weighed against them.
  if (!subjectNow && !ALIGNS_BACK.test(message)) return false;
  return true;
}

/** The request that asked for a state's standards, before the follow-ups that changed only its subject ("Math first", "and ELA?", "science too"). */
function standardsRequest(history: ChatMessage[]): string | undefined {
  const asks = history.filter((entry) => entry.role === 'user').map((entry) => entry.content).reverse();
  const readsStandards = (said: string) => readIntents(said, extractEntities(said), false, false).tools.includes('standards_certify');
  for (const said of asks) {
    if (readsStandards(said)) return said;
    // Only short follow-ups naming a subject stand between the request and now.
    if (!(said.trim().split(/\s+/).length <= 3 && standardsSubject(said) !== undefined)) return undefined;
  }
  return undefined;
}

/** A short follow-up naming a program after a drafted grant narrative or justification, with no new school or thing: that document again. */
function documentRedone(message: string, reading: { tools: string[] }, history: ChatMessage[]): string | undefined {
  const drafted = answeredBy(lastAnswer(history));
  if (drafted !== 'justification_report' && drafted !== 'grant_write') return undefined;
  const said = extractEntities(message);
  // ("is that purchase actually allowed under IV-A?" asks a verdict, not the document again.)
  // ("can I get that as text instead of a word doc?": the same document in another format.)
  const formatAsked = /\bas (?:plain )?text\b|\bplain text\b|\bas an? (?:word|docx)(?: doc(?:ument)?| file)?\b|\binstead of (?:a |the )?(?:word|docx)\b/i.test(message);
  // ("Also does that school run a schoolwide Title I program?": the school's own status asked, not the document again.)
  if ((said.programs.length === 0 && !formatAsked) || hasSchoolIn(said) || said.item !== undefined || TITLE_I_STATUS_ASKED.test(message) || message.trim().split(/\s+/).length > (formatAsked ? 24 : 14) || /\ballow\w*|\bpermitted\b|\bcompliant\b|\beligible\b/i.test(message)) return undefined;
  return reading.tools.includes('grant_write') || reading.tools.includes('justification_report') ? undefined : drafted;
}

/** "all three of those in one shot", "each of them at once": the listed schools (as many as said), for one bulk import. */
function listedForBulk(message: string, entities: Entities, history: ChatMessage[]): string[] {
  if (hasSchoolIn(entities) || !/\bin (?:one|a single) (?:go|shot|call|request|batch)\b|\bat once\b|\bbulk\b|\bbatch\b|\ball together\b/i.test(message)) return [];
  // ("Bulk-pull the top three with their funding sections.": the first rows of the list.)
  const said = /\b(?:all|each|every one)(?: (\d|two|three|four|five|ten))? (?:of )?(?:those|them|these)\b|\b(?:those|these) (\d|two|three|four|five|ten)\b|\bthe (?:top|first) (\d|two|three|four|five|ten)\b/i.exec(message);
  if (!said) return [];
  const listed = listedSchools(history);
  const number = said[1] ?? said[2] ?? said[3];
  const count = number ? placeNumber(number) : listed.length;
  return listed.slice(0, count);
}

/** A message that asks the last bulk import again with sections added ("again, with funding and health this time"). */
function addsBulkSections(message: string, entities: Entities, history: ChatMessage[]): boolean {
  const previous = lastUserMessage(history);
  if (!previous || subjectNamed(entities) || !/\bagain\b|\bre-?(?:do|run)\b|\bthis time\b|\b(?:same|those|these) (?:ids|schools|batch)\b|\b(?:those|these|the) (?:same )?(?:two|three|four|five|\d+)\b|\bsame (?:two|three|four|five|\d+)\b/i.test(message)) return false;
  if (!BULK_SECTIONS.some((section) => new RegExp(`\\b${section}\\b`, 'i').test(message))) return false;
  const before = extractEntities(previous);
  return before.ncesIds.length > 1 && readIntents(previous, before, true, false).tools.includes('schools_bulk_import');
}

/** A question over many schools asked before: an aggregate, or a state's own average its profile holds. */
function averagedBefore(previous: string): boolean {
  const reading = readIntents(previous, extractEntities(previous), false, false);
  return reading.aggregate || (reading.tools.length === 1 && reading.tools[0] === 'state_profile' && /\baverage\b|\bavg\b|\bmean\b/i.test(previous));
}

/**
 * The last of the recent messages that names an item bought ("40 laptops at $650", then "does that
 * change for X?"): the user's own words, or the purchase a document read for them holds ("Purchase: ...").
 */
/**
 * The school last talked about in a district now in focus ("who's the principal there?" after the district's C2 budget,
 * the school having been asked about first): an NCES school id starts with its district's LEA id.
 */
function schoolOfDistrictTalkedAbout(history: ChatMessage[], leaid: string): string | undefined {
  for (const entry of [...history].reverse()) {
    if (entry.role !== 'assistant') continue;
    const ids = [...entry.content.matchAll(/NCES (\d{12})/g)].map((match) => match[1]!);
    // A list of schools names no one school.
    if (new Set(ids).size > 1) return undefined;
    if (ids[0]?.startsWith(leaid)) return ids[0];
  }
  return undefined;
}

/** The thing said earlier, in full, that a short mention ("the lifts") names: the latest user message whose item holds its words. */
function fullerItemSaid(history: ChatMessage[], item: string): Entities | undefined {
  const words = item.toLowerCase().replace(/^(?:the|those|these|that|this)\s+/, '').split(/\s+/).map((word) => word.replace(/[^\w-]/g, ''));
  if (words.length > 2 || words.some((word) => word.length < 3)) return undefined;
  for (const entry of history.slice(-8).reverse()) {
    if (entry.role !== 'user') continue;
    const said = extractEntities(entry.content);
    if (said.item && said.item.length > item.length && words.every((word) => new RegExp(String.raw`\b${word}\b`, 'i').test(said.item!))) return said;
  }
  return undefined;
}

function lastItemSaid(history: ChatMessage[]): Entities | undefined {
  let checked: string | undefined;
  for (const entry of history.slice(-6).reverse()) {
    if (entry.role === 'assistant') {
      const read = /^Read from the document\b[\s\S]*?^Purchase: (.+)$/m.exec(entry.content)?.[1];
      if (read) return { ...extractEntities(read), item: read };
      checked = THING_CHECKED.exec(entry.content)?.[1];
    } else if (!pastedDocument(entry.content)) {
      const entities = extractEntities(entry.content);
      if (entities.item !== undefined) return entities;
      // ("vape detectors for the restrooms", said in answer to "which cost?": the thing the answer then checked.)
      if (checked) return { ...extractEntities(checked), item: checked };
    }
  }
  return undefined;
}

/** The thing an answer checked or qualified: `Compliance of "vape detectors" (safety_security):`, `"firewall" reads as ...`, `I could not place "X" ...`. */
const THING_CHECKED = /^(?:Compliance of |I could not place )?"([^"]+)"(?= \(|:| reads as\b| in a purchase category\b)/;

/** The words of a school's name say nothing of the request ("Grant Junior High" asks for no grant). */
function withoutName(text: string, entities: Entities): string {
  const names = [entities.schoolName, ...(entities.otherSchoolNames ?? []), entities.pointedAt].filter((name): name is string => name !== undefined);
  return names.reduce((rest, name) => rest.split(name).join(' the school '), text).replace(/ {2,}/g, ' ');
}

/** A figure just given, questioned: "is that high or normal?", "why is X so low?", "how do they get that?", "by how much?". */
/** The spending a follow-up weighs ("which of the two puts more into instruction?"), not a budget of another kind (C2). */
const SPENDING_MEASURE_WORD = /\binstruction(?:al)?\b|\badmin\w*|\bspend\w*|\bper[- ](?:pupil|student)\b|\bcapital\b|\bsupport services\b|\boverhead\b/i;

const CHALLENGE = /^\W*(?:(?:wait|so|hmm+|ok(?:ay)?|but|and|really|huh|that seems [\w ]{1,30}?)\W+)*(?:why (?:is|are|does|do|did|would|so)\b|how (?:do|does|did|can|could) (?:they|it|we|that|the school|the district) (?:get|have|end up with|score(?! on\b)|manage)\b|how come\b|is (?:that|it|this)(?: gap| number| figure| ratio| rate| share)? (?:actually |really |even )?(?:high|low|normal|typical|unusual|good|bad|a lot|worse|better|higher|lower)\b|by how much\b|so (?:it|they)(?:'s| is| are) (?:actually )?(?:ahead|behind|better|worse)\b|where does (?:the rest|it|that|the money|the rest of (?:it|the money)) come from\b|why (?:that|this|those) (?:number|figure|rate|discount|percentage|score|share)\b|what(?:'s| is) (?:it|that|this) based on\b)/i;

/**
 * The tool that answers a question about the last answer's figure: the same tool on the same subject,
 * except a school's figure set against its state (the equity record carries the state's averages) and a
 * district's share against the state's other districts (the districts ranked by it).
 */
function challengedTool(message: string, history: ChatMessage[]): string | undefined {
  const asked = message.split(/(?<=[.!?])\s+/).find((sentence) => CHALLENGE.test(sentence));
  const previous = lastUserMessage(history);
  // ("is that good or bad compared to schools that have similar kids?": a comparison set named, the peers' question.)
  if (!asked || !previous || /\bsimilar\b|\bpeers?\b|\bcomparable\b|\blike (?:it|ours|us|them)\b|\blook-?alikes?\b/i.test(message)) return undefined;
  const tools = toolsOfLastAnswer(previous, history, false, false);
  if (tools.length !== 1) return undefined;
  const [tool] = tools as [string];
  if (tool === 'school_profile' && /\bnormal\b|\btypical\b|\baverage\b|\bstate\b|\b[A-Z]{2}\b/.test(message)) return 'school_equity';
  // ("is that high compared to other districts nationally?": its national percentile, in its own record.)
  if (tool === 'district_spending' && AGAINST_BENCHMARK.test(message.toLowerCase())) return tool;
  if (tool === 'district_spending' && /\bother districts\b|\bdistricts (?:in|across)\b/i.test(message)) return rankingMeasure(previous) ? 'spending_rankings' : undefined;
  // ("which district is it? ... Why would a district spend that much?": the one asked for, its own record.)
  if (tool === 'spending_rankings' && SINGLED_OUT.test(previous)) return 'district_spending';
  return tool === 'spending_compare' || tool === 'query' ? undefined : tool;
}

/** The one question a school named in words but not found (or found several times) gets. */
function resolutionQuestion(resolution: Exclude<Resolution, { kind: 'found' }>): string {
  if (resolution.kind === 'none') {
    return `I found no school called "${resolution.mention}"${resolution.detail ? ` (${resolution.detail})` : ''}. Which school do you mean? Its NCES id works best.`;
  }
  const list = resolution.candidates.map((school) => `- ${school.name}, ${school.city ?? '?'}, ${school.state ?? '?'} (id ${school.nces_id})`).join('\n');
  return `Several schools match "${resolution.mention}":\n${list}\nWhich one do you mean (its city and state, or its id)?`;
}

/** The graph query itself asked for: "show me the cypher it ran", "the graph query behind that answer". */
const CYPHER_ASKED = /\bcypher\b|\bgraph query\b|\bquery (?:it|you) ran\b|\bquery behind\b|\b(?:show|give)(?: me)? (?:the|your) (?:actual )?query\b/i;

/** Aggregates go to the NL-query tool when the catalogue has it; otherwise the agent says so. */
async function aggregate(toolbox: AgentToolbox, question: string, showCypher = CYPHER_ASKED.test(question)): Promise<string> {
  if (!toolbox.has('query')) {
    return `Questions that add up many schools (counts, averages, rankings across the dataset) need the natural-language query tool, which this service does not offer to this key. ${CAPABILITIES}`;
  }
  // The question as the rules read it: near-miss typos of intent words corrected ("averge frl"), and a
  // remark after it left off ("how many schools in Texas are over 75% free/reduced? that's the 90% C1 band crowd").
  // ("total enrollment by level - elementary, middle, high": the groups named, not a filter of one of them.)
  const asked = question.replace(/\?\s+(?:that's|thats|that is|this is|it's for|for context|fyi|just curious|asking because)\b[^?]*$/i, '?')
    .replace(/\bby (level|locale)\s*[-–—:,(]\s*(?:elementary|middle|high|rural|towns?|suburban|urban|city)(?:(?:\s*[,/&]\s*|\s+)(?:and |or )?(?:elementary|middle|high|rural|towns?|suburban|urban|city))*\)?/i, 'by $1');
  const outcome = await toolbox.call('query', { question: correctTypos(asked), ...(showCypher ? { show_cypher: true } : {}) });
  return outcome.ok ? describeResult('query', outcome.result, { question }) : `The query tool could not answer: ${outcome.detail}`;
}

export { schoolLabel };

/** One tool called and its answer described, or why it could not answer. */
async function answerWith(toolbox: AgentToolbox, tool: string, args: Record<string, unknown>): Promise<string> {
  const outcome = await toolbox.call(tool, args);
  return outcome.ok ? describeResult(tool, outcome.result, args) : `${tool} could not answer: ${outcome.detail}`;
}
