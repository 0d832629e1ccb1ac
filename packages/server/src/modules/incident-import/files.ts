import ExcelJS from 'exceljs';
import {
  incidentImportDefinition,
  incidentImportLimits,
  incidentImportProblemTexts,
  wholeFileText,
  type IncidentImportProblem,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import type { Db } from '../../db/client';
import {
  addTemplateSheets,
  csvTemplate,
  importNotes,
  xlsxContentType,
  type DownloadFile,
  type TemplateColumns,
} from '../../platform/spreadsheet-template';
import { readReferenceLists } from './repo';

/**
 * The files of the incident import: the template staff fill (bilingual headers, an example row,
 * notes, and every reference list on its own sheet) and the row-by-row report of a refused upload
 * (row, column and problem in Russian and English).
 */

const columns = Object.entries(incidentImportDefinition.columns) as TemplateColumns;

const generalNotes = [
  ...importNotes(incidentImportLimits),
  [
    'Справочники (способы хищения, грузы, регионы, города…) — на следующих листах: пишите название по-русски или по-английски либо номер.',
    'The reference lists (categories, cargo, regions, cities…) are on the following sheets: write the Russian or English name, or the id.',
  ],
  [
    'Повтор: инцидент с той же датой, городом, категорией груза и ущербом уже есть. При загрузке выберите — пропустить такие строки или обновить ими инциденты.',
    'A repeat: an incident with the same date, city, cargo category and damage is stored. When uploading, choose to skip such rows or to update the incidents with them.',
  ],
];

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
  addTemplateSheets(workbook, columns, generalNotes);

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

export async function incidentTemplate(db: Db, format: 'xlsx' | 'csv'): Promise<DownloadFile> {
  if (format === 'csv') {
    return { fileName: 'incidents-template.csv', contentType: 'text/csv; charset=utf-8', data: csvTemplate(columns) };
  }
  return { fileName: 'incidents-template.xlsx', contentType: xlsxContentType, data: await xlsxTemplate(db) };
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
    contentType: xlsxContentType,
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
