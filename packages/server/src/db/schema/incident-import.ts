import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './users';

/** Migration 0066: each incident spreadsheet staff upload, its import job and its outcome (decision 0021). */
export const incidentUploads = pgTable(
  'incident_uploads',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Cleared when the job ends: the incidents (or the report) are what is kept. */
    fileData: bytea('file_data'),
    onDuplicate: text('on_duplicate').$type<'skip' | 'update'>().notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'imported' | 'rejected' | 'failed'>()
      .notNull()
      .default('queued'),
    jobId: uuid('job_id'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsInserted: integer('rows_inserted').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsSkipped: integer('rows_skipped').notNull().default(0),
    errorsTotal: integer('errors_total').notNull().default(0),
    report: jsonb('report'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Migration 0122: `process_lost` when the importing process stopped; null for every other outcome. */
    failureReason: text('failure_reason').$type<'process_lost'>(),
  },
  (table) => [index('incident_uploads_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** Migration 0104: the incidents an upload wrote, so a failed import is undone whole. */
export const incidentUploadRows = pgTable(
  'incident_upload_rows',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => incidentUploads.id, { onDelete: 'cascade' }),
    /** No foreign key: staff may delete the incident later; the record of the upload stays. */
    incidentId: bigint('incident_id', { mode: 'number' }).notNull(),
    /** I inserted, U updated, S a repeat left as stored. */
    op: char('op', { length: 1 }).$type<'I' | 'U' | 'S'>().notNull(),
    /** U: the stored values the row replaced, as an incident record. */
    before: jsonb('before'),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.incidentId] })],
);
