import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Migration 0137: one published version of the consent document (docs/decisions/0060-consent-versions-and-subject-requests.md). */
export const consentVersions = pgTable('consent_versions', {
  version: integer('version').primaryKey(),
  textRu: text('text_ru').notNull(),
  textEn: text('text_en').notNull(),
  biometricRu: text('biometric_ru').notNull(),
  biometricEn: text('biometric_en').notNull(),
  sha256: text('sha256').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
});

export type ConsentVersionRow = typeof consentVersions.$inferSelect;
