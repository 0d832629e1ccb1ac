import {
  consistencyRules,
  consistencySettingsSchema,
  type ConsistencyRule,
  type ConsistencySettings,
} from '@cargo-sentry/contracts/identity-links/consistency';
import type { TFunction } from 'i18next';

/** A rule's fields as the form holds them: an empty threshold field is a class the rule never gives. */
export interface RuleFormValues {
  enabled: boolean;
  window_days: number | string;
  warning_at: number | string;
  alert_at: number | string;
}

export type RulesFormValues = Record<ConsistencyRule, RuleFormValues>;

const emptyAsNull = (value: number | string): number | null => (value === '' ? null : Number(value));

export function rulesFormValues(settings: ConsistencySettings): RulesFormValues {
  const entry = (rule: ConsistencyRule): RuleFormValues => {
    const { enabled, window_days, warning_at, alert_at } = settings[rule];
    return { enabled, window_days, warning_at: warning_at ?? '', alert_at: alert_at ?? '' };
  };
  return Object.fromEntries(consistencyRules.map((rule) => [rule, entry(rule)])) as RulesFormValues;
}

/** The request body; an empty window stays empty so the contract refuses it as missing. */
export function rulesSettingsOf(values: RulesFormValues): ConsistencySettings {
  const entry = (rule: ConsistencyRule) => ({
    enabled: values[rule].enabled,
    window_days: values[rule].window_days === '' ? Number.NaN : Number(values[rule].window_days),
    warning_at: emptyAsNull(values[rule].warning_at),
    alert_at: emptyAsNull(values[rule].alert_at),
  });
  return Object.fromEntries(consistencyRules.map((rule) => [rule, entry(rule)])) as ConsistencySettings;
}

/** Which message a refused field gets: the contract's bounds said in words the staff can act on. */
function messageKey(field: string, issueMessage: string): string {
  if (issueMessage === 'alert_at_not_above_warning_at') return 'links.settings.invalid.alert_not_above_warning';
  return field === 'window_days' ? 'links.settings.invalid.window_days' : 'links.settings.invalid.threshold';
}

/**
 * The form's check, by the same contract the server checks the body with (a window of 1 to 3650
 * days, thresholds of 2 to 100 or none, an alert above the warning), keyed as Mantine's fields are.
 */
export function validateRules(values: RulesFormValues, t: TFunction): Record<string, string> {
  const result = consistencySettingsSchema.safeParse(rulesSettingsOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [rule, field] = issue.path.map(String);
    const key = `${rule}.${field}`;
    if (!field || errors[key]) continue;
    errors[key] = t(messageKey(field, issue.message));
  }
  return errors;
}

/** The classes a rule's thresholds give, for the line under its fields. */
export function ruleOutcome(values: RuleFormValues): { key: string; options: Record<string, number> } {
  const warning = emptyAsNull(values.warning_at);
  const alert = emptyAsNull(values.alert_at);
  if (!values.enabled) return { key: 'links.settings.outcome.off', options: {} };
  if (warning !== null && alert !== null) {
    return { key: 'links.settings.outcome.both', options: { warning, alert } };
  }
  if (alert !== null) return { key: 'links.settings.outcome.alert', options: { alert } };
  if (warning !== null) return { key: 'links.settings.outcome.warning', options: { warning } };
  return { key: 'links.settings.outcome.info', options: {} };
}
