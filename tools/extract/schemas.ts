import { z } from 'zod';

/** Uploads larger than this are refused with 413 (DECISIONS §4). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const Confidence = z.number().min(0).max(1);

export const ExtractedLineItem = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
  confidence: Confidence.describe('0..1; lowered when quantity x unit price is not the amount, or the lines do not add up to the subtotal.'),
});

export const DocumentExtractionOutput = z.object({
  purchase_description: z.string().nullable().describe('What is bought: the description of the line with the largest amount.'),
  vendor: z.string().nullable().describe('The seller (on a purchase order, the named vendor, not the letterhead).'),
  amount: z.number().nullable().describe('The grand total, tax and shipping included.'),
  quantity: z.number().nullable().describe('Quantity of the main line item.'),
  unit_price: z.number().nullable().describe('Unit price of the main line item.'),
  currency: z.string().nullable().describe('ISO 4217 code; USD unless the document says otherwise.'),
  line_items: z.array(ExtractedLineItem),
  raw_text: z.string().describe('The text read from the document (text layer or OCR).'),
  confidence: Confidence.describe('Overall confidence: the weighted field confidences, a missing field counting as 0.'),
  field_confidence: z.object({
    vendor: Confidence,
    purchase_description: Confidence,
    amount: Confidence,
    quantity: Confidence,
    unit_price: Confidence,
    currency: Confidence,
    line_items: Confidence,
  }),
  totals: z.object({
    subtotal: z.number().nullable(),
    tax: z.number().nullable(),
    shipping: z.number().nullable(),
    discount: z.number().nullable(),
    total: z.number().nullable().describe('The total as printed (amount may differ when the printed total contradicts its parts).'),
  }),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })).describe('The arithmetic checks run on the document and their outcome.'),
  warnings: z.array(z.string()).describe('Failed checks and reading problems, in words.'),
  engine: z.string().describe('"local" (the built-in parser) or the language model that extracted the fields.'),
  document: z.object({
    type: z.enum(['pdf', 'png', 'jpeg', 'text']).describe('The type sniffed from the bytes.'),
    pages: z.number().int(),
    text_source: z.enum(['text', 'text-layer', 'ocr', 'mixed']),
    text_confidence: Confidence,
  }),
  qualify_input: z
    .object({ item_description: z.string() })
    .nullable()
    .describe('The body to POST to /purchase/qualify (tool purchase_qualify) to find the federal programs that can pay for this purchase.'),
});
