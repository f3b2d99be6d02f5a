/** The document's currency: an ISO code printed on it, else its currency sign; US dollars by default. */

export interface CurrencyGuess {
  code: string;
  how: 'code' | 'symbol' | 'default';
}

const CODES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'MXN', 'NZD', 'CHF', 'JPY'];
const SYMBOLS: [RegExp, string][] = [
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/\bC\$|\bCA\$/, 'CAD'],
  [/\bA\$/, 'AUD'],
  [/\$/, 'USD'],
];

export function findCurrency(text: string): CurrencyGuess {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/\b([A-Z]{3})\b/g)) {
    if (CODES.includes(match[1]!)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  // A non-dollar code wins over "USD" printed in boilerplate only when it is the more frequent.
  const code = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (code) return { code, how: 'code' };
  for (const [pattern, symbolCode] of SYMBOLS) if (pattern.test(text)) return { code: symbolCode, how: 'symbol' };
  return { code: 'USD', how: 'default' };
}
