import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../package-info.js';
import type { LlmClient } from '../llm/port.js';
import { cents } from './amounts.js';
import type { CurrencyGuess } from './currency.js';
import { type DocumentParts } from './fields.js';
import { type LineItem, matchesArithmetic } from './line-items.js';

/**
 * The second engine: a language model reads the same document text and returns the parts as
 * JSON; the local arithmetic checks then judge its answer exactly as they judge the local parser's.
 */

const MAX_TOKENS = 1500;
const MAX_TEXT = 12_000;

export async function modelParts(llm: LlmClient, text: string, textConfidence: number, currency: CurrencyGuess): Promise<DocumentParts> {
  const system = await fs.readFile(path.join(projectRoot(), 'prompts', 'extract', 'system.md'), 'utf8');
  const reply = await llm.complete({ system, messages: [{ role: 'user', content: text.slice(0, MAX_TEXT) }], maxTokens: MAX_TOKENS });
  return partsFromReply(reply, textConfidence, currency);
}

const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? cents(value) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim().length > 0 ? value.trim() : null);

/** The model's JSON as document parts; anything malformed throws, so the caller falls back to the local engine. */
export function partsFromReply(reply: string, textConfidence: number, fallbackCurrency: CurrencyGuess): DocumentParts {
  const json = reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1);
  const data = JSON.parse(json) as Record<string, unknown>;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('model reply is not a JSON object');
  const rawItems = Array.isArray(data.line_items) ? data.line_items : [];
  const items: LineItem[] = [];
  rawItems.forEach((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object') return;
    const item = raw as Record<string, unknown>;
    const description = text(item.description);
    const quantity = number(item.quantity);
    const unitPrice = number(item.unit_price);
    const amount = number(item.amount) ?? (quantity !== null && unitPrice !== null ? cents(quantity * unitPrice) : null);
    if (!description || quantity === null || unitPrice === null || amount === null) return;
    items.push({ description, quantity, unit_price: unitPrice, amount, arithmetic_ok: matchesArithmetic(quantity, unitPrice, amount), line: index });
  });
  const vendor = text(data.vendor);
  const code = text(data.currency);
  return {
    items,
    totals: {
      subtotal: number(data.subtotal),
      tax: number(data.tax),
      shipping: number(data.shipping),
      discount: number(data.discount),
      total: number(data.total),
    },
    vendor: vendor ? { name: vendor, how: 'model' } : undefined,
    currency: code && /^[A-Z]{3}$/.test(code) ? { code, how: 'code' } : fallbackCurrency,
    textConfidence,
  };
}
