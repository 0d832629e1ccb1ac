import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportData } from './report-data';
import { buildReportPdf } from './report-pdf';
import { buildReportXlsx } from './report-xlsx';
import { pdfText } from '../../../test/pdf-text';

const name = (ru: string, en: string) => ({ ru, en });

const data: ReportData = {
  dateFrom: '2026-01-01',
  dateTo: '2026-06-30',
  generatedAt: '2026-07-01T09:30:00.000Z',
  filtered: true,
  summary: {
    count: 1234,
    damage: 98_765_432,
    averageDamage: 80_037,
    robbery: 1000,
    fraud: 234,
    countChange: 12.5,
    damageChange: -3.2,
  },
  regions: [
    { name: name('Московская область', 'Moscow Oblast'), count: 400, damage: 40_000_000 },
    { name: name('Ростовская область', 'Rostov Oblast'), count: 200, damage: 10_000_000 },
    { name: { ru: null, en: null }, count: 5, damage: 1 },
  ],
  cargo: [{ name: name('Электроника', 'Electronics'), count: 321, damage: 50_000_000 }],
  districts: [{ name: name('Центральный', 'Central'), count: 700, damage: 60_000_000 }],
  months: [
    { month: '2026-01', count: 100, damage: 1 },
    { month: '2026-02', count: 250, damage: 1 },
    { month: '2026-03', count: 0, damage: 0 },
    { month: '2026-04', count: 300, damage: 1 },
    { month: '2026-05', count: 284, damage: 1 },
    { month: '2026-06', count: 300, damage: 1 },
  ],
  notable: {
    largest: [
      {
        id: 77,
        date: '2026-03-15',
        damage: 25_000_000,
        region: name('Московская область', 'Moscow Oblast'),
        city: name('Химки', 'Khimki'),
        cargo: name('Электроника', 'Electronics'),
        category: name('Кража', 'Theft'),
        description: 'Смартфоны, 400 коробок',
      },
    ],
    latest: [],
  },
};

describe('the report PDF', () => {
  it('has the Russian title, period, figures and names in Cyrillic text a reader can extract', async () => {
    const pdf = await buildReportPdf(data, 'ru');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Отчёт об инцидентах с грузами');
    expect(text).toContain('01.01.2026 — 30.06.2026');
    expect(text).toContain('1 234');
    expect(text).toContain('98 765 432 ₽');
    expect(text).toContain('+12,5 %');
    expect(text).toContain('Московская область');
    expect(text).toContain('Электроника');
    expect(text).toContain('Смартфоны, 400 коробок');
    expect(text).toContain('мар 2026');
    expect(text).toContain('С учётом выбранного фильтра');
  });

  it('is in English when asked, with English names and number format', async () => {
    const text = await pdfText(await buildReportPdf(data, 'en'));
    expect(text).toContain('Cargo incident report');
    expect(text).toContain('1,234');
    expect(text).toContain('98,765,432 ₽');
    expect(text).toContain('Moscow Oblast');
    expect(text).toContain('Top cargo categories');
    expect(text).not.toContain('Отчёт');
  });

  it('says there were no incidents when the period has none', async () => {
    const empty: ReportData = {
      ...data,
      summary: { ...data.summary, count: 0, damage: 0, averageDamage: 0, countChange: null },
      regions: [],
      cargo: [],
      months: data.months.map((m) => ({ ...m, count: 0 })),
      notable: { largest: [], latest: [] },
    };
    const text = await pdfText(await buildReportPdf(empty, 'ru'));
    expect(text).toContain('Нет инцидентов за период.');
  });
});

describe('a null reference name in the report (issue 23 §4)', () => {
  const missing = { ru: null, en: null };
  const unnamed: ReportData = {
    ...data,
    cargo: [{ name: missing, count: 3, damage: 30 }],
    notable: {
      largest: [{ ...data.notable.largest[0], region: missing, city: missing, cargo: missing, category: missing }],
      latest: [],
    },
  };
  const labels = { ru: 'Не определено', en: 'Undefined' } as const;

  for (const lang of ['ru', 'en'] as const) {
    it(`is "${labels[lang]}" in the ${lang} PDF, never the raw word or another phrase`, async () => {
      const text = await pdfText(await buildReportPdf(unnamed, lang));
      // top regions, top cargo and the notable incident's place and cargo
      expect(text.split(labels[lang]).length - 1).toBeGreaterThanOrEqual(4);
      expect(text).not.toMatch(/\bundefined\b|\bnull\b|не установлено|not set/);
    });

    it(`is "${labels[lang]}" in every ${lang} XLSX sheet that names a group or an incident`, async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await buildReportXlsx(unnamed, lang)) as unknown as ArrayBuffer);
      const cells = book.worksheets.flatMap((sheet) =>
        sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((cell) => String(cell ?? '')) : [])),
      );
      expect(cells.filter((cell) => cell === labels[lang]).length).toBeGreaterThanOrEqual(5);
      expect(cells.filter((cell) => /\bundefined\b|\bnull\b|не установлено|not set/.test(cell))).toEqual([]);
    });
  }
});

describe('the report XLSX', () => {
  it('holds the summary, months, top lists and notable incidents in the language asked for', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await buildReportXlsx(data, 'ru')) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Сводка',
      'Динамика по месяцам',
      'Топ регионов',
      'Топ категорий груза',
      'Федеральные округа',
      'Наибольший ущерб',
      'Последние инциденты',
    ]);
    const summary = book.getWorksheet('Сводка')!;
    const values = Object.fromEntries(
      summary.getRows(2, summary.rowCount - 1)!.map((r) => [String(r.getCell(1).value), r.getCell(2).value]),
    );
    expect(values['Инцидентов']).toBe(1234);
    expect(values['Ущерб, ₽']).toBe(98_765_432);
    const regions = book.getWorksheet('Топ регионов')!;
    expect(regions.getRow(2).values).toEqual([undefined, 'Московская область', 400, 32.4, 40_000_000]);
    expect(book.getWorksheet('Динамика по месяцам')!.rowCount).toBe(7);
    expect(book.getWorksheet('Наибольший ущерб')!.getRow(2).getCell(8).value).toBe('Смартфоны, 400 коробок');

    const english = new ExcelJS.Workbook();
    await english.xlsx.load((await buildReportXlsx(data, 'en')) as unknown as ArrayBuffer);
    expect(english.worksheets[2].name).toBe('Top regions');
    expect(english.worksheets[2].getRow(2).getCell(1).value).toBe('Moscow Oblast');
  });
});
