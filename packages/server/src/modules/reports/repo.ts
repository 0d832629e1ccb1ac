import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { reports, type ReportRow } from '../../db/schema/reports';

/** A report row without its file's bytes. */
export type ReportInfo = Omit<ReportRow, 'data'>;

const { data: _data, ...infoColumns } = getTableColumns(reports);

export async function insertReport(
  db: Db,
  values: Pick<ReportRow, 'userId' | 'createdAt' | 'format' | 'lang' | 'dateFrom' | 'dateTo' | 'filter'>,
): Promise<ReportInfo> {
  const [row] = await db.insert(reports).values(values).returning(infoColumns);
  return row;
}

export async function findReport(db: Db, id: string): Promise<ReportInfo | undefined> {
  const [row] = await db.select(infoColumns).from(reports).where(eq(reports.id, id));
  return row;
}

export async function findReportFile(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: reports.data }).from(reports).where(eq(reports.id, id));
  return row?.data ?? undefined;
}

/** The newest reports of one person. */
export function selectReports(db: Db, userId: number, limit: number): Promise<ReportInfo[]> {
  return db
    .select(infoColumns)
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
}

export async function setJobId(db: Db, id: string, jobId: string): Promise<void> {
  await db.update(reports).set({ jobId }).where(eq(reports.id, id));
}

/** queued → running; false when the report is gone or no longer queued (it ran already). */
export async function markRunning(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(reports.id, id), eq(reports.status, 'queued')))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export async function markDone(db: Db, id: string, data: Buffer): Promise<void> {
  await db
    .update(reports)
    .set({ status: 'done', finishedAt: sql`now()`, data, size: data.length })
    .where(eq(reports.id, id));
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(reports)
    .set({ status: 'failed', finishedAt: sql`now()`, error })
    .where(and(eq(reports.id, id), inArray(reports.status, ['queued', 'running'])));
}

/** Deletes reports (and their files) asked for before `before`. */
export async function deleteReportsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(reports).where(lt(reports.createdAt, before));
}
