import type { Locale } from '@cargo-sentry/contracts/common';

/** A reference item as the statistics API names it; either name may be null. */
export interface BilingualName {
  name_ru?: string | null;
  name_en?: string | null;
}

/** SPEC §3: a null (or missing) name is shown as the word "undefined", in both languages. */
export const undefinedName = 'undefined';

/** The item's name in the current locale, or "undefined" when the server has none. */
export function localName(item: BilingualName | null | undefined, locale: Locale): string {
  const name = locale === 'en' ? item?.name_en : item?.name_ru;
  return name == null || name.trim() === '' ? undefinedName : name;
}
