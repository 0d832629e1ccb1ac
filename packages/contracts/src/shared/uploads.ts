import { z } from 'zod';
import { text } from './common';

/**
 * Files sent as `multipart/form-data`. The server buffers each file part, within the byte limit
 * of the route, into `{ filename, mimetype, data }` and validates that with the route's schema
 * like any other body field; text parts arrive as strings.
 */
export const uploadedFileSchema = z
  .object({
    filename: text(255),
    mimetype: text(255),
    data: z.instanceof(Uint8Array),
  })
  .meta({ description: 'A file part of a multipart/form-data body' });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export type ImageType = 'image/jpeg' | 'image/png';

/** The image type a file's first bytes show (JPEG or PNG), whatever its name or declared type says. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/**
 * Pixels an uploaded image may declare (issue 23 §21): 40 megapixels, above any phone or office
 * camera (8000 × 5000). The server reads the dimensions from the header before decoding a pixel and
 * refuses more with 413 `image_too_large`: a 875 KB PNG of 30000 × 30000 once took the server past
 * 8 GiB while it decoded.
 */
export const maxImagePixels = 40_000_000;

/** A face photo (docs/product.md#form-rules: .jpg or .png): large enough for a phone camera's picture, no larger. */
export const maxPhotoBytes = 10 * 1024 * 1024;
export const photoNamePattern = /\.(jpe?g|png)$/i;

/** A face photo file: a .jpg/.png name, within `maxPhotoBytes`, and bytes that really are a JPEG or PNG. */
export const photoFileSchema = uploadedFileSchema
  .refine((file) => photoNamePattern.test(file.filename), { message: 'photo', path: ['filename'] })
  .refine((file) => file.data.length > 0 && file.data.length <= maxPhotoBytes, {
    message: 'photo_size',
    path: ['data'],
  })
  .refine((file) => imageTypeOf(file.data) !== null, { message: 'photo', path: ['data'] });

/** A multipart text part that stands for `true` (a checkbox sent as form data), or JSON's `true`. */
export const formTrue = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value), z.literal(true, { error: message }));
