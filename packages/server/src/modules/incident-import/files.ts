import ExcelJS from 'exceljs';
import {
  incidentImportDefinition,
  incidentImportLimits,
  incidentImportProblemTexts,
  wholeFileText,
  type IncidentImportProblem,
} from '@cargo-sentry/contracts/incident-import';
import type { RegisterColumn } from '@cargo-sentry/contracts/register-columns';
import type { Db } from '../../db/client';
import { readReferenceLists } from './repo';

/**
 * The files of the incident import: the template staff fill (bilingual headers, an example row,
 * notes, and every reference list on its own sheet) and the row-by-row report of a refused upload
 * (row, column and problem in Russian and English).
 */

export interface DownloadFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const columns = Object.entries(incidentImportDefinition.columns) as [string, RegisterColumn][];
const headerOf = ({ name }: RegisterColumn) => (name.ru === name.en ? name.ru : `${name.ru} / ${name.en}`);

const sizeMiB = incidentImportLimits.maxFileBytes / 1024 / 1024;
const maxRows = incidentImportLimits.maxRows;
const generalNotes = [
  [
    `Данные — на первом листе, заголовки — в первой строке, столбцы в любом порядке. До ${maxRows.toLocaleString('ru')} строк, файл до ${sizeMiB} МБ. Формулы не принимаются: вставьте значения.`,
    `Data on the first sheet, headers in the first row, columns in any order. Up to ${maxRows.toLocaleString('en')} rows, a file up to ${sizeMiB} MiB. Formulas are refused: paste values.`,
  ],
  [
    'Файл загружается целиком или не загружается вовсе: при любой ошибке ничего не записывается, а отчёт называет строку и столбец.',
    'A file is imported whole or not at all: on any error nothing is written and the report names the row and column.',
  ],
  [
    'Справочники (способы хищения, грузы, регионы, города…) — на следующих листах: пишите название по-русски или по-английски либо номер.',
    'The reference lists (categories, cargo, regions, cities…) are on the following sheets: write the Russian or English name, or the id.',
  ],
  [
    'Повтор: инцидент с той же датой, городом, категорией груза и ущербом уже есть. При загрузке выберите — пропустить такие строки или обновить ими инциденты.',
    'A repeat: an incident with the same date, city, cargo category and damage is stored. When uploading, choose to skip such rows or to update the incidents with them.',
  ],
];

function exampleCell(column: RegisterColumn): string | Date {
  const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(column.example);
  if (column.cell.format === 'date' && dmy) return new Date(Date.UTC(+dmy[3], +dmy[2] - 1, +dmy[1]));
  return column.example;
}

/** Sheet names (at most 31 characters) of the reference lists, as the column notes name them. */
const listSheets = {
  categories: 'Способы хищения (Categories)',
  cargo: 'Грузы (Cargo)',
  methods: 'Способы нападения (Methods)',
  scenes: 'Места (Scenes)',
  sources: 'Источники (Sources)',
  countries: 'Страны (Countries)',
  districts: 'Округа (Districts)',
  regions: 'Регионы (Regions)',
  cities: 'Города (Cities)',
} as const;

async function xlsxTemplate(db: Db): Promise<Buffer> {
  const lists = await readReferenceLists(db);
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Данные (Data)', { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = columns.map(([key, column]) => ({
    key,
    header: headerOf(column),
    width: Math.min(50, Math.max(14, headerOf(column).length + 2, column.example.length + 2)),
    style:
      column.cell.format === 'text' ? { numFmt: '@' } : column.cell.format === 'date' ? { numFmt: 'dd.mm.yyyy' } : {},
  }));
  data.getRow(1).font = { bold: true };
  data.addRow(Object.fromEntries(columns.map(([key, column]) => [key, exampleCell(column)])));

  const notes = workbook.addWorksheet('Пояснения (Notes)');
  notes.columns = [
    { header: 'Столбец / Column', width: 40 },
    { header: 'Ключ / Key', width: 22 },
    { header: 'Обязательный / Required', width: 14 },
    { header: 'Описание', width: 60 },
    { header: 'Description', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [key, column] of columns) {
    notes.addRow([
      headerOf(column),
      key,
      column.cell.required ? 'да / yes' : 'нет / no',
      column.note.ru,
      column.note.en,
    ]);
  }
  notes.addRow([]);
  for (const [ru, en] of generalNotes) notes.addRow(['', '', '', ru, en]);
  notes.eachRow((row) => (row.alignment = { wrapText: true, vertical: 'top' }));

  const regionName = new Map(lists.regions.map((r) => [r.id, r.names[0]]));
  const list = (name: string, header: string[], rows: (string | number)[][]) => {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = header.map((title, i) => ({ header: title, width: i === 0 ? 8 : 36 }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(rows);
  };
  const simple = (items: { id: number; names: string[] }[]) =>
    items.map((item) => [item.id, item.names[0], item.names[1]]);
  const named = ['№ / Id', 'Название', 'Name'];
  list(listSheets.categories, named, simple(lists.categories));
  list(listSheets.cargo, named, simple(lists.cargo));
  list(listSheets.methods, named, simple(lists.methods));
  list(listSheets.scenes, named, simple(lists.scenes));
  list(listSheets.sources, named, simple(lists.sources));
  list(listSheets.countries, named, simple(lists.countries));
  list(listSheets.districts, named, simple(lists.districts));
  list(listSheets.regions, named, simple(lists.regions));
  list(
    listSheets.cities,
    [...named, 'Регион / Region'],
    lists.cities.map((c) => [c.id, c.names[0], c.names[1], regionName.get(c.region) ?? '']),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvTemplate(): Buffer {
  const lines = [columns.map(([, column]) => headerOf(column)), columns.map(([, column]) => column.example)];
  const text = lines.map((line) => line.map(csvCell).join(';')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

export async function incidentTemplate(db: Db, format: 'xlsx' | 'csv'): Promise<DownloadFile> {
  if (format === 'csv') {
    return { fileName: 'incidents-template.csv', contentType: 'text/csv; charset=utf-8', data: csvTemplate() };
  }
  return { fileName: 'incidents-template.xlsx', contentType: xlsxType, data: await xlsxTemplate(db) };
}

/** The report of a refused upload: one line per problem, both languages side by side. */
export async function reportFile(
  uploadId: number,
  upload: { errors: IncidentImportProblem[]; errors_total: number },
): Promise<DownloadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Отчёт (Report)', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Строка / Row', width: 12 },
    { header: 'Столбец', width: 28 },
    { header: 'Column', width: 28 },
    { header: 'Проблема', width: 60 },
    { header: 'Problem', width: 60 },
    { header: 'Значение / Value', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  const byKey = new Map(columns);
  for (const problem of upload.errors) {
    const column = problem.column === null ? undefined : byKey.get(problem.column);
    const text = incidentImportProblemTexts[problem.code];
    sheet.addRow([
      problem.row ?? `${wholeFileText.ru} / ${wholeFileText.en}`,
      column?.name.ru ?? problem.column ?? '—',
      column?.name.en ?? problem.column ?? '—',
      text.ru,
      text.en,
      problem.value ?? '',
    ]);
  }
  if (upload.errors.length < upload.errors_total) {
    sheet.addRow([]);
    sheet.addRow([
      '',
      '',
      '',
      `Показаны первые ${upload.errors.length} из ${upload.errors_total} ошибок`,
      `The first ${upload.errors.length} of ${upload.errors_total} errors are shown`,
    ]);
  }
  sheet.eachRow((row) => (row.alignment = { wrapText: true, vertical: 'top' }));
  return {
    fileName: `incidents-report-${uploadId}.xlsx`,
    contentType: xlsxType,
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
