import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { IncidentFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import {
  incidentImportDefinition,
  type IncidentImportColumn,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { openSheetWriter, type SheetCell } from '../../platform/sheet-writer/sheet-writer-thread';
import { columnHeader, templateSheetColumns, type TemplateColumns } from '../../platform/spreadsheet-template';
import { createBatchSizer, createTimeSlicer, giveWay, startStopwatch } from '../../platform/time-slices';
import { incidentWhere } from '../incident-index/service';
import { incidentExportCells } from './export-cells';
import { listIncidentRowsAfter } from './repo';
import { exportsPerUser, normalize, type IncidentContext } from './service';

/** The import template's columns, in its order: an exported file imports again as it is (issue 23 §7). */
const columns = Object.entries(incidentImportDefinition.columns) as TemplateColumns;

/** The export's header row: the template's bilingual headers, whatever the language of the names. */
export function exportHeaders(): string[] {
  return columns.map(([, column]) => columnHeader(column));
}

export function exportFileName(now: Date = new Date()): string {
  return `incidents_${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Demo users may not export (docs/product.md#demo-mode). Called before the response starts. */
export function assertMayExport(user: Pick<UserRow, 'demo'>): void {
  if (user.demo) throw new DomainError('demo_mode', 'Excel export is disabled in demo mode');
}

/**
 * How long one batch's query may take, and how many rows it may bring. On PGlite, which runs the
 * query on this thread, the time is what another request may wait for: three exports take their
 * turns between two requests, so each takes little. On PostgreSQL the query runs elsewhere, but
 * its rows are parsed and mapped here in one go, so the batch is kept to a thousand.
 */
const batchLimits = {
  pglite: { targetMs: 10, max: 5000 },
  postgres: { targetMs: 100, max: 1000 },
} as const;

/** Waits until the client has read what was written, so a slow reader does not make the export buffer it all. */
async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/**
 * Streams the filtered incidents as .xlsx into `out`, in keyset batches, so memory stays bounded
 * however many rows match (docs/architecture.md#exports-stream-row-by-row: building a million rows in memory takes 668 MiB).
 * Other requests go on meanwhile (issue 23 §23): three exports of 100k incidents held /health for
 * over 30 s. The workbook is built on a worker thread (`openSheetWriter`), and what stays here is
 * sliced: each batch's query is sized to about 10 ms of the main thread on PGlite, and its cells
 * are made in slices of 5 ms with the event loop let through between them. The next batch is read
 * while the worker writes the last one.
 */
export async function writeIncidentWorkbook(
  ctx: IncidentContext,
  user: Pick<UserRow, 'accessLevel'>,
  filter: IncidentFilter,
  lang: Locale,
  out: Writable,
): Promise<number> {
  const writer = openSheetWriter(
    { name: lang === 'en' ? 'Incidents' : 'Инциденты', columns: templateSheetColumns(columns) },
    out,
  );
  out.once('close', () => writer.abort());
  const where = incidentWhere(normalize(filter), user);
  const onThisThread = ctx.database.kind === 'pglite';
  const sizer = createBatchSizer({ ...batchLimits[ctx.database.kind], initial: 200, min: 50 });
  const slicer = createTimeSlicer(5);
  let after: { date: string; id: number } | undefined;
  let written = 0;
  let writing = Promise.resolve();
  try {
    for (;;) {
      const size = sizer.size;
      const elapsed = startStopwatch(onThisThread);
      const rows = await listIncidentRowsAfter(ctx.db, where, after, size);
      sizer.measured(rows.length, elapsed());
      await giveWay();
      const sheetRows: SheetCell[][] = [];
      for (const row of rows) {
        const cells = incidentExportCells(row, ctx.references, lang);
        sheetRows.push(columns.map(([key]) => cells[key as IncidentImportColumn]));
        await slicer.pause();
      }
      await writing;
      await drained(out);
      if (out.destroyed) throw new Error('the export’s reader left');
      writing = writer.write(sheetRows);
      // Awaited with the next batch; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
      written += rows.length;
      if (rows.length < size) break;
      const last = rows[rows.length - 1];
      after = { date: last.date, id: last.id };
    }
    await writing;
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
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
  const release = ctx.runningExports.take(user.id);
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
