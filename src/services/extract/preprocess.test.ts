import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cropToInk, measureSkew, removeSpecks } from './preprocess.js';

/** A page of text lines drawn at a known rotation, as grayscale. */
function page(rotationDegrees: number): { gray: Uint8Array; width: number; height: number } {
  const width = 900;
  const height = 700;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((rotationDegrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = 'black';
  context.font = '22px "DejaVu Sans"';
  for (let line = 0; line < 14; line += 1) context.fillText('Chromebook 11 G9 EE Laptop   30   $249.00   $7,470.00', 80, 100 + line * 36);
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i += 1) gray[i] = rgba[i * 4]!;
  return { gray, width, height };
}

describe('OCR pre-processing', () => {
  it.each([-3, -1.2, 0, 2.5])('measureSkew(page rotated %s°) -> that angle, within 0.3°', (degrees) => {
    const { gray, width, height } = page(degrees);
    expect(Math.abs(measureSkew(gray, width, height) - degrees)).toBeLessThanOrEqual(0.3);
  });

  it('removeSpecks clears isolated dark pixels and keeps strokes', () => {
    const width = 20;
    const gray = new Uint8Array(width * width).fill(255);
    gray[5 * width + 5] = 0; // a speck
    for (let x = 10; x < 15; x += 1) for (let y = 10; y < 12; y += 1) gray[y * width + x] = 0; // a stroke
    const clean = removeSpecks(gray, width, width);
    expect(clean[5 * width + 5]).toBe(255);
    expect(clean[10 * width + 12]).toBe(0);
  });

  it('cropToInk cuts blank paper to the inked area plus a margin', () => {
    const width = 100;
    const gray = new Uint8Array(width * width).fill(255);
    for (let x = 40; x < 60; x += 1) for (let y = 30; y < 50; y += 1) gray[y * width + x] = 0;
    expect(cropToInk(gray, width, width, 5)).toMatchObject({ width: 30, height: 30 });
  });
});
