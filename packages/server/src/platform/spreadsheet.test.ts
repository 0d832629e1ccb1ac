import { describe, expect, it } from 'vitest';
import { spreadsheetLimits } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { cp1251, csvText, utf8Bom, workbookParts, xlsxFile, zipOf } from '../../test/spreadsheet-files';
import { onePixelPng } from '../../test/factories';
import { matchHeader } from './spreadsheet-header';
import { readSpreadsheet, SpreadsheetError, type SpreadsheetLimits } from './spreadsheet';

const header = ['Фамилия', 'Имя', 'Дата рождения'];
const person = ['Должников', 'Пётр', '15.04.1980'];

/** The problem a file is refused with, or 'read' when it is read. */
async function refusal(bytes: Uint8Array, limits: SpreadsheetLimits = spreadsheetLimits): Promise<string> {
  try {
    await readSpreadsheet(bytes, limits);
    return 'read';
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.problem;
    throw error;
  }
}

describe('reading CSV', () => {
  it('reads UTF-8 with a BOM and a comma delimiter, the header as the first row', async () => {
    const file = Buffer.concat([utf8Bom, Buffer.from(csvText([header, person], ','))]);
    const sheet = await readSpreadsheet(file);
    expect(sheet).toMatchObject({ format: 'csv', header, headerRow: 1 });
    expect(sheet.rows).toEqual([{ number: 2, cells: person, problems: [] }]);
  });

  it('reads Windows-1251 with a semicolon, as a Russian Excel saves it', async () => {
    const text = csvText([header, ['Ёлкин', 'Семён', '01.02.1990'], ['Щукин', 'Юрий «Ю»', '№1']]);
    expect(cp1251(text).toString('utf8')).not.toContain('Ёлкин');
    const sheet = await readSpreadsheet(cp1251(text));
    expect(sheet.header).toEqual(header);
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      ['Ёлкин', 'Семён', '01.02.1990'],
      ['Щукин', 'Юрий «Ю»', '№1'],
    ]);
  });

  it('reads UTF-16 with a BOM and tabs (Excel’s "Unicode text")', async () => {
    const text = csvText([header, person], '\t');
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await readSpreadsheet(file)).rows[0].cells).toEqual(person);
  });

  it('keeps quoted delimiters and line breaks in a cell, skips blank rows and numbers rows as Excel shows them', async () => {
    const text = ['a;b', '', '"x;1";"line 1', 'line 2"', ';', '"y ""q""";2', ''].join('\n');
    const sheet = await readSpreadsheet(Buffer.from(text));
    expect(sheet.rows).toEqual([
      { number: 3, cells: ['x;1', 'line 1\nline 2'], problems: [] },
      { number: 5, cells: ['y "q"', '2'], problems: [] },
    ]);
  });

  it('starts at the first non-blank row and takes short and long rows', async () => {
    const sheet = await readSpreadsheet(Buffer.from('\n\nk1,k2\n1\n1,2,3\n'));
    expect(sheet).toMatchObject({ headerRow: 3, header: ['k1', 'k2'] });
    expect(sheet.rows.map((row) => row.cells)).toEqual([['1'], ['1', '2', '3']]);
  });

  it('reports a cell over the length limit and reads it as blank', async () => {
    const long = 'я'.repeat(spreadsheetLimits.maxCellLength + 1);
    const sheet = await readSpreadsheet(Buffer.from(csvText([header, ['a', long, 'c']])));
    expect(sheet.rows[0]).toEqual({
      number: 2,
      cells: ['a', '', 'c'],
      problems: [{ column: 1, code: 'cell_too_long' }],
    });
  });

  it('refuses a quote that never closes, naming where it starts', async () => {
    const error = await readSpreadsheet(Buffer.from('a;b\n1;2\n"open;3\n4;5\n')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpreadsheetError);
    expect(error).toMatchObject({ problem: 'unreadable', row: 3 });
  });
});

describe('reading XLSX', () => {
  it('reads text, numbers, booleans, rich text and date cells as text, dates as YYYY-MM-DD', async () => {
    const file = await xlsxFile(
      [
        ['Фамилия', 'Сумма', 'Дата', 'Флаг', 'Текст'],
        [
          'Должников',
          412500.5,
          new Date(Date.UTC(1980, 3, 15)),
          true,
          { richText: [{ text: 'ООО ' }, { text: '«Ромашка»' }] },
        ],
        ['Петров', 7700123456, '20.05.2015', false, null],
      ],
      { secondSheet: [['not read']] },
    );
    const sheet = await readSpreadsheet(file);
    expect(sheet).toMatchObject({ format: 'xlsx', header: ['Фамилия', 'Сумма', 'Дата', 'Флаг', 'Текст'] });
    expect(sheet.rows).toEqual([
      { number: 2, cells: ['Должников', '412500.5', '1980-04-15', 'true', 'ООО «Ромашка»'], problems: [] },
      { number: 3, cells: ['Петров', '7700123456', '20.05.2015', 'false'], problems: [] },
    ]);
  });

  it('reads long Cyrillic text unbroken, wherever the parser’s pieces of the file end', async () => {
    const rows = Array.from({ length: 4_000 }, (_, i) => [`Ёлкин-Щербаков ${i}`, `ООО «Грузовые перевозки Юг» № ${i}`]);
    const sheet = await readSpreadsheet(await xlsxFile([['Фамилия', 'Компания'], ...rows]));
    expect(sheet.rows.map((row) => row.cells)).toEqual(rows);
  });

  it('reports a formula cell and an error value in their row, never their result', async () => {
    const file = await xlsxFile([
      ['a', 'b', 'c'],
      ['x', { formula: 'A2&"!"', result: 'x!' }, 'ok'],
      ['y', { error: '#N/A' }, 'ok'],
    ]);
    const sheet = await readSpreadsheet(file);
    expect(sheet.rows).toEqual([
      { number: 2, cells: ['x', '', 'ok'], problems: [{ column: 1, code: 'formula' }] },
      { number: 3, cells: ['y', '', 'ok'], problems: [{ column: 1, code: 'cell_error' }] },
    ]);
  });

  it('reads a sheet without shared strings (inline text only)', async () => {
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
      <row r="1"><c r="A1" t="inlineStr"><is><t>key</t></is></c></row>
      <row r="2"><c r="A2" t="inlineStr"><is><t>значение</t></is></c><c r="B2"><v>42</v></c></row>
    </sheetData></worksheet>`;
    const parsed = await readSpreadsheet(zipOf(workbookParts(sheet)));
    expect(parsed.rows).toEqual([{ number: 2, cells: ['значение', '42'], problems: [] }]);
  });

  it('refuses a zip bomb whose headers understate the unpacked size, before it is unpacked', async () => {
    const sheet = Buffer.concat([
      Buffer.from('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'),
      Buffer.alloc(64 * 1024 * 1024, 0x20),
      Buffer.from('</sheetData></worksheet>'),
    ]);
    const bomb = zipOf(
      workbookParts(sheet).map((part) => ({ ...part, declaredSize: part.data.length > 1000 ? 2_000 : undefined })),
    );
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toBe('archive_too_large');
  });

  it('refuses an archive whose honest unpacked size is over the limit, without inflating it', async () => {
    const sheet = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const file = zipOf(workbookParts(sheet));
    expect(await refusal(file, { ...spreadsheetLimits, maxUnpackedBytes: 1024 * 1024 })).toBe('archive_too_large');
    expect(await refusal(file, { ...spreadsheetLimits, maxArchiveEntries: 2 })).toBe('archive_too_large');
  });

  it('refuses a zip that is not a workbook, a broken zip, an old Excel file and an encrypted one', async () => {
    expect(await refusal(zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe('not_spreadsheet');
    const good = await xlsxFile([['a'], ['1']]);
    expect(await refusal(good.subarray(0, good.length - 30))).toBe('unreadable');
    expect(await refusal(Buffer.from('PK\u0003\u0004 garbage that is no archive'))).toBe('unreadable');
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).toBe('old_excel');
    const encrypted = Buffer.from(good);
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(encrypted.readUInt16LE(central + 8) | 1, central + 8);
    expect(await refusal(encrypted)).toBe('encrypted');
  });
});

describe('limits and refusals of any file', () => {
  it('refuses more rows than the limit, and more columns', async () => {
    const rows = [header, person, person, person, person];
    const limits = { ...spreadsheetLimits, maxRows: 3 };
    expect(await refusal(Buffer.from(csvText(rows)), limits)).toBe('too_many_rows');
    expect(await refusal(Buffer.from(csvText(rows.slice(0, 4))), limits)).toBe('read');
    expect(await refusal(await xlsxFile(rows), limits)).toBe('too_many_rows');
    const wide = Array.from({ length: spreadsheetLimits.maxColumns + 1 }, (_, i) => `c${i}`);
    expect(await refusal(Buffer.from(csvText([wide])))).toBe('too_many_columns');
  });

  it('refuses an image, an empty file, a file with only blank rows and one over the size limit', async () => {
    expect(await refusal(onePixelPng)).toBe('not_spreadsheet');
    expect(await refusal(new Uint8Array())).toBe('empty_file');
    expect(await refusal(Buffer.from(';;\r\n \r\n'))).toBe('empty_file');
    expect(await refusal(Buffer.from('a;b\n1;2\n'), { ...spreadsheetLimits, maxFileBytes: 4 })).toBe('file_too_large');
  });
});

describe('matching the header', () => {
  const columns = [
    { key: 'number', names: ['Номер полиса', 'Policy number'], required: true },
    { key: 'regNumber', names: ['Госномер', 'Registration plate'], required: false },
    { key: 'startDate', names: ['Начало действия', 'Start date'], required: true },
  ];

  it('finds columns by key or either name, bilingual headers too, in any order and case', () => {
    expect(matchHeader(['START_DATE', 'номер  полиса', 'Госномер / Registration plate'], columns)).toEqual({
      keys: ['startDate', 'number', 'regNumber'],
      missing: [],
      duplicate: [],
      unknown: [],
    });
    expect(matchHeader(['Policy Number*', 'reg_number', 'Начало действия'], columns).keys).toEqual([
      'number',
      'regNumber',
      'startDate',
    ]);
  });

  it('lists missing required, doubled and unknown columns; blank header cells are no columns', () => {
    expect(matchHeader(['Policy number', 'номер полиса', 'Комментарий', ''], columns)).toEqual({
      keys: ['number', 'number', null, null],
      missing: ['startDate'],
      duplicate: ['number'],
      unknown: ['Комментарий'],
    });
  });
});
