import type { AuditAction, AuditEntry, AuditLogQuery, AuditTargetType } from '@cargo-sentry/contracts/audit/audit';
import type { DbOrTx } from '../../db/client';
import type { IncidentWriter } from '../../db/incident-writer';
import type { AuditRow } from '../../db/schema/audit';
import type { UserRow } from '../../db/schema/users';
import * as repo from './repo';

/** What a change touched: the kind of record and its id. */
export interface AuditTarget {
  type: AuditTargetType;
  id?: string | number | null;
}

/** Keys never written to the trail, whatever record they come in. */
const secretKeys = /password|hash|token|secret|key_hash/i;

function withoutSecrets(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !secretKeys.test(key)));
}

/**
 * Records one staff action in the audit trail (issue 11 §7). Call it with the transaction of the
 * change itself, so the entry exists exactly when the change does. `before`/`after` are the
 * record as presented (snake_case, no secrets: keys that look like passwords, hashes or tokens
 * are dropped here too).
 */
export function recordAudit(
  db: DbOrTx,
  actor: Pick<UserRow, 'id' | 'username'>,
  action: AuditAction,
  target: AuditTarget,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } = {},
): Promise<void> {
  return repo.insertAuditEntry(db, {
    actorId: actor.id,
    actorUsername: actor.username,
    action,
    targetType: target.type,
    targetId: target.id === undefined || target.id === null ? null : String(target.id),
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
  });
}

/**
 * Completes the audit entry of an incident import, in its transaction: the database counted the
 * rows it inserted and updated (migration 0110); this adds what only the import knows.
 */
export function completeImportAudit(
  db: DbOrTx,
  writer: IncidentWriter,
  details: { file_name: string; on_duplicate: string; rows_read: number; rows_skipped: number },
): Promise<void> {
  return repo.setImportEntryDetails(db, writer, String(writer.importId), details);
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_username: row.actorUsername,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
  };
}

/** The day after `date` (YYYY-MM-DD) at 00:00 UTC: the period's end is a whole day. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** `GET audit_log`: the trail for staff, filtered by who, what, which record and period. */
export async function listAuditEntries(
  db: DbOrTx,
  query: AuditLogQuery,
): Promise<{ results: AuditEntry[]; count: number }> {
  const { rows, count } = await repo.selectAuditPage(
    db,
    {
      actor: query.actor || undefined,
      actorId: query.actor_id,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id || undefined,
      from: query.date_from ? new Date(`${query.date_from}T00:00:00Z`) : undefined,
      to: query.date_to ? dayAfter(query.date_to) : undefined,
    },
    { page: query.page, pageSize: query.page_size },
  );
  return { results: rows.map(toAuditEntry), count };
}
