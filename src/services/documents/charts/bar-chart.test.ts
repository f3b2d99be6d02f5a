import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderBarChart } from './bar-chart.js';

/** Reads back a PNG's size and pixels (RGB, filter 0) to check what was drawn. */
function decode(png: Uint8Array) {
  const buffer = Buffer.from(png);
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const idat: Buffer[] = [];
  let offset = 8;
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.subarray(offset + 4, offset + 8).toString('ascii');
    if (type === 'IDAT') idat.push(buffer.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)];
  return { width, height, pixel };
}

describe('renderBarChart', () => {
  it('draws bars to scale: a value of half the maximum is half as long', () => {
    const { png, width, height } = renderBarChart({ title: 'Test', categories: ['A', 'B'], series: [{ name: 'S', values: [100, 50], colour: [255, 0, 0] }], format: String });
    const image = decode(png);
    expect([image.width, image.height]).toEqual([width, height]);
    const redLength = (y: number) => {
      let count = 0;
      for (let x = 0; x < image.width; x += 1) if (image.pixel(x, y).join() === '255,0,0') count += 1;
      return count;
    };
    const rows: number[] = [];
    for (let y = 0; y < image.height; y += 1) {
      const length = redLength(y);
      if (length > 0 && rows.at(-1) !== length) rows.push(length);
    }
    expect(rows).toHaveLength(2);
    expect(rows[1]! / rows[0]!).toBeCloseTo(0.5, 1);
  });
});
