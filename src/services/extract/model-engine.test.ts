import { afterAll, describe, expect, it } from 'vitest';
import type { LlmClient } from '../llm/port.js';
import { extractDocument } from './extract-document.js';
import { OcrEngine } from './ocr.js';

const QUOTE = new TextEncoder().encode(
  'Redwood Instructional Materials\nQUOTE\nBill To:\nRiverside Middle School\nItem Qty Price Amount\nReading Workbook 30 $12.00 $360.00\nSubtotal $360.00\nTotal $360.00\n',
);

/** A scripted stand-in for Claude: answers every request with the given text, and records the requests. */
function scripted(reply: string | Error): LlmClient & { requests: { system: string; content: string }[] } {
  const requests: { system: string; content: string }[] = [];
  return {
    name: 'claude-test',
    requests,
    async complete({ system, messages }) {
      requests.push({ system, content: messages[0]!.content });
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
}

describe('extraction with a language model', () => {
  const ocr = new OcrEngine();
  afterAll(() => ocr.close());

  it('the model reads the document text; its answer passes the same checks and says the engine', async () => {
    const llm = scripted(
      'Here it is: {"vendor": "Redwood Instructional Materials", "currency": "USD", "line_items": [{"description": "Reading Workbook", "quantity": 30, "unit_price": 12, "amount": 360}], "subtotal": 360, "tax": null, "shipping": null, "discount": null, "total": 360}',
    );
    const result = await extractDocument(QUOTE, { ocr, llm });
    expect(llm.requests[0]!.content).toContain('Reading Workbook 30 $12.00 $360.00');
    expect(llm.requests[0]!.system).toMatch(/JSON/);
    expect(result).toMatchObject({ engine: 'claude-test', vendor: 'Redwood Instructional Materials', amount: 360, quantity: 30, unit_price: 12, warnings: [] });
    expect(ocr.started).toBe(false);
  });

  it('a model answer that does not add up is flagged like a local one', async () => {
    const llm = scripted('{"vendor": "Redwood", "line_items": [{"description": "Reading Workbook", "quantity": 30, "unit_price": 12, "amount": 380}], "subtotal": 360, "total": 360}');
    const result = await extractDocument(QUOTE, { ocr, llm });
    expect(result.engine).toBe('claude-test');
    expect(result.warnings.join(' ')).toMatch(/30 x 12 = 360, but the line says 380/);
    expect(result.line_items[0]!.confidence).toBeLessThan(0.6);
  });

  it('a failing or unreadable model -> the local engine answers, and says so', async () => {
    for (const reply of [new Error('overloaded'), 'I cannot help with that.']) {
      const result = await extractDocument(QUOTE, { ocr, llm: scripted(reply) });
      expect(result).toMatchObject({ engine: 'local', amount: 360, vendor: 'Redwood Instructional Materials' });
      expect(result.warnings[0]).toMatch(/local engine/);
    }
  });

  it('without a model the engine is local', async () => {
    expect((await extractDocument(QUOTE, { ocr })).engine).toBe('local');
  });
});
