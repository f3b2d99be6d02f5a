/**
 * A follow-up that changes only the measure of an aggregate ("average frl in California", then
 * "what about math?"): the previous question with the new measure in place of the old.
 */
const MEASURES: { pattern: RegExp; words: string }[] = [
  { pattern: /\bfree (?:and|or|&) reduced(?:[- ]price)? lunch(?: percentage| share| rate)?\b|\bfrl(?: percentage| share| rate)?\b|\bfree lunch\b|\bpoverty\b/i, words: 'FRL' },
  { pattern: /\bmath(?:ematics)?(?: proficiency| scores?)?\b/i, words: 'math proficiency' },
  { pattern: /\breading(?: proficiency| scores?)?\b|\bela\b/i, words: 'reading proficiency' },
  { pattern: /\benrol(?:l)?ment\b|\bschool size\b|\bsize\b/i, words: 'enrollment' },
  { pattern: /\bpupil[- ]teacher ratio\b|\bstudent[- ]teacher ratio\b|\bclass size\b/i, words: 'pupil-teacher ratio' },
];

const CUE = /^\s*(?:and|what about|how about|same for|now|ok(?:ay)?[,.]?\s*(?:and|now|what about)?)\b/i;

export function swapMeasure(message: string, previous: string): string | undefined {
  if (!CUE.test(message) || message.trim().split(/\s+/).length > 6) return undefined;
  const wanted = MEASURES.find((measure) => measure.pattern.test(message));
  const before = MEASURES.find((measure) => measure.pattern.test(previous));
  if (!wanted || !before || wanted === before) return undefined;
  return previous.replace(before.pattern, wanted.words);
}
