import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './users';

/** Migration 0070: incident reports asked for, their state and generated file. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    format: text('format').$type<'pdf' | 'xlsx'>().notNull(),
    lang: text('lang').$type<'ru' | 'en'>().notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    jobId: text('job_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    size: integer('size'),
    data: bytea('data'),
  },
  (table) => [
    index('reports_user_created').on(table.userId, table.createdAt.desc()),
    index('reports_created').on(table.createdAt),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
