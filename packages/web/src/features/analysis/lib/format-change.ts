import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { formatNumber } from '@/shared/format/number';

/** A percent change as every analysis figure shows it: "+12,3%", "−4,0%", "0,0%". */
export function formatChange(change: number, locale: Locale): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(change), locale, 1)}%`;
}
