import { lastMoney, numberTokens, tokenize } from './amounts.js';

export type TotalKind = 'subtotal' | 'tax' | 'shipping' | 'discount' | 'total';

/** Keywords of the totals block, most specific first (a "Sub-total" is not a "Total"). */
const KEYWORDS: [TotalKind, RegExp][] = [
  ['subtotal', /\bsub[\s-]?total\b|\bmerchandise\s+total\b/i],
  ['tax', /\b(?:sales\s+|use\s+)?tax\b|\bvat\b|\bgst\b|\bhst\b/i],
  ['shipping', /\bshipping\b|\bfreight\b|\bdelivery\b|\bhandling\b|\bs\s*&\s*h\b|\bpostage\b/i],
  ['discount', /\bdiscount\b|\bless\b/i],
  ['total', /\b(?:grand\s+total|total\s+due|amount\s+due|balance\s+due|total\s+amount|invoice\s+total|order\s+total|quote\s+total|total)\b/i],
];
/** The grand total's stronger labels win over a plain "Total". */
const STRONG_TOTAL = /\b(?:grand\s+total|total\s+due|amount\s+due|balance\s+due|invoice\s+total|order\s+total|quote\s+total)\b/i;

export interface TotalLine {
  kind: TotalKind;
  value: number;
  label: string;
  line: number;
  strong: boolean;
}

/** The kind of totals row a line is, or undefined: a short label and one amount. */
export function totalKind(line: string): TotalKind | undefined {
  const tokens = tokenize(line);
  const numbers = numberTokens(tokens);
  if (numbers.length === 0 || numbers.length > 2) return undefined;
  const label = tokens.filter((_, index) => !numbers.some((number) => number.index === index)).join(' ');
  if (label.split(/\s+/).length > 6) return undefined;
  return KEYWORDS.find(([, pattern]) => pattern.test(label))?.[0];
}

export const isTotalsLine = (line: string) => totalKind(line) !== undefined;

/** Every totals row of the document, top to bottom. */
export function findTotals(lines: string[]): TotalLine[] {
  const out: TotalLine[] = [];
  lines.forEach((line, index) => {
    const kind = totalKind(line);
    const value = kind ? lastMoney(line) : undefined;
    if (!kind || value === undefined) return;
    out.push({ kind, value: Math.abs(value), label: line.trim(), line: index, strong: kind === 'total' && STRONG_TOTAL.test(line) });
  });
  return out;
}

export interface Totals {
  subtotal: number | null;
  tax: number | null;
  shipping: number | null;
  discount: number | null;
  /** The grand total as printed. */
  total: number | null;
}

/** The document's totals: the last row of each kind, and for the total a strong label before a plain one. */
export function pickTotals(rows: TotalLine[]): Totals {
  const last = (kind: TotalKind) => rows.filter((row) => row.kind === kind).at(-1)?.value ?? null;
  const totals = rows.filter((row) => row.kind === 'total');
  const total = (totals.filter((row) => row.strong).at(-1) ?? totals.at(-1))?.value ?? null;
  const sumOf = (kind: TotalKind) => {
    const values = rows.filter((row) => row.kind === kind).map((row) => row.value);
    return values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
  };
  return { subtotal: last('subtotal'), tax: sumOf('tax'), shipping: sumOf('shipping'), discount: last('discount'), total };
}
