import type { ExtractCase } from '../cases.js';
import { type DocumentKind, type ExpectedFields, expectedFields, generateDocument } from './document.js';
import { layOut } from './layout.js';
import type { PdfFont } from './pdf-writer.js';
import { Random } from './random.js';
import { type Degradation, renderImage, renderScannedPdf, renderText, renderTextPdf } from './render.js';

export interface GeneratedCase {
  filename: string;
  contentType: string;
  data: Uint8Array;
  expected: ExpectedFields;
}

const IMAGE_FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Sans Condensed'];
const PDF_FONTS: PdfFont[] = ['Helvetica', 'Times-Roman', 'Courier'];
const KINDS: DocumentKind[] = ['invoice', 'quote', 'purchase_order'];

/** Builds one case's file and the fields a correct extraction returns, from its seed alone. */
export async function generateCase(spec: ExtractCase): Promise<GeneratedCase> {
  const random = new Random(spec.seed);
  const kind: DocumentKind = spec.layout === 'receipt' ? 'receipt' : random.pick(KINDS);
  const document = generateDocument(random, kind, spec.currency);
  const lines = layOut(document, spec.layout, random);
  const expected = expectedFields(document);
  const degradation: Degradation = {
    rotationDegrees: random.next() < 0.25 ? 0 : Math.round(random.between(-3, 3) * 10) / 10,
    blurPx: random.next() < 0.4 ? 0 : Math.round(random.between(0.4, 1.1) * 10) / 10,
    noise: random.next() < 0.5 ? 0 : Math.round(random.between(0.002, 0.02) * 1000) / 1000,
    jpegQuality: random.int(30, 85),
    widthPx: random.next() < 0.3 ? 1100 : 1700,
    font: random.pick(IMAGE_FONTS),
  };
  const name = `${spec.id}-${kind}`;
  switch (spec.format) {
    case 'text':
      return { filename: `${name}.txt`, contentType: 'text/plain', data: renderText(lines), expected };
    case 'pdf-text':
      return { filename: `${name}.pdf`, contentType: 'application/pdf', data: renderTextPdf(lines, random.pick(PDF_FONTS), random.pick([9, 10, 11])), expected };
    case 'pdf-scan':
      return { filename: `${name}.pdf`, contentType: 'application/pdf', data: await renderScannedPdf(lines, degradation, random), expected };
    case 'png':
    case 'jpeg': {
      const image = await renderImage(lines, spec.format, degradation, random);
      return { filename: `${name}.${spec.format === 'png' ? 'png' : 'jpg'}`, contentType: `image/${spec.format}`, data: image.data, expected };
    }
  }
}
