import { describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr.js';

describe('OcrEngine lifecycle', () => {
  it('starts no worker until a page is read; once closed it refuses pages', async () => {
    const engine = new OcrEngine();
    expect(engine.started).toBe(false);
    await engine.close();
    expect(engine.started).toBe(false);
    await expect(engine.recognize(new Uint8Array([1, 2, 3]))).rejects.toThrow(/closed/);
  });

  it('an undecodable image fails that page only; the worker goes on', async () => {
    const engine = new OcrEngine();
    await expect(engine.recognize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).rejects.toThrow();
    await engine.close();
  });
});
