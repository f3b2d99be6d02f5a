import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font.js';
import { encodePng } from './png.js';

export type Colour = readonly [number, number, number];

/** An RGB drawing surface with rectangles and bitmap text; `png()` encodes it. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Colour = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  fill(x: number, y: number, width: number, height: number, colour: Colour): void {
    const left = Math.max(0, Math.round(x));
    const top = Math.max(0, Math.round(y));
    const right = Math.min(this.width, Math.round(x + width));
    const bottom = Math.min(this.height, Math.round(y + height));
    for (let row = top; row < bottom; row += 1) {
      for (let column = left; column < right; column += 1) {
        const offset = (row * this.width + column) * 3;
        this.pixels[offset] = colour[0];
        this.pixels[offset + 1] = colour[1];
        this.pixels[offset + 2] = colour[2];
      }
    }
  }

  /** Width in pixels of `text` drawn at `scale` (one pixel of space between glyphs). */
  static textWidth(text: string, scale: number): number {
    return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
  }

  static textHeight(scale: number): number {
    return GLYPH_HEIGHT * scale;
  }

  text(x: number, y: number, text: string, scale: number, colour: Colour): void {
    let cursor = Math.round(x);
    for (const character of text) {
      const rows = glyph(character);
      rows.forEach((bits, row) => {
        for (let column = 0; column < GLYPH_WIDTH; column += 1) {
          if (bits & (1 << (GLYPH_WIDTH - 1 - column))) this.fill(cursor + column * scale, y + row * scale, scale, scale, colour);
        }
      });
      cursor += (GLYPH_WIDTH + 1) * scale;
    }
  }

  png(): Uint8Array {
    return encodePng(this.width, this.height, this.pixels);
  }
}
