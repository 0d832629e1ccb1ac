import ExcelJS from 'exceljs';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { ReportData, ReportGroup, ReportIncident } from './report-data';
import { formatChange, formatDay, nameIn, reportWords as w } from './report-words';

type Cell = string | number | null;

function sheet(
  book: ExcelJS.Workbook,
  name: string,
  headers: string[],
  rows: Cell[][],
  widths: number[],
): ExcelJS.Worksheet {
  const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(headers).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  ws.columns.forEach((column, i) => {
    column.width = widths[i] ?? 14;
  });
  return ws;
}

const share = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

function groupSheet(
  book: ExcelJS.Workbook,
  name: string,
  nameHeader: string,
  groups: ReportGroup[],
  total: number,
  lang: Locale,
) {
  sheet(
    book,
    name,
    [nameHeader, w.count[lang], `${w.share[lang]}, %`, `${w.damage[lang]}, ₽`],
    groups.map((g) => [nameIn(g.name, lang), g.count, share(g.count, total), g.damage]),
    [36, 12, 10, 18],
  );
}

const incidentRow = (i: ReportIncident, lang: Locale): Cell[] => [
  i.id,
  formatDay(i.date),
  nameIn(i.region, lang),
  nameIn(i.city, lang),
  nameIn(i.cargo, lang),
  nameIn(i.category, lang),
  i.damage,
  i.description,
];

/** The incident report as a workbook in one language: the same figures as the PDF, one sheet each. */
export async function buildReportXlsx(data: ReportData, lang: Locale): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(data.generatedAt);
  const s = data.summary;
  sheet(
    book,
    w.summary[lang],
    [w.title[lang], ''],
    [
      [w.period[lang], `${formatDay(data.dateFrom)} — ${formatDay(data.dateTo)}`],
      [w.generated[lang], `${formatDay(data.generatedAt.slice(0, 10))} ${data.generatedAt.slice(11, 16)} UTC`],
      ...(data.filtered ? [[w.filtered[lang], ''] as Cell[]] : []),
      [w.incidents[lang], s.count],
      [`${w.damage[lang]}, ₽`, s.damage],
      [`${w.average[lang]}, ₽`, s.averageDamage],
      [w.robbery[lang], s.robbery],
      [w.fraud[lang], s.fraud],
      [w.countChange[lang], formatChange(s.countChange, lang)],
      [w.damageChange[lang], formatChange(s.damageChange, lang)],
    ],
    [40, 28],
  );
  sheet(
    book,
    w.months[lang],
    [w.month[lang], w.count[lang], `${w.damage[lang]}, ₽`],
    data.months.map((m) => [m.month, m.count, m.damage]),
    [12, 12, 18],
  );
  groupSheet(book, w.regions[lang], w.region[lang], data.regions, s.count, lang);
  groupSheet(book, w.cargo[lang], w.cargoCategory[lang], data.cargo, s.count, lang);
  groupSheet(book, w.districts[lang], w.district[lang], data.districts, s.count, lang);
  const headers = [
    'ID',
    w.date[lang],
    w.region[lang],
    w.city[lang],
    w.cargoCategory[lang],
    w.category[lang],
    `${w.damage[lang]}, ₽`,
    w.description[lang],
  ];
  const widths = [9, 12, 26, 18, 22, 18, 16, 40];
  sheet(
    book,
    w.largest[lang],
    headers,
    data.notable.largest.map((i) => incidentRow(i, lang)),
    widths,
  );
  sheet(
    book,
    w.latest[lang],
    headers,
    data.notable.latest.map((i) => incidentRow(i, lang)),
    widths,
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
