import { createCanvas } from '@napi-rs/canvas';
import type { Line } from './layout.js';
import { AVERAGE_WIDTH, imagePdf, type PdfFont, type PdfText, textPdf } from './pdf-writer.js';
import type { Random } from './random.js';

/** How a scanned or photographed page was spoiled. */
export interface Degradation {
  rotationDegrees: number;
  blurPx: number;
  /** Share of pixels flipped to random grey (speckle). */
  noise: number;
  /** JPEG quality 1..100 (ignored for PNG). */
  jpegQuality: number;
  /** Page width in pixels: 1700 is a 200 dpi scan; small widths exercise upscaling. */
  widthPx: number;
  font: string;
}

const CHARS_PER_LINE = 78;

/** Plain text: cells padded with spaces into columns, as a text export or an e-mailed quote looks. */
export function renderText(lines: Line[]): Uint8Array {
  const out = lines.map((line) => {
    let row = '';
    for (const cell of line) {
      const column = Math.round(cell.at * CHARS_PER_LINE);
      const start = cell.align === 'right' ? column - cell.text.length : column;
      row = row.length < start ? row.padEnd(start) : row.length > 0 ? `${row}  ` : row;
      row += cell.text;
    }
    return row.trimEnd();
  });
  return new TextEncoder().encode(`${out.join('\n')}\n`);
}

/** A PDF with a text layer, each cell drawn where it stands on the page. */
export function renderTextPdf(lines: Line[], font: PdfFont, size: number): Uint8Array {
  const margin = 48;
  const width = 612 - 2 * margin;
  const items: PdfText[] = [];
  lines.forEach((line, index) => {
    for (const cell of line) {
      const textWidth = cell.text.length * size * AVERAGE_WIDTH[font];
      const x = margin + cell.at * width - (cell.align === 'right' ? textWidth : 0);
      items.push({ text: cell.text, x, y: margin + index * size * 1.45, size, bold: cell.bold });
    }
  });
  return textPdf(items, font);
}

export interface RenderedImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A page image (PNG or JPEG) with the degradation of a real scan: rotation, blur, speckle, artefacts. */
export async function renderImage(lines: Line[], format: 'png' | 'jpeg', degradation: Degradation, random: Random): Promise<RenderedImage> {
  const width = degradation.widthPx;
  const scale = width / 1700;
  const size = Math.round(26 * scale);
  const margin = Math.round(110 * scale);
  const lineHeight = Math.round(size * 1.5);
  const height = Math.round(Math.max(width * 1.1, 2 * margin + lines.length * lineHeight));
  const page = createCanvas(width, height);
  const context = page.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#161616';
  context.textBaseline = 'alphabetic';
  lines.forEach((line, index) => {
    for (const cell of line) {
      context.font = `${cell.bold ? 'bold ' : ''}${size}px "${degradation.font}"`;
      const x = margin + cell.at * (width - 2 * margin) - (cell.align === 'right' ? context.measureText(cell.text).width : 0);
      context.fillText(cell.text, x, margin + (index + 1) * lineHeight);
    }
  });

  const out = createCanvas(width, height);
  const spoiled = out.getContext('2d');
  spoiled.fillStyle = 'white';
  spoiled.fillRect(0, 0, width, height);
  spoiled.translate(width / 2, height / 2);
  spoiled.rotate((degradation.rotationDegrees * Math.PI) / 180);
  spoiled.translate(-width / 2, -height / 2);
  if (degradation.blurPx > 0) spoiled.filter = `blur(${degradation.blurPx}px)`;
  spoiled.drawImage(page, 0, 0);
  spoiled.setTransform(1, 0, 0, 1, 0, 0);
  spoiled.filter = 'none';
  if (degradation.noise > 0) {
    const pixels = spoiled.getImageData(0, 0, width, height);
    const count = Math.round(width * height * degradation.noise);
    for (let i = 0; i < count; i += 1) {
      const at = random.int(0, width * height - 1) * 4;
      const grey = random.int(0, 255);
      pixels.data[at] = grey;
      pixels.data[at + 1] = grey;
      pixels.data[at + 2] = grey;
    }
    spoiled.putImageData(pixels, 0, 0);
  }
  const data = format === 'png' ? await out.encode('png') : await out.encode('jpeg', degradation.jpegQuality);
  return { data: new Uint8Array(data), width, height };
}

/** A scanned PDF: a JPEG page and no text layer, so the service must render and OCR it. */
export async function renderScannedPdf(lines: Line[], degradation: Degradation, random: Random): Promise<Uint8Array> {
  const image = await renderImage(lines, 'jpeg', degradation, random);
  return imagePdf(image.data, image.width, image.height);
}
