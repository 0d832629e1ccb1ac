import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  reportFileName,
  reportFilterSchema,
  reportKeepDays,
  reportListLength,
  type Report,
  type ReportRequest,
  type ReportStage,
} from '@cargo-sentry/contracts/reports/reports';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { getStatistics, type Analysis } from '../analysis/service';
import { accountById } from '../users/service';
import { buildReportData } from './report-data';
import { buildReportPdf } from './report-pdf';
import { buildReportXlsx } from './report-xlsx';
import * as repo from './repo';

const dayMs = 86_400_000;
/**
 * A report still queued or running this long after it was asked for was lost (its process
 * stopped): it is shown as failed, and can be asked for again.
 */
export const reportStaleMs = 15 * 60_000;

/** Puts a report's generation in line; answers the queue's job id, when there is a queue. */
export type EnqueueReport = (reportId: string) => Promise<string | undefined>;

/** What the job queue knows of a report's job: its state, progress and error (null: unknown job). */
export type ReportJobLookup = (jobId: string) => Promise<{
  state: 'queued' | 'running' | 'done' | 'failed';
  stage: ReportStage | null;
  error: string | null;
} | null>;

export const reportMimeTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function toReport(row: repo.ReportInfo, stage: ReportStage | null = null): Report {
  const fields = { date_from: row.dateFrom, date_to: row.dateTo, format: row.format };
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    lang: row.lang,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: new Date(row.createdAt.getTime() + reportKeepDays * dayMs).toISOString(),
    file_name: reportFileName(fields),
    size: row.size,
    error: row.error,
    stage: row.status === 'running' ? stage : null,
  };
}

/**
 * A report as its requester sees it. A generation whose job failed without the report knowing
 * (the job expired when its process died mid-way) or that is still pending `reportStaleMs` after
 * it was asked for is marked failed here; a running one carries its job's stage.
 */
async function presented(
  database: Database,
  row: repo.ReportInfo,
  lookup: ReportJobLookup | undefined,
  now: Date,
): Promise<Report> {
  const pending = row.status === 'queued' || row.status === 'running';
  if (!pending) return toReport(row);
  const job = row.jobId && lookup ? await lookup(row.jobId) : null;
  const lost = job?.state === 'failed' || now.getTime() - row.createdAt.getTime() >= reportStaleMs;
  if (!lost) return toReport(row, job?.stage ?? null);
  await repo.markFailed(database.db, row.id, job?.error ?? 'interrupted');
  return toReport((await repo.findReport(database.db, row.id)) ?? row);
}

/**
 * Records a report request of `user` (staff or a reports user) and puts its generation in line;
 * reports older than `reportKeepDays` are deleted on the way.
 */
export async function requestReport(
  database: Database,
  user: UserRow,
  request: ReportRequest,
  enqueue: EnqueueReport,
  now = new Date(),
): Promise<Report> {
  await repo.deleteReportsBefore(database.db, new Date(now.getTime() - reportKeepDays * dayMs));
  const { filter } = request;
  const row = await repo.insertReport(database.db, {
    userId: user.id,
    createdAt: now,
    format: request.format,
    lang: request.lang,
    dateFrom: filter.date_from!,
    dateTo: filter.date_to!,
    filter: filter as Record<string, unknown>,
  });
  const jobId = await enqueue(row.id);
  if (jobId) await repo.setJobId(database.db, row.id, jobId);
  return toReport(row);
}

/** The newest reports of `user`. */
export async function listReports(
  database: Database,
  user: UserRow,
  lookup?: ReportJobLookup,
  now = new Date(),
): Promise<Report[]> {
  const rows = await repo.selectReports(database.db, user.id, reportListLength);
  return Promise.all(rows.map((row) => presented(database, row, lookup, now)));
}

async function ownReport(database: Database, user: UserRow, id: string): Promise<repo.ReportInfo> {
  const row = await repo.findReport(database.db, id);
  // another person's report is as unknown as a missing one
  if (!row || row.userId !== user.id) throw new DomainError('not_found', 'Report not found');
  return row;
}

export async function getReport(
  database: Database,
  user: UserRow,
  id: string,
  lookup?: ReportJobLookup,
  now = new Date(),
): Promise<Report> {
  return presented(database, await ownReport(database, user, id), lookup, now);
}

/** The generated file of a finished report; 404 until it is done. */
export async function reportFile(
  database: Database,
  user: UserRow,
  id: string,
): Promise<{ name: string; type: string; data: Buffer }> {
  const row = await ownReport(database, user, id);
  const data = row.status === 'done' ? await repo.findReportFile(database.db, id) : undefined;
  if (!data) throw new DomainError('not_found', 'The report is not ready');
  const report = toReport(row);
  return { name: report.file_name, type: reportMimeTypes[row.format], data };
}

/**
 * Generates a queued report (the job's handler): the analysis statistics of its filter as its
 * requester may see them, drawn as PDF or XLSX and stored on the row. Runs once: a report no
 * longer queued is left alone. A failure is stored on the report and thrown on.
 */
export async function generateReport(
  { database, analysis }: { database: Database; analysis: Analysis },
  reportId: string,
  onStage: (stage: ReportStage) => void = () => {},
  now = new Date(),
): Promise<void> {
  if (!(await repo.markRunning(database.db, reportId))) return;
  try {
    onStage('statistics');
    const row = await repo.findReport(database.db, reportId);
    const user = row ? await accountById(database.db, row.userId) : undefined;
    if (!row || !user) throw new Error('report or its requester is gone');
    const filter = reportFilterSchema.parse(row.filter);
    const statistics = await getStatistics(analysis, filter, user, todayIso(now));
    const data = buildReportData(statistics, { ...filter, date_from: row.dateFrom, date_to: row.dateTo }, now);
    onStage('drawing');
    const file = row.format === 'pdf' ? await buildReportPdf(data, row.lang) : await buildReportXlsx(data, row.lang);
    onStage('saving');
    await repo.markDone(database.db, reportId, file);
  } catch (error) {
    await repo.markFailed(database.db, reportId, error instanceof Error ? error.message.slice(0, 500) : 'failed');
    throw error;
  }
}
