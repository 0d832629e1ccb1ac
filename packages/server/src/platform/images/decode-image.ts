import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { imageTypeOf, maxImagePixels } from '@cargo-sentry/contracts/shared/uploads';
import { checkPngBounds, ImageTooLarge, UnreadableImage } from './png-bounds';

/** A decoded image: RGBA pixels, row by row. */
export interface Picture {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * What jpeg-js may allocate for one image, by its own count: a 40-megapixel picture's RGBA (160 MB)
 * and component planes fit; a file that makes it ask for more is refused, not decoded.
 */
const maxJpegMemoryMb = 512;

/**
 * The one decoder of uploaded JPEG and PNG files (issue 23 §21), with pure-JS decoders bounded
 * before they allocate: jpeg-js by its resolution and memory limits, pngjs after `checkPngBounds`.
 * Run it off the main thread (image-thread, the face worker): even bounded, a 40-megapixel decode
 * takes seconds of CPU and hundreds of MB. Throws `ImageTooLarge` or `UnreadableImage`.
 */
export function decodeImage(bytes: Uint8Array): Picture {
  const type = imageTypeOf(bytes);
  try {
    if (type === 'image/jpeg') {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: maxImagePixels / 1e6,
        maxMemoryUsageInMB: maxJpegMemoryMb,
      });
      return { width: image.width, height: image.height, rgba: image.data };
    }
    if (type === 'image/png') {
      checkPngBounds(bytes);
      const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: image.width, height: image.height, rgba: new Uint8Array(image.data) };
    }
  } catch (error) {
    if (error instanceof ImageTooLarge) throw error;
    const message = error instanceof Error ? error.message : 'undecodable';
    // jpeg-js's own limits (a later frame header larger than the first, or memory) mean too large, not corrupt
    if (/maxResolutionInMP|maxMemoryUsageInMB/.test(message)) throw new ImageTooLarge(message);
    throw new UnreadableImage(message);
  }
  throw new UnreadableImage('not a JPEG or PNG');
}
