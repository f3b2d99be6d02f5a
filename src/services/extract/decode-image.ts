import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { AppError } from '../../errors.js';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

/** Past this many pixels (about 8,000 x 6,000) an upload is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

/**
 * Decodes an uploaded PNG or JPEG with pure-JavaScript decoders. The native canvas decoder is not
 * used for uploads on purpose: it crashes the whole process (segfault or abort) on a truncated or
 * corrupt file, where these throw, and a throw becomes a 422 for that one request.
 */
export function decodeImage(bytes: Uint8Array, type: 'png' | 'jpeg'): DecodedImage {
  try {
    if (type === 'png') {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (png.width * png.height > MAX_PIXELS) throw new AppError('payload_too_large', 'The image has too many pixels.');
      return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
    }
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 512 });
    return { width: image.width, height: image.height, data: image.data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unprocessable', `The ${type.toUpperCase()} image could not be decoded: it may be truncated or damaged.`);
  }
}

/** PNG or JPEG by signature (the bytes were sniffed already; this picks the decoder). */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpeg' {
  return bytes[0] === 0x89 ? 'png' : 'jpeg';
}
