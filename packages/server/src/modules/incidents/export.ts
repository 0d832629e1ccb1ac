import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { IncidentFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Locale } from '@cargo-sentry/contracts/common';
import { incidentImportDefinition, type IncidentImportColumn } from '@cargo-sentry/contracts/incident-import';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { columnHeader, templateSheetColumns, type TemplateColumns } from '../../platform/spreadsheet-template';
import { incidentWhere } from '../incident-index/service';
import { incidentExportCells } from './export-cells';
import { listIncidentRowsAfter } from './repo';
import { normalize, type IncidentContext } from './service';

/** The import template's columns, in its order: an exported file imports again as it is (issue 23 §7). */
const columns = Object.entries(incidentImportDefinition.columns) as TemplateColumns;

/** The export's header row: the template's bilingual headers, whatever the language of the names. */
export function exportHeaders(): string[] {
  return columns.map(([, column]) => columnHeader(column));
}

export function exportFileName(now: Date = new Date()): string {
  return `incidents_${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Demo users may not export (SPEC §6). Called before the response starts. */
export function assertMayExport(user: Pick<UserRow, 'demo'>): void {
  if (user.demo) throw new DomainError('demo_mode', 'Excel export is disabled in demo mode');
}

const batchSize = 5000;

/**
 * Streams the filtered incidents as .xlsx into `out`, in keyset batches, so memory stays bounded
 * however many rows match (DESIGN.md §8: building a million rows in memory takes 668 MiB).
 */
export async function writeIncidentWorkbook(
  ctx: IncidentContext,
  user: Pick<UserRow, 'accessLevel'>,
  filter: IncidentFilter,
  lang: Locale,
  out: Writable,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Incidents' : 'Инциденты', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = templateSheetColumns(columns);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const where = incidentWhere(normalize(filter), user);
  let after: { date: string; id: number } | undefined;
  let written = 0;
  for (;;) {
    const rows = await listIncidentRowsAfter(ctx.db, where, after, batchSize);
    for (const row of rows) {
      const cells = incidentExportCells(row, ctx.references, lang);
      sheet.addRow(columns.map(([key]) => cells[key as IncidentImportColumn])).commit();
    }
    written += rows.length;
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * Starts an export and returns the stream to send: the demo check happens first (403 before any
 * byte), then rows are written as the client reads. A failure mid-way aborts the stream.
 */
export function openIncidentExport(
  ctx: IncidentContext,
  user: Pick<UserRow, 'accessLevel' | 'demo'>,
  filter: IncidentFilter,
  lang: Locale,
  onError: (error: unknown) => void,
): Readable {
  assertMayExport(user);
  const out = new PassThrough();
  writeIncidentWorkbook(ctx, user, filter, lang, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
