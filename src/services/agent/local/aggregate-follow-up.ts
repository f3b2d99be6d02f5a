/**
 * A follow-up that changes only the measure, the locale or the school level of an aggregate ("average frl in
 * California", then "what about math?" or "and middle schools?"): the previous question with the
 * new measure or level in place of the old.
 */
const MEASURES: { pattern: RegExp; words: string }[] = [
  { pattern: /\bfree (?:and|or|&) reduced(?:[- ]price)? lunch(?: percentage| share| rate)?\b|\bfrl(?: percentage| share| rate)?\b|\bfree lunch\b|\bpoverty\b/i, words: 'FRL' },
  { pattern: /\bmath(?:ematics)?(?: proficiency| scores?)?\b/i, words: 'math proficiency' },
  { pattern: /\breading(?: proficiency| scores?)?\b|\bela\b/i, words: 'reading proficiency' },
  { pattern: /\benrol(?:l)?ment\b|\bschool size\b|\bsize\b/i, words: 'enrollment' },
  { pattern: /\bpupil[- ]teacher ratio\b|\bstudent[- ]teacher ratio\b|\bclass size\b/i, words: 'pupil-teacher ratio' },
];

const CUE = /^\s*(?:and|what about|how about|same for|now|ok(?:ay)?[,.]?\s*(?:and|now|what about)?)\b/i;

/** The school levels an aggregate may be over ("elementary schools in California", then "and middle schools?"). */
const LEVELS: { pattern: RegExp; words: string }[] = [
  { pattern: /\belementary(?: schools?)?\b|\bprimary schools?\b/i, words: 'elementary schools' },
  { pattern: /\bmiddle(?: schools?)?\b|\bjunior highs?\b/i, words: 'middle schools' },
  { pattern: /\bhigh schools?\b|\bhigh\b(?= schools?\b)/i, words: 'high schools' },
];

/** The locales an aggregate may be over ("suburban elementary schools in CA", then "and for rural elementary schools?"). */
const LOCALES: { pattern: RegExp; words: string }[] = [
  { pattern: /\brural\b/i, words: 'rural' },
  { pattern: /\bsuburban\b|\bsuburbs?\b/i, words: 'suburban' },
  { pattern: /\btowns?\b/i, words: 'town' },
  { pattern: /\burban\b|\bcity\b/i, words: 'urban' },
];

/** The first of `kinds` a text names, with the same kind the previous text named: the swap, or undefined. */
function swapped(message: string, previous: string, kinds: { pattern: RegExp; words: string }[]): string | undefined {
  const wanted = kinds.find((kind) => kind.pattern.test(message));
  const before = kinds.find((kind) => kind.pattern.test(previous));
  if (!wanted || !before || wanted === before) return undefined;
  return previous.replace(before.pattern, wanted.words);
}

export function swapMeasure(message: string, previous: string): string | undefined {
  if (!CUE.test(message) || message.trim().split(/\s+/).length > 6) return undefined;
  // "what about math?" swaps the measure; "and for rural elementary schools?" the locale; "and middle schools?" the level.
  return swapped(message, previous, MEASURES) ?? swapped(message, previous, LOCALES) ?? swapped(message, previous, LEVELS);
}

/** "out of how many total?", "of how many altogether?": the whole a count of some schools was out of. */
const OUT_OF_HOW_MANY = /\bout of how many\b|\bof how many\b|\bhow many (?:are there )?(?:in )?total\b|\bhow many altogether\b/i;

/**
 * "how many schools in Phoenix City Schools are Title I?", then "out of how many total?": every school
 * of the same place counted, the filters dropped. `place`: the district or state the count was over.
 */
export function wholeCounted(message: string, previous: string | undefined, place: string | undefined): string | undefined {
  if (!previous || !OUT_OF_HOW_MANY.test(message) || message.trim().split(/\s+/).length > 8 || !/\bhow many schools\b|\bnumber of schools\b|\bcount (?:the |all )?(?:\w+ )*?schools\b/i.test(previous)) return undefined;
  return `how many schools are in ${place ?? 'the nation'}?`;
}

/** "how many of those are bright spots?": the schools just counted, narrowed by what is said of them. */
const OF_THOSE = /^\W*(?:(?:and|so|ok(?:ay)?|now)\W+)*how many of (?:them|those|these|those schools) ((?:are|have|get|qualify|receive|were|had|made|show)\b[^?]*)\??\s*$/i;

/**
 * "How many Title I elementary schools are there in California?", then "how many of those are bright
 * spots?": the first count asked again with the new condition ("... that are bright spots?"), so the
 * query keeps every filter of the first.
 */
export function narrowedCount(message: string, previous: string | undefined): string | undefined {
  const condition = OF_THOSE.exec(message)?.[1];
  if (!condition || !previous || !/\bhow many\b[^?]*\bschools\b|\bnumber of\b[^?]*\bschools\b/i.test(previous)) return undefined;
  return `${previous.trim().replace(/[?.!\s]+$/, '')} that ${condition.trim()}?`;
}

/** "and what's their average math proficiency?": a statistic of the schools just counted. */
const THEIR_STATISTIC = /^\W*(?:(?:and|so|ok(?:ay)?|now)\W+)*(?:what(?:'s| is| are)|give me|show me)? ?(?:their|those schools'?|the) (average|avg|mean|median|total) ([a-z -]{3,40}?)(?: of (?:them|those))?\s*\??\s*$/i;

/**
 * "How many schools in Texas have more than 75% FRL?", then "and what's their average math
 * proficiency?": the statistic over the same schools ("the average math proficiency of schools in
 * Texas with more than 75% FRL").
 */
export function statisticOfCounted(message: string, previous: string | undefined): string | undefined {
  const asked = THEIR_STATISTIC.exec(message);
  const counted = previous ? /^\W*how many schools\b\s*(.+?)[?.!\s]*$/i.exec(previous)?.[1] : undefined;
  if (!asked || !counted) return undefined;
  const statistic = asked[1]!.toLowerCase() === 'avg' ? 'average' : asked[1]!.toLowerCase();
  return `what is the ${statistic} ${asked[2]!.trim()} of schools ${counted.replace(/^(?:are there |are )/i, '').replace(/\bhave\b/i, 'with')}?`;
}

/**
 * "Which state has the most bright spot schools?", then "How many does California have?": the thing
 * counted, in the state named now ("how many bright spot schools are there in California?").
 */
export function countOfMostIn(message: string, previous: string | undefined, stateName: string): string | undefined {
  if (!/^\W*(?:(?:and|so|ok(?:ay)?)\W+)?how many (?:does|do|did) [\w .']+ have\W*$|^\W*(?:(?:and|so)\W+)?how many (?:are there )?in [\w .']+\W*$/i.test(message)) return undefined;
  const counted = previous ? /\bwhich (?:state|district|city|county) (?:has|had) the (?:most|fewest|highest number of|largest number of) (.+?)[?.!\s]*$/i.exec(previous)?.[1] : undefined;
  return counted ? `how many ${counted} are there in ${stateName}?` : undefined;
}
