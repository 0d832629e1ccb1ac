import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { TFunction } from 'i18next';
import { formatNumber } from './number';

/**
 * A verification quota as the API sends it: `left` checks of a quota of `total`
 * (`verification_count` and `verification_total` of users and API keys), or no limit at all (staff).
 */
export type Quota = { isUnlimited: true } | { isUnlimited: false; left: number; total: number };

/** How every screen words a quota (docs/product.md#verification-quota "done of total"; issue 23 §12). */
export interface QuotaWords {
  /** "Выполнено 3 из 50" / "Done 3 of 50", or "Без ограничений" / "Unlimited". */
  main: string;
  /** "осталось 47 проверок" / "47 checks left"; null when unlimited. */
  left: string | null;
  /** Nothing left: the screens show it as a warning. */
  isSpent: boolean;
}

/**
 * The figures of "done of total". A quota raised above the size it was issued with (or a stored
 * total older than the count) counts from the larger number, so "done" is never negative.
 */
export function quotaFigures(left: number, total: number): { done: number; total: number; left: number } {
  const safeLeft = Math.max(0, left);
  const safeTotal = Math.max(total, safeLeft);
  return { done: safeTotal - safeLeft, total: safeTotal, left: safeLeft };
}

/** The one wording of a quota; the UI shows it through `QuotaText`. */
export function describeQuota(quota: Quota, locale: Locale, t: TFunction): QuotaWords {
  if (quota.isUnlimited) return { main: t('quota.unlimited'), left: null, isSpent: false };
  const figures = quotaFigures(quota.left, quota.total);
  return {
    main: t('quota.done_of_total', {
      done: formatNumber(figures.done, locale),
      total: formatNumber(figures.total, locale),
    }),
    // `count` picks the plural form; `value` is the same number with the locale's separators.
    left: t('quota.left', { count: figures.left, value: formatNumber(figures.left, locale) }),
    isSpent: figures.left === 0,
  };
}

/** The quota of a user or an API key as the API sends it; staff verify without a limit (docs/product.md#verification-quota). */
export function quotaOf(holder: { is_staff?: boolean; verification_count: number; verification_total: number }): Quota {
  if (holder.is_staff) return { isUnlimited: true };
  return { isUnlimited: false, left: holder.verification_count, total: holder.verification_total };
}
