/** Words the local planner recognises: US states, grant programs, the last words of school names. */

export const STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  PR: 'Puerto Rico',
};

/**
 * Two-letter codes that are also common English words: read as a state only in a place-like
 * position ("in OR", ", IN", "IN schools"), never mid-sentence in lower case.
 */
export const WORDLIKE_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'DE', 'LA', 'PA', 'MA', 'OH', 'AL', 'ID', 'CO', 'MT']);

/** Program ids (DECISIONS §5) with the ways people write them; the longest patterns first. */
export const PROGRAM_PATTERNS: { id: string; pattern: RegExp }[] = [
  { id: 'TITLE_IV_A', pattern: /\btitle[\s-]*(?:iv|4|four)(?:\s*[-,]?\s*(?:part\s*)?a)?\b|\b(?<=(?:under|with|from|on|via|using|through) )iv-a\b|\bssae\b|\bstudent support and academic enrichment\b/i },
  { id: 'TITLE_III_A', pattern: /\btitle[\s-]*(?:iii|3|three)(?:\s*[-,]?\s*(?:part\s*)?a)?\b|\benglish learner funds?\b/i },
  { id: 'TITLE_II_A', pattern: /\btitle[\s-]*(?:ii|2|two)(?:\s*[-,]?\s*(?:part\s*)?a)?\b/i },
  { id: 'TITLE_I_A', pattern: /\btitle[\s-]*(?:i|1|one)(?:\s*[-,]?\s*(?:part\s*)?a)?\b/i },
  // ("no idea where to start", "a good idea" say the word, not the program; "can Part B pay for ...", "Part B funds" name it by its part.)
  { id: 'IDEA_B', pattern: /(?<!\b(?:no|any|good|great|bad|vague|slightest|faintest|whole|rough|same|loves? the|likes? the|hates? the) )\bidea(?:\s*[-,]?\s*(?:part\s*)?-?b)?\b(?! (?:where|what|how|why|whether|if)\b)|(?<=\b(?:what about|how about|under|through|using|out of|(?:charge|bill|code|put) (?:it|that|this|them) to) )idea\b|\bspecial ed(?:ucation)? (?:funds?|money)\b|\bsped (?:funds?|money)\b|(?<!\btitle [\w-]+,? )\bpart b\b(?= (?:pay|funds?|money|dollars|cover|allow))|\b(?:can|could|would|will|does) part b\b/i },
  { id: '21ST_CCLC', pattern: /\b21st\s*(?:century|cclc|c\b)|\b21\s*cclc\b|\bcclc\b|\bafter[- ]?school program funds?\b|\bafter[- ]?school (?:program )?grants?\b/i },
  { id: 'PERKINS_V', pattern: /\bperkins(?:\s+(?:v|5|iv)\b)?|\bcareer (?:and|&) technical education funds?\b|\bcte (?:funds?|money|grant)\b/i },
];

/** Each program as users write it, read back by its pattern above ("use Title II-A for ..."). */
export const PROGRAM_WORDS: Record<string, string> = {
  TITLE_IV_A: 'Title IV-A', TITLE_III_A: 'Title III-A', TITLE_II_A: 'Title II-A', TITLE_I_A: 'Title I-A', IDEA_B: 'IDEA Part B', '21ST_CCLC': '21st CCLC', PERKINS_V: 'Perkins V',
};

/** Last words of school names: a name is the run of words that ends with one of these. */
export const SCHOOL_HEADS = new Set([
  'school', 'academy', 'elementary', 'middle', 'high', 'primary', 'intermediate', 'preparatory', 'prep',
  'magnet', 'charter', 'center', 'institute', 'campus', 'ms', 'hs', 'es',
]);

/** Words that cannot be part of a school name: where a lower-case mention starts. */
export const NAME_STOPWORDS = new Set([
  // "no specific school yet": no school at all.
  'no', 'specific', 'particular', 'certain', 'single',
  // "a standalone school at 75% NSLP": a kind of school, no name.
  'standalone', 'hypothetical', 'typical', 'generic', 'sample', 'fictional', 'imaginary', 'average',
  // "top bright spot school in USA": a rank and a kind of school, no name.
  'top', 'spot', 'spots', 'best', 'worst',
  'a', 'an', 'the', 'about', 'for', 'of', 'is', 'at', 'on', 'in', 'to', 'me', 'my', 'our', 'we', 'i', 'you', 'your', 're', 'icp', 'search', 'own', 'regarding', 'against',
  // A speaker's own words ("so I'm thinking elementary and middle schools") run into no name.
  "i'm", 'im', "we're", 'thinking', 'so', 'install', 'sell', 'serve', 'visit', 'support', 'between', 'across', 'among', 'into', 'than', 'versus', 'vs', 'split',
  // ("can Title IV-A money pay school resource officer salaries?": money paying for something runs into no name.)
  'money', 'funds', 'dollars', 'pay', 'cover', 'fund', 'hire',
  // ("we recruit school leaders from places like that": a verb before "school" runs into no name.)
  'recruit', 'train', 'coach', 'open', 'run', 'start',
  // ("so the kids don't miss school": a school day missed, no name.)
  'miss', 'missing', 'missed', 'skip', 'skipping', 'attend', 'attending',
  // ("a parent who taught school back home": a career, no name.)
  'taught', 'teach', 'teaches', 'teaching',
  // ("stand up CNA certification prep": a course, no school.)
  'certification',
  // ("predict next school year's rates": a time, no name.)
  'next', 'predict', 'forecast',

  'tell', 'show', 'give', 'find', 'get', 'look', 'up', 'what', 'whats', "what's", 'how', 'who', 'which', 'does',
  'do', 'can', 'could', 'would', 'please', 'and', 'its', 'their', 'is', 'are', 'was', 'with', 'from', 'by',
  'overview', 'profile', 'health', 'healthy', 'peers', 'funding', 'draft', 'write', 'grant', 'narrative',
  'justification', 'purchase', 'buy', 'buying', 'want', 'need', 'needs', 'equity', 'report', 'eligible',
  'e-rate', 'erate', 'budget', 'contacts', 'opportunity', 'have', 'on', 'any', 'info', 'information', 'data',
  'compare', 'similar', 'like', 'schools', 'list', 'all', 'there', 'much', 'many', 'left', 'c2', 'category',
  'rural', 'urban', 'suburban', 'public', 'private', 'local', 'title', 'every', 'each', 'this', 'that', 'one', 'other',
  'new', 'some', 'typical', 'average', 'district', 'state', 'federal', 'versus', 'vs', 'vs.', 'than', 'grades', 'grade',
  // Measures said before "per school" ("avg enrollment per school"): never part of a name in lower case.
  'per', 'avg', 'median', 'mean', 'total', 'enrollment', 'frl', 'by',
  // Request verbs before a lower-case name ("describe texas's school ...").
  'describe', 'explain', 'summarize', 'summarise', 'paint', 'pull', 'send', 'export', 'download',
  // Follow-up openers ("now elementary", "just high"): a level asked again, not a school called "now elementary".
  'now', 'just', 'only', 'then', 'also', 'same', 'but',
  // "an after school club", "summer school costs": kinds of schooling, not names.
  'after', 'before', 'summer', 'home',
]);

/** Dollar amounts: "$1,800", "$350 each", "1800 dollars". */
export const MONEY = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|million|m)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|usd)\b/i;

/** Schools listed by city: "list the elementary schools in Wadley, AL" (level, city, state code). */
// ("elem schools in Phoenix AZ w/ their FRL": the request may open on the schools, the state code after a space; "Looking for the schools in X",
// "a list of the elementary schools in Wadley, AL": the same.)
export const CITY_SCHOOLS = /(?:\b(?:[Ll]ist(?: of)?|[Ss]how(?: me)?|[Ff]ind(?: me)?|[Ww]hich|[Ww]hat|(?:I'm |I am |[Ww]e're )?[Ll]ooking for) (?:are )?(?:all )?(?:the )?(?:other )?|^\W*|\bschools_search:\s*)(?:public )?(?:(elementary|elem|middle|high) )?schools (?:are )?(?:there |do you have |have you got |(?:you|u|we) have )?(?:listed |on file )?in ([A-Z][A-Za-z.'-]+(?: (?![A-Z]{2}\b)[A-Z][A-Za-z.'-]+){0,2})(?:(?:,\s*|\s+)([A-Z]{2})\b|\s*[?.!]?\s*$)/;

/** Districts listed by city: "what school districts are there in Phoenix?", "districts based in Mesa, AZ" (city, state code). */
const DISTRICTS_IN = /\b(?:[Ll]ist|[Ss]how(?: me)?|[Ff]ind|[Ww]hich|[Ww]hat|[Aa]ny|[Ii]s there an?|[Aa]re there) (?:are )?(?:all )?(?:the )?(?:public )?(?:school )?districts? (?:are )?(?:there )?(?:based |located |headquartered )?in ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})(?:,\s*([A-Z]{2}))?\b/;

/** The city (and state code) of a districts-by-city question; a state's name is no city ("districts in Ohio"). */
/**
 * Schools of a city: "list the elementary schools in Wadley, AL", "find schools in Kivalina" (a city
 * said alone at the end, never a state's name or a district's).
 */
/** "Their sponsor lives near Phoenix, AZ. What schools are there?": the place said first, its schools asked after. */
const SCHOOLS_THERE = /\b(?:near|in|around|outside) ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}),\s*([A-Z]{2})\b[^?]{0,60}?[.!]\s+(?:[Ww]hat|[Ww]hich) schools are (?:there|nearby|around there|close by)\b/;

export function schoolsInCity(text: string): { city: string; state?: string; level?: string } | undefined {
  const there = SCHOOLS_THERE.exec(text);
  if (there && there[2]! in STATES) return { city: there[1]!, state: there[2]! };
  const listed = CITY_SCHOOLS.exec(text);
  if (!listed) return undefined;
  const city = listed[2]!;
  if (!listed[3] && (Object.values(STATES).some((name) => name.toLowerCase() === city.toLowerCase()) || (/^[A-Z]{2}$/.test(city) && city in STATES) || /\b(?:schools|district|isd|usd)\b/i.test(city))) return undefined;
  const level = listed[1] ? (/^elem$/i.test(listed[1]) ? 'Elementary' : listed[1][0]!.toUpperCase() + listed[1].slice(1).toLowerCase()) : undefined;
  return { city, ...(listed[3] ? { state: listed[3].toUpperCase() } : {}), ...(level ? { level } : {}) };
}

/** "What school district covers Phoenix?", "Which school districts serve Phoenix?": the districts of a city, found by the same search. */
const DISTRICT_OF_CITY = /\b(?:[Ww]hat|[Ww]hich) (?:school )?district(?:s (?:cover|serve)| (?:covers|serves|runs the schools in|is in charge of)) ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})(?:,\s*([A-Z]{2}))?\b|\b(?:LEA|lea|leaid|LEAID|district) (?:ID|id|number|#) (?:for|of) the (?:school )?district in ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})(?:,\s*([A-Z]{2}))?\b/;

export function districtsInCity(text: string): { city: string; state?: string } | undefined {
  const found = DISTRICTS_IN.exec(text) ?? DISTRICT_OF_CITY.exec(text);
  if (!found) return undefined;
  // (The city and state, whichever way the question put them.)
  const listed = [found[0], found[1] ?? found[3], found[2] ?? found[4]];
  const city = listed[1]!;
  if (Object.values(STATES).some((name) => name.toLowerCase() === city.toLowerCase()) || city.toUpperCase() in STATES) return undefined;
  return { city, ...(listed[2] && listed[2] in STATES ? { state: listed[2] } : {}) };
}

/** Text matched literally inside a regular expression (a name said by the user). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
