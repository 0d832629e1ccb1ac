import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { RegisterImportReport } from '@cargo-sentry/contracts/registers/registers';
import type { TFunction } from 'i18next';
import { toCsv } from '@/shared/format/csv';
import type { ReportLine } from '@/shared/spreadsheet-import/problem-table';
import { registerColumnName } from './register-labels';

/** The report's problems in the UI language: row number, column name, what is wrong, the cell. */
export function reportLines(report: RegisterImportReport, t: TFunction, locale: Locale): ReportLine[] {
  return report.errors.map((error) => ({
    row: error.row === null ? t('registers.report_whole_file') : String(error.row),
    column: error.column === null ? '—' : registerColumnName(report.register, error.column, locale),
    problem: t(`registers.problems.${error.code}`),
    value: error.value ?? '',
  }));
}

/** The report as CSV for Excel (`toCsv`), a header row in the UI language. */
export function reportCsv(report: RegisterImportReport, t: TFunction, locale: Locale): string {
  const header = ['report_row', 'report_column', 'report_problem', 'report_value'].map((key) => t(`registers.${key}`));
  const lines = reportLines(report, t, locale).map((line) => [line.row, line.column, line.problem, line.value]);
  return toCsv([header, ...lines], locale);
}
