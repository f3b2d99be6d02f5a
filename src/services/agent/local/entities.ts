import { digitsForNumberWords } from './number-words.js';
import { correctTypos } from './fuzzy.js';
import { escapeRegExp, MONEY, NAME_STOPWORDS, PROGRAM_PATTERNS, SCHOOL_HEADS, STATES, WORDLIKE_CODES } from './lexicon.js';
import { findQuotedPurchase, findSplitPurchase } from './quantity.js';
import { findComplianceItem } from './compliance.js';
import { findDistrictNames } from './district.js';

/** What a message names, read by rules (no model): ids, places, programs, amounts, an item, a school. */
export interface Entities {
  ncesIds: string[];
  leaids: string[];
  /** State codes, in the order they appear. */
  states: string[];
  programs: string[];
  /** A free/reduced-price lunch (NSLP) percentage, when the message gives one. */
  frlPct?: number;
  locale?: 'urban' | 'rural';
  fundingYear?: number;
  /** The thing being bought or paid for, as the user wrote it. */
  item?: string;
  /** A price in dollars, when given. */
  price?: number;
  /** How many are bought, when the message quotes a count with a price ("40 laptops at $600"). */
  quantity?: number;
  /** A school named in words (not by id). */
  schoolName?: string;
  /** The words that pointed at a school of the last answer's list ("the second one"): read as "the school". */
  pointedAt?: string;
  /** Every school named in words when there are several ("compare Lincoln High and Harrison High"), in order. */
  otherSchoolNames?: string[];
  /** Districts named in words ("Austin ISD", "Woodland County Schools"), in order. */
  districtNames: string[];
  /** The message names E-Rate: a funding source for compliance questions, not a grant program. */
  erate: boolean;
}

export const hasSchoolIn = (entities: Entities) => entities.ncesIds.length > 0 || entities.schoolName !== undefined;

/** The message names a school, district or state. */
/** A name as a regular expression matches it: its dots and brackets literal. */

export const subjectNamed = (entities: Entities) => hasSchoolIn(entities) || entities.states.length > 0 || entities.districtNames.length > 0 || entities.leaids.length > 0;

/**
 * The programs a message names; one said only to be set aside ("we're applying for 21st CCLC, not Title I",
 * "Title IV-A instead of Title II") is left out when another is named.
 */
function programsSaid(text: string): string[] {
  const named = PROGRAM_PATTERNS.filter(({ pattern }) => pattern.test(text) || pattern.test(correctTypos(text)));
  const setAside = named.filter(({ pattern }) => {
    const mention = new RegExp(pattern.source, 'i').exec(text);
    return mention !== null && /\b(?:not|instead of|rather than|no longer|other than)\s+(?:the\s+)?$/i.test(text.slice(0, mention.index));
  });
  return (setAside.length > 0 && setAside.length < named.length ? named.filter((program) => !setAside.includes(program)) : named).map(({ id }) => id);
}

export function extractEntities(text: string): Entities {
  const entities: Entities = {
    ncesIds: [...text.matchAll(/\b(\d{12})\b/g)].map((match) => match[1]!),
    leaids: [...text.matchAll(/\b(\d{7})\b/g)].map((match) => match[1]!),
    states: findStates(text),
    // Programs are read from the typo-corrected text too ("perkns"), in the order of the patterns.
    programs: programsSaid(text),
    districtNames: findDistrictNames(text),
    erate: ERATE.test(text),
  };
  // "seventy-four percent", "18 pct": one spelling, digits and "%", before the share is read.
  const numeric = digitsForNumberWords(text);
  // The share said of lunch or poverty first ("a 40% discount at 9% FRL" is 9), else the first share that is no discount.
  // ("direct cert works out to 41% x 1.6 = 65.6%": the share worked out, after the equals sign; "less than 1% - call it 0.5%": the share settled on.)
  const frl = /=\s*(\d{1,3}(?:\.\d+)?)\s*%/.exec(numeric) ?? /\bcall it (\d{1,3}(?:\.\d+)?)\s*%/i.exec(numeric) ?? /(\d{1,3}(?:\.\d+)?)\s*%\s*(?:of (?:students|kids) )?(?:frl|f\/rl|free|nslp|low[- ]income|poverty|reduced|econ)/i.exec(numeric) ??
    /\b(?:frl|nslp|free(?: and| &|\/)? reduced(?:[- ]price)?(?: lunch)?|free lunch|poverty)\s*(?:rate|share|is|of|at|=|:)?\s*(\d{1,3}(?:\.\d+)?)\s*%/i.exec(numeric) ??
    // (A share said of proficiency, "math proficiency below 20%", is no lunch share; nor is one a form shows, "The 471 shows 90%".)
    /(?<!\b(?:proficien\w*|math|reading|ela|scores?|proficient)\s+(?:\w+\s+){0,2})(?<!\b(?:shows?|showing|says|lists?|listed|claims?|claimed)\s+(?:a\s+|an\s+)?)(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*%(?!\s*(?:e-?rate\s+)?discount)(?!\s*(?:or (?:more|higher|above|better)\s+)?(?:of (?:the )?(?:students|kids) )?(?:are |were )?(?:proficient|in math|in reading|math|reading))/i.exec(numeric) ??
    /(\d{1,3}(?:\.\d+)?)\s*percent(?!\s*(?:of (?:students|kids) )?(?:are |were )?(?:proficient|math|reading))/i.exec(numeric);
  // ("our district's NSLP percentage is 38", "if our NSLP % is 62", "frl 45 urban", "frl 35, urban": the share said without its sign.)
  const bare = frl ? undefined : /\b(?:frl|nslp|free(?: and| &|\/)? reduced(?:[- ]price)?(?: lunch)?) (?:percentage|percent|pct|rate|share|%)\s*(?:is|of|at|=|:)\s*(\d{1,3}(?:\.\d+)?)\b(?!\s*(?:students|schools|kids|%))|\b(?:frl|nslp) (\d{1,3}(?:\.\d+)?)\b(?![\d]|[.,]\d|\s*(?:students|schools|kids|%))/i.exec(numeric);
  if (frl && Number(frl[1]) <= 100) entities.frlPct = Number(frl[1]);
  else if (bare && Number(bare[1] ?? bare[2]) <= 100) entities.frlPct = Number(bare[1] ?? bare[2]);
  else {
    const share = shareInWords(numeric);
    // ("'around half' free lunch ... does it matter if that is 49 vs 50?": the shares set against each other, the first of them.)
    const pair = /\bfree(?:[- ]| and | or |\/)?(?:reduced )?lunch\b|\bfrl\b|\bnslp\b/i.test(numeric) ? SHARES_SET_AGAINST.exec(numeric) : null;
    if (share !== undefined) entities.frlPct = share;
    else if (pair) entities.frlPct = Number(pair[1]);
  }
  // In a request joined from several turns ("rural school, 75%", "same but urban") the locale said last wins.
  // ("and if it were a whole district at that rate, in a city?": a city is urban.)
  // (A district's name says no locale: "Phoenix City Schools".)
  const unnamed = entities.districtNames.reduce((rest, name) => rest.split(name).join(' '), text);
  const locale = [...unnamed.matchAll(/\b(rural|urban|suburban)\b|\bin a (?:big |large )?(city)\b/gi)].map((match) => match[1] ?? match[2]).at(-1);
  if (locale) entities.locale = /rural/i.test(locale) ? 'rural' : 'urban';
  else if (/\bcity\b/i.test(unnamed)) entities.locale = 'urban';
  // ("our FY2021-2025 Category Two budget": a five-year cycle, named by the year it ends.)
  // ("as of funding year 2023, how much of the FY2021-2025 budget": the funding year said outright wins.)
  const year = /\bfunding year\s*(20\d\d)\b/i.exec(text) ?? /\b(?:fy\s*)?20\d\d\s*[-–]\s*(20\d\d)\b/i.exec(text) ?? /\b(?:fy|year)\s*(20\d\d)\b/i.exec(text) ?? /\b(20[2-3]\d)\b/.exec(text);
  // ("the FY21-25 cycle", "last cycle (FY25)": two-digit years.)
  const shortYear = year ? undefined : /\bfy\s*'?\d\d\s*[-–]\s*'?(\d\d)\b/i.exec(text) ?? /\bfy\s*'?(\d\d)\b/i.exec(text);
  if (year) entities.fundingYear = Number(year[1]);
  else if (shortYear) entities.fundingYear = 2000 + Number(shortYear[1]);
  // A district's name ("... County Schools") is not a school's.
  const school = findSchoolName(entities.districtNames.reduce((rest, name) => rest.split(name).join(' '), text));
  // "say we're a city school", "middle school leads", "top middle school prospects": a kind of school (its locale or level), not a school's name.
  // With an NCES id given, words in lower case ("a title 1 schoolwide campus") describe that school rather than name another.
  // ("a 'beat the odds' school": the end of a quoted phrase, in lower case, names no school.)
  if (school && !(entities.ncesIds.length > 0 && school === school.toLowerCase()) && !/^[a-z][\w-]*'\s/.test(school) && !/^(?:so|too|very|how|that|this|really|pretty|quite|as)\s+high$/i.test(school) && !/^(?:(?:a|an|the|any)\s+)?(?:(?:(?:similar|comparable|same|higher|lower)-[\w%]+|focal|target|study|pilot|partner|sample|treatment|control|top|top-scoring|highest-scoring|best-scoring|best|worst|hot|warm|good|great|promising|any|some|all|local|nearby|comparable|similar|peer|sister|neighbou?ring|mid-?sized?|medium(?:-sized?)?|public|private|small|large|big|poor|low[- ]income|(?:high|low)[- ]poverty|(?:high|low)[- ]need|struggling|title (?:i|1)|first|second|third|fourth|fifth|last|next|same|other|previous|1st|2nd|3rd|4th|5th|single|one|small|tiny|lone|largest|biggest|smallest|newest|oldest|independent|magnet|virtual|online|alternative)\s+)*(?:(?:city|urban|rural|suburban|town|country|inner[- ]city)\s+)?(?:(?:high|elementary|middle|junior high|charter)(?: school)?|school)$/i.test(school)) entities.schoolName = school;
  const others = capitalisedSchoolNames(entities.districtNames.reduce((rest, name) => rest.split(name).join(' '), text)).filter((name) => name !== school);
  if (school && others.length > 0) entities.otherSchoolNames = others;
  // A quoted count and price is the most complete description of the item: it wins over the trigger words.
  // Counts in words are read as digits ("fifteen panels, $2,900 apiece").
  const quoted = findQuotedPurchase(numeric) ?? findSplitPurchase(numeric);
  // The first reading that names a thing wins: "eligible for E-Rate" names the money, so the thing
  // before it ("are firewalls eligible") is read next.
  // ("title IV money (the student support one?) for a staff holiday party": an aside asked in brackets is no end of the question.)
  const unbracketed = text.replace(/\s*\([^()?]{0,60}\?\)/g, '');
  // ("bilingual picture dictionaries ... out of Title III? 200 copies at $18 each": a count of bare units prices the thing named apart from it.)
  const bareUnits = quoted !== undefined && /^\d[\d,]*\s+(?:(?:copies|units|sets|pieces|items|of (?:them|those|these))\s+)?(?:at|@|x|for)\b/i.test(quoted.phrase);
  const justified = JUSTIFIED_USE.exec(unbracketed);
  for (const item of [bareUnits ? undefined : quoted?.phrase, BE_PAID_FROM.exec(unbracketed)?.[1], REQUEST_THEN_THING.exec(unbracketed)?.[1] ?? JUSTIFIED_AFTER_DASH.exec(unbracketed)?.[1], PLANNED_THEN_IT.exec(unbracketed)?.[1], findItem(unbracketed), itemPastSchool(text, school), findComplianceItem(unbracketed), soldItem(text), THING_THEN_SOURCE_ASKED.exec(unbracketed)?.[1], THING_SAID_THEN_SOURCE_ASKED.exec(unbracketed)?.[1], NEEDED_THEN_SOURCE_ASKED.exec(unbracketed)?.[1], WHAT_CAN_FUND.exec(unbracketed)?.[1], THING_ASKED_FOR.exec(unbracketed)?.[1], justified?.[1] ?? justified?.[2], PRICED_THING_THEN_ASKED.exec(unbracketed)?.[1], THING_THEN_PAID_FROM.exec(unbracketed)?.[1], WHAT_PAYS.test(unbracketed) ? THING_THEN_WHAT_PAYS.exec(unbracketed)?.[1] : undefined, THING_THEN_FUNDING_ASKED.exec(unbracketed)?.[1], RUN_THROUGH_PROGRAM.exec(unbracketed)?.[1], BEST_FIT_FOR.exec(unbracketed)?.[1], FRONTED_THING.exec(unbracketed)?.[1], IS_FUNDABLE.exec(unbracketed)?.[1], THING_THEN_PUT_ON.exec(unbracketed)?.[1], CLAIMED_ELIGIBLE.exec(unbracketed)?.[1], DONE_THEN_IT.exec(unbracketed)?.[1], SPENT_ON_DOING.exec(unbracketed)?.[1], PROGRAM_GOT_TO_COVER.exec(unbracketed)?.[1]]) {
    // "a justification doc for <school>" names no item: the school is not the thing bought.
    // ("a bilingual curriculum for English learners at <school>": the thing, less where it goes.)
    const named = item && school && item.toLowerCase().startsWith(school.toLowerCase()) ? item.slice(school.length).replace(/^[\s:,;-]+/, '') : item && school ? item.split(new RegExp(`\\s+(?:at|for|in|from) ${escapeRegExp(school)}\\b`, 'i'))[0] : item;
    // "does Willow Creek Elementary (Wadley) qualify", "is X in Phoenix, AZ eligible": the school and its town, nothing bought; "what about Title IV-A?" names a program.
    // ("E-Rate is the play — find me other schools": the schools sought, not a thing bought.)
    // ("The funder wants a one-line summary", "our evaluator wants a comparison group": what a reader of the application asks for, nothing bought.)
    if (named && new RegExp(`\\b(?:grant|funder|foundation|rfp|evaluator|reviewer|application|form|template|agency|officer|state|board|advis[eo]r|committee|professor|editor|dean|co-?authors?)s? (?:(?:also|really|still) )?(?:wants|needs|requires|asks for|asked for|requested|is asking for) (?:an? |the )?${escapeRegExp(named)}`, 'i').test(text)) continue;
    if (named && (/^\([^)]*\)$/.test(named.trim()) || placeAndFillerOnly(named) || /\bfind (?:me )?(?:other |more |some )?schools\b/i.test(named) || /^(?:what|how) about\b/i.test(named) || /^(?:in|at|near|from)\s+[A-Z][\w .'-]*(?:,\s*[A-Z]{2})?(?:\s+(?:considered|counted|classified|listed|really|still|actually|now))?\s*$/.test(named))) continue;
    // "I need a needs assessment": the school's needs asked for, nothing bought.
    // ("a 21st CCLC narrative": the document asked for, not a thing bought.)
    // ("case-study schools: high-poverty schools": schools sought, no thing bought.)
    if (named && named.length >= 2 && !/\b(?:narrative|proposal|grant application)s?$/i.test(named) && !/\bschools\s*(?::|$)/i.test(named.replace(FOR_OUR_SCHOOLS, '').replace(WHO_CLAUSE, '')) && !FUNDING_WORDS.test(named) && !GENERIC_ITEM.test(named) && !THE_VAGUE_THING.test(named) && !NOT_A_THING.test(named.trim()) && !/\bquota\b|\busage\b/i.test(named) && !namesOnlyProgram(named) && !(EVENT.test(named) && !/\b(?:charged|billed|paid (?:for|from|out of|with))\b/i.test(text)) && !NEEDS_DOCUMENT.test(named)) {
      // "buy a network firewall": the thing, without the article; "buying a license", "25 calculators there": without the verb or the place.
      // ("our principal wants interactive flat panel displays": the thing wanted, not who wants it.)
      // ("Title III for Saturday English classes for parents": the program said first is no part of the thing.)
      entities.item = named.replace(/^(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc)(?: (?:money|funds?|funding|dollars))? (?:for|on|to (?:buy|pay for))\s+/i, '').replace(/^(?:the )?same\s+(?=\S)/i, '').replace(/^(?:our|my|the|their) (?:principal|teachers?|superintendent|cto|cfo|district|school|staff|team|board|coach(?:es)?|librarian|it department)s? (?:wants?|needs?|asked for|requested|is asking for|would like)\s+/i, '').replace(/^(?:specifically|namely|mainly|mostly|basically)\s+/i, '').replace(/^(?:(?:we|i)(?:'d| would| want| need| plan| are planning| are looking)(?: like)? to (?:buy|purchase|get|order|pay for)|buying|purchasing|getting|acquiring|paying(?: for)?|hiring)\s+/i, '').replace(/^(?:a|an|the|those|these)\s+(?=\S)/i, '')
        // ("paying tutors out of Title I actually": the thing, less the program paying and the filler.)
        .replace(/\s+(?:out of|from|under|with|using|through)\s+(?:the\s+)?(?:title|idea|perkins|e-?rate|21st)\b.*$/i, '').replace(/\s+so (?:that )?(?:e-?rate|title [\w-]+|idea|perkins|it|they)\b.*$/i, '').replace(/,\s*(?:i get it|i know|got it|understood|fair enough)\b.*$/i, '').replace(WHO_CLAUSE, '').replace(/,?\s+or is (?:that|it|this) (?:a no[- ]go|allowed|ok(?:ay)?|fine)\b.*$/i, '').replace(/[\s,;:]+$/, '').replace(/\s+(?:that |which )?(?:the|our|their) [\w-]+ (?:plug|connect|hook|feed)s? (?:into|in|to)\b.*$/i, '').replace(/,?\s+(?:charged to|billed to|paid (?:by|with))\s+(?:the\s+)?(?:title|idea|perkins|e-?rate|21st)\b.*$|,\s*(?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?)\s*$/i, '').replace(/^\([A-Z]{2}\),?\s*/, '').replace(/\s+(?:at|for|in|to|on)$/i, '').replace(/\s+(?:there|here|actually|really|then|too|instead|as well)$/i, '')
        // ("Tipster says the district bought 200 iPads for students": what was bought, not who says so.)
        .replace(/^(?:[\w']+ ){0,3}(?:says?|said|claims?|claimed|reports?|reported|alleges?|alleged) (?:that )?(?:the |a |our |their )?(?:district|school|lea|they|we)\s+(?:bought|purchased|paid for|spent \S+ on)\s+/i, '')
        // ("Our school X in Phoenix, AZ is pricing a bilingual tutoring contract": what is priced, not who prices it.)
        .replace(/^.{0,100}?\b(?:is|are|'re|am|was|were) (?:pricing(?: out)?|buying|purchasing|ordering|considering|getting quotes (?:on|for))\s+(?:an? |the |some )?(?=\S)/i, '')
        // ("And the cameras themselves under Title IV-A?": the thing, less the joint before it and the stress after it.)
        .replace(/^(?:and|also|but|now)\s+(?:the\s+)?(?=\S)/i, '').replace(/\s+(?:themselves|itself)$/i, '')
        // ("Wi-Fi access points for the special education wing so the AAC devices stop dropping": the thing, less why it is wanted.)
        .replace(/\s+so (?:that )?(?:the|our) [\w -]+? (?:stop|stops|quit|quits|keep|keeps|don't|won't|can't|cannot)\b[^,]*$/i, '')
        // ("Hey, quick compliance q. Healthy snacks for summer program kids - allowable ...?": the thing is in the last sentence, not the greeting before it.)
        .replace(/^.*(?<!\b(?:mr|mrs|ms|dr|st|mt|vs|no|inc|co))[.!]\s+(?=[A-Z])/, '')
        // ("1 Gbps fiber internet service for a member school": the thing, less the kind of place it serves.)
        .replace(/\s+(?:for|at|in) (?:a|an|our|one of our|each|every) (?:member |partner |new |small |rural |urban )?(?:school|district|campus|building|library|site)$/i, '').replace(FOR_OUR_SCHOOLS, '');
      // ("... across all programs - I want the verdicts and citations": what the user wants back, no thing.)
      // ("Specifically under Perkins -- is it allowed?", "eligible for overall then?", "pay for when it comes to recruitment", "Looking at X for our Indian ed program", an NCES id before a dash: a word that leads into the program or the topic, no thing.)
      if (/^(?:specifically|namely|mainly|mostly|basically|also|now|then|so|just|and|but|ok(?:ay)?|overall|in total|altogether|all|anyway|fine|great|thanks|thank you|cool|perfect|sure|right|understood|figured|got it|makes sense)(?: then| now)?$/i.test(entities.item) || /^(?:when it comes to|in terms of|regarding|as far as|for (?:our|my|the|their|a|an) )\b/i.test(entities.item) || /^\d{7,12}$/.test(entities.item) || PEOPLE_TOLD.test(entities.item) || /\b(?:doing|going|faring|performing)$/i.test(entities.item) || /^(?:new |more )?(?:gear|stuff|things)$/i.test(entities.item) || /^(?:i|we) (?:want|need|would like|'d like) (?:the (?:verdicts?|citations?|results?|answers?|numbers|list|details)|to (?:see|know|have))\b/i.test(entities.item) ||
        // ("Underwriter wants current enrollment and the grade span", "I need a rough staff count at X": a school's figures wanted, nothing bought.)
        /^(?:the |a |our |their |its |current |rough |latest )*(?:enrollment|grade (?:span|levels?|range)|(?:staff|student|teacher|head) ?counts?|demographics)(?: and (?:the |its |their )?(?:enrollment|grade (?:span|levels?|range)|(?:staff|student|teacher|head) ?counts?|demographics))?(?: (?:at|for|of|there)\b.*)?$/i.test(entities.item)) delete entities.item;
      break;
    }
  }
  if (bareUnits) entities.item = entities.item && !entities.item.includes(quoted.phrase) ? `${entities.item}, ${quoted.phrase}` : quoted.phrase;
  if (quoted) entities.quantity = quoted.quantity;
  const price = quoted?.unitPrice ?? findPrice(text);
  if (price !== undefined) entities.price = price;
  // "24 laptop carts for X, about $1,900 per cart": the price said apart from the item still belongs to it.
  if (entities.item && price !== undefined && !quoted && !/\$|\d\s*(?:dollars|usd|k)\b/i.test(entities.item)) {
    entities.item = `${entities.item} at $${price}${/\b(?:each|apiece|a piece|per (?!cent)\w+)|\/\s*\w+/i.test(text) ? ' each' : ''}`;
  }
  return entities;
}

/** A lunch share said in words or counts: "two thirds of kids are free/reduced", "~2.3k kids, roughly 1,400 on free/reduced". */
function shareInWords(text: string): number | undefined {
  const fraction = /\b(half|(?:a|one|1) third|(?:two|2) thirds|(?:three|3) (?:quarters|fourths)|(?:a|one|1) quarter)\s+of\s+(?:the |our |their |its )?(?:kids|students|children|pupils|enrollment)\b.{0,30}\b(?:free|frl|nslp|reduced|low[- ]income)/i.exec(text)?.[1]?.toLowerCase();
  if (fraction) return /half/.test(fraction) ? 50 : /thirds/.test(fraction) ? 66.67 : /third/.test(fraction) ? 33.33 : /quarters|fourths/.test(fraction) ? 75 : 25;
  const total = /~?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s+(?:kids|students|pupils|enrolled)\b/i.exec(text);
  const eligible = /(\d[\d,]*(?:\.\d+)?)\s*(k)?\s+(?:are |of them )?(?:on|qualify for|eligible for|get)\s+(?:free|frl|nslp|reduced)/i.exec(text);
  if (!total || !eligible) return undefined;
  const count = (match: RegExpExecArray) => Number(match[1]!.replace(/,/g, '')) * (match[2] ? 1000 : 1);
  const [students, lunch] = [count(total), count(eligible)];
  return students > 0 && lunch <= students ? Math.round((lunch / students) * 10000) / 100 : undefined;
}

/**
 * The thing a message buys read with the school's name masked: "does X in AL qualify to use federal
 * money on a phonics license?" reads past the school to the license. Never the school itself.
 */
function itemPastSchool(text: string, school: string | undefined): string | undefined {
  if (!school) return undefined;
  const found = findItem(text.split(school).join('the school'));
  if (found && !/\bschool\b/i.test(found)) return found;
  // "braille embosser, for Willow Creek Elementary, IDEA funds": a short line that lists the thing, then the school it is for.
  const line = text.split('\n').find((said) => said.includes(school) && said.split(/\s+/).length <= 14);
  const listed = line ? new RegExp(String.raw`^\W*([a-z][^,:?]{2,60}?),\s*(?:for|at)\s+${escapeRegExp(school)}\b`, 'i').exec(line)?.[1] : undefined;
  return listed && !/\b(?:can|could|would|will|what|which|how|is|are|does|do|measures?|figures|numbers|data|index|metrics?)\b/i.test(listed) ? listed : undefined;
}

/** "One of their asks is a set of small-group math intervention kits that ... Which federal funds could that school put toward them?": the thing asked for, named as the school's ask. */
const THING_ASKED_FOR = /\b(?:one of )?(?:their|our|its|the school's) (?:asks|requests|wish[- ]list items?|priorities|needs) (?:is|are) (?:a set of |a |an |some )?([a-z][^.?!]{3,100}?)(?=\s+(?:that|which|who|for)\b|[.?!]|$)[^?]*\b(?:put (?:it |them )?toward|pay for|cover|fund)\b/i;
/** "a formal justification for using federal funds on instructional coaching for the host teachers": the thing the funds would be used on. */
const JUSTIFIED_USE = /\bjustification (?:for|of) (?:using|spending|charging) (?:[\w-]+ ){0,2}(?:funds|money|dollars) (?:on|for) ([a-z][^.?!]{3,80}?)(?=\s+for (?:the|our|its|their) (?:teachers|staff|students)\b|[.?!]|$)|\bjustification (?:for|of) using (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc)(?: (?:funds|money|dollars))? to (?:buy|purchase|pay for|fund) (?:an? |the |some )?([a-z][^.?!]{3,80}?)(?=\s+(?:at|for) (?:that|this|the|our|their) (?:school|campus|district)\b|\s+at [A-Z]|[.?!]|$)/i;
/** "justification report (json) for 010012800073: 25 document cameras": the request and its subject, then the thing after the colon. */
// ("put together a purchase justification document for them — ADA-compliant poured-in-place surfacing, about $140k": a justification's, after a dash.)
const REQUEST_THEN_THING = /\b(?:justification|justify|qualify|compliance check|allowability check)\b[^:?]{0,60}:\s*([a-z0-9][^?:]{2,100}?)\s*[.?!]?\s*$/i;
const JUSTIFIED_AFTER_DASH = /\b(?:justification|justify)\b[^:?—–]{0,60}\s(?:[—–]|--?)\s\s*(?!(?:what|what's|whats|which|how|who|is|are|can|could|does|do|and|also|please|thanks)\b)([a-z0-9][^?:]{2,100}?)\s*[.!]?\s*$/i;
/** "We'd like to run professional development on trauma-informed practices for teachers. Can Title II-A pay for it?": what is planned, then "it" put to a program. */
const PLANNED_THEN_IT = /^\W*(?:we(?:'d| would) like to|we want to|we plan to|we(?:'re| are) planning to|we(?:'re| are) thinking of|we(?:'re| are) considering) (?:run(?:ning)?|do(?:ing)?|hold(?:ing)?|host(?:ing)?|offer(?:ing)?|buy(?:ing)?|start(?:ing)?|hir(?:e|ing)|launch(?:ing)?|provid(?:e|ing)) (?:an? |some |the )?([^.?!]{3,160}?)[.!]\s+[^?]*\b(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate)\b[^?]*\b(?:it|that|this|them|those)\b[^?]*\?/i;
/** "after school Native language tutoring program, about 60 kids. what funding sources fit?": the thing said as a sentence of its own, then the source asked. */
const THING_SAID_THEN_SOURCE_ASKED = /^\W*(?!(?:i|i'm|im|we|we're|our|my|they|it|it's|this|that|there|can|could|would|will|is|are|does|do|what|which|how|who|why|when|where|please|hey|hi|so|ok(?:ay)?|also|and|but)\b(?!-))([a-z][^:?.!]{3,120}?)\.\s+(?:(?:what|which)\s+(?:federal\s+)?(?:fund(?:ing)?\s+)?(?:sources?|programs?|funds?|money|grants?)\s+(?:fits?|works?|would (?:fit|work)|makes? sense|could (?:pay|fund|cover))|(?:programs?|funds?|sources?) that (?:can|could|would) (?:pay|fund|cover))\b/i;
/** "what can fund bilingual dictionaries + newcomer ELL curriculum kits": the thing after the verb that pays. */
/** "what federal program would be the best fit for food at the summer site X?": the thing a program is sought for. */
const BEST_FIT_FOR = /\b(?:what|which) (?:federal |grant )?(?:program|source|fund(?:ing)?|grant)s? (?:would|could|might|will) (?:be )?(?:the )?(?:best|right|a good|good) fits? for (?:the |our |some |a |an )?([a-z][^?]{2,80}?)(?=\s+(?:at|in) (?:the |our )?(?:summer |after-?school )?(?:site|camp|program)\b|\s+(?:at|in|for) [A-Z]|\s*[?.!]|$)/;

const WHAT_CAN_FUND = /^\W*(?:what|which)(?: \w+){0,2} (?:can|could|would|will) (?:fund|pay for|cover)\s+(?!(?:it|that|this|them|those|these)\b)([a-z][^?,]{2,120}?)\s*\??\s*$/i;
/** "Wireless access points and switches for classrooms: what fund source makes sense?": the thing, then the source asked. */
const THING_THEN_SOURCE_ASKED = /^\W*(?!(?:can|could|would|will|is|are|does|do|what|which|how|who|why|when|where|please|hey|hi|quick|so|ok(?:ay)?|also|and|but|break|show|give|tell|list|find|pull|get|compare|check|run|draft|write)\b)([a-z][^:?–—]{3,120}?)\s*[:–—]\s*(?:what|which)\s+(?:federal\s+)?(?:fund(?:ing)?\s+)?(?:sources?|programs?|funds?|money|grants?)\b/i;

/**
 * "are 48-port PoE switches for IDF closets cat 2 eligible? anything else that could pay for them", "LTE hotspots for kids w/o home
 * internet — erate or title money? what can pay": the thing said first, its E-Rate category or source asked, then what pays for it.
 */
// (A sentence of its own, not a clause of who does what: "we're writing our SIP - what could pay for it?" names no thing.)
const THING_THEN_WHAT_PAYS = /^\W*(?:(?:are|is|does|do)\s+)?(?:an?\s+|the\s+|our\s+)?(?!(?:we|i|they|he|she|it|you)(?:'re|'m|'s|'ve| are| am| is| was| have)?\b)([a-z0-9][^?—–.]{2,120}?)\s*(?:[—–]|\s-\s|\s(?=(?:cat(?:egory)?\.? ?(?:1|2|one|two)|c[12])\b)|\s(?=come out of\b))/i;
const WHAT_PAYS = /\bany chance\b[^?]{0,40}\b(?:pays?|covers?|funds?|(?:could|can|would) (?:pay|cover|fund))\b|\b(?:can|could|will|would) any (?:federal )?(?:programs?|funds?|money|funding) (?:pay|cover|fund)\b|\b(?:what|anything(?: else)?|which|who)\b[^?]{0,30}\b(?:pays?|could pay|can pay|covers?|cover it|(?:could|can) fund it)\b/i;

/**
 * "bilingual picture books for our ELL kids at X. Title III?", "library furniture (shelving and tables) — any federal $ for that?",
 * "text-to-speech software for students with IEPs at X. is that an IDEA thing?": a thing said alone, then its funding asked.
 */
/** "We need 24-port PoE switches for the camera VLAN at X. What funding sources fit?": the thing needed, then its sources asked. */
/**
 * "hotspots for kids to take home, is E-Rate still covering those?", "Content filtering: CIPA requires it, so E-Rate pays for it,
 * right?", "Security cameras ride on the same network, can those go on the cat 2 application?": the thing said first, put to a source
 * by a word that points back at it.
 */
const FRONTED_THING = /^\W*(?!(?:i|i'm|im|we|we're|our|my|they|it|it's|this|that|there|can|could|would|will|is|are|does|do|what|which|how|who|why|when|where|please|hey|hi|so|ok(?:ay)?|also|and|but|quick|question|wait|hmm+|hold on|sorry|actually|right|yes|yeah|no|great|cool|thanks|well|fine)\b)([a-z][a-z0-9 /&+-]{2,60}?)(?:\s*[:,]|\s+(?:ride|run|sit)s? on\b[^,?]{0,40},)\s+[^?]{0,60}?\b(?:is|are|does|do|can|could|will|would|so)\s+(?:e-?rate|those|they|it|that|these|them)\b[^?]{0,40}?\b(?:cover\w*|pay(?:s|ing)? for|go on|eligible|allowed|allowable)\b/i;

// ("A district wants to buy vision screening software licenses for 12 schools. What could pay for it?": the same, any school or district.)
const NEEDED_THEN_SOURCE_ASKED = /^\W*(?:we|i|they|(?:(?:the|a|an|one) )?(?:school|district|campus|charter)) (?:need|needs|want|wants|(?:are|am|is|'re|'m) (?:buying|getting|ordering|looking at|planning to buy)|plans? to buy|(?:have|has) to (?:buy|replace)|wants? to (?:buy|add|install|replace))\s+(?!to\b|help\b|money\b|funding\b|funds\b|a way\b|more\b)([a-z0-9][^.?!]{2,100}?)(?:\s+(?:at|in)\s+[A-Z][^.?!]*)?[.?!]\s+(?:what|which)\s+(?:federal\s+)?(?:fund(?:ing)?\s+)?(?:sources?|programs?|funds?|money|grants?)?\s*(?:fits?|works?|would (?:fit|work)|makes? sense|(?:could|can) (?:pay|fund|cover|apply))\b/i;
/** "Can a one-to-one aide required by an IEP be paid out of Title I?": the thing a program would pay, weighed against it. */
export const BE_PAID_FROM = /\b(?:can|could|may|would|should) (?:a|an|the|our|some|this|that) ([a-z0-9][^?]{2,80}?) be (?:paid|funded|charged|covered|bought|purchased|billed)(?: for)? (?:out of|from|with|by|under|through|to|using) (?:the |our )?(?:title|idea|perkins|e-?rate|21st|cclc)\b/i;

/** "200 Chromebooks for our middle schools": the schools a thing is for, no part of it. */
// ("vision screening software licenses for 12 schools": the same, counted.)
const FOR_OUR_SCHOOLS = /\s+(?:(?:for|at|in|across) (?:our|my|the|their|all (?:of )?(?:our|the|its|their)) (?:elementary |middle |high |secondary |member |partner |schoolwide |title i |targeted[- ]assistance )?(?:schools|campuses|buildings|sites)|for \d{1,3} (?:schools|campuses))$/i;

/** "Can we run adult ESL classes through our 21st CCLC center?", "could we license an SEL curriculum using Title IV-A?": what is run or licensed, weighed against the program. */
export const RUN_THROUGH_PROGRAM = /\b(?:can|could|may|should) (?:we|i|they|the (?:school|district|center|program)) (?:run|offer|host|hold|license|lease|rent|provide|start|operate) (?:an? |the |some )?([a-z][^?]{3,100}?)\s+(?:through|using|with|under|from|out of|via|on) (?:our |the |their |its |an? )?(?:title|idea|perkins|e-?rate|21st|cclc)\b/i;

const THING_THEN_FUNDING_ASKED = /^\W*(?!(?:can|could|would|will|is|are|does|do|what|which|how|who|why|when|where|please|hey|hi|so|ok(?:ay)?|and|but|i|we|my|our (?:principal|school|district))\b)(?!\d+\b)([a-z0-9][^.?!—–]{3,140}?)\s*(?:[.!]\s+|\s[—–-]{1,2}\s+)(?:(?:the |our )?(?:quote|price|bid|estimate|cost)\b[^.?!]{0,60}[.!]\s+)?(?:(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc)\s*\?|can (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc) (?:pay|cover|fund)(?: for)?(?: (?:it|that|this|them))?\s*\?|check (?:it|that|this) (?:against|across|under) (?:all|every|each)\b|(?:which|what) (?:federal )?programs (?:allow|cover|pay for|fund) (?:that|it|this)\b|e-?rate (?:will|would|can|could) (?:pay for|cover|fund) (?:that|it|this)\b|is there any (?:federal )?(?:program|money|funding|funds?) (?:that )?(?:can|could|would|will) (?:pay for|cover|fund) (?:it|that|this)\b|(?:is|are) (?:that|it|this|those|these) (?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)[- ]eligible\b|can (?:federal|title \w+|any|our) ?(?:\w+ )?(?:funds?|money|dollars) pay\b|(?:what|which) (?:federal )?programs? (?:qualify|pays?|could pay)\b|any (?:federal )?(?:\$|money|funds?|funding) for (?:that|it|this)\b|is (?:that|it|this) an? (?:title [\w-]+|idea|perkins|e-?rate) thing\b)/i;

/** "field trip to a theme park for our EL kids, paid out of Title III... yes or no?": the thing, then the program said to pay. */
// ("Travel for lobbying the legislature -- can that be charged to Title II-A?": the same, asked after a dash.)
const THING_THEN_PAID_FROM = /^\W*(?!(?:is|are|was|were|can|could|would|will|does|do) (?:it|this|that|they|those|these)\b)([a-z][^?.]{3,120}?)(?:\s+(?:-{1,2}|[–—])\s+(?:can|could|would|will|should|may) (?:that|it|this|they|those|these) be)?,?\s+(?:paid|funded|covered|bought|purchased|charged) (?:out of|from|with|by|through|under|to) (?:title|idea|perkins|e-?rate|21st|federal|grant)/i;

/**
 * "Culinary program upgrade: commercial convection ovens and a walk-in cooler, $38,000. Which federal programs would cover it?":
 * the thing priced in a sentence of its own (after a heading), then what pays for "it" asked ("... about $85,000. Anything federal that
 * can pay for it?").
 */
const PRICED_THING_THEN_ASKED = /^\W*(?:[^:?.]{3,50}:\s*)?([a-z][^:?.$]{3,160}?),?\s*(?:about |around |roughly |~)?\$\s?\d[\d,.]*\s*k?(?: (?:total|in total|all in|each|apiece))?\.\s+(?:(?:which|what|who|can|could|would|will|does|do|anything|is there)\b[^?]*\b(?:cover|pay for|fund|qualify|touch|(?:programs?|funds?|money|sources?) (?:could|can|would) (?:a |an |the )?(?:[\w-]+ )?(?:school|district)s? use)|(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc) (?:ok|okay|allowable|fine|good) for (?:that|this|it|those|them))\b/i;

/** "does X (AL) even qualify for Title IV-A?": the school's state and a filler word left of its name name no thing. */
function placeAndFillerOnly(found: string): boolean {
  return found.replace(/\([A-Za-z]{2}\)|\b(?:even|really|actually|still|also|too|just|now|already|ever)\b|\W/gi, '').length < 3;
}

/** "eligible for Title I", "qualify for Perkins funds": the item is the program itself, so there is none. */
function namesOnlyProgram(item: string): boolean {
  // ("both 21st CCLC and Title I": the joining words name nothing either.)
  // ("Title I money for the same thing": the thing is the one said before.)
  // ("eligible for Title IV-A that might buy the same thing": the clause after the program says who, not what.)
  // ("qualify for Perkins V for our CTE pathway": what the program would be for, said after it, is no thing bought.)
  const startsWithProgram = PROGRAM_PATTERNS.some(({ pattern }) => pattern.exec(item)?.index === 0);
  // ("eligible for 21st CCLC at all", "eligible for 21st CCLC or is that too low?": a doubt after the program names nothing.)
  // ("eligible for IDEA Part B by your count": whose count it is names nothing either.)
  // ("whether it's eligible for Title III, and the principal's email": the next thing asked, after a comma, names nothing bought.)
  // ("eligible for 21st CCLC with at least 400 kids": a size filter after the program names nothing bought.)
  const bare = item.replace(/\s+(?:with|having|w\/) (?:at least |over |more than |under |fewer than |less than )?[\d,]+\+?\s*(?:students|kids|pupils|enrolled)\b.*$/i, '').replace(/,\s+and\s+(?:the|its|their|his|her|who|what|how)\b.*$/i, '').replace(/\s+(?:at all|or (?:is|are|was|were|does|do|would|will|not|no)\b.*|(?:by|in|per|according to) (?:your|the|our) (?:count|data|numbers|records?|figures)\b.*)$/i, '').replace(/\s+(?:that|which|who)\b.*$/i, '').replace(/\s+(?:for|on) (?:the same thing|the same|that|it|this|those|them|these)$/i, '').replace(startsWithProgram ? /\s+for (?:our|my|the|their|a|an|its) .*$|\s+(?:if|since|because|given|as|when|in case)\b.*$/i : /$^/, '');
  const rest = PROGRAM_PATTERNS.reduce((left, { pattern }) => left.replace(new RegExp(pattern.source, 'gi'), ' '), bare).replace(/\b(?:both|either|and|or|the|programs?|funds?|funding|besides|other than|except|apart from|beyond)\b|[,&/]/gi, ' ');
  // ("21st CCLC after-school money": the program's own description names no thing either; nor does "E-Rate".)
  return rest.replace(/\b(?:e-?rate|other|else|the|a|an|any|program|programs|funds?|funding|money|dollars|grants?|part|or|and|federal|after[- ]?school|before[- ]?school|out[- ]of[- ]school|then|now|too|instead|also|please|pls)\b|[^a-z0-9]/gi, '').trim() === '';
}

const ERATE = /\be[-\s_]?rate\b|\b(?:school )?internet (?:subsid(?:y|ies)|discounts?)(?: money| program)?\b|\bschool internet money\b|\b(?:percent|%) off\b.{0,40}\b(?:wi-?fi|internet)\b|\b(?:our|the|a|my|their) 47[01]\b(?= (?:gets?|is|was|has been|goes) (?:certified|posted|filed|submitted|in)\b)|\b(?:c[12]|cat(?:egory)?\.? ?(?:1|2|one|two))[- ]eligible\b|\beligible (?:under|for|in) (?:c[12]|cat(?:egory)?\.? ?(?:1|2|one|two))\b|\bform 4[67]\d\b|\b47[01] (?:window|deadline)\b|\bdata transmission\b|\binternal connections\b|\bform 4(?:86|72|74|98)\b|\b(?:c[12]|cat(?:egory)?\.? ?(?:1|2|one|two)) application\b|\b(?:the|a|our|their|file) 486s?\b|\bfunding commitment (?:decision )?letters?\b|\bfcdl\b|\bbear (?:form|invoices?)\b/i;

function findStates(text: string): string[] {
  const found: { at: number; code: string }[] = [];
  for (const [code, name] of Object.entries(STATES)) {
    // ("West Virginia" is one state, not Virginia too.)
    const byName = new RegExp(`(?<!\\bwest )\\b${name}\\b`, 'i').exec(text);
    // "New York" also names a city; "Washington" a person: both still read as the state, as users mean it most often.
    if (byName) found.push({ at: byName.index, code });
    for (const match of text.matchAll(new RegExp(`(^|[^A-Za-z])(${code})(?![A-Za-z])`, 'gi'))) {
      const at = match.index + match[1]!.length;
      const lower = match[2] !== code;
      // Lower case ("schools in tx") only where a place goes, and never for codes that are words or school heads.
      if ((WORDLIKE_CODES.has(code) || lower) && !placeLike(text, at)) continue;
      if (lower && LOWER_CASE_NEVER.has(code)) continue;
      // ("What's its district ID?": an identifier, not Idaho.)
      if (code === 'ID' && /\b(?:district|school|nces|lea|its|the|an|their|my|our|your|student|federal|tax|vendor|spin|account|key|user|login)\s*$/i.test(text.slice(0, at))) continue;
      found.push({ at, code });
    }
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((entry) => entry.code))];
}

/** Codes never read in lower case: words, pronouns and school heads ("ms", "me", "hi", "ok"). */
const LOWER_CASE_NEVER = new Set([...WORDLIKE_CODES, 'MS', 'MI', 'NE', 'UT', 'DC', 'SC', 'NC', 'PR', 'VA', 'GA', 'WA']);

/** A code that is also a word counts after a comma, after "in"/"of"/"from", or at the end. */
function placeLike(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at + 2);
  // ("among AL districts", "OK schools": a place's districts or schools.)
  return /(,\s*|\b(?:in|of|from|state|across|throughout|around|within|just|only|among)\s+)$/i.test(before) || /^\s*[?.!]?\s*$/.test(after) || /^\s+[-–—]\s/.test(after) || /^\s+only\b/.test(after) ||
    // ("aligned to AL math standards": the state's standards; "the AL state profile": its profile.)
    // ("state averages for AL: math proficiency and FRL": a code in capitals after "for", before a colon.)
    (/^[A-Z]{2}$/.test(text.slice(at, at + 2)) && /\bfor\s+$/i.test(before) && /^\s*:/.test(after)) ||
    (/^[A-Z]{2}$/.test(text.slice(at, at + 2)) && /^\s+state(?:'s|wide)?\b(?!s)|^\s+(?:school )?districts?\b|^\s+(?:public |high |middle |elementary )?schools?\b|^\s+(?:[a-z]+ ){0,2}standards\b/.test(after)) ||
    // ("shortage areas for AL?? sped and math are killing us", "What's on the AL shortage list?": a code in capitals asked of, or naming a state's list.)
    (/^[A-Z]{2}$/.test(text.slice(at, at + 2)) && (/^\s*[?!]{1,3}(?:\s|$)/.test(after) || /^\s+(?:shortage|teacher shortage)s?\b/.test(after))) ||
    // ("and AL? what's the top shortage there": a code in capitals asked on its own, the question going on after it.)
    (/^[A-Z]{2}$/.test(text.slice(at, at + 2)) && /^\W*(?:and|what about|how about|now)\s+$/i.test(before) && /^\s*[?,]/.test(after)) ||
    // ("Does AL use Common Core?": a state that does something, in capitals.)
    (/^[A-Z]{2}$/.test(text.slice(at, at + 2)) && /\b(?:does|do|did|is|has|will|would|can|should)\s+$/i.test(before) && /^\s+(?:use|have|require|adopt|follow|get|spend|fund|offer|count|rank|allow|publish|compare|stack up|look|do|fare|list|report|flag|show|track|reporting|listing|flagging|showing|tracking|seeing)\b/.test(after));
}

/** "a $1,500 retention stipend for teachers who stay 3 years at our hardest-to-staff schools": who it is for, not part of the thing. */
const WHO_CLAUSE = /\s+(?:who|that) (?:stay|stays|work|works|teach|teaches|serve|serves)\b.*$/i;

/** Two lunch shares set against each other without their signs: "49 vs 50". */
export const SHARES_SET_AGAINST = /\b(\d{1,2}(?:\.\d+)?)\s*(?:vs\.?|versus)\s*(\d{1,3}(?:\.\d+)?)\b(?!\s*(?:students|schools|kids))/i;

/** "eligible for any funding", "eligible for c2 funding": the money sought, not a thing bought. */
const FUNDING_WORDS = /^(?:any |some |more |federal |extra |c[12] |cat(?:egory)?\.? ?(?:1|2|one|two) )*(?:\$+(?!\s?\d)|(?:funding|funds?|money|grants?|programs?|dollars|help|e-?rate)\b)/i;

/** The needs part of an application, asked of the data rather than bought. */
const NEEDS_DOCUMENT = /^(?:a |an |the |our |my |its |their )?(?:short |quick |brief |full |basic )?needs? (?:assessment|statement|analysis|picture|section)\b/i;

/** "justify a purchase", "qualify an item": the kind of request, not the thing bought. */
// "the same thing", "it", "those": a word for the item already talked about names none of its own.
// "that purchase there", "this order here", "fixing them": a pointer at something said before, naming no item.
// "fund the interventions" beside a school's needs points at those needs, not at a thing bought.
/** Words of money or buying: what makes a thing "we're looking at" a purchase. */
const MONEY_IN_VIEW = /\$\s?\d|\b\d[\d,]*\s*(?:dollars|k\b)|\b(?:buy|buying|purchas\w*|order\w*|cost\w*|price\w*|pricing|quotes?|fund\w*|pay\w*|afford\w*|programs?|grants?|eligib\w*|qualif\w*|cover\w*|allow\w*|money|budget\w*|title [\w-]+|e-?rate|perkins|idea|cclc|spend\w*)\b/i;

/** "a budget workshop on Thursday": a meeting is something had, not bought. */
// ("a hearing assistance system", "hearing aids": equipment for hearing, not a hearing held.)
// ("PD workshop registration for teachers": what attending costs is a thing paid for.)
const EVENT = /^(?:an? |the |our |my )?(?:[\w-]+ )?(?:workshop|meeting|retreat|conference|session|hearing(?! (?:aids?|assist\w*|loops?|systems?|devices?|equipment|amplif\w*|impair\w*|screen\w*))|presentation|call|webinar)s?\b(?! (?:registrations?|fees?|tuition|stipends?|travel|materials|supplies|catering|costs?|expenses?|substitutes?)\b)/i;

// ("I want more like it": more schools, no thing.)
// ("the thing my co-teacher wanted", "the thing we talked about at the meeting with one of those": a thing pointed at through someone, never described.)
// ("our product", "my software": what is sold, not yet described.)
// ("the task force wants baseline data": figures asked for, not a thing bought.)
/** A kind of thing with no thing said ("the equipment", "the upgrade"): what the cost is, is asked. */
export const VAGUE_THING = String.raw`(?:equipment|upgrade|project|gear|materials?|supplies|devices?|hardware|software|system|install(?:ation)?|refresh|order)`;
const THE_VAGUE_THING = new RegExp(String.raw`^the ${VAGUE_THING}$`, 'i');

/** "a few newly arrived migrant families": people told of, never a thing bought (nor "the school doing" ok, a school's state). */
// ("a site justification for our funder": who the document is for, no thing bought.)
const PEOPLE_TOLD = /^(?:a )?(?:few|couple(?: of)?|handful(?: of)?|bunch(?: of)?|lot(?: of)?|some|many|several) (?:[\w-]+ ){0,3}(?:families|kids|children|parents|siblings|students)$|^(?:our|the|my|their) (?:funders?|board|committee|investors?|lenders?|donors?|boss|superintendent|principal)$/i;

// ("what could pay for fixes there": the school's gaps, no thing bought.)
// ("my principal wants our FRL % and total enrollment", "a 'what are we missing' list": figures or a list of the school's, no thing bought.)
// ("eligible for — plain words please": what follows a dash is how to answer, no thing; "wants one at the data center": the thing said before;
// "I want some sign they run a real program", "whether to buy in that zone", "Just want a list to start researching": no thing bought.)
// ("Board chair wants a one-liner", "a blurb for the newsletter": words written about the figures, nothing bought; "wants data on X: FRL %, ...": figures.)
// ("I need a signature on the partnership agreement", "an intro to the principal": a step of the work, nothing bought.)
// ("which programs could fund those interventions?": the needs just found; "We want our interns to add real value": what someone is to do, nothing bought.)
// ("mom wants something similar wherever they land": likeness, nothing bought; "I need a second person to talk to": someone to reach;
// "we have a nurse moving from overseas with two kids": a family who moves.)
const GENERIC_ITEM = /^[—–-]+\s|^(?:(?:a|an|one|two|\d+) )?(?:[\w-]+ ){0,2}(?:moving|relocating|transferring) (?:from|to|here|in)\b.*$|^(?:(?:a|an|another|some) )?(?:[\w-]+ )?(?:person|people|someone|somebody) to (?:talk|speak|reach out|go|turn)\b.*$|^(?:the |that |this )?(?:same )?(?:district|school|campus|lea|year)(?:,? (?:the )?(?:same|that|this) (?:year|district|school))?$|^(?:fy|funding year |fiscal year )\s*\d{4}(?:-\d{2,4})?$|^.*\b(?:funds|money|dollars) (?:for|on) (?:a|an|some) (?:purchase|item|thing|expense|cost|request)$|^something (?:similar|mid-?sized?|smaller|bigger|larger|small|big|like (?:it|that|this))\b.*$|^(?:free|reduced)(?:[- ]price)?(?: (?:or|and|&|\/) reduced(?:[- ]price)?)? (?:lunch|meals?)\b.*$|^one (?:at|for|in|on|like|from)\b.*$|^(?:some |a |an |any )?(?:sign|signs|sense|feel|feeling|clue|indication|assurance|confirmation|answer|response|reply|decision|signature|signatures|sign-?off|approval|permission|introduction|intro|meeting|leave-?behind|one-?pager)\b.*$|^(?:some |an |any )idea\b.*$|^(?:in|into|near) (?:that|this|the|a) [\w-]+$|^(?:a |the )?(?:list|rundown|shortlist)\b(?! of (?:\d|[\w-]+ (?:licenses|devices|items)))\b.*$|^(?:quick |a |one )?(?:compliance |funding |e-?rate )?(?:question|q)$|^listed$|^(?:our |the |its |their )(?:[\w'%-]+ ){0,3}(?:frl|enrol?lment|numbers|stats|statistics|figures|scores|demographics)\b|^(?:an? )?['‘"“][^'’"”]+['’"”] list$|^(?:the |any |those |these )?(?:fixes|improvements|repairs|gaps|needs|shortfalls?|interventions|recommendations)(?: there| for (?:it|them|that))?$|^(?:our|my|their|the) [\w-]+ to [a-z]+\b.*$|^(?:the )?(?:same )?(?:school|district|campus)$|^(?:a |an |the )?(?:[\w-]+ )?(?:example|examples|anecdote|story|angles?|hooks?|stud(?:y|ies)|comparison|benchmark|number|figure|estimate|ballpark|one-liner|one-pager|blurb|sound ?bite|talking points|headline|summary|recap|explainer|statement)\b.*$|^(?:some|part|all|most|any|half) of (?:it|that|this|them|the cost)$|^(?:the )?\d+\s*% (?:local )?(?:match|cost[- ]share)(?: or not)?$|^(?:the )?(?:whole|entire) (?:thing|order|invoice|quote|purchase|lot)$|^everything(?: on (?:it|there|the (?:invoice|quote)))?$|^(?:the )?(?:most recent|latest|newest|last|first|biggest|largest) one$|^(?:the |that |this )?(?:thing|stuff|item|one|purchase)s? (?:(?:i|we|they)(?:'re| are|'m| am) )?(?:ordering|buying|getting|planning on|looking at|eyeing)\b.*$|^(?:some |the |more )?(?:baseline |current |recent |better |good )?(?:data|numbers|figures|info(?:rmation)?|stats|statistics)$|^(?:a |the |some |our )?baselines?\b.*$|^(?:some |the |more )?(?:[\w-]+ )?(?:data|numbers|figures|info(?:rmation)?|stats|statistics) (?:on|about|for)\b.*$|^(?:our|my|their) (?:new )?(?:product|software|solution|app|platform|tool|service|offering)s?$|^(?:our|my|the|their|this|a) (?:annual |yearly |contract |license |subscription )?renewals?$|^how to\b.*$|^federally$|^(?:each|every|the|those|these) (?:recommendation|intervention)s?\b.*$|^us$|^(?:double[- ])?check (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc)\b.*$|^(?:a |an |the )?district report\b.*$|^(?:the |that |this |a )?(?:thing|stuff|item|one|purchase)s? (?:(?:my|our|the|a|his|her) [\w-]+ |(?:i|we|he|she|they) )(?:wanted|asked (?:for|about)|mentioned|said|needs?|talked about|discussed|brought up)\b.*$|^(?:more|others?|some|a few) (?:like (?:it|this|that|them|this one|that one)|of (?:those|them|these))$|^(?:a |an |the |this |that |my |our |some |new )?(?:same )?(?:purchase|item|thing|something|order|buy|request|expense|cost|stuff|one)s?(?: (?:there|here|again|too|as well))?$|^(?:it|that|this|them|those|these|the same)(?: (?:elsewhere|too|again|as well|instead|somewhere else|specifically|in particular|exactly|alone|only))?$|^(?:the )?(?:main|biggest|primary|first|top) (?:item|thing|line|purchase)(?: on (?:it|that|this|the (?:invoice|quote|receipt|order)))?$|^(?:an? )?(?:opportunity|health|funding|equity|lead) scores?$|^(?:some (?:kind|sort) of |a |an )?(?:composite|overall|summary|single) (?:measure|score|metric|number|rating|indicator)s?\b.*$|^(?:a |an |the )?(?:quick |full |brief )?(?:health|funding|equity|needs|data|sanity) (?:check|check-?up|scan|review|snapshot)s?\b.*$|^(?:a |an |the )?(?:named |site |main |primary |point of )*contacts?\b.*$|^(?:the |our |a |my )?(?:[\w-]+ )?(?:schedule|calendar|agenda|report|note|comparison|plan)s? (?:to|over to) (?:them|him|her|the)\b.*$|^(?:an? )?(?:e-?mail(?: address)?|phone(?: number)?|cell(?: number)?|contact(?: info)?|name)s?$|^\w+ing (?:it|them|those|these|that)$|^(?:the|these|those|such|its|their|any) (?:interventions?|improvements?|fixes|supports?|solutions?|needs|gaps|efforts|projects?)$|^(?:the|that|this) (?:[\w#-]+ )?one\b|^(?:(?:the|that|this|those|these) )?(?:same )?programs?$|^each(?: one)?$|^(?:all|either|both|neither|any|none|each|one) of (?:them|those|these|the two|the (?:two |three )?schools)$|^something like (?:that|this|it)$/i;

const ITEM_TRIGGER =
  /\b(?:justification for|justify(?:ing)?|buy(?:ing)?|(?<=\b(?:we're|we are|i'm|i am|im) |^\W*)(?:quoting|pricing(?: out)?)|(?<!\b(?:that|this|handles|runs|does|manages|oversees|on) )purchas(?:e|ing)(?!(?<=\bin purchasing)\s*(?:[?.!,]|$))(?! (?:decisions?|directors?|managers?|officers?|department|power|history|process|cooperatives?|consortium)\b)|pa(?:y|ying|id) for|spend(?:ing)? (?:\w+ )*?on|(?<=\b(?:money|funds|funding|dollars)\b[^?.]{0,40}\b(?:could|can|might|would) )use (?:for|on)(?= (?:a|an|the|our|new|some|more) )|(?<=\b(?:programs?|money|funds|funding|grants?) (?:could|can|would|might) )replace(?= [a-z0-9])|(?<=\b(?:is|are) there (?:any )?(?:federal |grant |state )?(?:money|funding|funds|dollars) )for(?= (?:a|an|new|some|more) )|(?<=\bwhat about (?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc) )for(?= (?:a|an|the|our|their|new|some|\d) )|(?<=\buse (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc)(?: funds| money| dollars)? to )(?:lease|rent|build|buy|purchase)(?= [a-z0-9])|(?<=\b(?:funds|money|dollars|funding) to )pay (?:an? |the |our )?(?:[\w-]+ ){1,3}for(?= [a-z0-9])|(?<=\b(?:we'd|we would|we'll|we will|we want to|we plan to) )(?:place|station|embed|run|host|offer|provide|deliver)(?= (?:a|an|one|two|three|\d|our|weekly|monthly|daily) )(?=.*\b(?:pay|funds?|cover|allowable|allowed)\b)|(?<=\b(?:can|could|may) (?:it |they |these |those |any )?be )used (?:for|on)(?= (?:a|an|the|our|their|new|some|\$?\d|[a-z]+ (?:pd|training|coaching|licen[cs]es?|subscriptions?)\b))|afford|get funding for|fund(?:ing)? for|(?:fund|cover)(?= (?:a|an|the|new|some|our|\d[\d,]*) )|(?<=\b(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc) )pay(?= (?:a|an|the|new|some|our|\d\w*|[a-z]+s) )|(?<=\b(?:can|could|may) (?:we|i|they) )pay(?= (?!for\b|it\b|that\b|this\b|them\b|back\b|off\b|out\b)[a-z]+(?: [a-z]+)?s\b)|(?<=\b(?:wants?|plans?|going|hoping) to )cater(?= (?:a|an|the|some|our) )|(?<=\b(?:wants?|plans?|going|hoping) to )bundle(?= [a-z0-9])|(?<=\b(?:help (?:a|the|our|their) [\w ]{2,20}?|to|will|would|could) )stand up(?= (?:a |an |the |their |its )?[A-Za-z])|(?<=(?:^|[.!?]\s+))(?:it's|it is)(?= \d+ [a-z-]+s\b)|(?<=\b(?:do|does|can|could|would|will) (?:any|all|some|either|each|one) of (?:those|them|these|the programs) )(?:cover|pay for|pay|fund)(?= [a-z0-9])|(?<=\b(?:e-?rate|title [\w-]+|idea|perkins(?: v)?) (?:won't|will not|doesn't|does not|can't|cannot) )(?:cover|pay for|fund)(?= [a-z0-9])|(?<=\b(?:money|funds|funding|dollars) )pay(?: for)?(?= [a-z0-9])|use (?:[\w-]+ ){0,5}(?:money|funds|dollars|funding)(?: there| here)? (?:for|on|to buy|to pay(?: for)?)|(?<=\b(?:could|can|would|might|may) (?:[\w(),'-]+ ){1,8})use (?:for|on)(?= (?:a|an|the|our|new|some|more) )|(?<=\b(?:title [\w-]+|idea|perkins|21st cclc)\b[^?]{0,40}\b(?:can|could|may) (?:we|i|they) )use (?:it|them|that money|those funds) (?:for|on)(?= [a-z0-9])|(?<=\b(?:could|can|would|might|may) (?:[\w(),'-]+ ){1,4})use (?:one|any|some|either|each) of (?:them|those|these|it) (?:for|on)(?= (?:a|an|the|our|new|some|more) )|use (?:the |our )?(?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)(?: (?:money|funds|grant|dollars|program|funding))?(?: there| here)? (?:for|on|to buy|to pay(?: for)?)|(?<=\b(?:we're|we are|i'm|i am|im|are) |^\W*)(?:considering|exploring|thinking (?:about|of)|looking at)(?= (?:a|an|some|new|\$?\d))|(?<=\b(?:we're|we are) )thinking(?= (?!about|of|that|it|we|maybe|through)[a-z][\w-]* (?:tutoring|program|software|curriculum|devices?|services?|coaching|classes|camp)\b)|(?:allowed|allowable|eligible) (?:for|to buy)|qualify for(?! (?:free|reduced|frl|nslp|(?:school )?lunch|title\b|idea\b|perkins\b|e-?rate\b|21st\b))|qualify(?:ing)?(?= (?:a|an|the|our|my|some) )|(?:want|need|plan(?:ning)?|hoping|looking|going) to (?:get(?! (?:on|in|into|ahead|back|started|together|in touch|to know)\b)|order|acquire|obtain|pick up|roll out)|(?<=\b(?:wants|plans|hopes) to )launch(?= [A-Za-z])|(?<=\b(?:we're|we are) )launching(?= (?:a|an) )(?=.*\b(?:pay for|fund|cover|allowable|eligible)\b)|(?<=\b(?:is|are|were|was) )asking for(?= (?:a|an) )|(?<=\b(?:could|can|may) (?:we|i|they) )(?:hire|run)(?= (?:a|an|the|some|outside|teacher|staff|recruitment|\d))|(?<=\b(?:wants|needs|plans) to )(?:replace|upgrade|install)(?= (?:their|its|the|our|an?|some|old|aging) )|\b(?:we|i) (?:need|want)(?= (?:a|an|new|some|more|\d+) )|\b(?:wants?|needs|requested|asked for)(?= (?:a|an|new|some|\d+) )|\b(?:wants|requested)(?= (?!to\b|the\b|it\b|them\b|that\b|this\b|those\b|these\b|you\b|us\b|me\b|him\b|her\b|help\b|more\b|info)[a-z0-9])|(?<=\b(?:money|funding|funds|programs?|grants?|dollars|sources?)(?:, if any,)? (?:that |which |would |could |can |might |will )?)(?:covers?|funds?|pays? for|go (?:toward|towards|to))|(?<=\b(?:money|funding|funds|programs?|grants?|dollars|sources?) (?:that(?:'d| would| could| can| might)?|which (?:would|could)) )pay to(?= (?:replace|build|install|fix|repair|renovate|upgrade|resurface)\b))\s+(.+)/i;

/** "justification for X", "justify X", "justification letter/doc/report for X". */
const JUSTIFY_ITEM = /\bjustif(?:ication(?:\s+(?:letter|doc(?:ument)?|report|memo|write-?up|narrative))?(?:\s+there)?\s*(?:for|of|:)|y(?:ing)?)\s+(.+)/i;

/** "is a school bus something Title I will pay for?", "Title I for a school bus - yes or no?": the thing weighed against a program. */
const WEIGHED_ITEM = /\b(?:is|are)\s+((?:[\w-]+\s+){1,5}?)(?:c2|category (?:2|two)|c1|category (?:1|one))[- ]eligible\b|\b(?:is|are)\s+((?:a|an|the|new|some)\s+(?:\$[\d,.]+k?\s+)?[\w -]+?)\s+(?:something|an? (?:allowable|allowed|eligible|ok(?:ay)?) (?:[\w-]+ ){0,3}?(?:cost|expense|purchase|use)|allowable|allowed|eligible|ok(?:ay)?)\b|\b(?:title[\s-]*(?:iv|iii|ii|i|[1-4])(?:[\s-]*a)?|idea|perkins(?: v)?|e-?rate|21st cclc)\s+(?:for|on)\s+((?:a|an|the|new|some)\s+[\w -]+?)\s*(?:\s[-–—]|[?,]|\byes\b|$)/i;

/** "Would a 3-year subscription to a tutoring platform for $18,000 qualify for federal funding?": the thing weighed. */
/**
 * "Title III for bilingual classroom library books?", "Title III for X - allowable or not?": the thing one program is asked to pay for.
 * ("what about Title II-A for PD on building science? we run a teacher workshop": what is told after the question is no part of it.)
 */
export const PROGRAM_FOR_THING = /^\W*(?:(?:and|so|also|ok(?:ay)?|next|what about|how about)\W+)?(?:title [\w-]+|idea(?:[- ]?(?:part )?b)?|perkins(?: v)?|21st cclc)\s+(?:money |funds? |dollars )?for\s+(?:an? |the |some |our )?([a-z0-9][^?]{2,80}?)(?:\s+[-–—]+\s*(?:allowable|allowed|ok(?:ay)?|eligible|fine)\b[^?]*)?\s*\?(?:\s+(?:we|i|our|my|they|the)\b[^?]*)?\s*$/i;
const WOULD_QUALIFY = /\b(?:would|could|can|does|do|will|might)\s+((?:(?:a|an|the|our|these|new|some)\s+)?[^?]{3,80}?)\s+(?:qualify|be (?:eligible|covered|allowed|allowable|fundable|paid for|charged|billed))\b/i;

/** "Qualify 'literacy tutoring services, 10 hours per week' for X": the quoted thing. */
/** A thing and its price said first, then the question: "site license for a K-8 adaptive math program, $18k/yr - which programs could cover it?". */
const LEAD_ITEM = /^\W*([a-z0-9][^?]{2,120}?\$\s?\d[\d,.]*\s*k?(?:\s*(?:\/|per |a )\s*(?:yr|year|student|seat|unit|license))?)\s*[-–—:]\s*(?:which|what|can|could|is|are|does|do|will|would|any|allowed|allowable|ok)\b/i;
/** "high-dosage tutoring for 8th grade math — what federal programs could cover that?": the thing said first. */
// ("after school STEM robotics kits - any federal grants that cover that?", "interactive whiteboard, which federal program pay it?", "Wi-Fi access points for our buildings -- what programs can pay",
// "a bilingual reading curriculum at X -- which funding sources fit this school?": the same.)
// ("so new wifi access points in every classroom, what pays for that?": the same, with no program word; "trauma-informed PD for all staff at X - fundable?".)
const LEAD_THING = /^\W*(?:(?:so|and|ok(?:ay)?|also|then)\s+)?([a-z0-9][^?]{3,100}?)(?:(?:\s+[-–—]{1,2}|,)\s+(?:what|which|any) (?:federal |fed )?(?:(?:programs?|funds?|funding|money|grants?) (?:that )?(?:could|can|would|might|will)? ?(?:cover|pay(?: for)?|fund)\b|(?:funding )?(?:sources?|programs?) (?:fit|suit|match|apply)\b|(?:pays|would pay|could pay|covers|would cover|could cover) (?:for )?(?:that|it|this|them)\b)|\s+[-–—]{1,2}\s+(?:fundable|allowable)\?)/i;
/** "bilingual dictionaries and an ELL reading app — allowable under Title III?": the thing said, then the verdict asked of a program. */
const LEAD_VERDICT = /^\W*(?:[^:?]{0,40}:\s*)?([a-z0-9][^?:]{3,120}?)\s*(?:\s[-–—]|:)\s*(?:is (?:it|that|this|that stuff) )?(?:allowable|allowed|ok(?:ay)?|permitted|fundable|eligible)\s+(?:under|with|for|on|through)\b/i;
/** "welding equipment for our CTE lab under Perkins V?", "and tablets for students — would that fly under IV-A?": the thing, weighed against a program. */
const THING_UNDER = /^\W*(?:(?:and|so|ok(?:ay)?|also|what about)\W+)?(?:[^:?]{0,40}:\s*)?([a-z0-9][^?:—–]{3,100}?)\s+(?:(?:[-–—]\s+)?(?:would|will|does|is|can|could) (?:that|it|this|they|those) (?:fly|work|count|pass|be (?:ok(?:ay)?|allowed|allowable|fine))\s+)?(?:under|with|through|using)\s+(?:title|idea|perkins|e-?rate|21st|iv-a|ii-a|iii-a)[^?]*\?\s*$/i;
/** "We host family nutrition nights for parents. Which federal funding streams would allow that?", "We're advising districts on a 1:1 rollout of
 * tablets. What federal programs could pay for that?": what the user does, then "that" put to the programs. */
const DONE_THEN_IT = /^\W*(?:we|i|they|the (?:school|district|center|program))(?: (?:already )?(?:host|run|hold|offer|provide|operate|deliver|organi[sz]e|put on)s?|(?:'re| are) (?:advising|helping|supporting|working with) (?:[\w-]+ ){0,2}(?:on|with)) (?:an? |some |the )?([a-z][^.?!]{3,120}?)[.!]\s+[^?]*\b(?:which|what|can|could|would|does|do)\b[^?]*\b(?:fund\w*|programs?|money|grants?|streams?|sources?)\b[^?]*\b(?:allow|pay|fund|cover)\w*\b[^?]*\b(?:it|that|this|them|those)\b/i;
/** "Can the district get E-Rate to cover the Wi-Fi on the buses?": the thing a program is asked to cover. */
const PROGRAM_GOT_TO_COVER = /\bget (?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)(?: money| funds?)? to (?:cover|pay for|fund) (?:the |our |their |a |an )?([a-z][^?.]{2,80}?)\s*(?=[?.]|$)/i;
/** "is it allowed to spend money translating enrollment packets into Dari?": the work the money is spent doing. */
const SPENT_ON_DOING = /\bspend(?:ing)? (?:the |that |federal |grant |our )?(?:money|funds|dollars) (?:on )?([a-z]+ing\b[^?.]{3,100}?)\s*(?=[?.]|$)/i;
/** A claim heard about a thing ("a rep told us that a walk-in freezer is E-Rate eligible"): the thing is what is checked. */
const CLAIMED_ELIGIBLE = /\b(?:told|tells|said|says|claims?|claimed|heard|insists?|insisted|promised|assured|swears?|swore)\b(?: [\w']+){0,6}? (?:that|whether|if) (?:a |an |the |our |their |his |her )?(?!(?:that|this|it|they|we|those|these|he|she|i|you)\b)([a-z][^?.,;]{2,60}?) (?:is|are|would be|counts? as) (?:(?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)[- ](?:eligible|allowable|fundable)|(?:eligible|allowable|fundable) (?:for|under) (?:e-?rate|title|idea|perkins|21st))\b/i;
/** "Is a roof replacement fundable by any of the federal K-12 programs?": the thing said before the verdict asked. */
// ("Is home broadband service for low-income students an allowable Title I, Part A cost?", "is internet access service an E-Rate eligible
// Category One service?": the same, the program named after the verdict.)
/** "After the boundary change we'll need additional bus routes. Can Title I, Part A funds cover that?": the thing needed, then weighed. */
const NEEDED_THEN_COVERED = /\b(?:we|i|they)(?:'ll| will)? need (?:an? |some |more )?([a-z][^.?!]{3,80}?)[.!]\s+(?:can|could|would|will|does|do)\b[^?]*\b(?:cover|pay for|fund)\s+(?:that|it|this|them|those)\b/i;
/** "What federal funds could help with transportation for the students being reassigned out of X?": the cost helped with, less the school. */
const HELPS_WITH = /\b(?:what|which) (?:federal )?(?:funds?|money|programs?|funding(?: sources?)?) (?:could|can|would|might) help (?:with|pay for|cover) ([a-z][^?]{3,100}?)(?=\s+(?:at|in|out of|from) [A-Z]|\s*\?|\s*$)/i;
/** "a competitor claimed LED lighting retrofits count as 'internal connections'": the thing claimed to fall in an E-Rate category. */
const CLAIMED_CATEGORY = /\b(?:claim(?:s|ed)?|says?|said|swears?|swore|insists?|insisted)\b(?: that)? (?:an? |the )?([a-z][^?.,;'"‘“]{2,60}?) (?:count|counts|qualify|qualifies|fall|falls) (?:as|under) ['"‘“]?(?:internal connections|category (?:1|2|one|two)|c[12]|cat\.? ?[12]|basic maintenance)\b/i;
const IS_FUNDABLE = /^\W*(?:[^:?]{0,60}:\s*)?(?:is|are) (?:a |an |the )?(?!(?:that|this|it|those|these|they)\b)([^?]{3,80}?) (?:(?:fundable|allowable|allowed|eligible) (?:by|under|with|from|through)|an? (?:(?:allowable|allowed|eligible|fundable) (?:title|idea|perkins|e-?rate|21st)|(?:title [\w-]+|e-?rate|idea(?: part b)?)(?:,? part a)? (?:eligible|allowable|fundable)))\b/i;
/**
 * "Security cameras on the new building's network - can that go on the E-Rate application?", "Web content filtering software - can the
 * district put that on their E-Rate 471?": the thing said first, put on a program's form.
 */
const THING_THEN_PUT_ON = /^\W*([a-z0-9][^?]{3,100}?)\s+[-–—]+\s+(?:can|could|would) (?:(?:that|it|those|they|these) go|(?:the |a |our |their )?(?:district|school)s? put (?:that|it|this|them)) on (?:the|our|their|an?) (?:e-?rate|title [\w-]+|grant|471)\b/i;
/** "can they put student laptops on their E-Rate application?": the thing put on a program's form. */
const PUT_ON = /\bput\s+(.{3,60}?)\s+on\s+(?:their|our|the|a|an|my)\s+(?:e-?rate|title [\w-]+|idea|perkins|grant|471|form)\b/i;
/** "Our after-school robotics club needs materials. Would 21st CCLC money cover that?": what the group needs, for it. */
const GROUP_NEEDS = /^\W*(?:our|my|the|their) ([\w' -]{3,60}?) (?:needs|wants|requires|could use) (?:new |more |some )?([\w' -]{3,60}?)[.!]\s+[^.]*\b(?:cover|pay for|fund)\s+(?:that|it|this|them)\b/i;
/** A thing said, then which programs cover it: "after-school tutoring for newcomer ELs at X, 2 tutors. which programs cover that?" (a priced thing is read by its price). */
const THING_THEN_PROGRAMS = /^\W*(?![^.?!]*\$)([a-z0-9][^.?!]{3,160}?)[.!]\s+(?:what|which) (?:federal )?(?:programs?|funds?) (?:cover|(?:could|can|would|might) (?:actually |really )?cover)s? (?:that|it|this|them)\b/i;
/** "We want STEM robotics kits for the robotics club at X. What grant money could pay for them?": what the user wants, then what pays for it. */
const WANTED_THEN_PAID = /^\W*(?:we|i)(?:'d| would)? (?:want|need|like) (?:to (?:buy|get|order|purchase) )?([a-z0-9][^.?!]{3,100}?)[.!]\s+[^.?!]*\b(?:pay for|cover|fund)\s+(?:them|it|that|this|those|these)\b/i;
/** "interactive flat panels for 12 classrooms. Allowed under IDEA Part B?": the thing said, then the verdict asked. */
/** "School resource officer salary: which federal funds, if any, can cover it?": the thing, then a question about "it" after a colon (never the one of "1:1"). */
const COLON_THING = /(?:^|[.!?]\s+)\W*([a-z0-9][^:?.]{3,80}?)(?<!\d):(?!\d)\s*[^?]{0,80}?\b(?:cover|pay for|fund|be used for|charge)\s+(?:it|that|this|them)\b/i;
/** "check a $12,000 PD workshop against every federal program": the thing checked. */
// ("run 200 mobile hotspots against every federal program"; "run the same against ..." and "run the compliance check against Title I" name no thing.)
const CHECK_AGAINST = /\b(?:check|(?:run|test|screen)(?! (?:the |a )?(?:same|compliance|allowability|check|it|that|this|them)\b))\s+(?:a |an |the |our |this |my )?(?:\$[\d,]+(?:\.\d+)?k?\s+)?(.{3,160}?)\s+against\s+(?:every|each|all|any|the|our|title|idea|perkins|e-?rate|21st)\b/i;
/** "so professional development workshops for math teachers are allowed under it?": the thing, then the verdict asked of the program talked about. */
const ARE_ALLOWED = /^\W*(?:(?:so|and|ok(?:ay)?|then|but)\W+)?(?!(?:check|see|find out|tell me|know|ask|verify|confirm|can|could|would|please|how many|which|what)\b)([a-z][^?]{3,100}?)(?<!\b(?:this|that|it|whether|if|something|anything))\s+(?:is|are)\s+(?:allowed|allowable|ok(?:ay)?|permitted|fundable|eligible)\s+(?:under|with|for|by|from)\s+(?:it|that|this|them|title|idea|perkins|e-?rate|21st)\b/i;
/** "the upload isn't working. it's basically network switches and cabling for X": the thing, said in place of the file. */
// ("it's just demographics", "it's just tiny" name nothing bought: "just" and a lone word are left out.)
const BASICALLY = /\bit(?:'s| is) (?:basically|mostly|essentially) ([a-z][\w-]*(?:,? [\w-]+){1,12}?)(?=\s+(?:for|at)\s+[A-Z]|[.;?!]|$)/i;
/** "run a compliance check on literacy PD for 3rd grade teachers across all programs": the thing checked. */
const CHECK_ON = /\b(?:compliance|allowability) check (?:on|for|of)\s+(?:a |an |the |our |this |my )?(.{3,160}?)\s+(?:across|against|under|for|with) (?:every|each|all|any|the|our|title|idea|perkins|e-?rate|21st)\b/i;
/** "run a compliance check across all federal programs for a school resource officer salary": the programs first, then the thing. */
const CHECK_ACROSS = /\b(?:compliance|allowability) check (?:across|against|under|over) (?:every|each|all|any)(?: [\w-]+){0,2}? (?:programs?|funds?|sources?) (?:for|on|of)\s+(?:a |an |the |our |this |my )?([^.?!]{3,120}?)\s*(?:[.?!]|$)/i;
/** "check whether Title II-A would allow class-size reduction teacher salaries": the thing a program is asked to allow. */
const PROGRAM_ALLOWS = /\b(?:(?:would|will|does|do|can|could|might) (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc|it|that program|the program)|(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|e-?rate|21st cclc) (?:would|will|does|can|could|might)) (?:allow|permit|cover|pay for|fund)\s+(?:a |an |the |our |some )?([^.?!]{3,120}?)\s*(?:[.?!]|$)/i;
/** "SRO salary out of Title IV-A - allowed?": the thing, the program paying, then the verdict asked. */
const OUT_OF_PROGRAM = /^\W*([a-z0-9][^?:]{2,80}?)\s+(?:out of|from|on|with|using|under|through)\s+(?:the\s+)?(?:title|idea|perkins|e-?rate|21st)[^?]{0,30}?(?:\s[-–—]\s*|[,:]\s*)(?:is (?:it|that|this) )?(?:allowed|allowable|ok(?:ay)?|permitted|fundable|eligible)\b/i;
/** "does a next-gen firewall count as E-Rate eligible?": the thing weighed. */
const COUNTS_AS = /\b(?:does|do|would|will|can)\s+(?:a |an |the |our )?(.{3,80}?)\s+count as (?:an? )?(?:e-?rate[- ]|title [\w-]+ |idea |perkins )?(?:eligible|allowable|allowed|fundable)\b/i;
/** "can catering for the staff holiday party go on any federal grant?": the thing charged to a grant. */
const GOES_ON = /\b(?:can|could|may|would)\s+(.{3,80}?)\s+go (?:on|under|against|to) (?:any|a|the|our|their)?\s*(?:federal |title |grant )/i;
// ("we found part of the superintendent's salary charged to Title I-A. Allowable?": a cost said as charged is read by the compliance reading.)
const THEN_VERDICT = /(?:\s[-–—:]\s+|\.\s+|^\W*)(?![^.?!–—]*\b(?:charged|billed|coded|paid) (?:to|from|out of|against|with)\s)([a-z][^.?!–—]{3,100}?)\.\s+(?:is (?:it|that|this) )?(?:allowed|allowable|ok(?:ay)?|permitted)\b/i;
/** The same, after a lead-in ("grants mgr here - ..."): the part after the dash. */
const THEN_VERDICT_AFTER_LEAD = /\s[-–—:]\s+([a-z][^.?!–—]{3,100}?)\.\s+(?:is (?:it|that|this) )?(?:allowed|allowable|ok(?:ay)?|permitted)\b/i;
/** "Allowable Title III expense? -> a bilingual paraprofessional": the verdict asked first, then the thing after an arrow or colon. */
const AFTER_ARROW_ITEM = /^\W*(?:is (?:this|it|that) )?(?:an? )?(?:allowable|allowed|eligible|ok(?:ay)?|fundable)\b[^?]{0,60}\?\s*(?:->|→|=>|:|[-–—])\s*(?:an? |the )?([^?]{3,160}?)\s*[.?]?\s*$/i;
// ("Does this qualify for federal funds at X: 12 iPads with an AAC app?": the same, asked as a question.)
const AFTER_COLON_ITEM = /\b(?:qualify (?:this|the following|these)|(?:does|do|would|will|can) (?:this|these|the following) (?:qualify|count|be eligible|be allowable))\b[^:?]{0,80}:\s*([^?]{3,200}?)\s*[.?]?\s*$/i;
/** "compliance check: wireless access points and switches under E-Rate": the thing after the colon, less its program. */
// ("Run a compliance check across all the federal programs: 500 laptops for a 1:1 program. Which ones allow it?": the same, to the sentence's end.)
// ("Run it against all the federal programs: renting a portable sound booth plus a screening audiometer for a week.": the same, every program named.)
const CHECK_COLON_ITEM = /\b(?:(?:compliance|allowability|allowable[- ]use) check(?:\s*(?:on|for)?\s*[:-]|\b[^:?]{1,60}:)|\b(?:run|check) (?:it |this |that )?against (?:all|every|each) (?:of )?(?:the )?(?:federal )?programs?\s*:)\s*([^?]{3,200}?)(?=\.\s|\s*[.?]?\s*$)/i;
const QUOTED_ITEM = /\b(?:qualify|justify|check(?: on| for| of)?|fund|cover|buy|purchase|allow\w*)\s+["'“‘]([^"'”’]{3,120})["'”’]/i;
/** "We sell 'adaptive K-8 math software, $22 per student'", "Title III for our 'ELL vocabulary app' - allowed?": a product quoted in a question of its funding. */
// (Two words at least, and no sentence: "'qualify'" is a word used, "'Costs must be reasonable ...'" a rule quoted, '"Can the district
// confirm how many students attend X ...?"' a reporter's question pasted.)
const QUOTED_PRODUCT = /(?:^|[\s:(-])["“‘'](?![^"”’']*(?:\b(?:must|should|shall|is|are|was|were)\b|\?))([^"”’'\s]+\s[^"”’']{2,200}?)(?<!\.)["”’'](?=[\s.,?!;:)-]|$)/;
const FUNDING_ASKED = /\b(?:pay|pays|fund|funds|funding|buy|purchase|use|allow\w*|qualif\w*|cover|eligible|ok(?:ay)?|title|idea|perkins|e-?rate|21st)\b/i;

/** The school, district or a pronoun weighed ("does the school qualify for Title I?"): no thing bought. */
// ("pay for it or no": a pointer and the yes or no asked; "cover on our order": an order never described;
// "what shares are eligible for free or reduced-price lunch": who is eligible, nothing bought; "adopting your peer
// definition wholesale": the service's own method, nothing bought; "a home" is a family's house, "home broadband" a service; "references from purchasing people", "our PO get approved":
// people and a decision, nothing bought; "the Title IV-A pot nationally": the program's money, nothing bought;
// "want a longer list", "the client wants a little school context": more rows or the school's figures, nothing bought; "ok so what would
// actually help there": the school's needs asked, nothing bought; "what we want to buy", "the screener we picked": a thing not yet described.)
const NOT_A_THING = /^(?:round (?:one|two|three|\d)\b.*|(?:the |a |our |my )?cover (?:letter|page|sheet|memo)s?|(?:the )?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate) (?:pot|pie|appropriations?|allocations?)\b.*|(?:thriving|struggling|doing|performing|faring|improving|declining)\b.*|(?:an? |the |our |my )?(?:house|home(?! (?:internet|broadband|connectivity|wi-?fi|hotspots?|access|visits?|learning|tutoring|instruction|devices?)\b)|car|apartment|condo)\b.*|(?:some |more |any )?(?:hope|advice|help|info|information|answers|clarity|guidance)\b.*|(?:an? |the )?(?:e-?mail|phone(?: number)?|number|contact|name)s?(?:,? (?:and|&|\/) (?:an? |the )?(?:e-?mail|phone(?: number)?|number|contact|name)s?)*(?: address)? (?:for|of)\b.*|(?:the|our|my|this|that|their|a) (?:school|district|campus|building|kids|students)s?(?:\s+(?:in|at|near)\s+[A-Z][\w .,'-]*)?|(?:it|they|we|you|i|he|she|this|that|these|those)(?: or (?:no|not))?|for|nothing|(?:on|for|of|in) (?:our|my|the|this|that) (?:order|purchase|quote|invoice|bill|stuff|project)s?|(?:free|reduced)(?:[- ]price)?(?: (?:or|and|\/) reduced(?:[- ]price)?)? (?:lunch|meals?)|frl|nslp|.*\byour (?:[\w-]+ )?(?:definitions?|models?|rules?|methods?|methodology|scores?|index|data|tools?)\b.*|(?:people|folks|persons?|someone|anyone|contacts?)\b.*|approved|denied|accepted|rejected|signed|(?:the |this |that |a |our |my )?(?:quote|invoice|order|po|bid|proposal)s? (?:i|we) (?:just )?(?:got|received|have|sent|were sent)|(?:an? |the )?(?:longer|shorter|bigger|smaller|wider|fuller|full|complete|short|quick) list|(?:some |a few )?(?:more|other) (?:options|choices|results|schools)|(?:a (?:little|bit of) |some |more |basic )?(?:school |local |background )?context|(?:ok(?:ay)?,? )?(?:so )?what (?:would|could|will|might) (?:actually |really )?help\b.*|what (?:we|i|they) (?:want|plan|need|'d like|would like) to (?:buy|purchase|get)\b.*|(?:the |our )?[\w-]+ (?:we|i) (?:picked|chose|selected|settled on))$/i;

/** Who a document is for ("the justification report for their business office"): its reader, not a thing bought. */
const READER = /^(?:the|their|our|my|its|his|her) (?:business office|board|school board|superintendent|principal|cfo|cto|district|office|team|boss|manager|finance (?:office|team|department)|purchasing (?:office|department))\b/i;

/** "if they hired a part-time reading interventionist, what could pay for it?": the position hired is the cost. */
/** "if X (Phoenix, AZ) buys battery backup units for the network closets, which federal programs pay there?": the thing bought, whoever buys it. */
const IF_BOUGHT = /\bif\b[^?]{2,120}?\b(?:buys?|purchases?|orders?|installs?) (?:an? |some |the |new )?([a-z0-9][^,?.]{2,100}?),\s*(?:which|what) (?:federal )?(?:programs?|funds?|funding|money|sources?)\b/i;
const HIRED = /\b(?:if|when|should|once) (?:they|we|the school|it|you|i) (?:hired?|hires|hiring|brought on|bring on|employed?)\s+((?:a|an|one|two|three|\d+|another|more)\s+[^,?.;]{3,80}?)\s*(?:[,?.;]|\s[-–—]\s|$|\s+(?:what|which|who|how|could|can|would)\b)(?=.*\b(?:pay|fund|cover|cost|charge|qualif))/i;

function findItem(text: string): string | undefined {
  const hired = HIRED.exec(text)?.[1];
  if (hired) return hired.trim();
  const thing = IF_BOUGHT.exec(text)?.[1] ?? CLAIMED_CATEGORY.exec(text)?.[1] ?? HELPS_WITH.exec(text)?.[1] ?? NEEDED_THEN_COVERED.exec(text)?.[1];
  if (thing) return thing.trim();
  // ("I keep hearing 'well-rounded' and 'effective use of technology'": words quoted as heard, no product; "Trying to say 'for over X years'": words to write;
  // "Principal says 'no budget' every year": words someone said.)
  const quoted = QUOTED_ITEM.exec(text) ?? (FUNDING_ASKED.test(text) && !/\bhear(?:d|ing)?\b|\bmeans?\b|\bcalled\b|\b(?:trying|want|wants|able) to say\b|\b(?:says?|said|keeps? saying|tells? (?:me|us)|told (?:me|us))\b[^'‘"“?.]{0,20}['‘"“]|\b(?:write|put|call (?:it|them)|(?:describe|frame|pitch|position|label) (?:it|this|them) as)\s+['‘"“]/i.test(text) ? QUOTED_PRODUCT.exec(text) : null) ?? AFTER_ARROW_ITEM.exec(text) ?? AFTER_COLON_ITEM.exec(text) ?? LEAD_ITEM.exec(text) ?? LEAD_THING.exec(text) ?? LEAD_VERDICT.exec(text) ?? THEN_VERDICT_AFTER_LEAD.exec(text) ?? THEN_VERDICT.exec(text) ?? COLON_THING.exec(text) ?? GOES_ON.exec(text) ?? CHECK_AGAINST.exec(text) ?? CHECK_ON.exec(text) ?? CHECK_ACROSS.exec(text) ?? PROGRAM_ALLOWS.exec(text) ?? OUT_OF_PROGRAM.exec(text) ?? ARE_ALLOWED.exec(text) ?? COUNTS_AS.exec(text) ?? BASICALLY.exec(text);
  if (quoted) return quoted[1]!.trim();
  const putOn = PUT_ON.exec(text)?.[1];
  if (putOn) return putOn.trim();
  const needed = GROUP_NEEDS.exec(text);
  // ("Our coordinator wants to buy food for a family literacy night": the thing bought, with what it is for.)
  const bought = needed?.[2]!.replace(/^to (?:buy|get|purchase|order|pay for|hire|rent)\s+/i, '');
  if (needed && bought !== needed[2]) return bought!.trim();
  if (needed) return `${needed[2]!.trim()} for the ${needed[1]!.trim()}`;
  // ("after-school tutoring for newcomer ELs at X, 2 tutors, 3 days a week. which programs cover that?": the sentence before, up to the school.)
  const coveredThing = THING_THEN_PROGRAMS.exec(text)?.[1]?.split(/\s+(?:at|in)\s+(?=[A-Z0-9])/)[0]!.trim();
  if (coveredThing) return coveredThing;
  // (What is wanted ends where the school it is for is named: "... for the robotics club at Harrison High School".)
  const wanted = WANTED_THEN_PAID.exec(text)?.[1]?.split(/\s+(?:at|in)\s+(?=[A-Z0-9])/)[0]!.trim();
  if (wanted) return wanted;
  const weighedUnder = THING_UNDER.exec(text)?.[1]?.trim();
  // (Never a question of its own, "is that purchase actually allowed", nor a verb the trigger words read better: "paying for X".)
  if (weighedUnder && !/^(?:what|which|how|can|could|is|are|does|do|who|where|when|paying|buying|purchasing|getting|using|spending)\b|^(?:specifically|exactly|just|only|also|but|and|so|same)$|\b(?:is|are|was|can|could|would|will|does|do|did|allowed|allowable|permitted)\b/i.test(weighedUnder)) return weighedUnder;
  const checked = CHECK_COLON_ITEM.exec(text);
  if (checked) return checked[1]!.split(/\s+(?:using|with|under|from|through|out of|against)\s+(?:title|idea|perkins|e-?rate|21st|federal|our|the|grant)/i)[0]!.trim();
  const forThing = PROGRAM_FOR_THING.exec(text)?.[1];
  if (forThing && !/^(?:it|that|this|them|those|these|us|our school|the school)$/i.test(forThing)) return forThing.trim();
  const asked = WOULD_QUALIFY.exec(text);
  // ("How many students do we have, and what share qualify for free lunch?": a question, no thing.)
  if (asked && !NOT_A_THING.test(asked[1]!.trim()) && !/\b(?:what|which|how|share|percent|many)\b|,\s/.test(asked[1]!)) return asked[1]!.trim();
  const weighed = ITEM_TRIGGER.test(text) ? undefined : WEIGHED_ITEM.exec(text);
  if (weighed) return (weighed[1] ?? weighed[2] ?? weighed[3])!.trim();
  const match = /\bjustif(?:ication|y)\b/i.test(text) ? JUSTIFY_ITEM.exec(text) ?? ITEM_TRIGGER.exec(text) : ITEM_TRIGGER.exec(text);
  if (!match) return undefined;
  // ("We're thinking about a feeder pathway": a plan weighed, not a thing bought, unless money is in the message.)
  if (/^(?:considering|exploring|thinking (?:about|of)|looking at)\s/i.test(match[0]) && !MONEY_IN_VIEW.test(text)) return undefined;
  let item = match[1]!;
  // The item ends where the sentence does, or where a place or school (capitalised) is named.
  // "... for that so the business office can file it": a purpose clause is not part of the thing.
  // "is buying whiteboards an allowable use of Title IV-A": the verdict asked ends the thing.
  item = item.split(/[?!]|\.(?:\s|$)|\s+(?:-{1,2}|[–—])\s+|,\s*(?:and\s+)?(?:what|which|how|who|can|could|would|is|are|do|does|will)\b|\s+and\s+(?:how|what|which|who)\b|\s+(?:so|because|since) (?:that |the |we |i |they |our |my )|\s+(?:an?\s+|something\s+)?(?:allowable|allowed|permitted|unallowable|fundable)\b/i)[0]!;
  // "is buying teacher laptops allowable": the verdict asked is not part of the thing.
  item = item.replace(/[\s,;:]+(?:allowable|allowed|permitted|ok(?:ay)?|eligible|compliant)$/i, '').replace(/[\s,;:-]+$/, '');
  // (A count of who it serves stays: "for 300 students at $20 per student" is how the tools cost it.)
  item = item.split(/\s+(?:for|at|in|from|with)\s+(?=[A-Z0-9])(?!\d+\s*%)(?!\d[\d,]*\s+(?:students|kids|seats|users|licen[cs]es|teachers|staff|devices|classrooms|buildings|campuses|schools)\b)(?!\$)/)[0]!;
  item = item.split(/\s+(?:using|with|under|from|through|out of)\s+(?:any\s+(?:of\s+)?(?:the\s+)?)?(?:title|idea|perkins|e-?rate|federal|our|the|grant)/i)[0]!.replace(/\s+ok(?:ay)?$/i, '');
  item = item.replace(/\s+(?:for|at) (?:it|them|this|that|us|our school|the school)$/i, '').replace(/\s+(?:nearby|near here|around here|locally|in the area)$/i, '').trim();
  // "pay for it": the item was named earlier, or not at all; either way it is not this word.
  // "qualify for so I can pitch": a clause, not a thing.
  // "eligible for it at all", "is that purchase allowed": a pointer at what was said before, no thing of its own.
  // "paid for those access points": the thing, pointed at ("those" alone points at nothing said here).
  item = item.replace(/^(?:those|these)\s+(?=[a-z0-9])(?!(?:ones?|things?|items?|purchases?)\b)/i, '');
  // ("eligible for to pay for it": a purpose, not a thing.)
  if (/^(?:so|because|and|but|if|when|since|then|i|we|they|you|it|this|that|them|these|those|to|is|are|was|were|from|of)\b/i.test(item)) return undefined;
  // "a reading intervention that schools buy with Title I": the program that pays, not a thing bought.
  if (/^(?:with|using|under|through|from|out of)\s+(?:title|idea|perkins|e-?rate|federal|grant|21st)/i.test(item)) return undefined;
  // "fund a few buildings' worth": an amount of the thing said before, not a thing.
  if (/^(?:a )?(?:few|couple|several|some|enough)\b.*\bworth\b/i.test(item)) return undefined;
  // "I want more accounts just like them": customers sought, not a thing bought.
  if (/^(?:(?:a|an|some|more|new|other|\d+) )*(?:accounts?|customers?|clients?|schools?|districts?|leads?|prospects?|deals?|sites?|placements?|campuses|partners?)(?:$| (?:just |exactly )?like\b| (?:that|who|which) (?:resemble|look|are like|match)\b| similar\b)/i.test(item)) return undefined;
  // ("want a PLC of similar rural elementaries": a group of schools sought, not a thing bought.)
  if (/\b(?:schools|elementaries|districts|campuses|peers)\b/i.test(item) && /\b(?:similar|like|comparable|other)\b/i.test(item)) return undefined;
  // "is this purchase allowed under Title II-A": the verdict asked, no thing named.
  if (/^(?:allowable|allowed|permitted|ok(?:ay)?|eligible|compliant|overall|in total|total|altogether|all|now|today|currently|anyway|listed)$/i.test(item) || READER.test(item)) return undefined;
  return item.length >= 2 && !/^(?:it|this|that|them|these|those|one|there|here)$/i.test(item) ? item : undefined;
}

/** What a seller says it sells: "we sell a K-5 reading intervention software (about $45 a seat)". */
function soldItem(text: string): string | undefined {
  // ("I sell X" counts only when what pays for it is asked: "when I sell my house" sells nothing to schools.)
  const seller = /\b(?:pay for|fund|cover)\s+(?:something like )?(?:that|it|this|them|those|these)\b/i.test(text) ? '(?:we|i)' : 'we';
  return new RegExp(String.raw`\b${seller}(?:'re|'m| are| am)? (?:(?:sell(?:ing)?|offer(?:ing)?|make|provide|pitch(?:ing)?)\s+(?:a |an |the |our )?|have\s+(?:a |an |our ))([a-z0-9][^.?!(;]{2,60}?)\s*(?:\(|[.?!,;]|$|\s+(?:for|at|to|that|which|priced)\b)`, 'i').exec(text)?.[1]?.trim();
}

/** The answer to "what is bought?" is the item, less the program it would be charged to ("field trips under 21st CCLC"). */
export function itemFromAnswer(answer: string): string {
  // ("it's a K-8 reading intervention license", "it = replacing 6 drinking fountains": the thing, less the words that introduce it.)
  const item = answer.trim().split(/\s+(?:using|with|under|from|through|on|to|out of)\s+(?:the\s+|our\s+)?(?:title|idea|perkins|e-?rate|21st|cclc|federal|grant)/i)[0]!.replace(/[?.!]+$/, '').replace(/^(?:(?:sorry|oops|oh|ok(?:ay)?|right|yes|yeah|well)\s*[-–—,!.]?\s+)?(?:(?:it(?:'s| is)|its|this is|that's|i mean|i meant|we(?:'re| are) (?:selling|buying))\s+|(?:it|this|that)\s*[=:]\s*)?(?:an?\s+|the\s+)?/i, '').trim();
  return item.length >= 2 ? item : answer.trim();
}

function findPrice(text: string): number | undefined {
  const match = MONEY.exec(text);
  if (!match) return undefined;
  const amount = Number((match[1] ?? match[3])!.replace(/,/g, ''));
  const scale = match[2]?.toLowerCase();
  const factor = scale === 'k' || scale === 'thousand' ? 1000 : scale === 'm' || scale === 'million' ? 1_000_000 : 1;
  return Number.isFinite(amount) ? amount * factor : undefined;
}

/** Words of places and scopes: before "school" in lower case they make no school's name. */
const PLACE_WORDS = new Set([
  ...Object.values(STATES).flatMap((name) => name.toLowerCase().split(' ')),
  ...Object.keys(STATES).map((code) => code.toLowerCase()),
  'us', 'u.s.', 'usa', 'american', 'national', 'k-12', 'k12', 'edtech', 'education',
]);

/** What is drawn or built for a kind of school: "an elementary design", "the primary wing". */
const DESIGN_WORDS = /^(?:designs?|prototypes?|models?|wings?|additions?|plans?|layouts?|programs?|buildings?|campuses)$/;

/** Words after "school" that make it a kind of thing ("school system", "school year"), not a name's end ("high schools" too). */
const DESCRIBES_A_KIND = /^(?:small|smaller|tiny|necessary|viable|free|reduced|lunch|frl|nslp|percent|poverty|high-poverty|low-income|rural|urban|suburban|schoolwide|targeted-assistance|cep|provision|receiving|sending|consolidated|merged|tribally|tribal|controlled|bie|bia-funded|bie-funded|grant-funded|single-school|flagship|independent|private|parochial|religious|faith-based|lutheran|catholic|christian|jewish|islamic|episcopal|diocesan|montessori|boarding|single-campus|member|consortium|statewide|districtwide|district-wide|countywide|nationwide)$/i;
/** "find a partner school doing this": a role some school would play, not one school ("our partner school" is one, unnamed). */
const ROLE_OF_A_SCHOOL = /^(?:partner|sister|feeder|pilot|model|host|demo)$/i;
const NOT_A_NAME_AFTER = new Set(['count', 'counts', 'violence', 'safety', 'security', 'climate', 'improvement', 'system', 'systems', 'district', 'districts', 'board', 'boards', 'year', 'years', 'market', 'markets', 'level', 'levels', 'supplies', 'week', 'weeks', 'day', 'days', 'calendar', 'schedule', 'hours', 'list', 'lists', 'vouchers', 'voucher', 'choice',
  // ("a full-time school counselor's salary": a school's staff role, not a school named.)
  'counselor', "counselor's", 'counselors', 'nurse', "nurse's", 'nurses', 'psychologist', 'psychologists', 'social', 'librarian', 'librarians', 'leaders', 'staff', 'resource',
  // ("Wi-Fi access points for a brand-new school building": the building, not a school named.)
  'building', 'buildings', 'site', 'sites', 'campus', 'campuses']);

/** Heads that, after a place in lower case ("ohio elementary", "the US school market"), name a kind of school. */
const LEVEL_HEADS = new Set(['school', 'elementary', 'middle', 'high', 'primary']);

const LEADING_FILLERS = new Set([
  'a', 'an', 'the', 'tell', 'show', 'give', 'find', 'get', 'look', 'what', 'whats', "what's", 'how', "how's", 'hows', 'who', "who's", 'which', "where's",
  'is', 'are', 'does', 'do', 'can', 'could', 'would', 'please', 'and', 'about', 'for', 'at', 'in', 'of', 'on', 'my', 'our',
  'draft', 'write', 'justify', 'compare', 'list', 'i', 'we', 'me', 're', 'regarding',
  // What the user is doing, said first ("Scoring Lincoln High School as a lead", "Predict Harrison High's scores", "what would you EXPECT X's math to be").
  'scoring', 'ranking', 'comparing', 'checking', 'onboarding', 'vetting', 'auditing', 'reviewing', 'loved', 'liked', 'missed', 'pitching', 'calling', 'visiting', 'quoting', 'meeting', 'emailing', 'selling', 'targeting', 'prospecting', 'researching', 'profiling', 'inheriting', 'renewing', 'covering', 'profile', 'predict', 'expect', 'estimate', 'forecast', 'mark', 'flag', 'score', 'rate', 'rank',
  // An edit asked of the data ("Change Lincoln High School's math to 85%"): the verb is no part of the name.
  'change', 'update', 'edit', 'correct', 'fix', 'set', 'delete', 'remove',
  'has', 'have', 'had', 'did', 'was', 'were', 'will', 'should', 'why', 'where', 'when',
  // Requests and joints that open a sentence: "Put A and B side by side", "Between A, B and C, which ...".
  'put', 'between', 'pull', 'grab', 'take', 'check', 'run', 'rank', 'pit', 'stack', 'both', 'either', 'versus', 'vs', 'add', 'include', 'use', 'try', 'swap',
  // The subject answered: "It's Riverside Senior High School in Phoenix."
  "it's", 'its', 'it', 'thats', "that's", "we're", "i'm", 'im',
  'also', 'then', 'now', 'ok', 'okay', 'hey', 'hi', 'so', 'but', 'just', 'if', 'with', 'to', 'from', 'by', 'since', 'after', 'before',
  // A case supposed: "Suppose Willow Creek Elementary wanted to buy ...", "Say Lincoln High ...".
  'suppose', 'supposing', 'say', 'imagine', 'assume', 'assuming',
  // A school taken as a model: "Using Avondale High School as the template", "Taking Lincoln High as the base".
  'using', 'taking', 'starting',
]);

/** Words of a program's name before a school's ("Title IV-A Lincoln High School"): not part of it. */
const PROGRAM_WORD = /^(?:title|[ivx]+(?:-?[ab])?|\d+(?:-?[ab])?|idea(?:-b)?|perkins|part|cclc|21st)$/i;

const CAPITALISED_NAME = new RegExp(
  `((?:(?:St\\.|Mt\\.|Ft\\.|[A-Z](?:[\\w'-]|\\.(?=\\w))*)\\s+){0,6}(?:${[...SCHOOL_HEADS].map((head) => head[0]!.toUpperCase() + head.slice(1)).join('|')})(?:\\s+School)?)\\b`,
  'g',
);

/** A school named in words: the capitalised run that ends with a head word, else the lower-case one. */
/** Every capitalised school name, in order: the run of capitalised words that ends with a head word. */
function capitalisedSchoolNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(CAPITALISED_NAME)) {
    // ("the STOP School Violence application", "School Improvement Grants": a program named, not a school.)
    if (/^\s+(?:Violence|Safety|Security|Climate|Improvement|Lunch|Breakfast|Meals?|Choice)\b/.test(text.slice(match.index + match[0].length))) continue;
    const words = match[1]!.split(/\s+/);
    // Capitalised words belong to the name ("Grant Junior High"), except sentence openers like "Tell" or "The".
    while (words.length > 1 && (LEADING_FILLERS.has(words[0]!.toLowerCase()) || PROGRAM_WORD.test(words[0]!))) words.shift();
    if (words.length >= 2) names.push(words.join(' '));
  }
  return [...new Set(names)];
}

export function findSchoolName(text: string): string | undefined {
  const capitalised = capitalisedSchoolNames(text)[0];
  if (capitalised) return capitalised;
  const words = [...text.matchAll(/\S+/g)];
  const raw = words.map((word) => word[0]);
  const tokens = raw.map((token) => token.replace(/[?,!;:]+$/, '').replace(/\.$/, ''));
  // A name never runs back across a sentence, clause or line end ("quick sanity check. school w/ 78% FRL",
  // "run our usual ICP" then "mid-size elementary"); "St." and "Mt." are no end.
  const lineEnds = words.map((word, index) => index + 1 < words.length && text.slice(word.index + word[0].length, words[index + 1]!.index).includes('\n'));
  const ends = raw.map((token, index) => lineEnds[index]! || (/[.?!;:,]$/.test(token) && !/^(?:st|mt|ft|dr|jr|sr)\.$/i.test(token)));
  for (let index = tokens.length - 1; index > 0; index -= 1) {
    if (!SCHOOL_HEADS.has(tokens[index]!.toLowerCase())) continue;
    // ("overhead high compared to ...": "high" and "middle" in lower case name a school only before "school".)
    if (/^(?:high|middle)$/.test(tokens[index]!) && !/^schools?$/i.test(tokens[index + 1] ?? '')) continue;
    let start = index;
    while (start > 0 && !ends[start - 1] && !NAME_STOPWORDS.has(tokens[start - 1]!.toLowerCase()) && /^[a-z][\w'.-]*$/i.test(tokens[start - 1]!)) start -= 1;
    // "the US school market", "Ohio school spending": a place before "school" names no school.
    // "TX elementary schools", "high schools": a level of schools, not one school's name.
    const next = tokens[index + 1]?.toLowerCase() ?? '';
    if (next === 'schools' || (tokens[index]!.toLowerCase() === 'school' && NOT_A_NAME_AFTER.has(next))) continue;
    // ("candidates for our prototype elementary design": a design for elementary schools, in lower case, not a school named.)
    if (/^(?:elementary|primary)$/.test(tokens[index]!) && DESIGN_WORDS.test(next)) continue;
    // ("an eighty percent free lunch school in the city": a kind of school described, in lower case, not one named.)
    if (tokens.slice(start, index).some((word) => DESCRIBES_A_KIND.test(word))) continue;
    if (start > 0 && /^(?:a|an|any|some|another)$/i.test(tokens[start - 1]!) && start < index && tokens.slice(start, index).every((word) => ROLE_OF_A_SCHOOL.test(word))) continue;
    // ("the anchor for a regional CTE center", "big enough to host a full-time academy": a kind of centre wished for, not one named.)
    // ("Our CTE charter borrower is counting on it": whose customer the school is, not its name.)
    if (/^(?:borrowers?|clients?|customers?|partners?|operators?|applicants?|prospects?|accounts?)$/.test(next)) continue;
    // ("Staffing risk for a new charter campus we may finance": the same, a new one.)
    const kindBefore = (at: number) => /^(?:a|an|another)$/i.test(tokens[at] ?? '') || (/^new$/i.test(tokens[at] ?? '') && /^(?:a|an|another|our|their)$/i.test(tokens[at - 1] ?? ''));
    if (start > 0 && kindBefore(start - 1) && /^(?:center|centre|academy|institute|campus|magnet|charter)$/i.test(tokens[index]!) && /^[a-z]/.test(tokens[start]!)) continue;
    // ("get Wi-Fi into the Native student center", "the family resource center": a room or service in a school, in lower case, not a school.)
    if (/^(?:center|centre)$/.test(tokens[index]!) && /^(?:student|students'?|community|family|resource|cultural|culture|wellness|health|media|data|youth|activity|activities|welcome|parent|parents'?|safety|security|operations|command|emergency|fusion|call)$/.test(tokens[index - 1]!)) continue;
    // ("our online AP prep", "SAT prep": a course, in lower case, not a prep school.)
    if (/^prep$/.test(tokens[index]!) && /^(?:ap|sat|act|psat|test|exam|college|course)$/i.test(tokens[index - 1]!)) continue;
    // ("through our 21st CCLC center": the program's centre, in lower case, not a school.)
    if (/^(?:center|centre)$/.test(tokens[index]!) && /^cclc$/i.test(tokens[index - 1]!)) continue;
    // ("the respondent's school is the one in Phoenix": whose school it is, in lower case, not its name.)
    if (start < index && tokens.slice(start, index).every((word) => /^[a-z]+'s$/.test(word))) continue;
    if (start < index && !(LEVEL_HEADS.has(tokens[index]!.toLowerCase()) && tokens.slice(start, index).every((word) => PLACE_WORDS.has(word.toLowerCase().replace(/'s$/, ''))))) return tokens.slice(start, index + 1).join(' ');
  }
  return undefined;
}
