import { createCanvas } from '@napi-rs/canvas';
import { decodeImage, imageTypeOf } from './decode-image.js';

/** Scans narrower than this are upscaled: tesseract reads 10-12 px glyphs badly, 20+ px well. */
const MIN_WIDTH = 1600;
const MAX_WIDTH = 2400;
/** Skew searched, in degrees either way: phone photos and feeder scans are a few degrees off. */
const MAX_SKEW = 5;

export interface PreparedImage {
  /** The page for OCR, as a binary PGM. */
  image: Uint8Array;
  width: number;
  height: number;
  skewDegrees: number;
  scaled: number;
}

/**
 * Gets a page image ready for OCR: grayscale, small scans upscaled, very large ones reduced, and
 * a skew of a few degrees undone (measured by a projection profile: text rows make the sharpest
 * horizontal histogram when the page is level).
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<PreparedImage> {
  const image = decodeImage(bytes, imageTypeOf(bytes));
  const scaled = image.width < MIN_WIDTH ? MIN_WIDTH / image.width : image.width > MAX_WIDTH ? MAX_WIDTH / image.width : 1;
  // Cleaned at the scan's own resolution (upscaling first would grow each speck into a blob).
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(image.width, image.height);
  pixels.data.set(image.data);
  const gray = removeSpecks(toGray(pixels.data, image.width, image.height), image.width, image.height);
  const skewDegrees = measureSkew(gray, image.width, image.height);

  const width = Math.round(image.width * scaled);
  const height = Math.round(image.height * scaled);
  for (let i = 0; i < gray.length; i += 1) {
    const value = gray[i]!;
    pixels.data[i * 4] = value;
    pixels.data[i * 4 + 1] = value;
    pixels.data[i * 4 + 2] = value;
    pixels.data[i * 4 + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  const out = createCanvas(width, height);
  const outContext = out.getContext('2d');
  outContext.fillStyle = 'white';
  outContext.fillRect(0, 0, width, height);
  if (Math.abs(skewDegrees) >= 0.3) {
    outContext.translate(width / 2, height / 2);
    outContext.rotate((-skewDegrees * Math.PI) / 180);
    outContext.translate(-width / 2, -height / 2);
  }
  outContext.drawImage(canvas, 0, 0, width, height);
  const level = toGray(outContext.getImageData(0, 0, width, height).data, width, height);
  return { ...toPgm(cropToInk(level, width, height)), skewDegrees, scaled };
}

interface GrayImage {
  gray: Uint8Array;
  width: number;
  height: number;
}

/** The page cut to its inked area plus a margin: blank paper costs OCR time and reads nothing. */
export function cropToInk(gray: Uint8Array, width: number, height: number, margin = 24): GrayImage {
  // A row or column counts as inked with a few dark pixels, so a speck the cleaning left is ignored.
  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (gray[row + x]! < 160) {
        rows[y]! += 1;
        columns[x]! += 1;
      }
    }
  }
  const MIN_INK = 4;
  let top = rows.findIndex((count) => count >= MIN_INK);
  let bottom = rows.findLastIndex((count) => count >= MIN_INK);
  let left = columns.findIndex((count) => count >= MIN_INK);
  let right = columns.findLastIndex((count) => count >= MIN_INK);
  if (bottom < 0) return { gray, width, height };
  top = Math.max(0, top - margin);
  left = Math.max(0, left - margin);
  bottom = Math.min(height - 1, bottom + margin);
  right = Math.min(width - 1, right + margin);
  const cropWidth = right - left + 1;
  const cropHeight = bottom - top + 1;
  const out = new Uint8Array(cropWidth * cropHeight);
  for (let y = 0; y < cropHeight; y += 1) out.set(gray.subarray((top + y) * width + left, (top + y) * width + left + cropWidth), y * cropWidth);
  return { gray: out, width: cropWidth, height: cropHeight };
}

/**
 * A binary PGM (Netpbm gray map): leptonica reads it directly, so the page goes to tesseract
 * without a PNG encode and decode (a few hundred ms on a full page).
 */
function toPgm({ gray, width, height }: GrayImage): { image: Uint8Array; width: number; height: number } {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const bytes = new Uint8Array(header.length + gray.length);
  bytes.set(header, 0);
  bytes.set(gray, header.length);
  return { image: bytes, width, height };
}

function toGray(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i += 1) {
    // Transparent pixels are paper: composite onto white.
    const alpha = rgba[i * 4 + 3]! / 255;
    gray[i] = Math.round(alpha * (0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!) + (1 - alpha) * 255);
  }
  return gray;
}

/**
 * Speckle removal: an inked pixel with fewer than three inked neighbours out of eight is noise
 * (a glyph stroke always has more), so it becomes the paper colour. Much cheaper than a median
 * filter and it leaves thin strokes alone.
 */
export function removeSpecks(gray: Uint8Array, width: number, height: number): Uint8Array {
  const INK = 200;
  const out = new Uint8Array(gray);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      if (gray[at]! >= INK) continue;
      let inked = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        const row = at + dy * width;
        if (gray[row - 1]! < INK) inked += 1;
        if (dy !== 0 && gray[row]! < INK) inked += 1;
        if (gray[row + 1]! < INK) inked += 1;
      }
      if (inked < 3) out[at] = 255;
    }
  }
  return out;
}

/**
 * The angle (degrees, clockwise positive) of the text rows. Dark pixels of a reduced copy are
 * projected onto rows tilted by each candidate angle; the angle whose histogram has the largest
 * sum of squares lines the rows up.
 */
export function measureSkew(gray: Uint8Array, width: number, height: number): number {
  const step = Math.max(1, Math.floor(width / 700));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (gray[y * width + x]! < 110 && isIsolatedDark(gray, width, height, x, y) === false) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    const bins = new Float64Array(Math.ceil((height + width) / step) + 2);
    const offset = width;
    for (let i = 0; i < xs.length; i += 1) bins[Math.floor((ys[i]! * cos - xs[i]! * sin + offset) / step)]! += 1;
    let sum = 0;
    for (const count of bins) sum += count * count;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  for (let degrees = -MAX_SKEW; degrees <= MAX_SKEW; degrees += 0.5) {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  }
  const coarse = best;
  for (let degrees = coarse - 0.5; degrees <= coarse + 0.5; degrees += 0.1) {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  }
  return Math.round(best * 10) / 10;
}

/** Speckle noise: a dark pixel whose neighbours are all light is not ink. */
function isIsolatedDark(gray: Uint8Array, width: number, height: number, x: number, y: number): boolean {
  let dark = 0;
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < width && ny < height && gray[ny * width + nx]! < 140) dark += 1;
  }
  return dark === 0;
}
