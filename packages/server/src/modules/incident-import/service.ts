import {
  incidentImportLimits,
  type IncidentImportProblem,
  type IncidentUpload,
  type IncidentUploadDetail,
  type IncidentUploadProgress,
  type OnDuplicate,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { maxReportedProblems } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import type { UploadedFile } from '@cargo-sentry/contracts/shared/uploads';
import type { Database } from '../../db/client';
import type { IncidentWriter } from '../../db/incident-writer';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import type { JobContext, Jobs } from '../../platform/jobs';
import { readSpreadsheet, SpreadsheetError } from '../../platform/spreadsheet';
import { giveWay } from '../../platform/time-slices';
import { completeImportAudit } from '../audit/service';
import type { IncidentIndex } from '../incident-index/service';
import { checkUploadRows } from './check';
import {
  findUploadRow,
  finishUploadRow,
  insertUpload,
  listUploadRows,
  markUploadLost,
  readReferenceLists,
  setUploadJob,
  startUploadRow,
  type UploadOutcome,
  type UploadRow,
} from './repo';
import { failedOutcome, undoInterruptedUploads, withImportLock, writeUpload, type ImportLock } from './write';
export { createImportLock, type ImportLock } from './write';

/** The background job that imports one upload (decision 0020: pg-boss through `app.jobs`). */
export const incidentImportJob = 'incident-import';
export interface IncidentImportPayload {
  upload_id: number;
}

/** Uploads the history page lists. */
const historyLength = 50;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toUpload(row: UploadRow, progress: IncidentUploadProgress | null): IncidentUpload {
  return {
    id: row.id,
    file_name: row.file_name,
    created_at: iso(row.created_at)!,
    finished_at: iso(row.finished_at),
    uploaded_by: row.username,
    on_duplicate: row.on_duplicate,
    status: row.status,
    failure_reason: row.failure_reason,
    progress,
    rows_read: row.rows_read,
    rows_inserted: row.rows_inserted,
    rows_updated: row.rows_updated,
    rows_skipped: row.rows_skipped,
    errors_total: row.errors_total,
  };
}

/**
 * An upload as the page sees it. While its job is queued or running the row says so and the job
 * has the progress; a job that failed without finishing the row (its process died, the file
 * broke the reader in a way not foreseen) shows as `failed`.
 */
async function withJob(jobs: Jobs, row: UploadRow): Promise<IncidentUpload> {
  if (row.status !== 'queued' && row.status !== 'running') return toUpload(row, null);
  const job = row.job_id ? await jobs.status(row.job_id) : null;
  if (job?.state === 'failed') return toUpload({ ...row, status: 'failed' }, null);
  const status = job?.state === 'running' ? 'running' : row.status;
  return toUpload({ ...row, status }, (job?.progress as IncidentUploadProgress | null) ?? null);
}

export async function listUploads(database: Database, jobs: Jobs): Promise<{ results: IncidentUpload[] }> {
  const rows = await listUploadRows(database.db, historyLength);
  return { results: await Promise.all(rows.map((row) => withJob(jobs, row))) };
}

export async function getUpload(database: Database, jobs: Jobs, id: number): Promise<IncidentUploadDetail> {
  const row = await findUploadRow(database.db, id);
  if (!row) throw new DomainError('not_found', `Upload ${id} not found`);
  return {
    ...(await withJob(jobs, row)),
    ignored_columns: row.report?.ignored_columns ?? [],
    errors: row.report?.errors ?? [],
  };
}

/** Stores the file and queues its import; the answer comes before a row is read. */
export async function startUpload(
  database: Database,
  jobs: Jobs,
  user: UserRow,
  request: { incidents_file: UploadedFile; on_duplicate: OnDuplicate },
): Promise<IncidentUpload> {
  const file = request.incidents_file;
  const id = await insertUpload(database.db, {
    fileName: file.filename,
    data: file.data,
    onDuplicate: request.on_duplicate,
    userId: user.id,
  });
  try {
    const jobId = await jobs.send<IncidentImportPayload>(incidentImportJob, { upload_id: id });
    await setUploadJob(database.db, id, jobId);
  } catch (error) {
    await finishUploadRow(database.db, id, failedOutcome).catch(() => undefined);
    throw error;
  }
  return withJob(jobs, (await findUploadRow(database.db, id))!);
}

/** What an import writes with: the app's database, its import lock and the incident index it keeps current. */
export interface ImportContext {
  database: Database;
  importLock: ImportLock;
  incidentIndex: IncidentIndex;
}

/** Undoes the imports a dead process left part-way, unless an import is writing (it will, first). */
export async function undoInterruptedImports(ctx: ImportContext): Promise<void> {
  await withImportLock(ctx, () => undoInterruptedUploads(ctx.database, null), { wait: false });
}

/**
 * The job of an upload was failed as lost: its process stopped heartbeating (killed, crashed;
 * docs/decisions/0043). Run by the live process that noticed: the upload is failed with that
 * reason, and what the import wrote is undone now rather than at the next start or import (unless
 * another import is writing: it undoes it first).
 */
export async function failLostUpload(ctx: ImportContext, uploadId: number): Promise<void> {
  await markUploadLost(ctx.database.db, uploadId);
  await undoInterruptedImports(ctx);
}

/**
 * The job: reads the file, checks every row (cells, reference names, place, duplicates within the
 * file), and only when all rows are valid writes them in one transaction, with the duplicates of
 * stored incidents skipped or updated as the upload chose. Otherwise nothing is written and the
 * upload keeps the row-by-row report. Row contents are never logged.
 */
export async function runUpload(
  ctx: ImportContext,
  uploadId: number,
  { progress }: Pick<JobContext, 'progress'>,
  onCreated: (ids: number[]) => Promise<void> = async () => undefined,
): Promise<UploadOutcome | { already: true }> {
  const upload = await startUploadRow(ctx.database.db, uploadId);
  if (!upload) return { already: true };
  try {
    return await importUpload(ctx, uploadId, upload, progress, onCreated);
  } catch (error) {
    await finishUploadRow(ctx.database.db, uploadId, failedOutcome).catch(() => undefined);
    throw error;
  }
}

async function importUpload(
  ctx: ImportContext,
  uploadId: number,
  upload: NonNullable<Awaited<ReturnType<typeof startUploadRow>>>,
  progress: JobContext['progress'],
  onCreated: (ids: number[]) => Promise<void>,
): Promise<UploadOutcome> {
  const { database } = ctx;
  const counts: IncidentUploadProgress = {
    stage: 'reading',
    rows_read: 0,
    rows_valid: 0,
    rows_invalid: 0,
    rows_written: 0,
  };
  const report = () => progress({ ...counts });
  report();
  const reject = async (rowsRead: number, problems: IncidentImportProblem[], ignored: string[] = []) => {
    const sorted = [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    const outcome: UploadOutcome = {
      status: 'rejected',
      rowsRead,
      rowsInserted: 0,
      rowsUpdated: 0,
      rowsSkipped: 0,
      errorsTotal: problems.length,
      report: { ignored_columns: ignored, errors: sorted.slice(0, maxReportedProblems) },
    };
    await finishUploadRow(database.db, uploadId, outcome);
    progress({ ...counts, stage: 'finished' });
    return outcome;
  };

  let sheet;
  try {
    sheet = await readSpreadsheet(upload.data, incidentImportLimits);
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    return reject(0, [{ row: error.row, column: null, code: error.problem }]);
  }
  counts.stage = 'checking';
  counts.rows_read = sheet.rows.length;
  report();

  const checked = await checkUploadRows(
    sheet,
    await readReferenceLists(database.db),
    todayIso(new Date(Date.now() + 86_400_000)),
    (valid, invalid) => {
      counts.rows_valid = valid;
      counts.rows_invalid = invalid;
      report();
    },
  );
  if (checked.problems.length > 0) return reject(sheet.rows.length, checked.problems, checked.ignoredColumns);

  counts.stage = 'writing';
  report();
  const actor = await findUploadRow(database.db, uploadId);
  // The database audits the import's writes as one entry in the uploader's name (migration 0110).
  const writer: IncidentWriter = {
    id: actor?.user_id ?? null,
    username: actor?.username ?? 'unknown',
    importId: uploadId,
  };
  const rowsRead = sheet.rows.length;
  let outcome: UploadOutcome | undefined;
  const written = await withImportLock(ctx, () =>
    writeUpload(
      database,
      { id: uploadId, onDuplicate: upload.onDuplicate, writer },
      checked.records.map(({ record }) => record),
      (rows) => {
        counts.rows_written += rows;
        report();
      },
      async (tx, result) => {
        outcome = {
          status: 'imported',
          rowsRead,
          rowsInserted: result.inserted,
          rowsUpdated: result.updated,
          rowsSkipped: result.skipped,
          errorsTotal: 0,
          report: { ignored_columns: checked.ignoredColumns, errors: [] },
        };
        // Ended meanwhile: failed as lost by another process, which may be undoing it. Thrown, so
        // this import undoes what it wrote too, rather than keep a file the page calls failed.
        if (!(await finishUploadRow(tx, uploadId, outcome))) throw new Error(`upload ${uploadId} has ended meanwhile`);
        await completeImportAudit(tx, writer, {
          file_name: upload.fileName,
          on_duplicate: upload.onDuplicate,
          rows_read: rowsRead,
          rows_skipped: result.skipped,
        });
      },
    ),
  );
  // The map, lists and statistics read the incident index: it sees the new rows before the job ends.
  await ctx.incidentIndex.refresh();
  // Saved-filter alerts (issue 12 §3) hear of the new incidents once they are committed.
  const created = written?.createdIds ?? [];
  for (let start = 0; start < created.length; start += 1000) {
    await onCreated(created.slice(start, start + 1000));
    await giveWay();
  }
  progress({ ...counts, stage: 'finished' });
  return outcome!;
}
