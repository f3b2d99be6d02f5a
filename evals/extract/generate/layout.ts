import type { PurchaseDocument } from './document.js';
import type { Random } from './random.js';

/** One printed line: cells placed at a column (0..1 of the page width), left or right aligned. */
export interface Cell {
  text: string;
  at: number;
  align?: 'left' | 'right';
  bold?: boolean;
}
export type Line = Cell[];

export type LayoutName = 'table' | 'table-qty-first' | 'table-sku' | 'qty-x-price' | 'receipt';
export const LAYOUTS: readonly LayoutName[] = ['table', 'table-qty-first', 'table-sku', 'qty-x-price', 'receipt'];

const TITLES = { invoice: 'INVOICE', quote: 'QUOTATION', purchase_order: 'PURCHASE ORDER', receipt: 'SALES RECEIPT' } as const;

export function money(value: number, dollarSign = true): string {
  const text = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return dollarSign ? `$${text}` : text;
}

const left = (text: string, at = 0): Line => [{ text, at }];

/** Lays a document out as printed lines, in one of the usual layouts of quotes, invoices, POs and receipts. */
export function layOut(document: PurchaseDocument, layout: LayoutName, random: Random): Line[] {
  const dollar = random.next() < 0.7;
  const lines: Line[] = [...header(document, random), []];
  lines.push(...items(document, layout, dollar, random), []);
  lines.push(...totals(document, layout === 'receipt' ? 0.55 : 0.97, dollar, random));
  lines.push([], left(random.pick(['Thank you for your business!', 'Payment terms: Net 30', 'Please reference the number above on all correspondence.'])));
  return lines;
}

function header(document: PurchaseDocument, random: Random): Line[] {
  const title = TITLES[document.kind];
  const currencyNote = document.currency === 'USD' ? [] : [left(`All amounts in ${document.currency}`)];
  if (document.kind === 'purchase_order') {
    // A purchase order is printed by the buyer: its letterhead is the district, the seller is the "Vendor".
    return [
      [{ text: document.buyer, at: 0, bold: true }],
      [{ text: title, at: 0, bold: true }, { text: `PO Number: ${document.number}`, at: 0.97, align: 'right' }],
      [{ text: `Date: ${document.date}`, at: 0.97, align: 'right' }],
      [],
      left('Vendor:'),
      left(document.vendor),
      left(document.vendorAddress[0]),
      left(document.vendorAddress[1]),
      ...currencyNote,
    ];
  }
  const numberLabel = { invoice: 'Invoice #', quote: 'Quote No.', receipt: 'Receipt #' }[document.kind];
  const billTo = random.pick(['Bill To:', 'Customer:', 'Sold To:']);
  return [
    [{ text: document.vendor, at: 0, bold: true }],
    left(document.vendorAddress[0]),
    left(document.vendorAddress[1]),
    [],
    [{ text: title, at: 0, bold: true }, { text: `${numberLabel} ${document.number}`, at: 0.97, align: 'right' }],
    [{ text: `Date: ${document.date}`, at: 0.97, align: 'right' }],
    left(billTo),
    left(document.buyer),
    ...currencyNote,
  ];
}

function items(document: PurchaseDocument, layout: LayoutName, dollar: boolean, random: Random): Line[] {
  const out: Line[] = [];
  const m = (value: number) => money(value, dollar);
  switch (layout) {
    case 'table':
      out.push([
        { text: 'Description', at: 0, bold: true },
        { text: random.pick(['Qty', 'Quantity']), at: 0.62, align: 'right', bold: true },
        { text: random.pick(['Unit Price', 'Rate', 'Price']), at: 0.8, align: 'right', bold: true },
        { text: random.pick(['Amount', 'Total', 'Line Total']), at: 0.97, align: 'right', bold: true },
      ]);
      for (const line of document.lines) {
        out.push([
          { text: line.description, at: 0 },
          { text: String(line.quantity), at: 0.62, align: 'right' },
          { text: m(line.unit_price), at: 0.8, align: 'right' },
          { text: m(line.amount), at: 0.97, align: 'right' },
        ]);
      }
      return out;
    case 'table-qty-first':
      out.push([
        { text: 'Qty', at: 0, bold: true },
        { text: 'Item', at: 0.1, bold: true },
        { text: 'Unit Price', at: 0.8, align: 'right', bold: true },
        { text: 'Total', at: 0.97, align: 'right', bold: true },
      ]);
      for (const line of document.lines) {
        out.push([
          { text: String(line.quantity), at: 0 },
          { text: line.description, at: 0.1 },
          { text: m(line.unit_price), at: 0.8, align: 'right' },
          { text: m(line.amount), at: 0.97, align: 'right' },
        ]);
      }
      return out;
    case 'table-sku':
      out.push([
        { text: 'Item #', at: 0, bold: true },
        { text: 'Description', at: 0.13, bold: true },
        { text: 'Unit Cost', at: 0.72, align: 'right', bold: true },
        { text: 'Qty', at: 0.8, align: 'right', bold: true },
        { text: 'Ext. Price', at: 0.97, align: 'right', bold: true },
      ]);
      for (const line of document.lines) {
        out.push([
          { text: `${random.pick(['SKU', 'ED', 'K12'])}-${random.int(1000, 9999)}`, at: 0 },
          { text: line.description, at: 0.13 },
          { text: m(line.unit_price), at: 0.72, align: 'right' },
          { text: String(line.quantity), at: 0.8, align: 'right' },
          { text: m(line.amount), at: 0.97, align: 'right' },
        ]);
      }
      return out;
    case 'qty-x-price':
      out.push(left(random.pick(['Items:', 'Order details:', 'Products and services:'])));
      for (const line of document.lines) {
        const style = random.int(0, 1);
        out.push(
          style === 0
            ? [{ text: `${line.quantity} x ${line.description} @ ${m(line.unit_price)}`, at: 0 }, { text: m(line.amount), at: 0.97, align: 'right' }]
            : [{ text: `${line.description} - ${line.quantity} x ${m(line.unit_price)} = ${m(line.amount)}`, at: 0 }],
        );
      }
      return out;
    case 'receipt':
      for (const line of document.lines) {
        out.push(left(line.description.toUpperCase()));
        out.push([{ text: `  ${line.quantity} @ ${money(line.unit_price, false)}`, at: 0 }, { text: money(line.amount, false), at: 0.55, align: 'right' }]);
      }
      return out;
  }
}

function totals(document: PurchaseDocument, right: number, dollar: boolean, random: Random): Line[] {
  const m = (value: number) => money(value, dollar);
  const labelAt = right - 0.33;
  const row = (label: string, value: string): Line => [{ text: label, at: labelAt }, { text: value, at: right, align: 'right' }];
  const out: Line[] = [row(random.pick(['Subtotal', 'Sub-total', 'SUBTOTAL']), m(document.subtotal))];
  if (document.tax > 0) out.push(row(`Sales Tax (${(document.taxRate * 100).toFixed(2)}%)`, m(document.tax)));
  if (document.shipping > 0) out.push(row(random.pick(['Shipping', 'Shipping & Handling', 'Freight']), m(document.shipping)));
  const totalLabel = document.kind === 'receipt' ? 'TOTAL' : random.pick(['Total', 'Total Due', 'Grand Total', 'Amount Due', 'TOTAL']);
  out.push([{ text: totalLabel, at: labelAt, bold: true }, { text: `${m(document.total)}${document.currency === 'USD' ? '' : ` ${document.currency}`}`, at: right, align: 'right', bold: true }]);
  return out;
}
