import type { TFunction } from 'i18next';
import { isApiError } from '../api-client/api-error';

/**
 * The message for one form field from an API error's `fields` (e.g. `password_too_weak`, which
 * only the server can check), or undefined when the error is not about that field.
 */
export function apiFieldError(t: TFunction, error: unknown, field: string): string | undefined {
  const code = isApiError(error) ? error.fields?.[field]?.[0] : undefined;
  if (!code) return undefined;
  return t(`errors.${code}`, {
    defaultValue: t(`validation.invalid_${code}`, { defaultValue: t('validation.invalid') }),
  });
}
