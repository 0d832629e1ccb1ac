import {
  attachmentTypeOf,
  type NotificationItem,
  type SendNotification,
  type SentNotification,
  type UnreadNotifications,
  type UserPickerItem,
} from '@cargo-sentry/contracts/notifications/notifications';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { recordAudit } from '../audit/service';
import { readFile, storeFile } from '../files/service';
import { searchActivePeople } from '../users/service';
import { queueNotificationMail, type NotifyContext } from './mail-fanout';
import * as repo from './repo';

export type { NotifyContext } from './mail-fanout';
export {
  alertOnNewIncidents,
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  notifyIncidentsCreated,
  sendDueFilterAlerts,
  updateSavedFilter,
} from './filter-alerts';

type Actor = Pick<UserRow, 'id' | 'username'>;

function toItem(row: repo.RecipientNotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    text: row.bodyText,
    file: row.fileName === null ? null : { name: row.fileName, size: row.fileSize ?? 0 },
    link: row.link,
    created_at: row.createdAt.toISOString(),
    is_read: row.readAt !== null,
  };
}

function toSent(row: repo.SentNotificationRow): SentNotification {
  return {
    id: row.id,
    subject: row.subject,
    text: row.bodyText,
    recipient_type: row.recipientType,
    file: row.fileName === null ? null : { name: row.fileName, size: row.fileSize ?? 0 },
    sender: row.sender,
    created_at: row.createdAt.toISOString(),
    recipients_count: row.recipientsCount,
    read_count: row.readCount,
  };
}

/**
 * Staff send a notification (docs/product.md#administration-calls `user_admin/send_notification`): the file, the notification,
 * its recipients and the audit entry in one transaction; the e-mail copies after it commits.
 */
export async function sendNotification(
  ctx: NotifyContext,
  actor: Actor,
  input: SendNotification,
): Promise<SentNotification> {
  const id = await ctx.database.db.transaction(async (tx) => {
    let recipients: number[] = [];
    if (input.recipient_type === 'selected') {
      const wanted = [...new Set(input.users)];
      recipients = await repo.selectReachableUserIds(tx, wanted);
      if (recipients.length !== wanted.length) {
        throw new DomainError('validation_failed', 'Some recipients do not exist or cannot sign in', {
          users: ['unknown_user'],
        });
      }
    }
    const file = input.file
      ? await storeFile(tx, {
          ownerId: actor.id,
          name: input.file.filename,
          mimeType: attachmentTypeOf(input.file.filename) ?? 'application/octet-stream',
          data: Buffer.from(input.file.data),
        })
      : undefined;
    const notification = await repo.insertNotification(tx, {
      kind: 'message',
      subject: input.subject,
      bodyText: input.text,
      recipientType: input.recipient_type,
      fileId: file?.id ?? null,
      senderId: actor.id,
    });
    const count =
      input.recipient_type === 'all'
        ? await repo.insertAllRecipients(tx, notification.id)
        : (await repo.insertRecipients(tx, notification.id, recipients), recipients.length);
    await recordAudit(
      tx,
      actor,
      'notification.send',
      { type: 'notification', id: notification.id },
      {
        after: {
          subject: input.subject,
          recipient_type: input.recipient_type,
          users: input.recipient_type === 'selected' ? recipients : undefined,
          recipients_count: count,
          file: file ? { name: file.name, size: file.size } : null,
        },
      },
    );
    return notification.id;
  });
  await queueNotificationMail(ctx, id);
  const { rows } = await repo.selectSentNotifications(ctx.database.db, { limit: 1, offset: 0, id });
  const [sent] = rows;
  if (!sent) throw new DomainError('not_found', `Notification ${id} not found`);
  return toSent(sent);
}

/**
 * A notification of the system to one user (commercial prudence alerts, decision 0030): stored
 * in-app, and its e-mail copy queued when the user is subscribed to e-mail (decision 0025).
 */
export async function notifyUser(
  ctx: NotifyContext,
  message: { userId: number; kind: 'prudence_alert'; subject: string; text: string; link: string },
): Promise<number> {
  const id = await ctx.database.db.transaction(async (tx) => {
    const notification = await repo.insertNotification(tx, {
      kind: message.kind,
      subject: message.subject,
      bodyText: message.text,
      recipientType: 'selected',
      link: message.link,
    });
    await repo.insertRecipients(tx, notification.id, [message.userId]);
    return notification.id;
  });
  await queueNotificationMail(ctx, id);
  return id;
}

/** Staff's list of what was sent, with read counts. */
export async function listSentNotifications(
  db: DbOrTx,
  paging: { page: number; page_size: number },
): Promise<{ results: SentNotification[]; count: number }> {
  const { rows, count } = await repo.selectSentNotifications(db, {
    limit: paging.page_size,
    offset: (paging.page - 1) * paging.page_size,
  });
  return { results: rows.map(toSent), count };
}

/** `GET /notification`: the signed-in user's notifications, newest first. */
export async function listNotifications(
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
  paging: { page: number; page_size: number },
): Promise<{ results: NotificationItem[]; count: number }> {
  const { rows, count } = await repo.selectUserNotifications(db, user.id, {
    limit: paging.page_size,
    offset: (paging.page - 1) * paging.page_size,
  });
  return { results: rows.map(toItem), count };
}

export async function getUnreadNotifications(db: DbOrTx, user: Pick<UserRow, 'id'>): Promise<UnreadNotifications> {
  const { count, current } = await repo.selectUnread(db, user.id);
  return { count, current: current ?? null };
}

/** Marks one notification read; someone else's is "not found" (its existence is not theirs to learn). */
export async function readNotification(
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
  id: number,
  now = new Date(),
): Promise<NotificationItem> {
  await repo.markRead(db, user.id, id, now);
  const row = await repo.selectUserNotification(db, user.id, id);
  if (!row) throw new DomainError('not_found', `Notification ${id} not found`);
  return toItem(row);
}

export async function readAllNotifications(db: DbOrTx, user: Pick<UserRow, 'id'>, now = new Date()): Promise<void> {
  await repo.markRead(db, user.id, undefined, now);
}

/** Hides a notification from the header notice (it stays unread in the list). */
export async function dismissNotification(
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
  id: number,
  now = new Date(),
): Promise<void> {
  if (!(await repo.markDismissed(db, user.id, id, now))) {
    throw new DomainError('not_found', `Notification ${id} not found`);
  }
}

/**
 * The attachment of a notification, for its recipients only (403 for anyone else, docs/product.md#other-calls
 * get_file); 404 when there is no such notification or it has no file.
 */
export async function getNotificationFile(db: DbOrTx, user: Pick<UserRow, 'id'>, id: number) {
  const notification = await repo.findNotification(db, id);
  if (!notification?.fileId) throw new DomainError('not_found', `Notification ${id} has no file`);
  if (!(await repo.isRecipient(db, id, user.id))) {
    throw new DomainError('forbidden', 'This notification was not sent to you');
  }
  const file = await readFile(db, notification.fileId);
  if (!file) throw new DomainError('not_found', `Notification ${id} has no file`);
  return file;
}

/** The recipient picker (`GET user_admin?s=`): accounts that can sign in. */
export async function searchRecipients(
  db: DbOrTx,
  query: { s?: string; page: number; page_size: number },
): Promise<{ results: UserPickerItem[]; count: number }> {
  const { rows, count } = await searchActivePeople(db, { s: query.s, page: query.page, pageSize: query.page_size });
  const results = rows.map((user) => ({
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    email: user.email,
  }));
  return { results, count };
}
