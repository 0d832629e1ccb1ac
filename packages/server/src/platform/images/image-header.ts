import { imageSize } from 'image-size';
import { imageTypeOf, maxImagePixels, type ImageType } from '@cargo-sentry/contracts/shared/uploads';
import { DomainError } from '../errors';

/** What a JPEG's or PNG's header declares, read without decoding a pixel. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * The type (by the first bytes) and the dimensions (by the header: PNG's IHDR, JPEG's first frame
 * header) of a JPEG or PNG; null for other bytes or a header that cannot be read. `image-size`
 * walks the JPEG's segments to its frame header, which a hand-written reader would have to too.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = imageTypeOf(bytes);
  if (!type) return null;
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { type, width, height } : null;
  } catch {
    return null;
  }
}

/** 413 `image_too_large` for the image of `field`, naming its size when known. */
export function imageTooLarge(field: string, size?: { width: number; height: number }): DomainError {
  const what = size ? `The image is ${size.width} × ${size.height} pixels` : 'The image is too large';
  return new DomainError('image_too_large', `${what}; at most ${maxImagePixels / 1e6} megapixels are accepted`, {
    [field]: ['image_too_large'],
  });
}

/**
 * The gate every uploaded file passes before anything decodes it (issue 23 §21): a JPEG or PNG
 * whose header declares more than `maxImagePixels` is refused. Other bytes pass: each route's
 * contract decides what it accepts.
 */
export function refuseOversizedImage(bytes: Uint8Array, field: string): void {
  const header = readImageHeader(bytes);
  if (header && header.width * header.height > maxImagePixels) throw imageTooLarge(field, header);
}
