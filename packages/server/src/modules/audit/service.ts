import type { AuditAction } from '@cargo-sentry/contracts/audit';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import * as repo from './repo';

/** What a change touched: the kind of record and its id. */
export interface AuditTarget {
  type: 'user' | 'api_key' | 'incident' | 'register' | 'notification' | 'import' | 'info_page' | 'news';
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
