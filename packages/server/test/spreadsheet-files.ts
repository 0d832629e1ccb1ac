import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Spreadsheet files as staff send them, for the reader and import tests. */

type CellValue = ExcelJS.CellValue;

/** CSV text of `rows`: cells quoted when they need it, lines ended with CRLF as Excel writes them. */
export function csvText(rows: readonly (readonly string[])[], delimiter = ';'): string {
  const quote = (cell: string) => (/["\r\n;,\t]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
}

const cp1251Letters = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюя';
const cp1251Extra: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '«': 0xab, '»': 0xbb, '№': 0xb9 };

/** `text` in Windows-1251 (ASCII, Russian letters, ё, «», №): what a Russian Excel saves as "CSV". */
export function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const letter = cp1251Letters.indexOf(char);
      if (letter >= 0) return 0xc0 + letter;
      if (char in cp1251Extra) return cp1251Extra[char];
      const code = char.charCodeAt(0);
      if (code > 0x7f) throw new Error(`no Windows-1251 byte for ${char}`);
      return code;
    }),
  );
}

export const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);

/** An XLSX of one sheet with `rows` (exceljs values: text, numbers, dates, formulas), plus an optional second sheet. */
export async function xlsxFile(
  rows: readonly (readonly CellValue[])[],
  options: { dateFormat?: string; secondSheet?: readonly (readonly CellValue[])[] } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow([...row]);
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = options.dateFormat ?? 'dd.mm.yyyy';
    }),
  );
  if (options.secondSheet) workbook.addWorksheet('Notes').addRows(options.secondSheet.map((row) => [...row]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ZipFile {
  name: string;
  data: Buffer;
  /** The unpacked size the headers state; the real one when left out. */
  declaredSize?: number;
}

/** A ZIP of deflated `files` whose headers may lie about the unpacked sizes (zip bombs). */
export function zipOf(files: readonly ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const packed = deflateRawSync(file.data);
    const size = file.declaredSize ?? file.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = centrals.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** The minimal parts of a workbook around a sheet's XML, for hand-made XLSX files. */
export function workbookParts(sheetXml: string | Buffer): ZipFile[] {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: typeof sheetXml === 'string' ? xml(sheetXml) : sheetXml },
  ];
}
