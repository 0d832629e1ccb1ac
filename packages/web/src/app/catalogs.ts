import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { Catalog } from '@/shared/i18n/catalogs';

/**
 * Each language's texts are a chunk of their own (issue 26 §4: both catalogs were a third of the
 * shell): a page load fetches the language it shows, and switching fetches the other once.
 */
export const loadCatalog: Record<Locale, () => Promise<Catalog>> = {
  ru: () => import('./catalog-ru').then((m) => m.catalog),
  en: () => import('./catalog-en').then((m) => m.catalog),
};
