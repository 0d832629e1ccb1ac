import type { MailOutboxQuery, OutboxMessage } from '@cargo-sentry/contracts/mail-outbox/mail-outbox';
import type { Database } from '../../db/client';
import * as repo from './repo';

/** The latest kept messages, newest first (mail is kept only when no SMTP_URL is set). */
export async function listOutbox(database: Database, query: MailOutboxQuery): Promise<OutboxMessage[]> {
  const rows = await repo.listOutbox(database.db, query);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    link: row.link,
    created_at: row.createdAt.toISOString(),
  }));
}
