import type { Locale } from '@cargo-sentry/contracts/shared/common';

/** The thousands separator of docs/product.md#number-and-date-formatting: a (non-breaking) space in ru, a comma in en. */
const groupSeparator: Record<Locale, string> = { ru: '\u00a0', en: ',' };
const decimalSeparator: Record<Locale, string> = { ru: ',', en: '.' };

/**
 * Formats a number with the locale's separators. Grouping is done by hand because Intl's ru
 * locale leaves four-digit numbers ungrouped, while the product always separates thousands.
 */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return '—';
  const sign = value < 0 ? '-' : '';
  const [whole, fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[locale]);
  return sign + grouped + (fraction ? decimalSeparator[locale] + fraction : '');
}

const compactUnits: Record<Locale, [number, string][]> = {
  ru: [
    [1e9, 'млрд'],
    [1e6, 'млн'],
    [1e3, 'тыс.'],
  ],
  en: [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ],
};

/** Compact amount with thousand/million/billion units and one decimal: "1,2 млн", "1.2 million". */
export function formatCompact(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs < 1000) return formatNumber(value, locale);
  for (const [size, unit] of compactUnits[locale]) {
    // Round first so 999 960 shows as "1,0 млн", not "1 000,0 тыс."
    const rounded = Math.round((abs / size) * 10) / 10;
    if (rounded >= 1) return `${formatNumber(Math.sign(value) * rounded, locale, 1)}\u00a0${unit}`;
  }
  return formatNumber(value, locale);
}
