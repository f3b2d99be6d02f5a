/**
 * Quantities and prices in a purchase description: "30 Chromebooks at $329 each",
 * "$12,500 for a 3-year licence", "qty 25 @ 89.99", "5 licenses for $500 total", "$1.2k".
 * Whatever the text gives is read; the rest is derived (total = quantity x unit price, or
 * unit price = total / quantity). Amounts are US dollars rounded to cents.
 */

export interface ParsedAmounts {
  quantity: number | null;
  unit_price: number | null;
  total: number | null;
  /** Length of a multi-year term ("3-year licence"), when stated. */
  term_years: number | null;
}

interface Money {
  value: number;
  start: number;
  end: number;
  /** Written after "@", which always marks a unit price. */
  atSign: boolean;
}

const SCALES: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, mm: 1_000_000, million: 1_000_000, b: 1_000_000_000, bn: 1_000_000_000, billion: 1_000_000_000 };
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const MONEY_PATTERNS = [
  new RegExp(String.raw`\$\s*${NUMBER}(?:\s*(k|mm|m|million|thousand|bn|b|billion)\b)?`, 'g'),
  new RegExp(String.raw`\b${NUMBER}(?:\s*(k|million|thousand|billion))?\s*(?:dollars|usd)\b`, 'g'),
  // A bare number after "@" is a unit price: "qty 25 @ 89.99".
  new RegExp(String.raw`@\s*${NUMBER}`, 'g'),
];

const cents = (value: number) => Math.round(value * 100) / 100;

function toNumber(whole: string, fraction: string | undefined, scale: string | undefined): number {
  const base = Number(`${whole.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`);
  return base * (scale ? (SCALES[scale] ?? 1) : 1);
}

function findMoney(text: string): Money[] {
  const found: Money[] = [];
  for (const pattern of MONEY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((money) => start < money.end && end > money.start)) continue;
      found.push({ value: toNumber(match[1]!, match[2], match[3]), start, end, atSign: match[0].startsWith('@') });
    }
  }
  return found.sort((left, right) => left.start - right.start);
}

function insideMoney(index: number, money: Money[]): boolean {
  return money.some((amount) => index >= amount.start && index < amount.end);
}

function findQuantity(text: string, money: Money[]): number | null {
  const explicit =
    /\b(?:qty|quantity|count)\s*[:=]?\s*(\d[\d,]*)/.exec(text) ??
    // (Not the digits of a model number: "15 Tobii Dynavox TD I-13 @ $2,150" buys 15, not 13.)
    /(?<![\w-])(\d[\d,]*)\s*(?:x|×)?\s*(?:\$|@)/.exec(text) ??
    /(?:\bx|×)\s*(\d[\d,]*)\b(?!\s*(?:year|yr|month))/.exec(text);
  if (explicit && !insideMoney(explicit.index + explicit[0].indexOf(explicit[1]!), money)) return Number(explicit[1]!.replace(/,/g, ''));
  // A count written before a noun: "30 Chromebooks", "25 student licenses" — but not "3 years", "5th grade", "10%".
  const counted = /(?<![\d.,$-])\b(\d[\d,]*)\s+(?!(?:years?|yrs?|months?|weeks?|days?|hours?|percent|grade|to|and|or)\b)([a-z][a-z-]*)/g;
  for (const match of text.matchAll(counted)) {
    if (insideMoney(match.index, money)) continue;
    return Number(match[1]!.replace(/,/g, ''));
  }
  return null;
}

type Role = 'unit' | 'total' | 'unknown';

function roleOf(text: string, amount: Money): Role {
  if (amount.atSign) return 'unit';
  const before = text.slice(Math.max(0, amount.start - 24), amount.start);
  const after = text.slice(amount.end, amount.end + 24);
  if (/^\s*(?:each|ea\b|apiece|a piece|per\b|\/\s*[a-z]+)/.test(after) || /(?:@|\bat|\bx|×|\bper unit|\bunit price(?: of)?|\beach)\s*:?\s*$/.test(before)) return 'unit';
  if (/^\s*(?:total|in total|overall)\b/.test(after) || /(?:total(?: of)?|total cost(?: of)?|budget(?: of)?|for|costs?|spend|spending)\s*:?\s*$/.test(before)) return 'total';
  return 'unknown';
}

export function parseAmounts(description: string): ParsedAmounts {
  const text = description.toLowerCase();
  const money = findMoney(text);
  const quantity = findQuantity(text, money);
  const term = /\b(\d{1,2})[\s-]*(?:year|yr)s?\b/.exec(text);

  let unitPrice: number | null = null;
  let total: number | null = null;
  for (const amount of money) {
    const role = roleOf(text, amount);
    if (role === 'unit' && unitPrice === null) unitPrice = amount.value;
    else if (role === 'total' && total === null) total = amount.value;
    else if (role === 'unknown') {
      // An unlabelled amount is the total unless a quantity comes before it with nothing else priced.
      if (total === null) total = amount.value;
      else if (unitPrice === null) unitPrice = amount.value;
    }
  }

  if (quantity !== null && unitPrice !== null && total === null) total = quantity * unitPrice;
  if (quantity !== null && total !== null && unitPrice === null && quantity > 0) unitPrice = total / quantity;
  return {
    quantity,
    unit_price: unitPrice === null ? null : cents(unitPrice),
    total: total === null ? null : cents(total),
    term_years: term ? Number(term[1]) : null,
  };
}
