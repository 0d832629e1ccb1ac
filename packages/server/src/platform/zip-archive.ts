import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format (APPNOTE 6.3.10, §4.3) to open an uploaded XLSX safely: the
 * central directory is read and checked by us, each part we need is inflated with its declared
 * size as a hard limit (so a zip bomb fails after at most that many bytes, whatever its headers
 * claim), and the parts are handed on re-packed without compression (`storedZip`), so the library
 * that parses them never inflates a byte of the upload itself.
 */

export type ArchiveProblem = 'unreadable' | 'encrypted' | 'archive_too_large';

export class ArchiveError extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(`zip archive refused: ${problem}`);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const signatures = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  endOfCentralDirectory: 0x06054b50,
};
const stored = 0;
const deflated = 8;
const encryptedFlag = 0x1;
const utf8Flag = 0x800;
/** ZIP64 marks its fields with all ones; an XLSX within our limits never needs it. */
const zip64Marks = new Set([0xffff, 0xffffffff]);
const endRecordLength = 22;
const maxCommentLength = 0xffff;

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function findEndOfCentralDirectory(zip: Buffer): number {
  const last = zip.length - endRecordLength;
  for (let at = last; at >= 0 && at >= last - maxCommentLength; at -= 1) {
    if (zip.readUInt32LE(at) === signatures.endOfCentralDirectory) return at;
  }
  throw new ArchiveError('unreadable');
}

/**
 * The entries of the central directory. Refused: more than `maxEntries`, ZIP64, split archives,
 * encryption, compression other than stored/deflate, and a directory that does not end right
 * where the end record begins (data hidden between them, or prepended to the archive).
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const zip = bufferOf(bytes);
  const end = findEndOfCentralDirectory(zip);
  const disk = zip.readUInt16LE(end + 4);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if ([count, size, offset].some((value) => zip64Marks.has(value)) || disk !== 0) throw new ArchiveError('unreadable');
  if (offset + size !== end) throw new ArchiveError('unreadable');
  if (count > maxEntries) throw new ArchiveError('archive_too_large');

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== signatures.centralHeader) throw new ArchiveError('unreadable');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      crc32: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString(flags & utf8Flag ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
    };
    if (flags & encryptedFlag) throw new ArchiveError('encrypted');
    if (entry.method !== stored && entry.method !== deflated) throw new ArchiveError('unreadable');
    if (zip64Marks.has(entry.size) || zip64Marks.has(entry.compressedSize)) throw new ArchiveError('unreadable');
    entries.push(entry);
    at += 46 + skip;
  }
  if (at !== end) throw new ArchiveError('unreadable');
  return entries;
}

/**
 * The unpacked bytes of `entries`, refused before any inflation when their declared sizes add up
 * to more than `maxTotalBytes`. Inflation stops at the declared size: a part that inflates to more
 * (headers lying about a bomb) or less is refused.
 */
export function unpackZipEntries(bytes: Uint8Array, entries: ZipEntry[], maxTotalBytes: number): Buffer[] {
  const zip = bufferOf(bytes);
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total > maxTotalBytes) throw new ArchiveError('archive_too_large');
  return entries.map((entry) => {
    const at = entry.localHeaderOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== signatures.localHeader) throw new ArchiveError('unreadable');
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ArchiveError('unreadable');
    if (entry.method === stored) {
      if (entry.compressedSize !== entry.size) throw new ArchiveError('unreadable');
      return data;
    }
    let unpacked: Buffer;
    try {
      unpacked = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw new ArchiveError(tooLarge ? 'archive_too_large' : 'unreadable');
    }
    if (unpacked.length !== entry.size) throw new ArchiveError('unreadable');
    return unpacked;
  });
}

/** A ZIP archive of `files` without compression (every size known: no data descriptors). */
export function storedZip(files: { name: string; data: Buffer; crc32: number }[]): Buffer[] {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(signatures.localHeader, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(utf8Flag, 6);
    local.writeUInt16LE(stored, 8);
    local.writeUInt32LE(file.crc32, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(signatures.centralHeader, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(utf8Flag, 8);
    header.writeUInt16LE(stored, 10);
    header.writeUInt32LE(file.crc32, 16);
    header.writeUInt32LE(file.data.length, 20);
    header.writeUInt32LE(file.data.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, name, file.data);
    central.push(header, name);
    offset += local.length + name.length + file.data.length;
  }
  const centralSize = central.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(endRecordLength);
  end.writeUInt32LE(signatures.endOfCentralDirectory, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...central, end];
}
