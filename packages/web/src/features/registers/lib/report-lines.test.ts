import type { RegisterImportReport } from '@cargo-sentry/contracts/registers/registers';
import { importProblemCodeSchema } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { describe, expect, it } from 'vitest';
import { catalogs, createTestI18n } from '@/test/render';
import { reportCsv, reportLines } from './report-lines';

const report: RegisterImportReport = {
  register: 'court_cases',
  mode: 'replace',
  file_name: 'cases.csv',
  rows_read: 10,
  rows_imported: 0,
  rows_inserted: 0,
  rows_updated: 0,
  rows_unchanged: 0,
  ignored_columns: [],
  errors: [
    { row: 1, column: 'passportNumber', code: 'missing_column' },
    { row: 7, column: 'sides', code: 'too_long', value: 'Иванов; "Петров"' },
    { row: null, column: null, code: 'too_many_rows' },
  ],
  errors_total: 3,
};

describe('import report lines', () => {
  it('words every problem code in both languages', () => {
    for (const locale of ['ru', 'en'] as const) {
      const problems = (catalogs[locale].registers as { problems: Record<string, string> }).problems;
      expect(importProblemCodeSchema.options.filter((code) => !problems[code])).toEqual([]);
    }
  });

  it('names rows, columns and problems in the UI language', () => {
    const t = createTestI18n('en').t;
    expect(reportLines(report, t, 'en')).toEqual([
      { row: '1', column: 'Passport series and number', problem: 'A required column is missing', value: '' },
      { row: '7', column: 'Sides', problem: 'The text is too long', value: 'Иванов; "Петров"' },
      { row: 'whole file', column: '—', problem: 'Too many rows', value: '' },
    ]);
  });

  it('writes CSV for Excel: a BOM, `;` in Russian, quoted cells that need it', () => {
    const csv = reportCsv(report, createTestI18n('ru').t, 'ru');
    expect(csv.startsWith('\uFEFFСтрока;Столбец;Ошибка;Значение\r\n')).toBe(true);
    expect(csv).toContain('\r\n7;Стороны;Слишком длинный текст;"Иванов; ""Петров"""\r\n');
    expect(csv).toContain('\r\nвесь файл;—;Слишком много строк;\r\n');
    expect(reportCsv(report, createTestI18n('en').t, 'en').split('\r\n')[0]).toBe('\uFEFFRow,Column,Error,Value');
  });
});
