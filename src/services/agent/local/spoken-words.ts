/**
 * Dictated messages, in the spelling a typed message would have: amounts said in words ("three
 * hundred twenty nine dollars" is "$329"), acronyms spelled letter by letter ("c t o", "l e a i d"),
 * words a speech engine splits or mishears ("super intendant", "eerate", "title won"), and the
 * fillers of speech ("um", "so like") that would otherwise be read as words of the request.
 */
const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

const NUMBER_WORD = `(?:${[...Object.keys(SMALL), ...Object.keys(SCALES)].join('|')})`;
/** "three hundred twenty nine dollars", "a hundred and fifty thousand bucks", "twelve thousand dollars". */
const SPOKEN_AMOUNT = new RegExp(String.raw`\b(?:a\s+)?${NUMBER_WORD}(?:(?:[\s-]+|\s+and\s+)${NUMBER_WORD})*\s+(?:dollars|bucks)\b`, 'gi');

/** The value of number words in the order they are said; undefined when they are no number. */
export function spokenNumber(words: string[]): number | undefined {
  let total = 0;
  let group = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'a' || word === 'and') continue;
    const small = SMALL[word];
    const scale = SCALES[word];
    if (small !== undefined) {
      group += small;
    } else if (scale === 100) {
      group = (group || 1) * 100;
    } else if (scale !== undefined) {
      total += (group || 1) * scale;
      group = 0;
    } else {
      return undefined;
    }
    seen = true;
  }
  return seen ? total + group : undefined;
}

function amountInDigits(phrase: string): string {
  const words = phrase.toLowerCase().split(/[\s-]+/);
  words.pop(); // "dollars" / "bucks"
  const value = spokenNumber(words);
  return value === undefined ? phrase : `$${value.toLocaleString('en-US')}`;
}

/**
 * Letters said one by one, joined: "c t o", "l e a i d", "f r l". Two letters at least, never after
 * "title", "part", "category" or "cat" ("title i a" is a program), and "a" or "i" alone with one other
 * letter stays ("a b").
 */
const SPELLED = /(?<!\b(?:title|part|category|cat)\s)\b[a-z](?:\s[a-z]){1,5}\b(?!['’-])/g;

function joinedLetters(run: string): string {
  const letters = run.replace(/\s/g, '');
  return letters.length === 2 && /[ai]/.test(letters) ? run : letters;
}

const REWRITES: [RegExp, string][] = [
  // Fillers: "um", "uh", "so like", "like where are they", "looking like at".
  [/(?:^|(?<=[\s,]))(?:um+|uh+|erm|hmm+)\b,?\s*/gi, ''],
  [/\bso like\b,?/gi, 'so'],
  [/\blike,?\s+(?=(?:where|what|how|which|who|when|why|is|are|do|does|can)\b)/gi, ''],
  [/^\s*like,?\s+/i, ''],
  [/\b(?:looking|look|looks) like (?=(?:at|for|in|over)\b)/gi, ''],
  // Words heard apart or misheard.
  [/(?<=\b(?:of|for|to|at|with|from|about|call|email) )'?em\b/gi, 'them'],
  [/\bsuper\s?intend[ae]nt(s?)\b/gi, 'superintendent$1'],
  [/\be+\s?rate\b/gi, 'E-Rate'],
  [/\btitle won\b/gi, 'title one'],
  [/\btwenty[- ]first century\b/gi, '21st Century'],
  [/\bthree[- ]d (?=print)/gi, '3D '],
  [/\b(?:c|see) ?(?:two|to|2)(?= budgets?\b)|\bc ?two\b/gi, 'C2'],
  [/\btitle for a\b/gi, 'title four a'],
  [/\bwatch (lists?)\b/gi, 'watch$1'],
];

export function asTyped(text: string): string {
  let typed = text.replace(SPOKEN_AMOUNT, amountInDigits);
  for (const [pattern, replacement] of REWRITES) typed = typed.replace(pattern, replacement);
  return typed.replace(SPELLED, joinedLetters);
}
