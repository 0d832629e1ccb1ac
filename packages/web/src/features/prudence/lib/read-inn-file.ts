import { splitInnList } from '@cargo-sentry/contracts/prudence/prudence';

/**
 * Reads the first column of an uploaded list in the browser (docs/decisions/0030): CSV and TXT
 * as text, XLSX by unzipping it with the platform's DecompressionStream and reading the first
 * sheet's XML — no spreadsheet library in the bundle, and the file never leaves the browser
 * until the user has reviewed the list.
 */
export async function readInnFile(file: File): Promise<string[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) return splitInnList(new TextDecoder().decode(bytes));
  return readXlsxFirstColumn(bytes);
}

interface ZipEntry {
  method: number;
  size: number;
  offset: number;
}

function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad zip directory');
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      size: view.getUint32(at + 20, true),
      offset: dataStart,
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

async function entryText(bytes: Uint8Array, entry: ZipEntry | undefined): Promise<string | null> {
  if (!entry) return null;
  const data = bytes.slice(entry.offset, entry.offset + entry.size);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new Error('unsupported zip compression');
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');

async function readXlsxFirstColumn(bytes: Uint8Array): Promise<string[]> {
  const entries = zipEntries(bytes);
  const sheetName = [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort()[0];
  const sheet = await entryText(bytes, sheetName ? entries.get(sheetName) : undefined);
  if (sheet === null) throw new Error('no worksheet');
  const sharedText = await entryText(bytes, entries.get('xl/sharedStrings.xml'));
  const shared = sharedText
    ? [...xml(sharedText).getElementsByTagName('si')].map((si) =>
        [...si.getElementsByTagName('t')].map((t) => t.textContent ?? '').join(''),
      )
    : [];
  const values: string[] = [];
  for (const cell of xml(sheet).getElementsByTagName('c')) {
    if (!/^A\d+$/.test(cell.getAttribute('r') ?? '')) continue;
    const type = cell.getAttribute('t');
    const raw = cell.getElementsByTagName('v')[0]?.textContent ?? '';
    let value: string;
    if (type === 's') value = shared[Number(raw)] ?? '';
    else if (type === 'inlineStr') value = [...cell.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('');
    // a number cell: an INN typed into Excel is stored as a number, maybe in exponent form
    else value = /^[\d.]+(E\+?\d+)?$/i.test(raw) ? BigInt(Math.round(Number(raw))).toString() : raw;
    if (value.trim() !== '') values.push(value.trim());
  }
  return values;
}
