/** An 8-bit grey image (OCR input): one byte per pixel, row by row; 0 is black. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** RGBA pixels to grey by luma (ITU-R BT.601 weights). */
export function toGrey(width: number, height: number, rgba: Uint8Array): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    data[i] = (rgba[j]! * 299 + rgba[j + 1]! * 587 + rgba[j + 2]! * 114) / 1000;
  }
  return { width, height, data };
}

/** Scales by `factor` (area-averaged when shrinking, nearest when growing). */
export function scale(image: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const data = new Uint8Array(width * height);
  const step = 1 / factor;
  const span = Math.max(1, Math.floor(step));
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor(y * step));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor(x * step));
      let sum = 0;
      let n = 0;
      for (let dy = 0; dy < span && sy + dy < image.height; dy++) {
        const row = (sy + dy) * image.width;
        for (let dx = 0; dx < span && sx + dx < image.width; dx++) {
          sum += image.data[row + sx + dx]!;
          n++;
        }
      }
      data[y * width + x] = sum / n;
    }
  }
  return { width, height, data };
}

/** The image scaled down so that its long side is at most `longSide` (smaller images unchanged). */
export function shrinkTo(image: GreyImage, longSide: number): GreyImage {
  const current = Math.max(image.width, image.height);
  return current > longSide ? scale(image, longSide / current) : image;
}
