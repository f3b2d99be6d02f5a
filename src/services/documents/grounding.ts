/**
 * A check that text written by a language model quotes only numbers it was given. Grant reviewers
 * trust a narrative for its figures; one invented percentage is worse than plain prose, so a section
 * that brings in a number from nowhere is not used.
 */

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Small whole numbers are words in disguise ("2 years", "3 times a year", "12 months"). */
const FREE_INTEGER_MAX = 12;

/** "1,034" -> "1034", "47.0" -> "47", "0.50" -> "0.5". */
export function normaliseNumber(token: string): string {
  const plain = token.replace(/,/g, '').replace(/\.$/, '');
  if (!plain.includes('.')) return plain.replace(/^0+(?=\d)/, '');
  return plain.replace(/0+$/, '').replace(/\.$/, '').replace(/^0+(?=\d)/, '');
}

export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((match) => normaliseNumber(match[0]));
}

/** Numbers in `text` that appear in none of the `sources` (each source is a text the model was shown). */
export function ungroundedNumbers(text: string, sources: readonly string[]): string[] {
  const known = new Set(sources.flatMap(numbersIn));
  const unknown = numbersIn(text).filter((number) => {
    if (known.has(number)) return false;
    const value = Number(number);
    return !(Number.isInteger(value) && value <= FREE_INTEGER_MAX);
  });
  return [...new Set(unknown)];
}
