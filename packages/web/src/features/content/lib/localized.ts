import type { Locale } from '@cargo-sentry/contracts/shared/common';

type Bilingual<K extends string> = Record<`${K}_ru` | `${K}_en`, string>;

/** A content field in the UI language (both are required, the Russian one stands in all the same). */
export function localized<K extends string>(item: Bilingual<K>, field: K, locale: Locale): string {
  return item[`${field}_${locale}`] || item[`${field}_ru`];
}
