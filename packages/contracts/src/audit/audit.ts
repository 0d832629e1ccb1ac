import { z } from 'zod';
import { idText, pageQuerySchema, pagedSchema, text } from '../shared/common';
import { dateText } from '../shared/dates';

/**
 * Staff actions recorded in the audit trail (issue 11 §7). One name per kind of change, written
 * `<thing>.<verb>`; the web shows each through `audit.actions.<name>`.
 */
export const auditActions = [
  'user.create',
  'user.update',
  'user.activate',
  'user.delete',
  'user.password',
  'user.quota',
  'user.checks',
  'user.prudence',
  'api_key.issue',
  'api_key.revoke',
  'incident.create',
  'incident.update',
  'incident.delete',
  'incident.import',
  'register.import',
  'notification.send',
  'info_page.update',
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'settings.update',
  // issue 28 §3-§4: the consent document and the data subject's requests
  'consent.publish',
  'person.export',
  'person.erase',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Kinds of record an action touches. */
export const auditTargetTypes = [
  'user',
  'api_key',
  'incident',
  'register',
  'notification',
  'import',
  'info_page',
  'news',
  'settings',
  'consent',
  'person',
] as const;
export const auditTargetTypeSchema = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** `GET /{product}/audit_log`: newest first; every filter optional, the period in whole UTC days. */
export const auditLogQuerySchema = pageQuerySchema
  .extend({
    actor: text(100).trim().optional().describe('Part of the username of who acted'),
    actor_id: idText.optional(),
    action: auditActionSchema.optional(),
    target_type: auditTargetTypeSchema.optional(),
    target_id: text(40).trim().optional(),
    date_from: dateText.optional().describe('First day (UTC), YYYY-MM-DD'),
    date_to: dateText.optional().describe('Last day (UTC), YYYY-MM-DD'),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: 'date_order',
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  action: z.string().describe('One of the audit actions; older entries may hold names retired since'),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = pagedSchema(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;
