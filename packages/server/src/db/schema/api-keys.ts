import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Migration 0055: keys of API users, stored as prefix and SHA-256 only. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    apiUserId: integer('api_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    allowedChecks: text('allowed_checks').array().notNull().default([]),
    verificationCount: integer('verification_count').notNull(),
    verificationTotal: integer('verification_total').notNull(),
    /** The last day (UTC) the key works, `YYYY-MM-DD`; null: no expiry. */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_prefix').on(table.prefix),
    index('api_keys_user').on(table.apiUserId, table.createdAt.desc()),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Migration 0056: one row per call made with a key, no URL, query or body. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id),
    apiUserId: integer('api_user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    endpoint: text('endpoint').notNull(),
    checkName: text('check_name'),
    status: smallint('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('api_key_calls_user_at').on(table.apiUserId, table.at)],
);

export type ApiKeyCallInsert = typeof apiKeyCalls.$inferInsert;
