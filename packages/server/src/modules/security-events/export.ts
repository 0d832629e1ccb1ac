import ExcelJS from 'exceljs';
import type { SecurityEvent } from '@cargo-sentry/contracts/security-events/security-events';
import { csvCell } from '../../platform/formula-guard';

/** The export's columns: the API's field names, so a script reads the file as it reads the API. */
const columns = [
  'id',
  'at',
  'kind',
  'actor_id',
  'actor_username',
  'api_key_id',
  'address',
  'target',
  'details',
] as const;

function cellsOf(event: SecurityEvent): string[] {
  return columns.map((column) => {
    const value = event[column];
    if (value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}

/** The events as CSV (UTF-8 with a byte-order mark, so Excel reads Cyrillic right). */
export function securityEventsCsv(events: SecurityEvent[]): Buffer {
  const lines = [
    columns.join(','),
    ...events.map((event) =>
      cellsOf(event)
        .map((cell) => csvCell(cell, ','))
        .join(','),
    ),
  ];
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The events as one XLSX sheet; every cell is text, so none is read as a formula. */
export async function securityEventsXlsx(events: SecurityEvent[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('security_events', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...columns]).font = { bold: true };
  for (const event of events) sheet.addRow(cellsOf(event));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `security_events_<today>.<format>`. */
export function securityEventsFileName(format: 'xlsx' | 'csv', now: Date = new Date()): string {
  return `security_events_${now.toISOString().slice(0, 10)}.${format}`;
}
