import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interlacedPngBomb, jpegBomb, pngBomb, smallPng, twoHeaderPngBomb } from '../../../test/image-bombs';
import { decodeImage } from './decode-image';
import { readImageHeader } from './image-header';
import { ImageTooLarge, UnreadableImage } from './png-bounds';

const faces = path.join(import.meta.dirname, '../../../fixtures/faces');

/** Runs `decode` and answers what it threw, and how much the process's external memory grew meanwhile. */
function attempt(decode: () => unknown): { error: unknown; grewMb: number } {
  const before = process.memoryUsage().arrayBuffers;
  try {
    decode();
    return { error: undefined, grewMb: 0 };
  } catch (error) {
    return { error, grewMb: (process.memoryUsage().arrayBuffers - before) / 2 ** 20 };
  }
}

describe('the bounded image decoder (issue 23 §21)', () => {
  it('decodes an honest PNG and JPEG', () => {
    expect(decodeImage(smallPng(64, 48))).toMatchObject({ width: 64, height: 48 });
    const photo = decodeImage(readFileSync(path.join(faces, 'demo-photo.jpg')));
    expect(photo.width * photo.height * 4).toBe(photo.rgba.length);
  });

  it('reads the dimensions a header declares without decoding', () => {
    expect(readImageHeader(pngBomb(30_000, 30_000))).toEqual({ type: 'image/png', width: 30_000, height: 30_000 });
    expect(readImageHeader(jpegBomb(60_000, 50_000))).toEqual({ type: 'image/jpeg', width: 60_000, height: 50_000 });
    expect(readImageHeader(Buffer.from('GIF89a'))).toBeNull();
  });

  it('refuses the 30000 × 30000 PNG, grey and colour, by its header, before allocating its pixels', () => {
    for (const bomb of [pngBomb(30_000, 30_000), pngBomb(30_000, 30_000, 'rgb')]) {
      const { error, grewMb } = attempt(() => decodeImage(bomb));
      expect(error).toBeInstanceOf(ImageTooLarge);
      expect(grewMb).toBeLessThan(64);
    }
  });

  it('refuses a JPEG that declares 60000 × 60000 pixels', () => {
    expect(attempt(() => decodeImage(jpegBomb())).error).toBeInstanceOf(ImageTooLarge);
  });

  it('refuses an interlaced PNG whose small header hides 2 GB of data, inflating no more than the header allows', () => {
    const { error, grewMb } = attempt(() => decodeImage(interlacedPngBomb()));
    expect(error).toBeInstanceOf(UnreadableImage);
    expect((error as Error).message).toBe('PNG data inflates past what its header declares');
    expect(grewMb).toBeLessThan(64);
  });

  it('refuses a PNG with a second, larger header (pngjs would take its size)', () => {
    const { error } = attempt(() => decodeImage(twoHeaderPngBomb()));
    expect(error).toBeInstanceOf(UnreadableImage);
  });

  it('refuses truncated and foreign bytes as unreadable', () => {
    const png = smallPng();
    for (const bytes of [png.subarray(0, 40), png.subarray(0, png.length - 12), Buffer.from('<svg/>')]) {
      expect(attempt(() => decodeImage(bytes)).error).toBeInstanceOf(UnreadableImage);
    }
  });
});
