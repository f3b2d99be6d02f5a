/**
 * Numbers as purchase documents print them: "$1,299.00", "1,299.00", "USD 45", "12", and as OCR
 * misreads them ("S1,299.00", "1,29O.00", "$162:50").
 */

export interface NumberToken {
  /** Index of the token in the line's tokens. */
  index: number;
  value: number;
  /** Written as money: a currency sign, or exactly two decimals. */
  money: boolean;
  /** A whole number with no sign and no decimals: a quantity candidate. */
  integer: boolean;
}

export const cents = (value: number) => Math.round(value * 100) / 100;

const CURRENCY_PREFIX = /^(?:US\$|C\$|CA\$|A\$|\$|€|£|USD|CAD|EUR|GBP|AUD)/i;
const CURRENCY_SUFFIX = /(?:USD|CAD|EUR|GBP|AUD)$/i;

/** OCR confusions inside a token that is otherwise a number. */
function repairDigits(token: string): string {
  let repaired = token.replace(/^S(?=[\dOo])/, '$').replace(/(?<=\d):(?=\d{2}$)/, '.');
  // Letters that look like digits, only in a token that is otherwise a number.
  if (/\d/.test(repaired) && /^[$€£]?[\dOolI|,.]+$/.test(repaired)) repaired = repaired.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1');
  return repaired;
}

/** The value of one token, or undefined when it is not a number. */
export function parseNumberToken(raw: string): { value: number; money: boolean; integer: boolean } | undefined {
  let token = repairDigits(raw.replace(/^[(\[]|[)\],;:'"’‘`~]+$/g, '').replace(/^[~'"‘’`]+/, ''));
  let money = false;
  // A sign before the currency ("-$200.00", a discount row) belongs to the number.
  const signed = /^[-−](?=[$€£]|US\$|USD)/.test(token);
  if (signed) token = repairDigits(token.slice(1));
  if (CURRENCY_PREFIX.test(token)) {
    token = token.replace(CURRENCY_PREFIX, '');
    money = true;
  }
  if (CURRENCY_SUFFIX.test(token)) {
    token = token.replace(CURRENCY_SUFFIX, '');
    money = true;
  }
  const negative = signed || token.startsWith('-');
  if (token.startsWith('-')) token = token.slice(1);
  // Up to four decimals: unit prices of cheap items are quoted to the tenth of a cent.
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,4}))?$/.exec(token);
  if (!match) return undefined;
  const value = Number(`${match[1]!.replace(/,/g, '')}${match[2] ? `.${match[2]}` : ''}`);
  if ((match[2]?.length ?? 0) >= 2) money = true;
  return { value: negative ? -value : value, money, integer: !money && match[2] === undefined };
}

/** Every number of a line's tokens, in order. */
export function numberTokens(tokens: string[]): NumberToken[] {
  const out: NumberToken[] = [];
  tokens.forEach((token, index) => {
    const parsed = parseNumberToken(token);
    if (parsed) out.push({ index, ...parsed });
  });
  return out;
}

/** Splits a line into tokens; a currency sign spaced off its number ("$ 12.00") is joined back. */
export function tokenize(line: string): string[] {
  return line
    .replace(/([$€£])\s+(?=\d)/g, '$1')
    .split(/\s+/)
    .filter((token) => token.length > 0);
}

/** The last money amount of a line (where a totals row prints its value), or undefined. */
export function lastMoney(line: string): number | undefined {
  const numbers = numberTokens(tokenize(line)).filter((token) => token.money || token.integer);
  const moneyTokens = numbers.filter((token) => token.money);
  return (moneyTokens.at(-1) ?? numbers.at(-1))?.value;
}
