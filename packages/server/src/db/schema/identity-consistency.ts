import { integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Migration 0134: staff's settings of the identity-consistency check, one row (id 1) once changed. */
export const identityConsistencySettings = pgTable('identity_consistency_settings', {
  id: smallint('id').primaryKey(),
  /** As `consistencySettingsSchema` parses it; read through it, so a rule added later gets its default. */
  settings: jsonb('settings').$type<unknown>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
