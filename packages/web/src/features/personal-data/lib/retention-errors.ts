import {
  retentionBounds,
  retentionCategories,
  type RetentionCategory,
  type RetentionSettings,
} from '@cargo-sentry/contracts/personal-data/retention';
import { registerNames } from '@cargo-sentry/contracts/registers/registers';

/** The categories with one period each (a register's rows have one per register). */
export const singleCategories = retentionCategories.filter(
  (category): category is Exclude<RetentionCategory, 'register_rows'> => category !== 'register_rows',
);

/** A form's value: a number, or '' while the field is cleared. */
export type RetentionFormValues = Record<Exclude<RetentionCategory, 'register_rows'>, number | ''> & {
  register_rows: Record<string, number | ''>;
};

const isWithin = (value: number | '', category: RetentionCategory) =>
  value !== '' &&
  Number.isInteger(value) &&
  value >= retentionBounds[category].min &&
  value <= retentionBounds[category].max;

/**
 * The fields out of their contract bounds, keyed as the form's paths (`ticket_content`,
 * `register_rows.passports`), each with the category whose bounds it breaks.
 */
export function retentionErrors(values: RetentionFormValues): Record<string, RetentionCategory> {
  const errors: Record<string, RetentionCategory> = {};
  for (const category of singleCategories) {
    if (!isWithin(values[category], category)) errors[category] = category;
  }
  for (const name of registerNames) {
    if (!isWithin(values.register_rows[name] ?? '', 'register_rows')) errors[`register_rows.${name}`] = 'register_rows';
  }
  return errors;
}

/** The values as the API takes them; call only once `retentionErrors` found none. */
export function toRetentionSettings(values: RetentionFormValues): RetentionSettings {
  const days = (value: number | '' | undefined) => (value === '' || value === undefined ? 0 : value);
  return {
    ticket_content: days(values.ticket_content),
    check_photos: days(values.check_photos),
    passport_scans: days(values.passport_scans),
    evidence_reports: days(values.evidence_reports),
    identity_links: days(values.identity_links),
    security_events: days(values.security_events),
    api_key_addresses: days(values.api_key_addresses),
    register_rows: Object.fromEntries(
      registerNames.map((name) => [name, days(values.register_rows[name])]),
    ) as RetentionSettings['register_rows'],
  };
}
