import { z } from 'zod';
import { registerNames, type RegisterName } from '../registers/registers';
import { pagedSchema } from '../shared/common';
import type { CheckStanding } from '../verification/rules';

/**
 * How long each kind of personal data is kept (issue 28 §1, docs/product.md#personal-data-retention):
 * periods in days, set by staff under `GET/PUT /{product}/personal_data/retention`; a daily job
 * destroys what is past its period and writes a destruction act (152-FZ art. 21 parts 4-5).
 */
export const retentionCategories = [
  'ticket_content',
  'check_photos',
  'passport_scans',
  'evidence_reports',
  'register_rows',
  'identity_links',
  'security_events',
  'api_key_addresses',
] as const;
export const retentionCategorySchema = z.enum(retentionCategories);
export type RetentionCategory = z.infer<typeof retentionCategorySchema>;

export interface RetentionBounds {
  min: number;
  max: number;
  default: number;
}

/** Days, per category; a register's rows share `register_rows`' bounds, each register its own period. */
export const retentionBounds: Record<RetentionCategory, RetentionBounds> = {
  /** A ticket's inputs and answers: twelve months (issue 28 §1). */
  ticket_content: { min: 1, max: 3650, default: 365 },
  /** The face photo a check was opened with: a biometric, 30 days. */
  check_photos: { min: 0, max: 365, default: 30 },
  /** Passport pages are recognised in memory and never stored: the period is 0 and cannot change. */
  passport_scans: { min: 0, max: 0, default: 0 },
  /** The content of a ticket an evidence report was issued for, counted from its last report; the hashes stay. */
  evidence_reports: { min: 1, max: 3650, default: 365 },
  /** A register row, counted from the import that last wrote it. */
  register_rows: { min: 1, max: 3650, default: 1095 },
  /** An identity-link source and the identifiers it saw together, counted from the day it saw them. */
  identity_links: { min: 1, max: 3650, default: 365 },
  /** The security event log (issue 28 §5): twelve months. */
  security_events: { min: 30, max: 3650, default: 365 },
  /**
   * The addresses each API key called from, counted from its last call from there: forgotten, an
   * address's next call is a "new address" event again. At least 30 days: the server trusts its
   * memory of a pair for a day (security-events/recorder.ts), never past the period.
   */
  api_key_addresses: { min: 30, max: 3650, default: 365 },
};

const days = (category: RetentionCategory) =>
  z.number().int().min(retentionBounds[category].min).max(retentionBounds[category].max);

export const registerPeriodsSchema = z
  .object(
    Object.fromEntries(registerNames.map((name) => [name, days('register_rows')])) as Record<
      RegisterName,
      ReturnType<typeof days>
    >,
  )
  .strict();
export type RegisterPeriods = z.infer<typeof registerPeriodsSchema>;

/** The periods; an unknown category, a missing one or a period out of its bounds is 400 `validation_failed`. */
export const retentionSettingsSchema = z
  .object({
    ticket_content: days('ticket_content'),
    check_photos: days('check_photos'),
    passport_scans: days('passport_scans'),
    evidence_reports: days('evidence_reports'),
    register_rows: registerPeriodsSchema.describe('Days per register'),
    identity_links: days('identity_links'),
    security_events: days('security_events'),
    api_key_addresses: days('api_key_addresses'),
  })
  .strict();
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const defaultRetentionSettings: RetentionSettings = {
  ticket_content: retentionBounds.ticket_content.default,
  check_photos: retentionBounds.check_photos.default,
  passport_scans: retentionBounds.passport_scans.default,
  evidence_reports: retentionBounds.evidence_reports.default,
  register_rows: Object.fromEntries(
    registerNames.map((name) => [name, retentionBounds.register_rows.default]),
  ) as RegisterPeriods,
  identity_links: retentionBounds.identity_links.default,
  security_events: retentionBounds.security_events.default,
  api_key_addresses: retentionBounds.api_key_addresses.default,
};

/**
 * Stored settings read field by field: what no longer parses (a bound narrowed since, a register
 * added) takes its default, never a 500.
 */
export function retentionSettingsOf(stored: unknown): RetentionSettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const registers = (
    typeof value.register_rows === 'object' && value.register_rows !== null ? value.register_rows : {}
  ) as Record<string, unknown>;
  const settings = { ...defaultRetentionSettings, register_rows: { ...defaultRetentionSettings.register_rows } };
  for (const category of retentionCategories) {
    if (category === 'register_rows') continue;
    const parsed = days(category).safeParse(value[category]);
    if (parsed.success) settings[category] = parsed.data;
  }
  for (const name of registerNames) {
    const parsed = days('register_rows').safeParse(registers[name]);
    if (parsed.success) settings.register_rows[name] = parsed.data;
  }
  return settings;
}

/**
 * What a destroyed check answer keeps on its ticket: its standing on the day it was checked, so
 * that the verification statistics and quota counts stay what they were (issue 28 §2).
 */
export const destroyedAnswerSchema = z.object({
  destroyed: z.literal(true),
  standing: z.enum(['alert', 'warning', 'success', 'not_carried_out', 'not_checked']),
});
export type DestroyedAnswer = { destroyed: true; standing: CheckStanding };

/** One category's line of a destruction act. */
export const actLineSchema = z.object({
  category: retentionCategorySchema,
  register: z.enum(registerNames).nullable().describe('The register of a `register_rows` line'),
  days: z.number().int(),
  cutoff: z.string().describe('ISO time: what was older was destroyed'),
  destroyed: z.number().int(),
  method: z.enum(['deleted', 'masked', 'not_stored', 'not_registered']),
});
export type ActLine = z.infer<typeof actLineSchema>;

export const destructionActSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('The act number as printed: `YYYY-MM-DD/id`'),
  started_at: z.string(),
  finished_at: z.string(),
  total: z.number().int(),
  lines: z.array(actLineSchema),
});
export type DestructionAct = z.infer<typeof destructionActSchema>;

/** `GET /{product}/personal_data/acts`: the acts, newest first, `page`/`page_size` as every list. */
export const actListSchema = pagedSchema(destructionActSchema);
export type ActList = z.infer<typeof actListSchema>;
