import type { Locale } from '@cargo-sentry/contracts/shared/common';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '@/shared/i18n/catalogs';
import { loadCatalog } from './catalogs';

/** i18next asks this for a language it has no texts of yet, before `changeLanguage` switches. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = loadCatalog[language as Locale] as (() => Promise<Catalog>) | undefined;
    if (!load) return callback(new Error(`no catalog for ${language}`), false);
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** An i18n instance showing `locale`, whose catalog the caller has loaded (`loadCatalog`). */
export function createI18n(locale: Locale, catalog: Catalog): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: ['ru', 'en'],
      resources: { [locale]: { translation: catalog } },
      // the given language's texts are complete; the backend brings the other one when asked
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      initImmediate: false,
      showSupportNotice: false,
    });
  const setLang = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  setLang(locale);
  instance.on('languageChanged', setLang);
  return instance;
}
