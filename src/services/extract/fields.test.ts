import { describe, expect, it } from 'vitest';
import { extractFields } from './fields.js';

const items = (text: string) => extractFields(text).line_items.map(({ description, quantity, unit_price, amount }) => [description, quantity, unit_price, amount]);

describe('line items', () => {
  it('a table with columns Description Qty Price Amount', () => {
    expect(items('Description  Qty  Unit Price  Amount\nCharging Cart 36 Device  2  $1,299.00  $2,598.00\nStudent Headphones  40  $12.50  $500.00\nSubtotal $3,098.00')).toEqual([
      ['Charging Cart 36 Device', 2, 1299, 2598],
      ['Student Headphones', 40, 12.5, 500],
    ]);
  });

  it('quantity first, and an item number column with the unit cost before the quantity', () => {
    expect(items('Qty Item Unit Price Total\n3 Managed Network Switch 48 Port $2,001.50 $6,004.50')).toEqual([['Managed Network Switch 48 Port', 3, 2001.5, 6004.5]]);
    expect(items('Item # Description Unit Cost Qty Ext. Price\nED-2467 Fiber Patch Cable 3m $7.95 68 $540.60')).toEqual([['Fiber Patch Cable 3m', 68, 7.95, 540.6]]);
  });

  it('a first column numbering the rows is neither the quantity nor part of the description', () => {
    expect(items('Item  Description  Qty  Unit Price  Total\n1  ReadUp literacy platform, annual seat  450  $24.00  $10,800.00\n2  Teacher onboarding workshop  2  $1,200.00  $2,400.00\nSubtotal: $13,200.00')).toEqual([
      ['ReadUp literacy platform, annual seat', 450, 24, 10800],
      ['Teacher onboarding workshop', 2, 1200, 2400],
    ]);
  });

  it('"Qty x Item @ Price" and "Item - Qty x Price = Amount"', () => {
    expect(items('14 x Wireless Access Point Wi-Fi 6 @ $311.99     $4,367.86\nRobotics Starter Kit - 11 x $250.95 = $2,760.45')).toEqual([
      ['Wireless Access Point Wi-Fi 6', 14, 311.99, 4367.86],
      ['Robotics Starter Kit', 11, 250.95, 2760.45],
    ]);
  });

  it('a receipt: description line, then "Qty @ Price  Amount"', () => {
    expect(items('SALES RECEIPT\nDOCUMENT CAMERA HD 4K\n  11 @ 107.95     1,187.45\nSTACKABLE CLASSROOM CHAIR\n  52 @ 73.95   3,845.40\nSubtotal 5,032.85')).toEqual([
      ['DOCUMENT CAMERA HD 4K', 11, 107.95, 1187.45],
      ['STACKABLE CLASSROOM CHAIR', 52, 73.95, 3845.4],
    ]);
  });

  it('OCR misreads in numbers are repaired: S for $, O for 0', () => {
    expect(items('Description Qty Price Amount\nStackable Classroom Chair 20 S45.OO $900.00')).toEqual([['Stackable Classroom Chair', 20, 45, 900]]);
  });

  it('a table row whose numbers do not multiply out is read by position and flagged', () => {
    const result = extractFields('Description Qty Price Amount\nTablet Protective Case 20 $14.00 $295.00\nSubtotal $295.00\nTotal $295.00');
    expect(result.line_items).toHaveLength(1);
    expect(result.line_items[0]!.confidence).toBeLessThan(0.6);
    expect(result.checks.find((check) => check.name === 'line_item_arithmetic')).toMatchObject({ ok: false });
    expect(result.checks.find((check) => check.name === 'line_item_arithmetic')!.detail).toMatch(/20 x 14 = 280, but the line says 295/);
  });

  it('a unit price one misread digit off is corrected from amount / quantity, and said', () => {
    const result = extractFields('Description Qty Price Amount\nMath Workbook Grade 4 98 22.560 2,205.00\nSubtotal 2,205.00');
    expect(result.line_items[0]).toMatchObject({ quantity: 98, unit_price: 22.5, amount: 2205 });
    expect(result.line_items[0]!.confidence).toBeLessThan(0.6);
    expect(result.checks.find((check) => check.name === 'line_item_arithmetic')!.detail).toMatch(/reads 22.56.*taken as 22.5/);
  });
});

describe('totals, amount and checks', () => {
  const invoice = (total: string) =>
    `Cascade Learning Supply Co.\nINVOICE\nBill To:\nRiverside Middle School\n\nDescription Qty Price Amount\nScience Lab Kit 10 $50.00 $500.00\n\nSubtotal $500.00\nSales Tax (8.25%) $41.25\nShipping & Handling $20.00\nTotal Due ${total}\n`;

  it('the amount is the grand total when it equals subtotal + tax + shipping', () => {
    const result = extractFields(invoice('$561.25'));
    expect(result).toMatchObject({ amount: 561.25, totals: { subtotal: 500, tax: 41.25, shipping: 20, total: 561.25 } });
    expect(result.checks.every((check) => check.ok)).toBe(true);
    expect(result.field_confidence.amount).toBeGreaterThan(0.95);
  });

  it('a total that contradicts its parts is said and lowers the confidence; the parts win when the lines back them', () => {
    const result = extractFields(invoice('$581.25'));
    expect(result.amount).toBe(561.25);
    expect(result.field_confidence.amount).toBeLessThan(0.7);
    expect(result.checks.find((check) => check.name === 'total_vs_parts')).toMatchObject({ ok: false });
  });

  it('lines that do not add up to the subtotal are said', () => {
    const result = extractFields('Description Qty Price Amount\nScience Lab Kit 10 $50.00 $500.00\nSubtotal $700.00\nTotal $700.00');
    expect(result.checks.find((check) => check.name === 'items_vs_subtotal')).toMatchObject({ ok: false });
    expect(result.line_items[0]!.confidence).toBeLessThan(0.7);
  });

  it('a discount printed with its sign before the currency ("-$200.00") is taken off: the amount is what was paid', () => {
    const receipt = 'SALES RECEIPT\nNorthwind EdTech Supply\nDescription Qty Unit Price Line Total\nReading software license 150 $24.00 $3,600.00\nOnboarding webinar 1 $450.00 $450.00\nSubtotal $4,050.00\nDiscount -$200.00\nTotal Paid $3,850.00\n';
    const result = extractFields(receipt);
    expect(result).toMatchObject({ amount: 3850, totals: { subtotal: 4050, discount: 200, total: 3850 } });
    expect(result.checks.every((check) => check.ok)).toBe(true);
  });

  it('without a printed total, the amount is subtotal + tax + shipping', () => {
    expect(extractFields('Item Qty Price Amount\nCalculator 10 $100.00 $1,000.00\nSubtotal $1,000.00\nTax $80.00').amount).toBe(1080);
  });

  it('nothing purchase-like -> nulls, not guesses', () => {
    const result = extractFields('Dear parents,\nThe school picnic is on Friday.');
    expect(result).toMatchObject({ amount: null, quantity: null, unit_price: null, purchase_description: null, currency: null, line_items: [] });
  });
});

describe('vendor and currency', () => {
  it('the letterhead company, not the "Bill To" school', () => {
    expect(extractFields('Summit EdTech Solutions LLC\n1200 Commerce Dr\nAustin, TX 78701\nQUOTATION\nBill To:\nOak Hollow High School\nTotal $10.00').vendor).toBe('Summit EdTech Solutions LLC');
  });

  it('on a purchase order, the labelled vendor, not the district letterhead', () => {
    expect(extractFields('Clearwater Independent School District\nPURCHASE ORDER\n\nVendor:\nGranite State Computer Center\n2794 Commerce Dr\nTotal $10.00').vendor).toBe('Granite State Computer Center');
  });

  it('an ISO code printed on the document wins; $ alone is USD', () => {
    expect(extractFields('All amounts in CAD\nItem Qty Price Amount\nDesk 2 $100.00 $200.00\nTotal $200.00 CAD').currency).toBe('CAD');
    expect(extractFields('Item Qty Price Amount\nDesk 2 $100.00 $200.00\nTotal $200.00').currency).toBe('USD');
    expect(extractFields('Item Qty Price Amount\nDesk 2 €100.00 €200.00\nTotal €200.00').currency).toBe('EUR');
  });
});
