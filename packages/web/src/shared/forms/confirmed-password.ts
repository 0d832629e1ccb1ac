import type { TFunction } from 'i18next';

/**
 * Wraps a form's `validate` so the repeated password is checked too: required when empty, a
 * mismatch when it differs from `password` (the contracts know one password, not its repetition).
 */
export function withConfirmedPassword<K extends string, V extends { password: string } & Record<K, string>>(
  validate: (values: V) => Record<string, string>,
  confirmField: K,
  t: TFunction,
): (values: V) => Record<string, string> {
  return (values) => {
    const errors = validate(values);
    const confirm = values[confirmField];
    if (!confirm) errors[confirmField] = t('validation.required');
    else if (confirm !== values.password) errors[confirmField] = t('validation.passwords_mismatch');
    return errors;
  };
}
