import type { TFunction } from 'i18next';
import { isApiError } from '../api-client/api-error';

/** An error code as the user reads it: `errors.<code>`, falling back to `errors.unknown` (CONTRIBUTING.md#translations). */
export function errorCodeText(t: TFunction, code: string): string {
  return t(`errors.${code}`, { defaultValue: t('errors.unknown') });
}

/** A thrown error as the user reads it; anything but an API error is "unknown". */
export function errorText(t: TFunction, error: unknown): string {
  return errorCodeText(t, isApiError(error) ? error.code : 'unknown');
}
