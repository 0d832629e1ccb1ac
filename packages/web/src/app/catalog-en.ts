import { mergeCatalogs, type Catalog } from '@/shared/i18n/catalogs';
import shared from '@/shared/i18n/en.json';

// Each feature adds `features/<feature>/i18n/{ru,en}.json` with its name as the top-level key (and a
// shared piece used by several features, `shared/<piece>/i18n/…`); nothing here changes when one is added.
const features = import.meta.glob<Catalog>(['../features/*/i18n/en.json', '../shared/*/i18n/en.json'], {
  eager: true,
  import: 'default',
});

/** Every English text of the app: a chunk of its own, fetched only by a page shown in English. */
export const catalog: Catalog = mergeCatalogs([shared, ...Object.values(features)]);
