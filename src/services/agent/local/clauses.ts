import { type Entities, extractEntities } from './entities.js';
import { asksEquityRecord, NEEDS_SCHOOL, readIntents, saysWhy } from './intents.js';
import { DISTRICT_ID_ARG, SPENDING } from './scope-intents.js';

/**
 * The questions of one message. "X: what lead tier is it, and how much does its district spend per
 * pupil?" asks two things; the rules read a message as one request, so the planner also reads each
 * question alone and adds the tools a later one asks for. Only explicit joints split: a question
 * mark followed by more words, a sentence's end, a semicolon, "plus", "then", or "and"/"also" opening a new question word.
 * A list of figures ("enrollment, FRL and the discount") is no joint: the rules read it whole.
 */
const JOINT = /(?<=\?)\s+(?=\S)|(?<=[a-z0-9]{2}[.!])\s+(?=[A-Z])|;\s+|\s+(?:\+|plus)\s+|,?\s+(?:and|also|and also)\s+(?=(?:in (?:your|the) (?:reply|answer|response),?\s+)?(?:how|what|which|who|whom|where|when|whether|is|are|does|do|did|can|could|will|would|should|tell|show|give|list|find|pull|generate|draft|write|prepare|create|build)\b)|,\s+(?=(?:and also|and separately|as well as|and then also)\s)|,?\s+(?:and )?then\s+(?=[a-z]+\b)/gi;

/** The smallest question worth reading alone, in words: "and its peers?" is a follow-up, not a question. */
const MIN_WORDS = 3;

/**
 * A part that asks: a question mark, or a question or request word first, after a lead-in naming
 * its subject ("For X: what's its health tier", "The third district - what's its C2 budget"), a "please" last, or an addition to the request
 * before it (", and also the teacher shortage areas there"). "I'm meeting them Tuesday;" tells, "Looking for the national picture." says the
 * scope of the question before it, and "I want candidates placed where ..." and
 * "I'd like to introduce our program" tell what the user is after.
 */
const ASKS = /\?\s*$|\b(?:please|pls|plz)\W*$|^(?:and also|and separately|as well as|and then also)\s|^(?:[^:,]{1,60}(?:[:,]|\s[-–—])\s*)?\W*(?:(?:and|also|plus|but|then|so|pls|please)\s+)*(?:in (?:your|the) (?:reply|answer|response),?\s+)?(?:how|what|whats|what's|which|who|whom|where|when|whether|is|are|does|do|did|can|could|will|would|should|tell|give|show|list|find|pull|get|send|check|run|draft|write|generate|prepare|make|create|compute|calculate|i need(?! to know (?:before|because|since|so)\b)|(?:i|we) want(?! to (?!(?:know|see|find out|understand|learn|compare|check|get|look)\b))(?! [\w-]+ (?:placed|put|assigned|matched|sent|working|teaching|learning)\b)|i'd like(?! to (?!(?:know|see|find out|understand|learn|compare|check|get|look|have)\b))|we need|looking for(?! (?:the|a) (?:national|big|broad|overall|whole|wider) (?:picture|view|perspective)\b))\b|^(?:for|at|about|regarding|on) [^?]{1,80}?\b(?:can|could|would|will) you\b|\b(?:i|we) (?:need|want) (?:two|three|four|a few|several|\d) things\b|^\W*(?:two|three|a few|\d) (?:things|questions)\b/i;

/** "I need the market summary and the districts ranked by spending": a second thing asked by its noun, under the first's request. */
const NOUN_JOINT = /\s+and\s+(?=(?:the|its|their)\s)/i;

/** A list of figures ("enrollment, FRL % and the C2 discount") stays whole: its items before "and" are a word or two. */
function splitAtNoun(part: string): string[] {
  const joint = NOUN_JOINT.exec(part);
  if (!joint) return [part];
  const before = part.slice(0, joint.index).replace(/,\s*$/, '');
  const lastItem = before.slice(before.lastIndexOf(',') + 1).trim();
  if (before.includes(',') && lastItem.split(/\s+/).length < 3) return [part];
  return [before.trim(), ...splitAtNoun(part.slice(joint.index + joint[0].length).trim())];
}

/** "Need three things on X: enrollment, the C2 budget, and the decision-makers list": the things listed after the colon, each asked by the lead-in. */
const THINGS_LISTED = /\b(?:two|three|four|five|a few|several|couple of|\d) (?:things|items|questions|numbers|figures|pieces)\b[^:?]{0,80}:\s*([^?]+?)[.?!]?\s*$/i;

/** "For X: per pupil spending, our Cat 2 budget, and who you have as superintendent. going into a meeting": three things or more after the subject's colon, the first sentence. */
const SUBJECT_THEN_LIST = /^\W*(?:[Ff]or )?(?:[A-Z0-9][\w.'&-]*(?: (?:[A-Z0-9(][\w.'&()-]*|of|de|la))*|[Tt]he (?:school|district))\s*:\s*([^:?.!]+,[^:?.!]+,\s*(?:and\s+)?[^:?.!]+)[.?!]?/;

function thingsListed(text: string): string[] {
  const list = THINGS_LISTED.exec(text)?.[1] ?? SUBJECT_THEN_LIST.exec(text)?.[1];
  if (!list) return [];
  const things = list.split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:the|its|their|a|an)\s)|\s*(?:\(\d\)|\d\))\s*/i).map((part) => part.trim()).filter((part) => part.length > 0);
  return things.length > 1 ? things : [];
}

export function questionsOf(text: string): string[] {
  const listed = thingsListed(text);
  if (listed.length > 0) return listed;
  const asked = text
    .split(JOINT)
    .map((part) => part.trim())
    .filter((part) => ASKS.test(part))
    .flatMap(splitAtNoun)
    .filter((part) => part.split(/\s+/).length >= MIN_WORDS);
  return asked.length > 1 ? asked : [];
}

/**
 * A tool a question adds is left out when one already chosen answers it: a school's needs and a
 * qualified purchase name the programs that pay; peers and look-alikes are two readings of "similar
 * schools" (the whole message's rules pick one); the equity record carries the state's averages; the
 * plans table gives each plan's daily requests; a program's entry gives its national amount.
 */
const ANSWERED_BY: Record<string, string[]> = {
  // ("That's the whole district's Title I, right? What does X bring in from federal sources?": the district's revenue answers it.)
  // ("which funding year and which form comes first?" beside E-Rate's filing steps: E-Rate's funding year.)
  school_funding: ['school_needs', 'purchase_qualify', 'school_erate_eligibility', 'district_spending', 'erate_filing_checklist'],
  // A thing qualified weighs E-Rate among its programs ("is any of it E-Rate?").
  school_erate_eligibility: ['purchase_qualify'],
  school_look_alikes: ['school_peers'],
  school_peers: ['school_look_alikes', 'school_equity'],
  // A school's own record says whether it is a bright spot, and its score; a state's profile names its top bright spots.
  bright_spots: ['school_profile', 'state_profile'],
  // A school's board items name the vendors the board dealt with ("budget approvals or vendor mentions?").
  erate_vendors: ['school_board_intel'],
  // A school's contacts list its district's decision makers too.
  district_contacts: ['school_contacts'],
  marketplace_usage: ['marketplace_tiers'],
  // "the districts that spend the most per student: who's number one and how much do they spend?": the ranking says it.
  // ("c2 budget for X? is that a school-level or district-level budget now": the budget's own answer says whose it is, no state's market.)
  market_summary: ['grant_programs', 'spending_rankings', 'erate_c2_budget'],
  // (A qualified purchase lists the programs that could pay: "Which federal programs could pay?" is its answer.)
  // ("What does Title III allow? Specifically, could it pay for X?": the verdict on X says what the program allows.)
  grant_programs: ['school_needs', 'purchase_qualify', 'school_profile', 'compliance_check'],
  // ("the student count it's based on" beside a C2 budget: the budget's own count.)
  school_profile: ['erate_c2_budget', 'school_peers'],

};

/** The equity record's own figures: "equity" alone beside the health score is its equity part ("which part (funding, academics, equity) drags it down"). */
const EQUITY_RECORD = /\bsuspensions?\b|\bcounselors?\b|\bdisparit|\bap\b|\badvanced placement\b|\bequity (?:record|report|data|profile|breakdown)\b/i;

/** A Category 2 budget asked for as such: its amount, what is left or spent. */
const C2_BUDGET_ASKED = /\bbudgets?\b|\bleft\b|\bremaining\b|\bremain\b|\bspent\b|\bused\b|\bbalance\b|\bhow much\b/i;

/**
 * Tools a question adds only when it says their own words (when beside `besides`, only then):
 * "equity" beside the health score is its equity part, the equity record is asked by its suspensions,
 * counselors or AP courses; "is that Category 1 or C2?" asks the category of a thing, not a budget;
 * a lead tier beside the profile is the profile's.
 */
const OWN_WORDS: Record<string, { words: RegExp; besides?: string }> = {
  school_equity: { words: EQUITY_RECORD, besides: 'school_health' },
  erate_c2_budget: { words: C2_BUDGET_ASKED },
  // ("how much C2 budget is left, and what was the total budget?": the budget is the C2 budget's; spending is asked by its own words.)
  district_spending: { words: /\bspend|\bper[- ](?:pupil|student)\b|\bexpenditure|\binstruction|\badmin|\brevenue|\bfinanc/i, besides: 'erate_c2_budget' },
  // A school's record is added by a question that names its own figures: "why isn't it Title I?" beside its programs
  // is the funding answer's, "the rate for students with disabilities?" beside its equity record is that record's.
  // ("opp score + the budget/need/timing/access breakdown": the score's parts, not the state's market budget.)
  market_summary: { words: /\bmarkets?\b|\bhow big\b|\baddressable\b|\btam\b|\bstatewide\b/i, besides: 'school_opportunity' },
  // ("how many students do they have and what's their lead tier?": the profile names the tier; the score is asked by its own words.)
  school_opportunity: { words: /\bopportunit|\bopp(?:ty)? scores?\b|\blead score\b|\b(?:budget|need|timing|access)\b|\bprospect|\bworth\b|\bscores?\b/i, besides: 'school_profile' },
  // ("any new superintendents lately? new supers usually re-evaluate their vendors": who the vendors are is told, not asked.)
  erate_vendors: { words: /\be-?rate\b|\b(?:which|top|biggest|largest|leading) (?:[\w-]+ )?(?:vendors|providers)\b|\bvendors? (?:in|for|with|by)\b|\bcommit/i, besides: 'leadership_changes' },
  school_profile: { words: /\benrol|\bhow many (?:students|kids)\b|\bstudent count\b|(?<!e-?mail )\baddress\b|\bprofile\b|\boverview\b|\bfrl\b|\bfree\b|\blunch\b|\bgrades?\b|\bteachers?\b|\bcounselors?\b|\bproficien|\bmath\b|\breading\b|\bphone\b|\bschoolwide\b|\blocale\b|\bpupil[- ]teacher\b/i },
};

/** The words that ask for what a subject alone reads as: "D's per-pupil spend" asks for the spending it defaults to. */
const NAMES_DEFAULT: Record<string, RegExp> = {
  district_spending: SPENDING,
  school_profile: /\bprofile\b|\boverview\b|\benrol(?:l)?ment\b|\bhow many (?:students|kids)\b|(?<!e-?mail )\baddress\b/i,
  state_profile: /\bprofile\b|\boverview\b|\bsnapshot\b|\brun-?down\b/i,
};

/** Tools that check one cost: a question adds them only when it names the thing bought. */
const ITEM_TOOLS = new Set(['purchase_qualify', 'compliance_check']);

/**
 * The tools of the whole message and those each of its questions adds, read alone. A question keeps
 * the message's subjects (the school, district or state named once) and programs, but only its own
 * item, price and share: "the switches for $84k" said before "how much C2 budget is left?" buys
 * nothing in the second. A question adds nothing it would need to ask about (a school tool with no
 * school, a purchase with no item), nothing its subject alone reads as unless it says so (a
 * school's profile, a district's spending), and no aggregate.
 */
export function withEachQuestion(tools: string[], text: string, entities: Entities, schoolKnown: boolean, districtKnown: boolean): string[] {
  // (A sentence that only says why it is asked adds no tool: "... ? I want some sign they run a real program".)
  const questions = questionsOf(text).filter((question) => !saysWhy(text, question));
  if (questions.length === 0) return tools;
  const schoolNamed = entities.ncesIds.length > 0 || entities.schoolName !== undefined;
  const school = schoolKnown || schoolNamed;
  // A district tool needs a district: one named, the school's, or the one the conversation is about.
  const district = districtKnown || school || entities.districtNames.length > 0 || entities.leaids.length > 0;
  // The school is named in the question that says it ("the school" stands for its masked name): "list the programs you cover" names none.
  const namesSchool = (question: string) => schoolNamed && (/\bthe school\b/i.test(question) || entities.ncesIds.some((id) => question.includes(id)));
  const chosen = [...tools];
  for (const question of questions) {
    const own = extractEntities(question);
    const scoped: Entities = {
      ...entities,
      programs: own.programs.length > 0 ? own.programs : entities.programs,
      item: own.item, price: own.price, quantity: own.quantity, frlPct: own.frlPct, erate: own.erate,
    };
    const reading = readIntents(question, scoped, namesSchool(question), school, districtKnown);
    if (reading.aggregate) continue;
    // A subject named with nothing asked of it ("Ohio") reads as its default, asked only when named ("Ohio profile please").
    const unasked = new Set(reading.subjectOnly ? reading.tools : readIntents('', scoped, namesSchool(question), school, districtKnown).tools);
    // "for X: ... and who are the decision makers?": the school's contacts, which list its district's people too.
    const tools = reading.tools.map((tool) => (tool === 'district_contacts' && schoolNamed && !/\bdistrict\b/i.test(question) ? 'school_contacts' : tool));
    for (const tool of tools) {
      if (chosen.includes(tool) || (unasked.has(tool) && !NAMES_DEFAULT[tool]?.test(question))) continue;
      if ((NEEDS_SCHOOL.has(tool) && !school) || (ITEM_TOOLS.has(tool) && own.item === undefined)) continue;
      // ("And in general what can Perkins money be used for? give me the program details": the program in general, not the school's.)
      if (NEEDS_SCHOOL.has(tool) && !schoolNamed && /\bin general\b|\bgenerally\b/i.test(text)) continue;
      // ("Pull X's federal eligibility. What's the assistance listing number for Perkins on their sheet?": the school's record says it.)
      // ("Make me the district report -- what per-pupil spending does it show?": the report's own statistics.)
      if (chosen.some((other) => other === 'district_report' || other === 'justification_report' || other === 'grant_write') && /\b(?:does|do|will|would) (?:it|the report|that|the doc(?:ument)?) (?:show|say|have|include|list|put)\b|\bin (?:it|the report|the doc(?:ument)?)\s*\?/i.test(question)) continue;
      // ("what federal $$ can X tap into? list the programs pls": its programs, which its funding record lists; "list the programs you cover" is the catalogue.)
      if (tool === 'grant_programs' && chosen.includes('school_funding') && (/\bon (?:their|its|the school's|that) (?:sheet|record|list|page)\b/i.test(question) || (/^\W*(?:and |pls |please )?list (?:the |all )?(?:\w+ )?programs\b/i.test(question) && !/\byou\b|\byour\b/i.test(question)))) continue;
      // ("how much federal revenue do they get, and how much of that is Title I and IDEA?": the district's revenue by program, not the programs.)
      if (tool === 'grant_programs' && chosen.includes('district_spending') && /\bhow much (?:of (?:that|it|this)|(?:title|idea|federal))\b/i.test(question)) continue;
      // "I need total district spending" beside a state's market names no district: the market reports it.
      if (tool in DISTRICT_ID_ARG && !district) continue;
      if ((ANSWERED_BY[tool] ?? []).some((other) => chosen.includes(other))) continue;
      // ("what is the FRL-predicted (expected) math ..., and how does its observed math compare?": set against the expected figure, no peers.)
      if (tool === 'school_peers' && chosen.includes('school_profile') && /\bexpected\b|\bpredict/i.test(text) && !/\bpeers?\b|\bsimilar\b/i.test(question)) continue;
      // ("what does the needs analysis show for staffing and the SWD gap?": a gap the needs analysis reports is its own, not the equity record's.)
      if (tool === 'school_equity' && chosen.includes('school_needs') && !asksEquityRecord(question)) continue;
      // ("What's the suspension rate ...? How do they compare to the state?": the equity record already sets them beside the state's.)
      if (tool === 'school_needs' && chosen.includes('school_equity') && !/\b(?:math|reading|ela|scores?|proficiency|needs?|gaps?)\b/i.test(question)) continue;
      // ("What does Title IV-A allow for tech, and how big is the program nationally?": the program's allowable uses, which its record lists.)
      if (tool === 'compliance_check' && chosen.includes('grant_programs') && /\bwhat (?:does|do|can) (?:title [\w-]+|idea|perkins|e-?rate|21st cclc|the program)\b[^?]*\ballow\b/i.test(question)) continue;
      // ("C2 budget - how many students is it figured on, and what's the per-student number this cycle?": the budget's own multiplier.)
      if (tool === 'district_spending' && chosen.includes('erate_c2_budget') && !/\bspend|\bexpenditure|\brevenue|\binstruction/i.test(question)) continue;
      // ("which similar schools in the state do better in math? What are the peers and how big is the gap?": the peers' own state, no market.)
      if (tool === 'market_summary' && (chosen.includes('school_peers') || chosen.includes('school_look_alikes'))) continue;
      // ("How much did its district spend in total, and what's the per-pupil?": the district's own figure, not the state's market.)
      if (tool === 'market_summary' && chosen.includes('district_spending') && !/\bstate(?:wide)?\b|\baverage\b|\bavg\b|\bnation/i.test(question) && own.states.length === 0) continue;
      const needs = OWN_WORDS[tool];
      if (needs && (!needs.besides || chosen.includes(needs.besides)) && !needs.words.test(question)) continue;
      chosen.push(tool);
    }
  }
  return chosen;
}
