/**
 * Normalises a question the way people type it (any case, stray punctuation, "3,000", "five",
 * "60%", "$1.5 million", "FY2024") into lower-case words and plain numbers the parser can match.
 * Nothing here decides meaning; it only makes spellings comparable.
 */

const SMALL_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100, dozen: 12,
};

const SCALES: Record<string, number> = { thousand: 1_000, k: 1_000, million: 1_000_000, m: 1_000_000, billion: 1_000_000_000 };

export interface Token {
  /** Lower-case word, a number as digits, or "%". */
  text: string;
  /** Set when the token is a number. */
  value?: number;
  /** A number written with %/percent right after it. */
  percent?: boolean;
  /** Index in the token list, for distance between mentions. */
  index: number;
}

/** Lower-cases and strips punctuation, keeping what carries meaning in a data question. */
export function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[‘’´`]/g, "'")
    .replace(/e-rate|e rate/g, 'erate')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\bfy\s?'?(\d{2,4})\b/g, (_match, year: string) => ` funding year ${year.length === 2 ? `20${year}` : year} `)
    .replace(/'s\b/g, '')
    // "top 5 districts by number of students" ranks by enrollment (no count or sum of students asked).
    .replace(/\bby (?:the )?(?:number of|total|count of) (?:students|pupils|kids|children)\b/g, 'by enrollment')
    // "which state leads on reading?", "which district tops the list in math?": the one with the highest.
    .replace(/\b(which|what) (states?|districts?|count(?:y|ies)|cit(?:y|ies)) (?:leads?|tops?|is (?:the )?(?:top|first|best)|comes? (?:out on )?top)(?: the (?:list|nation|country|pack))? (?:on|in|for|at)\b/g, '$1 $2 has the highest')
    .replace(/\$\s?(\d)/g, '$1')
    .replace(/(\d)\s*(%|percent\b|pct\b|per cent\b)/g, '$1 %')
    .replace(/(\d)(k|m)\b/g, '$1 $2')
    .replace(/[^a-z0-9.%\s-]/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a normalised question into tokens, folding number words and scales into numbers. */
export function tokenize(normalised: string): Token[] {
  const words = normalised.split(' ').filter((word) => word.length > 0);
  const tokens: Token[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const numeric = /^\d+(\.\d+)?$/.test(word) ? Number(word) : SMALL_NUMBERS[word];
    if (numeric === undefined) {
      if (word === '%' && tokens.at(-1)?.value !== undefined) tokens.at(-1)!.percent = true;
      else tokens.push({ text: word, index: tokens.length });
      continue;
    }
    let value = numeric;
    // "twenty five", "five hundred", "3 thousand", "1.5 million"
    while (index + 1 < words.length) {
      const next = words[index + 1]!;
      if (SCALES[next] !== undefined && !(next === 'm' && value > 1000)) value *= SCALES[next]!;
      else if (next === 'hundred') value *= 100;
      else if (SMALL_NUMBERS[next] !== undefined && SMALL_NUMBERS[next]! < 10 && value >= 20 && value % 10 === 0 && value < 100) value += SMALL_NUMBERS[next]!;
      else break;
      index += 1;
    }
    tokens.push({ text: String(value), value, index: tokens.length });
  }
  return tokens;
}

/** The index just after `phrase` (space separated words) when it starts at `at`, else -1. */
export function matchPhrase(tokens: readonly Token[], at: number, phrase: readonly string[]): number {
  for (let offset = 0; offset < phrase.length; offset += 1) {
    if (tokens[at + offset]?.text !== phrase[offset]) return -1;
  }
  return at + phrase.length;
}

/** Every start index where `phrase` occurs. */
export function findPhrase(tokens: readonly Token[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  for (let at = 0; at < tokens.length; at += 1) if (matchPhrase(tokens, at, phrase) >= 0) found.push(at);
  return found;
}
