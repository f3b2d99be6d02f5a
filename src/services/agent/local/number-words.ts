/**
 * Numbers written in words ("sixty-two", "thirty one", "eighteen") rewritten as digits, and "pct" /
 * "per cent" as "percent", so every reader of percentages and counts reads one spelling.
 */
const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const UNIT = Object.keys(UNITS).filter((word) => word !== 'one' && word !== 'zero').join('|');
const TEN = Object.keys(TENS).join('|');
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
// "seventy-four", "thirty one", "ninety", "eighteen", "a hundred"; "one" alone is no number ("the second one").
// A count before the things counted, a few words on ("forty reading intervention licenses").
const NUMBER = new RegExp(String.raw`\b(?:(${TEN})(?:[\s-]+(${ONES})\b)?|(${UNIT})|(?:a |one )?(hundred))\b(?=\s*(?:%|percent|pct|per cent|points?|pts?|(?:[\w-]+\s+){0,4}[\w-]*\w+s\b))`, 'gi');

export function digitsForNumberWords(text: string): string {
  return text
    .replace(NUMBER, (whole, tens?: string, ones?: string, unit?: string, hundred?: string) => {
      if (hundred) return '100';
      if (unit) return String(UNITS[unit.toLowerCase()]);
      return String(TENS[tens!.toLowerCase()]! + (ones ? UNITS[ones.toLowerCase()]! : 0));
    })
    .replace(/(\d)\s*(?:pct\b|per cent\b|percent\b)/gi, '$1%');
}
