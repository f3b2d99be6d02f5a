import { BE_PAID_FROM, type Entities, PROGRAM_FOR_THING, RUN_THROUGH_PROGRAM } from './entities.js';
import { SOURCES_WEIGHED_AFTER_DASH } from './compliance.js';
import { correctTypos } from './fuzzy.js';
import { normaliseSynonyms } from './synonyms.js';
import { readCatalogueIntents } from './catalogue-intents.js';
import { vendorNamed } from './vendor.js';
import { districtsInCity, PROGRAM_PATTERNS, schoolsInCity } from './lexicon.js';
import { AGAINST_BENCHMARK, EQUITY_GAPS, LEADERSHIP_CHANGES, readDistrictIntents, readStateIntents, SPENDING, stateNamedAlone, TEACHER_SHORTAGE } from './scope-intents.js';

/**
 * Which tools a message asks for, read by rules over its words and entities. Order matters only
 * for the answer's order; each rule is independent so one message may ask for several things.
 */
export interface IntentReading {
  tools: string[];
  /** The message asks for an aggregate over many schools ("how many", "average"): the NL-query tool's job. */
  aggregate: boolean;
  /** The tool was chosen only because a subject was named with nothing asked of it ("Ohio?"): a follow-up may mean more. */
  subjectOnly?: boolean;
}

/** A figure set against an average ("vs the AZ avg", "compared to the state average"). */
const AGAINST_AVERAGE = /\b(?:vs\.?|versus|compared (?:to|with)|against|relative to|than)\b.{0,25}\b(?:avg|average|norm|mean)\b|\band what(?:'s| is) the state(?:'s)? (?:avg|average)\s*\??\s*$/;

/**
 * A school's scores set against its state's ("compares with the state on math and reading", "how does that math number stack up
 * against the state average?", "school vs state", "below the state in reading"): the needs analysis reports each score beside the state's.
 */
const SCORES_AGAINST_STATE = new RegExp(String.raw`\b(?:compare[sd]?|stacks? up|measures? up)\b (?:with|to|against) (?:the )?(?:state|statewide)(?:'s)?(?: averages?| avg| means?)? (?:on|in|for) (?:math|reading|ela|test scores?|proficiency|achievement)\b|\b(?:math|reading|ela|proficiency|test scores?)\b(?: (?:numbers?|scores?|rates?|figures?|results?|proficiency|%))?.{0,30}\b(?:compare[sd]?|stacks? up|measures? up)\b.{0,12}\b(?:with|to|against) (?:the )?(?:state|statewide)\b|(?:^|[,.:;!?]\s*)school (?:vs\.?|versus) (?:the )?state\b|\b(?:below|above|behind|ahead of) the state(?: average)? (?:in|on) (?:math|reading|ela)\b`);

/** After a school's scores: "how do those compare with the state averages?" (its scores again, set against the state's). */
const SCORES_AGAIN_AGAINST_STATE = /\bhow (?:do|does) (?:those|these|they|those numbers|these numbers|those scores|these scores|the scores) (?:compare|stack up|measure up) (?:with|to|against) (?:the )?(?:state|statewide)(?:'s)?(?: averages?| avg| means?| numbers| figures)?\W*$/;

/** A group of a school's students set against the rest ("how do its ELs do compared with everyone else?"): the equity record's gaps. */
// ("how do the kids with IEPs there do in math compared with all students?", "how do its low-income and special ed students do compared
// with everybody?", "how far behind all students are the students with disabilities there?": the same.)
const SUBGROUP = String.raw`(?:els|ells|english learners|students with disabilities|swd|(?:low[- ]income|special[- ]ed(?:ucation)?|sped|ell?|english learner)(?:,? (?:and|&) (?:low[- ]income|special[- ]ed(?:ucation)?|sped|ell?|english learner))? (?:students|kids)|(?:kids|students|children) (?:with|on) (?:ieps|an iep|disabilities))`;
const EVERYONE = String.raw`(?:everyone|everybody|all (?:the )?(?:other )?(?:students|kids)|the rest|other students|their peers)`;
const GROUP_AGAINST_REST = String.raw`\b${SUBGROUP}\b.{0,30}\b(?:compared? (?:with|to)|vs\.?|versus|against|behind|trail(?:s|ing)?) ${EVERYONE}\b|\bhow far behind ${EVERYONE} (?:are|is) (?:the )?${SUBGROUP}\b`;

const SCHOOL_RULES: { tool: string; pattern: RegExp }[] = [
  // Look-alikes are schools like this one anywhere ("similar to", "resemble", "more customers like it"); peers are its ranking in its state.
  // ("Broaden it to the whole country and factor in spending and size too" after its peers: schools like it anywhere.)
  { tool: 'school_look_alikes', pattern: /\blook[- ]?alikes?\b|\b(?:broaden|widen|expand|open)\w* (?:it|that|this|the (?:search|list)) (?:up )?to the (?:whole|entire) (?:country|nation|us)\b|\bsimilar\b|\bmatch(?:es|ing)? (?:[\w']+ ){0,4}profile\b|\b(?:closest|nearest|best|top) (?:overall )?match(?:es)?\b|(?<!\b(?:puts?|leaves?|ranks?|sits?|stands?|falls?|places?) (?:(?:us|them|it|that|this|we|they) )?)\bnationally\b|\bschools? like\b|\bacross the (?:whole |entire )?(?:country|nation|us)\b|\bnationwide\b|\bin other states\b|\bsimilar (?:to|schools?|ones|profiles?)\b|\bresembl\w*|(?<!\bwhat (?:did|does|do|would|will|did things|does that) (?:[\w'-]+ ){1,6})\blooks? like\b(?![ \t]*(?:[?.!,\n]|$))|\blook (?:the )?(?:most|more|a lot|much|closest) like\b|\blooks? (?:the )?same(?: like| as)?\b|\bsame like\b|\blooking like\b(?!\s*(?:[?.!,]|$))|\b(?:anywhere|elsewhere) in (?:the )?(?:country|us|nation)\b|\b(?:kids|students) (?:a lot |very much |just )?like (?:the ones|ours|those|theirs)\b|\bmost like\b|\b(?:most|more|so|very) alike\b|\bclones?\b|\btwins?\b|\bsame (?:profile|kind|type)\b|\b(?:customers|ones) like\b|\b(?:is|are|looks?) (?:just |most )?like (?:it|this|them|that|this one|that one)\b|\b(?:same|similar) (?:demographics|students|size|student body|mix)\b/ },
  // Peers rank the school among like schools of its state: "how does X rank", "X vs similar schools", "benchmark X" (not "our rank order", a document).
  // Peers are drawn from a band of FRL: "schools with a similar FRL population" are its peers.
  // ("our peer-support program": a kind of program, no school's peers.)
  // ("Need comps for X: schools in the same state at the same level with a similar low-income share": comparables, its peers.)
  { tool: 'school_peers', pattern: /\bpeers?\b(?![- ](?:support|mentor\w*|tutor\w*|learning|led|to[- ]peer|review|counsel\w*|mediation|recovery))|\bcomps\b(?=[^?]{0,120}\b(?:similar|same)\b)|^\W*(?:run|pull|get|do|need) (?:the |some )?comps\b|\bsimilar\b[^?]{0,60}\bin terms of (?:poverty|frl|free[- ]lunch|low[- ]income)\b|\bin (?:our|its|their|the same) frl (?:range|band)\b|\bcomparison schools?\b|\bstudent bod(?:y|ies) like\b|\bcomparison (?:group|set|pool)\b|\bsimilar schools? by (?:frl|poverty|free[- ]lunch)\b|\bbehind the best\b|\bgap to (?:the )?best\b|\b(?:similar|same|comparable)[- ](?:frl|poverty|free[- ]lunch|free ?(?:\/|and|or|&) ?reduced|low[- ]income)\b|\b(?:similar|same|comparable) (?:share|percent(?:age)?|proportion|number|rate) of (?:low[- ]income|poor|frl|free[- ]lunch|disadvantaged|poverty)\b|\bbeating (?:us|them|it)\b|(?<!\b(?:sub-?scores?|index|score) (?:[\w-]+ ){0,3})(?<!\b(?:the|its|their) state(?:'s)? (?:average |avg )?)\bcompare[sd]?\b(?! (?:with|to|on|against) (?:the )?(?:state|national|statewide|nation|all[- ]students|all (?:students|kids))\b)(?![^.?!]{0,60}\b(?:to|with|against) (?:the )?all[- ]students\b)|\bcomparable\b|\bstack(?:s)? up\b(?! (?:against|to|with) (?:the )?(?:[a-z]{2} |state(?:'s)? |national |statewide )?(?:average|avg|mean|norm)\b)(?! (?:statewide|nationally|nationwide|across the (?:state|country)|in the state)\b)|\brank(?:s|ed|ing)?\b(?![- ](?:ord\w*|worksheets?|sheets?|lists?|tables?|spreadsheets?)\b)|\bbenchmark\w*\b(?! against (?:the )?(?:state|national))(?! against\W*$)|\b(?:vs\.?|versus|against) (?:similar|comparable|other|its|like)\b|\bin (?:the|its|their) state\b/ },
  // ("an overall score for X", "some kind of composite measure": its composite health score.)
  // ("for the community health report on X", "the environmental health side": a field of public health, not the school's health score.)
  { tool: 'school_health', pattern: /(?<!\b(?:mental|community|public|environmental|occupational|behavioral|physical|dental|oral|respiratory|student|children's|pediatric) )\bhealth(?:y|wise|ier|iest)?\b(?![- ](?:careers?|sciences?|professions?|occupations?|care\b|pathways?|programs?|clinics?|centers?|services|insurance|class(?:es)?|curriculum|education|teachers?|fairs?|systems?|departments?|workforce|industry)\b)|\bthriving\b|\boverall score\b|\bcomposite (?:score|measure|rating)\b|\bstrengths\b|\b(?:doing|going) (?:well|right|good)\b|\bdoing (?:ok(?:ay)?|alright|all right|fine) overall\b|\bat[- ]risk\b|\bred flags?\b|\brisk factors?\b|\bin (?:good|bad|ok|okay|decent|rough|poor|great|worse|better|the worst|the best) shape\b|\b(?:academic|funding|equity)\b[\w ,&-]{0,25}\bsub-?scores?\b|\bstruggling\b(?! with| (?:the )?most\b)|\bhow(?: is|'s| are)? (?:\w+ ){1,6}(?:is |are )?(?<!\b(?:math|reading|ela|english|science|scores?|proficiency) )doing\b(?! (?:in|on|with) (?:math|reading|ela|english|science|tests?|scores|proficiency|attendance))(?! academically)(?! (?:vs\.?|versus|against|compared|next to|relative to)\b)/ },
  // "needs" as a noun ("biggest needs", "does it need"), not "I need its score"; what it lacks, its gaps and challenges; what to do about them.
  // ("is X leaving any money on the table?", "any money we're not using?", "what should X be asking for?", "where are we short compared to the state?",
  // "what risk factors and recommended supports come up in the data?": its funding gaps and what it lacks.)
  // ("the math difference from the state mean", "how far below the state is it in reading?": its indicators set against the state's.)
  { tool: 'school_needs', pattern: new RegExp(String.raw`${SCORES_AGAINST_STATE.source}|\bstruggling (?:the )?most\b|\b(?:leaving|left) (?:any )?(?:money|funding|dollars|\$+) on the table\b|\b(?:we're|we are|they're|they are) leaving on the table\b|\bwhere (?:are|is) (?:we|it|they) short\b|\brecommended (?:supports?|interventions?|services)\b|\bneeds data\b|\bstaffing indicators?\b|\b(?:money|funding|funds|dollars) (?:we're|we are|they're|they are|it's|it is) not (?:using|claiming|getting|tapping)\b|\bwhat should (?:we|they|it|the school|[a-z][\w' -]{2,60}?) be asking for\b|\b(?:difference|distance) (?:from|to|vs\.?|versus) (?:the )?state(?:'s)? (?:mean|average|avg)\b|\bhow far (?:below|above|behind|ahead of|under|over) (?:the )?state\b|\bhow far (?:is|are) (?:its|their|our|the) (?:[\w-]+ ){0,2}(?:proficiency|scores?|rates?) from (?:the )?state(?:'s)? (?:average|avg|mean)\b|\bneeds\b(?! (?:to|a|an|the|it|them|this|that)\b)|\bwhat (?:would|do|should) you recommend\b|\brecommend (?:doing|we do)\b|\bwhat (?:should|can|could) (?:we|they|i) (?:actually |really )?do about (?:it|that|this|them)\b|\bneed (?:the )?most\b|\bmost needs?\b(?! (?:help|support|attention)\b)|\bfalling behind\b|\bwhere (?:is|are) (?:[\w.'-]+ ){1,8}behind\b|\b(?:does|do) (?:it|they|(?:\w+ ){1,3}school) (?:\([^)]*\) )?(?:in [a-z][\w .'-]{1,30}? )?(?:really |actually |still |most )?need\b|\bwhat (?:it|they|the school) (?:really |actually |most )?needs?\b|\bwhat do (?:we|they) (?:really |actually |most )?need\b|\bneed statement\b|\bneeds? help\b|\bweakness(?:es)?\b|(?<!-)\bimprove(?:ment)?\b(?! (?:committee|team|office|plan|process|cycle|retreat))|\black(?:s|ing)?\b|\bfall(?:s|ing)? short\b|\bshort on\b|\bshort(?:fall|coming)s?\b|\bpain points?\b|\bchallenges?\b|(?<!equity |achievement |suspension |math |reading |subgroup |sub-group )\bgaps\b|\bweak (?:spots?|areas?|points?)\b|\bwhat(?:'s| is) (?:wrong|missing)\b|(?<!\bone (?:it|they|we)(?:'s|'re| is| are) )\bmissing\b|\bstruggl\w* with\b|(?<!\b(?:which|what) (?:one|school|of (?:them|the two|these|those)) )\bshould (?!i\b)(?:\w+ ){0,4}(?:invest in|prioriti[sz]e|focus on|work on)\b|\bbehind the state\b|\bspecifics (?:vs\.?|versus|against|compared (?:to|with)) (?:the )?state\b|\bbelow (?:the )?(?:[a-z]{2} |state(?:'s)? |state-?wide )?(?:average|avg|mean)\b|\bgaps? (?:against|to|vs\.?|versus|from) (?:the )?state(?:'s)? (?:reference|average|avg|mean|figure)s?\b|\benough (?:counselors|teachers|staff)\b|\bunder-?staffed\b|\brecommend (?:they|it|the school|we) (?:invest|focus|spend)\b|\bdeficien\w*|(?<!\bfor (?:a|an|our|the|my) (?:[\w-]+ ){0,3})\binterventions?\b|\bwhat would (?:\w+ )?help\b|\bmove the needle\b|\bleaving (?:money |funding |anything )?on the table\b|\bfunding gaps?\b`) },
  // ("pupil-teacher ratio vs the AZ avg": a staffing figure set beside the state's, which the equity record carries.)
  // ("are students with disabilities suspended more at X?", "how big is the gap for kids with disabilities in math there?": its groups' suspensions and gaps.)
  // ("Black, white, Hispanic, Asian shares", "what share of X's students are Hispanic?": its students by race, which the equity record lists.)
  { tool: 'school_equity', pattern: new RegExp(String.raw`\bequity\b(?!\s+sub-?scores?)|\blooks? like demographically\b|\bracial(?:\/ethnic)? (?:breakdown|makeup|composition|mix)\b|\bdemographic (?:breakdown|makeup|composition)\b|\bwhat (?:percent(?:age)?|share|%)(?: of (?:the )?(?:students|kids))? (?:are|is) (?:hispanic|latino|black|white|asian)\b|\bcivil[- ]rights (?:data|profile|record|numbers)\b|\bdisciplines? (?:students|kids)\b|\bsuspended (?:more|less|at (?:a )?(?:higher|lower))\b|\bgap (?:for|of|among) (?:kids|students|children) with disabilities\b|${GROUP_AGAINST_REST}|\bdiscipline (?:data|rates?|numbers|gaps?|disparit\w*|picture|record)\b|\bachie\w*ment gaps?\b|\bsub-?group gaps?\b|\b(?:math|reading) (?:achie\w*ment )?gaps?\b|\b(?:low[- ]inc\w*|income|poverty|frl|economically disadvantaged|ell?|english learner|swd|disability) (?:achie\w*ment |math |reading )?gaps?\b|\bsuspensions?\b|\b(?:get|got|gets|getting|being|are|were) suspended\b|\bdisparit(?:y|ies)\b|\bcounselors?\b|\bap (?:courses?|classes|offerings?|course counts?|counts?|numbers|access)\b|\badvanced placement\b|\bracial\b|\brace\b|\bethnic\w*|\b(?:percent|pct|share|%) (?:hispanic|latino|latinx|white|black|asian|native)\b|\b(?:share|percent(?:age)?|%|pct) of\b.{0,40}\b(?:are|is) (?:hispanic|latin[oax]|white|black|african[- ]american|asian|native american)\b|\b(?:black|white|hispanic|latin[oax]|asian)(?:,| and| \/)? (?:(?:black|white|hispanic|latin[oax]|asian|native)(?:,| and| \/)? ){1,4}(?:shares?|percentages?|percents?|breakdown|split)\b|\b(?:pupil[- ]teacher|student[- ]teacher|student to teacher|students? per (?:teacher|counselor)|class sizes?|counselors?)\b.{0,40}${AGAINST_AVERAGE.source}`) },
  // Its parts listed ("break down the score - budget/need/timing/access") are the opportunity score's.
  { tool: 'school_opportunity', pattern: /\b(?:timing|access|need) (?:score|signal|dimension|component)s?\b|\b(?:budget|need|timing|access) (?:and|vs\.?|versus|&|\/) (?:budget|need|timing|access)\b.{0,40}\b(?:dimensions?|sub-?scores?)\b|\b(?:budget|need|timing|access)\s*(?:\/|,|&|and)\s*(?:budget|need|timing|access)\b\s*(?:\/|,|&|and)|\bopportunit(?:y|ies)\b(?![- ]to[- ]learn)|\bopp(?:ty)? scores?\b|\blead score\b|\bsales potential\b|\blead tier\b|\b(?:sales )?lead\b(?<!\b(?:tech|technology|it|curriculum|instructional|team|district|program|project|teacher|data) lead)(?<!\b(?:to|i'd|we'd|i'll|we'll|should|can|could|would|will) lead)|\bgood (?:prospects?|fits?)\b|\b(?:as|like) an? (?:sales )?(?:prospect|lead|target|account)\b|\bprospect (?:quality|potential)\b|\b(?:good|strong|promising|solid|hot|warm) (?:of )?(?:an? )?prospect\b|\bworth (?:chasing|going after|pursuing|selling to|pitching|calling|targeting|a (?:call|visit|look|meeting|pitch)|(?:our|my) (?:time|effort)|the effort)\b/ },
  // ("Pasting the reporter's email: ...": a message pasted, no address asked.)
  { tool: 'school_contacts', pattern: /\bcontacts?\b|\bwho (?:handles|runs|manages) (?:the )?(?:it|tech(?:nology)?) (?:for|at) the school\b|\bwho (?:at|in) the school (?:would|will|needs? to|has to|must|should) (?:need to |have to )?(?:sign|approve)\b|\b(?:people|person|folks) (?:i'd|i would|i should|to|we'd|we should) (?:actually )?(?:talk|speak|reach out) to\b|\b(?:technology|tech|it) (?:coordinator|director|lead)\b|\bwho(?:'s| is) (?:the|their|its) (?:technology|tech|it) (?:person|guy|contact)\b|\bcurriculum director\b|\bpurchasing (?:director|manager)\b|(?<!\b(?:pitch|present|propos|show|bring|explain)\w* (?:[\w-]+ ){0,5}to (?:my|our|the) )\bprincipal\b(?! (?:says|said|tells|told|thinks|believes|claims|mentioned|insists|feels|wants)\b)|(?<!cold[- ])(?<!\b(?:past(?:e|ed|ing)|forward(?:ed|ing)?|got|received)\b.{0,25})\bemails?\b(?! (?:them|him|her)\b)(?!\s*:\s*["“])|\bwho (?:handles|runs|does|manages|oversees) (?:the )?(?:purchasing|procurement|buying)\b|\bbusiness (?:manager|office)\b|\boffice manager\b|\bchief financ\w* (?:person|officer)\b|\bfinance (?:person|director|officer|chief)\b|\bwho (?:handles|runs|manages|oversees) the money\b|\bwho(?:ever)? decides? (?:about|on) (?:computers|technology|tech)\b|\btalk to someone\b|\bwho(?: else)?(?:'s| is| do you have| have you got)? (?:listed |on file|on record)\b|\beveryone (?:you(?:'ve| have)(?: got)?|on file|listed) (?:at|in|for)\b|(?<!\b(?:on|from) (?:my|the|his|her|a) |\bmain (?:office )?)\bphone\b(?! (?:compan(?:y|ies)|carriers?|service|lines? (?:service|provider)))|\bdecision[- ]makers?\b|\bwho runs\b|\bsuperintendent\b(?! (?:meeting|visit|presentation|briefing|retreat)s?\b)(?!'s (?:[\w-]+ )?(?:letter|message|newsletter|speech|remarks|column|blog|update|presentation|talking points|state of the district)\b)|\bcfo\b|\bcto\b|\bwho (?:leads|heads|manages)\b(?! on |\W*$)|\bwho(?: else)? (?:should|do|can|could|would) (?:i|we) (?:actually |really |best )?(?:be )?(?:call(?:ing)?|contact(?:ing)?|email(?:ing)?|reach(?:ing)?(?: out to)?|talk(?:ing)? to|speak(?:ing)? to)\b|\bwho (?:i|we)(?:'d| would| should| will)? (?:be )?(?:call(?:ing)?|contact(?:ing)?|email(?:ing)?|talk(?:ing)? to)\b|\bin charge\b/ },
  // ("making a case to the board": the board is who hears it, not what is asked.)
  // ("our advisory board wants academic context": an advisory or industry board is the school's own committee, not its school board.)
  // ("for tonight's board packet", "a board member asked", "board retreat", "the board always asks": the board is who the figures are for, not what is asked.)
  { tool: 'school_board_intel', pattern: /\b(?:come|came|gone|went|been) before the (?:school )?board\b|\bwhen did\b.{0,60}\b(?:last )?approve (?:a|the|its|their) budget\b|(?<!\b(?:to|for|before|in front of) (?:the |our |my |a )?(?:school )?)(?<!\b(?:advisory|industry|program|pathway|cte|craft|student|parent|citizens'?|across the|workforce|chamber) )\bboard\b(?!(?:'s)? (?:packets?|members?|retreats?|presentations?|decks?|slides|chair|work sessions?|reports?|funds?|money|dollars|grants?|foundation|meets)\b)(?! (?:always |usually |often |also |still |will |keeps? )?(?:wants?|needs?|asked|asks|links?|is asking|requires?|requested|expects?|likes?|loves?|prefers?|cares about)\b)(?<!\bour board(?= (?:approved|voted|signed off|agreed)\b))|\bcurriculum adoptions?\b|\badopt(?:ed|ing|ion)?s? (?:(?:a|any|new|the) )*curricul|\bagendas?\b|\bmeeting items?\b|\b(?:recent|last|latest|upcoming|past|public) meetings?\b|\bmeetings? (?:minutes|notes|items)\b|\bminutes\b|\btrustees\b|\bdiscuss(?:ed|ing)\b|\bvoted? on\b|\bbudget approvals?\b/ },
  // "what share qualifies for free or reduced-price lunch" asks its FRL share, not its programs.
  // ("how strong is X for it?" after a program: its eligibility's strength; "the Perkins strength for the high school": the same.)
  // ("how many small-group rooms we program": a verb, what an architect does, no program asked.)
  { tool: 'school_funding', pattern: /\bfund(?:s|ing|ed)?\b|\bbe a priority (?:school|site|candidate) for\b|\bwhich of (?:those|these|them) (?:can|could|does|do|would) (?:[\w.'-]+ ){1,5}(?:get|receive|qualify for|draw on)\b|\bpicks? up (?:any )?(?:perkins|title|idea|e-?rate|21st|cclc)\b|\bcompete for\b|\bhow strong(?:ly)? (?:is|are|does)\b|\b(?:perkins(?: v)?|title [\w-]+|idea(?: part b)?|cclc|program|eligibility) strength\b|\ballocations?\b|\bfinanc(?:es|ial|ially)\b|(?<!(?:nslp|frl|lunch|community) )\beligib(?:le|ility)\b(?! (?:for )?(?:free|reduced|frl|nslp|(?:school )?lunch)| (?:[\w-]+ )?(?:students|kids|children|families)\b)|(?<!\b(?:we|they|i|you) )\bprograms?\b|\bgrants?\b(?! (?:pitch|deck)(?:es)?\b)|\bmoney\b|\btitles?\b|\bqualif(?:y|ies)\b(?! (?:for )?(?:free|reduced|frl|nslp|(?:school )?lunch))|\bentitled\b/ },
];

/** "find me 10 more schools that would qualify for Title I money for the same thing": more buyers of what was weighed. */
// ("Find me other schools in Texas eligible for those same programs": the same, the programs of the purchase just qualified.)
const MORE_BUYERS = /\b(?:find|show|give|get|list)(?: me)? (?:\d+ )?(?:more|other) (?:(?:elementary|middle|high) )?schools\b.{0,40}\b(?:would|could|that|which)(?:'d| would| could)? (?:qualify|use|buy|need|fund|pay for|afford)\b|\b(?:find|show|give|get|list)(?: me)? (?:\d+ )?(?:more|other) (?:(?:elementary|middle|high) )?schools\b.{0,40}\beligible for (?:those|these|the) (?:same )?programs\b/;

/** A state's academic standards asked by name, or a product weighed against them. */
const STANDARDS_ASKED = /\b(?:math|mathematics|ela|english|reading|science) framework\b|\bngss\b|\bcommon core\b(?! (?:math|ela) (?:scores?|results?)\b)|\bframework\b.{0,30}\bfor (?:math|mathematics|ela|english|reading|science)\b|\bdoes (?:our|my|the|this) (?:[\w-]+ ){0,2}(?:app|product|curriculum|program|platform|kit|course) align\b|\bhow (?:well |closely )?aligned (?:is|are|would)\b|\b(?:its|the|our) alignment (?:percent(?:age)?|score|pct)\b|\b(?:math|mathematics|ela|english|reading|science|state(?:'s)?|academic|content|learning) standards\b|\bhow many standards\b|\b(?:line|lines|lined) up (?:with|against) (?:\w+ ){0,3}standards\b|\balign\w* (?:with|to|against) (?:\w+ ){0,3}standards\b|\bcertify (?:our|my|the|this) .{3,120}\bstandards\b/;

/** The thing said before is what qualifies ("what federal money would that qualify for?"), not the school ("what programs they'd qualify for"). */
/** "we want a research database subscription at X. what programs qualify?", "... 2 tutors, 3 days a week. which programs cover that?": the programs that could pay for the thing said before. */
const PROGRAMS_FOR_THING_SAID = /^[^?]*[.!]\s+(?:what|which) (?:federal )?programs? (?:qualify|could pay|pays?|covers?|could cover|can cover|would cover)\b/;
const THING_QUALIFIES = new RegExp(String.raw`\b(?:would|could|can|might|does|do|will) (?:that|it|this|those|these)(?: purchase| item)? qualify\b|\bpay for (?:it|that|this|them)\b|${PROGRAMS_FOR_THING_SAID.source}`);

/** What a ranking of districts can be by: spending, a share of it, its parts. */
const SPENDING_OR_SHARE = /\bspend\w*|\bbudget\b|\binstruction\w*|\badmin\w*|\boverhead\b|\bper[- ](?:pupil|student)\b|\bexpenditure\b|\bcapital\b|\bsupport services\b/;

/** A program's own facts asked: its CFDA number, what it funds, how to apply. */
const PROGRAM_FACTS = /\bwhen (?:do|does|can) (?:an? )?(?:leas?|districts?|schools?) apply\b|\bhow big is (?:the|that|this) program\b|\bhow (?:do|does|can|would) (?:we|i|they) (?:actually |even )?apply\b|\bapplication process\b|\bhow does the money flow\b|\bremind me what\b.{0,40}\b(?:allows|funds|covers|pays for|is for|can be (?:used|spent) (?:for|on))\b|\bnational (?:amount|pool|appropriation|allocation)\b|\bcfda\b|\bassistance listing\b|\blisting (?:number|no\.?|#)\b|\bwhat (?:that|the|this) program (?:funds|pays for|covers|is for)\b|\bhow (?:do|does|can) (?:an? )?(?:high |middle |elementary )?(?:leas?|districts?|schools?) (?:actually |even )?(?:apply|go after|get|win)\b|\bwho runs the competition\b|\bapplication deadline\b|\b(?:applications?|apps?) (?:are |is )?due\b|\bwhere (?:do|does|can|should) (?:an? )?(?:leas?|districts?|schools?) apply\b|\bformula or competitive\b|\bhow is it distributed\b/;

/** A district's schools asked for as a list: "which high schools does it run", "list the schools in X". */
const DISTRICT_SCHOOLS = /\b(?:which|what|list|show(?: me)?|give me|pull)(?: all)?(?: the| its| their)? (?:(?:elementary|middle|high|public) )?schools\b(?! (?:in|of) (?:the )?(?:state|country|nation))/;

/** A district's schools set in an order ("which schools in X have the lowest reading scores?", "biggest school in X by enrollment?"): the query tool ranks them. */
const SCHOOLS_RANKED = /\b(?:lowest|highest|most|fewest|best|worst|largest|smallest|biggest)\b/;

/** Districts set in an order or measured, rather than only listed. */
const RANKED_OR_MEASURED = /\b(?:most|fewest|highest|lowest|biggest|largest|smallest|top|best|worst|rank\w*|sort\w*|spend\w*|budgets?|per[- ]pupil|admin\w*|instruction\w*|with|over|under|more than|less than)\b/;

/** An equity record asked for its own sake, beyond a count of counselors. */
const EQUITY_ASKED = /\bequity\b|\b(?:achievement|math|reading|sub-?group) gaps?\b|\bsuspen\w*|\bdisparit|\bap (?:courses?|classes|offerings?|course counts?|counts?|numbers|access)\b|\badvanced placement\b|\bracial\b|\brace\b|\bethnic|\bhispanic\b|\blatino\b|\bwhite\b|\bblack\b|\bper counselor\b|\bcounselor (?:ratio|access)\b/;

/** A board's meetings and what is on them. */
const BOARD_WORDS = /\bboard\b|\bmeetings?\b|\bagendas?\b|\bminutes\b/;

/** Its Title I status asked, which its profile holds: "a Title I schoolwide campus", "title 1 eligible?", "title I?". */
// ("the Title I designation", "and is it title I."; "is it title I eligible for ..." asks the programs.)
/** A message the user wants written to someone: an email, a note, a voicemail script. */
const OUTREACH = /\b(?:draft|write|compose|put together)\b[^?]{0,40}\b(?:e-?mail|note|voicemail|message|script|letter|intro)\b|\bvoicemail script\b/;
const PROFILE_FIGURES_SAID = /\bfrl\b|\bfree (?:or|and|\/) reduced\b|\benrol(?:l)?ment\b|\bhow many students\b/;

const TITLE_I_STATUS = /\bschoolwide\b|\b(?:whether|if) (?:it's|it is|its|they're|they are) (?:a )?title (?:i|1|one)\b(?!-?a? (?:eligible|funds?|money|program) (?:for|under)\b)|\b(?:whether|if) (?:it|they|the school) (?:runs?|has|operates?) (?:a )?title (?:i|1|one)(?:-?a)? program\b|\btargeted assistance\b|\btitle (?:i|1|one)(?:-?a)? (?:status|school|campus|eligible|eligibility|designation|flag|code)\b|\btitle (?:i|1|one)(?:-?a)?\s*\?|\bis (?:it|this|that|she|the school) (?:a )?title (?:i|1|one)\b(?!-?a? (?:eligible|funds?|money|program) (?:for|under)\b)/;

/** What a school is eligible for: its federal programs, asked with no cost to check ("which programs is X eligible for"). */
// ("which federal programs does that FRL get us into?": the programs the school qualifies for.)
const ELIGIBLE_PROGRAMS = /\b(?:which|what)\b (?:[\w-]+ ){0,3}(?:programs?|funding|grants?|titles?|money)\b.*\b(?:eligible|qualif(?:y|ies)|entitled|gets? (?:us|them|it|the school) into)\b|\b(?:eligible|qualif(?:y|ies)|entitled) (?:for|to) (?:which|what)\b/;

/** How well a seller can reach a school's people: the access part of its opportunity score. */
const ACCESS_TO_PEOPLE = /\baccess to (?:the |its |their )?decision[- ]makers\b/;

/** A school's staff counted: "students per teacher", "how many counselors (FTE)", "pupil-teacher ratio". */
const STAFFING = /\bstudents? per teacher\b|\b(?:pupil|student)(?:[- /]| to )teacher ratio\b|\bhow many (?:teachers|counselors)\b|\b(?:teachers?|counselors?)\s*\(?ftes?\)?/;

/** A figure the profile holds, asked alone or as "our own": "and math?", "what about reading", "what our own math number is", "how many teachers". */
const SCHOOL_FIGURE_AGAIN = /^\W*(?:(?:and|ok(?:ay)?|so|also|what about|how about)\W+)*(?:the |its |their |our )?(?:math|reading|ela)(?: (?:scores?|proficiency|numbers?|rates?|results?))?\W*$|\b(?:our|its|their|the school's|this school's|that school's) (?:own )?(?:math|reading) (?:number|score|figure|rate|proficiency)\b|\b(?:the|this|that) school's (?:own )?(?:frl|math|reading|enrol(?:l)?ment)\W*$|\bhow many teachers\b|\bwhat(?:'s| is) (?:the |its |their )?(?:pupil|student)[- ]teacher ratio\b|^\W*(?:(?:and|ok(?:ay)?|so|also|what about|how about)\W+)*(?:the |its |their )?(?:pupil|student)[- ]teacher ratio\W*$/;

/** A school spoken of as "it" or "they" ("is it eligible", "can they get"). */
const PRONOUN_SUBJECT = /\b(?:is|are|can|could|does|do|will|would) (?:it|they)\b/;

/** A band of FRL said in points: "within 5 points of theirs", "+/- 10 pts of FRL". */
/** "which federal programs could pay ...": the programs are what the question asks. */
const PROGRAMS_ASKED_FIRST = /^\W*(?:(?:and|so|ok(?:ay)?|then|now)\W+)?(?:which|what) (?:federal |grant |funding )*programs\b/;

/** The school's funding record named as a whole: "how many federal programs", "its funding picture", "their federal eligibility". */
const FUNDING_RECORD = /\bhow many (?:federal |funding |grant )*programs\b|\bfunding (?:picture|sheet|profile|overview|rundown|snapshot)\b|\bfederal (?:funding )?eligibility\b/;

const FRL_BAND_SAID = /(?:\bwithin|\bno more than|\bplus or minus|\+\/-|±)\s*\d{1,2}\s*(?:percentage\s+)?(?:points?|pts?|%)|\b\d{1,2}\s*(?:points?|pts?) (?:apart|either (?:way|side)|of (?:frl|theirs|its|each other))/;

const NEEDS_PATTERN = SCHOOL_RULES.find((rule) => rule.tool === 'school_needs')!.pattern;
const LOOK_ALIKES = SCHOOL_RULES.find((rule) => rule.tool === 'school_look_alikes')!.pattern;

/**
 * Words that name look-alikes only: they keep look-alikes beside peers ("compare X with schools like it across the country", "who looks like X?
 * want comparables", "the schools in AZ that look most like it on size, demographics and locale").
 */
const ONLY_LOOK_ALIKES = /\blook[- ]?alikes?\b|\bwho (?:else )?looks? like\b|\blook (?:the )?(?:most|closest) like\b|\bnationally\b|\b(?:anywhere|elsewhere) in (?:the )?(?:country|us|nation)\b|\bmatch(?:es)?\b|\bacross the (?:whole |entire )?(?:country|nation|us)\b|\bnationwide\b|\bin other states\b|\bresembl|\bclones?\b|\btwins?\b/;

/**
 * The sentences that ask, when a message also tells ("I'm meeting the principal next week. Can you tell
 * me which grants they qualify for?"): those ending in "?" or opening with a request; else the whole text.
 */
// ("a vendor rep told me they rank it their top lead", "vendor is pitching us a math platform": who said what, told.)
// ("The state Title VI portal wants it.": who needs the figure, told after the question.)
// ("Changes whether the PTO or the school office ends up paying for the books.": what the answer decides, told.)
// ("How are they doing academically? Just so I can make small talk with the principal", "Give me a needs rundown for X. Writing up a site
// justification for our funder.": why it is asked, told.)
const TELLS = /^\W*(?:just so\b|so (?:i|we) can\b|(?:writing|working on|putting together|preparing) (?:up )?(?:a|an|the|our|my)\b|(?:the|their|its) (?:cto|cfo|superintendent|principal|board|boss|director|coordinator|district|school) (?:claims|says|said|thinks|told|insists|swears|mentioned|brought (?:it|this|that) up|raised (?:it|this|that))\b|i|i'm|im|i've|i'd|we|we're|we've|our|my|they|they're|he|she|it|it's|this|that|there|(?:it )?(?:changes|affects|decides|determines|drives) (?:whether|if|how|what|who|which)|thanks?|thank you|thx|ty|cheers|appreciate|prepping|preparing|working on|planning|putting together|getting ready|sketching|scoping|sizing|budgeting|mapping out|pricing out|for (?:our|my|the|a) \w+|(?:just )?trying to (?:see|figure out|understand|work out|time|plan|decide|get|build|make)|(?:just )?(?:wondering|curious) (?:why|if|whether|how)|(?:just )?(?:want|wanted|wanna|hoping|planning) to|need (?:it|this|them|that|those|these|both) for|new to (?:the|this)|filling (?:out|in))\b|^\W*(?:(?:a|an|the|our|my|their) )?(?:[\w-]+ )?(?:vendors?|reps?|salesperson|sales rep|consultant|integrator|reseller)s? (?:rep )?(?:is|are|was|were|says?|said|told|tells|keeps?|wants?|claims?|pitch\w*)\b|^[^?]{0,60}\b(?:wants?|needs?|requires?|asks? for|is asking for) (?:it|this|that|them|those|these|the [\w-]+(?: [\w-]+)?)\s*[.!]?\s*$/;

/** A clause, a dash, then a question: "i keep getting vendor calls - what's ...?". */
const TOLD_THEN_ASKED = /^(.*?)\s+[-–—]+\s+((?:what|whats|what's|which|who|how|can|could|is|are|does|do)\b.*)$/;

function askedSentence(t: string): string {
  // "vs." and "St." end no sentence; a dash after a told clause does ("I keep getting vendor calls - what's X's lead tier?").
  const sentences = t.split(/(?<=[.!?])(?<!\b(?:vs|st|mt|dr|no)\.)\s+|\n+/).flatMap((sentence) => {
    const dashed = TOLD_THEN_ASKED.exec(sentence);
    return dashed && TELLS.test(dashed[1]!) ? [dashed[1]!, dashed[2]!] : [sentence];
  }).filter((sentence) => sentence.trim().length > 0);
  if (sentences.length < 2) return t;
  const asks = (sentence: string) => /\?\s*$/.test(sentence) || /\b(?:show|give|find|get|pull|send) me\b/.test(sentence) || /^\W*need (?:the|a|an|their|its|his|her|comps|comparables)\b/.test(sentence) || /^\W*(?:can|could|would|will|what|whats|which|who|how|hows|where|is|are|does|do|tell|show|give|find|list|pull|get|compare|check|run|draft|write|calculate|rank|break down|i(?:'m| am) looking for|i need(?! to know (?:before|because|since|so)\b)|i want(?! to (?:see (?:which|what|how|whether|if)|copy|learn from|understand|send|share|bring|present|pitch|email|e-mail|reach out|make sure|time)\b)|i'd like|(?:we'd|we would) like (?:a|an|the|some)|looking for)\b/.test(sentence) ||
    // A request said as its noun: "peer schools for X but widen the band.", "health check on X."
    /^\W*(?:(?:the|its|their)\s+)?(?:peer(?: school)?s?|health(?: check| score)?|needs|equity (?:record|data|numbers)|funding|contacts|opportunity score|lead tier|profile|look-?alikes?|similar schools|board items)\b/.test(sentence);
  // A phrase after a question goes on asking it ("how good a prospect is X? opportunity score and tier"); a sentence with its own subject tells.
  // ("... what % have IEPs? Special populations drive a lot of their per-pupil revenue and I want to sanity check the budget.": the user's own
  // purpose, told.)
  const continues = (sentence: string, index: number) => index > 0 && asks(sentences[index - 1]!) && !TELLS.test(sentence) && !/\b(?:i|we) (?:want|need|have) to\b/.test(sentence);
  const asking = sentences.filter((sentence, index) => asks(sentence) || continues(sentence, index));
  // ("X's board approved a deal with a vendor. Who was it?": a question of pronouns asks about what was told.)
  if (asking.join(' ').split(/\s+/).length <= 4 && /\b(?:it|that|this|they|them|he|she)\b/.test(asking.join(' '))) return t;
  return asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : t;
}

/** Words that ask for a verdict on a cost: without the cost named, the planner asks for it. */
/** "E-Rate or any other federal money", "any Title funds": whichever program could pay, not one program's verdict. */
const ANY_PROGRAM = /\bor any (?:\w+ ){0,2}(?:funds?|programs?|money|grants?)\b|\bany (?:federal |title )?(?:funds?|programs?|money)\b/;

/** "What discount does our member school get?", "the discount for our district": the discount of a school or district of the user's own, not named yet. */
// ("what's the discount rate for our new customer's school?": the same, a school not named yet.)
const DISCOUNT_OF_ONES_OWN = /\bdiscount(?: rate| percentage)? (?:for|of|at|does|do|would) (?:our|my|the|this|a) (?:new |prospective |target |current )?(?:member |partner |client'?s? |customer'?s? |prospect'?s? )?(?:district|school)\b/;
const VERDICT = /\bok(?:ay)? (?:under|with) (?:title|idea|perkins|21st|e-?rate)\b|\bany (?:problems?|issues?|concerns?) with (?:that|it|this)\b|\bred flags?\b|\ballow(?:s|ed|able)?\b|\bpermitted\b|\bwould (?:that|it|this) fly\b|\bpass muster\b|\bunallowable\b|\bcompliant\b|\byes or no\b|\bprohibit(?:s|ed)?\b|\bcheck (?:all|each|every) (?:of (?:them|those)|eight|8|(?:federal )?programs?)\b/;

/** Who sells E-Rate services: vendors, providers, suppliers, "who provides internet access". */
const VENDOR = /\bvendors?\b(?! (?:form|registration|application|portal|number|id)\b)|\bintegrators?\b|\bwho else is (?:big|active|strong|winning|major) in e-?rate\b|\bwho(?:'s| has)? (?:got|gotten|received|won|took|pulled in|brought in) the most\b|\bproviders?\b|\bwho(?:'s| is) winning\b|\bspin\b|\bsuppl(?:y|ies|iers?)\b|\bwho (?:provides|sells|supplies|installs|does)\b|\bwho(?:'s| is| are) (?:actually |really |mostly )?doing\b|\bcompanies\b|\bcarriers?\b|\bcontractors\b|\b(?:which|what) (?:company|firm|integrator|contractor) (?:does|did|has|got|gets|wins?|won)\b/;

/** Words that name a state tool itself: its overview, its market, its shortages, its gaps, its leadership changes. */
const STATE_TOOL_NAMED = /\b(?:state )?(?:overview|rundown|run-down|lowdown|snapshot|profile)\b|\baddressable\b|\b(?:title i|funding|money) pool\b|\bat a glance\b|\bquick look\b|\bkey (?:facts|figures|numbers)\b|\b(?:above|below|over|under|vs\.?|versus|compared (?:to|with)|against) (?:the )?state(?:'s)? (?:average|avg|mean|norm)\b|\b(?:rank|sort|order)\w* (?:[\w-]+ ){0,3}by (?:need|budget|timing|access)\b|\bbuying signals?\b|\b(?:need|budget|timing|access|opportunity) (?:part|piece|component|sub-?scores?|scores?)\b|\bmarket\b|\bshortages?\b|\bequity gaps?\b|\bsuspension(?:[- ]rate)? gaps?\b|\bgaps? (?:vs\.?|versus|against|compared (?:to|with)) (?:the )?state\b|\bleadership changes?\b|\blead tiers? (?:are |is )?(?:distributed|broken down|split)\b|\b(?:distribution|breakdown|split|spread) of (?:the )?lead tiers?\b|\b(?:distributed|broken down|split|spread|divided)\s+(?:up\s+)?(?:across|by|among|over|into|between)\s+(?:the )?lead tiers?\b/;

/** Schools across a state, not the one talked about: "which schools in that state have the biggest gaps". */
/** The discount matrix asked as a calculation ("frl discount calc pls"): its share is asked when not given. */
const DISCOUNT_CALCULATOR = /\bdiscount (?:calc(?:ulator|ulation)?s?|matrix)\b|\bcalculat\w* (?:the |my |our |a )?(?:e-?rate )?discount\b/;
const ACROSS_STATE = /\bwhich schools\b|\bschools (?:in|across) (?:that|the|this|their|its) state\b|\bacross the state\b|\bstatewide\b|\b(?:in|across) the (?:whole|entire) state\b/;

/**
 * Where a figure asked will go, said beside the question ("for the budget narrative", "going in the
 * background section", "it's for a foundation board memo", "the funder wants a one-line summary",
 * "Rural set-aside application."): the document it serves, not one asked for. Read only when nothing
 * is asked to be drafted.
 */
const PURPOSE = [
  // ("For Title III and IDEA planning: what share of students ...": what the figures are for, said first.)
  /^\W*for (?:our |my |the )?(?:[\w-]+ ){1,6}(?:planning|purposes|monitoring|reporting|budgeting|review)\s*[:,]\s*/g,
  /(?:^|\s[—–-]+\s|,\s*|\s)(?:(?:it's|it is|this is|that's) for|for|in|into|going (?:in|into)|goes (?:in|into)|need(?:ed)? (?:it |this |them )?for|to (?:attach|put|include|use) (?:it |this |them )?(?:to|in|for)) (?:the |our |my |a |an |their )?(?:[\w-]+ ){0,4}(?:narrative|application|app|proposal|justification|memo|section|packet|deck|brief(?:ing)?|rfp|submission|plan|file|folder|binder|workpapers?|(?:form )?47\d)\b(?:\s+(?!(?:on|about|of|regarding|for)\b)[\w'-]+){0,4}(?=\s*(?:[.?!,:;—–-]|$))/g,
  /(?:^|(?<=[.!?]\s+))(?:the |our |my )?(?:funder|grant|rfp|evaluator|reviewer|foundation|program officer|application|form|template)s? (?:wants|needs|requires|asks? for|asked for|is asking for)\b[^.?!]*[.?!]?/g,
  // ("Our Title III subgrant form asks for the English learner percentage at X": what the form asks is the request.)
  /(?:the |our |my )?(?:[\w-]+ ){0,3}(?:form|template|application|rfp|report) (?:asks|asked) (?:me |us )?(?:for|about)\b/g,
  // ("I'm writing a Title I plan for Adams Primary School -- can you pull the FRL rate?": what the user is doing, not a request.)
  /\b(?:i'm|i am|im|we're|we are) (?:writing|drafting|preparing|putting together|working on) (?:a |an |the |our |my )?(?:[\w-]+ ){0,4}(?:narrative|application|app|proposal|plan|grant|memo|report)\b(?: for)?/g,
  /(?<=[.!?]\s+)(?:going (?:in|into) )?(?:the |our |a )?(?:[\w-]+ ){0,3}(?:application|app|proposal|narrative|memo|section)\.?\s*$/g,
  // ("who are the district contacts at X, for comparison with ours?": why it is asked, no comparison asked of the data.)
  /,?\s*for (?:comparison|comparing|reference|context|benchmarking)(?: (?:with|to|against) (?:ours|our own|us|mine))?(?=\s*(?:[.?!]|$))/g,
  // ("whats our frl percentage? need it for the title I meeting": where the figure is going, no program asked.)
  /\bneed(?:ed)? (?:it|this|them|these|those|that) for (?:the |our |my |a |an |tomorrow's |tonight's )?(?:[\w-]+ ){0,3}(?:meeting|call|presentation|conversation|visit|review|walkthrough)\b/g,
  // ("Pull its board report as JSON so I can check those figures against the narrative.": what the user will do with it.)
  /\bso (?:that )?(?:i|we) can (?:check|compare|verify|cross-check|reconcile|match|paste|drop|use|put|attach|include)\b[^.?!]*/g,
  // ("who's the superintendent at the first district again? the one with the C2 budget": which one is meant, not a budget asked.)
  /\bthe one (?:with|that has|that had) the (?!highest|lowest|most|least|biggest|smallest|largest)[^.?!,]*/g,
  // ("I need the C1 percentage for the spreadsheet.": where the figure will go, not a spreadsheet asked for.)
  /\bfor (?:the|our|my) (?:[\w-]+ ){0,2}(?:spreadsheet|sheet|workbook|tracker)(?=\s*(?:[.?!]|$))/g,
  // ("For our Title I monitoring file I need the FRL percentage ...": where the figures will go, said first.)
  /^\W*for (?:the |our |my |a |an |their )?(?:[\w-]+ ){0,4}(?:file|folder|binder|workpapers?|records|audit|narrative|application|proposal|memo|packet)\b(?=,?\s+(?:i|we)\b)/g,
  // ("We're choosing between X and Y for a three-year literacy grant. For each I need the FRL rate": the grant is why.)
  /\b(?:choosing|deciding|picking) between\b[^.?!]*?\bfor an? (?:[\w-]+ ){0,3}grant\b/g,
  // ("what % of students at X have disabilities? thinking about an inclusion grant": the grant is why.)
  /\bthinking (?:about|of) (?:an? |the |our )?(?:[\w-]+ ){0,3}(?:grant|application|proposal|purchase|program)\b/g,
  // ("Setting aside any particular school: could Title I ... be used for X?": no school meant.)
  /\b(?:setting aside|leaving aside|ignoring|not for|for no|without) (?:any |a )?(?:particular|specific|one|single) (?:school|district)\b[:,]?/g,
  // ("For the finance interviews in our qualitative strand, who is the CFO?": the study the answer serves, said first.)
  /^\W*for (?:the |our |my |a |an |this )?[^,?.]{0,60}?\b(?:interviews?|study|studies|analysis|research|paper|dissertation|thesis|strand|project|article|review|chapter)\b[^,?.]{0,40},\s*(?=(?:who|what|which|how|where|is|are|does|do|can|could)\b)/g,
  // ("Board minutes are an underused data source in school-finance research. For X, how many ...?": what the researcher tells, before asking.)
  /(?:^|(?<=[.!?]\s+))[^.?!]*\b(?:research|researchers|literature|dissertation|thesis|analysts?)\b[^.?!]*\.(?=\s+\S)/g,
];
const DRAFTING = /(?<!\b(?:i'm|i am|im|we're|we are) )\b(?:draft|write|prepare|put together|generate|build|create|make|compose)\b|\bturn (?:that|it|this|them) into\b|\b(?:use|put|fold|work) (?:that|it|this|them|those) (?:in|into)\b|\bput (?:that|it|this|one) together\b|\basked (?:me )?for an?\b|\b(?:need|want)s? an? (?:[\w-]+ ){0,3}(?:narrative|proposal|application)\b/;
/** A heading that names the task, not the request: "Title I comparability check: FRL % at X and Y?", "Foundation landscape scan: ...", "filing for two members this window: ...". */
const TASK_HEADING = /^[^:?]{3,40}\b(?:check|review|screening|scan|prep|context|background|window|cycle)\s*:\s*(?=\S)/;
/** Why it is asked, said after the request: "Can I get a CSV of ...? It's for a state grant targeting list." */
// ("Has the board voted on technology purchases? Cross-checking against E-Rate procurement.": what the answer is checked against.)
const WHY_ASKED = new RegExp(String.raw`(?<=[.!?]\s+)(?:it's|it is|this is|that's|thats) (?:for|because|so)\b[^.?!]*[.?!]?|(?<=\?\s+)(?:it|that|this|the answer) (?:changes|decides|shapes|affects) (?:how|whether|what)\b[^.?!]*[.?!]?|(?<=[.?]\s+)(?:i'm|i am|we're|we are) comparing (?:our|my|the|their) (?:district|school|state|numbers|figures|data) (?:to|with|against)\b[^.?!]*[.!]?|(?<=\?\s+)(?:(?:i'm|i am|we're|we are) )?(?:cross-checking|checking|verifying|reconciling|confirming|auditing|tying) (?:it |this |that |them )?(?:out )?(?:against|with|to)\b[^.?!]*[.?!]?` +
  // ("number of AP courses at X? trying to justify more college-level databases", "English learner math gap at X? we're buying a bunch of
  // bilingual stuff": what the user is doing, told after the question.)
  String.raw`|(?<=\?\s+)(?:(?:i'?m|we'?re|i am|we are) )?(?:trying to|building|buying|planning to|hoping to|looking to|working on)\b[^?]*$` +
  // ("is X a title 1 school? someone at the last meeting said we're not", "...? I want to go visit one with our principal": who said what, and what the user will do.)
  // ("and at X? same district, want to compare", "...? our board keeps adding assistant superintendents": why the user asks, after the question.)
  String.raw`|(?<=\?\s+)[^?]*\b(?:want|wanted|wanna|need|trying) to compare\b[^?]*$|(?<=\?\s+)(?:our|the|my) [\w -]{1,30}? keeps? [^?]*$` +
  // ("...? need them on the C2 planning call", "...? want to know if the C2 match got approved": what the answer is for.)
  String.raw`|(?<=\?\s+)(?:i |we )?need (?:them|him|her|it|this|that) (?:on|for|at|in|before) [^?]*$|(?<=\?\s+)(?:i |we )?(?:want|need|wanna) to know (?:if|whether)\b[^?]*$` +
  // ("...? board's asking before we sign a 4-yr SaaS deal", "...? the quote needs their sign-off", "...? planning spend-down before Sept 30": who asks, and why.)
  String.raw`|(?<=\?\s+)(?:the |our )?board(?:'s| is) asking\b[^?]*$|(?<=\?\s+)(?:the |our )?(?:quote|po|order|invoice|contract) needs\b[^?]*$|(?<=\?\s+)planning (?:a |the |our )?spend[- ]?down\b[^?]*$` +
  // ("...? need to address the cover letter", "...? hearing rumors of a new principal", "...? tier 1 is drowning", "...? I'm asking for a school psych position".)
  String.raw`|(?<=\?\s+)need to [^?]*$|(?<=\?\s+)(?:the|our|my|this|that) (?:report|letter|memo|narrative|application|grant|proposal) (?:goes out|is going out|will go out|gets sent|is sent|goes) \b[^?]*$|(?<=\?\s+)(?:i'?m |we'?re )?hearing rumou?rs\b[^?]*$|(?<=\?\s+)(?:tier [123]|our (?:staff|team|kids)) (?:is|are) (?:drowning|struggling|swamped|overwhelmed)\b[^?]*$|(?<=\?\s+)i'?m asking (?:for|because)\b[^?]*$` +
  // ("...? member is writing a Title III plan", "...? checking urban/rural for e-rate", "...? I want to double-check what the narrative cites":
  // what someone is doing with the answer.)
  String.raw`|(?<=\?\s+)(?:(?:a|the|our|my) )?(?:members?|clients?|customers?|colleagues?|principals?|teachers?|districts?|schools?) (?:is|are) (?:writing|drafting|preparing|working on|putting together|checking|filing)\b[^?]*$|(?<=\?\s+)(?:just )?(?:checking|verifying|confirming|double-checking)\b[^?]*$|(?<=\?\s+)(?:i |we )?(?:want|need|wanna) to (?:double-?check|check|verify|confirm|cross-check)\b[^?]*$|(?<=\?\s+)(?:it |this |that )?affects\b[^?]*$|(?<=\?\s+)i (?:want|need) (?:some |a )?(?:sign|sense|idea|feel)\b[^?]*$` +
  String.raw`|(?<=\?\s+)(?:someone|somebody|a parent|a teacher|people|they)\b[^?]*\b(?:said|says|told|claim\w*)\b[^?]*$|(?<=\?\s+)i want to (?:go )?(?:visit|tour|see|call|meet)\b[^?]*$|\s[—–-]+\s+i (?:want|need|'d like) to (?:see|know|figure out|understand) (?:which|what|how|where|who|if|whether)\b[^?]*$` +
  // ("What's driving it? ... before I call the principal": whom the user will call next is no contact asked; said first, "Before I call
  // X: what's ...", it leads into the question and stays. "who's the CTO at X? want to compare notes on their 471": the form the answer
  // is for; "AP course count at X vs state avg — counselor wants 1:1 laptops for AP kids": what someone wants, said after a dash.)
  String.raw`|(?<!^\W*)\bbefore (?:i|we) (?:call|email|e-mail|meet(?: with)?|talk to|interview|contact|reach out to)\b[^.?!:—–]*|(?<=\?\s+)[^?]*\b(?:our|their|the) (?:form )?47[01]\b[^?]*$|\s[—–-]+\s+(?:the |our |my )?(?:counselor|principal|superintendent|supt|teacher|board|boss|cfo|cto|coach)s? (?:wants?|needs?|asked for)\b[^?]*$`, 'g');
/** Whether a sentence of the text only says why it is asked ("... ? I want some sign they run a real program"). */
export const saysWhy = (text: string, sentence: string) => [...text.toLowerCase().matchAll(WHY_ASKED)].some((why) => why[0].includes(sentence.toLowerCase().trim()));

const withoutPurpose = (text: string) => {
  const headless = (/\b(?:compliance|allowab\w*|icp|search|export|qualify)\b/.test(text.split(':')[0]!) ? text : text.replace(TASK_HEADING, '')).replace(WHY_ASKED, ' ');
  return DRAFTING.test(headless) ? headless : PURPOSE.reduce((rest, pattern) => rest.replace(pattern, ' '), headless);
};

/** The asker's own job title, when it names a grant: "grants coordinator", "grant writer". */
const ASKER_ROLE = /\bgrants? (?:coordinator|writer|manager|director|office|officer|person|lead|specialist|team)\b|\b(?:i'm|i am|im|we're|we are) on the (?:[\w-]+ ){0,3}(?:committee|council|board)\b|(?<=\b(?:i'm|i am|im|we're) (?:the|a|an|our) |(?:^|[.!?,]\s+|\bi\s+)as (?:(?:the|a|an|our) )?)(?:[\w-]+ ){0,2}(?:director|officer|manager|cfo|cto|superintendent|coordinator|administrator|consultant|analyst|reporter|journalist|researcher|coach|advisor|board member|trustee|parent|ap|assistant principal|counselor|librarian)\b/g;

/** A lead-in naming the document the answer is for: "For context in our Title II-A application:", "for my grant narrative,". */
// ("Working on a Title I narrative and need to confirm a couple of numbers for X": the narrative is why, the numbers what.)
/** "..., need both for a grant I'm writing": what the figures are for, said after the question. */
const PURPOSE_TAIL = /,?\s*(?:(?:i|we) )?(?:need (?:both|them|it|these|this|those|that) )?for (?:a|an|the|our|my) (?:grant|application|proposal|narrative|report|presentation)(?: application)? (?:i'm|im|i am|we're|we are|i’m) (?:writing|working on|putting together|drafting|doing)\b.*$/;
/** "Title III and IDEA desk review", "for the comparability review", "an on-site Title I review": the review the figures are for, no program asked. */
const REVIEW_CONTEXT = /\b(?:(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate|esea)(?:,? (?:and|&|\/) (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate))* (?:desk |on-?site |monitoring |compliance |program |fiscal )?(?:reviews?|monitoring|visits?|audits?)|(?:for|in|during) (?:the|our|a|an|my|this) (?:[\w-]+ ){0,2}(?:reviews?|audits?|monitoring(?: visit)?))\b/g;
// (A hyphen inside a word ends no lead: "... for the school. We plan to hire a part-time counselor".)
const CONTEXT_LEAD = /^[^:?]{0,60}?\b(?:for|in) (?:context (?:in|for) )?(?:our|my|the|a|an|this) [^:?]{0,40}?\b(?:application|app|proposal|narrative|grant|memo|deck|brief|plan|conversation|meeting|call|pitch|discussion|presentation|story|piece|article)\b(?:[^:?.]{0,20}(?:[:,]|\s[-–—])\s*|\s+(?=(?:i|we)(?:'d| would)? (?:need|want|like|am looking)\b))|^\W*(?:(?:morning|hi|hey|hello)\W+)?(?:(?:i'm|i am|im|we're|we are) )?(?:working on|writing|drafting|prepping|preparing|putting together|pulling together|finishing|starting|beginning) (?:a|an|our|my|the) [^:?]{0,40}?\b(?:application|proposal|narrative|grant|memo|deck|brief|plan)\b,? (?:and |so )?(?=(?:i |we )?(?:just )?(?:need|want)\b(?! you\b))|^\W*(?:(?:i'm|i am|im|we're|we are) )?(?:working on|putting together|pulling together|drafting|prepping|preparing) (?:a|an|our|my|the) [^:?.]{0,40}?\b(?:application|proposal|narrative|grant)\b[^.?!]{0,60}\.\s+(?=(?:let's )?(?:start|begin|lead) (?:with|off)\b)/;

/** Two states set side by side: their profiles, whatever figures are asked of them. */
const STATES_COMPARED = /\bcompar\w*|\bversus\b|\bvs\.?(?=\s|:)|\bside by side\b|\bstack up\b/;

/** The service's plans: "the Professional plan", "which tier", "pricing". */
// ("how many requests a day does Starter get?", "what would Business cost me monthly?": a plan named by itself.)
const PLANS = /\b(?:does|do|would|will) (?:the )?(?:explorer|starter|professional|business|enterprise) (?:plan |tier )?(?:get|cost|include|allow|give)\b|\bbetween (?:explorer|starter|professional|business|enterprise) and (?:explorer|starter|professional|business|enterprise)\b|\b(?:mov(?:e|ing)|upgrad(?:e|ing)|switch(?:ing)?|go(?:ing)?|step(?:ping)?|jump(?:ing)?) up to (?:the )?(?:explorer|starter|professional|business|enterprise|pro)\b|\b(?:your|the) plans? cost\b|\b(?:explorer|starter|professional|business|enterprise|free|paid|pro)\s+(?:plan|tier)s?\b|\bwhich (?:plan|tier) (?:unlocks|includes|gives|has|offers|comes with)\b|\bwhich (?:plan|tier) do (?:i|we) need\b|\b(?:move|upgrade|switch|go|step|jump)(?: up)? (?:from (?:the )?\w+ )?(?:up )?to (?:the )?(?:explorer|starter|professional|business|enterprise|pro)\b|\b(?:(?<!\b(?:a|an|our|my|their|this|that|action|improvement|spending|budget|purchasing|technology|tech|strategic|refresh|project|c2|e-?rate|grant|program|iv-a|ii-a|spend|multi-year|transportation|care|safety|state|district|service|services|education|lesson|instructional|staffing|work|payment|transition|family|health|literacy|recovery|emergency|response|school|intervention) )plans?|(?<!\b(?:lead|health|opportunity|hot|warm|poverty) )tiers?|pricing|subscriptions?)\b(?=.*\b(?:cost|price|how much|requests?|per (?:day|month)|include)\b)/;

/** A count or share asked ("what share of schools are HOT leads"): the market summary counts the tiers. */
/** "the allowable uses for each of the seven federal programs": the programs' own rules, no cost to weigh. */
// ("list the federal K-12 grant programs you track and how districts apply for them": the programs themselves.)
const PROGRAMS_RULES = /\b(?:federal |k-12 )*(?:grant|funding) programs (?:you|do you|that you) (?:track|cover|have|know(?: about)?|support)\b|\ballowable uses (?:for|of|under) (?:each|all|every|the)\b.{0,40}\bprograms\b|\bwalk me through (?:the |your )?(?:federal |k-12 |grant )*programs\b|\b(?:the |your )?(?:federal |k-12 )*grant programs and what (?:each|they) (?:one )?(?:allows?|covers?|pays? for)\b/;
const COUNTED = /\bhow many\b|\bshare\b|\bcounts?\b|\bpercent|%|\bproportion\b/;

/** What a plan question asks: its price, its allowance. */
const PLAN_TERMS = /\bhow much\b|\bpricing\b|\bdifferences?\b|\bunlocks?\b|\bhow many\b|\bwhat do (?:i|we) get\b|\bprice|\bcost|\bper (?:day|month)\b|\ba (?:day|month)\b|\brequests?\b|\blimits?\b|\bquota\b|\binclude/;

/** What a district's search record holds: its LEA id, its schools and students (not the students a C2 budget counts); "find X for me" asks for it too. */
const DISTRICT_RECORD = /\blea ?ids?\b|#\s*(?:of\s+)?schools\b|\b(?:can|could) you (?:find|locate)\b|\bdistrict id\b|\bnces (?:district )?id\b|\bhow many schools\b|\bnumber of schools\b|(?<!\bdual[- ])\b(?:total )?enrollment\b|\bhow many (?:students|kids)\b|\blook (?:it |that |the district )?up\b|^\W*(?:find|search for|pull up) (?!.*\b(?:spend|budget|money|revenue|contacts?|superintendent)\b)/;

/** "find middle schools in CA with 500+ kids and FRL over 50%": schools of a level sought by size and need, the ideal-customer search's filters. */
// ("build me a lead list: TX middle schools, FRL 60%+, at least 500 kids": the same, with no product to sell named.)
// ("TX elementary schools, 300-700 students, FRL 70%+ — list them": the filters first, then the ask.)
// ("Find me schools with at least 75% free/reduced lunch and 500 or more students.", "Middle schools in Texas with more than 60% FRL?",
// "Looking for middle schools in Texas where more than 60% of kids are low-income.": the same, said bare.)
const SCHOOLS_BY_PROFILE = /\bfind (?:me )?(?:some |all |the )?(?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? with (?:between )?\d[\d,]* (?:and|to|-) \d[\d,]* (?:students|kids)\b|\bfind (?:me )?(?:some |all |the )?(?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? where (?:(?:at least|more than|over|above) \d{1,3} ?%|\d{1,3} ?%\+)|^\W*(?:i'm |we're |i am |we are )?looking for (?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? with \d[\d,]* (?:to|-) \d[\d,]* (?:students|kids)\b|(?:^|[.!?]\s+)(?:please )?(?:find|show|get|give|pull)(?: me)? (?:all |the |some )?schools with (?:at least|over|more than|above) \d{1,3} ?%.{0,60}\b\d[\d,]* (?:or more )?(?:students|kids)\b|^\W*(?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? with (?:more than|over|at least|above|under|below|fewer than|less than) \d|^\W*(?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? with \d[\d,]*\+ (?:students|kids)\b|^\W*(?:i'm |we're |i am |we are )?looking for (?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? where (?:more than|over|at least|above) \d{1,3} ?%|^\W*(?:please )?(?:find|show|get|give|pull)(?: me)? (?:all |the |some )?(?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? with\b.{0,60}(?:\d\+|\d+ ?%|\bover \d|\bat least \d|\bmore than \d|\babove \d)|^\W*(?:please )?(?:find|show|get|give|pull)(?: me)? (?:all |the |some )?(?:elementary|middle|high) schools (?:under|below|over|above|with (?:fewer|less|more) than|with at least) \d[\d,]* (?:students|kids|enrolled)\b (?:in|across) [a-z]+(?: [a-z]+)?\b|^\W*(?:i'm |we're |i am |we are )?looking for (?:big|large|small|mid-?sized?) (?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)?\b.{0,60}(?:\d[\d,]*\+|\bat least (?:\d|half)|\bover \d|\bmore than \d)|^\W*(?:i'm |we're |i am |we are )?looking for (?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)? with (?:somewhere |anywhere )?between \d[\d,]* and \d[\d,]* (?:students|kids)\b|^\W*[a-z]{2,}(?: [a-z]+)? (?:elementary|middle|high) schools,\s.{0,60}(?:\d\+|\d+ ?%|\d+\s*[-–]\s*\d+ (?:students|kids))[^?]{0,40}\b(?:list|show|find|give|pull)\b|^\W*(?:please )?(?:build|make|give|pull|get|put together)(?: me)? (?:a |an )?(?:lead|prospect|target|call) list\W+(?:[a-z]{2} )?(?:elementary|middle|high) schools\b.{0,60}(?:\d\+|\d+ ?%|\bover \d|\bat least \d|\bmore than \d|\babove \d)/;

/** Some of a district's schools, by a kind or a filter: a count or total over them is a statistic, not the district's record. */
const SCHOOLS_FILTERED = /\btitle (?:i|1)\b|\belementary\b|\bmiddle\b|\bhigh schools\b|\brural\b|\burban\b|\bsuburban\b|\bcharter\b|\bfrl\b|\bbright[- ]spots?\b|\b(?:hot|warm) leads?\b|\bover\b|\bunder\b|\bmore than\b|\b(?:less|fewer) than\b|\babove\b|\bbelow\b/;

/** Districts sought by their name: "districts named Woodland", "search for a district called X", "any districts with Springfield in the name". */
const DISTRICT_SEARCH = /\bdistricts? (?:named|called|matching)\b|\b(?:search|find|look ?up|lookup)\b.*\bdistricts?\b.*\b(?:named|called|matching|by name|in (?:the|its|their) names?)\b|\bdistricts? (?:with|containing|that have) .+ in (?:the|its|their) names?\b/;

/** A school's own record asked in its words ("What FRL and math numbers does the school have?": its figures). */
// ("and what's their free lunch rate", "what grades do they have there?": figures of the school's own record.)
const PROFILE = /\bfree[- ]lunch (?:rate|share|percent(?:age)?)\b|\bhow (?:big|large) is (?:the|its|their) (?:student body|school|enrollment)\b|\bwhat grades? (?:do|does) (?:they|it|the school|that school) (?:have|serve|cover|offer|go (?:up )?to)\b|\benglish (?:language )?learners?\b|\b(?:doing|performing) academically\b|\bdisabilit(?:y|ies)\b|\bswd\b|\boverview\b|\btell me about\b|(?<!\b(?:equity|health|funding|spending|opportunity|risk) )\bprofile\b|\blook (?:it )?up\b|\benrol(?:l)?ment\b|\bwhat do you (?:have|know)\b|\bshow me\b|\bdetails?\b|\binfo(?:rmation)?\b|\bstudents\b|\bkids\b|\bproficiency\b|\bbright spot\b|\bfrl and (?:math|reading)\b|\b(?:math|reading) (?:and frl|numbers)\b/;

/** Schools filtered by size or FRL band: "at least 500 students", "1,000+ students", "75% or more on free/reduced lunch", "FRL between 40 and 60". */
const SIZE_OR_FRL_BAND = /\b(?:at least|or more|over|more than) [\d,]{3,} (?:students|kids)\b|\b[\d,]{3,} or more (?:students|kids)\b|\benroll (?:at least|over|more than) [\d,]{3,}\b|\bfrl (?:between|from) \d{1,3}(?:%| percent)? (?:and|to) \d{1,3}\b/;
/** The same, in more of a seller's shorthand: "1,000+ students", "between 40 and 60 percent FRL", "75% or more on free/reduced lunch", "at least 60% FRL". */
const TARGET_BAND = /\b[\d,]{3,}\+ (?:students|kids)\b|\bbetween \d{1,3} and \d{1,3} percent frl\b|\b\d{1,3}(?:%| percent) or more (?:on |are |qualify for )?(?:frl|free)\b|\b(?:at least|over|above|more than) \d{1,3}(?:%| percent) (?:frl|free|low-income)\b/;

/**
 * `schoolKnown`: an earlier answer was about a school ("its health" means that one); `districtKnown`:
 * the last answer was about a district, so "its superintendent" means the district's.
 */
export function readIntents(text: string, entities: Entities, schoolInMessage: boolean, schoolKnown: boolean, districtKnown = false): IntentReading {
  // Rules read one spelling: slang and near-miss typos are rewritten first ("helth", "$$").
  // "grants coordinator here", "as the grant writer": who is asking, not a grant asked for.
  // ("Journalist here: list the five largest ...", "Finance director at X. What's our admin share?": who asks is said first, then the request.)
  // ("Our superintendent keeps saying we're lean on admin", "The superintendent's office suggested X": who said it, not whom to contact.)
  // ("CTO of Phoenix City Schools? name and email", "superintendent of X - phone pls": the person asked, not who asks.)
  const t = withoutPurpose(correctTypos(normaliseSynonyms(text)).toLowerCase()).replace(ASKER_ROLE, 'i').replace(/\b(?:(?:our|my|the|a) )?(?:new )?(?:superintendent|principal|cfo|cto|boss|board chair|board member|board|trustee|parent|reporter|union rep|business manager|coordinator)(?=(?:'s office)?(?: (?:at|of) [^.?]{1,60}?)? (?:keeps|says|said|wants|asked|thinks|told|is asking|has been|suggested|recommended|pointed|sent|referred)\b)/g, 'someone').replace(/^\W*(?:(?:hi|hey|hello|morning|good morning)\W+)?(?:[\w-]+ ){1,4}here\s*[:,.-]\s*(?=[a-z])/, '').replace(/\b(?:principal|superintendent|cfo|cto|teacher|counselor|parent) (?:asking|speaking)\b\.?/g, '')
.replace(/^\W*(?!(?:need|needs|who|whos|who's|get|find|want|give|show|what|whats|what's|email|call|contact|i need)\b)(?:(?!(?:per|students?|kids|pupils)\b)[\w-]+ ){0,2}(?:principal|teacher|director|coordinator|manager|consultant|cfo|cto|superintendent|officer|counselor|librarian|coach|ap|assistant principal|nurse) (?:at|of|for) (?=[^.?!]*(?:[.!:]\s|\s-\s(?=(?:what|whats|what's|how|which|who|can|could|is|are|do|does|i|we|our|my)\b)))/, '')
    // ("The music teacher keeps saying 'Title IV-A will pay for it.' Can you show me every program X is eligible for?": words quoted as said, not asked.)
    .replace(/\b(?:keeps? saying|says|said|told (?:me|us)|claims?)\s*[:,]?\s*["“][^"”]{3,200}["”]/g, 'said something');
  // ("AP course count at X vs state avg — counselor wants 1:1 laptops for AP kids": a thing named only in why the question is asked is not asked.)
  if (entities.item !== undefined && [...text.toLowerCase().matchAll(WHY_ASKED)].some((why) => why[0].includes(entities.item!.toLowerCase()))) entities = { ...entities, item: undefined };
  // ("For our Title I monitoring file I need the FRL ...": a program named only where the answer will go is no program asked.)
  if (entities.programs.length > 0 && PROGRAM_PATTERNS.every(({ pattern }) => !pattern.test(t))) entities = { ...entities, programs: [] };
  const tools: string[] = [];
  // ("Can you pull the district report for X as text? I need its FRL share and how many Title I schoolwide schools": the report named, its figures in it.)
  // ("Can you put together a board-ready report on X? Schools, spending mix, E-Rate discount.": the same, its contents listed.)
  if (/\bdistrict report\b|\bboard[- ]ready (?:report|summary|write-?up)\b/.test(t) && (entities.districtNames.length > 0 || entities.leaids.length > 0) && !schoolInMessage) return { tools: ['district_report'], aggregate: false };
  // ("schools w/ FRL above 70 that are 21st CCLC eligible?", "schools eligible for Title I OR Title IV-A in TX, FRL 50-90": schools listed by
  // eligibility and a filter, which the fit search takes; "small schools only - under 300 students - in Texas. our product is built for
  // tiny teams": schools listed for a product. A count or a market asks figures, not the list.)
  // (\"free safety audits\" offer a service for nothing: no free-lunch filter.)
  const filterSaid = /\bfrl\b|\bfree\b(?! (?:safety|security|audits?|trials?|demos?|pilots?|consult\w*|services?|training|assessments?|webinars?|of charge)\b)|\bpoverty\b|\b\d[\d,]*\+? (?:students|kids|enrol?lment)\b|\b(?:under|over|above|below) \d[\d,]* (?:students|kids)\b/.test(t);
  const countAsked = /\bhow many\b|\bnumber of\b|\bcount\b|\bmarket\b|\baverage\b|\bavg\b|\btotal\b|\bexport\b|\bcsv\b|\bleads?\b|\bstate profile\b/.test(t);
  // ("What high schools in AZ qualify for Title III funding? Top 10 is fine.": a state's schools listed by a program's eligibility, the fit search's.)
  if (!schoolInMessage && !schoolKnown && entities.item === undefined && entities.programs.length > 0 && entities.states.length === 1 && /^\W*what (?:elementary|middle|high) schools in [a-z .]+ (?:qualify|are eligible) for\b/.test(t) && !countAsked) return { tools: ['icp_search'], aggregate: false };
  // ("can ANY federal K-12 program (Title I-IV, IDEA, 21st CCLC, Perkins, E-Rate) pay for construction of a new school?", "Is a roof replacement
  // fundable by any of the federal K-12 programs?": every program's verdict on the thing.)
  // (A program list's verdicts, not a purchase's matches: "any federal program pay for these?" with nothing listed stays a purchase qualified.)
  if (!schoolInMessage && !schoolKnown && entities.item !== undefined && (/\bany of the (?:federal )?(?:k-12 )?programs\b/.test(t) || entities.programs.length + (entities.erate ? 1 : 0) >= 3) && /\bpay for\b|\bfundable\b|\bcover\b|\ballow/.test(t)) return { tools: ['compliance_check'], aggregate: false };
  // ("Security cameras on the new building's network - can that go on the E-Rate application?": the thing checked under E-Rate.)
  // ("Check whether this item qualifies for E-Rate before we post the 470." with nothing described: the check, which asks what the item is.)
  if (!schoolInMessage && entities.item === undefined && entities.erate && /\b(?:whether|if) this (?:item|purchase|product|thing) (?:qualifies|is eligible)\b/.test(t)) return { tools: ['compliance_check'], aggregate: false };
  // ("is internet access service for a school district an E-Rate eligible Category One service?": the same.)
  if (!schoolInMessage && entities.item !== undefined && entities.erate && /\bgo on (?:the|our|their|an?) (?:e-?rate|471)\b|\ban? e-?rate[- ]eligible\b/.test(t)) return { tools: ['compliance_check'], aggregate: false };
  // ("... eligible for both 21st CCLC and Title IV-A, with the principal names so we can reach out", "eligible for E-Rate? Give me the principal for each",
  // "elementary schools that could pay with Title I - Include principals.":
  // the programs' leads, which name each principal.)
  if (!schoolInMessage && !schoolKnown && entities.item === undefined && (entities.programs.length > 0 || entities.erate) && /\beligib\w*|\bqualif\w*|\b(?:strongest|best) (?:[\w-]+ ){0,3}fits?\b|\bcould (?:pay|buy) (?:with|using|from|out of)\b/.test(t) && /\bwith (?:the |their )?principal(?:s|'s)?(?: names?| contacts?)?\b|\bwho (?:are|is) (?:their|the) principals?\b|\bthe principals? (?:for|of|at) each\b|\binclude (?:the |their )?principals?\b|\bprincipal names\b/.test(t) && !countAsked) return { tools: ['leads_from_purchase'], aggregate: false };
  if (!schoolInMessage && !schoolKnown && entities.item === undefined && /\bschools\b/.test(t) && filterSaid && !countAsked &&
    ((entities.programs.length > 0 && /\beligib\w*|\bqualif\w*/.test(t)) || /\bour (?:product|tool|app|platform|solution|program)\b/.test(t))) return { tools: ['icp_search'], aggregate: false };
  // ("middle schools in California with an opportunity score of at least 60, sorted by the budget dimension": the opportunities ranked, not a fit search.)
  if (!schoolInMessage && /\bopportunity scores?\b/.test(t) && /\b(?:sort|rank|order)\w* by (?:the |their )?(?:need|budget|timing|access)\b/.test(t)) return { tools: ['opportunities'], aggregate: false };
  // ("where in Texas are we most likely to land a contract? rank schools by overall opportunity": the state's schools by their opportunity score.)
  // ("Sizing the US K-12 TAM: total schools, students and district spending", "quick national K-12 numbers: schools, students, avg FRL %",
  // "National E-Rate: how much was committed in the most recent funding year?": the nation's market.)
  if (!schoolInMessage && entities.states.length === 0 && entities.districtNames.length + entities.leaids.length === 0 && /\b(?:us|u\.s\.|national|nationwide) k-12 (?:tam|market|numbers|figures|totals)\b|^\W*national e-?rate\b/.test(t)) return { tools: ['market_summary'], aggregate: false };
  // ("Top 3 opportunity-scored schools in Texas?", "Top 10 opportunity-scored schools in the whole country.": the same.)
  if (!schoolInMessage && /\b(?:rank|sort|order)\w* (?:the )?schools by (?:their |the )?(?:overall )?opportunity\b|\bopportunity[- ]scored schools\b/.test(t)) return { tools: ['opportunities'], aggregate: false };
  // ("WARM high schools in California ranked by opportunity, top 15": one tier's schools, ranked as sales opportunities.)
  if (!schoolInMessage && /\b(?:hot|warm|nurture|monitor)(?:[- ]tier)? (?:(?:elementary|middle|high) )?schools\b/.test(t) && /\b(?:ranked|sorted|ordered) by (?:the )?(?:opportunity|score)\b|\btop \d+\b/.test(t)) return { tools: ['opportunities'], aggregate: false };
  // ("Who in California looks ready to buy soonest? rank by the timing signals": schools ranked as sales opportunities, by timing.)
  if (!schoolInMessage && /\b(?:sort|rank|order)\w* (?:them |it )?by (?:the |their )?(?:need|budget|timing|access)(?: (?:signals?|scores?|dimension))?\b/.test(t) && /\bready to buy\b|\bwho\b|\bschools\b|\bleads?\b|\bprospects?\b/.test(t)) return { tools: ['opportunities'], aggregate: false };
  // ("Are students with disabilities at X suspended more than the state average? Give me both numbers.": the equity record, which carries
  // each group's state figure. Scores against the state's stay with the needs analysis, which reports them.)
  if ((schoolInMessage || schoolKnown) && /\b(?:compare[sd]?|stacks? up|measures? up|more than|less than|higher than|lower than|above|below|vs\.?|versus|against|relative to)\b[^?]{0,30}\bthe state(?:'s)? (?:average|avg|mean)\b/.test(t) && !/\bneeds?\b|\bgaps?\b|\bfund|\bpeers?\b|\bsimilar\b|\bhealth\b|\bbright spot|\bschools\b/.test(t) &&
    /\bsuspen|\bcounselors?\b|\bap (?:courses?|classes)\b|\bclass size/.test(t)) return { tools: ['school_equity'], aggregate: false };
  // ("Is the AP selection at X decent compared with other high schools in the state?": its AP count, which the equity record sets beside the state's.)
  if ((schoolInMessage || schoolKnown) && entities.states.length === 0 && /\bap (?:selection|offerings?|options|courses?|classes|course count)\b/.test(t) && /\b(?:other|rest of the) (?:[\w-]+ )?schools in (?:the|its|their) state\b|\bthe state(?:'s)? (?:average|avg|mean)\b/.test(t) && !/\bpeers?\b|\bsimilar\b|\bwhich (?:[\w-]+ )?schools\b|\bgaps?\b/.test(t)) return { tools: ['school_equity'], aggregate: false };
  // ("how X compares with the state on math and reading", "how does that math number stack up against the state average?", and after its
  // scores "how do those compare with the state averages?": the needs analysis sets each score beside the state's; peers only when named;
  // "... according to your health scoring": the health score's academic dimension.)
  if ((schoolInMessage || schoolKnown) && (SCORES_AGAINST_STATE.test(t) || (schoolKnown && !schoolInMessage && SCORES_AGAIN_AGAINST_STATE.test(t))) &&
    !/\bsuspen|\bcounselors?\b|\bap (?:courses?|classes)\b|\bclass size|\bequity\b|\bpeers?\b|\bsimilar\b|\blook-?alikes?\b|\bnational\w*|\bdistricts?\b|\bhealth (?:scor\w*|tier|rating)\b/.test(t)) return { tools: ['school_needs'], aggregate: false };
  // ("How many years has the district received E-Rate funding?" after a school: its E-Rate record counts the funded years.)
  // ("Starting diligence on X. We're looking at a $4M construction loan for a building expansion. Give me the profile first.": the profile asked,
  // the loan why.)
  if ((schoolInMessage || schoolKnown) && /\b(?:give me|pull(?: up)?|show me|start with|get me|send me) (?:the|its|their) (?:school(?:'s)? )?profile(?: first)?\s*[.!?]?\s*$/.test(t)) return { tools: ['school_profile'], aggregate: false };
  // ("Is now a good time to pitch them a full field renovation, or are they a long shot as a lead?", "Is it worth bidding on?": how good a
  // prospect the school is now, its opportunity score (with no school known, which one is asked).)
  if ((((schoolInMessage || schoolKnown) && /\b(?:good|right|bad|best) time to (?:pitch|approach|call on|reach out to|sell)\b|\b(?:a|just a) long shot\b/.test(t)) || /^\W*(?:is|would) (?:it|this|that|they) (?:even )?(?:be )?worth (?:bidding|pitching|going after)\b/.test(t)) && !/\b(?:title [\w-]+|idea|perkins|e-?rate|21st cclc)\b[^?]{0,30}\b(?:pay|cover|fund|allow)/.test(t)) return { tools: ['school_opportunity'], aggregate: false };
  if ((schoolInMessage || schoolKnown) && /\be-?rate\b/.test(t) && /\bhow many (?:funding )?years\b|\bhow long (?:has|have)\b|\bsince when\b/.test(t) && /\b(?:received|gotten|got|had|been (?:getting|receiving|funded))\b|\bfunded\b/.test(t)) return { tools: ['school_erate_eligibility'], aggregate: false };
  // ("pupil-teacher ratio at X compared to the state?": the equity record sets its staffing beside the state's.)
  // ("Pupil-teacher ratio at X versus the state, please.": the same.)
  if ((schoolInMessage || schoolKnown) && STAFFING.test(t) && /\b(?:compared? (?:to|with)|vs\.?|versus|against|relative to) (?:the )?state\b/.test(t) && !/\bneeds?\b|\bgaps?\b|\bshort\b/.test(t)) return { tools: ['school_equity'], aggregate: false };
  // ("Did X in Phoenix, AZ get a new principal?", "Any principal or superintendent turnover in AL? <district> is up for monitoring": the
  // leadership-change feed, not the contacts; "I'm the new principal at X" is who asks.)
  // ("Is the new principal we hired in the system yet? Who's listed as principal?" with no school said or talked about: the user's own
  // school's people, so which school is asked.)
  if (!schoolInMessage && !schoolKnown && !districtKnown && entities.states.length === 0 && entities.districtNames.length === 0 && entities.leaids.length === 0 &&
    /\b(?:principal|superintendent) (?:we|i) (?:just )?hired\b|\bwho(?:'s| is) listed as (?:the )?principal\b/.test(t)) return { tools: ['school_contacts'], aggregate: false };
  // ("Has there been any leadership change or new curriculum at the district lately?" after a school: the board's items of both kinds.)
  if ((schoolInMessage || schoolKnown) && entities.states.length === 0 && /\bleadership changes?\b[^?]{0,20}\b(?:or|and) (?:a |any )?(?:new )?curricul/.test(t)) return { tools: ['school_board_intel'], aggregate: false };
  if ((schoolInMessage || entities.districtNames.length > 0 || entities.leaids.length > 0 || entities.states.length > 0) && LEADERSHIP_CHANGES.test(t) && !/\bi(?:'m| am) (?:the |a )?new\b/.test(t) && !/\bcontacts? (?:for|at|list|info|details)\b|\b(?:their|his|her) (?:e-?mails?|phone)\b|\bboard\b|\bminutes\b|\btiming\b|\bsignals?\b/.test(t)) return { tools: ['leadership_changes'], aggregate: false };
  // ("What Title I revenue has the district that runs X received over the last several years?", "IDEA Part B history for the LEA over X - by year":
  // a program's allocations year by year, which the school's funding record carries for its district.)
  // ("PD for teachers on Native history": a subject taught, not a funding history; "the Title I history for the school" with none named: which school is asked.)
  if ((schoolInMessage || schoolKnown || /\b(?:for|at|of) (?:the|this|that) school\b/.test(t)) && entities.programs.length > 0 && entities.item === undefined && /(?<!\b(?:native|american|tribal|indian|indigenous|local|state|world|us|black|cultural|oral|family|women's) )\bhistory\b|\bby year\b|\byear[- ](?:by|over)[- ]year\b|\bover (?:the )?(?:last|past) (?:several|few|\d+|two|three|four|five) (?:fiscal )?years\b/.test(t) && /\brevenue\b|\ballocations?\b|(?<!\b(?:native|american|tribal|indian|indigenous|local|state|world|us|black|cultural|oral|family|women's) )\bhistory\b|\breceived\b|\bawards?\b|\bgot\b/.test(t) && !/\bstate\b|\bnational|\bspend(?:ing)? (?:on|per)\b/.test(t)) return { tools: ['school_funding'], aggregate: false };
  // ("how strong is the timing signal (board decisions, leadership, C2 cycle)?": the opportunity's dimension, whatever signals it lists.)
  if ((schoolInMessage || schoolKnown) && /\b(?:timing|access) (?:signal|dimension|component|sub-?score)s?\b/.test(t)) return { tools: ['school_opportunity'], aggregate: false };
  // ("how does X do in math compared with what you would predict from its poverty rate?", "... with the rate you'd expect given how many
  // kids there qualify for free/reduced lunch?": its expected math, in its record.)
  if ((schoolInMessage || schoolKnown) && /\b(?:what|than|the (?:rate|number|score|figure|level)) (?:you|one|we|i)(?:'d| would| might) (?:predict|expect)\b|\bpredicted (?:from|by|given) (?:its|their|the) (?:poverty|frl|free[- ]lunch)\b|\b(?:frl|poverty)[- ]predicted\b|\bexpected (?:\(?predicted\)? )?(?:math|proficiency)\b|\bexpected vs\.? (?:actual|observed)\b|\b(?:its|their) (?:frl|poverty|free[- ]lunch)(?: rate)? would predict\b/.test(t) && !/\bpeers?\b|\bsimilar\b/.test(t)) return { tools: ['school_profile'], aggregate: false };
  // ("Who should I call at the district about their E-Rate filing?": the district's people; the filing is what the call is about.)
  // ("Who signs off on purchasing there?" after a school or district: the district's people who sign.)
  // ("Pull up the TX state profile - I mostly care how much E-Rate has been committed": the profile asked by name, which carries those figures.)
  if (entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\b(?:pull up|show(?: me)?|give me|get|open|bring up)\b[^?.]{0,20}\bstate profile\b/.test(t)) return { tools: ['state_profile'], aggregate: false };
  // ("any E-Rate or budget items from their board lately?": the board's items, whatever they are about.)
  if ((schoolInMessage || schoolKnown) && /\b(?:items?|agendas?|votes?|motions?) (?:from|on|at|of|before) (?:their|the|its|our) (?:school )?board\b/.test(t)) return { tools: ['school_board_intel'], aggregate: false };
  // ("what about the previous cycle, FY2025 - did they spend it?" after a Category 2 budget: that cycle's budget.)
  if ((schoolKnown || districtKnown) && /\b(?:previous|prior|last|old) (?:c2 |category (?:2|two) |five-year )?cycle\b/.test(t) && /\bspen[dt]\b|\b(?:use|used)\b|\bleft\b|\bremaining\b/.test(t) && !/\bvendors?\b/.test(t)) return { tools: ['erate_c2_budget'], aggregate: false };
  // ("and who do we call" after a district's spending: its people.)
  if (!schoolInMessage && districtKnown && /^\W*(?:(?:and|so|ok(?:ay)?)\W+)?who (?:do|should|can|could) (?:we|i) (?:call|contact|talk to|reach out to)\W*$/.test(t)) return { tools: ['district_contacts'], aggregate: false };
  if (!schoolInMessage && (schoolKnown || districtKnown) && /\bwho (?:signs(?: off)?|approves)(?: on)? (?:the )?(?:purchas\w*|pos?|purchase orders?|contracts?|deals?)\b/.test(t)) return { tools: ['district_contacts'], aggregate: false };
  if (!schoolInMessage && !(schoolKnown && /\bprincipal\b/.test(t)) && /\bwho (?:should|do|can|could) (?:i|we) (?:call|contact|e-?mail|talk to|reach out to|ask)\b.{0,30}\b(?:at|in) (?:the|their|that|this) district\b/.test(t)) return { tools: ['district_contacts'], aggregate: false };
  // ("which district is X part of? need to know whose Title III subgrant covers them": the school's record names its district.)
  // ("List the schools in the same district as X": X's district's schools, found by searching its LEA id.)
  if (schoolInMessage && /\bschools (?:are )?in the same district as\b|\b(?:other|the rest of the) schools in (?:its|their|that school's|the school's) district\b/.test(t)) return { tools: ['schools_search'], aggregate: false };
  // ("give me 5 comparable schools in the state, ranked by math" after a school: its peers, which are ranked by math.)
  if ((schoolInMessage || schoolKnown) && /\b(?:comparable|similar) schools in (?:the|its|their) (?:own )?state\b/.test(t) && !/\blook-?alikes?\b|\bnation|\bcountry\b/.test(t)) return { tools: ['school_peers'], aggregate: false };
  if (schoolInMessage && /^\W*(?:which|what) (?:school )?district (?:is|does)\b[^?.]*\b(?:part of|in|under|belong(?:s)? to)\s*\?/.test(t)) return { tools: ['school_profile'], aggregate: false };
  // ("What else besides IDEA? List the programs." after a school's eligibility: its other programs, in its funding record.)
  if (schoolKnown && !schoolInMessage && /\b(?:what|which)(?: else| other programs?) besides\b/.test(t)) return { tools: ['school_funding'], aggregate: false };
  // ("Is X classified rural, town, or what? it matters for our E-Rate paperwork": the school's locale, which its profile holds; the discount is not asked.)
  if ((schoolInMessage || schoolKnown) && /\b(?:classified|counted|considered|coded|categori[sz]ed) (?:as )?(?:rural|town|urban|suburban|city)\b|\bwhat (?:nces )?locale\b|\blocale (?:code|classification|category)\b/.test(t) && !/\bdiscount|\bband\b|\bc2 budget\b/.test(t)) return { tools: ['school_profile'], aggregate: false };
  // ("Now package the district up as a report I can attach to our partnership proposal": the district's report; the proposal is why.)
  if (districtKnown && !schoolInMessage && /\b(?:package|put|turn|wrap|write)\b.{0,30}\b(?:the district|it|them|this|that)\b.{0,20}\bas (?:a|an|the) (?:[\w-]+ )?report\b/.test(t)) return { tools: ['district_report'], aggregate: false };
  // ("When did X's district last approve a budget?": its board's votes, which the board items record.)
  if ((schoolInMessage || schoolKnown) && /\bwhen did\b.{0,60}\b(?:last )?approve (?:a|the|its|their) budget\b/.test(t)) return { tools: ['school_board_intel'], aggregate: false };
  // ("What NSLP percentage does X's district report for E-Rate, and how many of their students qualify?": the share its discount rests on.)
  if ((schoolInMessage || schoolKnown) && entities.item === undefined && /\bnslp\b/.test(t) && /\be-?rate\b/.test(t) && !/\bvendors?\b|\bc2 budget\b|\bcategory (?:2|two) budget\b/.test(t)) return { tools: ['school_erate_eligibility'], aggregate: false };
  // ("X, how much of what they've been committed over the years did they actually draw down?": its E-Rate commitments and disbursements.)
  if ((schoolInMessage || schoolKnown) && entities.item === undefined && /\bcommit(?:ted|ments?)\b/.test(t) && /\bdraw(?:n)? ?down\b|\bdisburs\w*|\bleft on the table\b|\bactually (?:got|received|collected|used|spent)\b/.test(t)) return { tools: ['school_erate_eligibility'], aggregate: false };
  // ("a deal with Cornerstone Telecom, Inc. How big are they in E-Rate? How many commitments and clients?": that vendor's record.)
  if (!schoolInMessage && entities.districtNames.length === 0 && vendorNamed(text) !== undefined && /\be-?rate\b|\bcommitments?\b|\bclients?\b/.test(t) && !/\bwhich (?:states?|districts?|schools?)\b|\btop \d|\bvendors\b/.test(t)) return { tools: ['erate_vendor_detail'], aggregate: false };
  // ("how much Title I money does its district get?" after a school: the district's revenue, by program.)
  // ("and how much federal money did the whole district take in? title I too": the same, the follow-up's "and" asking nothing more.)
  if ((schoolInMessage || schoolKnown) && /\b(?:its|their|the school's|that school's|the (?:whole|entire)) district\b/.test(t) && /\b(?:money|revenues?|allocations?|dollars|funding)\b/.test(t) && !/\bc2\b|\bcategory (?:2|two)\b|\be-?rate\b|\bcontacts?\b|\breport\b|\beligib|\bqualif|(?<!^\W*)\band\b/.test(t) && t.split(/\s+/).length <= 14) return { tools: ['district_spending'], aggregate: false };
  // ("total district expenditure statewide in Texas", "how much did Texas districts spend on instruction in total?", "statewide district expenditure for both": the state's market.)
  if ((entities.states.length >= 1 || /\bboth\b|\bthe two\b|\beach state\b|\bnation(?:al(?:ly)?|wide)\b|\bin your data\b|\bacross the (?:country|us)\b/.test(t)) && !schoolInMessage && entities.districtNames.length === 0 && /\bdistricts? (?:expenditure|spending|spent|spend)\b|\bdistricts spend\b/.test(t) && /\bstatewide\b|\bin total\b|\btotal\b|\bacross (?:the )?state\b/.test(t) && !/\bper[- ](?:pupil|student)\b|\bwhich (?:[a-z]+ )?(?:districts?|schools?)\b|\brank|\btop\b|\bhighest\b|\blargest\b|\beach district\b/.test(t)) return { tools: ['market_summary'], aggregate: false };
  // ("anything from the board on budgets or E-Rate recently for X?": the board's items, whatever topics they are on.)
  if (schoolInMessage && /\b(?:from|by) the (?:school )?board\b|\bthe board (?:has )?(?:done|decided|voted|approved|passed)\b/.test(t) && !/\bboard members?\b|\bcontacts?\b|\be-?mails?\b/.test(t)) return { tools: ['school_board_intel'], aggregate: false };
  // "how many of those kids are on free lunch?" after a school's answer: a figure of that school, not a count over many.
  // ("how many students per counselor do we have?" after a school: its own ratio.)
  const refersToSchool = schoolKnown && (/\b(?:it|its|they|their|them|this school|that school|the school|those (?:kids|students|children|teachers))\b|(?<!\b(?:is|are|was|were|be|have|has|had) )\bthere\b/.test(t) ||
    (entities.states.length === 0 && /\b(?:students|kids) per (?:counselor|teacher)\b/.test(t)));
  // "their per-pupil spending vs the national median": one district's figure against its benchmark, not a statistic to compute.
  const benchmarked = (schoolKnown || districtKnown || entities.districtNames.length + entities.leaids.length > 0) &&
    AGAINST_BENCHMARK.test(t);
  // ("how does Woodland County Schools compare on the national benchmark?": the district's record holds its percentiles.)
  // ("and how does our per-pupil spend compare to state?" after a school or district: the district's record, whose benchmarks say it.)
  // ("is that high compared to other districts nationally?" after a district's spending: the same.)
  // ("the national per-student district spending figure, and which fiscal year", "total E-Rate commitments nationally in the latest funding
  // year", "the national Title I eligible count", "what percentage of schools nationally are Title I eligible?": the nation's market figures.)
  const nationFigure = entities.states.length === 0 && entities.fundingYear === undefined && !/\b(?:19|20)\d\d\b/.test(t) && !schoolInMessage && !schoolKnown && !districtKnown && entities.districtNames.length + entities.leaids.length === 0 && entities.item === undefined &&
    /\bnation(?:al(?:ly)?|wide)\b|\bacross the (?:country|us)\b/.test(t) && !/\bwhich (?!(?:fiscal |funding |data )?year\b)|\b(?:rank\w*|top|highest|lowest|most|least|states?|districts|vendors?|by)\b/.test(t) &&
    (/\bper[- ](?:student|pupil) (?:district )?(?:spending|spend|expenditure)\b|\bdistrict spending per (?:student|pupil)\b/.test(t) ||
      (/\be-?rate\b/.test(t) && /\bcommit\w*/.test(t) && /\btotal\b|\blatest\b|\bsum\b/.test(t)) ||
      (/\btitle (?:i|1)[- ]eligible\b/.test(t) && /\bcount\b|\bpercent(?:age)?\b|\bshare\b|\bhow many\b/.test(t)));
  if (nationFigure) return { tools: ['market_summary'], aggregate: false };
  // ("Nevada's bright spot schools — how many and which is top?": the state's bright spots, whose list says how many and leads with the top one.)
  if (entities.states.length === 1 && !schoolInMessage && /\bbright[- ]spots?\b/.test(t) && /\bwhich (?:one |school )?(?:is|comes) (?:the )?(?:top|first|best)\b|\bwhich is top\b|\bthe top one\b/.test(t) && /\bhow many\b|\blist\b/.test(t) && !/\bdistricts?\b|\bshare\b|\bpercent|\bprofile\b|\blargest\b/.test(t)) return { tools: ['bright_spots'], aggregate: false };
  // ("I'm the AP coordinator for Phoenix City Schools. Which high schools in AZ offer the fewest AP courses relative to the state average?":
  // who asks is told first; the state's gaps are asked.)
  if (entities.states.length === 1 && !schoolInMessage && EQUITY_GAPS.test(askedSentence(t)) && /^\W*(?:i'm|i am|im|we're|we are|i)\b[^.?!]*\bfor\b[^.?!]*[.!]\s/.test(t)) return { tools: ['equity_gaps'], aggregate: false };
  if (benchmarked && !schoolInMessage && (entities.districtNames.length + entities.leaids.length > 0 || SPENDING.test(t) || (districtKnown && !schoolKnown))) return { tools: ['district_spending'], aggregate: false };
  // ("What share of X's revenue is federal? and how many Title I dollars?": one district's revenue by source, no count of schools.)
  if (!schoolInMessage && entities.districtNames.length + entities.leaids.length === 1 && entities.states.length === 0 && /^\W*(?:what|how much|how many)\b/.test(t) && !/\bcompar\w*|\bvs\.?\b|\bversus\b|\bside by side\b/.test(t) && /\brevenue\b/.test(t) && /\bshare\b|\bpercent(?:age)?\b|%|\bhow much\b|\bhow many (?:[\w-]+ ){0,2}dollars\b/.test(t) && !/\bdistricts\b|\b(?:how many|which|what) (?:[\w-]+ )?schools\b/.test(t)) return { tools: ['district_spending'], aggregate: false };
  // Counting, averaging or ranking groups against each other is the query tool's job even when a
  // listing tool shares a word with it ("which state has the most bright spots", "how many ... in Ohio").
  // ("How does AZ do on average statewide?": how the state does, no measure named, which its profile answers.)
  const stateDoesOverall = entities.states.length === 1 && /\bhow (?:does|do|did|is) (?:[\w-]+ ){1,2}(?:do|doing|fare|faring|perform|performing)\b/.test(t) &&
    !/\b(?:math|reading|ela|frl|lunch|enrol\w*|proficien\w*|spend\w*|students|schools|districts|title|bright|e-?rate)\b/.test(t);
  const aggregate = /\bhow many\b|\baverage\b|\bavg\b|\bmedian\b|\btotal (?:number|enrollment)\b|\btotal (?:elementary|middle|high)(?: school)? enrol(?:l)?ment\b|\bwhich (?:(?:\d+|two|three|five|ten) )?states?\b|\bcount of\b|^\W*count (?:the |all )?(?:number of )?(?:(?:elementary|middle|high|rural|urban|suburban|town|title i|charter) ){0,3}(?:schools|districts)\b|\btop \d+\b|\b(?:\d+|five|ten|twenty) (?:largest|biggest|smallest|(?:lowest|highest|worst|best)(?:[- ]performing|[- ]scoring)?) (?:(?:elementary|middle|high|public|charter) )?schools\b|\brank(?:ed|ing)? (?:the |all )?(?:\d+ )?states\b/.test(t) && !schoolInMessage && !stateDoesOverall && !(schoolKnown && /\bthose (?:kids|students|children|teachers)\b|\bhow many (?:[\w-]+ ){0,2}(?:teachers?|ftes?|students|kids|counselors?) (?:are )?there\b/.test(t)) && !benchmarked;
  // ("which schools there have the lowest math?" after a district's answer: its schools ranked, which the query tool does.)
  // ("List the five largest schools in X by enrollment", "Which of our buildings has the lowest enrollment?": a district's schools ranked, the query tool's.)
  const districtSchoolsRanked = (districtKnown && !schoolInMessage && /\bwhich (?:of (?:the|its) )?schools\b/.test(t) && SCHOOLS_RANKED.test(t) && /\bthere\b|\b(?:in|of) (?:it|the district|that district|this district)\b/.test(t)) ||
    (!schoolInMessage && entities.districtNames.length + entities.leaids.length <= 1 && entities.states.length === 0 && (entities.districtNames.length + entities.leaids.length === 1 || /\bof our (?:buildings|schools|campuses)\b/.test(t)) &&
      /\b(?:list|show(?: me)?|give me|pull|name|what are|which (?:of our|are the)) (?:the )?(?:(?:\d+|two|three|four|five|ten) )?(?:largest|smallest|biggest|lowest|highest|fewest|most)\b[\w -]{0,20}\b(?:schools|buildings|campuses)\b|\bwhich of our (?:buildings|schools|campuses) (?:has|have) the (?:lowest|highest|smallest|largest|biggest|fewest|most)\b/.test(t));
  // "mean enrollment of high schools": the mean as a statistic, not the verb.
  const averaged = /\baverage\b|\bavg\b|\bmedian\b|\bon average\b|\bmean (?:frl|free|enrollment|size|math|reading|proficiency|number|share|percent\w*|class|student\w*|pupil\w*|spending)\b/.test(t) && !stateDoesOverall;
  // "look-alikes for X: similar size, similar kids, similar E-Rate spend": the likenesses name no E-Rate or spending request.
  const likenessAsked = /\blook[- ]?alikes?\b|\bsimilar\b|\bresembl\w*|\bschools? (?:anywhere |elsewhere |nationally |nationwide )?(?:(?:in|across) the (?:country|nation|us) )?(?:that|which) looks? like\b|\bschools like\b|\bmost (?:like|alike)\b/.test(t) && (schoolInMessage || schoolKnown);
  // "average FRL of Woodland County Schools' schools": an average over the district's schools (its own spending per pupil is its finance).
  const districtAverage = (averaged || /\bhow many\b|\bnumber of\b|\bcount of\b|\btotal (?:enrollment|students)\b|\bwhich schools?\b.*\b(?:lowest|highest|most|fewest|best|worst|largest|smallest|biggest)\b|\b(?:largest|smallest|biggest) school\b/.test(t)) && !schoolInMessage && entities.districtNames.length + entities.leaids.length > 0 &&
    !/\bspend|\bper[- ]pupil\b|\bper student\b|\bexpenditure|\bc2\b|\bcategory (?:2|two)\b|\be-?rate\b|\bcontacts?\b|\bsuperintendent/.test(t);
  // "which E-Rate provider has the most committed dollars in Texas?": the vendors' own ranking.
  // ("which providers lead on committed dollars ... how many clients does the leader have?", "who's the #1 e-rate service provider nationally": the ranking, its leader's figures.)
  const vendorsRanked = /\b(?:vendors?|service providers?|providers?)\b/.test(t) && /\bmost\b|\btop\b|\bbiggest\b|\blargest\b|#\s?1\b|\bnumber one\b|\blead(?:s|ing)? on\b|\bthe leader\b|\bleader ?boards?\b|\branking\b|\b(?:vendor|provider|company) leads\b|\bwho (?:led|leads|was on top|came out on top)\b/.test(t) && /\be-?rate\b|\bcommitted\b|\bcommitments?\b/.test(t);
  // ("market summary for CA pls, esp. how many bright spots": the market summary named asks its own counts.)
  // ("the CFDA / assistance listing number of Title IV-A": a program's own fact, not a count.)
  // ("How much E-Rate money have we gotten over the years?": ours, with nothing named, so which school is asked.)
  // ("lead tiers in California how many HOT": the tiers a state's market counts, which no query over schools knows.)
  // ("is the district's instruction spending share above or below the national median?" after a school: that district's record.)
  const strongAggregate = !benchmarked && !((schoolKnown || districtKnown) && /\b(?:the|its|their|our) district(?:'s)?\b/.test(t) && SPENDING.test(t)) && !/\bmarket (?:summary|overview|snapshot|size)\b|\btam\b|\baddressable market\b|\blead tiers?\b|\bcfda\b|\bassistance listing\b|\bflagged (?:severe|moderate|mild)\b|\bshort (?:of|on) (?:[\w-]+ )?teachers\b|\bteacher shortages?\b|\b(?:subjects?|areas?|fields?) (?:are |is )?(?:short|in short supply)\b/.test(t) && !PROGRAMS_RULES.test(t) && !EQUITY_GAPS.test(t) && !(/\b(?:we|our|us)\b/.test(t) && /\bhow much\b/.test(t) && entities.states.length === 0) && (districtAverage || (!schoolInMessage && !refersToSchool && !vendorsRanked && entities.districtNames.length === 0 && entities.leaids.length === 0 &&
    (/\bhow many\b|\bcount of\b|\bnumber of\b|^\W*count (?:the |all )?(?:number of )?(?:(?:elementary|middle|high|rural|urban|suburban|town|title i|charter) ){0,3}(?:schools|districts)\b/.test(t) || averaged ||
      /\bwhich (?:states?|count(?:y|ies)|cities|regions?)\b.*\b(?:most|fewest|highest|lowest|largest|smallest|more|less|biggest)\b/.test(t) ||
      // ("which school in Texas has the highest math proficiency?": a ranking of schools, the first row asked.)
      // ("Which 5 schools in Texas have the highest share of students with disabilities?", "which school in CA has the lowest student-teacher
      // ratio?": the first rows of the same ranking.)
      /\bwhich (?:(?:\d+|top \d+|five|ten|three) )?(?:(?:elementary|middle|high) )?schools? (?:in [\w ]+ |there )?(?:has|had|have) the (?:highest|lowest|most|fewest|best|worst|largest|smallest|biggest) (?:math|reading|frl|enrollment|proficiency|share|number|percent|student (?:body|count)|population|(?:pupil|student)[- ]teacher ratio)/.test(t) ||
      // ("which five TX schools are lowest in math?", "Among Texas schools over 75% FRL, what's the highest math proficiency anyone reaches?": the same.)
      /\bwhich (?:[\w-]+ ){0,3}schools? (?:in [\w ]+ )?(?:are|is|score|scores) (?:the )?(?:lowest|highest|best|worst|weakest|strongest) in (?:math|reading)\b/.test(t) ||
      // ("10 highest-FRL schools in TX?": the first rows of a ranking, the count said first.)
      /^\W*(?:the )?\d{1,3} (?:highest|lowest|largest|biggest|smallest)[- ](?:frl|math|reading|enrollment|poverty)\b[^?]{0,20}\bschools\b/.test(t) ||
      (/\b(?:among|across) (?:[\w%-]+ ){0,5}schools\b/.test(t) && /\bwhat(?:'s| is| was) the (?:highest|lowest|maximum|minimum) (?:math|reading|frl|enrollment|proficiency)\b/.test(t)) ||
      // ("Which districts in Texas have the highest enrollment?": districts ranked by their students, the query tool's.)
      /\bwhich (?:\d+ )?(?:school )?districts\b[^?]{0,30}\b(?:has|have) the (?:highest|largest|biggest|lowest|smallest) (?:total )?(?:enrollments?|student (?:counts?|bod(?:y|ies)|populations?))\b/.test(t) ||
      // "which district in California has the most schools?" (a count of schools; its spending is the rankings').
      (/\bwhich (?:\d+ )?(?:school )?districts?\b.*\b(?:most|fewest|largest number of|highest number of)\b.*\b(?:schools|students|bright spots|title i|e-?rate|commitments?|funding)\b/.test(t) && !/\bspend|\bper[- ]pupil|\badmin|\binstruction|\boverhead/.test(t)) ||
      // "which districts in CA have more than 5,000 students?", "total erate commitments in Texas for FY24": rows and sums the query tool computes.
      (/\bwhich (?:school )?districts\b.*\b(?:more|fewer|less|over|under|at least|above|below)(?: than)? [\d,]+\b/.test(t) && !/\bspend|\bper[- ]pupil|\bbudget/.test(t)) ||
      /^\W*(?:what(?:'s| is| are| was| were) (?:the )?)?total (?:e-?rate )?(?:dollars |money |funding |funds )?(?:commitments?|committed|disbursements?|disbursed)\b/.test(t) ||
      /\btop \d+ (?:school )?districts\b.*\bby\b.*\b(?:e-?rate|commitments?|committed|funding)\b/.test(t) ||
      // "how much E-Rate money was committed in Ohio"; "how much do Ohio's schools spend altogether" is its market.
      (/\bhow much\b.*\b(?:committed|disbursed|in total|altogether|combined|received|awarded|gotten)\b/.test(t) && !/\bmarket|\bworth\b|\bspend/.test(t)) ||
      // "list Title I schools in California": rows the query tool selects (not the leads, peers or bright spots tools).
      /\brank(?:ed|ing)? (?:the |all )?(?:\d+ )?states\b|\bstates (?:ranked|sorted|ordered) by\b/.test(t) ||
      (/^\W*(?:please )?(?:list|show(?: me)?|find|give me|get me)\b.*\b(?:schools|districts)\b/.test(t) && !/\bstrongly (?:eligible|qualif)|\bcontacts?\b|\bspend\w*|\boverhead\b|\badmin(?:istration|istrative)?\b|\binstruction(?:al)?\b|\bper[- ]pupil\b|\bbright|\blead|\bprospect|\bsell|\btarget|\bpitch|\bbuy|\bpurchas|\bopportunit|\bvendor|\bpeer|\bsimilar\b|\blike\b|\bshortage|\bgap|\bcsv\b|\bexport|\bspreadsheet|\bdownload|\blow-?down\b|\brun-?down\b|\boverview\b|\bprofile\b|\bsnapshot\b|\bsummary\b|\bstats\b|\bnumbers\b|\bscene\b|\blandscape\b|\bmarket/.test(t)))));

  // "certify the 470", "file our 471": the E-Rate forms by number, where a form is meant (never "$470" or "470 students").
  // ("where does that land on the matrix?", "which band are we in", "who's doing IC work"; a Form 470 or an FRN: E-Rate's own words.)
  // (USAC runs E-Rate: "what NSLP % is USAC using for X?" asks E-Rate's figure.)
  // ("what BEN is X filed under?": its billed entity number, an E-Rate record.)
  // ("invoicing deadlines -- BEAR/SPI date?", "when's the 486 due": E-Rate's own forms.)
  // ("timeline for FY2027 filing?": a funding year's filing is E-Rate's.)
  const erate = /\be-?rate\b|\busac\b|\bfil(?:e|ing) for (?:the )?(?:next|upcoming|coming) funding year\b|\b(?:docs?|documents?|records?|paperwork)\b.{0,40}\bkeep\b.{0,40}\b(?:bid|bidding|470|471)\b|\bfunding commitment (?:decision )?letters?\b|\bfcdl\b|\b(?:the|a|our|file|filing|submit) 486s?\b|\b(?:fy|funding year)\s*20\d\d\b(?=.{0,30}\b(?:filing|timeline|deadlines?|window|checklist)\b)|\b(?:filing|timeline|deadlines?|window|checklist)\b.{0,30}\b(?:fy|funding year)\s*20\d\d\b|\bbear\/spi\b|\bspi\/bear\b|\b486 (?:due|deadline)\b|\b472\/474\b|\b474\/472\b|\binvoicing deadline\b|\bnon-?recurring services\b|\b(?:start|end) (?:and (?:start|end) )?dates? of (?:the )?funding year\b|\bdistrict[- ]wide nslp\b|\b(?:what|which|the|our|their|its) ben\b|^\W*ben (?=for\b)|\bben (?:number|#)|\bbilled entity\b|\b4(?:70|71|86|98)\b(?=.{0,60}\b(?:checklist|forms?|filing|filers?|deadlines?|window)\b)|\b(?:checklist|filers?|forms|(?:what|which) forms?)\b.{0,60}\b4(?:70|71|86|98)\b|\b(?:the|discount) matrix\b|\bdiscount band\b|\bic work\b|\bfrns?\b|\bbilled entity\b|\bdata transmission\b|\binternal connections\b|\bfiling (?:checklist|calendar|window|deadlines?|dates?|timeline|steps|process|schedule)\b|\bcategory (?:2|two)\b|\bc2\b|\bform 47\d\b|\bnslp discount\b|\b(?:the|a|our|my|their|file|filing|certify|post|submit) 47[01]s?\b(?!\s*(?:students|kids|schools|dollars))/.test(t) &&
    // ("which federal programs can they tap beyond E-Rate?": the other programs, not E-Rate.)
    !/\b(?:beyond|besides|other than|apart from|aside from|outside of) e-?rate\b/.test(t);
  // ("We run a discounted picture package", "a discount code": the user's own prices, no E-Rate discount.)
  const discount = /\bdiscount(?!ed\b| codes?\b)|\bthe matrix\b|\bwhich band\b|\b(?:percent|%) off\b/.test(t);
  // "I'm writing a 21st CCLC application for X. I need the needs assessment piece": the needs are asked, the application is told.
  const asksNeedsOnly = /\bneeds (?:assessment|statement|piece|section|analysis|picture)\b/.test(askedSentence(t)) && !/\b(?:draft|write)\b.*\b(?:narrative|proposal|application|grant)\b/.test(askedSentence(t));
  // "for context in our Title II-A application: how many ...?": the application is why they ask, not what they ask for.
  // ("What does X need most? I'm prepping a Title I proposal": the told sentence says why, the asked one what.)
  const withoutContext = askedSentence(t.replace(CONTEXT_LEAD, '').replace(PURPOSE_TAIL, ''));
  // ("which programs can you write narratives for?" asks the programs, no narrative yet.)
  // ("... asked me for a Title III narrative. Could you put that together?": the narrative told, then asked for by pointing at it.)
  // ("ok draft one of those for Lincoln High School" after the programs: a narrative of one of them, for the school named.)
  // ("Before I write it: what are the school's biggest gaps?": what comes first is asked, the writing is the user's.)
  const documentPointed = /(?<!\bbefore (?:i|we) )\b(?:put (?:that|it|one) together|draft (?:that|it|one)|write (?:that|it|one)(?: up)?)\b/.test(withoutContext) && (/\b(?:narrative|proposal|grant application)\b/.test(t) || (schoolInMessage && /\b(?:draft|write) one(?: of (?:those|these|them))?\b/.test(t))) && !/\bjustif/.test(t);
  // ("ok write the title III one" after a school's programs: that program's narrative.)
  // ("so I can send over a pricing proposal": the seller's own proposal, no grant.)
  // ("the strongest candidates to partner on an application": schools sought, no document asked.)
  // ("generate the district report ... I want to pull the narrative sections": the report named, its sections no grant narrative.)
  // ("... which federal programs line up with them? Writing a wraparound-services proposal": the proposal is why they ask, said after the question.)
  // ("compare the two schools in this charter application on math and reading": the application holds the schools, no document asked;
  // "Before I write a grant for X, what's their FRL rate?": the grant later, the figures now; "For the 'understanding of the project' section of a
  // proposal: what are the math rates at X?": the section is why, the figures are asked.)
  // ("can those go on the cat 2 application?": a thing put on a form, no document written.)
  // ("does that school run a schoolwide Title I program? The narrative should say so if it does.": what a document will say, a reason told.)
  const document = !/\bdistrict report\b/.test(t) && !/\b(?:the|our|my) (?:narrative|proposal|application|letter) should (?:say|mention|note|include|state)\b/.test(t) && !/\b(?:go|goes|put|list(?:ed)?|include[ds]?) on (?:the|our|their|a|an) (?:[\w-]+ ){0,3}application\b/.test(t) && !/\bbefore (?:i|we) (?:write|draft|start|submit|apply)\b[^?]*[,:]\s*(?:what|which|how|who)\b|^\W*for (?:the|a|an|our|my) [^:?]{0,60}\b(?:section|part|page)s? of (?:a|an|the|our|my) (?:proposal|application|grant|narrative)\b[^:?]{0,20}:\s*(?:what|which|how|who)\b/.test(t) && !/\b(?:in|from|named in|listed in) (?:this|the|that|their) (?:charter |renewal )?application\b/.test(t) && !/\?\s+(?:writing|drafting|working on|putting together|prepping|preparing|deciding|wondering|considering|thinking)\b[^?]*$/.test(t) && !/\b(?:partner|team up|collaborat)\w* (?:with us )?(?:on|for) (?:an?|the|our) (?:[\w-]+ ){0,3}application\b/.test(t) && !/\bwhich (?:federal |grant |k-?12 )*programs (?:can|do|could) you\b|\blist (?:the |all )?(?:[\w-]+ ){0,3}(?:grant )?programs\b/.test(t) && !PLANS.test(t) && /\b(?:grant )?(?:narrative|(?<!\b(?:pricing|price|sales|commercial|vendor|our|my) )proposal|application)\b|\bgrant (?:letter|doc(?:ument)?|app|request)\b|\b(?:draft|write|prepare|put together|need(?! to (?:cc|copy|loop|include|add|mention|list|name|thank|credit)\b))\b.*\bgrant\b|\b(?:make|create|generate) (?:me |us )?(?:a |an |the )?grant\b|\b(?:draft|write|do)(?: up)? (?:the |a )?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc) (?:one|grant|narrative)\b|\b(?:draft|write)(?: up)? (?:the |a |our )?(?:statement of need|needs? statement)\b/.test(withoutContext) && !/\bjustif/.test(t) && !asksNeedsOnly &&
    // "the CFDA numbers for Title III-A, for a budget narrative": the programs' facts, the narrative is the user's.
    !/\bcfda\b|\bassistance listings?\b/.test(t) &&
    // "who's the billed entity on the application?": an E-Rate form, not a grant's.
    !/\be-?rate\b|\bbilled entity\b|\bform 4[67]\d\b/.test(t) &&
    // ("I need the superintendent of X for a joint statement on the rural broadband grant": a person needed, the grant what it is about.)
    !/\bneed (?:the |their |its |a )?(?:superintendent|principal|cfo|cto|technology director|contacts?)\b/.test(t) || documentPointed;
  // A district's tools as the whole message reads them (read once: the rules below weigh them more than once).
  const districtRead = readDistrictIntents(t, entities, schoolInMessage, districtKnown);
  // ("Give me a needs rundown for X. Writing up a site justification for our funder.": a justification told of, not asked.)
  const justification = /\bjustif(?:y|ication|ying)\b/.test(t) && !/(?:^|[.!?]\s+)(?:writing|working on|putting together|preparing) (?:up )?(?:a|an|the|our|my) [^.?!]*\bjustif/.test(t);
  // ("who leads on math?" asks who is ahead, not for sales leads.)
  // ("if Title III is the money source, which Texas schools would be our best partners?", "if E-Rate is paying, which AZ schools look like the best fit?": buyers through that program.)
  const paidBy = /\bif (?:title [\w-]+|e-?rate|idea(?: part b)?|perkins(?: v)?|21st cclc)(?: money| funds?| funding)? (?:is|are) (?:paying|the (?:money|funding) source|footing the bill|the source)\b/.test(t);
  // ("which other schools in Texas qualify for 21st CCLC?": the schools a program reaches, ranked as leads.)
  // ("Find me schools in Texas that get 21st Century afterschool money", "Which schools get Perkins money?", "Who in California qualifies for
  // 21st Century Community Learning Centers money?": the program's schools, as leads.)
  const leads = MORE_BUYERS.test(t) || paidBy || /\b(?:ranked|sorted|ordered|rank(?: them)?) by (?:their |the )?lead scores?\b/.test(t) || (entities.programs.length > 0 && /^\W*who in [a-z][a-z .]+? (?:qualifies|is eligible|would qualify) for\b|\b(?:find|show|list|give|get|pull)(?: me)? (?:[\w-]+ )?schools in [a-z .]+? (?:that are )?eligible for\b[^?]{0,60}\bprincipals?\b|^\W*(?:[\w-]+ )?schools in [a-z .]+? (?:that are )?eligible for [^?]{3,60}?\s+[-–—]+\s+we (?:have|sell|offer|make)\b[^?]{0,80}\b(?:pitch|sell|market)\b|^\W*(?:which|find(?: me)?|list|show(?: me)?|get me|pull) (?:[\w-]+ )?schools (?:in [\w ]+? )?(?:that |which )?(?:(?:are|is) likely to )?(?:get|receive|draw|have) (?:[\w-]+ ){0,3}(?:money|funds|funding|dollars)\b|\bwhich other (?:[\w-]+ )?schools (?:in [\w ]+ )?(?:qualify|are eligible) for\b|\bwhich schools in [a-z .]+ (?:are|would be) eligible\b(?: for it)?\W*(?:$|\?|\s+(?:rank|include|contact|with|and|principal))|\b(?:find|show|list|give|get|pull)(?: me)? (?:\d+ )?other (?:[\w-]+ )?schools\b.{0,40}\b(?:eligible|qualify)\b|\b(?:strongest|best|natural|ideal) fits? for (?:an? |the |our )?(?:title [\w-]+|idea|perkins|21st cclc|e-?rate)\b|\bwhich (?:[a-z]+ ){0,2}schools (?:would |could |might )?qualify as (?:strong |good |likely |ideal |the best )?(?:[\w-]+ ){0,3}(?:sites?|partners?|candidates?|fits?)\b|\b(?:title [\w-]+|idea|perkins|21st cclc)\b.{0,40}\bbe (?:the |a )?(?:strongest|best|natural|ideal) fit\b|\bwhich (?!of\b|other\b)(?:[a-z]+ ){1,2}(?:elementary |middle |high )?schools (?:qualify|are eligible) for\b|\bwhich (?:elementary |middle |high )?schools in [\w ]+? (?:qualify|are eligible) for\b|\bwhich (?:other )?schools\b.{0,40}\b(?:stronger|better|best|safer) (?:[\w-]+ ){0,3}(?:bets|fits|candidates|options)\b/.test(t)) || /\b(?:best|good|likely|ideal|natural) (?:partners?|partner schools)\b|(?<!\b(?:who|providers?|vendors?|companies|carriers?|which one|one|tech|technology|it|network|team|project|instructional|curriculum|how (?:strong|good|hot|warm|promising|solid|real)(?: of)? an?) )\bleads?\b(?! score| tier| on\b)(?<!\b(?:to|i'd|we'd|i'll|we'll|should|can|could|would|will) lead)|\bprospects\b|\b(?:strongest|best|top|likeliest|most likely) (?:[\w-]+ ){0,3}(?:candidates?|candidate schools)\b|\bwho (?:should|to|could|can) (?:i |we )?(?:sell|pitch|target)\b|\bwe (?:sell|make|offer)\b.{0,80}\bwho (?:should|do|can|could) (?:i |we )?(?:call|contact|approach|reach out to)\b|\bwhich (?:[\w-]+ ){0,2}?schools (?:[\w,]+ ){0,3}?(?:should|to|could|can) (?:i |we )?(?:sell|pitch|target|market|go after|approach|reach out to|focus on|prioriti[sz]e|call|hit|visit|contact|start with)\b|\bwhich schools (?:[\w,]+ ){0,3}?(?:could|would|might) (?:use|benefit from|need|want|pay for it|afford it|buy it)\b|\b(?:target|prospect|lead|call) list\b|\b(?:the )?(?:best|top|good|likely|strongest) targets?\b|\bschools\b.{0,60}\b(?:i|we) (?:could|can|should) (?:pitch|sell to|target|call on|approach)\b|\bschools to (?:sell|pitch|market)\b|\bwhere (?:should|can|could|do) (?:i|we) (?:sell|market|pitch)\b|\b(?:customers|buyers) for\b(?! (?:a |an |the |our )?case stud)|\bfind (?:me )?(?:customers|buyers|prospects)\b|\bwho (?:buys|purchases|spends)\b(?! (?:more|less|the most|the least|most|least))/.test(t) ||
    // Buyers of a thing: "who else would buy this", "schools likely to purchase X", "find me buyers for Y".
    /\bwho(?: else)? (?:would|might|could|will|is likely to|are likely to) (?:buy|purchase|want)\b|\bwho'd (?:buy|purchase|want)\b|\bwho else (?:buys|purchases|uses)\b|(?<!\b(?:home|house) )\bbuyers?\b(?!'s agent)(?! (?:always |often |usually |keep |then )?(?:ask|asks|asked|asking|want|wants|care|cares|worry|worries|say|says)\b)|\b(?:likely|most likely|probably|ready) to (?:buy|purchase)\b|\bschools? (?:that |which |who )?(?:would|might|could|will) (?:buy|purchase|want)\b|\bschools\b(?: [\w-]+){0,3} (?:that|which|who) (?:could|would|can|might|will) (?:pay for|afford|buy|purchase)\b|\b(?:would|might|could) be interested in\b|\binterested in (?:buying|purchasing)\b|\bwho else\b.*\b(?:buy|purchase|want|need)\b|\bsell (?:it|this|them|these|that) to\b/.test(t) ||
    // ("Which schools in TX are eligible for Title IV-A and E-Rate both? ... the strongest candidates first": the same, ranked.)
    (entities.programs.length > 0 && /\bwhich schools\b[^?]{0,30}\b(?:are )?(?:eligible|qualify) for\b/.test(t) && /\bboth\b|\bstrongest\b|\bbest (?:candidates|fits?|prospects)\b|\bcandidates\b/.test(t)) ||
    // ("List some schools in Texas strongly eligible for 21st CCLC with principal contacts", "which schools there look strongest for 21st
    // CCLC?": the same, with the principals the leads carry.)
    (entities.programs.length > 0 && /\bschools\b/.test(t) && /\bstrongly (?:eligible|qualif\w*)\b|\b(?:look|looks|are|would be) (?:the )?(?:strongest|best)(?: (?:fits?|candidates?|bets?))? for\b|\b(?:with |need )(?:the |their )?principal contacts\b/.test(t)) ||
    // "find me schools in California that qualify for both 21st CCLC and Title I".
    (entities.programs.length > 0 && /\b(?:find|show|list|get)(?: me)? (?:\w+ )?schools\b.*\b(?:qualify|eligible) for\b/.test(t)) ||
    // "find me other schools in AZ I could pitch with Title IV-A funding".
    /\bschools\b(?: [\w-]+){0,4} (?:i|we) (?:could|can|should|might) (?:sell to|pitch|target|approach|go after|call on)\b/.test(t);
  // A file of school records: "export Ohio's schools as CSV", "download a spreadsheet of high schools".
  // ("Got an NCES ID from a FOIA'd spreadsheet: <id>. Which school is that?": where the id was found, no export asked.)
  // ("the NCES school ID for X for our Title II reporting spreadsheet": one school's id, the spreadsheet the user's.)
  // A state's schools listed by size or FRL band, with their figures ("List the TX schools that enroll at least 1,000 students", "Which
  // high schools in CA have FRL between 40 and 60 percent?", "the largest elementary schools in TX by enrollment, with their FRL"): the
  // rows an export gives (round 100).
  const schoolsListed = entities.states.length === 1 && !schoolInMessage && !/(?:^|[.!?]\s+)(?:find|search)\b/.test(t) && entities.districtNames.length === 0 && !/\bhow many\b|\bcount\b|\bnumber of\b|\bbright[- ]spots?\b|\boutperform|\bbeat(?:s|ing)? the odds\b|\bpredicted\b|\bleads?\b|\bfit\b|\beligible\b/.test(t) && /\bschools\b/.test(t) &&
    (SIZE_OR_FRL_BAND.test(t) || /\blargest (?:elementary|middle|high) schools\b[^?]{0,40}\bwith (?:their )?(?:frl|enrol)/.test(t) ||
      // ("Largest high schools in California? Big campuses tend to need the most capacity work.": a level's schools, largest first.)
      /^\W*(?:which are |what are )?(?:the )?(?:largest|biggest) (?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)?(?: by (?:enrollment|size|students))?\W*(?:$|\?)/.test(t.split(/(?<=\?)\s+/)[0]!) ||
      // ("Pull the 10 biggest high schools in TX, largest first.": the export's own order; "list the 5 largest ... by enrollment" is the query tool's.)
      /^\W*pull (?:the )?(?:\d+ |ten |five )?(?:largest|biggest) (?:elementary|middle|high) schools in [a-z]+(?: [a-z]+)?,? largest first\b/.test(t) ||
      // ("the 10 largest schools in TX that are at least 70% FRL": the export's own order, largest first, cut at that many.)
      /\b(?:\d+|five|ten|twenty) (?:largest|biggest) (?:[\w-]+ )?schools\b[^?]{0,40}\b(?:at least|over|above|more than) \d{1,3}(?:%| percent)/.test(t));
  // A state's schools sought by size, FRL band or program as sales targets ("Find schools in CA with at least 500 students and 75% or
  // more on free/reduced lunch. Those are prime targets", "... at least 60% FRL and eligible for 21st CCLC? We're building a target
  // list"): an ideal-customer profile, its schools ranked by fit; a file asked for, or the largest first, stays an export, and schools
  // beating the odds stay bright spots.
  const profileSought = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 && /\bschools\b/.test(t) &&
    (SIZE_OR_FRL_BAND.test(t) || TARGET_BAND.test(t)) &&
    // (The aim is often said in a sentence of its own, which `t` leaves out: "We're building a target list.", "Our sweet spot ... Who matches that profile?")
    /\btargets?\b|\bprospects?\b|\boutreach\b|\bwho(?:'s| is) on (?:that|the) list\b|(?:^|[.!?]\s+)(?:find|looking for)\b|\bsweet spot\b|\bwho (?:matches|fits) (?:that|this|the) profile\b/i.test(text) && !/\bexport\b|\bcsv\b|\bdownload|\bspreadsheet\b|\bexcel\b|\bhow many\b|\blargest\b|\bbiggest\b|\bproficien|\bbeat\b|\bbright[- ]spots?\b|\boutperform|\bexpectations?\b/.test(t);
  if (profileSought) return { tools: ['icp_search'], aggregate: false };
  // ("What's the breakdown of schools by level?" with no place said: a state's level mix, which its profile holds, so which state is asked.)
  if (!schoolInMessage && !schoolKnown && !districtKnown && entities.states.length === 0 && entities.districtNames.length === 0 && /\b(?:split|breakdown|break ?down|distribution|mix) of (?:the )?schools (?:by|across) (?:school )?levels?\b/.test(t)) return { tools: ['state_profile'], aggregate: false };
  const exportAsked = schoolsListed || !(entities.ncesIds.length > 0 && /\bwhich school\b|\bwhat school\b/.test(t)) && !(schoolInMessage && /\b(?:nces|school) (?:school )?id\b/.test(t)) && /\bexport\b|\bcsv\b|\bdata pull\b|\bpull (?:the )?(?:school )?records\b|\bpull (?:me )?(?:a |the )?list (?:\([^)]{1,40}\) )?of (?:[\w-]+ ){0,3}schools\b|\b(?:i need|we need|give me|get me|send me) (?:a |the )?(?:full |complete )?list of (?:all )?(?:the )?(?:[\w-]+ ){0,3}schools (?:in|across) (?:[a-z]{2}\b|the state)(?=[^?.]{0,40}\bwith\b)|^\W*pull (?:all|every) (?:the )?(?:[a-z]{2} |\w+ )?(?:\w+ )?schools (?:with|over|above|under|that)\b|^\W*pull the (?:[a-z]{2} |\w+ )(?:\w+ )?schools (?:with|over|above|under|that)\b|^\W*pull (?:all|every) (?:the |of the )?(?:elementary|middle|high) schools in [a-z]+\b|\bdownloadable\b|\bspreadsheet\b|\b(?:in|to|into|as(?: an)?) excel\b|\bexcel (?:file|sheet|format)\b|\bxlsx?\b|\bdownload (?:a |an |the )?(?:list|file|data)\b|\bas (?:json|csv) (?:records|rows|file)\b|\bas (?:data )?rows\b|\bhow many (?:rows|records)\b|^\W*dump (?:every|all|the)\b[^?]{0,60}\bschools?\b/.test(t) && !/\breport\b|\bjustif|\bgrant\b|\bnarrative\b/.test(t);
  // E-Rate named next to a verdict or a cost is a funding source, as a program is ("can E-Rate pay for laptops?").
  const fundingSource = entities.programs.length > 0 || (entities.erate && !schoolInMessage);
  // ("if you allow 15 points of FRL difference" sets a peer band, no verdict on a cost.)
  // ("Title III for bilingual classroom library books?": one program asked of one thing, as a verdict.)
  // ("Tablets for cafeteria line staff - Title I or E-Rate?": the thing, then the programs weighed for it, each named.)
  const programForThing = entities.item !== undefined && ((entities.programs.length === 1 && PROGRAM_FOR_THING.test(t)) ||
    (entities.programs.length + (entities.erate ? 1 : 0) >= 2 && SOURCES_WEIGHED_AFTER_DASH.test(t)));
  // ("Is that school eligible for Title III funding? The district hinted Title III could cover some coaching": the school's eligibility
  // asked; the thing it might pay for is told.)
  // ("ok fair. What's the free/reduced lunch rate there then? That at least tells me how many qualify for our free treatment.": the same, of the school talked about.)
  const itemOnlyTold = (schoolInMessage || schoolKnown) && entities.item !== undefined && askedSentence(t) !== t && !askedSentence(t).includes(entities.item.toLowerCase()) &&
    // ("Is X a Title I school? Changes whether the PTO ends up paying for the books.": its Title I status asked, the books why; "How are
    // students at X doing in reading and math? We pitch music as a literacy support": its scores asked, the product told.)
    (SCHOOL_RULES.some((rule) => rule.tool !== 'school_funding' && rule.pattern.test(askedSentence(t))) || /^\W*how many (?:students|kids|teachers)\b/.test(askedSentence(t)) || /^\W*is the school (?:a |an )?title (?:i|1|one) school\W*$/.test(askedSentence(t)) || /\bfrl\b|\bfree(?:\/| or | and )reduced\b|\bfree[- ]lunch\b|\bdoing in (?:reading|math|ela)\b/.test(askedSentence(t)));
  const firstQuestion = /^[^?]*\?/.exec(t)?.[0];
  const schoolEligibilityAsked = (schoolInMessage || schoolKnown) && firstQuestion !== undefined && firstQuestion.length < t.trim().length && (entities.item === undefined || !firstQuestion.includes(entities.item.toLowerCase())) &&
    /^\W*(?:is|are|does|do|would|will) [^?]{1,80}\b(?:eligible (?:for|under)|qualify for) (?:any )?(?:title|idea|perkins|21st|cclc)\b[^?]*\?$/.test(firstQuestion);
  const compliance = !schoolEligibilityAsked && !/\ballow(?:ing)? (?:for )?(?:a |an |up to )?\d{1,2}\s*(?:points?|pts?|%)/.test(t) && !PROGRAMS_RULES.test(t) && (programForThing || /\bget (?:e-?rate|title [\w-]+|idea|perkins|21st)\b[^?]{0,20}\bto (?:cover|pay for|fund)\b|\bgo (?:on|under|against) (?:any|a|the|our|their)?\s*(?:federal |title |grant )|\bcheck (?:it |that |this )?(?:against |across |under |in |with )?(?:every|each|all(?: the)?) (?:federal )?programs?\b|\bcheck (?:them|those|these|the programs) all\b|\bcheck all (?:eight|8)\b|\bcheck all of (?:them|those|these|the programs)\b|\bverdicts? (?:by|for each|per) program\b|\bcan and can(?:'t|not) be used\b|\ballow(?:s|ed|able)?\b|\bok(?:ay)? under\b|\bpermitted\b|\bprohibit(?:s|ed)?\b|\bcompliance\b|\bcheck\b.{0,80}\bagainst\b|\b(?:run|test|put) (?:it|that|this|them|those) (?:against|through)\b|\byes or no\b|\bcompliant\b|(?:\btitle [\w-]+(?: [ab])?|\bidea(?: part b)?|\bperkins(?: v)?|\b21st cclc)\b[^?]{0,10}\bany (?:problems?|issues?|concerns?) with (?:that|it|this)\b|\bunallowable\b|\b(?:can|could|may|should)(?:n't|not)? (?:i|we|they|(?:the|a|an|our|their) (?:[\w-]+ ){0,3}(?:charter(?: school)?|school|district|program|center|academy)|schools|districts|charters) (?:legally |actually |really |still )?(?:use|charge|bill|spend|put|pay)\b.*\b(?:title|idea|perkins|21st|cclc|e-?rate)\b|\b(?:i|we|they) (?:can't|cannot|can not|may not|shouldn't) (?:use|charge|bill|spend|put)\b.*\b(?:title|idea|perkins|21st|cclc|e-?rate)\b|\b(?:title|idea|perkins|21st|cclc|e-?rate)\b.*\b(?:can|could|may|should) (?:i|we|they|the school|the district) (?:use|charge|bill|spend|put|buy)\b|\b(?:charge[sd]?|bill(?:ed)?)\b.*\b(?:title|idea|perkins|21st|cclc|e-?rate|any (?:of (?:the|our) )?(?:federal )?programs?)\b|\b(?:can|could|may)(?:n't|not)? (?:title [ivx\d]+(?:-?[ab])?|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate)(?:,? (?:or |and )?(?:title [ivx\d]+(?:-?[ab])?|idea(?: part b)?|perkins(?: v)?|21st cclc|e-?rate))*(?:,? [\w-]+){0,3} (?:funds?|money|dollars) (?:be (?:used|spent|charged)|buy|purchase|pay for|cover)\b|\b(?:let|allow) (?:us|me|them|schools|the school) (?:to )?(?:pay|buy|use|spend|charge)\b|\b(?:can|could|would|will)(?:n't|not)? (?:title [ivx\d]+(?:-?[ab])?|idea(?: part b)?|perkins(?: v)?|21st cclc) fund (?:a|an|the|our|my|some)\b/.test(t) ||
    // "can we buy snacks with Title I funds?": whether a program allows it, not which programs could.
    (entities.programs.length > 0 && /\b(?:buy|purchase|get|pay for|spend\w* on|fund)\b.*\b(?:with|w\/|using|from|out of|under|on)\s*(?:our\s+|the\s+|their\s+|its\s+)?(?:title|idea|perkins|21st|cclc)/.test(t) && /\b(?:can|could|may|should|able to|allowed to|is it ok(?:ay)?|ok(?:ay)? to|red flags?|any (?:issues|problems|concerns))\b/.test(t)) ||
    // ("We need interpreters and translated enrollment packets. Can that come out of Title III?": the same, the cost pointed back at.)
    (entities.programs.length > 0 && /\b(?:can|could|may|would) (?:that|this|it|those|these|they) (?:come|be paid|be charged|be covered|be funded) (?:out of|from|under)\s*(?:our\s+|the\s+)?(?:title|idea|perkins|21st|cclc)/.test(t)) ||
    // ("HEPA air purifiers - any chance IDEA B covers them for a medically fragile student's room?": one cost weighed against the program named.)
    (entities.programs.length > 0 && entities.item !== undefined && /\bany chance (?:title [\w-]+|idea(?: part)?(?: b)?|perkins(?: v)?|21st cclc|e-?rate) (?:covers?|pays? for|funds?|allows?)\b/.test(t)) ||
    // "tablets for students — would that fly under IV-A?", "welding equipment for our CTE lab under Perkins V?": one cost weighed against one program.
    // ("Refreshments for parent night — chargeable to our Title I set-aside?", "security cameras out of Title IV-A? what conditions apply", "PD for K-3 teachers — that is squarely Title II-A, right?": the same.)
    (entities.item !== undefined && entities.programs.length === 1 && (/\bwould (?:that|it|this) fly\b|\bpass muster\b|\bok(?:ay)? (?:under|with|for)\b|\bchargeable\b|\bwhat conditions\b|\b(?:squarely|clearly|definitely) (?:an? )?(?:title|idea|perkins|e-?rate|21st)\b/.test(t) || /\bunder (?:[\w-]+ ){0,2}(?:title|idea|perkins|e-?rate|21st|iv-a|ii-a|iii-a)\b[^?]*\?\s*$/.test(t))) ||
    // ("A district charged alcohol for a staff dinner to Title I-A. Is that ever allowable?", "title I paid for a field trip - finding or not?",
    // "IDEA B - a speech therapist contract. fine to charge?": a cost already charged, or to be, weighed as an auditor weighs it.)
    (entities.item !== undefined && fundingSource && (/\b(?:charged|billed|coded|paid (?:for|from|out of|with)|bought|purchased)\b/.test(t) || /\bfine to (?:charge|bill|use|pay)\b/.test(t)) && /\bfinding\b|\ballow|\brules?\b|\bverdict\b|\bfine\b|\bcite\b|\bok(?:ay)?\b|\bcompliant\b/.test(t)) ||
    // ("Are wireless access points an eligible E-Rate cost?", "broadband internet service is an E-Rate eligible service": the thing's kind of cost.)
    (entities.item !== undefined && /\beligible e-?rate (?:cost|expense|service|purchase|item|product|equipment)s?\b|\be-?rate[- ]eligible (?:cost|expense|service|purchase|item|product|equipment)s?\b/.test(t)) ||
    // ("X has one MDF and two IDFs; we want to replace the core switch. Eligible for E-Rate C2?": the thing planned at the school, weighed.)
    (entities.item !== undefined && entities.erate && /(?:^|[.!?;]\s+)eligible (?:for|under) e-?rate(?: c[12]| category (?:1|2|one|two)| cat\.? ?[12])?\s*\?\s*$/.test(t)) ||
    // ("Can we run adult ESL classes through our 21st CCLC center?": what is run under the program, weighed.)
    (entities.item !== undefined && fundingSource && (RUN_THROUGH_PROGRAM.test(t) || BE_PAID_FROM.test(t))) ||
    // "are wireless access points something E-Rate covers?", "Is a walking track something Title IV-A could fund?": a thing asked as the source's kind of cost.
    (entities.item !== undefined && fundingSource && /\b(?:something|anything|stuff|a thing|an? (?:expense|cost|item|purchase)) (?:that )?\S+(?: \S+){0,4} (?:covers|pays for|funds|allows|(?:would|will|could) (?:cover|pay for|fund)|can (?:buy|cover|pay for|fund))\b/.test(t)) ||
    // "are firewalls eligible for E-Rate?": a thing (not a school) asked against a funding source.
    // ("E-Rate question: are access points and switches eligible?": the source said first.)
    (entities.item !== undefined && fundingSource && /\beligible (?:for|under)\b|\b(?:is|are) .+ eligible\s*(?:\?|$)|\bcounts? as (?:an? )?(?:e-?rate[- ])?eligible\b/.test(t)) ||
    // ("is buying a school bus ok with any of the federal grant money?": the cost's verdict under whichever program.)
    (entities.item !== undefined && (fundingSource || /\bfederal\b|\bgrant (?:money|funds?)\b/.test(t)) && /\bok(?:ay)? (?:with|under|to use)\b/.test(t)) ||
    // "can Title I pay for tutors?", "Title 3 for ELL software ok?": a program asked about one cost.
    // ("Can Title I-A funds in a schoolwide program pay for X?": the same, the program's model said on the way.)
    // ("which programs could pay for X? is that E-Rate C1 or C2?" asks which programs: the purchase qualified.)
    (fundingSource && /\b(?:can|could|would|will|does|do) (?:[\w-]+ ){0,4}(?:in an? (?:schoolwide|targeted[- ]assistance) (?:program|school|plan) )?(?:go towards? |buy |pay for|pay (?!for\b|back\b|off\b|attention\b|if\b|when\b|so\b|because\b|out\b)(?=[a-z0-9])|cover|fund(?= ['"“‘])|be used (?:for|on|to)|pay(?=\s*\?))\b|\bok(?:ay)?\s*(?:\?|for\b|to\b)|\bput\b.*\bon (?:the |our |their |its )?(?:title|idea|perkins|e-?rate|21st|cclc|grant|federal)\b/.test(t) &&
      // "can E-Rate or any Title funds cover X?" asks which programs could: the purchase qualified.
      !/\b(?:which|what) (?:federal |grant )?(?:programs?|funds?|funding|money|grants?) (?:could|can|would|might|will)\b/.test(t) && !ANY_PROGRAM.test(t)));
  // ("before we buy a house": the family's purchase, no school's.)
  // ("Anyone at the district level in purchasing?": the office, not a purchase.)
  const purchase = !/\b(?:buy|buying|bought|purchas\w*) (?:a |the |our |my )?(?:new )?(?:house|home|car|apartment|condo)\b/.test(t) && (entities.item !== undefined || /\bthis (?:purchase|item|product|order)\b|(?<!\b(?:about|handles|runs|does|manages|oversees) )\b(?:buy|(?<!\bsigns? off on )purchas(?:e|ing)(?!(?<=\bin purchasing)\s*(?:[?.!,]|$))(?! (?:directors?|managers?|officers?|department|office|lead|people|folks|staff|team|agents?|contacts?|co-?ops?|cooperatives?|consortium|clerks?|process|polic(?:y|ies)|cards?|power)\b)|pay for|cover (?:it|that|this|the cost)|(?<!\bonly )afford|(?<=\b(?:a|the|this|our|their) )(?<!\b(?:send|sending|sent|email|emailing) (?:them |over )?(?:a|the|this|our|their) )quote|quote (?:for|on)|quoting (?:a|an|the|our|us|them|for)(?! (?:number|figure|stat\w*|percentage|rate)\b)(?! ['‘\x22“]?(?:opportunity|health|equity|funding|lead) scores?\b)|price (?:out|up)|cost out)\b/.test(t));
  // ("low-income but math is still better than you'd expect": beating the odds.)
  // ("poor elementary schools doing good in math": high poverty, high results.)
  // ("positive outliers": schools doing better than their poverty predicts.)
  // ("which schools there are the standouts for low income kids?": the same.)
  // ("middle schools where at least 75% of kids are low-income and math proficiency is still at least 40%": poor and proficient, the bright spots' own test.)
  const stillProficient = /\b(?:low[- ]income|poor|frl|free[- ]lunch|disadvantaged)\b.{0,40}\b(?:math|reading)(?: proficiency)? (?:is )?still\b|\boutperform\w* (?:their|its|the) (?:predicted|expected)\b/.test(t) ||
    // ("schools with 75%+ free/reduced lunch where math proficiency is still solid", "the real outliers: schools at 50%+ FRL with at least
    // 50% proficient in math": high poverty and high scores, said as figures.)
    (/\b(?:frl|free(?:\/| and | or | & )reduced|free[- ]lunch|low[- ]income|poverty)\b/.test(t) &&
      /\b(?:math|reading)(?: proficiency| scores?)? (?:is |are )?still (?:solid|strong|high|good|decent)\b|\boutliers?\b|\bat least \d{1,2}\s*% proficient\b/.test(t));
  const brightSpots = (/\bbright[- ]spots?\b|\bpositive outliers?\b|\bstandouts? (?:for|among|with) (?:low[- ]income|poor|high[- ]poverty|disadvantaged|frl)\b|\bbeat(?:s|ing)? (?:the odds|expectations)\b|\b(?:poor|high[- ]poverty|low[- ]income|disadvantaged)\b.{0,40}\b(?:doing|performing|scoring|do|does|perform|score) (?:really |very |so |pretty )?(?:good|well|great|strongly|high)\b|\b(?:poor|high[- ]poverty|low[- ]income|disadvantaged)\b.{0,40}\b(?:but|yet|and still|with|(?:that |which )?still (?:posts?|has|have|shows?|gets?|puts? up)) (?:strong|high|good|great|solid) (?:math|reading|test|proficiency|results|scores)\b|\b(?:poor|high[- ]poverty|low[- ]income|disadvantaged)\b.{0,60}\b(?:crush(?:es|ing)? it|knock(?:s|ing)? it out|ace|aces|acing|excel(?:s|ling)?)\b|\boutperform|\bbetter than (?:you'd|you would|one would|we'd|we would|you might) (?:expect|think)\b|\bbetter than expected\b/.test(t) || stillProficient) &&
    // ("can you pull the peers? want to see who's outperforming": one school's peers, the school not yet said.)
    !/\bthe peers\b/.test(t);
  const programList = /\bwhich (?:federal |grant )*programs? (?:is|are) (?:meant|designed|intended) for\b|\bwhich (?:federal |grant |k-?12 )*programs (?:can|do|could) you\b|\b(?:grant|federal|funding) (?:k-?12 )?programs\b|\bprograms do you\b|\bwhich programs (?:are there|exist)\b|\blist (?:the |all )?(?:\w+ )?programs\b|\bassistance listing(?: number| no\.?| #)?\b|\bcfda (?:number|no\.?|#)\b/.test(t) ||
    // "what is Title IV-A?", "tell me about the Perkins program": the programs' own descriptions.
    (entities.programs.length > 0 && /^\W*(?:what(?:'s| is| are)|what the (?:heck|hell) is|tell me (?:about|more about)|explain|describe|info on)\b/.test(t) && !/\b(?:allow|pay|cover|buy|use|spend|charge|lead|school)/.test(t)) ||
    // "how much is Title IV-A worth nationally": the program's own amount.
    (entities.programs.length > 0 && entities.states.length === 0 && /\bhow much\b|\bhow big\b|\bnational(?:ly)?\b|\bappropriation\b|\bannual (?:amount|funding)\b|\bcfda\b|\bassistance listing\b/.test(t) && !/\b(?:allow|pay for|cover|buy|charge|lead)|\b(?:our|my|this|that|the) (?:school|district)\b/.test(t)) ||
    // "I keep hearing 'Title II-A'. What is it?": the asking sentence opens with the question.
    (entities.programs.length > 0 && /^\W*(?:what(?:'s| is| are)|what the (?:heck|hell) is|explain|describe)\b/.test(askedSentence(t)) && !/\b(?:allow|pay|cover|buy|use|spend|charge|lead)/.test(t));

  // "what does Title IV-A fund", "what can Title I pay for": the program's allowable uses, no cost to check.
  // ("remind me what Title IV-A can actually be spent on", "the basics on 21st CCLC - what it funds and who can apply", "how does a
  // nonprofit apply for 21st CCLC?": the same, with who may apply, which the program's record tells.)
  // ("What can Title IV-A (Student Support and Academic Enrichment) pay for?", "What does Title III, Part A fund?": the program's name may carry a gloss or a comma.)
  const programUses = entities.programs.length > 0 && entities.item === undefined && !schoolInMessage &&
    /\bwhat (?:[\w-]+ ){1,4}(?:can|could|may) (?:actually |really |legally )?(?:be spent on|be used for|be used on|fund|pay for|cover)\b|\bhow (?:do|does|can|could|would) (?:[\w-]+ ){1,4}apply (?:for|to)\b|\bwho (?:can|may|is allowed to|gets to) apply\b|\bthe basics (?:on|of|about)\b|\bwhat (?:does|do|can|could|will) (?:[\w-]+ ){1,7}(?:fund|pay for|cover|be used for|be spent on|be used on|allow|support)\b|\bwhat(?:'s| is| are)? (?:[\w-]+ ){1,4}(?:allowed|permitted|able) to (?:be )?(?:spent on|used for|used on|fund|pay for|buy)\b|\b(?:allowable|allowed) uses\b|\bwhat is (?:[\w-]+ ){1,4}(?:for|used for)\b/.test(t.replace(/\s*\([^)]*\)/g, '').replace(/,/g, ''));

  // "Ohio: number of schools, districts, students?": the state's own totals side by side are its profile.
  const counted = new Set(t.match(/\b(?:schools|districts|students|kids|enrollment)\b/g) ?? []);
  const stateTotals = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && counted.size >= 2 && /\bhow many\b|\bnumber of\b|\bcounts?\b|\btotals?\b/.test(t) &&
    !/\b(?:elementary|middle|high|title|(?<!average |avg |mean )frl|bright|rural|urban|suburban|charter|lead|leads|hot|with|over|under|above|below|more than|less than|fewer than|at least|at most|between|per|market)\b/.test(t);
  // "what's the statewide average math proficiency?", "CA average math proficiency?", "California: avg FRL and math": the state's own averages, which its profile holds.
  // (Filtered or grouped, "average FRL of rural elementary schools in Ohio", they are the query tool's.)
  const stateAverages = !schoolInMessage && !refersToSchool && entities.districtNames.length === 0 && entities.leaids.length === 0 && entities.states.length <= 1 && averaged &&
    // ("and what's the statewide average for AZ?" after a school's math: no measure said, the state's own averages.)
    (/\b(?:frl|free|lunch|poverty|math)\b/.test(t) || /\bwhat(?:'s| is) the (?:statewide|state(?:'s)?) (?:average|avg|mean)(?: (?:for|in) [a-z]+(?: [a-z]+)?)?\W*$/.test(t)) && (/\bstatewide\b|\bstate(?:'s)? (?:average|mean)\b/.test(t) || entities.states.length === 1) && !/\btheir (?:average|avg|mean)\b|\b(?:of|for|across|among|in) (?:them|those|these)\b/.test(t) &&
    // (Tested on the sentence that asks: "... in AZ? want to compare us" says why, and compares nothing.)
    !/\b(?:reading|ela|elementary|middle|high|hs|title|rural|urban|suburban|town|charter|with|over|under|above|below|more than|less than|per|which|each|by|gaps?|vs\.?|versus|compared?|district|county (?:schools|school district|district)|city|market|siz(?:e|ing)|leads?|total students)\b/.test(askedSentence(t));
  // ("Statewide numbers for Texas — total students and average FRL percentage": the state's market, which sums both.)
  const stateStudentsAndFrl = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\btotal (?:students|enrollment)\b/.test(t) && /\b(?:average|avg|mean) (?:frl|free|poverty)\b/.test(t) && !/\bschools\b|\bdistricts\b/.test(askedSentence(t));
  // ("for Texas: how many schools, how many students, average FRL, and how many bright spots?": the market's figures, its bright spots among them.)
  const stateMarketWithBrightSpots = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\bhow many bright[- ]spots\b/.test(t) && /\bhow many (?:schools|students)\b/.test(t);
  // ("Nationally, what's the average free/reduced lunch share and how many students are we talking about?", "the national picture on
  // free/reduced lunch? Total students and the average share": the nation's market holds both.)
  const nationStudentsAndFrl = entities.states.length === 0 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 && /\bnation(?:al(?:ly)?|wide)\b/.test(t) &&
    /\bhow many (?:[\w-]+ ){0,3}students\b|\btotal (?:students|enrollment)\b/.test(t) &&
    ((/\b(?:free|frl|reduced|lunch|poverty)\b/.test(t) && /\baverage\b|\bavg\b/.test(t)) || /\btotal (?:spend(?:ing)?|expenditures?)\b/.test(t)) && !/\b(?:elementary|middle|high|rural|urban|which|each|by state|per)\b/.test(t);
  // ("Big picture for California: how many students, how many schools, total spending?": the state's market holds all three.)
  const stateTotalsAndSpend = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 && /\bhow many (?:students|schools)\b/.test(t) &&
    /\btotal (?:spend(?:ing)?|expenditures?)\b/.test(t) && !/\b(?:elementary|middle|high|rural|urban|which|each|per|average)\b/.test(t);
  // ("How many Title I schools, and what's the average FRL statewide?" of one state: both in its profile.)
  const stateTitleIAndFrl = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 && /\bhow many title (?:i|1)(?:[- ]eligible)? schools\b/.test(t) &&
    /\b(?:average|avg|statewide) (?:frl|free|poverty)\b|\bfrl statewide\b/.test(t) && !/\b(?:elementary|middle|high|rural|urban|which|each|over|under|above|below)\b/.test(t);
  // "how many schools in CA are Title I eligible, and how much E-Rate was committed?": the state's funding figures, which its profile holds side by side.
  // ("for California, the Title I eligible school count and the top bright spot?": both in its profile.)
  // ("How many schools in California are Title I eligible, out of how many total?": both counts in its profile.)
  const stateFunding = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\btitle (?:i|1)[- ]eligible\b/.test(t) && /\be-?rate\b.{0,40}\bcommit|\bcommit\w*.{0,40}\be-?rate\b|\b(?:top|best|leading) bright[- ]spots?\b|\bout of how many\b/.test(t) &&
    !/\b(?:elementary|middle|high|rural|urban|suburban|town|charter|which|each|with|over|under|above|below|more than|less than|per)\b/.test(t);
  // "how many public schools does Texas have, and what's the average math proficiency?": both in the state's profile.
  // ("avg math in California schools and how many districs": a misspelt plural reads as its singular.)
  // ("how many districts are in California?", "... and what are the biggest ones?": the state's own count of districts, its largest listed.)
  const stateCountAndAverage = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 &&
    ((/\bhow many (?:public )?schools (?:does|do|are (?:there )?in|in)\b|\b(?:number of|how many|count of) (?:school )?districts?\b/.test(t) && averaged && /\b(?:math|frl|free|reading)\b/.test(t)) || /^\W*(?:(?:so|and|ok)\W+)?how many (?:school )?districts (?:are (?:there )?)?in \w+(?: \w+)?(?:,? and (?:what|which) (?:are|is) (?:the )?(?:biggest|largest)(?: ones?| districts?)?)?\W*$/.test(t)) &&
    !/\b(?:elementary|middle|high|title|rural|urban|suburban|charter|with|over|under|above|below|more than|less than|which|each|per|bright)\b/.test(t);
  // ("What's per-student district spending across AZ, and how many bright-spot schools?", "total students and what's spent per student statewide": the state's market.)
  const stateMarketSpend = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 &&
    // ("What's total district spending across Texas ..., and the per-student figure?": the same, the total said first.)
    /\bper[- ](?:student|pupil)\b[^?.]{0,25}\b(?:spending|spend|expenditure)\b[^?.]{0,20}\b(?:across|statewide|in)\b|\b(?:spent|spending|spend) per (?:student|pupil) (?:statewide|across)\b|\btotal (?:district )?(?:spending|expenditures?) (?:across|statewide|in)\b|\btotal district spending\b[^?]{0,80}\bstatewide\b|\bhow big is (?:the )?(?:k-?12 |district |school |public school )?spending in\b/.test(t) &&
    !/\b(?:average|median|rank\w*|which|each|top|highest|lowest|most|least|elementary|middle|high)\b/.test(t);
  // ("how many high schools and districts are there in California?": a level's count beside the districts', both in the state's profile.)
  // ("how many high schools vs elementary schools are there in California", "how many middle schools does California have? elementary too":
  // two levels counted, the profile's level distribution.)
  const levelAndDistricts = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 &&
    /\bhow many (?:(?:elementary|middle|high|public) )?schools,? (?:and|&) (?:school )?districts\b|\bhow many (?:school )?districts,? (?:and|&) (?:(?:elementary|middle|high|public) )?schools\b|\bhow many (?:elementary|middle|high) schools,? (?:vs\.?|versus|and|&|compared (?:to|with)) (?:elementary|middle|high) schools\b|^\W*how many (?:elementary|middle|high) schools (?:does|do) [a-z .]+? have\b[^?]*\?\s*(?:and |plus )?(?:the )?(?:elementary|middle|high)(?: schools)?(?: too| as well| also)\W*$/.test(t) &&
    !/\b(?:title|rural|urban|suburban|charter|with|over|under|above|below|more than|less than|which|each|per|bright)\b/.test(t);
  // ("# of schools in California per your data?", "how many schools are in Texas total?", "how many schools are there total in AL?": the state's own total, in its profile.)
  // ("Number of school districts in California?": the state's count of districts, in its profile.)
  // ("How many districts does AL have, and which is the largest?": the profile's district count and its largest districts.)
  const stateDistrictCount = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /^\W*(?:(?:and|so)\W+)?(?:number of|how many) (?:public )?(?:school )?districts (?:are )?(?:there )?in [a-z .]+?\W*$|^\W*how many (?:school )?districts (?:does|do) [a-z .]+? have,? and which (?:one )?is the (?:largest|biggest)\W*$/.test(t);
  const stateSchoolTotal = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 &&
    /^\W*(?:(?:and|so|ok(?:ay)?)\W+)?(?:how many|number of|count of) (?:public )?schools (?:are )?(?:there )?in [a-z .]+? (?:total|in total|altogether|overall|per your data|in your data)\W*$|^\W*(?:(?:and|so|ok(?:ay)?)\W+)?how many (?:public )?schools (?:are )?(?:there )?(?:total|in total|altogether) in [a-z .]+?\W*$/.test(t);
  // "title I eligible schools in TX?": the state's count of them, which its profile reports ("how many ... are there" is a count the query tool makes).
  // ("How many schools in California are eligible for Title III, and how many students are we talking about statewide?": a program's
  // eligible count beside the state's total, both in its profile.)
  const stateProgramAndTotal = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\bhow many\b/.test(t) &&
    /\beligible for (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)\b|\b(?:title [\w-]+|idea|perkins|21st cclc)[- ]eligible\b/.test(t) && /\bhow many (?:students|kids)\b|\bstatewide\b|\btotal (?:enrollment|students)\b/.test(t) &&
    !/\b(?:elementary|middle|high|rural|urban|suburban|town|charter|which|each|with|over|under|above|below|more than|less than|per|markets?|siz(?:e|ing)|pool|addressable|tam|pitch)\b/.test(t);
  // ("CA - how many schools does the state have, and how many are Title I eligible?": both counts in its profile.)
  // A state's own figures, several at once or set beside another state's ("Put CA and TX next to each other: number of schools, total
  // enrollment, average FRL and average math", "the same figure plus average math for X, side by side", "break down X's school count by
  // level", "the largest individual schools in X", "which has higher average math, CA or TX?", "your count of public schools in X and the
  // data source"): what each state's profile holds (round 100).
  // ("how many schools, students, average free lunch rate?": the same figures, listed.)
  const STATE_FIGURES = [/\bnumber of (?:public )?schools\b|\b(?:more|fewer) (?:public )?schools\b|\bschool count\b|\bcount of (?:public )?schools\b|\bhow many (?:public )?schools\b|^[^?]*:\s*schools,/, /\btotal enrol(?:l)?ment\b|\bschools, students\b/, /\b(?:number of|how many) (?:public )?(?:school )?districts\b|\bdistrict count\b/, /\b(?:average|avg|statewide)\b[^.?]{0,20}\bfrl\b|\bfrl (?:share|%|percent)|\bsame figure\b|\baverage free(?:[\/ ]reduced)?(?: lunch)?(?: rate)?\b|\blow[- ]income (?:share|%|percent(?:age)?|rate)\b/, /\b(?:average|avg) (?:math|reading)(?: proficiency)?\b/];
  const figuresAsked = STATE_FIGURES.filter((figure) => figure.test(t)).length;
  const stateFiguresAsked = entities.states.length >= 1 && entities.states.length <= 2 && !schoolInMessage && !/\bmarket\b|\baddressable\b|\btam\b|\bpool\b|\bspend(?:ing)?\b/.test(t) && entities.districtNames.length + entities.leaids.length === 0 && !/\b(?:above|over|below|under|more than|less than|at least)\s*\d/.test(t) &&
    // ("Quick overview of CA and TX: number of public schools in each": one of the profile's figures, asked as an overview.)
    (figuresAsked >= 2 || (figuresAsked === 1 && entities.states.length === 2 && /\boverview\b|\bsnapshot\b|\bbig picture\b/.test(t)) || /\b(?:school|schools') count by level\b|\bcount by level\b/.test(t) || /\blargest (?:individual )?schools\b/.test(t) ||
      (entities.states.length === 2 && /\bwhich (?:state )?has (?:the )?(?:higher|lower|more|fewer|bigger|smaller)\b/.test(t) && figuresAsked + (/\b(?:average|avg)\b/.test(t) ? 1 : 0) >= 1) ||
      (/\b(?:count|number) of (?:public )?schools\b/.test(t) && /\bdata source\b|\bsources?\b/.test(t)));
  const stateSchoolsAndTitleI = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\bhow many schools\b.{0,40}\bhow many (?:of them )?(?:are )?title (?:i|1)[- ]eligible\b/.test(t);
  const stateTitleI = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /^\W*(?:the )?title (?:i|1)[- ]eligible schools in [a-z .]+\W*$/.test(t);
  // ("How many schools in Texas are Title I eligible?", "how many schools in AZ are eligible for Perkins?": a state's count of one
  // program's eligible schools, which its profile reports per program; filtered by level, locale or FRL it is the query tool's count.)
  // ("What's the single largest public school in Illinois by enrollment, and its FRL?", "how many districts does Kentucky have, and what's
  // the biggest one?": the largest school or district, which the state's profile names first.)
  // ("Biggest school district budgets in TX, by total expenditure?": the districts' spending ranked, not the largest school or district.)
  const stateLargest = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 &&
    // ("Largest districts in TX by enrollment?", "Which are the biggest individual schools in California?": the profile's lists of them.)
    (/\b(?:the )?(?:single )?(?:largest|biggest) (?:public )?(?:school|district)\b(?!s| budgets?| spending| expenditures?| districts? (?:budgets?|spending|expenditures?))/.test(t) || /^\W*(?:which are |what are )?(?:the )?(?:largest|biggest) (?:individual )?(?:public )?(?:schools|districts) in [a-z]+(?: [a-z]+)?(?: by (?:enrollment|size|students))?\W*(?:$|\?)/.test(t.split(/(?<=\?)\s+/)[0]!) || (/\b(?:largest|biggest) one\b/.test(t) && /\bschools\b|\bdistricts\b/.test(t)) ||
      // ("which districts are the biggest there?" after a state's profile: the same list.)
      /^\W*(?:and |so )?which (?:school )?districts (?:are|is) (?:the )?(?:largest|biggest)(?: ones?)?(?: in [a-z]+(?: [a-z]+)?| there)?\W*$/.test(t.split(/(?<=\?)\s+/)[0]!)) && !/\b(?:\d+|two|three|four|five|ten|top) (?:largest|biggest)\b|\b(?:largest|biggest) (?:\d+|two|three|five|ten)\b|\bin (?:the )?(?:country|nation|us)\b|\bnational|\bexport|\brecords\b|\bcsv\b|\bjson\b|\bspreadsheet/.test(t);
  // ("how many schools in Virginia and in North Carolina are Title I eligible?", "how many Texas schools are Title I eligible out of the
  // total": the same, one profile per state; "how many Title I eligible schools are in X?" stays the query tool's count.)
  const stateProgramCount = entities.states.length >= 1 && entities.states.length <= 5 && !schoolInMessage && entities.districtNames.length + entities.leaids.length === 0 && entities.programs.length === 1 && !entities.erate &&
    /\bhow many (?:[a-z.]+ ){0,2}?(?:public )?schools (?:in [a-z .]+? |there )?(?:are |were )?(?:(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)[- ]eligible|eligible for|qualify for)\b|\bhow many (?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)[- ]eligible schools (?:does|do) [a-z .]+? have\b/.test(t) &&
    !/\b(?:elementary|middle|high|rural|urban|suburban|town|charter|frl|free|with|over|under|above|below|more than|less than|at least|which|list|name|bright|market|sizing|students|leads?|tiers?|nation\w*|pool|addressable)\b|\btotal (?:students|enrollment|spending|expenditure)\b/.test(t);
  const stateSpendAverage = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && entities.leaids.length === 0 && averaged &&
    /\bper[- ](?:pupil|student|kid)\b/.test(t) && /\bspend|\bexpenditure|\bcosts?\b/.test(t) && !/\b(?:elementary|middle|high|rural|urban|suburban|town|which|each|by|top|highest|lowest|most|least|rank\w*)\b/.test(t);
  const nationTotals = entities.states.length === 0 && !schoolInMessage && entities.districtNames.length === 0 && counted.size + (/\bbright[- ]spots?\b/.test(t) ? 1 : 0) + (/\btitle (?:i|1)[- ]eligible\b/.test(t) ? 1 : 0) + (averaged && /\bfrl\b|\bfree(?:\/| or | and | & )reduced\b|\bfree lunch\b/.test(t) ? 1 : 0) >= 2 &&
    /\bnation(?:al(?:ly)?|wide)\b|\bin (?:the (?:us|u\.s\.|country)|your data|america)\b|\b(?:does )?your data cover\b|\bacross the (?:whole |entire )?(?:us|country|nation)\b/.test(t) && /\bhow many\b|\bnumber of\b|\btotals?\b/.test(t) &&
    // (The market counts the Title I-eligible schools: "how many are Title I eligible" is one of its totals.)
    !/\b(?:elementary|middle|high|title|rural|urban|suburban|charter|with|over|under|above|below|more than|less than|per|which|each|by state)\b/.test(t.replace(/\btitle (?:i|1)[- ]eligible\b/g, ' '));
  // ("what's total K-12 district spending per student nationally?": the nation's market reports it.)
  // ("is the district's per-pupil spending high or low nationally?", "where does its per-pupil spending fall nationally": one district's, against the nation.)
  const nationSpend = entities.states.length === 0 && !schoolInMessage && entities.districtNames.length === 0 && !/\b(?:its|their|our|my|the district'?s?)\b/.test(t) && /\bnation(?:al(?:ly)?|wide)\b|\bacross the (?:country|us)\b/.test(t) &&
    /\bdistrict spending per (?:student|pupil)\b|\b(?:spending|spend|expenditure) per (?:student|pupil)\b|\bper[- ](?:student|pupil) (?:district )?(?:spending|spend|expenditure)\b/.test(t) && !/\b(?:which|rank\w*|top|highest|lowest|most|least|median|states?|percentiles?|there)\b/.test(t);
  // ("the national per-student spending figure ..., and how many Title I-eligible schools are there nationwide?": two of the nation's market figures.)
  const nationSpendAndTitleI = entities.states.length === 0 && !schoolInMessage && entities.districtNames.length === 0 && /\bnation(?:al(?:ly)?|wide)\b|\bin your data\b|\bacross the (?:country|us)\b/.test(t) &&
    /\bper[- ](?:pupil|student)\b/.test(t) && /\bspend|\bexpenditure/.test(t) && /\bhow many\b.{0,30}\btitle (?:i|1)[- ]eligible\b/.test(t);

  // ("how many schools are rated HOT or WARM leads?": two tiers named are two of its counts.)
  const marketFigures = [/\bbright[- ]spots?\b/, /\btitle (?:i|1)(?:[- ]eligible)?\b/, /\b(?:hot|warm|nurture|monitor)(?:[- ]tier)? (?:leads|schools)\b|\blead tiers?\b/, /\b(?:hot|warm|nurture|monitor) (?:or|and|\/|&|plus) (?:hot|warm|nurture|monitor)\b/].filter((figure) => figure.test(t)).length;
  const marketCounts = !schoolInMessage && entities.districtNames.length === 0 && entities.states.length <= 1 && (/\blead[- ]tier (?:distribution|split|breakdown|mix)\b/.test(t) || /\bhow many\b|\bnumber of\b/.test(t)) &&
    (marketFigures >= 2 || (marketFigures === 1 && /\bschools\b/.test(t) && /\bstudents\b|\bschools total\b|\btotal schools\b/.test(t)) || /\blead[- ]tier (?:distribution|split|breakdown|mix)\b/.test(t)) &&
    !/\b(?:elementary|middle|high|rural|urban|suburban|town|charter|over|under|above|below|more than|less than|fewer than|at least|frl|%|which|each|by state|per)\b/.test(t);
  // "What's the average math proficiency across Texas, and which districts are the biggest?", "the largest school in California": the state's profile holds both.
  // "how many elementary vs middle vs high schools in AZ?", "How many elementary vs high schools does CA have?", "total K-12 enrollment in AK":
  // the state's level mix and totals are its profile.
  const stateMix = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 &&
    (/\belem(?:entary)?\b.{0,25}\bmiddle\b.{0,25}\bhigh\b|\bhow many high(?: schools)? (?:vs\.?|versus|and|,)\s*middle(?: schools)? (?:vs\.?|versus|and|,)\s*(?:elementary|elementaries)\b|\blevel (?:mix|breakdown|distribution|split)\b|\bhow many elementary (?:schools )?(?:vs\.?|versus|and) (?:middle|high) schools\b/.test(t) || (/^\W*(?:what(?:'s| is) (?:the )?)?total (?:k-12 |public |student |school )*enrollment\b/.test(t) && !/\b(?:elementary|middle|high) schools\b/.test(t)) ||
      // ("and total students statewide?" after a state's profile: its enrollment alone.)
      /^\W*(?:and |what about )?(?:the )?total (?:number of )?(?:k-12 |public )?students(?: statewide| in (?:the state|[a-z]+(?: [a-z]+)?))?\W*$/.test(t)) &&
    // (Tested on the sentence that asks: "Our pricing is different for each." says why.)
    !/\b(?:with|over|under|above|below|more than|less than|frl|title|rural|urban|which|each|per|by district)\b/.test(askedSentence(t));
  const profileFigures = entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 &&
    ((averaged && /\b(?:math|frl)\b/.test(t) && /\b(?:biggest|largest) (?:\w+ )?districts\b|\bdistricts are the (?:biggest|largest)\b|\b(?:which|what) (?:school )?districts? (?:is|are) (?:the )?(?:biggest|largest)\b/.test(t)) ||
      (/\b(?:the )?(?:largest|biggest) schools?\b(?! districts? (?:budgets?|spending|expenditures?))/.test(t) && !/\b(?:elementary|middle|high|rural|urban|title|frl|%|with|over|under)\b/.test(t)));
  // "what are the 5 biggest districts in the country by total expenditure?": the districts ranked, whatever market words come first.
  const districtsRanked = !schoolInMessage && !/\bmarket (?:summary|overview|snapshot|size)\b|\bhow big\b|\bk-?12 market\b/.test(t) && readDistrictIntents(t, entities, false, false)[0] === 'spending_rankings';
  // "ICP search: middle schools in Texas, FRL 60%+, eligible for Title III": the ideal-customer search, whatever programs it names.
  // ("show me the graph query you ran": the count asked again with its Cypher.)
  if (/\bcypher\b|\bgraph query\b/.test(t) && /\bhow many\b|\bcount\b|\bnumber of\b/.test(t)) return { tools: [], aggregate: true };
  // ("search schools 'Lower Curie High School'", "district search 'Woodland County Schools'": the search asked by name, and only it.)
  if (/^\W*(?:search(?: for)? schools?|schools? search)\b/.test(t) && schoolInMessage) return { tools: ['schools_search'], aggregate: false };
  if (/^\W*(?:search(?: for)? (?:school )?districts?|(?:school )?districts? search)\b/.test(t) && entities.districtNames.length > 0) return { tools: ['districts_search'], aggregate: false };
  // "which city in Florida has the most public schools?": a count over places, the query tool's.
  // ("and which five districts there have the most schools?": districts counted by their schools, the same.)
  if (/\bwhich (?:city|cities|county|counties|town|towns) (?:in [\w ]+ )?(?:has|have) the (?:most|fewest|highest|lowest)\b|\bwhich (?:\w+ )?districts (?:in [\w ]+ |there )?(?:has|have) the (?:most|fewest) (?:schools|campuses)\b/.test(t)) return { tools: [], aggregate: true };
  // ("Find California high schools that fit: Perkins eligible, at least 60% FRL": the profile listed after the colon.)
  if (!schoolInMessage && !paidBy && /^\W*(?:run (?:an? )?)?icp\b|\bicp search\b|\bfind (?:me )?(?:\w+ )?schools in \w+(?: \w+)?\b(?!.*\b(?:leads?|principals?|(?:those|these|the) (?:same )?programs|that (?:same )?program)\b).{0,60}\b(?:that are |which are )?eligible for\b|\bfind (?:me )?(?:elementary|middle|high) schools in \w+(?: \w+)? with\b.{0,60}\b(?:that |which )qualify for\b|\bfind (?:me )?(?:all )?(?:[\w-]+ ){0,3}schools with\b.{0,60}\b(?:that|which) (?:are (?:also )?eligible|qualify) for\b|\bschools\b.{0,60}\bfits? (?:[\w-]+ ){0,3}best\b|\bideal[- ](?:customer|fit)\b|(?<=\bschools\b.{0,120})\b(?:that's|thats|that is|it's|is) our (?:ideal |exact )?sweet spot\b|\bour (?:[\w']+ )?sweet spot is (?:schools|elementary|middle|high)\b|\bfits? (?:our|the|my) (?:[\w-]+ )?sweet spot\b|\bmatch(?:es|ing)? our (?:ideal )?(?:customer )?profile\b|\bbuyer profile\b|\bfit (?:a|our|the) (?:[\w-]+ ){0,3}profile\b|\b(?:rank(?:ed)?|sort(?:ed)?|order(?:ed)?) (?:them |those |these )?by (?:their |the )?fit\b|\b(?:ranked|sorted|ordered) by how well (?:they|each(?: one)?) fits?\b|(?<!\b(?:which|what) (?:federal )?(?:program|source|fund(?:ing)?|grant)s?\b.{0,30})\bbest[- ]fits?\b|\bwho (?:fits|fit|matches) (?:best|the profile)\b|(?<=\b(?:schools|districts)\b.{0,80})\bwho fits\s*\?\s*$|\b(?:which|what) (?:one|school|ones|schools) (?:fits?|matches) (?:the )?best\b|\bfit scores?\b|\bscore (?:them|these|those|the schools) against\b|\bschools (?:that|which|who) (?:fit|match)\s*:|\b(?:list|show|find|get|give me|pull)\b.{0,40}\bschools\b.{0,60}\b(?:that|which) (?:are|were) (?:also )?(?:title [\w-]+|idea(?: part b)?|perkins(?: v)?|21st cclc)[- ]eligible\b/.test(t) || (SCHOOLS_BY_PROFILE.test(t) && !exportAsked)) tools.push('icp_search');
  // ("a plain-language rundown of the main federal K-12 grant programs, what they pay for and how big each is": the programs' own table.)
  else if (programUses || (!schoolInMessage && /\b(?:rundown|run-down|overview|summary|primer|explainer|list) (?:of|on) (?:the )?(?:(?:main|major|big|biggest|key|federal|k-12|grant|funding|education|formula) )*programs\b/.test(t) && !/\beligib|\bqualif|\bentitled\b/.test(t))) tools.push('grant_programs');
  // "all three profiles in one go", "bulk import these ids": several NCES ids in one request.
  // ("Pull these three, with funding eligibility for each: <ids>": the same.)
  // ("enrollment and EL % for <id> and <id> together": one request for both.)
  // ("pull <ids> with their funding eligibility included": the import, with that section.)
  // ("bulk import our customer list and enrich it", "can you run those through bulk import?" with no ids: the import, whose ids are asked.)
  else if (entities.ncesIds.length === 0 && !schoolInMessage && /\bbulk[- ]?import\b|\benrich (?:it|them|our|the|my)\b/.test(t) && !/\btiers?\b|\bplans?\b|\binclud\w*|\bdo you have\b/.test(t)) tools.push('schools_bulk_import');
  // ("Need a batch pull of A, B and C (AL), profiles plus funding and contacts": several schools by name, in one import once each is found.)
  else if (entities.ncesIds.length === 0 && entities.schoolName !== undefined && (entities.otherSchoolNames?.length ?? 0) > 0 && /\bin (?:one|a single) (?:go|call|request|shot|batch)\b|\bbatch\b|\bbulk\b|\bat once\b/.test(t)) tools.push('schools_bulk_import');
  else if (entities.ncesIds.length > 1 && /\bin (?:one|a single) (?:go|call|request|shot|batch)\b|\bwith (?:their|the|its) (?:[\w-]+ ){1,3}included\b|\bat once\b|\bbulk\b|\bbatch\b|\b(?:all )?together\s*[.?!]?\s*$|\ball together\b|\benrich\w*\b|\b(?:pull|run) (?:these|those|the|all) (?:two|three|four|five|\d+)\b/.test(t)) tools.push('schools_bulk_import');
  // "list the elementary schools in Wadley, AL": a search by city, not a statistic.
  else if (schoolsInCity(text) !== undefined && entities.districtNames.length === 0) tools.push('schools_search');
  // ("how many federal programs is X eligible for? title, idea, perkins, erate, all of it", "X's funding picture -- what C2 discount shows up under E-Rate?":
  // the school's whole funding record, E-Rate one of its programs.)
  // ("How many federal programs is X eligible for? I'm trying to figure out what could fund a second counselor": the record asked; the thing is why.)
  else if (schoolEligibilityAsked) tools.push('school_funding');
  else if ((schoolInMessage || schoolKnown) && FUNDING_RECORD.test(askedSentence(t)) && entities.price === undefined && (entities.item === undefined || !askedSentence(t).includes(entities.item.toLowerCase()))) tools.push('school_funding');
  else if (schoolInMessage && ELIGIBLE_PROGRAMS.test(t) && entities.price === undefined && entities.quantity === undefined && !erate && !(entities.item !== undefined && THING_QUALIFIES.test(t))) tools.push('school_funding');
  // "what could pay for network switches at Lincoln High? is any of it E-Rate?": the thing qualified at the school, E-Rate among the programs.
  // ("Wireless access points and switches for classrooms: what fund source makes sense?": the same.)
  // ("Which federal funding streams can districts use to buy it?": the same, any district buying.)
  // ("X — c1? what pays", "anything else that could pay for them", "what funds cover it": the same.)
  else if (entities.item !== undefined && (PROGRAMS_FOR_THING_SAID.test(t) || /\bwhat (?:can |could )?pays?\b|\banything else (?:that )?(?:could|can) pay\b|\bwhat funds? covers?\b|\bwhat else (?:could|can) (?:fund|pay for|cover)\b/.test(t) ? !/\bjustif/.test(t) : /\bwhat (?:fund(?:ing)? )?sources? (?:makes? sense|works?|would work|fits?|should (?:we|i) use)\b|\b(?:which|what) (?:federal )?(?:funding )?(?:streams?|sources?|programs?|funds?) (?:can|could|would) (?:a |an |the )?(?:(?:elementary|middle|high|charter) )?(?:districts?|schools?) use\b|\bwhat (?:could|can|would|will|might) (?:pay for|fund|cover)\b|\b(?:which|what|any) (?:federal )?(?:funding )?(?:sources?|programs?) (?:fit|suit|match|apply)\b|\b(?:what|which) (?:federal )?(?:money|funds?|funding|programs?) (?:would|could|can|might) (?:that|it|this|they) qualify for\b/.test(t))) tools.push('purchase_qualify');
  // ("Export a list of California schools where 80% or more get free lunch. How many are there?": the file asked, whose answer counts its rows.)
  else if (!stateTotalsAndSpend && !stateMarketWithBrightSpots && !/\bexport\b/.test(t) && (stateTotals || stateAverages || profileFigures || stateMix || stateFunding || stateCountAndAverage || levelAndDistricts || stateProgramAndTotal || stateTitleI || stateProgramCount || stateLargest || stateSchoolTotal || stateDistrictCount || stateSchoolsAndTitleI || stateFiguresAsked || stateTitleIAndFrl)) tools.push('state_profile');
  else if (districtsRanked) tools.push('spending_rankings');
  // "5 biggest districts in California, and how many elementary / middle / high schools?": the state's profile lists both.
  else if (entities.states.length === 1 && !schoolInMessage && /\b(?:biggest|largest) (?:\d+ )?districts\b/.test(t) && /\bhow many (?:elementary|middle|high)\b/.test(t) && !SPENDING.test(t)) tools.push('state_profile');
  // "Nationally, how many schools and students are in your data, and how many are bright spots?": the nation's market reports those totals.
  // ("Avg per-student spend across California districts?": the state's market reports its spending per student.)
  else if (nationTotals || nationSpendAndTitleI || nationSpend || stateSpendAverage || stateMarketSpend || stateStudentsAndFrl || nationStudentsAndFrl || stateTotalsAndSpend || stateMarketWithBrightSpots) tools.push('market_summary');
  // ("How much E-Rate has been committed in AZ in total, and the latest year?": the state's market holds both figures.)
  else if (entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\be-?rate\b/.test(t) && /\bcommit/.test(t) && /\btotal\b/.test(t) && /\b(?:latest|most recent|last|this|current) (?:funding )?year\b/.test(t) && !/\bvendors?\b|\bproviders?\b|\bby (?:district|school|year)\b|\bstate profile\b/.test(t)) tools.push('market_summary');
  else if (document) tools.push('grant_write');
  else if (justification) tools.push('justification_report');
  // "leads in Ohio: schools that could buy with Title I funds" asks for buyers, not whether Title I allows a cost.
  // "67% NSLP, $120k of switches: how much does E-Rate cover?" is the discount on the cost, not whether it is allowed.
  // "how many requests a day does the Professional plan allow?" asks the plans, not a cost's verdict.
  // ("Is X eligible for Title IV-A?" with nothing bought asks the school's eligibility, not a cost's verdict.)
  // ("What's left in X's Category Two budget? ... put access points in the shelter... probably not allowed but I'm asking anyway": the budget asked first.)
  else if (compliance && !asksNeedsOnly && !/^[^?]*\b(?:c2|category (?:2|two)) budget\b[^?]*\?/.test(t) && !(schoolInMessage && entities.item === undefined && !VERDICT.test(t)) && !(PLANS.test(t) && entities.item === undefined) && (entities.item || fundingSource || VERDICT.test(t) || /\b(?:compliance|allowability) check\b/.test(t)) && !(leads && !schoolInMessage && !VERDICT.test(t)) && !(erate && entities.frlPct !== undefined && !VERDICT.test(t)) && !(entities.item === undefined && /\b47[01]s?\b/.test(t)) && !(entities.item !== undefined && !schoolInMessage && ANY_PROGRAM.test(t) && !VERDICT.test(t) && !/\bcompliance\b/.test(t))) tools.push('compliance_check');
  // "can E-Rate or any Title funds cover 12 access points at $600?": which programs could, the purchase qualified.
  else if (entities.item !== undefined && !schoolInMessage && ANY_PROGRAM.test(t)) tools.push('purchase_qualify');
  else if (exportAsked) tools.push('export_schools');
  // "how much is the Professional plan, how many requests a day": the plans' own table.
  // ("what tier is my key on, and how much AI quota do I get?" is this key's usage, which names its tier.)
  else if (!schoolInMessage && PLANS.test(t) && PLAN_TERMS.test(t) && !/\b(?:tier|plan) (?:is )?(?:my|our|this) (?:api )?key\b|\b(?:my|our|this) key(?:'s)? (?:tier|plan)\b/.test(t)) tools.push('marketplace_tiers');
  else if (!schoolInMessage && readCatalogueIntents(t, entities).length > 0) tools.push(...readCatalogueIntents(t, entities));
  // "Ohio rundown: # of schools, avg FRL", "market size for TX, how many HOT leads": the state tool that reports those figures.
  // ("Data journalist here. How many schools ...?": the sentence that asks names the state tool, not the one that tells.)
  // ("high schools in TX eligible for Title IV-A, ranked as leads ... going after the fitness-center retrofit market": the leads, the market why.)
  else if (!schoolInMessage && !(leads && (entities.programs.length > 0 || entities.erate) && /\bas leads\b|\bby lead scores?\b/.test(t)) && (!refersToSchool || ACROSS_STATE.test(t)) && entities.districtNames.length === 0 && (entities.states.length <= 1 ? STATE_TOOL_NAMED.test(askedSentence(t)) || EQUITY_GAPS.test(t) || (entities.states.length === 1 && !schoolKnown && /^\W*(?:and )?(?:how|what) (?:does|about) \w+(?: \w+)? (?:compare|stack up)\b/.test(t)) : STATES_COMPARED.test(t)) && readStateIntents(askedSentence(t), entities).length > 0) tools.push(...readStateIntents(askedSentence(t), entities));
  // "which high schools does district 0400114 run?", "list the schools in Woodland County Schools": the district's schools, by their search.
  // ("Which schools in X have more than 500 students?": a filter over them, the query tool's.)
  else if (!schoolInMessage && entities.districtNames.length + entities.leaids.length === 1 && DISTRICT_SCHOOLS.test(t) && !/\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b|\baverage\b|\bspend|\b(?:more|fewer|less) than [\d,]+ (?:students|kids)\b|\bover [\d,]{3,} (?:students|kids)\b/.test(t) && !SCHOOLS_RANKED.test(t)) {
    // ("List all the schools in X with their math and reading scores": every school with its figures, which the district report tables.)
    tools.push(/^\W*(?:list|show(?: me)?|give me|pull) (?:all|every)\b.*\bwith (?:their|its|the) (?:[\w-]+ ){0,3}(?:scores|proficiency|math|reading|frl|figures|numbers)\b/.test(t) ? 'district_report' : 'schools_search');
  } else if (!schoolInMessage && entities.districtNames.length + entities.leaids.length === 1 && DISTRICT_SCHOOLS.test(t) && /\b(?:more|fewer|less) than [\d,]+ (?:students|kids)\b|\bover [\d,]{3,} (?:students|kids)\b/.test(t)) return { tools: [], aggregate: true };
  // "show me school districts in Phoenix, AZ": the city's districts, listed by their search (before the state's tools read "AZ").
  else if (!schoolInMessage && entities.districtNames.length === 0 && districtsInCity(text) !== undefined && !RANKED_OR_MEASURED.test(t)) tools.push('districts_search');
  // "what's the LEA id of X", "look up the district X: how many schools": the district's own search record.
  // ("how many schools in X are Title I?", "total enrollment across X's elementary schools" count some of its schools: the query tool's.)
  // ("how many schools does that district have?" after a district's answer: the same record, of that district.)
  else if (!schoolInMessage && (entities.districtNames.length === 1 || (districtKnown && entities.districtNames.length === 0 && /\bhow many schools (?:does|do|are in) (?:that|the|this) district\b/.test(t))) && entities.leaids.length === 0 && DISTRICT_RECORD.test(t) && !/\bwho (?:runs|heads|leads|handles|oversees|is in charge of)\b/.test(t) && !SPENDING.test(t) && !SCHOOLS_FILTERED.test(t) && !averaged && !SCHOOLS_RANKED.test(t) && !/\bc2\b|\bcategory (?:2|two)\b/.test(t)) tools.push('districts_search');
  // "how many bright spots and Title I eligible schools in California?", "how many schools, students and HOT leads?": the market's own counts.
  else if (marketCounts) tools.push('market_summary');
  // "what share of Texas's schools are bright spots?": the market reports the bright spots' count and share.
  else if (brightSpots && !schoolInMessage && entities.districtNames.length === 0 && /\bwhat (?:share|percent(?:age)?|proportion|fraction)\b|\bbright[- ]spot (?:share|percentage|rate)\b|\b(?:share|percent(?:age)?|proportion|fraction) of (?:[\w']+ ){0,3}schools\b/.test(t) && !/\bwhich\b|\bby state\b|\beach state\b/.test(t)) tools.push('market_summary');
  // "how well does it line up with those standards?", "what are the state's math standards like?": the standards tool (the state asked or carried).
  else if (!schoolInMessage && STANDARDS_ASKED.test(t) && !/\bjustif|\bgrant\b|\breport\b/.test(t)) tools.push('standards_certify');
  // "find me 10 more schools in Texas that would qualify for Title I money": buyers, however the count reads.
  else if (MORE_BUYERS.test(t) && !schoolInMessage) tools.push('leads_from_purchase');
  // "which california districts devote the highest % of their budget to instruction?": the districts ranked.
  else if (!schoolInMessage && entities.districtNames.length === 0 && /\bwhich (?!of\b)(?:[\w']+ ){0,4}districts\b.{0,40}\b(?:highest|lowest|most|least|top|fattest|heaviest|leanest)\b|\b(?:\d+ )?(?:biggest|largest|smallest) district (?:budgets|spenders)\b/.test(t) && SPENDING_OR_SHARE.test(t)) tools.push('spending_rankings');
  // "how much Title I money did Woodland County Schools bring in?": the district's revenue lines.
  else if ((entities.districtNames.length + entities.leaids.length > 0 || districtKnown || /\b(?:the|our|my|this|that) district\b/.test(t)) && !schoolInMessage && /\b(?:title (?:i|1)|idea|federal)\b.{0,30}\b(?:money|revenue|funds|funding|dollars)\b.{0,40}\b(?:bring in|brought in|receive|received|get|got|take in|took in|came into|come into|comes into|flowed into|flows into)\b|\b(?:bring in|brought in|received|took in)\b.{0,30}\b(?:title (?:i|1)|idea|federal)\b/.test(t)) tools.push('district_spending');
  // "best-scoring prospects nationally right now?": the schools ranked by their opportunity score.
  else if (!schoolInMessage && entities.item === undefined && entities.programs.length === 0 && /\b(?:best|top|highest)[- ]scor(?:ing|ed) (?:prospects|leads|opportunities|(?:(?:elementary|middle|high) )?schools|accounts)\b|\b(?:top|best|highest) (?:opportunity|opp)[- ]scored\b|\bschools\b.{0,40}\b(?:opportunity|opp(?:ty)?) scores? (?:of |at |above |over )?(?:at least )?\d{1,3}\b/.test(t)) tools.push('opportunities');
  // "which schools score highest on the 'need' dimension of your opportunity model?": the schools ranked by that part.
  // ("which schools have highest 'need' score (the opportunity one)".)
  // ("which schools in AZ score highest on opportunity", "where in Texas is need the greatest, by your opportunity 'need' score?".)
  // ("show me the schools in AZ that rank highest on need instead": the same.)
  else if (!schoolInMessage && /\b(?:which|the) (?:[\w-]+ ){0,2}schools\b.{0,40}\b(?:score|rank)\w* (?:highest|best|top|most)\b.{0,40}\b(?:need|budget|timing|access|opportunity)\b|\bwhere\b.{0,40}\b(?:need|budget|timing|access) (?:is )?(?:the )?(?:greatest|highest|strongest|best)\b.{0,60}\bopportunity\b|\bwhich schools (?:have|has) (?:the )?(?:highest|best|top|strongest) ["'“]?(?:need|budget|timing|access)["'”]? scores?\b/.test(t)) tools.push('opportunities');
  // "which 5 states have the most bright-spot schools?", "average reading for elementary schools: CA vs TX": counts and averages over groups.
  // ("what's per-student district spending across California, and how many students in total?": the state's market holds both.)
  else if (entities.states.length === 1 && !schoolInMessage && entities.districtNames.length === 0 && /\bper[- ](?:student|pupil) (?:district )?spending\b|\bdistrict spending per (?:student|pupil)\b/.test(t) && /\bhow many students\b|\btotal (?:students|enrollment)\b|\bstudents in total\b/.test(t) && !/\b(?:elementary|middle|high|rural|urban|title|which|each|by district|rank|top)\b/.test(t)) tools.push('market_summary');
  // ("Which California district has the largest total expenditure?": the districts ranked.)
  else if (!schoolInMessage && entities.districtNames.length === 0 && /\bwhich (?:[a-z]+ ){0,2}district (?:in [\w ]+ )?(?:has|had|spends?|spent|puts?|devotes?|allocates?|gives?) the (?:largest|biggest|highest|most|lowest|smallest)\b/.test(t) && (SPENDING.test(t.replace(/\btotal expenditure\b/, 'total spending')) || /\badmin\w*|\binstruction\w*|\boverhead\b|\bcapital outlay\b/.test(t))) tools.push('spending_rankings');
  // ("rank the top 5 states by total E-Rate dollars", "which 5 states got the most E-Rate committed dollars?", "how many elementary schools in Texas are eligible for Title III": the same.)
  else if (!schoolInMessage && (/\bwhich (?:\d+ |two |three |five |ten )?states (?:have|has|got|get|received|receive) the (?:most|fewest|highest|lowest)\b|\b(?:top|largest|biggest) (?:\d+ |five |ten )?districts\b.{0,40}\bby (?:enrollment|size|student count|number of students)\b|\bthe (?:\d+|five|ten) districts\b.{0,30}\b(?:that|which) (?:got|get|received|receive) the most e-?rate\b|\brank\w* (?:the )?(?:top |bottom )?(?:\d+ |five |ten )?states by\b|\bhow many (?:[\w-]+ ){0,3}schools (?:in [\w ]+ )?(?:are |were )?(?:eligible|qualif\w*) for\b/.test(t) || (entities.states.length > 1 && averaged && /\b(?:elementary|middle|high) schools\b/.test(t)))) return { tools: [], aggregate: true };
  // ("smallest high school in TX by enrollment?": the one school at the end of a ranking over the state, the query tool's.)
  else if (!schoolInMessage && entities.states.length === 1 && entities.districtNames.length === 0 && /\b(?:smallest|largest|biggest) (?:(?:elementary|middle|high|public|charter) )?school (?:in|of)\b/.test(t)) return { tools: [], aggregate: true };
  // "how many Title I eligible schools in CA, and the average FRL there?": the state's profile reports both.
  else if (entities.states.length === 1 && !schoolInMessage && /\btitle (?:i|1)[- ]eligible\b/.test(t) && /\baverage (?:frl|free|math|reading)\b/.test(t)) tools.push('state_profile');
  // "search for schools with Lincoln in the name in AL": the name search.
  else if (!schoolInMessage && /\b(?:search|look) (?:for )?schools with\b|\bschools with ["'“]?[\w-]+["'”]? in (?:the|their) names?\b/.test(t)) tools.push('schools_search');
  // "how many HOT leads are in Texas?": the market counts its schools by lead tier.
  // ("and how many schools there are HOT leads right now?", "how many schools are HOT vs WARM leads?", "how many schools in X are rated
  // HOT?", "nationally how many schools do you rate as HOT leads?": the same count.)
  else if (!schoolInMessage && entities.states.length <= 1 && /\bhow many (?:hot|warm|nurture|monitor)(?:[- ]tier)?(?: (?:vs\.?|versus|and|or|&) (?:hot|warm|nurture|monitor))? (?:leads|schools|prospects|accounts)\b|\bhow many schools (?:there |in [\w ]+ )?(?:are|were) (?:hot|warm|nurture|monitor)(?:[- ]tier)?(?: (?:vs\.?|versus|and|or|&) (?:hot|warm|nurture|monitor))? leads\b|\bhow many schools (?:in [\w ]+ )?(?:are|were) (?:rated|scored|ranked|tiered) (?:as )?(?:hot|warm|nurture|monitor)\b(?:[- ]tier)?\s*(?:leads?\s*)?(?:\?|$)|\bhow many schools (?:do|does) (?:you|your (?:model|scoring)) (?:rate|score|tier|count) as (?:hot|warm|nurture|monitor)\b/.test(t)) tools.push('market_summary');
  // ("list HOT tier schools in TX": the schools ranked by opportunity, in that tier, not rows the query selects.)
  else if (!schoolInMessage && !COUNTED.test(t) && /^\W*(?:please )?(?:list|show(?: me)?|give me|get me|pull(?: up)?)\b[^?]{0,20}\b(?:hot|warm|nurture)[- ]tier (?:(?:elementary|middle|high) )?(?:schools|accounts|prospects)\b/.test(t) && !/\b(?:export|csv|spreadsheet|file)\b/.test(t)) tools.push('opportunities');
  // (A share said as a filter, "with FRL above 75 percent", is no NSLP share of one school.)
  // ("How many districts are in the state and what's the E-Rate total?", "... and how many of its schools are Title I eligible?", "the school
  // count, district count and average FRL for X": the state's counts beside its E-Rate, Title I or FRL, all in its profile.)
  else if (!schoolInMessage && entities.districtNames.length === 0 && /\bhow many districts\b|\bdistrict count\b/.test(t) && /\be-?rate\b[^?]{0,30}\b(?:total|committed)\b|\b(?:total|committed)\b[^?]{0,30}\be-?rate\b|\btitle (?:i|1)[- ]eligible\b|\b(?:average|avg) frl\b/.test(t)) tools.push('state_profile');
  else if (strongAggregate && !(leads && entities.programs.length > 0 && /\b(?:get|receive|draw)\b[^?]{0,40}\b(?:money|funds|funding|dollars)\b/.test(t)) && !stillProficient && (entities.frlPct === undefined || /\b(?:above|over|below|under|more than|less than|at least|at most)\s*\d/.test(t))) return { tools: [], aggregate: true };
  // "hot leads in Texas", "warm leads" with no program: the schools ranked by opportunity, in that tier.
  // ("hottest leads in the whole country?": the schools ranked by their score.)
  // ("what's the HOT/WARM count there?": the market's lead tiers counted.)
  else if (!schoolInMessage && /\b(?:hot|warm|nurture|monitor)\s*(?:\/|and|,|&|vs\.?)\s*(?:hot|warm|nurture|monitor)\b/.test(t) && COUNTED.test(t)) tools.push('market_summary');
  else if (leads && !schoolInMessage && entities.programs.length === 0 && entities.item === undefined && /\b(?:hot|warm|nurture|hottest|warmest)\b/.test(t)) tools.push(COUNTED.test(t) ? 'market_summary' : 'opportunities');
  // "I sold chromebooks to X. Who else might buy?": X is the customer, the buyers are other schools.
  // "we signed X: who else looks like them?": prospects that resemble a customer are its look-alikes, no item bought.
  // ("Now find schools most like it ... similar schools that might want to join the consortium" after a school: its look-alikes.)
  else if (leads && (!schoolInMessage || /\bwho else\b|\bother schools\b|\bmore schools\b/.test(t)) && !((schoolInMessage || (schoolKnown && /\bmost like (?:it|them|this one|that one)\b/.test(t))) && entities.item === undefined && LOOK_ALIKES.test(t))) tools.push('leads_from_purchase');
  // ("Has the school board behind X approved anything on Title I or E-Rate budgets lately?": the board's items, E-Rate one of their subjects.)
  else if ((schoolInMessage || schoolKnown) && erate && /\bboard\b.{0,60}\b(?:approv\w*|vot\w*|passed|agendas?)\b/.test(t) && !/\bdiscount\b/.test(t)) tools.push('school_board_intel');
  // A discount asked of a school is its E-Rate discount; asked with an NSLP share, the calculator's.
  // A discount with no school, share or district named still asks which school (the eligibility tool's question).
  // "any funding gaps? e.g. E-Rate C2 money they haven't spent": the school's needs, which list its funding gaps; E-Rate is the example.
  // ("what's the discount for our district": a discount of a school or district not named yet, so which one is asked.)
  else if ((erate || (discount && (entities.frlPct !== undefined || DISCOUNT_CALCULATOR.test(t) || schoolInMessage || schoolKnown || /^\W*(?:what(?:'s| is)?|and)?\s*(?:the|our|my|their)?\s*(?:e-?rate )?discount(?: rate)?\W*$/.test(t) || /^\W*(?:calculate|figure out|work out|run|get|check)\s+(?:my|our|the) (?:customer|client|prospect)'?s? (?:e-?rate )?discount\W*$/.test(t) || DISCOUNT_OF_ONES_OWN.test(t) || /\b(?:our|my) (?:new |current )?(?:e-?rate )?discount\b/.test(t)))) &&
    // ("any funding we're leaving on the table? unused title I schoolwide, e-rate, anything", "anything in the needs data about unspent E-Rate?": the same.)
    !((/\bfunding gaps?\b/.test(t) || (/\bon the table\b|\bunspent\b|\bunused\b|\bneeds data\b/.test(t) && !/\bc2\b|\bcategory (?:2|two)\b|\bbudget\b/.test(t))) && (schoolInMessage || schoolKnown)) &&
    // "look-alikes for X: similar size, similar kids, similar E-Rate spend": E-Rate is one of the likenesses asked.
    !(likenessAsked && !discount && !/\beligib/.test(t)) &&
    // ("generate a board report for X? Their board wants context before approving the C2 plan", "What's their capital outlay? they have no
    // capital money for their match on C2", "the district's per-pupil spending? they can't afford the non-discount share": the report or the
    // finances asked, E-Rate why.)
    !/\b(?:board|district)[- ](?:ready )?report\b|\bgenerate (?:a |the )?report\b/.test(t) &&
    !(/\bcapital outlay\b|\bper[- ](?:pupil|student) (?:spending|spend|expenditures?)\b|\bspending per (?:pupil|student)\b/.test(t) && !/\b(?:c2|category (?:2|two)) budget\b|\bdiscount (?:for|of|at|rate)\b/.test(t)) &&
    // ("what's its E-Rate discount as listed among its funding programs?": the school's programs, E-Rate one of them.)
    !/\b(?:among|in|with) (?:its|their|the school's) (?:funding |federal )?programs\b/.test(t)) {
    // "what discount for Category 2" asks the discount (the eligibility tool reports both categories), not the budget.
    // "12 access points at $650 for X: does E-Rate cover that?": the purchase qualified for the school.
    // "...with their discount, what's our share?" asks the school's discount: the eligibility tool.
    if (schoolInMessage && entities.item !== undefined && (entities.price !== undefined || entities.quantity !== undefined) && !VENDOR.test(t) && !discount && !/\bout[- ]of[- ]pocket\b|\bour share\b|\bnon-?discount/.test(t)) return { tools: ['purchase_qualify'], aggregate: false };
    // ("Firewall upgrade for X. Which programs could fund it, and is E-Rate the strongest option?", "E-Rate won't cover Chromebooks. What other
    // federal money could X use for 150 of them?": the programs that could pay for the thing at that school, E-Rate among them.)
    if (schoolInMessage && entities.item !== undefined && !VENDOR.test(t) && !discount && /\b(?:what|which) (?:other )?(?:federal )?(?:programs?|money|funds|funding sources?) (?:could|can|would|might) (?:fund|pay|cover|use)\b|\bwhat (?:other )?(?:federal )?(?:programs?|money) (?:could|can) [\w ()]{2,40}? use\b/.test(t)) return { tools: ['purchase_qualify'], aggregate: false };
    // "which programs could pay for managed internal broadband? is that Category 1 or C2?": the item qualified, its category with it.
    if (entities.item !== undefined && /\b(?:category|cat\.?) ?(?:1|one)\b.*\b(?:or|vs\.?) (?:c2|(?:category|cat\.?) ?(?:2|two))\b|\bc1 or c2\b|\bwhich (?:e-?rate )?category\b|\bis (?:that|it|this) (?:e-?rate )?(?:c[12]|(?:category|cat\.?) ?(?:1|2|one|two))\b|\b(?:does|do|would|will) (?:it|that|this|they|those) (?:count|qualify) as (?:e-?rate )?(?:c[12]|category (?:1|2))\b/.test(t) && !VENDOR.test(t)) return { tools: ['purchase_qualify'], aggregate: false };
    // ("a competitor claimed LED lighting retrofits count as 'internal connections'": a claim of eligibility, weighed.)
    if (entities.item !== undefined && /\b(?:claim(?:s|ed)?|says?|said|swears?|swore|insists?|insisted)\b.{0,80}\b(?:counts?|qualif(?:y|ies)|falls?) (?:as|under)\b/.test(t) && !VENDOR.test(t)) return { tools: ['compliance_check'], aggregate: false };
    // ("the NSLP percentage that was used": the share the discount rests on, no budget used.)
    // ("what Category 2 discount would it get? Sketching a budget for a neighbor district's upgrade": the budget is the user's, told.)
    const budgetAsked = /\bbudgets?\b|\bleft\b|\bremaining\b|\bremain\b|(?<!\b(?:was|were|is|are|be|been|being) )\bused\b|\bcommitted\b|\bspent\b/.test(discount && entities.frlPct !== undefined ? askedSentence(t) : t);
    // E-Rate money "left" or "remaining" is the Category 2 budget: the only E-Rate budget that runs down.
    // ("at 85% rural, the c2 number" with no school: the matrix's Category 2 discount.)
    const shareOnly = entities.frlPct !== undefined && !schoolInMessage && !schoolKnown && entities.districtNames.length === 0 && entities.leaids.length === 0 && !/\bbudget|\bleft\b|\bremaining\b/.test(askedSentence(t));
    // ("what docs am I supposed to keep on file for the C2 switch purchase?": the filing's record keeping, no budget.)
    if (!shareOnly && !/\b(?:docs?|documents?|records?|paperwork)\b.{0,30}\bkeep\b/.test(t) && (/\bc2\b|\bcategory (?:2|two)\b/.test(t) && (budgetAsked || (!discount && !/\bdeadlines?\b|\bby when\b|\bfiling (?:steps|dates|timeline)\b|\bsteps and (?:dates|deadlines)\b/.test(t))) && !VENDOR.test(t)) || (!discount && /\bleft\b|\bremaining\b|\bbalance\b|\bused up\b|\bbudgets?\b|\bstill (?:use|spend|have|get)\b/.test(t) && !/\bvendors?\b|\bform 4[67]\d\b|\bwindow\b|\bcertify\b|\blast day\b|\bfil(?:e|ing)\b|\bdeadlines?\b/.test(t))) {
      // "the discount of X and how much C2 budget is left": both answers, in the order asked.
      if ((discount || /\beligib/.test(t)) && (schoolInMessage || schoolKnown)) tools.push('school_erate_eligibility');
      tools.push('erate_c2_budget');
    } else if (
      // ("who is the billed entity for E-Rate at X? we're filing for kitchen network drops": who files for the school, asked.)
      // ("is X E-Rate eligible at all and through whom do they file?": who files for the school, its eligibility record.)
      !((/\bbilled entity\b/.test(t) || /\bthrough whom\b|\bwho (?:do|does) (?:they|it|the school) file (?:through|under|with)\b/.test(t)) && (schoolInMessage || schoolKnown)) && (
      // "which billed entity does it file through" asks who files for the school (its eligibility record), not the filing steps.
      // "certify the 470" is a filing step; "the discount, for the 471" is the discount.
      // ("the billed entity + BEN for X? prepping a 471": the form is why they ask.)
      (!discount && !/\bbilled entity\b|\bben\b/.test(t) && /\b(?:the|a|our|my|their|file|certify|post|submit) 47[01]s?\b/.test(t)) ||
      // ("a sanity check for a client's Form 471: a school at 75% NSLP, urban. Which discount band?": the form is why.)
      (!(discount && entities.frlPct !== undefined) && /\bform 47\d\b/.test(t)) || /(?<!\bworth (?:it )?(?:even )?)\bfil(?:e|ing)\b(?! (?:e-?rate )?(?:through|via|under|as part of|at|on (?:its|their|our) own|independently|separately)\b)|(?<!\bon (?:a )?(?:tight |short |hard )?)\bdeadlines?\b|\btimeline\b|\bchecklist\b|(?<!\b(?:over|across) the )\bwindow\b|\bwhen(?:'s| is| are| was| were)\b.{0,30}\bdue\b|\b(?:start|end) (?:and (?:start|end) )?dates? of (?:the )?funding year\b|\bwhen (?:does|do) (?:the )?funding year (?:start|begin)\b|\bnon-?recurring services?\b.{0,40}\b(?:delivered|installed|deadline|by when)\b|\bcalendar\b|\bdates in order\b|\b(?:docs?|documents?|records?|paperwork)\b.{0,30}\bkeep\b|\brules\b|\b(?:documents?|records?|paperwork) (?:do|does|should|must) (?:i|we) (?:have to |need to )?keep\b|\bretention\b|\bhow long (?:do|does|must|should) (?:i|we|they|a district|schools?) (?:have to |need to )?(?:keep|retain)\b|\b(?:competitive )?bidding\b|\bsteps\b|\bprocess\b|\bhow (?:do|to|can) (?:i |we )?(?:apply|file)\b|\b(?:forms?|47[01]s?|paperwork|applications?)\b.{0,30}\bdue\b|\bdue dates?\b/.test(t) ||
      // ("the reporter is on a deadline": why the discount is asked now, no filing date.)
      // "what is E-Rate?", "how does E-Rate work": how the program runs, its filing steps.
      (!schoolInMessage && !schoolKnown && /^\W*(?:what(?:'s| is)(?: the)? e-?rate\W*$|how does (?:the )?e-?rate (?:program )?work|explain (?:the )?e-?rate\b)/.test(t)))) tools.push('erate_filing_checklist');
    // One vendor named (by SPIN or a capitalised name) is its detail; vendors in general are the ranking.
    // "vendor says our discount at 19.5% FRL is 60%, right?": the discount checked, not the vendors.
    else if (entities.frlPct !== undefined && !schoolInMessage && discount) tools.push('erate_discount_calculator');
    else if (vendorNamed(text) !== undefined && VENDOR.test(t)) tools.push('erate_vendor_detail');
    // "which E-Rate vendors work with Woodland County Schools?": one district's vendors, which the query tool finds in its commitments.
    else if (VENDOR.test(t) && !schoolInMessage && entities.districtNames.length + entities.leaids.length > 0 && entities.states.length === 0 && !/\bmost\b|\btop\b|\bbiggest\b|\blargest\b/.test(t)) return { tools: [], aggregate: true };
    // ("what's the discount for our member school? ... what the top provider's quote would net out to": the school's discount, the provider why.)
    else if (VENDOR.test(t) && !(discount && DISCOUNT_OF_ONES_OWN.test(t))) tools.push('erate_vendors');
    else if ((entities.frlPct !== undefined || (DISCOUNT_CALCULATOR.test(t) && !schoolKnown)) && !schoolInMessage) tools.push('erate_discount_calculator');
    // A district's E-Rate money is its Category 2 budget and commitments: the E-Rate tool that takes a district.
    // ("Full list of decision-makers at X with emails. Our state office is updating the E-Rate contact roster": its people, E-Rate why.)
    else if (!schoolInMessage && !discount && (entities.districtNames.length > 0 || entities.leaids.length > 0)) tools.push(/\bdecision[- ]?makers?\b|\bwho(?:'s| is| are) (?:the|their)\b|\b(?:contacts?|emails?) (?:for|at|of)\b/.test(t) ? 'district_contacts' : 'erate_c2_budget');
    // "how much e-rate money has gone into California (all years)": the state's E-Rate total, which its market reports.
    // ("National E-Rate picture: total committed, and the latest year's": the nation's, which its market reports.)
    else if (!schoolInMessage && !schoolKnown && !discount && ((entities.states.length === 1 && /\bhow much\b/.test(t)) || (entities.states.length === 0 && /\bnational(?:ly)?\b|\bnationwide\b/.test(t) && /\bhow much\b|\bcommitted\b|\btotals?\b/.test(t)))) tools.push('market_summary');
    // ("Pull the state profiles for California and Texas: districts, schools, and total E-Rate committed": each state's profile, E-Rate a figure of it.)
    else if (!schoolInMessage && !schoolKnown && !discount && entities.states.length > 0 && /\bprofiles?\b/.test(t)) tools.push('state_profile');
    else tools.push('school_erate_eligibility');
  } else if (!schoolInMessage && (DISTRICT_SEARCH.test(t) || districtsInCity(text) !== undefined)) tools.push('districts_search');
  // ("20 robotics kits at $350 each. what federal funding sources could a district use to pay for that?": any district, a thing to pay for.)
  // ("the decision-makers for X - principal, curriculum lead, anyone at the district level": the school's contacts, its district's people among them.)
  // ("principal at X, plus whoever handles finance at the district level", "who handles IT for X?", "every named decision-maker for X, school
  // and district level", "a technology coordinator at X? I'd rather start at the building level": a person asked, whom the school's contacts list.)
  else if (!ACCESS_TO_PEOPLE.test(t) && !likenessAsked && !(schoolInMessage && /\b(?:decision[- ]?makers?|contacts?|key people|who to (?:call|contact))\b (?:for|at) (?!(?:the|its|their) district\b)/.test(t)) &&
    !(schoolInMessage && /\b(?:whoever|who|someone|somebody|the person|the people) (?:handles?|runs?|oversees?|manages?|is in charge of|does) (?:the )?(?:finances?|budget|business|purchasing|procurement|it|tech(?:nology)?)\b|\bschool and district level\b|\bbuilding level\b|\b(?:technology|tech|it) coordinator at\b/.test(t)) && !(entities.item !== undefined && entities.districtNames.length + entities.leaids.length === 0 && !districtKnown && /\b(?:a|any) district\b/.test(t)) && districtRead.length > 0 &&
    // ("What does X lack the most? I'm especially interested in staffing gaps since more hires hit the operating budget": a school's question,
    // its district's budget told as why.)
    !(schoolInMessage && askedSentence(t) !== t && readDistrictIntents(askedSentence(t), entities, schoolInMessage, districtKnown).length === 0 && districtRead.every((tool) => tool === 'district_spending'))) tools.push(...districtRead);
  // ("Which high-poverty schools in Texas are outperforming their demographics?": bright spots, not the state's demographics.)
  else if (!schoolInMessage && !refersToSchool && !(brightSpots && /\bbright[- ]spots?\b|\boutperform\w*/.test(t) && !/\bmarket\b|\bprofile\b|\bsummary\b|\boverview\b|\bshare\b|\bcount\b/.test(t)) && readStateIntents(t, entities).length > 0) tools.push(...readStateIntents(t, entities));
  // "Is there a math teacher shortage in AZ? I'm at Harrison High": the state named is asked; the school is who asks.
  else if (entities.states.length === 1 && /\bteachers?\b/.test(t) && TEACHER_SHORTAGE.test(t)) tools.push('teacher_shortages');
  // "what's missing at X, and what could pay for it?": its needs (their answer names the programs), not a purchase with no item.
  // "has the board voted on any technology purchases?": the board's items, no purchase to qualify.
  // ("can X use federal funds for this?": a purchase not yet described, so what it is will be asked; "funds X could use to pay for our renewal": the school's programs.)
  // ("high-poverty schools in TX that beat the odds in math - we want to fund a peer-learning cohort around them": the schools sought, the cohort why.)
  // ("Our college sells X to districts to help fund the clinical program. How strong an opportunity is Y?": the thing is told; a school's own figure is asked.)
  else if ((purchase || /\b(?:use|spend) (?:\w+ )?(?:funds|money|funding|dollars) (?:for|on) (?:this|that)\W*$|\b(?:use|spend) (?:\w+ )?(?:funds|money|funding|dollars) (?:for|on) (?:this|that|it)\s*\?/.test(t)) && !itemOnlyTold && !(brightSpots && !schoolInMessage && entities.price === undefined && entities.quantity === undefined) && (!programList || entities.quantity !== undefined || entities.item !== undefined || /\bthis (?:purchase|item|product|order)\b/.test(t)) &&
    !(entities.item === undefined && (schoolInMessage || schoolKnown) && (NEEDS_PATTERN.test(t) || /\bboard\b|\bvoted?\b|\bagendas?\b|\bpay for (?:our|my) (?:annual |yearly )?(?:renewal|product|software|solution|app|platform|tool|service|offering|subscription|license)s?\b/.test(t)))) tools.push('purchase_qualify');
  else if (brightSpots && !schoolInMessage) tools.push('bright_spots');
  // "is it title I eligible, what programs can it get?" with no school yet: a school's funding, asked of one to be named.
  // ("the funding programs for a school": one school's programs, so which school is asked.)
  // ("so which federal programs are we strongest for?" after a school: its own programs, graded.)
  else if (programList && !schoolInMessage && !refersToSchool && !(PRONOUN_SUBJECT.test(t) && !schoolKnown && /\beligib|\bqualif|\bget\b|\breceive\b/.test(t)) && !(schoolKnown && /\b(?:we|us|our)\b/.test(t) && /\bstrong(?:est)?\b|\bbest (?:for|positioned|bets?)\b|\bqualif|\beligib|\bgets? (?:us|them) into\b/.test(t)) && !/\bfor (?:a|one|our|my|this|that|the) school\b|\b(?:is|are) (?:our|my|the|this|that) (?:school|campus)\b/.test(t) &&
    // ("and which federal programs could pay to fix those gaps?", "and what federal programs overall?" after a school: its own programs.)
    // ("which of the two has more federal programs available?" after two schools: theirs.)
    !(schoolKnown && /\bwhich of (?:the|those|these|them)\b/.test(t)) &&
    !(schoolKnown && PROGRAMS_ASKED_FIRST.test(t) && !/\bin general\b|\bgenerally\b|\b(?:exist|are there|do you|can you|you (?:know|cover|track))\b|\b(?:other|else)\b/.test(t))) tools.push('grant_programs');
  else if (vendorNamed(text) !== undefined && VENDOR.test(t)) tools.push('erate_vendor_detail');
  // "vendor mentions in X's board meetings" are the school's board items, not the E-Rate vendors.
  // ("A vendor told our superintendent that X is a priority account. What opportunity score...?": the vendor is told, not asked about.)
  // ("Which providers are most active in AL?": the vendors, ranked.)
  // ("and its opportunity score for a vendor partnership?": the school's score, the vendor is who would use it.)
  // ("it's on a badge vendor quote": the user's quote, no vendors asked.)
  else if (/\bvendors?\b(?! (?:form|registration|application|portal|number|id|quotes?|invoices?|contracts?)\b)|\bservice providers?\b|\b(?:which|what|top|big|biggest|largest|leading|major|main) (?:[\w-]+ )?providers\b/.test(askedSentence(t)) && !((schoolInMessage || schoolKnown) && (BOARD_WORDS.test(t) || /\bopportunity scores?\b/.test(t)))) tools.push('erate_vendors');
  else if (schoolInMessage || schoolKnown) {
    // "I'm meeting the principal of X. What grants would they qualify for?": the question asked, not the context told.
    // ("For a Title III / IDEA planning memo: what percent are English learners?": the memo is context, the question follows it.)
    // ("its English learner percentage for a Title III form": the form is why, not a program asked.)
    // ("FRL, EL and SWD percentages. Title III and IDEA desk review.": the review is why, not a program asked.)
    // ("Before I send it to the superintendent, what's the school's EL share?": who it goes to is told, not asked.)
    const asked = askedSentence(t.replace(CONTEXT_LEAD, '').replace(PURPOSE_TAIL, '')).replace(/\bfor (?:a|an|the|our|my) (?:[\w-]+ ){0,3}(?:form|application|memo|spreadsheet|tracker)\b/g, ' ').replace(REVIEW_CONTEXT, ' ')
      .replace(/\b(?:before|after|when|once) (?:i|we) (?:send|give|show|forward|present|take) (?:it|this|that|them) to (?:the|our|my) [\w ]{2,30}?,/g, ' ')
      // ("... but only in AL; our grant is limited to in-state sites": what the grant allows is told after the semicolon, no program asked.)
      .replace(/;\s*(?:our|the|my|their) (?:grant|funder|rfp|application|proposal) (?:is|are|only|requires|needs|says|covers|limits)\b[^?]*$/, '');
    // ("X has thin AP offerings. Is that actually true compared to the rest of AL?": the question points back at what was told.)
    const pointsBack = /^\W*(?:is|was) (?:that|it|this) (?:actually |really |even )?(?:true|right|correct|so)\b/.test(asked);
    for (const rule of SCHOOL_RULES) if (rule.pattern.test(pointsBack ? t : asked)) tools.push(rule.tool);
    // ("the opportunity score on it? and how reachable are its decision makers (access)?": the score's access dimension, not the contacts.)
    if (tools.includes('school_contacts') && /\bhow (?:reachable|accessible)\b/.test(t) && /\bopportunity\b|\baccess\b/.test(t)) tools.splice(tools.indexOf('school_contacts'), 1, ...(tools.includes('school_opportunity') ? [] : ['school_opportunity']));
    // ("what does the needs analysis there show for staffing and the SWD gap?": the gaps the needs analysis itself reports.)
    if (tools.includes('school_needs') && tools.includes('school_equity') && /\bneeds? (?:analysis|assessment)\b/.test(t) && !asksEquityRecord(t)) tools.splice(tools.indexOf('school_equity'), 1);
    // ("widen the peer search to 20 points of FRL. Who tops the list?": a question that names nothing asks of the request told before it.)
    // ("I'm told its health score is decent. What is it and how is it possible?": a question of pronouns asks of what was told.)
    // ("My advisor wants the EL math gap at X. What's the number, and the state reference?": "the number" is the figure told.)
    // ("Our mentoring program works with grades 9-12. What grade span does X cover, and how big is it?": its own figures, whatever was told.)
    if (tools.length === 0 && asked !== t && (!PROFILE.test(asked) || /\b(?:it|that|this|the (?:number|figure|value))\b/.test(asked)) && !/\bgrade (?:span|range)\b|\bgrades? (?:served|offered)\b/.test(asked) && (asked.trim().split(/\s+/).length <= 5 || /^\W*(?:what|how|why|which)\b[^.?!]*\b(?:it|that|this|the (?:number|figure|value))\b/.test(asked))) for (const rule of SCHOOL_RULES) if (rule.pattern.test(t.replace(CONTEXT_LEAD, ''))) tools.push(rule.tool);
    // "Which programs could fund it" names funding; "funding" inside a health question does not.
    // Beside its needs, whose answer names the programs that pay for each, only eligibility asked outright adds the funding.
    const fundingNamed = tools.includes('school_needs') ? new RegExp(String.raw`\bqualif|\beligible for\b|\bentitled\b|\bgrant programs\b|${PROGRAMS_ASKED_FIRST.source}`) : /\bgrants?\b|\bgrant programs\b|\bqualif|\beligible for\b|\bentitled\b/;
    if (tools.length > 1 && tools.includes('school_funding') && !fundingNamed.test(asked)) tools.splice(tools.indexOf('school_funding'), 1);
    // ("how's the top peer doing on suspensions?": that school's equity record, not its health or its own peers.)
    if (tools.includes('school_equity') && /\bdoing (?:on|with) (?:its |their )?(?:suspensions?|discipline|counselors?|ap\b|equity)/.test(asked)) tools.splice(0, tools.length, 'school_equity');
    // ("Before I quote the health score for X, how is it calculated? Give me the score and its funding, academic and equity parts": the
    // health score named in the told sentence is the score asked after it.)
    if (!tools.includes('school_health') && /\bhealth score\b/.test(t) && !/\bhealth\b/.test(asked) && /\bhow (?:is|was) (?:it|that|the score) (?:calculated|computed|built|figured|scored|derived)\b|\b(?:the|its|that) score\b/.test(asked)) tools.unshift('school_health');
    // ("how healthy is X overall - funding, academics, equity?": the health score's three parts, not the equity record.)
    if (tools.includes('school_health') && tools.includes('school_equity') && /\b(?:funding|academics?)\b,? (?:and |& |or )?(?:academics?|funding)\b,? (?:and |& |or )?equity\b/.test(asked)) tools.splice(tools.indexOf('school_equity'), 1);
    // ("equity snapshot for X - counselors, suspensions, AP, and how the ELs are doing": the equity record named, its parts listed after it.)
    if (tools.includes('school_equity') && tools.includes('school_health') && /\bequity (?:snapshot|record|profile|report|rundown|breakdown|picture|data|numbers)\b/.test(asked) && !/\bhealth\b/.test(asked)) tools.splice(tools.indexOf('school_health'), 1);
    // ("who should I call about the grant?": the people are asked; the grant is what the call is about.)
    if (tools.includes('school_contacts') && /\bwho (?:should|do|can|could|would) (?:i|we) (?:call|contact|e-?mail|talk to|speak (?:to|with)|reach out to|ask)\b[^?]*\babout\b/.test(t)) tools.splice(0, tools.length, 'school_contacts');
    // ("and which federal programs could pay to fix those gaps?": the programs are asked; the gaps are what they would pay for.)
    if (tools.includes('school_needs') && tools.includes('school_funding') && PROGRAMS_ASKED_FIRST.test(asked)) tools.splice(tools.indexOf('school_needs'), 1);
    // ("its biggest unmet needs ... and which federal programs the district could braid together to sustain services": the needs, whose
    // answer names the programs for each.)
    else if (tools.includes('school_needs') && tools.includes('school_funding') && /\bneeds\b[^?]*\bwhich (?:federal )?programs\b[^?]{0,60}\b(?:braid|sustain|pay for|fund|cover)\b/.test(t)) tools.splice(tools.indexOf('school_funding'), 1);
    // ("now look-alikes (not peers), any state": the peers said only to be set aside.)
    if (tools.includes('school_peers') && tools.length > 1 && /\bnot (?:the )?peers\b|\binstead of (?:the )?peers\b/.test(t)) tools.splice(tools.indexOf('school_peers'), 1);
    // ("how do the two compare on your health score?", "and how do the three compare on X?": the schools just named, set side by side on X, not each one's peers.)
    if (tools.includes('school_peers') && tools.length > 1 && !/\bpeers?\b|\bsimilar\b/.test(t) && /\b(?:the (?:two|three|four|five)|both|all (?:three|four|five))\b[^?]{0,30}\bcompar/.test(t)) tools.splice(tools.indexOf('school_peers'), 1);
    // Two schools named ("compare Lincoln High and Harrison High", "which is healthier, A or B"): each school's own figures side by side.
    // ("peers for A and B", "look-alikes for A and B": the list named is each school's.)
    if (entities.otherSchoolNames) {
      const named = { school_peers: /\bpeers?\b/, school_look_alikes: /\blook[- ]?alikes?\b/ };
      for (const [tool, word] of Object.entries(named)) if (tools.includes(tool) && !word.test(t)) tools.splice(tools.indexOf(tool), 1);
      if (tools.length === 0) tools.push('school_profile');
    }
    // "is it a Title 1 schoolwide campus?": its Title I status is in its profile, not its programs.
    // "r they title 1 eligible", "title I? enrollment?": the yes or no of its Title I status, not every program it could draw on.
    // ("Is X running a Title I schoolwide program, and what's its FRL rate? We're trying to coordinate Title I and Title III services": what is asked, not what is told.)
    if (tools.includes('school_funding') && TITLE_I_STATUS.test(asked) && PROGRAM_PATTERNS.filter(({ pattern }) => pattern.test(asked)).every(({ id }) => id.startsWith('TITLE_I_')) &&
      // ("how strong is the eligibility?": the strength the funding record grades.)
      !/\beligible (?:for|under)\b|\bqualif|\bgrants?\b|\bprograms\b|\bmoney\b|\bfunding\b|\ballocations?\b|\bhow much\b|\bdollars\b|\bhow strong\b|\bstrength\b/.test(asked)) tools.splice(tools.indexOf('school_funding'), 1, 'school_profile');
    // "suspension rates at X compared with the state average": the equity record carries the state's figures.
    // Its needs likewise: each is the school's figure against the state's.
    // ("how do its ELs do compared with everyone else?": a group of its students against the rest, the equity record's gaps.)
    if ((tools.includes('school_equity') || tools.includes('school_needs') || tools.includes('school_health')) && tools.includes('school_peers') &&
      (new RegExp(GROUP_AGAINST_REST).test(t) || /\bstate (?:[\w-]+ )?(?:avg|averages?|rates?|figures?)\b|\bthe [a-z]{2} (?:avg|average)\b|\b(?:compared? (?:with|to)|vs\.?|versus|against|relative to) (?:the |its |their )?(?:rest of (?:the |its |their )?)?state\b|\b(?:compared? (?:with|to)|vs\.?|versus|against|relative to) the rest of [a-z]{2}\b/.test(t))) tools.splice(tools.indexOf('school_peers'), 1);
    // ("same state and level, FRL within 10 points ... the math gap to the best peer": the peers' own figure, no equity record.)
    if (tools.includes('school_peers') && tools.includes('school_equity') && /\bgap (?:to|with|from|behind) (?:the )?best(?: peer)?\b|\bbest peer\b/.test(t) && !/\bsuspension|\bcounselor|\bdisparit|\bequity\b/.test(t)) tools.splice(tools.indexOf('school_equity'), 1);
    // ("Someone at the board meeting cited a 'school health score' for X. What is it?": where it was heard, not what the board did.)
    if (tools.includes('school_board_intel') && tools.length > 1 && /\bat (?:the|our|a|last night's|tonight's|last week's) (?:school )?board meeting\b.{0,20}\b(?:cited|mentioned|said|asked|brought up|quoted|claimed|referenced)\b/.test(t) && !/\bagendas?\b|\bminutes\b|\bvot\w*|\bapproved\b|\bdecided\b|\bdiscuss\w*/.test(t)) tools.splice(tools.indexOf('school_board_intel'), 1);
    // ("did X's board take up anything about leadership, like a new principal?", "board minutes ... that would help me time an outreach email":
    // the board's items, not its people.)
    if (tools.includes('school_board_intel') && tools.includes('school_contacts') && ((/\b(?:like|such as|e\.?g\.?,?|say) (?:a )?new (?:principal|superintendent)\b|\babout leadership\b/.test(t) && !/\bwho\b|\bcontacts?\b|\be-?mails?\b|\bphone\b/.test(t)) ||
      (/\btim(?:e|ing) (?:an? |my |our )?(?:[\w-]+ )?e-?mail\b/.test(t) && !/\bwho\b|\bcontacts?\b|\bprincipal\b|\bphone\b/.test(t)))) tools.splice(tools.indexOf('school_contacts'), 1);
    // ("Does X have the budget and the need for a clinician? Show the opportunity dimensions.": the opportunity score's own need dimension.)
    if (tools.includes('school_opportunity') && tools.includes('school_needs') && /\bopportunity (?:dimensions|sub-?scores|breakdown)\b/.test(t)) tools.splice(tools.indexOf('school_needs'), 1);
    // "funding vs academics vs equity sub scores": the parts of the health score, not the equity record.
    // ("its equity score and sub-scores": the equity record's own parts.)
    if (tools.includes('school_health') && tools.includes('school_equity') && /\bequity score\b/.test(t) && !/\bhealth\b/.test(t)) tools.splice(tools.indexOf('school_health'), 1);
    if (tools.includes('school_health') && tools.includes('school_equity') && /\bsub[- ]?scores?\b|\bcomponents?\b|\bbreak(?:s)? ?down\b|\bbreakdown\b|\bparts?\b|\bpieces?\b|\bbreak (?:it|its|the|that)\b[^.?]{0,30}\binto\b/.test(t) && !/\bsuspension|\bcounselor|\bdisparit/.test(t)) tools.splice(tools.indexOf('school_equity'), 1);
    // "the street address and front office phone": the school's own record, not its people.
    if (/(?<!\be-?mail )\b(?:street |mailing |physical |postal )?address\b(?! (?:those|these|that|this|it|them|the (?:gaps?|needs?|issues?|risks?)))|\bfront office\b|\bmain (?:office|line|number|phone)\b|\bschool(?:'s)? phone\b/.test(t)) {
      if (tools.includes('school_contacts') && !/\bprincipal\b|\bwho\b|\bcontacts?\b|\bemails?\b/.test(t)) tools.splice(tools.indexOf('school_contacts'), 1);
      if (!tools.includes('school_profile')) tools.unshift('school_profile');
    }
    // "where does X rank on health": a rank of one measure is that measure; peers stay when compared.
    if (tools.includes('school_peers') && tools.length > 1 && !/\bpeers?\b|\bcompar|\bstack(?:s)? up\b|\bvs\b|\bversus\b|\bagainst\b|\bbeating\b|\b(?:similar|same) (?:frl|poverty|free[- ]lunch|free ?(?:\/|and|or|&) ?reduced|low[- ]income)\b|\b(?:similar|same|comparable) (?:share|percent(?:age)?|proportion|number|rate) of\b/.test(t)) tools.splice(tools.indexOf('school_peers'), 1);
    // "how does X stack up against similar schools": its peers; "similar" alone does not add the look-alikes.
    // "schools comparable to X nationwide": look-alikes; peers stay only when named.
    if (tools.includes('school_peers') && tools.includes('school_look_alikes')) {
      if (!ONLY_LOOK_ALIKES.test(t)) tools.splice(tools.indexOf('school_look_alikes'), 1);
      else if (!/\bpeers?\b/.test(t)) tools.splice(tools.indexOf('school_peers'), 1);
    }
    // "schools like X whose low-income share is within 5 points of theirs": a band of FRL is how peers are drawn.
    if (tools.includes('school_look_alikes') && !ONLY_LOOK_ALIKES.test(t) && FRL_BAND_SAID.test(t)) {
      tools.splice(tools.indexOf('school_look_alikes'), 1);
      if (!tools.includes('school_peers')) tools.push('school_peers');
    }
    // "look-alikes nationally, not just same-state peers": the peers are what is set aside.
    if (tools.includes('school_peers') && tools.includes('school_look_alikes') && /\b(?:not (?:just|only)|instead of|rather than|beyond)(?: (?:the|its|their))? (?:[\w-]+ )?peers\b/.test(t)) tools.splice(tools.indexOf('school_peers'), 1);
    // "how good is our access to decision makers there?": the access part of its opportunity score, not its people.
    if (tools.includes('school_contacts') && ACCESS_TO_PEOPLE.test(t)) {
      tools.splice(tools.indexOf('school_contacts'), 1);
      if (!tools.includes('school_opportunity')) tools.push('school_opportunity');
    }
    // "which district runs it and what lead tier?": its profile names both.
    if (/\bwhich district (?:runs|operates|oversees|manages|is it in)\b|\bwhat district (?:runs|is it in|does it belong to)\b/.test(t) && /\blead tier\b/.test(t) && !/\bopportunity\b|\bscore\b/.test(t)) {
      if (tools.includes('school_opportunity')) tools.splice(tools.indexOf('school_opportunity'), 1);
      if (!tools.includes('school_profile')) tools.unshift('school_profile');
    }
    // "which similar schools are doing better in math?", "similar schools ranked by math": peers ranked by math, in its state.
    if (tools.includes('school_look_alikes') && !ONLY_LOOK_ALIKES.test(t) && /\b(?:rank(?:ed)?|sort(?:ed)?|order(?:ed)?) (?:by|on) (?:math|reading|scores?|proficiency)\b|\b(?:doing |scoring |performing )?(?:better|worse|higher|lower|ahead)\b.{0,20}\b(?:math|reading|scores?|proficiency)\b|\boutperform|\b(?:beat|beats|beating|top|tops|outscor\w*)\b.{0,40}\b(?:in|on) (?:math|reading|scores?|proficiency)\b/.test(t)) {
      tools.splice(tools.indexOf('school_look_alikes'), 1);
      if (!tools.includes('school_peers')) tools.push('school_peers');
    }
    // "how's X doing? enrollment and FRL please": the figures named, not the health score.
    if (tools.includes('school_health') && /\benrol(?:l)?ment\b|\bfrl\b|\bfree (?:or|and|\/) reduced\b|\bhow many (?:students|kids)\b/.test(t) && !/\bhealth|\bscore|\btier\b|\bthriving|\bat[- ]risk|\bstruggling/.test(t)) tools.splice(tools.indexOf('school_health'), 1, 'school_profile');
    // "how many students per teacher, and how many counselors (FTE)": its staffing figures, which its profile holds (the equity record rates access).
    // ("pupil-teacher ratio vs the AZ avg": the equity record sets it beside the state's.)
    // ("pupil-teacher ratio at X compared to the state?": the same.)
    if (tools.includes('school_equity') && STAFFING.test(t) && !/\bsuspen|\bap\b|\badvanced placement|\bdisparit|\bequity\b|\bper counselor\b/.test(t) && !AGAINST_AVERAGE.test(t) && !/\bcompared? (?:to|with) (?:the )?state\b/.test(t)) tools.splice(tools.indexOf('school_equity'), 1, 'school_profile');
    // ("Is X running bigger classes than the state average? If pupil-teacher ratio is high ...": its class size set against the state's, which the equity record holds.)
    if ((tools.length === 0 || (tools.length === 1 && tools[0] === 'school_profile')) && (STAFFING.test(t) || /\b(?:bigger|larger|smaller) classes\b|\bclass sizes?\b/.test(t)) && /\b(?:bigger|larger|smaller) classes than the state(?:'s)? (?:avg|average)\b|\bclass sizes? (?:vs\.?|versus|compared (?:to|with)|against) (?:the )?state\b/.test(t)) tools.splice(0, tools.length, 'school_equity');
    // ("I'm citing reading proficiency for X in a literacy grant. What's the latest figure?": the grant is where the figure goes, its profile holds it.)
    if (tools.length === 1 && tools[0] === 'school_funding' && /\b(?:reading|math) proficiency\b|\benrol(?:l)?ment\b/.test(t) && /\bin (?:a|an|our|the|my) (?:[\w-]+ )?(?:grant|proposal|application)\b/.test(t) && !/\bprograms?\b|\beligib|\bqualif|\bfunding\b|\bfunds\b/.test(t)) tools.splice(0, 1, 'school_profile');
    // ("Basic numbers on X: enrollment, FRL, counselors.": the figures listed, its counselors among them, are its profile's.)
    if (tools.includes('school_equity') && /\benrol(?:l)?ment\b/.test(t) && /\bfrl\b|\bfree (?:or|and|\/) reduced\b/.test(t) && /\bcounselors?\b/.test(t) && !/\bequity\b|\bsuspen|\bap\b|\bdisparit|\bracial\b|\brace\b|\bethnic|\bratios?\b|\bper counselor\b|\bstate\b/.test(t)) tools.splice(tools.indexOf('school_equity'), 1, ...(tools.includes('school_profile') ? [] : ['school_profile']));
    // "which of budget/need/timing/access is the weak spot": the opportunity score's parts, not the school's needs.
    if (tools.includes('school_opportunity') && tools.includes('school_needs') && /\b(?:budget|need|timing|access)\s*(?:\/|,)\s*(?:budget|need|timing|access)\b/.test(t)) tools.splice(tools.indexOf('school_needs'), 1);
    // "a similar profile to X" asks for look-alikes, not X's profile; "a diversity profile of our sites" is the user's document.
    const profileNamed = /(?<!\b(?:equity|health|funding|spending|opportunity|risk|diversity|demographic|civil-rights|rights) )\bprofile\b|\boverview\b/.test(t.replace(/\b(?:similar|same|comparable)\s+(?:\w+\s+)?profiles?\b|\bmatch(?:es|ing)? (?:[\w']+ ){0,4}profile\b/g, ' '));
    // ("Compare A and B on enrollment and suspension rates": the size from the profile, the discipline from the equity record.)
    const enrollmentBeside = tools.includes('school_equity') && /\benrol(?:l)?ment (?:and|&|\+|,) (?:[\w-]+ ){0,2}(?:suspensions?|discipline|disparit\w*)\b/.test(t);
    // ("Big ask for X: enrollment, whether it's eligible for Title III, and the principal's email": a figure of its profile, one item of a list of asks.)
    // ("need X's enrollment and the federal programs it qualifies for": the same, its figure named first.)
    // ("For X: grade span and enrollment, health tier, and the principal's name": two figures of its profile, listed first.)
    // ("For X give me FRL %, math proficiency, and the health tier": the same, asked for.)
    const figureListed = !tools.includes('school_equity') && /(?:[:,]|\bgive me)\s*(?:the |its |their )?(?:(?:grade span|grades served) (?:and|&) )?(?:enrol(?:l)?ment|frl(?: share| rate| %)?)\s*(?:,|\band\b|\?|$)|\b(?:the school ?'s|its) enrol(?:l)?ment (?:and|&)\b/.test(t);
    if (PROFILE.test(t) && !tools.includes('school_profile') && (tools.length === 0 || profileNamed || enrollmentBeside || figureListed) && !(tools.includes('school_look_alikes') && !profileNamed)) tools.unshift('school_profile');
    // ("its enrollment and English learner percentage for a Title III form": the form is why, its figures what.)
    if (tools.includes('school_profile') && tools.includes('school_funding') && !fundingNamed.test(asked) && /\bfor (?:a|an|the|our|my) [\w -]{0,30}(?:form|application|report)\b/.test(t)) tools.splice(tools.indexOf('school_funding'), 1);
    // ("what's the opportunity score look like?": how a figure looks, no school like it.)
    if (tools.includes('school_look_alikes') && tools.length > 1 && /\b(?:what(?:'s| is| does| do)|how (?:does|do|is|are))\b(?:(?!\bschools?\b)[^?]){0,60}\blooks? like\b/.test(t) && !/\blook-?alike|\bsimilar\b|\bschools like\b|\bresembl/.test(t)) tools.splice(tools.indexOf('school_look_alikes'), 1);
    // ("and math?", "remind me what our own math number is?", "ok and how many teachers?" after a school's answer: a figure its profile holds.)
    if (tools.length === 0 && !schoolInMessage && entities.states.length === 0 && !/\bdistricts?\b/.test(t) && SCHOOL_FIGURE_AGAIN.test(t)) tools.push('school_profile');
    if (tools.length === 0 && schoolInMessage) tools.push('school_profile');
    // ("Are they a CEP school? If everybody eats free ...": whether it feeds every student free under the Community Eligibility Provision, which its profile holds.)
    if (tools.length === 0 && /\bcep\b|\bcommunity eligibility\b/.test(t) && !entities.erate) tools.push('school_profile');
  } else {
    // Needs a school it does not have: the planner will ask which one. ("I'm scoping a math intervention pilot. How many ...?":
    // the sentence that asks, not the one that tells.)
    for (const rule of SCHOOL_RULES) if (rule.pattern.test(askedSentence(t)) && rule.tool !== 'school_funding') tools.push(rule.tool);
    // "and nationally?" with no school: a scope for a follow-up, not look-alikes of some school.
    if (tools.includes('school_look_alikes') && !/\blook-?alike|\bsimilar\b|\blike\b|\bresembl|\bmatch|\bclones?\b|\btwins?\b/.test(t)) tools.splice(tools.indexOf('school_look_alikes'), 1);
    // "what grants can our school apply for": a school's funding, so the planner asks which school;
    // "what grants are out there for STEM": the programs themselves.
    if ((/\bits\b|\b(?:this|the|our|my|a) school\b|\bwe\b|\bus\b/.test(t) || PRONOUN_SUBJECT.test(t)) && tools.length === 0 && /\bfund|\bprograms?\b|\bgrants?\b/.test(t)) tools.push('school_funding');
    // "what's their enrollment?" with nothing talked about yet: a school's figure, so which school is asked.
    // ("is this school title 1??": its Title I status, which its profile holds.)
    // ("whats the enrollment there", "at the high school", "the test scores like at my kid's new school": a school talked of, never named.)
    else if (tools.length === 0 && /\b(?:its|their|the school's|this school's|that school's|this school|that school|the school|the (?:new |old |other )?(?:elementary|middle|high|primary) school|(?:my|our) (?:kid|kids|son|daughter|child)'s (?:new |old )?school)\b|\bthere\s*\??$/.test(t) && (PROFILE.test(t) || TITLE_I_STATUS.test(t) || /\b(?:math|reading|test) (?:scores?|proficiency|results?)\b/.test(t)) && entities.states.length === 0) tools.push('school_profile');
    else if (tools.length === 0 && entities.states.length === 0 && /\bgrants?\b|\bfederal programs?\b|\bfunding programs?\b/.test(t)) tools.push('grant_programs');
  }
  // ("give me the school's enrollment and what the district spent on capital outlay": the school's own figure beside its district's.)
  if ((schoolInMessage || schoolKnown) && tools.includes('district_spending') && !tools.includes('school_profile') && /\b(?:the school ?'s|its) (?:enrol(?:l)?ment|frl|student count)\b|\benrol(?:l)?ment (?:at|of|for) the school\b/.test(t)) tools.unshift('school_profile');
  // ("who's the principal there, and what does their district spend per student?": the school's contacts beside its district's spending.)
  if ((schoolInMessage || schoolKnown) && tools.includes('district_spending') && !tools.includes('school_contacts') && /\bwho(?:'s| is) (?:the|their|its) principal\b/.test(t)) tools.unshift('school_contacts');
  // ("X: E-Rate discount + any recent board items?": the board's items beside its discount.)
  if ((schoolInMessage || schoolKnown) && tools.length > 0 && !tools.some((tool) => tool !== 'school_erate_eligibility' && tool !== 'erate_c2_budget') && /\bboard (?:items?|agendas?|meetings?|votes?)\b/.test(t)) tools.push('school_board_intel');
  // "X: enrolment, FRL % and the C2 discount they get?", "X: grade span and English learner share, and what's their E-Rate discount?":
  // the school's own figures beside its E-Rate answer.
  if (schoolInMessage && tools.length > 0 && !tools.some((tool) => tool !== 'school_erate_eligibility' && tool !== 'erate_c2_budget') && /\benrol(?:l)?ments?\b|\bhow many (?:students|kids)\b|\bstudent count\b|\bgrade (?:span|range)\b|\b(?:english learners?|els?|ells?) (?:share|percent(?:age)?|%)/.test(t) &&
    // ("how many students was it based on?", "how many students does it cover?": the count the Category 2 budget was figured from, in its own answer.)
    !(tools.includes('erate_c2_budget') && /\bbased on\b|\b(?:does|do|would|will) (?:it|that|the budget) cover\b/.test(t))) tools.unshift('school_profile');
  // A state named with nothing asked of it: its profile, unless it follows up an earlier request.
  if (tools.length === 0 && !schoolInMessage && !refersToSchool && entities.districtNames.length === 0 && entities.leaids.length === 0 && stateNamedAlone(t, entities)) {
    return { tools: ['state_profile'], aggregate: false, subjectOnly: true };
  }
  // "how does a district go after 21st CCLC money? who runs the competition?": a program's own facts, no school or district of the user's named.
  // ("which federal program funds English learner services, and what's its CFDA number?": the program asked, by what it funds.)
  if ((entities.programs.length > 0 || /\b(?:which|what) (?:federal |grant )?program\b|\bgrant programs\b/.test(t)) && PROGRAM_FACTS.test(t) && !schoolInMessage && entities.districtNames.length === 0 && entities.leaids.length === 0) return { tools: ['grant_programs'], aggregate: false };
  // "is Riverside High considered a bright spot? its bright spot score?": the school's own record, not the state's list.
  if (schoolInMessage && /\b(?:is|was) (?:it|the school|\w+(?: \w+){0,4}) (?:considered |counted as |still )?a bright[- ]spot\b|\b(?:its|their) bright[- ]spot\b/.test(t)) tools.splice(0, tools.length, 'school_profile');
  // ("Are we a bright spot school?": the user's own school's record, so which school is asked when none is known.)
  if (/\bare we (?:considered |counted as |still |now )?a bright[- ]spot\b|\bis (?:our|my) (?:school|campus) (?:considered |counted as |still |now )?a bright[- ]spot\b/.test(t)) tools.splice(0, tools.length, 'school_profile');
  // "which similar schools are doing better, and how far behind the best is it?": its peers ranked, not look-alikes.
  // ("Which schools in the same state look like it on free/reduced lunch?": schools of its state and level near its FRL share, its peers.)
  if (tools.includes('school_look_alikes') && /\bschools like (?:ours|us|it|them|this one)\b.{0,20}\bin (?:the|our|its|their) (?:own )?state\b|\bschools like (?:ours|us|it|them|this one) in [a-z]{2}\b|\b(?:doing|scoring|performing|do|does|score|scores|perform|performs) (?:the )?best in (?:math|reading)\b|\bsimilar (?:poverty|frl|free[- ]lunch|low[- ]income) (?:levels?|rates?|shares?)\b|\bbehind the best\b|\bbehind\b.{0,40}\bthe best (?:similar|comparable|peer) school\b|\bgap to (?:the )?best\b|\bsimilar schools? (?:are |that are )?doing better\b|\blike (?:it|this one|that one|them|ours) (?:that|which|who) (?:do|does|are doing|is doing|perform|performs|score|scores) better\b|\b(?:similar|comparable) (?:(?:elementary|middle|high) )?schools? (?:(?:are there|exist) )?(?:in (?:the|its|their|our) (?:own )?state|in-state)\b|\bout-?perform\w*\b|\bhow many points (?:we|it|they) trail\b|\blike (?:it|us|ours|them|this one|that one) on (?:frl|free|poverty|low-income)\b/.test(t) && !ONLY_LOOK_ALIKES.test(t)) tools.splice(tools.indexOf('school_look_alikes'), 1, ...(tools.includes('school_peers') ? [] : ['school_peers']));
  // "remind me what that program funds and its CFDA number": the program's own facts, not a school's eligibility.
  // ("Pull X's federal eligibility. What's the assistance listing number for Perkins on their sheet?": read from the school's own record.)
  if (tools.includes('school_funding') && PROGRAM_FACTS.test(t) && !FUNDING_RECORD.test(t)) tools.splice(tools.indexOf('school_funding'), 1, ...(tools.includes('grant_programs') ? [] : ['grant_programs']));
  // ("what is it short on - staff, counselors?": counselors are one of its needs, with no equity record asked.)
  // ("What staffing gaps does X have against the state?": the needs list its staffing against the state's.)
  // ("From a needs-assessment standpoint, how many students per counselor ... compared to the state reference?": the needs record's figure.)
  const staffingGaps = (/\bstaffing (?:gaps?|indicators?)\b/.test(t) || /\bneeds[- ]assessment\b/.test(t)) && !/\bequity\b|\bsuspen|\bdisparit/.test(t);
  if (tools.includes('school_needs') && tools.includes('school_equity') && (staffingGaps || (!EQUITY_ASKED.test(t) && !(STAFFING.test(t) && AGAINST_AVERAGE.test(t))))) tools.splice(tools.indexOf('school_equity'), 1);
  // ("understaffed relative to AZ? pupil-teacher ratio against the state average": the equity record sets the ratio beside the state's.)
  if (tools.includes('school_needs') && tools.includes('school_equity') && STAFFING.test(t) && AGAINST_AVERAGE.test(t) && !/\bneeds\b|\bweak|\bshort\b|\bgaps?\b/.test(t)) tools.splice(tools.indexOf('school_needs'), 1);
  // ("where does it fall short compared with the rest of AZ?": its needs are measured against the state; no peers named.)
  // ("What risk factors and recommended supports come up in the data?": what the needs analysis recommends, no health score asked.)
  if (tools.includes('school_needs') && tools.includes('school_health') && /\brecommended\b/.test(t) && !/\bhealth\b|\bscore\b|\btier\b|\bat[- ]risk\b/.test(t)) tools.splice(tools.indexOf('school_health'), 1);
  // ("how do staffing indicators stack up to the state?": the state is what it is set against, no peers.)
  if (tools.includes('school_needs') && tools.includes('school_peers') && (!/\bpeers?\b|\bsimilar\b|\bcomparable\b|\brank|\bbenchmark|\bstack|\bcomparison schools?\b|\blike (?:it|them)\b/.test(t) || (/\b(?:to|with|against) (?:the )?state\b/.test(t) && !/\bpeers?\b|\bsimilar\b/.test(t)))) tools.splice(tools.indexOf('school_peers'), 1);
  // "how many students do they have and what's their lead tier?": the profile gives the tier beside the figures asked, no score asked.
  // ("how many kids n what's the funding score?": the same for the funding score.)
  const profileFiguresAsked = /\bhow many (?:students|kids)\b|\benrol(?:l)?ment\b|\bfrl\b|\bgrades\b/.test(t);
  const printedScore = (tool: string, score: RegExp, ownWords: RegExp) => {
    if (profileFiguresAsked && tools.includes(tool) && score.test(t) && !ownWords.test(t)) tools.splice(tools.indexOf(tool), 1, ...(tools.includes('school_profile') ? [] : ['school_profile']));
  };
  printedScore('school_opportunity', /\blead tier\b/, /\bopportunit|\bopp(?:ty)? scores?\b|\blead score\b|\b(?:budget|need|timing|access)\b|\bprospect|\bworth\b/);
  printedScore('school_funding', /\bfunding score\b/, /\bprograms?\b|\beligib|\bqualif|\bgrants?\b|\ballocation|\btitle\b/);
  // "can you pull the school profile" with no school named or known: a school's tool, so which school is asked.
  if (tools.length === 0 && !schoolInMessage && !schoolKnown && /\b(?:the|a|this|that) school(?:'s)? (?:profile|overview|health(?: score)?|contacts|equity (?:record|data)|opportunity score)\b/.test(t)) tools.push('school_profile');
  // "who's their superintendent?" after a school: a superintendent (a CFO, a purchasing director) is its district's, not one of the school's staff.
  // ("and who's on file at that district office?": the people of the school's district.)
  if (tools.includes('school_contacts') && !schoolInMessage && schoolKnown && /\b(?:at |in )?(?:that|the|its|their) district(?: office| level| central office)?\b/.test(t) && !/\bprincipal|\bteachers?\b|\bcounselor|\b(?:this|that|the) school\b/.test(t)) tools.splice(tools.indexOf('school_contacts'), 1, ...(tools.includes('district_contacts') ? [] : ['district_contacts']));
  if (tools.includes('school_contacts') && !schoolInMessage && schoolKnown && /\bsuperintendents?\b|\bcfo\b|\bchief financial officer\b|\bpurchasing (?:director|manager)\b|\b(?:our|the|their) cto\b/.test(t) && !/\bprincipal|\bcoordinator|\bteachers?\b|\bcounselor|\b(?:this|that|the) school\b/.test(t)) tools.splice(tools.indexOf('school_contacts'), 1, ...(tools.includes('district_contacts') ? [] : ['district_contacts']));
  if (tools.length === 0 && !schoolInMessage && PROGRAMS_RULES.test(t)) tools.push('grant_programs');
  // ("X: what's the English learner share, and how strong is their Title III eligibility?": the share from its profile, then its programs.)
  if (tools.length === 1 && tools[0] === 'school_funding' && (schoolInMessage || schoolKnown) && /\bwhat(?:'s| is| are) (?:the |its |their )?(?:english learner|el|ell|swd|disability|frl|free[- ]lunch|low-income) (?:share|percent(?:age)?|rate)\b/.test(t)) tools.unshift('school_profile');
  // ("whether it is a Title I school and what share of its students qualify for free or reduced lunch?": its Title I status and FRL, both in its profile.)
  if (tools.length === 1 && tools[0] === 'school_funding' && (schoolInMessage || schoolKnown) && /\b(?:is|whether|if) (?:it|they|the school|[\w .'-]{3,60}?) (?:is |are )?(?:a |still )?title (?:i|1)(?: school| schoolwide)?\b/.test(t) && /\b(?:share|percent(?:age)?|portion|rate|%) of (?:its|their|the) (?:students|kids)\b[^?]{0,30}\b(?:free|frl|reduced)\b|\bfrl\b|\bfree (?:or|and|\/) reduced\b/.test(t) && !/\bprograms?\b|\beligib|\bfund|\bmoney\b|\bgrants?\b|\ballocation|\bother\b/.test(t)) tools.splice(0, 1, 'school_profile');
  // ("its health score, and how does the equity piece look?": the health score's own equity part; "so I can set them next to the peer list": the peers already given.)
  if (tools.includes('school_health') && tools.includes('school_equity') && /\bequity (?:piece|part|component|dimension|sub-?score|portion)\b/.test(t)) tools.splice(tools.indexOf('school_equity'), 1);
  if (tools.includes('school_peers') && tools.length > 1 && /\b(?:next to|beside|alongside|against) the peer (?:list|results|table)\b/.test(t)) tools.splice(tools.indexOf('school_peers'), 1);
  // ("And X's reading rate? The peer list only ranks on math.": the school's own figure, the peer list why it is asked.)
  if (tools.length === 1 && tools[0] === 'school_peers' && /\bthe peer list (?:only )?(?:ranks|shows|has|covers|is)\b/.test(t) && /\b(?:math|reading|proficiency|frl|enrol(?:l)?ment) (?:rate|share|score|number)\b/.test(t)) tools.splice(0, 1, 'school_profile');
  // ("Which other schools in that state serve similar kids but post better outcomes?": in-state schools of like poverty doing better, its peers.)
  // ("Similar-FRL schools to X that do beter in math?": schools of like poverty doing better, its peers.)
  if (tools.includes('school_look_alikes') && !tools.includes('school_peers') && !/\blook-?alike/.test(t) && ((/\b(?:better|higher|stronger) (?:outcomes|results|scores|numbers)\b/.test(t) && /\bin (?:that|the same|its|their|this) state\b|\bin-state\b/.test(t)) ||
    (/\bsimilar[- ](?:frl|poverty|demographics?|low-income)\b/.test(t) && /\b(?:do|doing|does|score|scoring|perform|performing) (?:better|beter|higher)\b/.test(t)) ||
    // ("Among schools similar to X in AL, which one has the best math scores and how far behind is X?": the best of its peers, and the gap.)
    (/\bamong (?:the )?schools similar to\b/.test(t) && /\bhow far behind\b|\bwhich (?:one|school) has the (?:best|highest|top)\b/.test(t)))) tools.splice(tools.indexOf('school_look_alikes'), 1, 'school_peers');
  // ("the decision-makers at X and its district": the school's contacts, which list its district's people too.)
  // ("Who do I talk to there? principal plus anyone at the district who handles tech." after a school: the same.)
  // ("and the district CFO - name and phone?" opening on the district: its own people asked.)
  // ("who handles purchasing for them? school or district level, whoever signs": either, which the school's contacts list.)
  if ((schoolInMessage || schoolKnown) && tools.includes('district_contacts') && /(?<!^\W*)\band (?:its|the|their) district\b|\b(?:the )?school or (?:the )?district(?:[- ]level)?\b|\bprincipal\b[^.?]{0,20}(?:\b(?:plus|and|also|as well as)\b|\+)[^.?]{0,30}\b(?:district[- ]level|(?:at|from|in) the district|district (?:tech|it|technology|finance|curriculum))\b/.test(t)) tools.splice(tools.indexOf('district_contacts'), 1, 'school_contacts');
  // ("For the one with the highest admin share, who is the CFO?": the share picks the district; its contact is asked.)
  if (tools.includes('district_contacts') && tools.includes('district_spending') && /\bthe one with the (?:highest|lowest|most|least|biggest|smallest)\b/.test(t)) tools.splice(tools.indexOf('district_spending'), 1);
  // ("Draft a short intro email to the principal at X. Mention their E-Rate discount", "voicemail script for the principal at X, work in
  // their FRL % and enrollment", "a note to the CTO of District Y about their unspent C2 budget": who it is to, beside the figures it works in.)
  if (OUTREACH.test(t) && tools.length > 0) {
    if ((schoolInMessage || schoolKnown) && /\b(?:to|for) the (?:principal|head of school|tech(?:nology)? director|business manager)\b/.test(t)) {
      if (!tools.includes('school_contacts')) tools.unshift('school_contacts');
      if (PROFILE_FIGURES_SAID.test(t) && !tools.includes('school_profile')) tools.push('school_profile');
    } else if (!schoolInMessage && entities.districtNames.length + entities.leaids.length > 0 && /\b(?:to|for) the (?:cto|cfo|superintendent|tech(?:nology)? director|business manager|purchasing director)\b/.test(t) && !tools.includes('district_contacts')) tools.unshift('district_contacts');
  }
  // ("Name and email of the chief financial officer at X": the officer asked, no spending.)
  if (tools.includes('district_contacts') && tools.includes('district_spending') && /\bchief financial officer\b/.test(t) && !SPENDING.test(t.replace(/\bchief financial officer\b/g, ' '))) tools.splice(tools.indexOf('district_spending'), 1);
  // ("who's their tech coordinator so I can get on the 470 distribution" after a school: the person asked, the form why.)
  if (tools.length === 1 && tools[0] === 'erate_filing_checklist' && (schoolInMessage || schoolKnown) && /^\W*who(?:'s| is| are)\b[^?]{0,40}\b(?:coordinator|director|contact|person|principal|cto|lead)\b/.test(t)) tools.splice(0, 1, 'school_contacts');
  // ("What's the state average math proficiency in AL? Want to compare with X.": the state's own average asked, the school's figure beside it.)
  return { tools: [...new Set(tools)], aggregate: (aggregate || districtSchoolsRanked) && tools.length === 0 };
}

/** The tools that need a school (nces_id) to run. */
/** The equity record's own words: a gap said beside a school's needs is the needs analysis's unless one of these is said too. */
export function asksEquityRecord(text: string): boolean {
  return /\bequity\b|\bsuspen\w*|\bcounselors?\b|\bap\b|\badvanced placement\b|\bdisparit/i.test(text);
}

export const NEEDS_SCHOOL = new Set([
  'school_profile', 'school_peers', 'school_health', 'school_needs', 'school_equity', 'school_funding',
  'school_opportunity', 'school_look_alikes', 'school_board_intel', 'school_contacts', 'school_erate_eligibility',
  'grant_write', 'justification_report',
]);
