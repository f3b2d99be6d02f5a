import { AppError } from '../../errors.js';
import type { OcrEngine } from './ocr.js';
import { type PageText, readPdf } from './pdf.js';
import { type DocumentType, sniffDocumentType } from './sniff.js';

export interface DocumentText {
  type: DocumentType;
  pages: PageText[];
  text: string;
  /** The weakest page's confidence: 1 for typed text, the OCR's own figure for a scan. */
  confidence: number;
  source: 'text' | 'text-layer' | 'ocr' | 'mixed';
}

/** The text of an uploaded document, whatever its type (sniffed from its bytes). */
export async function readDocumentText(bytes: Uint8Array, ocr: OcrEngine): Promise<DocumentText> {
  const type = sniffDocumentType(bytes);
  const pages = await pagesOf(type, bytes, ocr);
  const sources = new Set(pages.map((page) => page.source));
  return {
    type,
    pages,
    text: pages.map((page) => page.text).join('\n\n'),
    confidence: Math.min(...pages.map((page) => page.confidence)),
    source: type === 'text' ? 'text' : sources.size > 1 ? 'mixed' : sources.has('ocr') ? 'ocr' : 'text-layer',
  };
}

async function pagesOf(type: DocumentType, bytes: Uint8Array, ocr: OcrEngine): Promise<PageText[]> {
  const started = performance.now();
  switch (type) {
    case 'text':
      return [{ page: 1, text: new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''), source: 'text-layer', confidence: 1, ms: performance.now() - started }];
    case 'pdf':
      try {
        return await readPdf(bytes, ocr);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // pdf.js names broken files InvalidPDFException / FormatError: the upload's fault, not ours.
        throw new AppError('unprocessable', `The PDF could not be read (${error instanceof Error ? error.name : 'unknown error'}): it may be damaged or encrypted.`);
      }
    case 'png':
    case 'jpeg':
      try {
        const page = await ocr.recognize(bytes);
        return [{ page: 1, text: page.text, source: 'ocr', confidence: page.confidence, ms: page.ms }];
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('unprocessable', `The ${type.toUpperCase()} image could not be decoded (${error instanceof Error ? error.message.slice(0, 80) : 'unknown error'}).`);
      }
  }
}
