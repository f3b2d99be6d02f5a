import type { Entities } from './entities.js';
import { STATES } from './lexicon.js';

/**
 * Questions about a district or a state rather than one school: which district or state tool a
 * message asks for. Read after the E-Rate, compliance and document rules (they name their own
 * scope) and before the purchase and school rules, so "what does Austin ISD spend per pupil"
 * reaches the district's finance, not a purchase of "per pupil".
 */

/** The message is about a district: one is named, given by LEA id, or called "the district". */
// ("national spending rankings by total expenditure": the districts ranked, said without the word.)
export function districtInScope(t: string, entities: Entities): boolean {
  return entities.ncesIds.length > 0 || entities.schoolName !== undefined || entities.districtNames.length > 0 || entities.leaids.length > 0 || /\bdistrict(?:'s|s'|s)?\b|\blea\b|\bschool system\b|\bspending rankings?\b/.test(t);
}

// ("Where does the money at X come from -- federal, state, local shares?": its revenue mix.)
// ("whats the district's budget look like": its finance record; "What does the district get in Title I?": its revenue.)
// ("how much Title I and IDEA money comes in per year?": its revenue by program.)
export const SPENDING = /\bget(?:s)? (?:its|their) money\b|\bhow much (?:title [\w-]+|idea(?: part b)?|federal)(?: (?:and|&) (?:title [\w-]+|idea(?: part b)?))?(?: money| funding| revenue| dollars)? (?:comes? in|flows? in)\b|'s (?:title [\w-]+|idea(?: part b)?)(?:, part a)? (?:allocation|revenue) (?:last|this) year\b|\b(?:federal )?(?:funds|money)\b[^?]{0,60}\bhow much (?:do|does|did) (?:they|it|the district) get\b|\bwhat (?:does|do|did) (?:the district|the lea|[\w' ]{0,40}\b(?:district|public schools|county schools|city schools|isd|usd)) (?:get|receive|bring in) in (?:title [\w-]+|idea(?: part b)?|federal (?:money|funds|revenue))\b|\bhow much (?:title [\w-]+|idea(?: part b)?|federal|state|local)(?: money| funding| revenue| dollars)? (?:does|do|did) (?:the district|the lea|[\w' ]{0,40}\b(?:district|public schools|county schools|city schools|isd|usd)) (?:get|receive)\b|\bwhere does (?:the |their |its )?money\b.{0,40}\bcome from\b|\bfederal, state(?:,| and) local\b|\bstate vs\.? local\b|\bspend(?:s|ing)?\b(?! (?:all|it|the whole|every|down)\b)|(?<!\b(?:priced|charged|billed|sold|licensed|costs?) )\bper[- ](?:pupil|student|kid|child)\b(?!\s*(?:multiplier|allocation|formula|cap|floor)\b)|\bexpenditures?\b|\bfinances?\b(?! (?:person|people|officer|director|manager|lead|contact|guy|chief|office)\b)|\bfinancials?\b|\brevenues?\b|\bbudget breakdown\b|\bmoney (?:comes?|coming) from\b|\bcapital (?:outlay|spending|expenditures?)\b|\b(?:funding|revenue|income) (?:sources?|mix)\b|\bfederal (?:vs\.?|versus) state\b|\b(?:total |annual |operating |overall )+budget\b|\b(?:what(?:'s| is|s)|how(?:'s| is| does)|pull up|show me) (?:the |our |their )?district(?:'s|s)? budget\b|\bwhere (?:the|its|their) money goes\b|\b(?:budget|money|dollars) (?:goes|go|going|went) (?:to|into|toward) (?:instruction|admin\w*|support|capital|salaries|classrooms?)\b/;
/** A district office's post, as users name it ("the food service director", "their transportation coordinator"). */
const DISTRICT_POST = String.raw`(?:food service|child nutrition|nutrition|transportation|facilities|maintenance|operations|special education|sped|human resources|hr|federal programs|athletic|communications)`;
// ("who signs POs over $25k?": the district's people who sign; "a list of the district office people - names, emails, phones": all of them;
// "Is there a food service director listed for X?", "who's the transportation director at X?": a post the district's list may hold.)
const DISTRICT_PEOPLE = new RegExp(String.raw`\b(?:district|central) office (?:people|staff|folks|team|contacts?)\b|\bnames,? (?:and )?e-?mails\b|\bwho (?:signs|approves)\b|\bwho(?:'s| is) (?:there )?to talk to\b|\bwho at the district(?: level| office)? (?:would|will|should|can|could|needs? to|has to|must) (?:sign|approve)\b|\bwho (?:can|could|should) (?:i|we) reach\b|\beveryone (?:you(?:'ve| have)(?: got)?|on file|listed) (?:at|in|for)\b|\bwho(?:'s| is)? (?:listed|on file|on record) (?:at|in|for)\b|\bsuperintendent\b(?! (?:meeting|visit|presentation|briefing|retreat)s?\b)|\bleadership team\b|\bcabinet\b|\bcfos?\b|\bctos?\b|\bcontacts?\b|\bdecision[- ]makers?\b|\bwho runs\b|\bwho (?:is|are) in charge\b|\b(?:purchasing|curriculum|technology|tech|finance) director\b|\b(?:who(?:'s| is) (?:the |their |its )?|is there (?:a |an )?)${DISTRICT_POST}(?: or ${DISTRICT_POST})? (?:director|coordinator|supervisor|manager)s?\b|\b(?:finance|fiscal) (?:officer|chief|official)\b|\b(?:tech(?:nology)?|it) (?:lead|person|guy|contact|coordinator)\b|\bchief (?:financial|technology|academic) officer\b|\bwho (?:handles|runs|does|manages|oversees|heads|leads|is in charge of) (?:the )?(?:purchasing|procurement|buying|finances?|budget|technology|tech|it|curriculum)\b`);
/** Asking for an overview, or naming the district alone (what is left is at most a few words). */
const OVERVIEW = /\btell me about\b|\boverview\b|\bprofile\b|\blook up\b|\binfo(?:rmation)?\b|\bdetails\b|\bsnapshot\b|\bwhat do you (?:have|know)\b|^\W*(?:\w+\W*){0,8}$/;
/** Districts set in order rather than one looked up: "districts", "which district ... the most". */
const RANKS_DISTRICTS = /\bdistricts\b|\bspending rankings?\b|\b(?:top|highest|biggest|lowest)(?:[- ]spending)? district\b|\bdistrict (?:with (?:the )?)?(?:highest|lowest|most|least|biggest|top)\b|\b(?:biggest|largest|smallest|highest|lowest|top \d+) (?:school )?district (?:budgets?|spending|expenditures?)\b|\bspenders?\b|\b(?:which|what) (?:school )?district\b|^\W*who (?:has|spends|puts|gives)\b/;
// ("Instruction % at X", "capital outlay share": a share of spending named by its part.)
const MEASURE = /\badmin(?:istration|istrative)?\b|\boverhead\b|\binstruction(?:al)? (?:share|spending|%|pct|percent(?:age)?)(?!\w)|\bcapital(?: outlay)? (?:share|%|pct|percent(?:age)?)(?!\w)|\bshare (?:spent )?on instruction\b|(?:\bshare|%|\bpercent(?:age)?|\bportion|\bchunk) (?:\w+ ){0,8}(?:to|on|for|into) (?:instruction|classroom)\b|\btotal expenditures?\b/;
/** A district report in users' words: "report", "write-up", "briefing", "board packet", "a Word doc". */
// ("how much Title I revenue did they report" uses the verb: no document asked.)
// ("Sending the after-action report from our tabletop exercise": the user's own report, the reason they ask.)
const REPORT = /(?<!\b(?:did|do|does|they|it|we|to|was|were|is|are) (?:[\w'-]+ ){0,4})(?<!\b(?:sending|sent|forwarding|attaching|after-action) (?:[\w-]+ ){0,3})(?<!\b(?:send|forward|attach) (?:the|our|my|this|that) (?:[\w-]+ ){0,2})(?<!\bafter-)(?<!\b(?:read|reads|reading|saw|seen) (?:[\w'-]+ ){0,2})\breports?\b(?! (?:in|on) (?:its|their) (?!district\b))(?! (?:should|will|must|needs to) (?:be )?(?:addressed|sent|going|delivered)\b)(?! to (?:the )?(?:state|feds|census)\b)|\bwrite-?ups?\b|\bwrite (?:up )?an? (?:board |one-page )?(?:summary|overview)\b|(?<!\bfor (?:our|my|the|a|an|tomorrow's) (?:[\w-]+ ){0,3})\bbriefing\b|\bboard[- ](?:ready|packet|deck|memo|summary)\b|\bdocx\b|\bword doc(?:ument)?\b/;
/** Two finance measures set against each other: "instruction vs admin", "admin versus instructional". */
// ("capital outlay vs total spending": the same.)
const MEASURE_WORD = String.raw`(?:instruction(?:al)?|admin\w*|overhead|per[- ]pupil|salar(?:y|ies)|support(?: services)?|capital(?: outlay)?|total)`;
const MEASURES_COMPARED = new RegExp(String.raw`\b${MEASURE_WORD}\s+(?:spending\s+|share\s+)?(?:vs\.?|versus|against|compared (?:to|with))\s+(?:the\s+)?${MEASURE_WORD}\b`, 'g');

/** A figure set against its benchmark ("vs the national median", "compared to the state average"): no second subject compared. */
// ("how does Woodland County Schools compare on the national benchmark -- what percentile?": the same.)
// ("spending per pupil vs national": the national figure, its word alone.)
// ("is that high compared to other districts nationally?" after a district's spending: its national percentile.)
// ("per-pupil spending for X vs state and national?": both benchmarks.)
// ("How does that compare with the national median district?" after a district's spending: the same.)
export const AGAINST_BENCHMARK = /\b(?:compare|compares|stack up|stacks up|measure up|measures up|rank|ranks)\s+(?:nationally|nationwide|statewide|across the (?:country|state))\b|\b(?:vs\.?|versus) (?:national(?:ly)?|the nation)\W*$|\bcompare (?:to|with) (?:the )?(?:national (?:median|average|avg)|state(?:wide|'s)? median)\b|\b(?:vs\.?|versus|compared (?:to|with)|against|relative to) (?:the )?(?:national|state(?:wide)?|state's) (?:median|average|avg|mean|p\d\d|percentiles?|quartiles?|benchmarks?|band|range)\b|\b(?:compare|stack up|rank|sit)s? (?:on|against|to|with|within) (?:the )?(?:national|state(?:wide)?|state's) (?:benchmarks?|percentiles?|distribution)\b|\bcompared? (?:to|with|against) (?:the )?(?:state|nation|national|country)\s*\??$|\b(?:compared? (?:to|with)|vs\.?|versus|against|relative to) (?:the )?other districts (?:nationally|nationwide|in the (?:country|nation|us))\b|\b(?:vs\.?|versus|compared (?:to|with)|against) (?:the )?(?:state|national|nation)(?: and| or|\/) ?(?:the )?(?:state|national(?:ly)?|nation)\b/;

/** A part of a district's money asked after its finances: "how much went to instruction?", "how much of that came from the federal government?". */
// ("What fiscal year is that from exactly?" after a district's finances: the year of the same record.)
const FIGURE_OF_IT = /\bhow much (?:of (?:that|it|the (?:money|budget|total|revenue)) )?(?:came|comes|went|goes) (?:from|to)\b|\b(?:what|which) (?:fiscal |finance |data )?year (?:is|are|was|were) (?:that|it|this|those|these)(?: (?:figures?|numbers?|data))? from\b|\bin dollars\b.{0,30}\b(?:instruction|admin\w*|support|capital)\b|\bfrom the federal government\b/;

const RANKED = /\b(?:rank(?:s|ed|ing|ings)?|top|highest|most|lowest|least|biggest|smallest|heaviest|lightest|largest|greatest|sort(?:ed)?|order(?:ed)?|by)\b/;

/**
 * District tools a message asks for (empty when it is not about a district's finance, report or
 * people). `districtKnown`: the last answer was about a district, so "its superintendent" is its.
 */
export function readDistrictIntents(t: string, entities: Entities, schoolInMessage: boolean, districtKnown = false): string[] {
  // After a district answer, "and the cfo?", "their spending" or "and the instruction share?" is that district's.
  const followsDistrict = districtKnown && !schoolInMessage && (/\b(?:its|their|they|there|it)\b/.test(t) || DISTRICT_PEOPLE.test(t) || SPENDING.test(t) || REPORT.test(t) || FIGURE_OF_IT.test(t) || MEASURE.test(t));
  // ("and in dollars, how much went to instruction?", "how much of that came from the federal government?" after its spending: its finance record again.)
  if (followsDistrict && entities.districtNames.length + entities.leaids.length === 0 && FIGURE_OF_IT.test(t)) return ['district_spending'];
  const named = entities.districtNames.length + entities.leaids.length;
  // "the top per-pupil spender in Alabama", "which district spends the most per pupil": the districts ranked.
  // "who has the highest admin share in AZ?", "highest admin overhead % anywhere?": a finance measure ranked names districts without saying so.
  // ("Illinois per-pupil spending by district — who's highest?", "Ranked by admin share, which Kentucky district is on top?", "Nationally, who
  // has the highest instruction share?", "the spending leader among Maryland districts", "who spends the most per pupil there?": the same.)
  const districtsAsked = /^\W*who\b|\b(?:anywhere|nationally|nationwide|in the (?:country|us|nation))\W*$|^\W*(?:nationally|nationwide)\b|\bwho(?:'s| is| has)? (?:the )?(?:highest|lowest|top|most|least)\b|\bwhich (?:[a-z]+ ){0,2}district (?:is|comes|ranks|sits) (?:on top|first|highest|lowest|last)\b|\bby district\b|\bleader among\b.{0,30}\bdistricts\b|\bwho spends the (?:most|least)\b/;
  if (named === 0 && !schoolInMessage && (/\bspenders?\b/.test(t) || ((MEASURE.test(t) || /\bper[- ](?:pupil|student)\b|\bspending leader\b|\bspends\b/.test(t)) && districtsAsked.test(t))) && (RANKED.test(t) || /\bleader\b|\bon top\b/.test(t))) return ['spending_rankings'];
  // ("Nationally, what's total district spending and per-student spending?": the nation's market, which sums its districts.)
  if (named === 0 && !schoolInMessage && !districtKnown && entities.states.length === 0 && /^\W*nation(?:al(?:ly)?|wide)\b|\b(?:nationally|nationwide|across the (?:us|country))\W*$/.test(t) && SPENDING.test(t) && /\btotal\b/.test(t) && !/\b(?:the|its|their|our|that|this) district(?:'s)?\b/.test(t) && !RANKED.test(t)) return ['market_summary'];
  // "whats the per pupil spend" with no place said: a district's figure, so which district is asked.
  if (!districtInScope(t, entities) && !followsDistrict && entities.states.length === 0 && t.split(/\s+/).length <= 8 &&
    /\bper[- ](?:pupil|student) (?:spend|spending|expenditure)\b|\bspend(?:s|ing)? per (?:pupil|student)\b|\b(?:spending|budget) breakdown\b|\brevenue mix\b/.test(t) && !/\bnation|\baverage|\bmedian|\btotal|\bstates?\b|\bus\b/.test(t)) return ['district_spending'];
  if (!districtInScope(t, entities) && !followsDistrict) return [];
  // "TAM for California: schools, students, district spend": the state's market, its district spending among its figures.
  if (named === 0 && !schoolInMessage && entities.states.length > 0 && /\btam\b|\bmarket\b|\baddressable\b/.test(t)) return [];
  // "where does that put them compared to other districts in the state?" after a district: the districts of its state ranked.
  if (named === 0 && !schoolInMessage && (followsDistrict || entities.states.length > 0) && /\b(?:other|rest of the|all the) districts\b|\bamong (?:the )?districts\b/.test(t) && (SPENDING.test(t) || MEASURE.test(t) || /\bwhere does (?:that|it|this) (?:put|leave|place)\b|\brank/.test(t))) return ['spending_rankings'];
  // "which districts got a new superintendent since January?": the changes across districts, not one district's people.
  // ("superintendent turnover nationally" after a district's contacts is the nation's changes too.)
  if (named === 0 && LEADERSHIP_CHANGES.test(t) && (!followsDistrict || /\bnation(?:al(?:ly)?|wide)\b|\bacross\b|\b(?:in|around) the (?:us|country)\b|\bdistricts\b|\beverywhere\b/.test(t))) return [];
  // A school named without the word "district" keeps its own tools ("who is the principal of X High"),
  // except spending, which only its district reports ("how much does X High spend per pupil").
  // "pull their full contact sheet, I want the district CTO too": the school's contacts, which list its district's people.
  // ("any budget approvals at my district lately?", then "the district X is in": the board's votes, which X's board record holds.)
  if (schoolInMessage && /\bbudget (?:approvals?|votes?)\b|\bapprov\w* (?:the |a |any |its |their )?budgets?\b/.test(t)) return [];
  if (schoolInMessage && /\bcontact (?:sheet|list|info\w*|details)\b|\b(?:all|full|every|complete) (?:the |their |its )?contacts\b/.test(t)) return [];
  if (schoolInMessage && !/\bdistrict\b|\blea\b/.test(t)) {
    return SPENDING.test(t) && entities.item === undefined && entities.price === undefined ? ['district_spending'] : [];
  }
  // "instruction vs admin share" sets two measures of one district side by side, not two districts.
  // ("Who's the superintendent over at X? I want to send the comparison over with a note.": a comparison already made, sent, not asked.)
  const comparing = !/\b(?:send|sending|forward|forwarding|share|sharing|email|e-mail) (?:the |our |my |this |that )?comparison\b/.test(t) && /\bline (?:up|them up)\b|\bcompar\w*|\bversus\b|\bvs\.?(?=\s)|\bside[- ]by[- ]side\b|(?<!\b(?:be|are|is|we're|they're|were) up )\bagainst\b|\bline (?:us|them|it|ours) up\b|\bnext to\b/.test(t.replace(MEASURES_COMPARED, ' ').replace(new RegExp(AGAINST_BENCHMARK.source, 'g'), ' '));
  // "which spends a bigger share on administration, A or B?": the two set side by side.
  // ("Is X putting a bigger share of its budget into capital than Y?": the two set side by side.)
  // ("LEAs A and B: which one puts more into capital outlay?": the same.)
  // ("Per-pupil across A, B and C.", "Between A and B, which spends a larger share on administration?": the same.)
  if (named >= 2 && (comparing || /\bacross\b|\b(?:which|who)\b.*\bor\b|\bbetween\b.*\bwhich\b|\bwhich (?:one|of (?:the|them|those|these)(?: two| three)?)\b/.test(t) || /\b(?:bigger|larger|smaller|higher|lower|more|less)\b.{0,80}\bthan\b/.test(t))) return ['spending_compare'];
  // "how does their spending stack up vs X" after a district answer: that district against the one named.
  if (named === 1 && districtKnown && comparing && !schoolInMessage) return ['spending_compare'];
  // ("compare its district's spending with X" after a school: that school's district beside X.)
  if (named === 1 && comparing && !schoolInMessage && /\b(?:its|their|the school's|that school's) district(?:'s)?\b|\bthat district's\b/.test(t)) return ['spending_compare'];
  // "compare spending of Woodland County Schools" with nothing to set it beside: the comparison asks for the others.
  if (named === 1 && !schoolInMessage && /^\W*compare (?:the )?(?:spending|finances?|budgets?|per[- ]pupil \w+) (?:of|for) [^,?]+\W*$/.test(t)) return ['spending_compare'];
  // ("how does our district compare with that [state average]?", then the district named: its report, which sets it beside the state.)
  if (named === 1 && !schoolInMessage && !SPENDING.test(t) && !MEASURE.test(t) && /\bcompare (?:with|to|against) (?:that|the state(?: average)?)\b|\b(?:vs\.?|versus) (?:the )?state(?: average)?\b/.test(t)) return ['district_report'];
  // "compare district spending" names no district yet: the comparison asks for two to five.
  // ("Which districts in CA put the biggest share of their spending into instruction? ... classroom vs admin": a ranking, "vs" only why.)
  if (named === 0 && !schoolInMessage && comparing && (SPENDING.test(t) || /\bdistricts\b/.test(t)) && !/\bstates?\b/.test(t) && !(/^\W*which districts\b/.test(t) && RANKED.test(t))) return ['spending_compare'];
  if (named === 0 && !schoolInMessage && RANKED.test(t) && (SPENDING.test(t) || MEASURE.test(t)) && RANKS_DISTRICTS.test(t)) return ['spending_rankings'];
  // ("How does X rank in its own state on per-pupil spending?", "Where does X rank in AZ on per pupil?": the state's districts ranked, X among them.)
  const rankedInState = /\brank(?:s|ed|ing)?\b.{0,20}\b(?:in|within|among) (?:its|their|the) (?:own )?state\b/.test(t) ||
    (entities.states.length === 1 && /\brank(?:s|ed|ing)?\b.{0,12}\b(?:in|within|among)\b(?! the (?:country|nation|us)\b)/.test(t));
  if (named === 1 && !schoolInMessage && rankedInState && (SPENDING.test(t) || MEASURE.test(t))) return ['spending_rankings'];
  // "how much do districts in Ohio spend in total": the state's market, not one district's finance.
  if (named === 0 && !schoolInMessage && entities.states.length > 0 && /\bdistricts\b/.test(t)) return [];
  const tools: string[] = [];
  if (REPORT.test(t) && !/\bjustif/.test(t)) tools.push('district_report');
  // ("our instruction share and admin share at X": its finance measures.)
  else if (SPENDING.test(t) || MEASURE.test(t)) tools.push('district_spending');
  // "a report for the board, the superintendent wants it": people named beside a report are its readers, not a contacts ask.
  // ("Any superintendent turnover there recently?": who changed, the leadership feed, not who holds the office now.)
  // ("a leave-behind after our meeting with the superintendent", "I'm meeting the superintendent of X next week": whom the user meets, a
  // reason told, not a contacts ask.)
  const metWith = /\b(?:meeting|met|meet|call|talk(?:ed)?|spoke|demo|presentation|pitch)(?: with| to)? (?:the |their |our |its )?(?:superintendent|cfo|cto|business manager|(?:[\w-]+ ){0,2}director)\b/.test(t) && !/\bcontacts?\b|\bemails?\b|\bphone\b|\bwho\b/.test(t);
  if (DISTRICT_PEOPLE.test(t) && !metWith && !/\bturnover\b|\bleadership changes?\b|\bnew (?:superintendents|supers|principals)\b/.test(t) && (tools[0] !== 'district_report' || /\bcontacts?\b|\bemails?\b|\bphone\b|\bwho (?:is|are)\b/.test(t))) tools.push('district_contacts');
  // ("the main decision makers? superintendent, finance, etc.", "just the CFO - that is who signs": finance names a person's office, not the district's spending.)
  if (tools[0] === 'district_spending' && tools.includes('district_contacts') && /\bdecision[- ]makers?\b|\bwho (?:is|are|signs?)\b|\bcfo\b/.test(t) && !/\bper[- ](?:pupil|student)\b|\bspend\w*|\bexpenditure|\brevenue|\bbudget\b/.test(t)) tools.shift();
  // A district named with nothing asked of it ("tell me about Austin ISD"): its finance record is its overview.
  if (tools.length === 0 && named > 0 && !schoolInMessage && OVERVIEW.test(t)) tools.push('district_spending');
  // "what district is X in?", "tell me about the district X is in": the school's district, its overview.
  // ("what district is X in?" is the school's profile, which names its district.)
  if (tools.length === 0 && schoolInMessage && /\bthe district (?:(?:the school|it|that|this) )?(?:is|belongs) in\b|\bdistrict (?:of|for) the school\b/.test(t)) tools.push('district_spending');
  return tools;
}

/** A district's or school's leaders changed: "new superintendents", "principal turnover", "appointed as superintendent". */
export const LEADERSHIP_CHANGES = /\bleadership changes?\b|\bnew with (?:the )?(?:principals?|superintendents?)\b|\bwho(?:'s| is) new\b|\bget (?:a )?new (?:superintendent|principal)\b|\b(?:superintendents?|principals?|leaders?)(?: (?:in|at|across) [a-z .]{2,30}?)? (?:have |has )?(?:changed|turned over|left|departed|been replaced)\b|\bnew (?:superintendents?|principals?)\b|\b(?:superintendent|principal|leadership|leader)s? (?:changes?|turnover|hires?|departures?|transitions?)\b|\bchanged? (?:their |its )?(?:leaders?|leadership|superintendents?|principals?)\b|\bnew leaders?\b|\b(?:named|appointed|hired|promoted|installed|took over as) (?:as )?(?:a |the )?(?:new )?(?:principals?|superintendents?)\b/;

// ("what teachers are they short on there?": the same, the subject said first.)
export const TEACHER_SHORTAGE = /\bshortages?\b|\b(?:what|which) (?:kinds? of )?teachers (?:are|is) (?:they|we|it|the state|there) short (?:on|of)\b|\bhard[- ]to[- ](?:staff|fill)\b|\bshort(?:er|est)? (?:of|on) (?:[\w-]+ )?teachers\b|\bteacher (?:vacanc\w+|supply)\b|\b(?:subjects?|areas?|positions?)\b.{0,20}\b(?:are |is )?short\b/;

/** State tools a message asks for when a state (and no school or district) is its subject. */
export function readStateIntents(t: string, entities: Entities): string[] {
  // "which schools have the best timing right now — budget approvals or a new leader?": the timing score ranked, not the leaders.
  if (/\b(?:best|highest|strongest|top) (?:need|budget|timing|access)\b(?! (?:approvals?|votes?))/.test(t) && /\bschools\b/.test(t)) return ['opportunities'];
  if (TEACHER_SHORTAGE.test(t)) return ['teacher_shortages'];
  if (LEADERSHIP_CHANGES.test(t)) return ['leadership_changes'];
  // "how do those schools split by level?" after a state's market: the state's level mix is in its profile.
  if (entities.states.length === 1 && /\b(?:split|broken down|break ?down|distribut\w*|breakdown) (?:by|across) (?:school )?levels?\b|\bby (?:school )?level\b/.test(t)) return ['state_profile'];
  // "the biggest school district in Texas": the state's profile lists its largest districts (spending ranked is not size).
  if (entities.states.length > 0 && /\b(?:biggest|largest|major)\s+(?:school\s+)?districts?\b/.test(t) && !SPENDING.test(t) && !/\bbudgets?\b/.test(t)) return ['state_profile'];
  // ("biggest campuses in CA?": the state's profile lists its largest schools.)
  if (entities.states.length === 1 && /\b(?:biggest|largest)\s+(?:campuses|schools)\b/.test(t) && !/\b(?:elementary|middle|high|charter|rural|urban|title|frl|with|over|under)\b/.test(t)) return ['state_profile'];
  // The nation's market needs no state: "K-12 market size nationally", "total addressable market".
  if (/\bmarket[- ](?:size|summary|overview|sizing)\b|\bk-?12 market\b|\btam\b|\baddressable\b|\bsiz(?:e|ing)(?: up)? (?:the |our )?(?:\w+ )?market\b/.test(t) && (entities.states.length === 0 || /\bmarkets?\b/.test(t))) return ['market_summary'];
  // "what share of schools are HOT leads", "how many warm leads in Ohio": the lead tiers the market counts.
  if (/\bhow many\b|\bshare\b|\bcount\b|\bpercent|%|\bdistribut|\bbreak ?down\b|\bsplit\b|\bspread\b/.test(t) && /\b(?:hot|warm|nurture|monitor)\b[- ]?(?:leads?|tier)|\blead tiers?\b|\b(?:hot|warm|nurture|monitor) (?:count|share|number|total)\b/.test(t)) return ['market_summary'];
  // Opportunities across schools ("best sales opportunities in Texas"): the ranked search, not one school's score.
  // "which schools in Texas have the highest need score": the opportunity scores ranked across schools.
  if (/\b(?:need|budget|timing|access|opportunity) (?:part|piece|component|sub-?scores?|scores?|signals?|dimension)\b|\b(?:best|strongest|highest|top|most) \W{0,2}(?:timing|buying signals)\b|\bwho(?:'s| is) getting pitched\b|\bsales ?people (?:are )?(?:most likely to )?(?:go after|target|pitch)\b|\bscores? (?:the )?(?:highest|best|top)\b.{0,20}\b(?:sales )?targets?\b|\b(?:rank|sort|order)\w* (?:[\w-]+ ){0,3}by (?:the |their )?(?:need|budget|timing|access)\b|\bbuying signals?\b|\bscores? (?:the )?(?:highest|best|top|lowest) (?:on|for|in) (?:need|budget|timing|access)\b/.test(t) && /\bschools\b|\b(?:highest|top|best|most|rank\w*|sort\w*|order\w*|signals?)\b/.test(t)) return ['opportunities'];
  if (/\bopportunities\b|\bopportunity (?:schools|list|ranking)\b|\b(?:top|best|highest|biggest) (?:sales )?opportunity\b|\bhot (?:leads|prospects|schools|ones|accounts)\b|\b(?:hot|warm|nurture|monitor)[- ]tier (?:(?:elementary|middle|high|k-?8|charter|rural|urban|suburban) )?(?:schools|leads|prospects|accounts|opportunities)\b|\btop (?:sales )?prospects\b|\bfocus (?:my |our )?(?:sales|selling|prospecting|outreach)\b|\bwhere (?:should|to) (?:i|we) (?:focus|start)\b/.test(t)) return ['opportunities'];
  // ("give me a national overview - how many public schools ... and how many are title I?": the nation's own figures, which its market holds.)
  if (entities.states.length === 0 && /\b(?:national|nationwide|us|u\.s\.|countrywide) (?:overview|picture|snapshot|summary|rundown)\b|\b(?:overview|big picture|snapshot|rundown) (?:of|for|on) the (?:whole |entire )?(?:us|u\.s\.|country|nation)\b/.test(t) && !/\bdistricts?\b/.test(t)) return ['market_summary'];
  // "how big is the US school market", "what do schools spend nationally".
  if (entities.states.length === 0 && entities.programs.length === 0 && MARKET.test(t) && /\bnational(?:ly)?\b|\bnationwide\b|\b(?:the )?(?:us|u\.s\.|usa|america|country)\b/.test(t) && !/\bdistrict\b/.test(t)) return ['market_summary'];
  // Named without a state, these still mean a state's figures: the planner asks which state.
  if (/\bstate (?:profile|overview|snapshot|stats|statistics)\b/.test(t) && entities.states.length === 0) return ['state_profile'];
  // "which schools in that state have the biggest equity score gaps": the state comes from the conversation.
  // ("suspension gaps in the whole state then" after a school: its state's.)
  if ((/\bequity gaps\b/.test(t) || (EQUITY_GAPS.test(t) && /\bschools\b|\bwhere are\b|\b(?:whole|entire) state\b|\bstatewide\b|\bacross the state\b/.test(t))) && entities.states.length === 0) return ['equity_gaps'];
  if (entities.states.length === 0) return [];
  // "how does Ohio compare to Texas", "Texas vs California": the states' profiles side by side.
  // Bright spots and lead tiers are counted by each state's market summary.
  // ("which schools count as bright spots" asks which, not how many.)
  if (/\bbright[- ]spots?\b|\blead tiers?\b|\b(?:hot|warm) leads\b|\bhot \/ warm\b/.test(t) && /\bcounts?\b(?! as\b)|\bhow many\b|\bnumber of\b|\bshare of schools\b/.test(t)) return ['market_summary'];
  // "how does that stack up -- which schools in AZ have the biggest suspension gaps?": the gaps, not the state set beside another.
  if (EQUITY_GAPS.test(t) && /\bwhich schools\b|\bschools (?:with|that have)\b/.test(t)) return ['equity_gaps'];
  if (entities.states.length > 1 && /\bcompar\w*|\bversus\b|\bvs\.?(?=\s)|\bside by side\b|\bstack up\b|\bdiffer/.test(t) && !MARKET.test(t)) return ['state_profile'];
  // "how does Texas compare?" after another state's figures: Texas's profile, set beside the conversation's state.
  if (entities.states.length === 1 && /^\W*(?:and )?(?:how|what) (?:does|about) \w+(?: \w+)? (?:compare|stack up)\b/.test(t)) return ['state_profile'];
  if (EQUITY_GAPS.test(t)) return ['equity_gaps'];
  // "how much Title I money does Ohio get": the market summary carries the state's Title I pool, E-Rate and spending.
  if (MARKET.test(t) || (/\bhow much\b.*\b(?:money|funding|funds|dollars|spend\w*)\b/.test(t) && entities.item === undefined)) return ['market_summary'];
  if (STATE_OVERVIEW.test(t)) return ['state_profile'];
  return [];
}

/**
 * Schools set against their state's average or a group against another: "equity gaps", "furthest
 * from the state average on class size", "where are Black students suspended more often than White".
 */
// ("which AZ high schools offer far fewer AP courses than the state average?", "schools whose equity scores fall furthest below the state average".)
// ("which school has the biggest suspension gap vs the state mean?": the same.)
// ("Where in CA are pupil-teacher ratios most out of line with the state average?": schools furthest from the state on a measure.)
// ("Which high schools in AZ offer the fewest AP courses relative to the state average?", "state average AP course count in CA high schools,
// and how many fall short of it?": the state's AP gaps.)
// ("In TX, show me the schools where the pupil-teacher ratio is way out of line with the state", "in CA, which schools are furthest off
// the state on pupil-teacher ratio?": the same.)
export const EQUITY_GAPS = /\bequity gaps?\b|\bwhich (?:[\w-]+ ){0,2}schools (?:in [\w ]+ )?(?:are|sit|fall) (?:furthest|farthest|most|way|far) (?:off|from|out of line with|behind) (?:the )?state(?:'s)?(?: average)? (?:on|in|for) (?:ap|pupil[- ]teacher|suspension|counselor|class size)|\bschools where (?:the )?(?:pupil[- ]teacher ratio|suspension rate|counselor ratio|ap (?:courses?|offerings?|counts?))\b[^?]{0,30}\b(?:out of line|off|far from|way above|way below|furthest from) (?:with |from )?(?:the )?state\b|\bwhich (?:[\w-]+ )?schools (?:are|fall) (?:way |far |furthest |most )?behind on ap\b|\bwhich (?:[\w-]+ ){0,2}schools (?:fall|are|sit) (?:furthest|farthest|most|way|far) below (?:the )?state(?:'s)?(?: average)? on (?:ap|pupil[- ]teacher|suspension|counselor|class size)\b|\bwhich (?:[\w-]+ ){0,2}schools\b[^?]{0,40}\b(?:biggest|largest|worst) (?:shortfall|gap|deficit)s? in ap\b|\b(?:fewest|least|fewer) ap (?:courses|classes)\b.{0,40}\b(?:relative to|compared (?:to|with)|vs\.?|versus|below) (?:the )?state(?:'s)? average\b|\bstate average ap (?:courses?|course count)\b.{0,80}\bhow many (?:of them )?(?:fall|are|sit) (?:short|below|under)\b|\bequity scores?\b.{0,60}\bschools\b.{0,30}\b(?:lag|trail|fall (?:behind|below))\b|\bwhich schools? (?:have|has) (?:the )?(?:pupil[- ]teacher ratios?|suspension rates?|counselor ratios?|class sizes?)\b.{0,30}\b(?:out of line|furthest|farthest|most (?:above|below|off))\b|\bwhere (?:are|is) (?:the )?(?:pupil[- ]teacher ratios?|suspension rates?|counselor ratios?|class sizes?)\b.{0,20}\b(?:most )?out of line\b|\bwhere in [a-z .]+? (?:are|is) (?:the )?(?:pupil[- ]teacher ratios?|suspension rates?|counselor ratios?|class sizes?)\b.{0,30}\b(?:out of line|furthest|farthest|most (?:above|below|off))\b|\bwhich schools? (?:has|have) the (?:biggest|largest|widest|worst) (?:[\w-]+ ){0,2}gaps?\b|\bwhere (?:are|do|is)\b.{0,50}\b(?:suspended|disciplined|expelled)\b.{0,20}\b(?:most|more)\b.{0,30}\b(?:compared? (?:to|with)|than|vs\.?|versus) (?:white|all|other|non-disabled|their) (?:students|peers|kids)\b|\bschools\b.{0,40}\bequity scores?\b.{0,30}\b(?:lags?|trails?|behind|below|under)\b.{0,30}\bstate\b|\bschools\b.{0,40}\bmost crowded classes\b|\bschools\b.{0,40}\b(?:fewer|less|lower|more|higher)\b.{0,20}\b(?:ap (?:classes|courses)|advanced placement|counselors?|suspensions?)\b.{0,20}\bthan (?:normal|usual|average|typical|the average|most)\b|\bschools where\b.{0,80}\b(?:suspension|ap courses?|counselor)\b.{0,80}\b(?:furthest|farthest|most|highest|well|far) (?:above|below)\b|\bwhich (?:[\w-]+ ){0,3}schools\b.{0,40}\b(?:far |much )?(?:fewer|lower|less|more|higher)\b.{0,40}\bthan the state(?:'s)? (?:average|avg|mean)\b|\bschools whose\b.{0,40}\b(?:fall|falls|are|is|sit|sits)\b.{0,20}\b(?:below|under|above)\b.{0,10}\bthe state(?:'s)? (?:average|avg|mean)\b|\bwhich schools\b.{0,30}\b(?:worst|lowest|least|poorest) (?:ap|advanced placement)(?: course)?(?: access)?\b|\b(?:widest|biggest|largest|worst) gaps? (?:from|to|vs\.?|versus|against) (?:the )?state(?:'s)? (?:average|avg|mean|norm)\b|\b(?:widest|biggest|largest|worst) gaps? between (?:their|its|the) [\w -]{0,30}\band the state(?:'s)? (?:average|avg|mean)\b|\bwhich (?:[\w-]+ ){0,3}schools\b.{0,40}\b(?:furthest|farthest|most|far|well) (?:behind|below|above|ahead of) the state(?:'s)? (?:average|avg|mean)\b|\bwhich schools (?:in [\w ]+ )?(?:have|show) the (?:worst|biggest|largest|widest) (?:[\w-]+ ){0,3}gaps\b|\bgaps? (?:on|in|for) (?:the )?(?:equity[- ]score|ap|advanced placement|counselor|class size|suspensions?|pupil[- ]teacher)|\bgaps? between (?:the )?(?:black|african[- ]american|hispanic|latin[oax]|white|students with disabilities)\b|\b(?:equity[- ]score|ap(?: course)?(?: access)?|advanced placement|class size|counselor) gaps?\b|\bsuspension(?:[- ]rate)? gaps?\b|\bpupil[- ]teacher(?: ratio)? gaps?\b|\b(?:too big|too large|too high|too low|too small) (?:vs\.?|versus|compared (?:to|with)|against) (?:the )?state\b|\bdisparit(?:y|ies)\b|\bgaps? (?:vs\.?|versus|against|compared? (?:to|with)) (?:the )?state\b|\b(?:above|below|over|under|vs\.?|versus|compared? (?:to|with)|relative to|against|(?:more|less|higher|lower|worse|better) than|(?:furthest|farthest|most|far|way) (?:\w+ )?(?:from|below|above|off)) (?:the )?state(?:'s)? (?:average|avg|mean|norm)\b|\b(?:furthest|farthest|most|far) behind (?:on|in) (?:ap|advanced placement|counselor|class size|pupil[- ]teacher|suspension)\w*|\b(?:worst|highest|biggest|largest|lowest)\b.{0,40}\b(?:compared? (?:to|with)|vs\.?|versus|relative to) (?:the )?state\b(?! (?:of|'s? (?:profile|overview)))|\b(?:black|african[- ]american|hispanic|latin[oax]|students with disabilities)\b.*\bsuspen\w*.*\b(?:than|vs\.?|versus|compared)\b|\bsuspen\w*\b.*\b(?:black|african[- ]american|hispanic|latin[oax]|students with disabilities)\b.*\b(?:than|vs\.?|versus|compared)\b/;

/** A state's market in sellers' words: its size, worth, spending in total, the money in it. */
const MARKET = /\bmarkets?\b|\bhow big\b|\baddressable\b|\btam\b|\b(?:title i|funding|money) pool\b|\bopportunity\b|\bis there (?:money|funding|budget)\b|\bspend(?:s|ing)?\b|\bbudgets?\b|\bedtech\b|\b(?:total|overall|combined) (?:spend|spending|budget)\b|\bspend (?:altogether|in total|combined|overall)\b|\bworth (?:selling|going after|targeting|it)\b|\bsales potential\b|\brevenue potential\b/;

/**
 * A state's profile in everyday words: "the lowdown on Ohio schools", "the school scene in Texas",
 * "TX k12 numbers", "what are schools like in Ohio" ("our data guy wants to check it" names who, not the state's data).
 */
const STATE_OVERVIEW = new RegExp(
  [
    String.raw`\bprofile\b`, String.raw`\boverview\b`, String.raw`\btell me (?:about|more about)\b`, String.raw`\bsnapshot\b`, String.raw`\bstats\b`, String.raw`\bstatistics\b`,
    String.raw`\bat a glance\b`, String.raw`\bsummar(?:y|ise|ize)\b`, String.raw`\bkey (?:facts|figures|numbers)\b`, String.raw`\blandscape\b`, String.raw`\blow-?down\b`,
    String.raw`\brun-?down\b`, String.raw`\bbreak ?down\b`, String.raw`\bscene\b`, String.raw`\bbig picture\b`, String.raw`\bpicture\b`, String.raw`\bnumbers\b`, String.raw`\bfigures\b`,
    String.raw`\bfacts\b`, String.raw`\bdata on\b`, String.raw`\binfo(?:rmation)?\b`, String.raw`\bdetails\b`, String.raw`\bbasics\b`, String.raw`\bdemographics\b`,
    String.raw`\b(?:what|how)(?:'s| is| are)? (?:the )?(?:[\w-]+ ){0,3}(?:like|doing|look(?:ing)?)\b`, String.raw`\bhow (?:does|do|did) (?:[\w-]+ ){1,2}(?:do|fare|perform)\b`, String.raw`\bgoing on\b`, String.raw`\bup with\b`, String.raw`\bdeal with\b`, String.raw`\bhappening\b`, String.raw`\bsituation\b`, String.raw`\bstate of\b`,
    String.raw`\bhow (?:poor|rich|wealthy|needy|diverse|well)\b`, String.raw`\bdescribe\b`, String.raw`\bexplain\b`, String.raw`\bdata\b(?! (?:guy|gal|person|people|folks|team|analyst|scientist|engineer|office|department|manager|director|lead)s?\b)`, String.raw`\beducation\b`, String.raw`\bschool system\b`, String.raw`\bfill me in\b`, String.raw`\bbrief me\b`, String.raw`\bwhat do (?:you|we) (?:have|know)\b`,
  ].join('|'),
);

/**
 * A state named and nothing else asked of it ("Ohio?", "texas schools"): its profile, the state's
 * overview, as a district named alone reads as its finance. Only short messages: in a longer one
 * the state is where something else is asked.
 */
export function stateNamedAlone(t: string, entities: Entities): boolean {
  if (entities.states.length !== 1) return false;
  const code = entities.states[0]!;
  const name = (STATES[code] ?? code).toLowerCase();
  const rest = t.split(name).join(' ').replace(new RegExp(`\\b${code.toLowerCase()}\\b`, 'g'), ' ')
    .replace(/\b(?:k-?12|schools?|public|education|state|of|the|in|for|and|about|on|what|whats|what's|how|is|are|please|pls|plz|me|us|give|show|tell|so|ok|okay|now|then|also|quick|like)\b|[^a-z\s]/g, ' ').trim();
  return rest.split(/\s+/).filter(Boolean).length === 0;
}

/** Tools whose required input is a district's LEA id, under the name each one takes. */
export const DISTRICT_ID_ARG: Record<string, string> = {
  district_spending: 'leaid',
  district_report: 'leaid',
  district_contacts: 'lea_id',
};

/**
 * What "and the district?" asks after a school answer: the district's side of the same question.
 * A school tool without a district counterpart falls back to the district's finance, the district's
 * overview figures.
 */
export const DISTRICT_COUNTERPART: Record<string, string> = {
  school_contacts: 'district_contacts',
  erate_c2_budget: 'erate_c2_budget',
  justification_report: 'district_report',
  grant_write: 'district_report',
};
export const DISTRICT_FALLBACK = 'district_spending';
