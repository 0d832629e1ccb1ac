import { Readable } from 'node:stream';
import { parse as parseCsv, CsvError } from 'csv-parse';
import ExcelJS from 'exceljs';
import { spreadsheetLimits, type FileProblemCode } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { unguardCsvCell } from './formula-guard';
import { createTimeSlicer } from './time-slices';
import { ArchiveError, readZipDirectory, storedZip, unpackZipEntries, type ZipEntry } from './zip-archive';

/**
 * Reads an uploaded spreadsheet, XLSX or CSV, into a header and rows of cell text, within the
 * limits of contracts' `spreadsheetLimits` (docs/decisions/0016-register-import.md). What a
 * row means is the caller's business; this reads, bounds and reports.
 */

export type SpreadsheetLimits = { [K in keyof typeof spreadsheetLimits]: number };

/** A problem of one cell that the reader finds: the caller reports it with the cell's column. */
type ReaderCellProblem = 'formula' | 'cell_error' | 'cell_too_long';

/** A cell's text, or why it has none. */
type CellRead = string | { problem: ReaderCellProblem };

interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is row 1 when it comes first). */
  number: number;
  /** Cell text by column index; '' for blank. A problem cell reads as ''. */
  cells: string[];
  problems: { column: number; code: ReaderCellProblem }[];
}

export interface Sheet {
  format: 'xlsx' | 'csv';
  /** The first non-blank row. */
  header: string[];
  headerRow: number;
  /** The non-blank rows after the header. */
  rows: SheetRow[];
}

/** The whole file is refused; `row` when the problem sits in one (a broken CSV quote). */
export class SpreadsheetError extends Error {
  constructor(
    readonly problem: FileProblemCode,
    readonly row: number | null = null,
  ) {
    super(`spreadsheet refused: ${problem}`);
  }
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const isZip = (bytes: Uint8Array) =>
  startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06);
/** OLE2 compound files: Excel 97–2003 workbooks, and password-protected XLSX too. */
const isCompoundFile = (bytes: Uint8Array) => startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** Reads `bytes` as XLSX (by its ZIP signature) or as CSV text. */
export async function readSpreadsheet(
  bytes: Uint8Array,
  limits: SpreadsheetLimits = spreadsheetLimits,
): Promise<Sheet> {
  if (bytes.length === 0) throw new SpreadsheetError('empty_file');
  if (bytes.length > limits.maxFileBytes) throw new SpreadsheetError('file_too_large');
  if (isCompoundFile(bytes)) throw new SpreadsheetError('old_excel');
  const collector = new RowCollector(limits);
  if (isZip(bytes)) await readXlsx(bytes, limits, collector);
  else await readCsv(bytes, limits, collector);
  return collector.sheet(isZip(bytes) ? 'xlsx' : 'csv');
}

/** Gathers rows: finds the header, skips blank rows, holds the row and column limits. */
class RowCollector {
  private header: string[] | null = null;
  private headerRow = 0;
  private readonly rows: SheetRow[] = [];

  constructor(private readonly limits: SpreadsheetLimits) {}

  add(number: number, values: readonly unknown[], read: (value: unknown) => CellRead): void {
    if (values.length > this.limits.maxColumns) throw new SpreadsheetError('too_many_columns', number);
    const row: SheetRow = { number, cells: [], problems: [] };
    let blank = true;
    for (let column = 0; column < values.length; column += 1) {
      const cell = read(values[column]);
      const tooLong = typeof cell === 'string' && cell.length > this.limits.maxCellLength;
      if (typeof cell === 'string' && !tooLong) {
        row.cells.push(cell);
        if (cell.trim() !== '') blank = false;
        continue;
      }
      row.problems.push({ column, code: tooLong ? 'cell_too_long' : (cell as { problem: ReaderCellProblem }).problem });
      row.cells.push('');
      blank = false;
    }
    if (blank) return;
    if (!this.header) {
      this.header = row.cells.map((cell) => cell.trim());
      this.headerRow = number;
      return;
    }
    if (this.rows.length >= this.limits.maxRows) throw new SpreadsheetError('too_many_rows');
    this.rows.push(row);
  }

  sheet(format: Sheet['format']): Sheet {
    if (!this.header) throw new SpreadsheetError('empty_file');
    return { format, header: this.header, headerRow: this.headerRow, rows: this.rows };
  }
}

// ---- CSV ----

/**
 * The text of a CSV file: UTF-8 (with or without BOM), UTF-16 with a BOM (Excel's "Unicode text"),
 * and otherwise Windows-1251, the usual encoding of a CSV saved by a Russian Excel.
 */
function decodeCsvText(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

const delimiters = [';', ',', '\t'] as const;

/** The delimiter the first non-blank line uses most (outside quotes); `;` when none, as a Russian Excel writes. */
function detectDelimiter(text: string): string {
  const lines = text.slice(0, 64 * 1024).split(/\r?\n/);
  const firstLine = (lines.find((line) => line.trim() !== '') ?? '').replace(/"[^"]*"/g, '');
  const counts = delimiters.map((d) => firstLine.split(d).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? ';' : delimiters[counts.indexOf(best)];
}

async function readCsv(bytes: Uint8Array, limits: SpreadsheetLimits, collector: RowCollector): Promise<void> {
  const text = decodeCsvText(bytes);
  // Text has no NUL; a binary file (an image, a PDF, a zip in disguise) almost always does.
  if (text.includes('\u0000')) throw new SpreadsheetError('not_spreadsheet');
  const parser = parseCsv({
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: limits.maxCellLength * limits.maxColumns,
  });
  let number = 0;
  // In pieces, with pauses: parsing 20,000 rows at once held every other request (issue 23 §22).
  const slicer = createTimeSlicer();
  try {
    for await (const record of Readable.from(textPieces(text)).pipe(parser) as AsyncIterable<string[]>) {
      number += 1;
      collector.add(number, record, (value) => unguardCsvCell(value as string));
      await slicer.pause();
    }
  } catch (error) {
    // The record that cannot be read: the one after those parsed (a quote left open).
    if (error instanceof CsvError) throw new SpreadsheetError('unreadable', Number(error.records ?? number) + 1);
    throw error;
  } finally {
    parser.destroy();
  }
}

/** The text in pieces of 64 Ki characters, so the parser works a piece at a time. */
function* textPieces(text: string, size = 64 * 1024): Generator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

// ---- XLSX ----

const parts = {
  workbook: 'xl/workbook.xml',
  workbookRels: 'xl/_rels/workbook.xml.rels',
  styles: 'xl/styles.xml',
  sharedStrings: 'xl/sharedStrings.xml',
};
const worksheetPart = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const emptySharedStrings = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

/**
 * The parts exceljs needs, in the order its streaming reader wants them (shared strings before the
 * sheet, so it never spills the sheet to a temporary file): only the first worksheet is read.
 */
function xlsxParts(entries: ZipEntry[]): ZipEntry[] {
  const byName = new Map(entries.map((entry) => [entry.name.replace(/^\//, ''), entry]));
  const workbook = byName.get(parts.workbook);
  const rels = byName.get(parts.workbookRels);
  if (!workbook || !rels) throw new SpreadsheetError('not_spreadsheet');
  const sheets = [...byName.keys()]
    .map((name) => worksheetPart.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  if (sheets.length === 0) throw new SpreadsheetError('empty_file');
  const wanted = [rels, workbook, byName.get(parts.styles), byName.get(parts.sharedStrings)];
  return [...wanted.filter((entry) => entry !== undefined), byName.get(sheets[0][0])!];
}

async function readXlsx(bytes: Uint8Array, limits: SpreadsheetLimits, collector: RowCollector): Promise<void> {
  let files: { name: string; data: Buffer; crc32: number }[];
  try {
    const entries = xlsxParts(readZipDirectory(bytes, limits.maxArchiveEntries));
    const data = unpackZipEntries(bytes, entries, limits.maxUnpackedBytes);
    files = entries.map((entry, i) => ({
      name: entry.name.replace(/^\//, ''),
      data: asciiXml(data[i]),
      crc32: entry.crc32,
    }));
  } catch (error) {
    if (error instanceof ArchiveError) throw new SpreadsheetError(error.problem);
    throw error;
  }
  if (!files.some((file) => file.name === parts.sharedStrings)) {
    files.splice(files.length - 1, 0, { name: parts.sharedStrings, data: emptySharedStrings, crc32: 0 });
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inChunks(storedZip(files))), {
    sharedStrings: 'cache',
    // Styles tell which numbers are dates; hyperlinks and other entries are not needed.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const slicer = createTimeSlicer();
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).slice(1);
        collector.add(row.number, Array.from(values), xlsxCellText);
        await slicer.pause();
      }
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('unreadable');
  }
}

/**
 * XML with every non-ASCII character written as a character reference (`&#1046;`), which means
 * the same to an XML parser. exceljs's streaming reader decodes each piece of a part separately,
 * so a Cyrillic letter split between two pieces came out as two replacement characters (one
 * plate in 20,000 of a 100k-row test file); ASCII cannot be split.
 */
function asciiXml(xml: Buffer): Buffer {
  if (!xml.some((byte) => byte >= 0x80)) return xml;
  const text = xml.toString('utf8').replace(/^\uFEFF/, '');
  return Buffer.from(
    text.replace(/[^\p{ASCII}]/gu, (char) => `&#${char.codePointAt(0)};`),
    'latin1',
  );
}

/** Buffers in 64 KiB pieces: the zip reader copies its pending input as it reads, and one 50 MB piece tripled the read time of 100k rows. */
function* inChunks(buffers: Buffer[], size = 64 * 1024): Generator<Buffer> {
  for (const buffer of buffers) {
    for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A cell value of exceljs as text; a formula or an error value is a problem of its own. */
function xlsxCellText(value: unknown): CellRead {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : { problem: 'cell_error' };
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Date cells: exceljs gives midnight UTC of the day shown.
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? { problem: 'cell_error' } : value.toISOString().slice(0, 10);
  if (!isObject(value)) return { problem: 'cell_error' };
  if ('formula' in value || 'sharedFormula' in value) return { problem: 'formula' };
  if ('error' in value) return { problem: 'cell_error' };
  if (Array.isArray(value.richText))
    return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('');
  if ('text' in value) return xlsxCellText(value.text);
  return { problem: 'cell_error' };
}
