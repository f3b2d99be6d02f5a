import type { Logger } from '../../context.js';
import type { LlmClient } from '../llm/port.js';
import { findCurrency } from './currency.js';
import { type ExtractedFields, extractFields, type FieldConfidence, fieldsFromParts } from './fields.js';
import { modelParts } from './model-engine.js';
import type { OcrEngine } from './ocr.js';
import { type DocumentText, readDocumentText } from './read-document.js';

export interface DocumentExtraction extends Omit<ExtractedFields, 'field_confidence'> {
  raw_text: string;
  confidence: number;
  field_confidence: FieldConfidence;
  warnings: string[];
  engine: string;
  document: {
    type: DocumentText['type'];
    pages: number;
    text_source: DocumentText['source'];
    text_confidence: number;
  };
  /** The body to send to POST /purchase/qualify, or null when no purchase was read. */
  qualify_input: { item_description: string } | null;
}

/** How much each field weighs in the overall confidence (a missing field counts as 0). */
const WEIGHTS: Record<keyof FieldConfidence, number> = {
  amount: 0.25,
  purchase_description: 0.2,
  vendor: 0.15,
  line_items: 0.15,
  quantity: 0.1,
  unit_price: 0.1,
  currency: 0.05,
};

export interface ExtractOptions {
  ocr: OcrEngine;
  llm?: LlmClient;
  log?: Logger;
}

/**
 * A purchase document in, structured purchase out: the text is read (text, PDF text layer, or
 * OCR), the fields parsed by the local engine or, when a model is configured, by the model under
 * the same checks; if the model fails, the local answer is returned and says so.
 */
export async function extractDocument(bytes: Uint8Array, { ocr, llm, log }: ExtractOptions): Promise<DocumentExtraction> {
  const read = await readDocumentText(bytes, ocr);
  const warnings: string[] = [];
  let fields: ExtractedFields | undefined;
  let engine = 'local';
  if (llm && read.text.trim().length > 0) {
    try {
      fields = fieldsFromParts(await modelParts(llm, read.text, read.confidence, findCurrency(read.text)));
      engine = llm.name;
    } catch (error) {
      log?.warn('model extraction failed; using the local engine', { error: error instanceof Error ? error.message : String(error) });
      warnings.push('The language model could not extract this document; the local engine did.');
    }
  }
  fields ??= extractFields(read.text, read.confidence);
  if (read.text.trim().length === 0) warnings.push('No text could be read from the document.');
  for (const check of fields.checks) if (!check.ok) warnings.push(check.detail);
  if (read.source !== 'text' && read.source !== 'text-layer' && read.confidence < 0.6) warnings.push(`The scan was hard to read (OCR confidence ${Math.round(read.confidence * 100)}%).`);

  const confidence = Object.entries(WEIGHTS).reduce((sum, [field, weight]) => sum + weight * fields.field_confidence[field as keyof FieldConfidence], 0);
  return {
    ...fields,
    raw_text: read.text,
    confidence: Math.round(confidence * 100) / 100,
    warnings,
    engine,
    document: { type: read.type, pages: read.pages.length, text_source: read.source, text_confidence: Math.round(read.confidence * 100) / 100 },
    qualify_input: qualifyInput(fields),
  };
}

/** A description /purchase/qualify classifies and whose quantity and prices its parser reads. */
function qualifyInput(fields: ExtractedFields): { item_description: string } | null {
  if (!fields.purchase_description) return null;
  const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const description =
    fields.quantity !== null && fields.unit_price !== null
      ? `${fields.quantity} ${fields.purchase_description} at ${money(fields.unit_price)} each`
      : fields.purchase_description;
  const others = fields.line_items.filter((item) => item.description !== fields.purchase_description).map((item) => item.description);
  const text = others.length > 0 ? `${description}; also ${others.join(', ')}` : description;
  return { item_description: text.slice(0, 2000) };
}
