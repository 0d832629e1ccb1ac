import type { ActLine } from '@cargo-sentry/contracts/personal-data/retention';
import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/** One entry of a destruction run's log, kept with its act. */
export interface ActLogEntry {
  at: string;
  category: string;
  register: string | null;
  destroyed: number;
  message: string;
}

/** Migration 0135: one run of the destruction job, its act (PDF, ru) and the extract of its log. */
export const destructionActs = pgTable(
  'destruction_acts',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    lines: jsonb('lines').$type<ActLine[]>().notNull(),
    log: jsonb('log').$type<ActLogEntry[]>().notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [index('destruction_acts_started_idx').on(table.startedAt.desc(), table.id.desc())],
);
