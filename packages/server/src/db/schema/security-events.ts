import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';

/** Migration 0139: the security event log (docs/product.md#security-event-log). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    actorId: integer('actor_id'),
    actorUsername: text('actor_username'),
    apiKeyId: integer('api_key_id'),
    address: text('address'),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('security_events_at').on(table.at.desc(), table.id.desc()),
    index('security_events_kind').on(table.kind, table.at.desc()),
    index('security_events_actor').on(table.actorId, table.at.desc()),
    index('security_events_address').on(table.address, table.at.desc()),
    // Migration 0141: a lock's one lock_out event, found by the lock's id (its refusals are added to it).
    index('security_events_lock')
      .on(sql`(${table.details} ->> 'lock')`, table.at.desc())
      .where(sql`${table.kind} = 'lock_out'`),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type SecurityEventInsert = typeof securityEvents.$inferInsert;

/** Migration 0139: the addresses each API key was used from; 0142: kept from the last call (retention). */
export const apiKeyAddresses = pgTable(
  'api_key_addresses',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    /** The key's last call from the address, to a day: the retention period counts from it. */
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.address] }),
    index('api_key_addresses_last_seen').on(table.lastSeen),
  ],
);
