import type { Locale } from '@cargo-sentry/contracts/common';
import type { RegisterImportReport } from '@cargo-sentry/contracts/registers';
import type { TFunction } from 'i18next';
import { registerColumnName } from './register-labels';

/** One problem of an import report as the user reads it. */
export interface ReportLine {
  row: string;
  column: string;
  problem: string;
  value: string;
}

/** The report's problems in the UI language: row number, column name, what is wrong, the cell. */
export function reportLines(report: RegisterImportReport, t: TFunction, locale: Locale): ReportLine[] {
  return report.errors.map((error) => ({
    row: error.row === null ? t('admin.registers.report_whole_file') : String(error.row),
    column: error.column === null ? '—' : registerColumnName(report.register, error.column, locale),
    problem: t(`admin.registers.problems.${error.code}`),
    value: error.value ?? '',
  }));
}

const csvCell = (value: string) => (/[";,\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The report as CSV for Excel: UTF-8 with a BOM, `;` in Russian (as a Russian Excel reads it) and
 * `,` in English, a header row in the UI language.
 */
export function reportCsv(report: RegisterImportReport, t: TFunction, locale: Locale): string {
  const delimiter = locale === 'ru' ? ';' : ',';
  const header = ['report_row', 'report_column', 'report_problem', 'report_value'].map((key) =>
    t(`admin.registers.${key}`),
  );
  const lines = reportLines(report, t, locale).map((line) => [line.row, line.column, line.problem, line.value]);
  return '\uFEFF' + [header, ...lines].map((cells) => cells.map(csvCell).join(delimiter)).join('\r\n') + '\r\n';
}
