import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Migration 0050: staff actions, insert-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at').on(table.at.desc(), table.id.desc()),
    index('audit_log_target').on(table.targetType, table.targetId, table.at.desc()),
    index('audit_log_actor').on(table.actorId, table.at.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
