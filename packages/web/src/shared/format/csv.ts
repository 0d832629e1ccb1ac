import type { Locale } from '@cargo-sentry/contracts/shared/common';

const csvCell = (value: string) => (/[";,\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Rows as CSV for Excel: UTF-8 with a BOM, `;` in Russian (as a Russian Excel reads it) and `,` in
 * English, one line per row ending in CRLF.
 */
export function toCsv(rows: string[][], locale: Locale): string {
  const delimiter = locale === 'ru' ? ';' : ',';
  return '\uFEFF' + rows.map((cells) => cells.map(csvCell).join(delimiter)).join('\r\n') + '\r\n';
}
