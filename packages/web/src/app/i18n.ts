import type { Locale } from '@cargo-sentry/contracts/common';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeCatalogs, type Catalog } from '@/shared/i18n/catalogs';
import sharedEn from '@/shared/i18n/en.json';
import sharedRu from '@/shared/i18n/ru.json';

// Each feature adds `features/<feature>/i18n/{ru,en}.json` with its name as the top-level key;
// nothing here needs to change when a feature adds its catalog.
const featureRu = import.meta.glob<Catalog>('../features/*/i18n/ru.json', { eager: true, import: 'default' });
const featureEn = import.meta.glob<Catalog>('../features/*/i18n/en.json', { eager: true, import: 'default' });

export const resources: Record<Locale, Catalog> = {
  ru: mergeCatalogs([sharedRu, ...Object.values(featureRu)]),
  en: mergeCatalogs([sharedEn, ...Object.values(featureEn)]),
};

export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['ru', 'en'],
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
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
