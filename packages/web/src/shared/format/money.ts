import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { formatCompact, formatNumber } from './number';

/**
 * The product writes roubles as "₽" in both languages (issue 9, defect 18: the English UI said
 * "RUB" in some places and "₽" in others). A non-breaking space keeps the sign with its number.
 */
const rouble = '\u00a0₽';

/** "1 234 567 ₽" / "1,234,567 ₽". */
export function formatRubles(value: number, locale: Locale): string {
  return formatNumber(value, locale) + rouble;
}

/** "1,2 млн ₽" / "1.2 million ₽". */
export function formatRublesCompact(value: number, locale: Locale): string {
  return formatCompact(value, locale) + rouble;
}
