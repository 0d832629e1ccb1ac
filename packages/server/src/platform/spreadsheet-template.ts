import type ExcelJS from 'exceljs';
import type { RegisterColumn } from '@cargo-sentry/contracts/registers/columns';
import { csvCell } from './formula-guard';

/**
 * The parts every import template shares (register import, incident import): a bilingual header
 * row ("Номер полиса / Policy number"), which the import reads by either half, one example row,
 * a sheet explaining each column in both languages, and the CSV form of the same two rows.
 */

/** A file the server hands out for download. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TemplateColumns = [key: string, column: RegisterColumn][];

export const columnHeader = ({ name }: RegisterColumn) => (name.ru === name.en ? name.ru : `${name.ru} / ${name.en}`);

/** The example as Excel should hold it: a DD.MM.YYYY example of a date column becomes a date. */
function exampleCell(column: RegisterColumn): string | Date {
  const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(column.example);
  if (column.cell.format === 'date' && dmy) return new Date(Date.UTC(+dmy[3], +dmy[2] - 1, +dmy[1]));
  return column.example;
}

/** The general notes every import template starts with, as Russian and English pairs. */
export function importNotes({ maxRows, maxFileBytes }: { maxRows: number; maxFileBytes: number }): string[][] {
  const sizeMiB = maxFileBytes / 1024 / 1024;
  return [
    [
      `Данные — на первом листе, заголовки — в первой строке, столбцы в любом порядке. До ${maxRows.toLocaleString('ru')} строк, файл до ${sizeMiB} МБ. Формулы не принимаются: вставьте значения.`,
      `Data on the first sheet, headers in the first row, columns in any order. Up to ${maxRows.toLocaleString('en')} rows, a file up to ${sizeMiB} MiB. Formulas are refused: paste values.`,
    ],
    [
      'Файл загружается целиком или не загружается вовсе: при любой ошибке ничего не записывается, а отчёт называет строку и столбец.',
      'A file is imported whole or not at all: on any error nothing is written and the report names the row and column.',
    ],
  ];
}

/**
 * The data sheet's columns as a template holds them: a bilingual header, a width for it and its
 * example, and the cell format. The incident export lays out its sheet with these too, so an
 * exported file has the template's headers in its order (issue 23 §7).
 */
export function templateSheetColumns(columns: TemplateColumns): Partial<ExcelJS.Column>[] {
  return columns.map(([key, column]) => ({
    key,
    header: columnHeader(column),
    width: Math.min(60, Math.max(14, columnHeader(column).length + 2, column.example.length + 2)),
    // Identifiers stay text, so Excel keeps their leading zeros; dates show as DD.MM.YYYY.
    style:
      column.cell.format === 'text' ? { numFmt: '@' } : column.cell.format === 'date' ? { numFmt: 'dd.mm.yyyy' } : {},
  }));
}

/**
 * Adds the data sheet (headers and the example row) and the notes sheet (each column, then the
 * general notes, each a Russian and English pair) to the workbook.
 */
export function addTemplateSheets(
  workbook: ExcelJS.Workbook,
  columns: TemplateColumns,
  generalNotes: string[][],
): void {
  const data = workbook.addWorksheet('Данные (Data)', { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = templateSheetColumns(columns);
  data.getRow(1).font = { bold: true };
  data.addRow(Object.fromEntries(columns.map(([key, column]) => [key, exampleCell(column)])));

  const notes = workbook.addWorksheet('Пояснения (Notes)');
  notes.columns = [
    { header: 'Столбец / Column', width: 40 },
    { header: 'Ключ / Key', width: 22 },
    { header: 'Обязательный / Required', width: 14 },
    { header: 'Описание', width: 60 },
    { header: 'Description', width: 60 },
    { header: 'Пример / Example', width: 30 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [key, column] of columns) {
    const required = column.cell.required ? 'да / yes' : 'нет / no';
    notes.addRow([columnHeader(column), key, required, column.note.ru, column.note.en, column.example]);
  }
  notes.addRow([]);
  for (const [ru, en] of generalNotes) notes.addRow(['', '', '', ru, en]);
  notes.eachRow((row) => (row.alignment = { wrapText: true, vertical: 'top' }));
}

/** The CSV template: UTF-8 with a BOM and `;`, as a Russian Excel opens it. */
export function csvTemplate(columns: TemplateColumns): Buffer {
  const lines = [columns.map(([, column]) => columnHeader(column)), columns.map(([, column]) => column.example)];
  const text = lines.map((line) => line.map((cell) => csvCell(cell, ';')).join(';')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}
