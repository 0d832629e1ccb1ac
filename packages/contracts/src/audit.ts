import { z } from 'zod';

/**
 * Staff actions recorded in the audit trail (issue 11 §7). One name per kind of change, written
 * `<thing>.<verb>`; the web shows each through `admin.audit.actions.<name>`.
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
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;
