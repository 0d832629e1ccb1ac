import ExcelJS from 'exceljs';
import type { RegisterColumn, RegisterDefinition } from '@cargo-sentry/contracts/register-columns';
import { registerDefinitions } from '@cargo-sentry/contracts/register-definitions';
import type { RegisterName, TemplateFormat } from '@cargo-sentry/contracts/registers';
import { spreadsheetLimits } from '@cargo-sentry/contracts/spreadsheet-import';

/**
 * The file staff fill to import a register: a bilingual header row ("Номер полиса / Policy
 * number"), which the import reads by either half, and one example row. The XLSX adds a sheet
 * explaining each column in both languages; the CSV is UTF-8 with a BOM and `;`, as a Russian
 * Excel opens it.
 */

export interface TemplateFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const headerOf = ({ name }: RegisterColumn) => (name.ru === name.en ? name.ru : `${name.ru} / ${name.en}`);
const columnsOf = (definition: RegisterDefinition) => Object.entries(definition.columns);

const sizeMiB = spreadsheetLimits.maxFileBytes / 1024 / 1024;
const rows = spreadsheetLimits.maxRows;
const generalNotes = [
  [
    `Данные — на первом листе, заголовки — в первой строке, столбцы в любом порядке. До ${rows.toLocaleString('ru')} строк, файл до ${sizeMiB} МБ. Формулы не принимаются: вставьте значения.`,
    `Data on the first sheet, headers in the first row, columns in any order. Up to ${rows.toLocaleString('en')} rows, a file up to ${sizeMiB} MiB. Formulas are refused: paste values.`,
  ],
  [
    'Файл загружается целиком или не загружается вовсе: при любой ошибке ничего не записывается, а отчёт называет строку и столбец.',
    'A file is imported whole or not at all: on any error nothing is written and the report names the row and column.',
  ],
];

function exampleCell(column: RegisterColumn): string | Date {
  const iso = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(column.example);
  if (column.cell.format === 'date' && iso) return new Date(Date.UTC(+iso[3], +iso[2] - 1, +iso[1]));
  return column.example;
}

async function xlsxTemplate(definition: RegisterDefinition): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Данные (Data)', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = columnsOf(definition);
  data.columns = columns.map(([key, column]) => ({
    key,
    header: headerOf(column),
    width: Math.min(60, Math.max(14, headerOf(column).length + 2, column.example.length + 2)),
    // Identifiers stay text, so Excel keeps their leading zeros; dates show as DD.MM.YYYY.
    style:
      column.cell.format === 'text' ? { numFmt: '@' } : column.cell.format === 'date' ? { numFmt: 'dd.mm.yyyy' } : {},
  }));
  data.getRow(1).font = { bold: true };
  data.addRow(Object.fromEntries(columns.map(([key, column]) => [key, exampleCell(column)])));

  const notes = workbook.addWorksheet('Пояснения (Notes)');
  notes.columns = [
    { header: 'Столбец / Column', width: 40 },
    { header: 'Ключ / Key', width: 16 },
    { header: 'Обязательный / Required', width: 14 },
    { header: 'Описание', width: 60 },
    { header: 'Description', width: 60 },
    { header: 'Пример / Example', width: 30 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [key, column] of columns) {
    const required = column.cell.required ? 'да / yes' : 'нет / no';
    notes.addRow([headerOf(column), key, required, column.note.ru, column.note.en, column.example]);
  }
  notes.addRow([]);
  for (const [ru, en] of generalNotes) notes.addRow(['', '', '', ru, en]);
  notes.eachRow((row) => (row.alignment = { wrapText: true, vertical: 'top' }));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvTemplate(definition: RegisterDefinition): Buffer {
  const columns = columnsOf(definition).map(([, column]) => column);
  const lines = [columns.map(headerOf), columns.map((column) => column.example)];
  const text = lines.map((line) => line.map(csvCell).join(';')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

export async function registerTemplate(name: RegisterName, format: TemplateFormat): Promise<TemplateFile> {
  const definition = registerDefinitions[name] as RegisterDefinition;
  if (format === 'csv') {
    return { fileName: `${name}-template.csv`, contentType: 'text/csv; charset=utf-8', data: csvTemplate(definition) };
  }
  return {
    fileName: `${name}-template.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: await xlsxTemplate(definition),
  };
}
