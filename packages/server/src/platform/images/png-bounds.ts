import { inflateSync } from 'node:zlib';
import { maxImagePixels } from '@cargo-sentry/contracts/shared/uploads';

/** Thrown when the bytes are not a JPEG or PNG this server can read. */
export class UnreadableImage extends Error {}

/** Thrown when an image declares, or turns out to hold, more than `maxImagePixels`. */
export class ImageTooLarge extends Error {}

/** Samples per pixel of each PNG colour type (grey, RGB, palette, grey+alpha, RGBA). */
const samplesPerPixel: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: first column, first row, column step, row step. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/** Slack over the exact size for encoders that end their zlib stream with a few spare bytes. */
const inflateSlack = 4096;

/** Bytes of filtered scanlines a (sub)image of `width` × `height` needs: a filter byte per row plus its pixels. */
function scanlineBytes(width: number, height: number, bitsPerPixel: number): number {
  return width === 0 || height === 0 ? 0 : height * (1 + Math.ceil((width * bitsPerPixel) / 8));
}

/** What a PNG's image data must inflate to, from its header alone (interlaced: the sum of the seven passes). */
function inflatedPngBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  if (!interlaced) return scanlineBytes(width, height, bitsPerPixel);
  let total = 0;
  for (const [x0, y0, dx, dy] of adam7) {
    total += scanlineBytes(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy), bitsPerPixel);
  }
  return total;
}

/**
 * Checks a PNG before pngjs decodes it, since pngjs trusts it: the header (IHDR) must come first and
 * only once (pngjs takes a later one's dimensions), declare at most `maxImagePixels`, and the image
 * data must inflate to no more than those dimensions need. pngjs inflates interlaced images
 * without any bound, so a 100 × 100 header over 10 MB of zeros would otherwise inflate to ~10 GB.
 */
export function checkPngBounds(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | undefined;
  for (let at = 8; ;) {
    if (at + 12 > bytes.length) throw new UnreadableImage('PNG ends before its IEND chunk');
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw new UnreadableImage(`PNG chunk ${type} runs past the end of the file`);
    if ((type === 'IHDR') !== (at === 8) || (type === 'IHDR' && length !== 13)) {
      throw new UnreadableImage('PNG must start with one 13-byte IHDR chunk, and have no other');
    }
    if (type === 'IHDR') {
      const width = view.getUint32(at + 8);
      const height = view.getUint32(at + 12);
      const samples = samplesPerPixel[data[9]!];
      if (!width || !height || !samples) throw new UnreadableImage('PNG header is invalid');
      if (width * height > maxImagePixels) throw new ImageTooLarge(`${width} × ${height} pixels`);
      header = { width, height, bitsPerPixel: samples * data[8]!, interlaced: data[12] === 1 };
    }
    if (type === 'IDAT') chunks.push(data);
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const expected = inflatedPngBytes(header!.width, header!.height, header!.bitsPerPixel, header!.interlaced);
  try {
    inflateSync(Buffer.concat(chunks), { maxOutputLength: expected + inflateSlack });
  } catch (error) {
    const tooLong = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new UnreadableImage(tooLong ? 'PNG data inflates past what its header declares' : 'PNG data is corrupt');
  }
}
