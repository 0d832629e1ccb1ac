import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Decompression bombs as the outside probe sent them (issue 23 §21), built in milliseconds: a PNG
 * of 30000 × 30000 is ~0.9 GB of zero bytes once inflated, but deflating that much would take a
 * minute on a busy machine. Zero bytes deflate the same in every block, so one fully flushed
 * block of 1 MiB of zeros (byte-aligned, referring to nothing before it) is repeated, then the
 * stream is closed with an empty final block and the Adler-32 of all those zeros.
 */

const mebibyte = 1 << 20;

/** A zlib stream that inflates to `length` zero bytes. */
function zerosZlib(length: number): Buffer {
  const fullBlocks = Math.floor(length / mebibyte);
  const flushed = (bytes: number) =>
    deflateRawSync(Buffer.alloc(bytes), { level: 9, memLevel: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(mebibyte);
  const rest = length % mebibyte;
  // Adler-32 over zeros: the sum A stays 1, the sum B adds A once per byte.
  const adler = ((length % 65521) * 65536 + 1) >>> 0;
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(fullBlocks).fill(block),
    ...(rest ? [flushed(rest)] : []),
    Buffer.from([0x03, 0x00]), // final block, fixed Huffman codes, end of block at once
    trailer,
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, colorType: number, interlaced = false): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bits per sample
  data[9] = colorType;
  data[12] = interlaced ? 1 : 0;
  return chunk('IHDR', data);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const channels: Record<number, number> = { 0: 1, 2: 3, 6: 4 };

/** A PNG whose header says `width` × `height` and whose data really inflates to that many zero pixels. */
export function pngBomb(width: number, height: number, colour: 'grey' | 'rgb' = 'grey'): Buffer {
  const colorType = colour === 'grey' ? 0 : 2;
  const inflated = height * (1 + width * channels[colorType]!);
  return Buffer.concat([
    signature,
    ihdr(width, height, colorType),
    chunk('IDAT', zerosZlib(inflated)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG that passes a header check: 100 × 100, interlaced, but its data inflates to `inflated`
 * zero bytes (pngjs inflates interlaced data without a bound).
 */
export function interlacedPngBomb(inflated = 2_000 * mebibyte): Buffer {
  return Buffer.concat([
    signature,
    ihdr(100, 100, 0, true),
    chunk('IDAT', zerosZlib(inflated)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose first header is 100 × 100 and a second one 30000 × 30000 (pngjs takes the last). */
export function twoHeaderPngBomb(): Buffer {
  return Buffer.concat([
    signature,
    ihdr(100, 100, 0),
    ihdr(30_000, 30_000, 0),
    chunk('IDAT', zerosZlib(30_000 * 30_001)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small honest PNG (grey, `width` × `height`), for the control cases. */
export function smallPng(width = 64, height = 48): Buffer {
  const rows = Buffer.alloc(height * (1 + width), 200);
  for (let y = 0; y < height; y++) rows[y * (1 + width)] = 0;
  return Buffer.concat([
    signature,
    ihdr(width, height, 0),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A baseline JPEG whose frame header declares `width` × `height` (at most 65535 each) over almost no
 * data: a decoder that trusts the header allocates for every pixel first.
 */
export function jpegBomb(width = 60_000, height = 60_000): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const quantization = segment(0xdb, [0x00, ...Array<number>(64).fill(1)]);
  const frame = segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  // one DC and one AC table, each with a single one-bit code for symbol 0
  const dc = segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0]);
  const ac = segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0]);
  const scan = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  return Buffer.from([
    0xff,
    0xd8,
    ...quantization,
    ...frame,
    ...dc,
    ...ac,
    ...scan,
    ...Array<number>(64).fill(0),
    0xff,
    0xd9,
  ]);
}
