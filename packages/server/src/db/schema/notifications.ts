import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { incidents } from './incidents';
import { storedFiles } from './files';
import { users } from './users';

/** Migration 0085: notifications and who each one went to. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'message' | 'filter_alert' | 'prudence_alert'>().notNull().default('message'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    recipientType: text('recipient_type').$type<'all' | 'selected'>().notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    link: text('link'),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_sent').on(table.kind, table.id.desc())],
);
export type NotificationRow = typeof notifications.$inferSelect;

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    index('notification_recipients_user').on(table.userId, table.notificationId.desc()),
  ],
);

/** Migration 0086: saved incident filters and the matches waiting for their digest. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_filters_user_name').on(table.userId, sql`lower(${table.name})`),
    index('saved_filters_subscribed')
      .on(table.id)
      .where(sql`${table.subscribed}`),
  ],
);
export type SavedFilterRow = typeof savedFilters.$inferSelect;

export const savedFilterMatches = pgTable(
  'saved_filter_matches',
  {
    savedFilterId: integer('saved_filter_id')
      .notNull()
      .references(() => savedFilters.id, { onDelete: 'cascade' }),
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.savedFilterId, table.incidentId] }),
    // Deleting an incident cascades to its matches (migration 0087).
    index('saved_filter_matches_incident').on(table.incidentId),
  ],
);
