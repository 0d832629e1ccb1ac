import { describe, expect, it } from 'vitest';
import { imageTypeOf, maxPhotoBytes, photoFileSchema } from './uploads';

const jpegStart = [0xff, 0xd8, 0xff, 0xe0];
const pngStart = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (filename: string, bytes: number[] | Uint8Array) => ({
  filename,
  mimetype: 'image/png',
  data: bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes),
});

describe('uploads', () => {
  it.each([
    ['a JPEG', jpegStart, 'image/jpeg'],
    ['a PNG', pngStart, 'image/png'],
    ['a GIF', [0x47, 0x49, 0x46, 0x38], null],
    ['text', [0x3c, 0x73, 0x63, 0x72], null],
    ['a truncated PNG signature', pngStart.slice(0, 7), null],
    ['nothing', [], null],
  ])('tells the image type of %s by its bytes', (_, bytes, type) => {
    expect(imageTypeOf(new Uint8Array(bytes))).toBe(type);
  });

  it('takes a .jpg/.jpeg/.png photo whose bytes are a JPEG or PNG, within the size limit', () => {
    expect(photoFileSchema.safeParse(file('Driver.JPEG', jpegStart)).success).toBe(true);
    expect(photoFileSchema.safeParse(file('driver.png', pngStart)).success).toBe(true);
    const issues = (value: unknown) => photoFileSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(issues(file('driver.gif', pngStart))).toEqual(['photo']);
    expect(issues(file('driver.png', [0x3c, 0x68, 0x74, 0x6d]))).toEqual(['photo']);
    expect(issues(file('driver.png', []))).toEqual(['photo_size', 'photo']);
    const huge = new Uint8Array(maxPhotoBytes + 1);
    huge.set(pngStart);
    expect(issues(file('driver.png', huge))).toEqual(['photo_size']);
    expect(issues(file('a\u0000.png', pngStart))).toEqual(['must not contain U+0000']);
  });
});
