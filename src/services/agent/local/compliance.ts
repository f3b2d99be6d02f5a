import { escapeRegExp, PROGRAM_PATTERNS } from './lexicon.js';

/**
 * The thing a compliance question asks about, in the two shapes users use:
 * - after the program: "can we charge Title II-A for teacher coaching", "use IDEA Part B funds on software";
 * - before the verdict word: "is a robotics kit allowable under Perkins", "are field trips allowed".
 * Pronouns ("for this", "is it allowable") name nothing: the planner then asks what the cost is.
 */
const AFTER_PROGRAM = /^\s*(?:funds?|money|dollars|funding|grants?|carry-?over|allocation|award|set-?aside|\$)?\s*(?:ok(?:ay)?\s+|allowable\s+|allowed\s+)?(?:(?:be used |be spent )?to (?:buy|pay for|cover|purchase|fund)|pay for|pay(?! (?:for|back|off|attention|if|when|so|because|out)\b)(?= [a-z])|cover|(?:be used |be spent )?(?:for|on)|(?:be used )?to(?= (?:take|send|run|host|hold|hire|rent|throw|make payments?|pay (?:down|off))\b)|[:,-]?\s*(?:can|could|would|will|does|do) (?:it|they|those funds|the money|that money) (?:be used to )?(?:cover|pay for|buy|fund|be used for))\s+(.+)/i;
const BEFORE_VERDICT = /\b(?:is|are|would|could)\s+(?:it\s+ok(?:ay)?\s+to\s+(?:buy|use|charge)\s+)?(.+?)\s+(?:be\s+)?(?:an?\s+)?(?:allowable|allowed|permitted|unallowable|compliant|ok(?:ay)?)\b/i;
/** "put coaching stipends on Title II", "charge field trips to 21st CCLC". */
// (Never the end of a compound: "Allowable-use question: can we charge X to Title I?" charges X.)
// ("apply our indirect cost rate to the Title I award", "moving a reading teacher onto Title I": the same.)
// ("A district charged alcohol for a staff dinner to Title I-A", "An LEA paid a DJ for the party from federal funds": what was done, asked after.)
const BEFORE_PROGRAM = /(?<!-)\b(?:put|putting|charging|billing|charged?|bill(?:ed)?|coded?|used?|spent|spend|paid for|paid|pay for|pay|apply|applied|moving|move|moved|shift|shifting|shifted)\s+(?!for\s)(.+?)\s+(?:on|onto|to|against|under|with|from|out of)\s*(?:the\s+|our\s+|their\s+)?$/i;
/** "we found part of the superintendent's salary charged to Title I-A", "Refreshments for a family night paid from Title I": the thing, then how it was charged. */
const THING_CHARGED = /^\W*(?:.*?\b(?:found|saw|noticed|see|with|had|has|that)\s+)?(?:the\s+|an?\s+|their\s+|its\s+)?(.+?)\s+(?:(?:was|were|is|are|being|got)\s+)?(?:charged|billed|coded|paid|bought|purchased)\s+(?:to|against|on|from|out of|with|under)\s*(?:the\s+|our\s+|their\s+)?$/i;
/** "laptops for teachers with title IV-A money is allowed or not??": the thing first, the verdict asked after the program. */
const ITEM_FIRST = /^\W*(.+?)\s+(?:with|from|out of|on|under|using)\s*$/i;
/** "security cameras out of Title IV-A (safe & healthy students)? what conditions apply": the thing, its source, and the question ends. */
const THING_FROM_SOURCE = /^\W*(?!(?:can|could|would|will|is|are|does|do|what|which|how|who|why|when|where|please|need|i|we)\b)([a-z][^?:]{2,100}?)\s+(?:with|w\/|from|out of|under|using)\s+(?:our\s+|the\s+)?$/i;
const ENDS_AT_SOURCE = /^\s*(?:funds?|money|dollars)?\s*(?:\([^)]*\))?\s*\?/i;
const VERDICT_AFTER = /^\s*(?:funds?|money|dollars|funding)?\s*(?:is|are)\s+(?:it\s+|they\s+)?(?:allow\w*|permitted|ok(?:ay)?|compliant)\b/i;
/** "are wireless access points something E-Rate covers?": the thing, then the source's kind of cost. */
const SOURCE_KIND_BEFORE = /\b(?:is|are)\s+(.+?)\s+(?:something|anything|stuff|a thing|an? (?:expense|cost|item|purchase))\s+(?:that\s+)?$/i;
/** "Is after-school tutoring for long-term ELs something we can charge to Title I Part A?": the thing, then who would charge it. */
const SOMETHING_WE_CHARGE = /\b(?:is|are)\s+(.+?)\s+(?:something|anything|a cost|an expense)\s+(?:that\s+)?(?:we|i|you|they|a school|schools|districts?)\s+(?:can|could|may|should)\s+(?:charge|bill|put|pay for(?: with)?|cover with|use)\s*(?:to|on|against|with|under)?\s*(?:the\s+|our\s+)?$/i;
const SOURCE_KIND_AFTER = /^\s*(?:will\s+|would\s+|can\s+|could\s+|actually\s+)?(?:covers?|pays?\s+for|funds?|allows?|reimburses?)\b/i;
/** "We want to throw a pizza party for the kids. Can we use Title I for that?": the plan said before, the question pointing at it. */
const POINTS_BACK = /\b(?:for|on|cover|fund|buy|pay for)\s+(?:that|this|it|those|these|them)\s*\??\s*$|^\W*(?:can|could|may|would|will) (?:that|this|it|those|these|they) (?:come|be paid|be charged|be covered|be funded) (?:out of|from|under|with|by)\b/i;
const PLAN_SAID = /\b(?:(?:want|wants|wanted|asked|asks) (?:us|me|you) to(?: do| provide| run| handle| install)?|(?:want|wants|wanted|would like|'d like|plan|plans|planning|hope|hoping|going|trying) to|(?:wants|needs)(?= (?!to\b)[a-z])|(?:we|i) (?:hand out|give out|give|buy|run|host|serve|provide|offer|pay for|use|need))\s+(.{3,100}?)\s*(?:[.!;]|$)/i;
/** "<thing> - Title IV-A ok?": after the program, the verdict alone. */
// (A dash set apart by a space: "Perkins V -- ok?"; "IDEA-allowable" is one word.)
const VERDICT_ALONE = /^\s*(?:(?<=\s)[-–—]{1,2}\s*|[:,]\s*)?(?:funds?|money)?\s*(?:ok(?:ay)?|allowable|allowed|fine|eligible|compliant)\s*\?+\s*$/i;
/** "<thing>. Title II-A allowable?": a last sentence that asks the verdict alone. */
// ("Our grantee ran a summer math program. Is that an allowable use?": the verdict of a use or cost.)
const VERDICT_ONLY = /^\W*(?:(?:is|are) (?:it|this|that|they|those) )?(?:[\w-]+ ){0,3}(?:allowable|allowed|ok(?:ay)?|eligible|compliant|permitted|fundable)(?: (?:(?:for|under) )?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate)(?: c[12]| category (?:1|2|one|two)| cat\.? ?[12])?)?(?: (?:use|cost|expense|expenditure|charge))?(?: or not)?\s*\?+\s*$/i;
/** "stipends for tutors in our summer program... allowed under Title I?": the thing, then the verdict said before the program. */
const VERDICT_BEFORE_PROGRAM = /^\W*(?:(?:is|are|would|could|can|does|do|will)\s+)?(.+?)[\s.…,:;–—-]*\b(?:be\s+)?(?:allowed|allowable|ok(?:ay)?|eligible|permitted|fine) (?:under|with|for|from)\s*$/i;
/** "Can security cameras go on E-Rate?", "can Chromebooks go on our Form 471": the thing put on the source. */
// ("a customer asked if Chromebooks can go on E-Rate": the thing said before "can".)
const GOES_ON = /\b(?:can|could|would|will|do|does|should|may)\s+(.+?)\s+(?:go|be put|be listed|be charged|be billed)\s+(?:on|onto|under|to|against)\s+(?:our\s+|the\s+|an?\s+)?$|\b(?:if|whether)\s+(.+?)\s+(?:can|could|would|will|may)\s+(?:go|be put|be listed|be charged|be billed)\s+(?:on|onto|under|to|against)\s+(?:our\s+|the\s+|an?\s+)?$/i;
/** Words of a question about a thing not yet named ("can you check whether something is allowed under ..."). */
const NO_THING_YET = /\b(?:check|whether|if|something|anything|this|that|it|you|is|are)\b/i;
const PRONOUN = /^(?:it|this|that|them|these|those|one|so|something|anything)$/i;

/** Only a message that asks about using or charging money is read this way. */
const CUE = /\bany (?:problems?|issues?|concerns?) with (?:that|it|this)\b|\b(?:allow\w*|permit\w*|unallowable|complian\w*|charge(?:able)?|charging|billing|bill|put|code|used?|spent|spend|pay(?: for)?|covers?|ok(?:ay)?|conditions|squarely|apply|restricted|fine|supplant\w*|go(?:es)? (?:on|onto|under)|come out of|check (?:it|this|that|them) (?:across|against|under)|(?:will|would|does|can|could) fund)\b/i;

/** E-Rate is a funding source compliance questions name like a program ("can E-Rate pay for ..."). */
// ("can i pay schoolbus fuel with federal grant?": federal money in general, every program weighed.)
const FUNDING_SOURCES = [...PROGRAM_PATTERNS.map(({ pattern }) => pattern), /\be[-\s_]?rate(?:\s+(?:category|cat\.?)\s*(?:1|2|one|two))?\b/i, /\bfederal (?:education |k-12 )?(?:grants?|funds|money|funding|dollars)\b/i, /\bany (?:of (?:the|our) )?(?:federal )?programs?\b/i];

/** "Just confirming: 1 Gbps fiber internet service is Category One eligible, right?": the thing, then the category it is said to be eligible in. */
const THING_IS_ELIGIBLE = /(?:^|[:.]\s+)(?!(?:is|are|does|do|can|could|what|which|how)\b)(?![^:.?]*\b(?:says?|said|claims?|swears?|insists?|told|tells|thinks?|whether|if)\b)([^:.?]{3,120}?)\s+(?:is|are)\s+(?:still\s+|now\s+)?(?:e-?rate|(?:category|cat\.?) ?(?:1|2|one|two)|c[12])[- ]eligible\b/i;

/** An E-Rate category named alone ("Category One eligible", "c2 funding"): E-Rate is the source. */
const ERATE_CATEGORY = /\b(?:category|cat\.?) ?(?:1|2|one|two)\b|\bc[12]\b/i;

/** "are firewalls eligible for E-Rate?", "is tutoring eligible under Title I": the thing before "eligible". */
const ELIGIBLE_FOR_SOURCE = /\b(?:is|are)\s+(.+?)\s+eligible\s+(?:for|under)\s+(.+)/i;

/** "PD on co-teaching for our gen ed teachers: which federal funds are allowed, restricted or prohibited?": the thing, then the verdicts asked. */
// ("Swimming lessons during summer camp: under each federal program's rules, is that allowed, restricted or prohibited?": the same, each program named as a whole.)
const THING_THEN_VERDICTS = /^\W*([^:?]{3,120}?):\s*(?:(?:which|what) (?:federal )?(?:funds?|programs?|money|sources?|grants?)\b.{0,30}|under (?:each|every|all|any) (?:of the )?(?:federal )?programs?(?:'s?)?\b[^?]{0,40})\b(?:allow\w*|restrict\w*|prohibit\w*|permit\w*)/i;
/** "Which federal programs (if any) allow paying admission for a class field trip?", "would let a district pay stipends to X": the thing the programs would pay for. */
const PROGRAMS_ALLOW = /\b(?:programs?|funds?|money|grants?|funding)\b[^?]{0,30}?\b(?:allows?\s+(?:us\s+to\s+|schools\s+to\s+)?|(?:be|is|are) allowed to\s+|(?:would|will|could|can) let (?:us|a|the|our) ?(?:district|school)?\s*)(?:pay(?:ing)?(?:\s+for)?|buy(?:ing)?|purchas(?:e|ing)|spend(?:ing)?\s+on|cover(?:ing)?|fund(?:ing)?|contribut(?:e|ing) to)\s+(.{3,})/i;

/** "Which federal programs allow a mental health counselor contract?": the thing allowed, named without a verb. */
// ("Which federal funding sources, if any, allow shade structures over a playground?": the same, no article.)
const PROGRAMS_ALLOW_THING = /\b(?:programs?|funds?|money|grants?|funding(?: sources?)?|sources?)\b[^?]{0,30}?\ballows?\s+(?:(?:an?|the|our)\s+|(?!(?:us|me|them|it|this|that|schools?|districts?|you|for)\b))([^?]{3,}?)\s*\?/i;
/** "Is IDEA Part B an allowable source for speech-generating devices?": what the source would pay for. */
const SOURCE_FOR = /\b(?:allowable|allowed|eligible|appropriate|acceptable)\s+(?:funding\s+|fund\s+)?(?:source|use|expense|cost)\s+(?:for|of)\s+(?:an?\s+|the\s+|our\s+)?([^?]{3,}?)\s*(?:\?|$)/i;
/** "Is structured cabling (new Cat6A drops, ...) an eligible Category 2 expense under E-Rate?": the thing, then the kind of cost and its source. */
const ELIGIBLE_COST_UNDER = /\b(?:is|are)\s+(?:an?\s+|the\s+)?([^?]{3,160}?)\s+(?:an?\s+)?(?:eligible|allowable|allowed)\s+(?:(?:category|cat\.?)\s*(?:1|2|one|two)\s+|c[12]\s+)?(?:expenses?|costs?|services?|items?|purchases?)\s+(?:under|for|with|through)\s+([^?]{3,40}?)\s*(?:\?|$)/i;
/** "Can any of the federal Title money or E-Rate go toward replacing rooftop HVAC units?", "Can Title I funds be used to renovate classrooms?": what the money would go to. */
const MONEY_GOES_TO = /\b(?:money|funds?|funding|dollars|e-?rate)\b[^?]{0,30}?\b(?:go|be (?:used|put|spent|applied))\s+(?:toward|towards|to|for|on)\s+(?:an?\s+|the\s+|our\s+)?([^?]{3,100}?)\s*\?/i;
/** "are teacher PD workshops an allowable use of Title II money?": the thing, then the source it would be a use of. */
const USE_OF_SOURCE = /\b(?:is|are)\s+(?:an?\s+|the\s+)?([^,?]+?)\s+(?:an?\s+)?(?:allowable|allowed|permitted|acceptable|eligible)\s+(?:uses?|expenses?|costs?)\s+(?:of|for|under)\s+([^?]{3,60}?)\s*(?:\?|$)/i;
/** "Refreshments for a parent night — chargeable to our Title I set-aside?", "classroom furniture w/ Title I funds — allowed, restricted, or flat no?": the thing, a dash or colon, then the question. */
const THING_DASH_QUESTION = /^\W*(?!(?:can|could|would|will|is|are|does|do|what|which|how|who|why|when|where|please|need|i|we|hey|hi|hello|quick|so|ok(?:ay)?|specifically|also|and|but|break|show|give|tell|list|find|pull|get|compare|check|run|draft|write)\b)([a-z][^:?–—]{2,120}?)(?<!\b(?:question|q|check|review|issue|request|query))\s*(?:[–—:]|\s-{1,2}\s)\s*([^]*)$/i;
/** Two or more funding sources weighed as the whole question ("Title I or E-Rate?"): after a thing and a dash, or alone after the dash. */
const SOURCE_NAME = String.raw`(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate)`;
const SOURCES_WEIGHED = String.raw`${SOURCE_NAME}(?:,? (?:or|vs\.?|versus) ${SOURCE_NAME})+\s*\?\s*$`;
export const SOURCES_WEIGHED_AFTER_DASH = new RegExp(String.raw`\s[-–—]+\s*${SOURCES_WEIGHED}`, 'i');
const SOURCES_WEIGHED_ALONE = new RegExp(String.raw`^\W*${SOURCES_WEIGHED}`, 'i');

// ("mobile hotspots for students in shelters - can we use Title IV-A for those?", "summer tutoring out of Title I A - any problem with that?": the same.)
const QUESTION_OF_USE = /\bcan and can(?:'t|not) be used\b|\bcheck (?:it|this|that|them) (?:across|against|under)\b|\bcan (?:we|i|they) (?:use|spend) [^?]{0,40}\bfor (?:those|them|that|it|this)\b|\bany (?:problems?|issues?|concerns?)(?: with (?:that|it|this))?\b|\b(?:allow\w*|eligib\w*|fine\s*\?|restrict\w*|prohibit\w*|chargeable|charge|(?:right|correct|true)\s*\?|ok(?:ay)?\s*\?|squarely)\b/i;

/** "E-Rate question: are wireless access points eligible?": the thing weighed, its funding source said before it. */
// (A clause before a comma is no part of the thing: "how many are in your data, and how many of them are Title I eligible?")
// ("is wifi for our new building e-rate eligible, and under which category?": the same, before a second question.)
// ("Is a next-gen firewall E-Rate eligible these days?": the same, said of now.)
const ELIGIBLE_ALONE = /\b(?:is|are)\s+([^,?]+?)\s+(?:actually |still |even )?(?:e-?rate[- ]|(?:category|cat\.?) ?(?:1|2|one|two)[- ]|c[12][- ])?eligible(?:\s+(?:these days|anymore|any more|now|today|this year|at all))?\s*(?:,?\s*(?:right|correct|true|yes)\s*)?(?:\?|$|,? and (?:under |in )?(?:which|what)\b)/i;

/** A program alone, as said before a dash ("Title I -- summer school teacher stipends, allowable?"). */
const PROGRAM_ALONE = /^\W*(?:title [\w-]+(?:,? part [a-z])?|idea(?: (?:part )?b)?|perkins(?: v)?|21st cclc|e-?rate)(?:\s+(?:funds?|money|funding|dollars))?\W*$/i;

/**
 * The thing said before a dash or colon, the question of its use after it: "Refreshments for a parent night — chargeable to
 * our Title I set-aside?", "Managed internal broadband services -- E-Rate eligible?"; with the program before the dash,
 * the thing after it ("Title I -- summer school teacher stipends, allowable?").
 */
function dashedThing(text: string): string | undefined {
  const dashed = THING_DASH_QUESTION.exec(text);
  // ("Staff appreciation luncheon catering -- check it across every federal program.": every program is the source.)
  // ("Classroom door lockdown hardware - which federal programs can and can't be used for it?": every program is the source too.)
  // ("radon mitigation system install - run it through every federal program": the same.)
  const source = FUNDING_SOURCES.some((pattern) => pattern.test(dashed?.[0] ?? '')) || /\b(?:check|run) (?:it|this|that|them) (?:across|against|under|through) (?:every|each|all(?: the)?) (?:federal )?programs?\b|\b(?:which|what) federal programs? can and can(?:'t|not) be used\b/i.test(dashed?.[2] ?? '');
  if (!dashed || !(QUESTION_OF_USE.test(dashed[2]!) || SOURCES_WEIGHED_ALONE.test(dashed[2]!)) || !source) return undefined;
  // ("Grant manager here. ESL tutoring under Title III-A - allowable?": the thing is the sentence before the dash.)
  const thing = dashed[1]!.split(/(?<=[.!?])\s+/).at(-1)!;
  // ("Three items on our capital list. First: replacing the wireless access points district-wide. E-Rate eligible?": a place in a list
  // before the colon, the thing after it.)
  if (/^(?:first|second|third|fourth|fifth|next|lastly|item\s*#?\d+|#?\d+)$/i.test(thing.trim())) {
    const after = dashed[2]!.split(/(?<=[.!?])\s+/);
    return after.length > 1 ? clean(after[0]!.replace(/[.!]$/, '')) : undefined;
  }
  if (!PROGRAM_ALONE.test(thing)) return clean(thing);
  return /^\W*(?:can|could|would|will|is|are|does|do|what|which|how|may)\b/i.test(dashed[2]!) ? undefined : clean(dashed[2]!);
}

/** "Are wireless access points an eligible E-Rate cost?", "broadband internet service is an E-Rate eligible service": the thing so called. */
const ELIGIBLE_KIND = /\b(?:(?:is|are)\s+(?:an?\s+|the\s+)?([^,?]+?)|(?:that|whether|if)\s+(?:an?\s+|the\s+)?([^,?]+?)\s+(?:is|are))\s+(?:an?\s+)?(?:eligible\s+e-?rate|e-?rate[- ]eligible)\s+(?:cost|expense|service|purchase|item|product|equipment)s?\b/i;

export function findComplianceItem(text: string): string | undefined {
  // ("Next-gen firewall with IDS/IPS licensing. E-Rate eligible or not? Getting conflicting answers from two vendors.": what is told
  // after the question is why it is asked.)
  const asked = /^([^]*\?)\s+[^?]+$/.exec(text)?.[1];
  // ("Is a next-gen firewall for the district network E-Rate eligible? Fortinet quote is ~$38k.": the thing asked, not the quote told after it.)
  return (asked ? itemAsked(asked) : undefined) ?? itemAsked(text);
}

function itemAsked(text: string): string | undefined {
  // ("can IDEA Part B funds legally pay for X?": an adverb before the verb changes nothing asked.)
  text = text.replace(/\b(?:legally|actually|really|even|still|ever)\s+(?=(?:pay|be used|be spent|cover|fund|buy)\b)/gi, '');
  // ("and is classroom CO2 monitoring equipment allowable under title IV-A?": a follow-up's opening word changes nothing asked.)
  text = text.replace(/^\W*(?:(?:and|also|ok(?:ay)?|so|but|then|now|plus)\W+)+(?=(?:is|are|can|could|does|do|would|will|may)\b)/i, '');
  const kind = ELIGIBLE_KIND.exec(text);
  if (kind) return clean((kind[1] ?? kind[2])!);
  // ("Run marching band uniforms through all the federal programs": the thing put through every program.)
  const runThrough = /^\W*(?:run|check|put) (.{3,80}?) (?:through|against|across|under) (?:all|every|each)(?: of)?(?: the)? (?:federal )?programs\b/i.exec(text);
  if (runThrough) return clean(runThrough[1]!);
  const eligible = ELIGIBLE_FOR_SOURCE.exec(text);
  if (eligible && [...FUNDING_SOURCES, ERATE_CATEGORY].some((pattern) => pattern.test(eligible[2]!))) return clean(eligible[1]!);
  const claimed = THING_IS_ELIGIBLE.exec(text);
  if (claimed) return clean(claimed[1]!);
  const alone = ELIGIBLE_ALONE.exec(text);
  if (alone && [...FUNDING_SOURCES, ERATE_CATEGORY].some((pattern) => pattern.test(text.slice(0, alone.index + alone[0].length)))) return clean(alone[1]!);
  const costUnder = ELIGIBLE_COST_UNDER.exec(text);
  if (costUnder && FUNDING_SOURCES.some((pattern) => pattern.test(costUnder[2]!))) return clean(costUnder[1]!);
  const goesTo = MONEY_GOES_TO.exec(text);
  if (goesTo && FUNDING_SOURCES.some((pattern) => pattern.test(text.slice(0, goesTo.index + goesTo[0].length)))) return clean(goesTo[1]!);
  // ("Managed internal broadband services -- E-Rate eligible?": eligibility asked of the thing, no other cue.)
  // ("Security cameras and door access control for the new vestibules: is any of that E-Rate eligible, or fundable through Title IV-A?",
  // "UPS units for the network closets: E-Rate eligible under Category 2 or not?", "Tablets for cafeteria line staff - Title I or E-Rate?": the same.)
  if (!CUE.test(text)) return /\beligible\s*\?\s*$|\beligible (?:for|under) (?:e-?rate|title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)(?: c[12]| category (?:1|2|one|two)| cat\.? ?[12])?\s*\?\s*$|\beligible\b,? (?:or (?:fundable|allowable|allowed)\b|under (?:category|cat\.?|c)\s*(?:1|2|one|two)\b|or not\b)[^?]{0,40}\?\s*$/i.test(text) || SOURCES_WEIGHED_AFTER_DASH.test(text) ? dashedThing(text) ?? planPointedAt(text) : undefined;
  // "PD on co-teaching and UDL for our gen ed teachers: which federal funds are allowed, restricted or prohibited?": the thing before the colon.
  const listed = THING_THEN_VERDICTS.exec(text);
  if (listed) return clean(listed[1]!);
  const useOf = USE_OF_SOURCE.exec(text);
  if (useOf && FUNDING_SOURCES.some((pattern) => pattern.test(useOf[2]!))) return clean(useOf[1]!);
  const allowed = PROGRAMS_ALLOW.exec(text) ?? PROGRAMS_ALLOW_THING.exec(text) ?? SOURCE_FOR.exec(text);
  // ("... wants us to do hazmat cleanup of the shop floor. Is Perkins V an allowable source for that?": the plan pointed at.)
  if (allowed) return clean(allowed[1]!) ?? toldBefore(allowed[1]!, text.slice(0, allowed.index)) ?? (PRONOUN.test(allowed[1]!.replace(/[?.!]+$/, '').trim()) ? planPointedAt(text) : undefined);
  const dashed = dashedThing(text);
  if (dashed) return dashed;
  return thingNamed(text) ?? planPointedAt(text) ?? thingToCheck(text);
}

/** "Which pieces of that would E-Rate actually cover? Check the network switches.": the thing said to check, a source named before it. */
function thingToCheck(text: string): string | undefined {
  const said = /\bcheck (?:the|our|their|those|these) ([a-z][^.?!]{2,60}?)\s*[.!]?\s*$/i.exec(text);
  return said && FUNDING_SOURCES.some((pattern) => pattern.test(text.slice(0, said.index))) ? clean(said[1]!) : undefined;
}

function thingNamed(text: string): string | undefined {
  for (const pattern of FUNDING_SOURCES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match.index + match[0].length);
    const first = VERDICT_AFTER.test(rest) ? ITEM_FIRST.exec(text.slice(0, match.index)) : ENDS_AT_SOURCE.test(rest) ? THING_FROM_SOURCE.exec(text.slice(0, match.index)) : null;
    if (first) return clean(first[1]!);
    const after = AFTER_PROGRAM.exec(rest);
    if (after) return clean(after[1]!);
    const before = BEFORE_PROGRAM.exec(text.slice(0, match.index));
    if (before) return clean(before[1]!);
    const charged = THING_CHARGED.exec(text.slice(0, match.index).split(/(?<=[.!?])\s+/).at(-1)!);
    if (charged) return clean(charged[1]!);
    const verdictBefore = /^\s*\??\s*$/.test(rest) ? VERDICT_BEFORE_PROGRAM.exec(text.slice(0, match.index).split(/(?<=[?!])\s+/).at(-1)!) : null;
    if (verdictBefore && !NO_THING_YET.test(verdictBefore[1]!)) return clean(verdictBefore[1]!);
    const lead = VERDICT_ALONE.test(rest) ? /^(.+?)(?:\s+(?:on|under|with|from|out of|using|via|through))?[\s,:;–—-]*$/.exec(text.slice(0, match.index).split(/(?<=[.!?])\s+/).at(-1)!) : null;
    if (lead) return clean(lead[1]!);
    const goes = GOES_ON.exec(text.slice(0, match.index).split(/(?<=[.!?])\s+/).at(-1)!);
    if (goes) return clean((goes[1] ?? goes[2])!);
    const charges = SOMETHING_WE_CHARGE.exec(text.slice(0, match.index).split(/(?<=[.!?])\s+/).at(-1)!);
    if (charges) return clean(charges[1]!);
    const kind = SOURCE_KIND_AFTER.test(rest) ? SOURCE_KIND_BEFORE.exec(text.slice(0, match.index).split(/(?<=[.!?])\s+/).at(-1)!) : null;
    if (kind) return clean((kind[1] ?? kind[2])!);
  }
  const before = BEFORE_VERDICT.exec(text);
  return before ? clean(before[1]!) : undefined;
}

/** The plan a question points back at ("... Can we use Title I for that?", "... Title II-A allowable?"), said in a sentence before it. */
function planPointedAt(text: string): string | undefined {
  // ("a member district wants wifi on school buses, does e-rate cover that?": the question after a comma points back too.)
  const sentences = text.split(/(?<=[.!?])\s+|,\s+(?=(?:does|do|can|could|will|would|is|are)\b)/i);
  if (sentences.length < 2) return undefined;
  // "Science of reading PD this summer for ~20 teachers. Title II-A allowable?": the sentence before is the thing.
  // ("X has one MDF and two IDFs; we want to replace the core switch and add a UPS. Eligible for E-Rate C2?": what is planned, when said.)
  if (VERDICT_ONLY.test(sentences.at(-1)!)) return clean(PLAN_SAID.exec(sentences.at(-2)!)?.[1] ?? sentences.at(-2)!);
  if (!POINTS_BACK.test(sentences.at(-1)!)) return undefined;
  const plan = sentences.slice(0, -1).map((sentence) => PLAN_SAID.exec(sentence)?.[1]).findLast(Boolean);
  if (plan) return clean(plan);
  // ("Our after-hours disinfection service runs during the after-school program. Could 21st CCLC funds pay for it?": what the sentence before is about.)
  const subject = /^\W*((?:our|the|a|an)\s+[a-z][\w\s&/-]{2,60}?\s+(?:service|program|contract|subscription|license|project|training|package|system|kit|equipment|visits?|sessions?|cleaning|testing|inspection|repairs?))\s+(?:runs?|happens?|is|are|would|will|costs?|takes?|covers?|includes?)\b/i.exec(sentences.at(-2)!)?.[1];
  return subject ? clean(subject) : undefined;
}

/** "residents get a living stipend ... allowed to contribute to those stipends": the thing pointed at, told earlier in the same message. */
function toldBefore(said: string, before: string): string | undefined {
  const pointed = /^(?:those|these)\s+([a-z][\w-]*?)(s?)\b/i.exec(said);
  return pointed && new RegExp(String.raw`\b${pointed[1]}s?\b`, 'i').test(before) ? clean(said.split(/,\s*/)[0]!.replace(/^(?:those|these)\s+/i, '')) : undefined;
}

function clean(said: string): string | undefined {
  // ("Board records show a 'staff retreat at a beach resort' charged to ...": the thing quoted inside what is said.)
  const quoted = /(?:^|[\s:(])["“‘']([^"”’']*\s[^"”’']*)["”’'](?![a-z])/i.exec(said)?.[1];
  // ("We run family literacy nights for EL parents. Is that an allowable Title III cost?": what is run, not who runs it.)
  const raw = (quoted ?? said).replace(/^(?:we|i|they) (?:run|host|hold|offer|provide|organize|put on)\s+/i, '');
  // ("is Lincoln High doing ok overall?": how a school fares, no thing weighed.)
  if (/\b(?:doing|going|looking|faring|performing)$/i.test(raw.trim())) return undefined;
  const item = raw.split(/[?!\n]|\.(?:\s|$)/)[0]!.replace(/\s+(?:under|using|from|through|out of|(?:with|w\/)(?=\s+(?:our |the |their |its |some |federal )?(?:title|idea|perkins|e-?rate|21st|cclc|esser|federal|grant|funds?|money|dollars)\b))\s+.*$/i, '').replace(/[\s,;:-]+$/, '').replace(/\s+(?:ok(?:ay)?|allowed|allowable)$/i, '').replace(/[\s,;:.…-]+$/, '').trim();
  // "that purchase actually": a pointer at the thing said before names none of its own.
  // ("Is the school (Phoenix, AZ) eligible for Title III?": a school's eligibility, no thing weighed.)
  // ("I'm being asked to vote on whether we can use federal funds for a purchase": a purchase not yet described names no thing.)
  if (/\b(?:for|on) (?:a|an|the|this|that|some) (?:purchase|item|thing|expense|cost|request)$/i.test(item)) return undefined;
  // ("Double check with a compliance check across all programs - I want the verdicts and citations": what the user wants back names no thing.)
  if (/^(?:i|we) (?:want|need|would like|'d like) (?:the (?:verdicts?|citations?|results?|answers?|numbers|list|details)|to (?:see|know|have))\b/i.test(item)) return undefined;
  return item.length >= 2 && !PRONOUN.test(item) && !/^(?:it|this|that|them|these|those|there|what|how|and|so|if|when|because|since)\b/i.test(item) && !/^(?:the|this|that|our|my|their) (?:school|district|campus)\b(?:\s*\([^)]*\))?\s*$/i.test(item) ? item : undefined;
}

/** An E-Rate eligibility asked of a thing: "are E-Rate eligible ... true?", "count under cat 2?", "E-Rate takes that as C2?". */
const ERATE_QUESTION = /\be-?rate\b|\bcat(?:egory)?\.? ?(?:1|2|one|two)\b|\bc[12]\b/i;
const ELIGIBILITY_ASKED = /\beligib\w*|\b(?:c[12]|cat(?:egory)?\.? ?(?:1|2|one|two)|e-?rate)\b(?: eligible)? or not\b|\bcounts? (?:under|as|toward)\b|\btakes? (?:that|it|this|those) as\b|\b(?:category|cat)\.? ?(?:1|one) or (?:2|two)\b|\b(?:true|right|correct)\s*\?|\binternal connections\b[^.?]*\?/i;

/**
 * The thing an E-Rate eligibility is asked of, said before the question or after "E-Rate pays for":
 * "does cat6a cabling + install for 30 classrooms qualify for erate?", "does a basic maintenance
 * contract on our wireless network count for erate?", "so erate pays for the filter subscription right?",
 * "the district tech says a firewall is E-Rate eligible now. true?", "interactive flat panels on e-rate?".
 * Undefined when what is said is a school, a district or "we".
 */
export function erateThingAsked(text: string): string | undefined {
  const thing =
    /^\W*(?:does|do|would|will|can|could|is|are)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(.{3,120}?)\s+(?:qualify|qualifies|count|counts|fall|falls|go|goes)\s+(?:for|under|as|toward)\s+(?:the\s+)?(?:e-?rate|c2|cat(?:egory)?\.? ?(?:1|2|one|two))\b/i.exec(text)?.[1] ??
    /\be-?rate (?:pays?|covers?|funds?) (?:for )?(?:the |our |a |an )?([^,?.]{3,80}?)(?:,? (?:right|correct|yes))?\s*\?/i.exec(text)?.[1] ??
    // ("district tech says a firewall is E-Rate eligible now. true?": the thing a claim is made of.)
    // ("a client asked if janitorial services are E-Rate eligible. are they?": the thing asked about, the same.)
    /\b(?:says?|said|claims?|swears?|insists?|told (?:me|us)|tells (?:me|us)|asked (?:me |us )?(?:if|whether)|wondering (?:if|whether)|wants? to know (?:if|whether))\s+(?:that\s+)?(?:an?\s+|the\s+|our\s+)?([^,?.]{3,80}?)\s+(?:is|are)\s+(?:now\s+|still\s+)?(?:e-?rate|c2|cat(?:egory)?\.? ?(?:2|two))[- ]eligible\b/i.exec(text)?.[1] ??
    // ("Check whether stadium lighting control counts as E-Rate eligible at all.": the thing checked.)
    /\b(?:whether|if)\s+(?:an?\s+|the\s+|our\s+)?([^,?.]{3,80}?)\s+(?:counts?|qualif(?:y|ies))\s+as\s+(?:e-?rate|c2|cat(?:egory)?\.? ?(?:1|2|one|two))[- ]eligible\b/i.exec(text)?.[1] ??
    // ("is managed internal broadband (MIBS) still alowed under C2?", "a member swears they can buy Chromebooks with E-Rate. Can they?".)
    /^\W*(?:is|are)\s+(.{3,80}?)\s+(?:still\s+|now\s+)?(?:allowed|alowed|eligible|elgible|ok(?:ay)?)\s+(?:under|on|for|with)\s+(?:e-?rate|c2|cat(?:egory)?\.? ?(?:2|two))\b/i.exec(text)?.[1] ??
    /\b(?:can|could|may)\s+(?:buy|get|purchase)\s+(.{3,60}?)\s+(?:with|on|using|through)\s+e-?rate\b/i.exec(text)?.[1] ??
    // ("interactive flat panels on e-rate?", "student hotspots on E-Rate still?", "firewall on C2 — eligible?": the thing put on the program.)
    /^\W*(?!(?:is|are|can|could|does|do)\s)([a-z0-9][^,?.:]{2,80}?)\s+(?:on|for|under)\s+(?:e-?rate|c2|cat(?:egory)?\.? ?(?:2|two))(?:\s+(?:still|now|too))?\s*(?:[-–—]+\s*(?:eligible|elgible|ok(?:ay)?|allowed)\s*)?\?/i.exec(text)?.[1] ??
    // ("cybersecurity software — e-rate elgible or not?", "cabling + racks for a closet refresh, C2 eligible?": the thing, then its eligibility asked.)
    /^\W*([a-z0-9][^?:]{2,80}?)\s*(?:[-–—]+|,)\s*(?:e-?rate|c2|cat(?:egory)?\.? ?(?:2|two))[- ]?(?:eligible|elgible|allowed)\b/i.exec(text)?.[1] ??
    // ("caching servers, eligible under cat 2?": the same, the category said after.)
    /^\W*([a-z0-9][^?:]{2,80}?)\s*(?:[-–—]+|,)\s*(?:eligible|elgible|allowed|ok(?:ay)?)\s+(?:under|for|on|with)\s+(?:e-?rate|c[12]|cat(?:egory)?\.? ?(?:1|2|one|two))\b/i.exec(text)?.[1];
  // ("what discount would our customer get on E-Rate?": a question, no thing.)
  if (!thing || /\b(?:schools?|districts?|campus(?:es)?|librar(?:y|ies)|we|us|they|them|those|these|it|this|that)\b/i.test(thing) || /^(?:what|which|how|who|when|where|why)\b|\b(?:discount|budget)s?\b/i.test(thing)) return undefined;
  return thing.trim();
}

/** An E-Rate eligibility asked of a purchase described with its price, no school needed: that purchase. */
export function erateItemAsked(text: string): string | undefined {
  return ERATE_QUESTION.test(text) && ELIGIBILITY_ASKED.test(text) ? pricedPurchase(text) : undefined;
}

/**
 * The purchase a message describes with its price ("Cat6A cabling, 120 drops @ $185/drop", "UPS
 * battery backup for the IDF closets ... 10 units at $689", "(4) welding simulators @ $18,500"): the
 * clause with the price, the thing said before it when the clause names only the count, less the
 * labels ("integrator quote:"), the question around it and the school it goes to (`school`).
 */
export function pricedPurchase(text: string, school?: string): string | undefined {
  const clauses = text.split(/(?<=[.?!;])\s+/).map((clause) => clause.trim()).filter((clause) => clause.length > 0);
  const priced = clauses.findIndex((clause) => /\$\s?\d/.test(clause));
  if (priced < 0) return undefined;
  const bare = (clause: string) => {
    let thing = clause
      .replace(/^(?:(?:our|the|an?) )?(?:integrator|vendor|reseller|installer|contractor|provider)(?:'s)?(?: quote)?(?: says| said| claims)?\s*:?\s*(?:that )?(?:the )?/i, '')
      .replace(/^[^:–—]{0,40}?\b(?:quote|po|invoice|order|bid|line item)\s*(?::|\s[-–—])\s*/i, '')
      // ("Perkins V — 12 scan tools @ $3,400": the program it is put to, said first, is no part of the thing.)
      .replace(/^(?:title [\w-]+|idea(?: part b)?|(?:idea )?part b|perkins(?: v)?|21st cclc|e-?rate)\s*[-–—:]+\s*/i, '')
      // ("quick one — 25 panels @ $4,100": how the message opens is no part of the thing.)
      .replace(/^(?:quick (?:one|q(?:uestion)?)|another one|next one|one more|next)\s*[-–—:,]+\s*/i, '')
      .replace(/^(?:does|do|is|are|would|will|can|could)\s+(?:an? |the )?/i, '')
      .replace(/\s+(?:(?:is|are) (?:still )?(?:e-?rate )?eligible|e-?rate[- ]eligible|counts? (?:under|as|toward)|(?:is|are) (?:category|cat)\b|(?:category|cat)\.? ?(?:1|one|2|two)\b|(?:on|for|under) e-?rate)\b.*$/i, '')
      // "(4) welding simulators": the count as the price reader reads one.
      .replace(/^\((\d[\d,]*)\)\s*/, '$1 ')
      // ("STEM supplies, $12k lump sum - can 21st CCLC pay?": the question after the dash, which holds no price.)
      .replace(/\s+[-–—]\s+(?![^$]*\$\s?\d).*$/, '');
    // ("laptops for Frontier Senior High School: 250 @ $410", "..., going to Riverside Senior High School": the school is where it goes.)
    if (school) thing = thing.replace(new RegExp(`,?\\s*(?:(?:going )?(?:to|for|at)\\s+)?${escapeRegExp(school)}(?:\\s*\\([^)]*\\))?\\s*:?`, 'i'), ' ');
    return thing.replace(/\s{2,}/g, ' ').replace(/[.?!;,\s]+$/, '').trim();
  };
  let item = bare(clauses[priced]!);
  // ("Is a next-gen firewall for the district network E-Rate eligible? Fortinet quote is ~$38k.": a quote's price told after the question; the thing is asked before it.)
  if (/^(?:the |our |a |an )?(?:[\w&.'-]+ ){0,2}(?:quote|bid|price|estimate|invoice)s? (?:is|was|came in at|comes to|of)\b/i.test(clauses[priced]!) && priced > 0) return bare(clauses[priced - 1]!).replace(/^(?:an? |the )/i, '') || undefined;
  // ("does UPS battery backup for the IDF closets count under cat 2? 10 units at $689": the thing is in the question before.)
  if (/^\W*(?:\d|x\d|\$)/.test(item) && priced > 0) item = `${bare(clauses[priced - 1]!)}, ${item}`;
  return item.length >= 3 ? item : undefined;
}
