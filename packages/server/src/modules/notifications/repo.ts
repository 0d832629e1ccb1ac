import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { notificationRecipients, notifications, type NotificationRow } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** Accounts a notification to everyone reaches: people who can sign in (not API users). */
const reachable = and(eq(users.isActive, true), eq(users.isApiUser, false));

/** Adds every reachable account as a recipient; returns how many. */
export async function insertAllRecipients(db: Db, notificationId: number): Promise<number> {
  const result = await db.execute(
    sql`INSERT INTO notification_recipients (notification_id, user_id)
        SELECT ${notificationId}::integer, id FROM users WHERE is_active AND NOT is_api_user
        RETURNING user_id`,
  );
  return result.rows.length;
}

export async function insertRecipients(db: Db, notificationId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(notificationRecipients)
    .values(userIds.map((userId) => ({ notificationId, userId })))
    .onConflictDoNothing();
}

/** Which of `ids` are reachable accounts. */
export async function selectReachableUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), reachable));
  return rows.map((row) => row.id);
}

const fileColumns = { fileName: storedFiles.name, fileSize: storedFiles.size };

export type RecipientNotificationRow = NotificationRow & {
  fileName: string | null;
  fileSize: number | null;
  readAt: Date | null;
};

/** One user's notifications, newest first. */
export async function selectUserNotifications(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RecipientNotificationRow[]; count: number }> {
  const mine = eq(notificationRecipients.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ notification: notifications, ...fileColumns, readAt: notificationRecipients.readAt })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .leftJoin(storedFiles, eq(storedFiles.id, notifications.fileId))
      .where(mine)
      .orderBy(desc(notificationRecipients.notificationId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(notificationRecipients).where(mine),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.notification,
      fileName: row.fileName,
      fileSize: row.fileSize,
      readAt: row.readAt,
    })),
    count: Number(total.count),
  };
}

export async function selectUserNotification(
  db: Db,
  userId: number,
  notificationId: number,
): Promise<RecipientNotificationRow | undefined> {
  const [row] = await db
    .select({ notification: notifications, ...fileColumns, readAt: notificationRecipients.readAt })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .leftJoin(storedFiles, eq(storedFiles.id, notifications.fileId))
    .where(and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationId, notificationId)));
  return row && { ...row.notification, fileName: row.fileName, fileSize: row.fileSize, readAt: row.readAt };
}

export async function findNotification(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function isRecipient(db: Db, notificationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.notificationId, notificationId), eq(notificationRecipients.userId, userId)));
  return row !== undefined;
}

/** Unread count and the newest unread, undismissed notification of one user. */
export async function selectUnread(
  db: Db,
  userId: number,
): Promise<{ count: number; current: Pick<NotificationRow, 'id' | 'subject' | 'kind'> | undefined }> {
  const unread = and(eq(notificationRecipients.userId, userId), isNull(notificationRecipients.readAt));
  const [[total], [current]] = await Promise.all([
    db.select({ count: count() }).from(notificationRecipients).where(unread),
    db
      .select({ id: notifications.id, subject: notifications.subject, kind: notifications.kind })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(unread, isNull(notificationRecipients.dismissedAt)))
      .orderBy(desc(notificationRecipients.notificationId))
      .limit(1),
  ]);
  return { count: Number(total.count), current };
}

/** Marks one (or, without an id, every) notification of a user read; the header notice goes with it. */
export async function markRead(db: Db, userId: number, notificationId: number | undefined, at: Date): Promise<void> {
  await db
    .update(notificationRecipients)
    .set({ readAt: at })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        isNull(notificationRecipients.readAt),
        notificationId === undefined ? undefined : eq(notificationRecipients.notificationId, notificationId),
      ),
    );
}

export async function markDismissed(db: Db, userId: number, notificationId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(notificationRecipients)
    .set({ dismissedAt: at })
    .where(and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationId, notificationId)))
    .returning({ userId: notificationRecipients.userId });
  return rows.length > 0;
}

export type SentNotificationRow = NotificationRow & {
  fileName: string | null;
  fileSize: number | null;
  sender: string | null;
  recipientsCount: number;
  readCount: number;
};

/** Staff messages, newest first, with recipient and read counts. */
export async function selectSentNotifications(
  db: Db,
  page: { limit: number; offset: number; id?: number },
): Promise<{ rows: SentNotificationRow[]; count: number }> {
  const messages = and(
    eq(notifications.kind, 'message'),
    page.id === undefined ? undefined : eq(notifications.id, page.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        notification: notifications,
        ...fileColumns,
        sender: users.username,
        recipientsCount: sql<number>`(SELECT count(*) FROM notification_recipients r WHERE r.notification_id = ${notifications.id})`,
        readCount: sql<number>`(SELECT count(*) FROM notification_recipients r WHERE r.notification_id = ${notifications.id} AND r.read_at IS NOT NULL)`,
      })
      .from(notifications)
      .leftJoin(storedFiles, eq(storedFiles.id, notifications.fileId))
      .leftJoin(users, eq(users.id, notifications.senderId))
      .where(messages)
      .orderBy(desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(notifications).where(messages),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.notification,
      fileName: row.fileName,
      fileSize: row.fileSize,
      sender: row.sender,
      recipientsCount: Number(row.recipientsCount),
      readCount: Number(row.readCount),
    })),
    count: Number(total.count),
  };
}

/** Recipients who asked for mail (`subscribed`) and have not had this one yet, with their language. */
export async function selectMailRecipients(
  db: Db,
  notificationId: number,
): Promise<{ userId: number; email: string; language: 'ru' | 'en' }[]> {
  return db
    .select({ userId: users.id, email: users.email, language: users.notificationLanguage })
    .from(notificationRecipients)
    .innerJoin(users, eq(users.id, notificationRecipients.userId))
    .where(
      and(
        eq(notificationRecipients.notificationId, notificationId),
        isNull(notificationRecipients.mailedAt),
        eq(users.subscribed, true),
        eq(users.isActive, true),
        sql`${users.email} <> ''`,
      ),
    )
    .orderBy(users.id);
}

export async function markMailed(db: Db, notificationId: number, userId: number, at: Date): Promise<void> {
  await db
    .update(notificationRecipients)
    .set({ mailedAt: at })
    .where(and(eq(notificationRecipients.notificationId, notificationId), eq(notificationRecipients.userId, userId)));
}
