import { sql } from 'drizzle-orm';
import type {
  IdentifierKind,
  IdentityPart,
  IdentitySourceKind,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Migration 0131: one incident, ticket, register row or subscription that saw identifiers together. */
export const identitySources = pgTable(
  'identity_sources',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<IdentitySourceKind>().notNull(),
    ref: text('ref').notNull(),
    seenOn: date('seen_on').notNull(),
    companyKey: text('company_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('identity_sources_kind_ref').on(table.kind, table.ref),
    index('identity_sources_seen_on_idx').on(table.seenOn, table.id),
    // Migration 0136: the sources the identity_links retention period governs (issue 28 §1).
    index('identity_sources_personal_seen_on_idx')
      .on(table.seenOn, table.id)
      .where(sql`${table.kind} = ANY (ARRAY['ticket', 'prudence'])`),
  ],
);

/** Migration 0131: one normalised identifier a source named, and whose it was there. */
export const identitySightings = pgTable(
  'identity_sightings',
  {
    sourceId: bigint('source_id', { mode: 'number' })
      .notNull()
      .references(() => identitySources.id, { onDelete: 'cascade' }),
    part: text('part').$type<IdentityPart>().notNull(),
    kind: text('kind').$type<IdentifierKind>().notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sourceId, table.part, table.kind, table.value] }),
    index('identity_sightings_identifier_idx').on(table.kind, table.value, table.sourceId),
  ],
);

/** Migration 0132: from which id each kind of source is still to be recorded after its rows were written. */
export const identityBackfill = pgTable('identity_backfill', {
  kind: text('kind').$type<IdentitySourceKind>().primaryKey(),
  afterRef: text('after_ref'),
  recorded: bigint('recorded', { mode: 'number' }).notNull().default(0),
  generation: integer('generation').notNull().default(0),
  sweepBefore: timestamp('sweep_before', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
