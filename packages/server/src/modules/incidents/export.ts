import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { IncidentFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Locale } from '@cargo-sentry/contracts/common';
import { incidentImportDefinition, type IncidentImportColumn } from '@cargo-sentry/contracts/incident-import';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { createConcurrencyCap } from '../../platform/concurrency-cap';
import { columnHeader, templateSheetColumns, type TemplateColumns } from '../../platform/spreadsheet-template';
import { createBatchSizer, createTimeSlicer, giveWay, startStopwatch } from '../../platform/time-slices';
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

/** Exports one person may run at once; past it the answer is 429 `too_many_exports` (issue 23 §23). */
const exportsPerUser = 2;
const runningExports = createConcurrencyCap(exportsPerUser);

/**
 * How long one batch's query may take: on PGlite, which runs it on this thread, what another
 * request may wait for; on PostgreSQL it runs elsewhere and only its rows are read here.
 */
const batchTargetMs = { pglite: 25, postgres: 100 } as const;

/** Waits until the client has read what was written, so a slow reader does not make the export buffer it all. */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

/**
 * Streams the filtered incidents as .xlsx into `out`, in keyset batches, so memory stays bounded
 * however many rows match (DESIGN.md §8: building a million rows in memory takes 668 MiB).
 * Other requests go on meanwhile (issue 23 §23): three exports of 100k incidents held /health for
 * over 30 s, as PGlite's queries resolve without letting the event loop turn and 5,000 rows were
 * built in one go. Now each batch's query is sized to about 25 ms of the main thread, and the rows
 * are written in slices of 10 ms with the event loop let through between them.
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
  const onThisThread = ctx.database.kind === 'pglite';
  const sizer = createBatchSizer({ targetMs: batchTargetMs[ctx.database.kind], initial: 200, min: 50, max: 5000 });
  const slicer = createTimeSlicer();
  let after: { date: string; id: number } | undefined;
  let written = 0;
  for (;;) {
    const size = sizer.size;
    const elapsed = startStopwatch(onThisThread);
    const rows = await listIncidentRowsAfter(ctx.db, where, after, size);
    sizer.measured(rows.length, elapsed());
    await giveWay();
    for (const row of rows) {
      const cells = incidentExportCells(row, ctx.references, lang);
      sheet.addRow(columns.map(([key]) => cells[key as IncidentImportColumn])).commit();
      await slicer.pause();
    }
    written += rows.length;
    await drained(out);
    if (rows.length < size) break;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * Starts an export and returns the stream to send: the demo check and the per-person cap come
 * first (403 or 429 before any byte), then rows are written as the client reads. A failure
 * mid-way aborts the stream. The person's place is given back when the stream closes: sent,
 * failed, or the client gone.
 */
export function openIncidentExport(
  ctx: IncidentContext,
  user: Pick<UserRow, 'id' | 'accessLevel' | 'demo'>,
  filter: IncidentFilter,
  lang: Locale,
  onError: (error: unknown) => void,
): Readable {
  assertMayExport(user);
  const release = runningExports.take(user.id);
  if (!release) {
    throw new DomainError('too_many_exports', `At most ${exportsPerUser} exports at once per user`);
  }
  const out = new PassThrough();
  out.once('close', release);
  writeIncidentWorkbook(ctx, user, filter, lang, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
