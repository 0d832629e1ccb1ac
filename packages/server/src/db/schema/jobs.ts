import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Migration 0065: what pg-boss does not keep of a background job (decision 0020): its queue and
 * the progress it reports; migration 0121 adds the heartbeat of the process running it (decision 0043).
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    progress: jsonb('progress'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The process running the job, `host:pid`. */
    worker: text('worker'),
  },
  (table) => [
    index('job_progress_created_idx').on(table.createdAt),
    index('job_progress_heartbeat_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.heartbeatAt} IS NOT NULL`),
  ],
);
