import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

export interface OcrPage {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
  skewDegrees: number;
  ms: number;
}

/** The English model shipped in @tesseract.js-data/eng; nothing is downloaded. */
function bundledLanguagePath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * One tesseract worker for the whole service: created on the first page to read (starting one
 * costs about half a second and 150 MB), reused for every later page, closed with the service.
 * Pages are read one at a time, in arrival order.
 */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  async recognize(image: Uint8Array): Promise<OcrPage> {
    if (this.closed) throw new Error('The OCR engine is closed.');
    const run = this.queue.then(() => this.read(image));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Whether a worker is running (for tests of laziness and shutdown). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    await this.queue;
    await (await worker.catch(() => undefined))?.terminate();
  }

  private async read(image: Uint8Array): Promise<OcrPage> {
    const started = performance.now();
    // Loaded with the first page, like the worker: a service that reads no scans holds neither (tens of MB).
    const { prepareForOcr } = await import('./preprocess.js');
    const prepared = await prepareForOcr(image);
    const worker = await this.ensureWorker();
    const result = await worker.recognize(Buffer.from(prepared.image));
    return {
      text: result.data.text,
      confidence: Math.max(0, Math.min(1, result.data.confidence / 100)),
      skewDegrees: prepared.skewDegrees,
      ms: performance.now() - started,
    };
  }

  private ensureWorker(): Promise<Worker> {
    if (!this.worker) {
      this.worker = (async () => {
        const { createWorker, OEM, PSM } = await import('tesseract.js');
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: bundledLanguagePath(),
          // Without a cache path tesseract.js writes the unpacked model into the working directory.
          cachePath: path.join(os.tmpdir(), 'k12-intel-tesseract'),
          gzip: true,
        });
        // One uniform block keeps a table row's cells on one line (automatic segmentation tends to
        // read a right-aligned amount column as a separate block); spaces between words are kept.
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
        return worker;
      })();
      this.worker.catch(() => {
        this.worker = undefined;
      });
    }
    return this.worker;
  }
}
