import type { DbOrTx as Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export async function insertAuditEntry(db: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
