import type { Locale } from '@cargo-sentry/contracts/shared/common';

export const locales: readonly Locale[] = ['ru', 'en'];
export const localeStorageKey = 'cargo_sentry.locale';

function isLocale(value: unknown): value is Locale {
  return value === 'ru' || value === 'en';
}

/** docs/product.md#locale-and-support-contacts: the stored locale, else the browser language (ru unless the browser says en). */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  const first = browserLanguages[0]?.toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ru';
}

export function readInitialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(localeStorageKey);
  } catch {
    /* storage blocked: fall back to the browser */
  }
  const languages =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLocale(stored, languages);
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

export function toLocale(language: string | undefined): Locale {
  return language?.startsWith('en') ? 'en' : 'ru';
}
