import { loadPdfParse, restoreBuiltins } from './load-pdf-parse.js';
import type { OcrEngine } from './ocr.js';

export interface PageText {
  page: number;
  text: string;
  /** How the text was read: the PDF's own text layer, or OCR of the rendered page. */
  source: 'text-layer' | 'ocr';
  confidence: number;
  ms: number;
}

/** A page with fewer characters than this in its text layer is treated as a scan. */
const MIN_TEXT_LAYER = 20;
/** Rendering scale for OCR of a scanned page (1 = 72 dpi; 2.5 is about 180 dpi). */
const RENDER_SCALE = 2.5;
export const MAX_PDF_PAGES = 20;

/**
 * Reads a PDF's text page by page from its text layer; a page without one (a scan) is rendered
 * and read by OCR.
 */
export async function readPdf(bytes: Uint8Array, ocr: OcrEngine): Promise<PageText[]> {
  const { PDFParse } = await loadPdfParse();
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const started = performance.now();
    const result = await parser.getText({ first: MAX_PDF_PAGES });
    const layered = result.pages.map((page) => ({ page: page.num, text: page.text }));
    const perPage = (performance.now() - started) / Math.max(1, layered.length);
    const pages: PageText[] = [];
    for (const page of layered) {
      if (page.text.replace(/\s+/g, '').length >= MIN_TEXT_LAYER) {
        pages.push({ page: page.page, text: page.text, source: 'text-layer', confidence: 1, ms: perPage });
        continue;
      }
      const renderStarted = performance.now();
      const shot = await parser.getScreenshot({ partial: [page.page], scale: RENDER_SCALE, imageBuffer: true, imageDataUrl: false });
      const image = shot.pages[0]?.data;
      if (!image) {
        pages.push({ page: page.page, text: '', source: 'ocr', confidence: 0, ms: performance.now() - renderStarted });
        continue;
      }
      const read = await ocr.recognize(new Uint8Array(image));
      pages.push({ page: page.page, text: read.text, source: 'ocr', confidence: read.confidence, ms: performance.now() - renderStarted });
    }
    return pages;
  } finally {
    await parser.destroy();
    restoreBuiltins(); // pdfjs evaluates more of itself during its first parse (see load-pdf-parse.ts)
  }
}
