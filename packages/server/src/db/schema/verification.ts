import type { CheckVerdict } from '@cargo-sentry/contracts/verification/check-verdict';
import type { CheckStanding } from '@cargo-sentry/contracts/verification/rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consentVersions } from './consent';
import { storedFiles } from './files';
import { users } from './users';

/** Migration 0030. */
export const verificationTickets = pgTable(
  'verification_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    spentCheck: boolean('spent_check').notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull().default({}),
    results: jsonb('results').$type<Record<string, unknown>>().notNull().default({}),
    checks: text('checks').array().notNull().default([]),
    /** Migration 0040: the face photo the ticket was opened with. */
    photoFileId: uuid('photo_file_id').references(() => storedFiles.id),
    /** Migration 0120: contracts' verdict of each stored answer (`checkVerdictOf`); null on older tickets. */
    checkVerdicts: jsonb('check_verdicts').$type<Record<string, CheckVerdict>>().default({}),
    /** Migration 0118: the keys the history is searched by, from the inputs (`verification_search_keys`). */
    searchKeys: text('search_keys')
      .array()
      .generatedAlwaysAs(sql`verification_search_keys(inputs)`),
    /** Migration 0118: the worst verdict of the ticket's checks, written with each answer. */
    verdict: text('verdict').$type<CheckStanding>().notNull().default('not_checked'),
    /** Migration 0135: when the inputs, answers and photo were destroyed at the end of their retention period. */
    contentDestroyedAt: timestamp('content_destroyed_at', { withTimezone: true }),
    /** Migration 0137: the consent version the ticket was opened under and its text's SHA-256; null before versions. */
    consentVersion: integer('consent_version').references(() => consentVersions.version),
    consentSha256: text('consent_sha256'),
    /** Migration 0137: when the written consent to the face check (biometric) was confirmed. */
    biometricConsentAt: timestamp('biometric_consent_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_tickets_user_created').on(table.userId, table.createdAt.desc(), table.id),
    index('verification_tickets_created').on(table.createdAt.desc(), table.id),
    // Tickets by the INN their checks ran with (migration 0090, the rating's findings).
    index('verification_tickets_inn_idx')
      .on(sql`(${table.inputs} ->> 'inn')`)
      .where(sql`${table.inputs} ? 'inn'`),
    index('verification_tickets_search_keys_idx').using('gin', table.searchKeys),
    index('verification_tickets_verdict_created').on(table.verdict, table.createdAt.desc(), table.id),
    index('verification_tickets_user_verdict_created').on(
      table.userId,
      table.verdict,
      table.createdAt.desc(),
      table.id,
    ),
    // What the retention job (migration 0135) has still to destroy, oldest first.
    index('verification_tickets_content_kept_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.contentDestroyedAt} IS NULL`),
    index('verification_tickets_photo_kept_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.photoFileId} IS NOT NULL`),
  ],
);

export type TicketRow = typeof verificationTickets.$inferSelect;

/** Migration 0144: each user's number of tickets, kept by triggers (the history's unfiltered total). */
export const verificationTicketCounts = pgTable('verification_ticket_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tickets: bigint('tickets', { mode: 'number' }).notNull(),
});

/** Migration 0095: one evidence report (PDF) handed out, with the hashes verify compares. */
export const verificationEvidence = pgTable(
  'verification_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => verificationTickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    lang: text('lang').$type<'ru' | 'en'>().notNull(),
    contentSha256: text('content_sha256').notNull(),
    fileSha256: text('file_sha256').notNull(),
  },
  (table) => [index('verification_evidence_ticket').on(table.ticketId, table.generatedAt.desc())],
);

export type EvidenceRow = typeof verificationEvidence.$inferSelect;
