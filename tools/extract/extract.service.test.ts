import { createCanvas } from '@napi-rs/canvas';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../../src/data/state/test-stores.js';
import { createMcpServer } from '../../src/surfaces/mcp/server.js';
import { createTestService, type TestService } from '../../src/testing/harness.js';
import { listen, type TestClient } from '../../src/testing/http.js';
import { MAX_DOCUMENT_BYTES } from './schemas.js';

const INVOICE = `Keystone Audio Visual Inc.
410 Harbor Blvd
Denver, CO 80202

INVOICE                                   Invoice # INV-20931
Bill To:
Maple Grove Elementary School

Description                      Qty    Unit Price        Amount
Document Camera HD 4K             12       $129.00     $1,548.00
Interactive Flat Panel 75 inch     2     $2,499.00     $4,998.00

                          Subtotal                     $6,546.00
                          Sales Tax (8.25%)              $540.05
                          Shipping                        $75.00
                          Total Due                    $7,161.05
`;

function multipart(parts: { field: string; filename?: string; type?: string; data: Uint8Array | string }[]): { body: Uint8Array; headers: Record<string, string> } {
  const boundary = '----k12testboundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `form-data; name="${part.field}"; filename="${part.filename}"` : `form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function invoiceImage(): Promise<Uint8Array> {
  const canvas = createCanvas(1400, 700);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, 1400, 700);
  context.fillStyle = 'black';
  context.font = '26px "DejaVu Sans"';
  const rows = ['Northwind School Networks LLC', '', 'QUOTATION', '', 'Description               Qty     Price      Amount', 'Wireless Access Point        8   $349.00   $2,792.00', '', 'Subtotal   $2,792.00', 'Total      $2,792.00'];
  rows.forEach((row, index) => context.fillText(row, 60, 70 + index * 52));
  return new Uint8Array(await canvas.encode('png'));
}

describe('extract_document', () => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: TestClient;
  let starter: string;

  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    service = createTestService(isolated.store);
    client = await listen(service.app);
    starter = (await service.key('STARTER')).key;
  });
  afterAll(async () => {
    await client.close();
    await service.runtime.ocr?.close();
    service.dispose();
    await isolated.dispose();
  });

  const upload = (parts: Parameters<typeof multipart>[0], key = starter) => {
    const { body, headers } = multipart(parts);
    return client.request('POST', '/extract/document', { key, body, headers });
  };

  it('POST /extract/document (multipart text invoice) -> the purchase, checked', async () => {
    const response = await upload([{ field: 'file', filename: 'invoice.txt', type: 'text/plain', data: INVOICE }]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vendor: 'Keystone Audio Visual Inc.',
      purchase_description: 'Interactive Flat Panel 75 inch',
      amount: 7161.05,
      quantity: 2,
      unit_price: 2499,
      currency: 'USD',
      engine: 'local',
      document: { type: 'text', pages: 1, text_source: 'text' },
      totals: { subtotal: 6546, tax: 540.05, shipping: 75, total: 7161.05 },
      warnings: [],
    });
    expect(response.body.line_items.map((item: { description: string; quantity: number; amount: number }) => [item.description, item.quantity, item.amount])).toEqual([
      ['Document Camera HD 4K', 12, 1548],
      ['Interactive Flat Panel 75 inch', 2, 4998],
    ]);
    expect(response.body.checks.every((check: { ok: boolean }) => check.ok)).toBe(true);
    expect(response.body.confidence).toBeGreaterThan(0.9);
    expect(response.body.raw_text).toContain('Keystone Audio Visual');
  });

  it('its qualify_input goes straight to POST /purchase/qualify', async () => {
    const extracted = await upload([{ field: 'file', filename: 'invoice.txt', data: INVOICE }]);
    const qualified = await client.request('POST', '/purchase/qualify', { key: starter, json: extracted.body.qualify_input });
    expect(qualified.status).toBe(200);
    expect(qualified.body.parsed).toMatchObject({ quantity: 2, unit_price: 2499 });
    expect(qualified.body.matches.length).toBeGreaterThan(0);
  });

  it('a PNG scan is read by OCR', async () => {
    const response = await upload([{ field: 'file', filename: 'scan.bin', type: 'application/octet-stream', data: await invoiceImage() }]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vendor: 'Northwind School Networks LLC',
      amount: 2792,
      quantity: 8,
      unit_price: 349,
      document: { type: 'png', text_source: 'ocr' },
    });
  });

  it('a file that is not PDF, PNG, JPEG or text, whatever its name and type -> 415', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0)]);
    const response = await upload([{ field: 'file', filename: 'invoice.pdf', type: 'application/pdf', data: gif }]);
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ type: 'unsupported_media_type', instance: '/extract/document' });
  });

  it('a file over 10 MB -> 413, refused while streaming', async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1).fill(0x41);
    const response = await upload([{ field: 'file', filename: 'big.txt', data: big }]);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ type: 'payload_too_large', max_bytes: MAX_DOCUMENT_BYTES });
  });

  it('no file field -> 400 naming "file"', async () => {
    const response = await upload([{ field: 'note', data: 'hello' }]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'file', message: 'required' }]);
  });

  it('an empty body -> 400 naming "file"', async () => {
    const response = await client.request('POST', '/extract/document', { key: starter });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'file', message: 'required' }]);
  });

  it('two files -> 400; a file in another field -> 400; an empty file -> 400', async () => {
    const two = await upload([
      { field: 'file', filename: 'a.txt', data: INVOICE },
      { field: 'file', filename: 'b.txt', data: INVOICE },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.detail).toMatch(/one file/);
    const other = await upload([{ field: 'document', filename: 'a.txt', data: INVOICE }]);
    expect(other.status).toBe(400);
    const empty = await upload([{ field: 'file', filename: 'a.txt', data: '' }]);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/empty/);
  });

  it('malformed multipart (no boundary, truncated body) -> 400', async () => {
    const noBoundary = await client.request('POST', '/extract/document', { key: starter, body: 'abc', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    const { body, headers } = multipart([{ field: 'file', filename: 'a.txt', data: INVOICE }]);
    const truncated = await client.request('POST', '/extract/document', { key: starter, body: body.subarray(0, 120), headers });
    expect(truncated.status).toBe(400);
  });

  it('a raw body that is neither multipart nor JSON -> 415', async () => {
    const response = await client.request('POST', '/extract/document', { key: starter, body: INVOICE, headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
  });

  it('JSON with base64 works; bad base64 -> 400; a broken PDF -> 422', async () => {
    const ok = await client.request('POST', '/extract/document', { key: starter, json: { file_base64: Buffer.from(INVOICE).toString('base64') } });
    expect(ok.status).toBe(200);
    expect(ok.body.amount).toBe(7161.05);
    const bad = await client.request('POST', '/extract/document', { key: starter, json: { file_base64: 'not base64!!' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'file_base64', message: 'not valid base64' }]);
    const broken = await client.request('POST', '/extract/document', { key: starter, json: { file_base64: Buffer.from('%PDF-1.4\nthis is not a pdf').toString('base64') } });
    expect(broken.status).toBe(422);
  });

  it('an Explorer key -> 403 naming Starter', async () => {
    const { key } = await service.key('EXPLORER');
    const response = await upload([{ field: 'file', filename: 'a.txt', data: INVOICE }], key);
    expect(response.status).toBe(403);
    expect(response.body.required_tier).toBe('STARTER');
  });

  it('over MCP the file travels as base64, under the same limits', async () => {
    const context = await service.context('STARTER');
    const server = createMcpServer({ runtime: service.runtime, registry: service.registry, caller: context.caller });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const mcp = new Client({ name: 'test', version: '1' });
    await mcp.connect(clientSide);
    const result = await mcp.callTool({ name: 'extract_document', arguments: { file_base64: Buffer.from(INVOICE).toString('base64'), filename: 'invoice.txt' } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ vendor: 'Keystone Audio Visual Inc.', amount: 7161.05 });
    const tooBig = await mcp.callTool({ name: 'extract_document', arguments: { file_base64: Buffer.alloc(MAX_DOCUMENT_BYTES + 3, 0x41).toString('base64') } });
    expect(tooBig.isError).toBe(true);
    expect(JSON.parse((tooBig.content as { text: string }[])[0]!.text)).toMatchObject({ status: 413 });
    await mcp.close();
  });
});
