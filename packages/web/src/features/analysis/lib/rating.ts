import { percentChange } from '@cargo-sentry/contracts/analysis/analysis';
import type { RatedRow, StatsView } from './stats-view';

export type RatingSortKey = 'name' | 'count' | 'damage' | 'countChange' | 'damageChange';
export type SortDirection = 'asc' | 'desc';

export interface RatingRow extends RatedRow {
  /** Percent against the previous period; null when the previous figure is zero. */
  countChange: number | null;
  damageChange: number | null;
}

export function toRatingRows(rows: readonly RatedRow[]): RatingRow[] {
  return rows.map((row) => ({
    ...row,
    countChange: percentChange(row.count, row.previousCount),
    damageChange: percentChange(row.damage, row.previousDamage),
  }));
}

/**
 * Sorts a ranking by one column. Rows without a change figure (nothing to compare with) always
 * go last, whichever the direction; ties fall back to incidents, then the name.
 */
export function sortRating(
  rows: readonly RatingRow[],
  key: RatingSortKey,
  direction: SortDirection,
  locale: string,
): RatingRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * a.name.localeCompare(b.name, locale);
    const av = a[key];
    const bv = b[key];
    if (av === null || bv === null) {
      if (av !== bv) return av === null ? 1 : -1;
    } else if (av !== bv) {
      return sign * (av - bv);
    }
    return b.count - a.count || a.name.localeCompare(b.name, locale);
  });
}

/**
 * Average damage change. `view` must be grouped over the current comparison period; the previous
 * totals are the sums of the districts' previous figures.
 */
export function averageChange(view: Pick<StatsView, 'byFederalDistrict' | 'total' | 'damage'>): number | null {
  const previousCount = view.byFederalDistrict.reduce((sum, d) => sum + d.previousCount, 0);
  const previousDamage = view.byFederalDistrict.reduce((sum, d) => sum + d.previousDamage, 0);
  if (!previousCount || !view.total) return null;
  return percentChange(view.damage / view.total, previousDamage / previousCount);
}
