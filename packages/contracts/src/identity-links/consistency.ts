import { z } from 'zod';
import { linkSourceSchema } from './links';

/**
 * The identity-consistency check (issue 27 §2, `POST /{product}/verification/consistency`): does
 * this form's driver, vehicle and carrier belong together, by what incidents, other checks and the
 * registers have seen? Each rule has a stated class, thresholds and a window, which staff may change.
 */
export const consistencyRules = [
  /** The driver's phone was given with other people: 2 people in all a warning, 3 or more an alert. */
  'phone_other_person',
  /** A plate seen with another VIN, or a VIN with another plate (a check, an incident, OSAGO): alert. */
  'plate_vin_mismatch',
  /** The passport was presented with another name or birth date: alert. */
  'passport_other_person',
  /** The driver presented by several carriers (INN) within the window: 2 a warning, 4 an alert. */
  'driver_many_carriers',
  /** The same person or vehicle checked by several client companies within the window: 3 a warning. */
  'checked_by_many_companies',
  /** The driver's phone is a wanted person's, or a person of an incident shares a phone, plate or INN: alert. */
  'wanted_or_incident_contact',
  /** The driver is a founder or director of the carrier (participation register): information. */
  'driver_is_carrier_officer',
] as const;
export const consistencyRuleSchema = z.enum(consistencyRules);
export type ConsistencyRule = z.infer<typeof consistencyRuleSchema>;

export const findingClasses = ['alert', 'warning', 'info'] as const;
export type FindingClass = (typeof findingClasses)[number];

/**
 * A rule's settings. `warning_at` and `alert_at` count what the rule counts (people, carriers,
 * companies; counting the form's own); null where the rule has no such class. A plain rule (a
 * clone, a wanted contact) fires at its one class whenever it finds anything.
 */
export const consistencyRuleSettingsSchema = z
  .object({
    enabled: z.boolean(),
    window_days: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .describe('Only what was seen on or after today minus this many days'),
    warning_at: z.number().int().min(2).max(100).nullable(),
    alert_at: z.number().int().min(2).max(100).nullable(),
  })
  // an alert that needs fewer than a warning would make the warning unreachable
  .refine((rule) => rule.warning_at === null || rule.alert_at === null || rule.alert_at > rule.warning_at, {
    path: ['alert_at'],
    message: 'alert_at_not_above_warning_at',
  });
export type ConsistencyRuleSettings = z.infer<typeof consistencyRuleSettingsSchema>;

export const consistencySettingsSchema = z.object(
  Object.fromEntries(consistencyRules.map((rule) => [rule, consistencyRuleSettingsSchema])) as Record<
    ConsistencyRule,
    typeof consistencyRuleSettingsSchema
  >,
);
export type ConsistencySettings = z.infer<typeof consistencySettingsSchema>;

/** The defaults the issue states; a window of 3650 days is "any time" in practice. */
export const defaultConsistencySettings: ConsistencySettings = {
  phone_other_person: { enabled: true, window_days: 365, warning_at: 2, alert_at: 3 },
  plate_vin_mismatch: { enabled: true, window_days: 3650, warning_at: null, alert_at: 2 },
  passport_other_person: { enabled: true, window_days: 3650, warning_at: null, alert_at: 2 },
  driver_many_carriers: { enabled: true, window_days: 14, warning_at: 2, alert_at: 4 },
  checked_by_many_companies: { enabled: true, window_days: 1, warning_at: 3, alert_at: null },
  wanted_or_incident_contact: { enabled: true, window_days: 3650, warning_at: null, alert_at: 2 },
  driver_is_carrier_officer: { enabled: true, window_days: 3650, warning_at: null, alert_at: null },
};

/**
 * The class of a finding of a rule that counted `count` (people, VINs, carriers, companies, the
 * form's own among them): an alert from `alert_at`, a warning from `warning_at`; a rule with
 * neither (the carrier's officer) informs whenever it found anything (a count of 2: the form and
 * one more). Null: nothing to say.
 */
export function findingClassOf(
  count: number,
  { warning_at, alert_at }: Pick<ConsistencyRuleSettings, 'warning_at' | 'alert_at'>,
): FindingClass | null {
  if (alert_at !== null && count >= alert_at) return 'alert';
  if (warning_at !== null && count >= warning_at) return 'warning';
  if (alert_at === null && warning_at === null && count >= 2) return 'info';
  return null;
}

/** The check's class: its gravest finding's; information alone, like nothing, is a success. */
export function consistencyClassOf(findings: readonly { class: FindingClass }[]): 'alert' | 'warning' | 'success' {
  if (findings.some((finding) => finding.class === 'alert')) return 'alert';
  return findings.some((finding) => finding.class === 'warning') ? 'warning' : 'success';
}

export const consistencyFindingSchema = z.object({
  rule: consistencyRuleSchema,
  class: z.enum(findingClasses),
  message: z.object({ ru: z.string(), en: z.string() }),
  sources: z.array(linkSourceSchema).describe('Where it was seen, and when; another company’s ticket without its id'),
});
export type ConsistencyFinding = z.infer<typeof consistencyFindingSchema>;

export const consistencyResultSchema = z.object({
  class: z.enum(['alert', 'warning', 'success']),
  resultCode: z.number().int().describe('0: answered'),
  resultMessage: z.string(),
  findings: z.array(consistencyFindingSchema),
});
export type ConsistencyResult = z.infer<typeof consistencyResultSchema>;
