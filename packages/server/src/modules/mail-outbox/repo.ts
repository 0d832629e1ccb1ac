import { desc, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/mail';

export function listOutbox(db: Db, query: { to?: string; limit: number }): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(query.to ? sql`lower(${mailOutbox.recipient}) = lower(${query.to})` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit);
}
