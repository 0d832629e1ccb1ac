import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Migration 0093: counterparties (by INN) a user monitors, checked periodically (decision 0030). */
export const prudenceSubscriptions = pgTable(
  'prudence_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inn: text('inn').notNull(),
    status: text('status').$type<'active' | 'unsubscribed'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The last completed check; null while the first one has not run. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    // One active subscription per user and INN; an unsubscribed one stays with its findings.
    uniqueIndex('prudence_subscriptions_user_inn')
      .on(table.userId, table.inn)
      .where(sql`${table.status} = 'active'`),
    // The periodic run takes the active subscriptions whose last check is oldest.
    index('prudence_subscriptions_due')
      .on(table.checkedAt.nullsFirst(), table.inn)
      .where(sql`${table.status} = 'active'`),
    index('prudence_subscriptions_inn')
      .on(table.inn)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** Migration 0093: what the checks of a subscription found, first and last seen. */
export const prudenceFindings = pgTable(
  'prudence_findings',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => prudenceSubscriptions.id, { onDelete: 'cascade' }),
    source: text('source').$type<'registry' | 'reputation' | 'sud' | 'fssp' | 'incidents'>().notNull(),
    /** Stable across checks: a case number, a proceeding, a register flag, an incident id. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Null: not seen by the user yet ("new"). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [
    unique('prudence_findings_subscription_id_source_key_key').on(table.subscriptionId, table.source, table.key),
  ],
);
