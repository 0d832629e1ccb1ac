import type { Locale, Option } from '@cargo-sentry/contracts/shared/common';
import { priceRanges, type Period } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { IncidentUpload } from '@cargo-sentry/contracts/incident-import/incident-import';
import type { IncidentReferences } from '@cargo-sentry/contracts/incidents/incidents';
import type { TFunction } from 'i18next';
import { formatDate } from '../format/date';
import { nameOf } from '../i18n/bilingual-name';
import { formatCompact } from '../format/number';
import { allPrices, parseGeoToken, type FilterChip, type FilterValues } from './filter-state';

/** "0 – 100 тыс. ₽", "свыше 5 млн ₽" for the price ranges 1–6 of docs/product.md#price-ranges. */
export function priceRangeLabel(id: number, locale: Locale, t: TFunction): string {
  if (id === allPrices) return t('incidents.filters.price_all');
  const range = priceRanges.find((r) => r.id === id);
  if (!range) return String(id);
  if (range.max === null) return t('incidents.filters.price_over', { min: formatCompact(range.min, locale) });
  return t('incidents.filters.price_between', {
    min: formatCompact(range.min, locale),
    max: formatCompact(range.max, locale),
  });
}

export function periodLabel(period: Period, t: TFunction): string {
  return t(`incidents.filters.periods.${period}`);
}

/** The label of a geo token: districts carry the " ФО" suffix, cities their region for clarity. */
export function geoLabel(token: string, refs: IncidentReferences | undefined, locale: Locale): string {
  const parsed = parseGeoToken(token);
  if (!parsed || !refs) return token;
  if (parsed.kind === 'district') {
    const d = refs.federal_districts.find((x) => x.id === parsed.id);
    return d ? (locale === 'en' ? d.label_en : d.label_ru) : token;
  }
  if (parsed.kind === 'region')
    return nameOf(
      refs.regions.find((x) => x.id === parsed.id),
      locale,
    );
  return nameOf(
    refs.cities.find((x) => x.id === parsed.id),
    locale,
  );
}

/**
 * "Импорт от 03.05.2026, incidents.csv": why the map shows a few incidents only (issue 23 §10).
 * Without the upload (not staff, or not loaded yet) its number stands in.
 */
function uploadLabel(id: number, upload: IncidentUpload | undefined, t: TFunction): string {
  if (!upload) return t('incidents.filters.upload_number', { id });
  return t('incidents.filters.upload', { date: formatDate(upload.created_at), file: upload.file_name });
}

/** The text of one active-filter chip; `upload`: the upload the filter names, when known. */
export function chipLabel(
  chip: FilterChip,
  values: FilterValues,
  refs: IncidentReferences | undefined,
  locale: Locale,
  t: TFunction,
  upload?: IncidentUpload,
): string {
  const find = (list: Option[] | undefined) =>
    nameOf(
      list?.find((x) => x.id === chip.value),
      locale,
    );
  switch (chip.kind) {
    case 'upload':
      return uploadLabel(Number(chip.value), upload, t);
    case 'search':
      return `${t('incidents.filters.search')}: ${values.search}`;
    case 'country':
      return find(refs?.countries);
    case 'geo':
      return geoLabel(String(chip.value), refs, locale);
    case 'period':
      return values.period ? periodLabel(values.period, t) : '';
    case 'date_from':
      return `${t('incidents.filters.date_from_short')} ${formatDate(values.dateFrom)}`;
    case 'date_to':
      return `${t('incidents.filters.date_to_short')} ${formatDate(values.dateTo)}`;
    case 'cargo':
      return find(refs?.cargo_categories);
    case 'price':
      return priceRangeLabel(Number(chip.value), locale, t);
    case 'category':
      return find(refs?.incident_categories);
  }
}
