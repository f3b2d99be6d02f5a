import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { OcrEngine } from './ocr.js';

describe('OcrEngine lifecycle', () => {
  it('starts no worker until a page is read; once closed it refuses pages', async () => {
    const engine = new OcrEngine();
    expect(engine.started).toBe(false);
    await engine.close();
    expect(engine.started).toBe(false);
    await expect(engine.recognize(new Uint8Array([1, 2, 3]))).rejects.toThrow(/closed/);
  });

  it('truncated or corrupt PNG and JPEG files -> a 422 for that page, and the process lives on', async () => {
    const canvas = createCanvas(200, 80);
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, 200, 80);
    const png = await canvas.encode('png');
    const jpeg = await canvas.encode('jpeg', 80);
    const engine = new OcrEngine();
    const broken = [
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new Uint8Array([0xff, 0xd8, 0xff]),
      new Uint8Array(jpeg.subarray(0, jpeg.length / 2)),
      new Uint8Array(Buffer.concat([png.subarray(0, 40), Buffer.alloc(100, 7), png.subarray(140)])),
    ];
    for (const bytes of broken) {
      const error = await engine.recognize(bytes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
    }
    expect(engine.started).toBe(false);
    await engine.close();
  });
});
