import { BUYERS, CITIES, ITEMS, STREETS, VENDORS } from './catalogue.js';
import type { Random } from './random.js';

export type DocumentKind = 'invoice' | 'quote' | 'purchase_order' | 'receipt';

export interface GeneratedLine {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** A purchase document as the generator decided it; every expected field comes from here. */
export interface PurchaseDocument {
  kind: DocumentKind;
  vendor: string;
  vendorAddress: [string, string];
  buyer: string;
  number: string;
  date: string;
  currency: string;
  lines: GeneratedLine[];
  subtotal: number;
  taxRate: number;
  tax: number;
  shipping: number;
  total: number;
}

/** The fields a correct extraction returns for a document (the service's response shape). */
export interface ExpectedFields {
  vendor: string;
  purchase_description: string;
  amount: number;
  quantity: number;
  unit_price: number;
  currency: string;
  line_items: GeneratedLine[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function generateDocument(random: Random, kind: DocumentKind, currency = 'USD'): PurchaseDocument {
  const count = kind === 'receipt' ? random.int(1, 4) : random.int(1, 5);
  const lines = random.sample(ITEMS, count).map((item) => {
    const quantity = random.int(item.quantity[0], item.quantity[1]);
    // Prices end in .00, .50, .95 or .99 like real price lists.
    const unit_price = Math.floor(random.between(item.price[0], item.price[1])) + random.pick([0, 0.5, 0.95, 0.99]);
    return { description: item.description, quantity, unit_price, amount: cents(quantity * unit_price) };
  });
  const subtotal = cents(lines.reduce((sum, line) => sum + line.amount, 0));
  const taxRate = random.pick([0, 0, 0.0625, 0.0725, 0.0825]);
  const tax = cents(subtotal * taxRate);
  const shipping = random.next() < 0.5 ? 0 : cents(random.int(15, 250) + random.pick([0, 0.5]));
  const prefix = { invoice: 'INV', quote: 'Q', purchase_order: 'PO', receipt: 'R' }[kind];
  return {
    kind,
    vendor: random.pick(VENDORS),
    vendorAddress: [`${random.int(100, 9999)} ${random.pick(STREETS)}`, random.pick(CITIES)],
    buyer: random.pick(BUYERS),
    number: `${prefix}-${random.int(10000, 99999)}`,
    date: `${String(random.int(1, 12)).padStart(2, '0')}/${String(random.int(1, 28)).padStart(2, '0')}/2025`,
    currency,
    lines,
    subtotal,
    taxRate,
    tax,
    shipping,
    total: cents(subtotal + tax + shipping),
  };
}

/** The main item is the line with the largest amount (the first of equals): what the purchase is for. */
export function expectedFields(document: PurchaseDocument): ExpectedFields {
  const main = document.lines.reduce((best, line) => (line.amount > best.amount ? line : best));
  return {
    vendor: document.vendor,
    purchase_description: main.description,
    amount: document.total,
    quantity: main.quantity,
    unit_price: main.unit_price,
    currency: document.currency,
    line_items: document.lines,
  };
}
