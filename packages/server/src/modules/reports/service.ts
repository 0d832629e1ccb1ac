import { todayIso } from '@cargo-sentry/contracts/dates';
import {
  reportFileName,
  reportFilterSchema,
  reportKeepDays,
  reportListLength,
  type Report,
  type ReportRequest,
} from '@cargo-sentry/contracts/reports';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { getStatistics } from '../analysis/service';
import { findUserById } from '../users/service';
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

export const reportMimeTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function toReport(row: repo.ReportInfo): Report {
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
  };
}

/** A lost generation (see `reportStaleMs`) is marked failed when it is next read. */
async function settled(database: Database, row: repo.ReportInfo, now: Date): Promise<repo.ReportInfo> {
  const pending = row.status === 'queued' || row.status === 'running';
  if (!pending || now.getTime() - row.createdAt.getTime() < reportStaleMs) return row;
  await repo.markFailed(database.db, row.id, 'interrupted');
  return (await repo.findReport(database.db, row.id)) ?? row;
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
export async function listReports(database: Database, user: UserRow, now = new Date()): Promise<Report[]> {
  const rows = await repo.selectReports(database.db, user.id, reportListLength);
  return Promise.all(rows.map(async (row) => toReport(await settled(database, row, now))));
}

async function ownReport(database: Database, user: UserRow, id: string): Promise<repo.ReportInfo> {
  const row = await repo.findReport(database.db, id);
  // another person's report is as unknown as a missing one
  if (!row || row.userId !== user.id) throw new DomainError('not_found', 'Report not found');
  return row;
}

export async function getReport(database: Database, user: UserRow, id: string, now = new Date()): Promise<Report> {
  return toReport(await settled(database, await ownReport(database, user, id), now));
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
export async function generateReport(database: Database, reportId: string, now = new Date()): Promise<void> {
  if (!(await repo.markRunning(database.db, reportId))) return;
  try {
    const row = await repo.findReport(database.db, reportId);
    const user = row ? await findUserById(database.db, row.userId) : undefined;
    if (!row || !user) throw new Error('report or its requester is gone');
    const filter = reportFilterSchema.parse(row.filter);
    const statistics = await getStatistics(database, filter, user, todayIso(now));
    const data = buildReportData(statistics, { ...filter, date_from: row.dateFrom, date_to: row.dateTo }, now);
    const file = row.format === 'pdf' ? await buildReportPdf(data, row.lang) : await buildReportXlsx(data, row.lang);
    await repo.markDone(database.db, reportId, file);
  } catch (error) {
    await repo.markFailed(database.db, reportId, error instanceof Error ? error.message.slice(0, 500) : 'failed');
    throw error;
  }
}
