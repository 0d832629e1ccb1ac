import { decodeImage } from '../../platform/images/decode-image';
import { scale, shrinkTo, toGrey, type GreyImage } from '../../platform/images/grey-image';

/**
 * The page image in pure JS (no ImageMagick on a user's server): decoded to 8-bit grey, scaled
 * to a size OCR reads well, straightened, cropped and rotated by quarter turns, and written as
 * PGM for tesseract. Decision 0029. The route decodes on the image thread (`ImageThread.decodeGrey`);
 * `decodePage` is the same on the calling thread, for tests and the benchmark.
 */

/** The long side OCR works on: larger pictures are scaled down to it. */
export const workingLongSide = 1800;

/** Decodes a JPEG or PNG into grey at OCR's working size; `UnreadableImage` or `ImageTooLarge` when it cannot. */
export function decodePage(bytes: Uint8Array): GreyImage {
  const picture = decodeImage(bytes);
  return shrinkTo(toGrey(picture.width, picture.height, picture.rgba), workingLongSide);
}

/** The page at the size OCR reads well. */
export function toWorkingSize(image: GreyImage): GreyImage {
  return shrinkTo(image, workingLongSide);
}

/** Otsu's threshold of the grey levels. */
function otsu(image: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of image.data) histogram[value]!++;
  const total = image.data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!;
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    below += histogram[i]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += i * histogram[i]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/**
 * The page's skew in degrees (within ±`range`): the angle at which the dark pixels' rows are
 * sharpest (the projection profile's variance is largest), searched coarse then fine.
 */
export function estimateSkew(image: GreyImage, range = 6): number {
  const small = scale(image, Math.min(1, 600 / Math.max(image.width, image.height)));
  const threshold = otsu(small);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      if (small.data[y * small.width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50 || xs.length > small.data.length * 0.5) return 0;
  const size = small.width + small.height;
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    const rows = new Float64Array(size * 2);
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i]! * cos - xs[i]! * sin) + size]! += 1;
    let sum = 0;
    for (const count of rows) sum += count * count;
    return sum;
  };
  const search = (from: number, to: number, step: number) => {
    let best = from;
    let bestScore = -1;
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const value = score(angle);
      if (value > bestScore) {
        bestScore = value;
        best = angle;
      }
    }
    return best;
  };
  const coarse = search(-range, range, 0.5);
  return Math.round(search(coarse - 0.5, coarse + 0.5, 0.1) * 10) / 10;
}

/** Rotates by `degrees` (counter-clockwise positive, as the skew is measured) about the centre; corners white. */
export function rotate(image: GreyImage, degrees: number): GreyImage {
  if (Math.abs(degrees) < 0.05) return image;
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const { width, height } = image;
  const data = new Uint8Array(width * height);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The source pixel of (x, y): the inverse rotation, bilinear.
      const dx = x - cx;
      const dy = y - cy;
      const sx = dx * cos - dy * sin + cx;
      const sy = dx * sin + dy * cos + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
        data[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = image.data[i]! * (1 - fx) + image.data[i + 1]! * fx;
      const bottom = image.data[i + width]! * (1 - fx) + image.data[i + width + 1]! * fx;
      data[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, data };
}

/** A rectangle of the image (clipped to it), in fractions of its size. */
export function crop(image: GreyImage, left: number, top: number, right: number, bottom: number): GreyImage {
  const x0 = Math.max(0, Math.floor(left * image.width));
  const y0 = Math.max(0, Math.floor(top * image.height));
  const x1 = Math.min(image.width, Math.ceil(right * image.width));
  const y1 = Math.min(image.height, Math.ceil(bottom * image.height));
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    data.set(image.data.subarray((y0 + y) * image.width + x0, (y0 + y) * image.width + x0 + width), y * width);
  return { width, height, data };
}

/** A quarter turn: counter-clockwise (text printed top-to-bottom then reads left-to-right) or clockwise. */
export function quarterTurn(image: GreyImage, direction: 'counterclockwise' | 'clockwise'): GreyImage {
  const { width, height } = image;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const target = direction === 'counterclockwise' ? (width - 1 - x) * height + y : x * height + (height - 1 - y);
      data[target] = image.data[y * width + x]!;
    }
  }
  return { width: height, height: width, data };
}

/** Whether the image holds anything darker than its paper: a blank page gives no OCR work. */
export function hasInk(image: GreyImage): boolean {
  const small = scale(image, Math.min(1, 400 / Math.max(image.width, image.height)));
  let min = 255;
  let max = 0;
  for (const value of small.data) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max - min > 60;
}

/**
 * An 8-bit grey PGM (netpbm) for tesseract, which reads it through leptonica as it reads a PNG: the
 * same pixels, but no deflate on the server's thread (PNG encoding cost 170–500 ms a page, decision 0054).
 */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.data]);
}
