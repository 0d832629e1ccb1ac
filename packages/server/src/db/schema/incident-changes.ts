import { bigint, bigserial, char, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Migration 0020: the change log of `incidents` the incident index of every process reads, one row
 * per writing statement, written by a trigger (docs/decisions/0003-statistics-aggregation.md).
 */
export const incidentChanges = pgTable(
  'incident_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** I insert, U update, D delete, T truncate (the index reloads). */
    op: char('op', { length: 1 }).$type<'I' | 'U' | 'D' | 'T'>().notNull(),
    /** The ids a small statement wrote; null for a large one, which gives only the range. */
    ids: bigint('ids', { mode: 'number' }).array(),
    minId: bigint('min_id', { mode: 'number' }),
    maxId: bigint('max_id', { mode: 'number' }),
    rowCount: integer('row_count').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('incident_changes_changed_at_idx').on(table.changedAt)],
);
