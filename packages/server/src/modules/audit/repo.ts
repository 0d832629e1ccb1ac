import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema/audit';

export async function insertAuditEntry(db: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * Sets `details` on the one entry of incident import `importId`, creating it if no statement of
 * the import wrote a row (migration 0110 keeps its counts).
 */
export async function setImportEntryDetails(
  db: Db,
  actor: { id: number | null; username: string },
  importId: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.execute(
    sql`SELECT incident_import_audit_add(${actor.id}::integer, ${actor.username}, ${importId}, '{}'::jsonb, ${JSON.stringify(details)}::jsonb)`,
  );
}

export interface AuditFilter {
  actor?: string;
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** From this instant on. */
  from?: Date;
  /** Before this instant. */
  to?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const actorPattern = filter.actor ? `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    actorPattern ? ilike(auditLog.actorUsername, actorPattern) : undefined,
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

/** One page of the trail, newest first, with the count of matching entries. */
export async function selectAuditPage(
  db: Db,
  filter: AuditFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return { rows, count: Number(total.count) };
}
