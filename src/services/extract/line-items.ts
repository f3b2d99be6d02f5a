import { cents, type NumberToken, numberTokens, tokenize } from './amounts.js';
import { isTotalsLine } from './totals.js';

export interface LineItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
  /** quantity x unit_price equals amount (to the cent, or 0.05% for long prices). */
  arithmetic_ok: boolean;
  /** Index of the text line the numbers were read from. */
  line: number;
  /** The unit price as printed, when arithmetic corrected a misread digit of it. */
  printed_unit_price?: number;
}

/** A table header names at least two of these columns. */
const HEADER_WORDS = /\b(description|item|items|product|qty|quantity|unit|price|rate|amount|total|cost|ext\.?|extended|each)\b/gi;
/** Joiners between the parts of "2 x Widget @ $5.00 = $10.00" that are not part of the description. */
const CONNECTORS = /^(?:x|×|\*|@|=|-|–|—|:|\||at|each|ea\.?|per)$/i;
/** An item or catalogue number at the start of a row ("SKU-1234", "ED-2467", "100234"). */
const ITEM_CODE = /^(?:[A-Z][A-Z0-9]{0,5}-\d{3,}[A-Z]?|[A-Z]{1,5}\d{3,}|\d{5,}|#\d+)$/;

export function matchesArithmetic(quantity: number, unitPrice: number, amount: number): boolean {
  return Math.abs(quantity * unitPrice - amount) <= Math.max(0.011, Math.abs(amount) * 0.0005);
}

export function isHeaderLine(line: string): boolean {
  if (numberTokens(tokenize(line)).some((token) => token.money)) return false;
  return new Set((line.match(HEADER_WORDS) ?? []).map((word) => word.toLowerCase())).size >= 2;
}

interface Triple {
  quantity: NumberToken;
  unitPrice: NumberToken;
  amount: NumberToken;
  score: number;
  printedUnitPrice?: number;
}

/**
 * Reads line items, one line parser over every line: whatever the column order ("Description Qty
 * Price Amount", "Qty Item Price Total", "Item# Description Cost Qty Ext."), "2 x Widget @ $5.00",
 * "Widget - 2 x $5.00 = $10.00", or a receipt's "2 @ 5.00  10.00" under its description line.
 * The numbers of a row are told apart by arithmetic (the quantity times the unit price is the
 * amount), not by position, so a description holding numbers ("Charging Cart 36 Device") is safe.
 * A row whose numbers do not add up is still read, by column position, and flagged.
 */
export function parseLineItems(lines: string[]): LineItem[] {
  const items: LineItem[] = [];
  const headerIndex = lines.findIndex(isHeaderLine);
  const firstTotals = lines.findIndex((line, index) => index > headerIndex && isTotalsLine(line));
  const end = firstTotals === -1 ? lines.length : firstTotals;
  const used = new Set<number>();
  // "Item  Description  Qty ..." over "1  ReadUp platform  450 ...": the first column numbers the rows.
  const rowsNumbered = headerIndex >= 0 && /^\s*(?:#|item|line|ln|no\.?)(?:\s|$)/i.test(lines[headerIndex]!) && /\bdescription\b/i.test(lines[headerIndex]!);
  for (let index = headerIndex + 1; index < end; index += 1) {
    const line = normaliseJoiners(lines[index]!);
    const tokens = tokenize(line);
    const numbers = numberTokens(tokens);
    const triple = bestTriple(tokens, numbers);
    const fallback = triple ? undefined : positionalTriple(tokens, numbers, headerIndex >= 0);
    const chosen = triple ?? fallback;
    if (!chosen) continue;
    const rowNumber = rowsNumbered && /^\d{1,3}\.?$/.test(tokens[0] ?? '') && chosen.quantity.index !== 0 ? [0] : [];
    let description = describe(tokens, [...rowNumber, chosen.quantity.index, chosen.unitPrice.index, chosen.amount.index]);
    if (!hasWords(description)) {
      // A receipt prints the description on the line above the numbers.
      const previous = index - 1;
      if (previous > headerIndex && !used.has(previous) && hasWords(lines[previous]!) && !isTotalsLine(lines[previous]!)) {
        description = cleanDescription(tokenize(lines[previous]!));
        used.add(previous);
      }
    }
    if (!hasWords(description)) continue;
    used.add(index);
    items.push({
      description,
      quantity: chosen.quantity.value,
      unit_price: chosen.unitPrice.value,
      amount: chosen.amount.value,
      arithmetic_ok: triple !== undefined,
      line: index,
      ...(chosen.printedUnitPrice !== undefined ? { printed_unit_price: chosen.printedUnitPrice } : {}),
    });
  }
  // A line above an item that was taken as its description is not an item of its own.
  return items.filter((item) => item.description.length > 0);
}

/** "2x Widget", "2.x Widget" (OCR) -> "2 x Widget". */
function normaliseJoiners(line: string): string {
  return line
    .replace(/(\d)[.,]?\s*[xX×](?=\s)/g, '$1 x')
    .replace(/(?<=\s)[xX×](\$?\d)/g, 'x $1')
    .replace(/(\d)@/g, '$1 @')
    .replace(/@(?=\S)/g, '@ ');
}

function bestTriple(tokens: string[], numbers: NumberToken[]): Triple | undefined {
  const lastWord = lastWordIndex(tokens);
  let best: Triple | undefined;
  for (const amount of numbers) {
    if (amount.value <= 0) continue;
    for (const unitPrice of numbers) {
      if (unitPrice === amount || unitPrice.value <= 0) continue;
      for (const quantity of numbers) {
        if (quantity === amount || quantity === unitPrice || !Number.isInteger(quantity.value) || quantity.value <= 0) continue;
        if (!matchesArithmetic(quantity.value, unitPrice.value, amount.value)) continue;
        let score = 0;
        if (amount === numbers.at(-1)) score += 3;
        if (unitPrice.money) score += 1;
        if (amount.money) score += 1;
        if (quantity.integer) score += 2;
        // A quantity inside the description's words is less likely than one in its own column;
        // one after the words beats a leading number, which may number the rows ("2  Workshop  2  $1,200  $2,400").
        if (quantity.index === 0 || quantity.index > lastWord) score += 2;
        if (quantity.index > lastWord) score += 1;
        if (unitPrice.index < amount.index) score += 1;
        if (!best || score > best.score) best = { quantity, unitPrice, amount, score };
      }
    }
  }
  return best;
}

/**
 * A row in the item table whose numbers do not multiply out (a misread digit): read it by
 * position, amount last, unit price the money before it, quantity the whole number nearest the
 * money columns. Only inside a table with a header, so stray number lines are not taken.
 */
function positionalTriple(tokens: string[], numbers: NumberToken[], inTable: boolean): Triple | undefined {
  if (!inTable || !hasWords(tokens.join(' '))) return undefined;
  const money = numbers.filter((token) => token.money);
  if (money.length < 2) return undefined;
  const amount = money.at(-1)!;
  const unitPrice = money.at(-2)!;
  const lastWord = lastWordIndex(tokens);
  const quantity = numbers.filter((token) => token.integer && token.value > 0 && (token.index === 0 || token.index > lastWord)).at(-1);
  if (!quantity) return undefined;
  // One misread digit in the unit price ("22.560" for "22.50"): when the amount divided by the
  // quantity is a whole number of cents that reads almost like the printed price, that is the price.
  const implied = amount.value / quantity.value;
  if (Math.abs(implied * 100 - Math.round(implied * 100)) < 1e-6 && digitDistance(implied.toFixed(2), String(unitPrice.value)) <= 1) {
    return { quantity, unitPrice: { ...unitPrice, value: Math.round(implied * 100) / 100 }, amount, score: 0, printedUnitPrice: unitPrice.value };
  }
  return { quantity, unitPrice, amount, score: 0 };
}

/** How many digits differ between two prices, aligned on their decimal point. */
function digitDistance(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.');
  const [bWhole = '', bFraction = ''] = b.split('.');
  if (aWhole !== bWhole) return 99;
  const width = Math.max(aFraction.length, bFraction.length);
  const x = aFraction.padEnd(width, '0');
  const y = bFraction.padEnd(width, '0');
  let differences = 0;
  for (let i = 0; i < width; i += 1) if (x[i] !== y[i]) differences += 1;
  return differences;
}

function lastWordIndex(tokens: string[]): number {
  let last = -1;
  tokens.forEach((token, index) => {
    if (/[A-Za-z]{2,}/.test(token) && !CONNECTORS.test(token)) last = index;
  });
  return last;
}

/** The description: the longest run of words between the numbers taken for the item. */
function describe(tokens: string[], taken: number[]): string {
  const runs: string[][] = [];
  let current: string[] = [];
  tokens.forEach((token, index) => {
    if (taken.includes(index)) {
      runs.push(current);
      current = [];
    } else current.push(token);
  });
  runs.push(current);
  const best = runs.reduce((a, b) => (letters(b.join(' ')) > letters(a.join(' ')) ? b : a), [] as string[]);
  return cleanDescription(best);
}

export function cleanDescription(tokens: string[]): string {
  const words = [...tokens];
  while (words.length > 0 && (CONNECTORS.test(words[0]!) || ITEM_CODE.test(words[0]!) || /^[^\w$]+$/.test(words[0]!))) words.shift();
  while (words.length > 0 && (CONNECTORS.test(words.at(-1)!) || /^[^\w]+$/.test(words.at(-1)!))) words.pop();
  return words.join(' ').replace(/\s*[-–—:|]\s*$/, '').trim();
}

const letters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;
const hasWords = (text: string) => /[A-Za-z]{3,}/.test(text);

export function sumOfItems(items: LineItem[]): number {
  return cents(items.reduce((sum, item) => sum + item.amount, 0));
}
