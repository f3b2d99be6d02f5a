/**
 * Token matching for short purchase descriptions: words are lower-cased, split on anything that is
 * not a letter or digit, and reduced by a light suffix stemmer, so "Chromebooks", "chromebook" and
 * "CHROMEBOOK" match the same term, and "switches" matches "switch" — while "bus" never matches
 * inside "business" (whole tokens only, never substrings).
 */

/** A light English suffix stemmer; applied identically to text and to vocabulary, so it need not be linguistic. */
export function stem(word: string): string {
  let token = word.toLowerCase();
  if (token.length <= 3 || /\d/.test(token)) return token;
  if (token.endsWith('ies') && token.length > 4) token = `${token.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(token)) {
    // "access", "bus", "analysis": a final s that is not a plural.
  } else if (/(sh|ch|x|z|ss)es$/.test(token)) token = token.slice(0, -2);
  else if (token.endsWith('s') && !token.endsWith('ss')) token = token.slice(0, -1);
  if (token.endsWith('ing') && token.length >= 6) token = token.slice(0, -3);
  else if (token.endsWith('ed') && token.length >= 5) token = token.slice(0, -2);
  if (token.endsWith('e') && token.length > 3) token = token.slice(0, -1);
  return token;
}

/** Raw lower-case word tokens of a text (letters and digits; everything else separates). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Stemmed tokens of a text. */
export function tokens(text: string): string[] {
  return words(text).map(stem);
}

export interface Term {
  /** The vocabulary entry as written (reported back as the matched keyword). */
  text: string;
  stems: string[];
}

export function term(text: string): Term {
  return { text, stems: tokens(text) };
}

/** Whether the stemmed phrase occurs as consecutive tokens of the text. */
export function containsTerm(textStems: readonly string[], phrase: Term): boolean {
  const length = phrase.stems.length;
  if (length === 0) return false;
  for (let start = 0; start + length <= textStems.length; start += 1) {
    let matched = true;
    for (let offset = 0; offset < length; offset += 1) {
      if (textStems[start + offset] !== phrase.stems[offset]) {
        matched = false;
        break;
      }
    }
    if (matched) return true;
  }
  return false;
}

/** The terms of a vocabulary that occur in a text, longest first, without terms inside a longer match. */
export function matchTerms(textStems: readonly string[], vocabulary: readonly Term[]): Term[] {
  const found = vocabulary.filter((phrase) => containsTerm(textStems, phrase));
  found.sort((left, right) => right.stems.length - left.stems.length);
  return found.filter(
    (phrase, index) => !found.slice(0, index).some((longer) => longer.stems.length > phrase.stems.length && containsTerm(longer.stems, phrase)),
  );
}
