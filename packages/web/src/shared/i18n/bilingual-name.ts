import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { undefinedNameLabel } from '@cargo-sentry/contracts/shared/reference-names';

/** Anything named in both languages (docs/product.md#reference-names); the statistics API may send null for either name. */
export interface BilingualName {
  name_ru?: string | null;
  name_en?: string | null;
}

/**
 * docs/product.md#reference-names: a null (or missing) name "is shown as undefined": the one localized label of the
 * contracts, "Не определено" / "Undefined" (issue 23 §4), which pages style as a category
 * (`ReferenceName`).
 */
export const undefinedName = (locale: Locale): string => undefinedNameLabel[locale];

/** The name in the given language, or null when it is missing or blank. */
function nameIn(item: BilingualName, locale: Locale): string | null {
  const name = locale === 'en' ? item.name_en : item.name_ru;
  return name == null || name.trim() === '' ? null : name;
}

/**
 * A reference item's name in the UI language, for pickers, chips and incident cards: the Russian
 * name stands in for a missing English one, and a missing item shows a dash.
 */
export function nameOf(item: BilingualName | null | undefined, locale: Locale): string {
  if (!item) return '—';
  return nameIn(item, locale) ?? nameIn(item, 'ru') ?? '—';
}

/** A name in the statistics, where docs/product.md#reference-names shows a missing name as "undefined" and never substitutes. */
export function nameOrUndefined(item: BilingualName | null | undefined, locale: Locale): string {
  return (item && nameIn(item, locale)) ?? undefinedName(locale);
}
