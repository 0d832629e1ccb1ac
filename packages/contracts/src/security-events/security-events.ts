import { z } from 'zod';
import { idText, pageQuerySchema, pagedSchema, text } from '../shared/common';
import { dateText, daysBetween } from '../shared/dates';

/**
 * What the security event log records (issue 28 §5, docs/product.md#security-event-log). The web
 * shows each through `security_events.kinds.<kind>`.
 */
export const securityEventKinds = [
  'sign_in_failure',
  'lock_out',
  'permission_refusal',
  'personal_data_export',
  'api_key_new_address',
  'rights_change',
] as const;
export const securityEventKindSchema = z.enum(securityEventKinds);
export type SecurityEventKind = z.infer<typeof securityEventKindSchema>;

/**
 * Which sign-in allowance a `lock_out` used up (docs/product.md#sign-in-lockout): sign-in requests
 * from one address, wrong passwords for one account from one address or from one browser the
 * account signed in from, or for the account from all addresses together (the hourly ceiling).
 */
export const signInLimits = ['address', 'account_address', 'known_device', 'account'] as const;
export type SignInLimit = (typeof signInLimits)[number];

/**
 * A `lock_out` event's details: one event when an allowance is used up, the sign-ins it refused
 * counted on it (docs/product.md#security-event-log). Events recorded before had `code` only.
 */
export const lockOutDetailsSchema = z.object({
  limit: z.enum(signInLimits),
  locked_until: z.string().describe('ISO 8601: when the allowance comes back'),
  seconds: z.number().int().describe('How long the lock lasts from the event'),
  refused: z.number().int().describe('Sign-ins refused by this lock, the first included'),
});
export type LockOutDetails = z.infer<typeof lockOutDetailsSchema>;

/**
 * The files a route hands out that hold personal data: a route sending one names it in its
 * `personalData` mark, and each download is recorded under it as a `personal_data_export` event.
 */
export const personalDataExports = [
  'incident_export',
  'incident_import_report',
  'evidence_report',
  'verification_statistics',
  'prudence_export',
  'report_file',
  'security_events_export',
  'leak_notice',
  // issue 28 §2 and §4: the destruction acts and a data subject's export
  'destruction_act',
  'subject_data_export',
] as const;
export const personalDataExportSchema = z.enum(personalDataExports);
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** Period in whole UTC days; the end not before the start. */
function periodInOrder(query: { date_from?: string; date_to?: string }): boolean {
  return !query.date_from || !query.date_to || query.date_from <= query.date_to;
}

const filterFields = {
  kind: securityEventKindSchema.optional(),
  actor: text(100).trim().optional().describe('Part of the username of who acted'),
  actor_id: idText.optional(),
  address: text(45).trim().optional().describe('The client address, exactly (IPv4 or IPv6)'),
  date_from: dateText.optional().describe('First day (UTC), YYYY-MM-DD'),
  date_to: dateText.optional().describe('Last day (UTC), YYYY-MM-DD'),
};

/** `GET /{product}/security_events`: newest first, every filter optional. */
export const securityEventQuerySchema = pageQuerySchema
  .extend(filterFields)
  .refine(periodInOrder, { path: ['date_to'], message: 'date_order' });
export type SecurityEventQuery = z.infer<typeof securityEventQuerySchema>;
export type SecurityEventQueryInput = z.input<typeof securityEventQuerySchema>;

/** `GET /{product}/security_events/export`: the filtered log as a spreadsheet, at most `securityExportMaxRows` rows. */
export const securityEventExportQuerySchema = z
  .object({ ...filterFields, format: z.enum(['xlsx', 'csv']).default('xlsx') })
  .refine(periodInOrder, { path: ['date_to'], message: 'date_order' });
export type SecurityEventExportQuery = z.infer<typeof securityEventExportQuerySchema>;

/** Rows of one export: the log of a year of a busy deployment fits, a runaway query does not. */
export const securityExportMaxRows = 100_000;

/** The longest period a leak notice covers: the notice is about one incident, not the year. */
export const leakNoticeMaxDays = 31;

/** `GET /{product}/security_events/leak_notice`: the 24-hour notice, pre-filled from the events of the period. */
export const leakNoticeQuerySchema = z
  .object({ date_from: dateText.describe('First day (UTC)'), date_to: dateText.describe('Last day (UTC)') })
  .refine(periodInOrder, { path: ['date_to'], message: 'date_order' })
  .refine((query) => daysBetween(query.date_from, query.date_to) < leakNoticeMaxDays, {
    path: ['date_to'],
    message: 'period_too_long',
  });
export type LeakNoticeQuery = z.infer<typeof leakNoticeQuerySchema>;

export const securityEventSchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  kind: z.string().describe('One of the security event kinds; older entries may hold names retired since'),
  actor_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  api_key_id: z.number().int().nullable(),
  address: z.string().nullable(),
  target: z.string().nullable().describe('What the event concerned: a route, an account, a file'),
  details: z.record(z.string(), z.unknown()),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventPageSchema = pagedSchema(securityEventSchema);
export type SecurityEventPage = z.infer<typeof securityEventPageSchema>;
