import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportMode } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { users } from './users';

/** Migration 0045: each import of a verification register by staff. */
export const registerImports = pgTable(
  'register_imports',
  {
    id: serial('id').primaryKey(),
    register: text('register').notNull(),
    mode: text('mode').$type<ImportMode>().notNull(),
    rows: integer('rows').notNull(),
    fileName: text('file_name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('register_imports_register_idx').on(table.register, table.createdAt.desc(), table.id.desc())],
);
