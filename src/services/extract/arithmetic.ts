import { cents } from './amounts.js';
import { type LineItem, matchesArithmetic, sumOfItems } from './line-items.js';
import type { Totals } from './totals.js';

export interface Check {
  name: 'line_item_arithmetic' | 'items_vs_subtotal' | 'total_vs_parts';
  ok: boolean;
  detail: string;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 0.015;

/**
 * The document checked against itself: each line's quantity x unit price, the lines against the
 * subtotal, and subtotal + tax + shipping - discount against the total. Each failed check lowers
 * the confidence of the fields it touches, and is reported.
 */
export function checkArithmetic(items: LineItem[], totals: Totals): Check[] {
  const checks: Check[] = [];
  for (const item of items) {
    if (item.printed_unit_price !== undefined) {
      checks.push({
        name: 'line_item_arithmetic',
        ok: false,
        detail: `"${item.description}": the unit price reads ${item.printed_unit_price}, but ${item.quantity} x ${item.printed_unit_price} is not ${item.amount}; taken as ${item.unit_price} (amount / quantity), one digit apart.`,
      });
      continue;
    }
    if (matchesArithmetic(item.quantity, item.unit_price, item.amount)) continue;
    checks.push({
      name: 'line_item_arithmetic',
      ok: false,
      detail: `"${item.description}": ${item.quantity} x ${item.unit_price} = ${cents(item.quantity * item.unit_price)}, but the line says ${item.amount}.`,
    });
  }
  if (items.length > 0 && checks.length === 0) checks.push({ name: 'line_item_arithmetic', ok: true, detail: `All ${items.length} line(s): quantity x unit price = amount.` });

  const itemsSum = sumOfItems(items);
  const expectedItems = totals.subtotal ?? (totals.total !== null ? cents(totals.total - (totals.tax ?? 0) - (totals.shipping ?? 0) + (totals.discount ?? 0)) : null);
  if (items.length > 0 && expectedItems !== null) {
    const ok = near(itemsSum, expectedItems);
    checks.push({
      name: 'items_vs_subtotal',
      ok,
      detail: ok
        ? `The line items add up to ${itemsSum}, the ${totals.subtotal !== null ? 'subtotal' : 'total before tax and shipping'}.`
        : `The line items add up to ${itemsSum}, but the ${totals.subtotal !== null ? 'subtotal' : 'total before tax and shipping'} is ${expectedItems}: a line may be missing or misread.`,
    });
  }
  if (totals.total !== null && totals.subtotal !== null) {
    const parts = cents(totals.subtotal + (totals.tax ?? 0) + (totals.shipping ?? 0) - (totals.discount ?? 0));
    const ok = near(parts, totals.total);
    checks.push({
      name: 'total_vs_parts',
      ok,
      detail: ok
        ? `Subtotal + tax + shipping - discount = ${parts}, the total.`
        : `Subtotal + tax + shipping - discount = ${parts}, but the total says ${totals.total}.`,
    });
  }
  return checks;
}
