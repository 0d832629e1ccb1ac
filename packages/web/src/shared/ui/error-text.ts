import type { TFunction } from 'i18next';
import { isApiError } from '../api-client/api-error';

/** An API error as the user reads it: `errors.<code>`, falling back to `errors.unknown` (STYLE.md §6). */
export function errorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : 'unknown';
  return t(`errors.${code}`, { defaultValue: t('errors.unknown') });
}
