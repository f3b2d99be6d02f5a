import { cents } from './amounts.js';
import { type Check, checkArithmetic } from './arithmetic.js';
import { findCurrency } from './currency.js';
import { isHeaderLine, type LineItem, parseLineItems, sumOfItems } from './line-items.js';
import { findTotals, pickTotals, type Totals } from './totals.js';
import { findVendor, type VendorGuess } from './vendor.js';
import type { CurrencyGuess } from './currency.js';

export interface ExtractedLineItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
  confidence: number;
}

export interface FieldConfidence {
  vendor: number;
  purchase_description: number;
  amount: number;
  quantity: number;
  unit_price: number;
  currency: number;
  line_items: number;
}

export interface ExtractedFields {
  purchase_description: string | null;
  vendor: string | null;
  amount: number | null;
  quantity: number | null;
  unit_price: number | null;
  currency: string | null;
  line_items: ExtractedLineItem[];
  totals: Totals;
  field_confidence: FieldConfidence;
  checks: Check[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The purchase fields of a document's text, by small parsers each with one job (vendor, totals,
 * line items, currency), then checked by arithmetic. `textConfidence` (1 for a text layer, the
 * OCR's own confidence for a scan) scales every field's confidence.
 */
export function extractFields(text: string, textConfidence = 1): ExtractedFields {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const items = parseLineItems(lines);
  const totals = pickTotals(findTotals(lines));
  const headerIndex = lines.findIndex(isHeaderLine);
  const vendor = findVendor(lines, headerIndex === -1 ? (items[0]?.line ?? lines.length) : headerIndex);
  return fieldsFromParts({ items, totals, vendor, currency: findCurrency(text), textConfidence });
}

export interface DocumentParts {
  items: LineItem[];
  totals: Totals;
  vendor: VendorGuess | undefined;
  currency: CurrencyGuess;
  textConfidence: number;
}

/** The response fields from parts read by either engine, under the same arithmetic checks. */
export function fieldsFromParts({ items, totals, vendor, currency, textConfidence }: DocumentParts): ExtractedFields {
  const checks = checkArithmetic(items, totals);
  const failed = (name: Check['name']) => checks.some((check) => check.name === name && !check.ok);

  const amount = chooseAmount(items, totals, failed('total_vs_parts'));
  const itemsConsistent = !failed('items_vs_subtotal');
  const lineItems: ExtractedLineItem[] = items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit_price: item.unit_price,
    amount: item.amount,
    confidence: round2((item.arithmetic_ok ? 0.95 : 0.5) * (itemsConsistent ? 1 : 0.7) * textConfidence),
  }));
  const main = mainItem(items);
  const mainConfidence = main ? (main.arithmetic_ok ? 0.95 : 0.5) * (itemsConsistent ? 1 : 0.8) : 0;
  const vendorConfidence = vendor ? { labelled: 0.95, 'letterhead-company': 0.9, letterhead: 0.65, model: 0.9 }[vendor.how] : 0;
  const currencyConfidence = { code: 0.97, symbol: 0.9, default: 0.6 }[currency.how];

  return {
    purchase_description: main?.description ?? null,
    vendor: vendor?.name ?? null,
    amount: amount?.value ?? null,
    quantity: main?.quantity ?? null,
    unit_price: main?.unit_price ?? null,
    currency: amount || items.length > 0 ? currency.code : null,
    line_items: lineItems,
    totals,
    field_confidence: {
      vendor: round2(vendorConfidence * textConfidence),
      purchase_description: round2(mainConfidence * textConfidence),
      amount: round2((amount?.confidence ?? 0) * textConfidence),
      quantity: round2(mainConfidence * textConfidence),
      unit_price: round2(mainConfidence * textConfidence),
      currency: round2((amount || items.length > 0 ? currencyConfidence : 0) * textConfidence),
      line_items: lineItems.length === 0 ? 0 : round2(lineItems.reduce((sum, item) => sum + item.confidence, 0) / lineItems.length),
    },
    checks,
  };
}

/** The line the purchase is mostly for: the largest amount (the first of equals). */
export function mainItem<Item extends { amount: number }>(items: Item[]): Item | undefined {
  return items.reduce<Item | undefined>((best, item) => (!best || item.amount > best.amount ? item : best), undefined);
}

/**
 * The amount the purchase costs: the printed grand total when it agrees with its parts; else the
 * total the parts give (subtotal + tax + shipping), else the lines' sum; each less sure.
 */
function chooseAmount(items: LineItem[], totals: Totals, totalDisagrees: boolean): { value: number; confidence: number } | undefined {
  const parts = totals.subtotal !== null ? cents(totals.subtotal + (totals.tax ?? 0) + (totals.shipping ?? 0) - (totals.discount ?? 0)) : null;
  if (totals.total !== null) {
    if (!totalDisagrees) return { value: totals.total, confidence: totals.subtotal !== null ? 0.98 : 0.85 };
    // The total and its parts disagree: the lines decide which one was misread.
    const itemsSum = sumOfItems(items);
    if (parts !== null && totals.subtotal !== null && items.length > 0 && Math.abs(itemsSum - totals.subtotal) <= 0.015) return { value: parts, confidence: 0.6 };
    return { value: totals.total, confidence: 0.5 };
  }
  if (parts !== null) return { value: parts, confidence: 0.7 };
  if (items.length > 0) return { value: cents(sumOfItems(items) + (totals.tax ?? 0) + (totals.shipping ?? 0)), confidence: 0.55 };
  return undefined;
}
