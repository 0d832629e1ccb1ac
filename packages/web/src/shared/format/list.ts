import type { Locale } from '@cargo-sentry/contracts/shared/common';

/** "А, Б и В" / "A, B, or C": a list of already translated words, joined by the locale's own rules. */
export function formatList(items: readonly string[], locale: Locale, type: 'and' | 'or' = 'and'): string {
  return new Intl.ListFormat(locale, { style: 'long', type: type === 'and' ? 'conjunction' : 'disjunction' }).format(
    items,
  );
}
