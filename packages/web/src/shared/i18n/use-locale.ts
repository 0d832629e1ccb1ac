import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLocale, toLocale } from './locale';

/** The current UI locale and a setter that also remembers it in localStorage. */
export function useLocale(): [Locale, (next: Locale) => void] {
  const { i18n } = useTranslation();
  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return [toLocale(i18n.resolvedLanguage ?? i18n.language), setLocale];
}
