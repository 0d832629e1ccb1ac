import type { TFunction } from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  let current: unknown = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Turns a contract issue into the user's message (docs/product.md#form-messages wording for empty fields). */
export function issueMessage(issue: Issue, value: unknown, t: TFunction): string {
  // Spaces typed as a password are not an empty field to the user: say why they are refused.
  const isBlankPassword = issue.code === 'custom' && issue.message === 'password_blank' && value !== '';
  if (isEmpty(value) && !isBlankPassword) return t('validation.required');
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? t('validation.too_short', { min: Number(issue.minimum) })
        : t('validation.invalid');
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.too_long', { max: Number(issue.maximum) })
        : t('validation.invalid');
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.invalid_email');
      break;
    case 'invalid_type':
      return t('validation.required');
    default:
      break;
  }
  // Contracts name their custom checks ('inn', 'phone'); the catalog has a message for each.
  return t(`validation.invalid_${issue.message}`, { defaultValue: t('validation.invalid') });
}

/**
 * A Mantine form `validate` function from a contract schema, so the form checks exactly what the
 * API checks (CONTRIBUTING.md#web). `prepare` maps form values (strings from inputs) to the request shape.
 */
export function zodValidate<V, S extends z.ZodType>(
  schema: S,
  t: TFunction,
  prepare: (values: V) => unknown = (v) => v,
) {
  return (values: V): Record<string, string> => {
    const input = prepare(values);
    const result = schema.safeParse(input);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (errors[key]) continue;
      errors[key] = issueMessage(issue, valueAt(input, issue.path), t);
    }
    return errors;
  };
}
