import { ratingSortSchema, type RatingSort } from '@cargo-sentry/contracts/rating/rating';

export type SortColumn = 'score' | 'incidents' | 'damage' | 'inn';

/** How a score reads: no negative data at all, or a low, middle or high risk band. */
export type ScoreBand = 'none' | 'low' | 'middle' | 'high';

export function scoreBand(score: number, noNegativeData: boolean): ScoreBand {
  if (noNegativeData) return 'none';
  if (score >= 80) return 'low';
  if (score >= 50) return 'middle';
  return 'high';
}

export const bandColor: Record<ScoreBand, string> = { none: 'teal', low: 'green', middle: 'yellow', high: 'red' };
/** Text on the light badge of each band, dark enough for 4.5:1 contrast on striped rows too (WCAG AA; Mantine's shade 6 is not). */
export const bandText: Record<ScoreBand, string> = {
  none: '#066649',
  low: '#1e5e2b',
  middle: '#744400',
  high: '#a51d1d',
};

/** The column and direction a sort value names. */
export function sortParts(sort: RatingSort): { column: SortColumn; direction: 'asc' | 'desc' } {
  return {
    column: sort.replace('-', '') as SortColumn,
    direction: sort.startsWith('-') ? 'desc' : 'asc',
  };
}

/**
 * The sort after a click on `column`: the same column flips; a new one starts where it is most
 * useful (the lowest score, the most incidents or damage, INNs in order).
 */
export function nextSort(current: RatingSort, column: SortColumn): RatingSort {
  const { column: active, direction } = sortParts(current);
  if (active === column) return (direction === 'asc' ? `-${column}` : column) as RatingSort;
  return (column === 'incidents' || column === 'damage' ? `-${column}` : column) as RatingSort;
}

/** Page, search and sort from the address bar; anything malformed falls back to the default. */
export function readRatingParams(params: URLSearchParams): { page: number; s: string; sort: RatingSort } {
  const page = Number(params.get('page'));
  const sort = ratingSortSchema.safeParse(params.get('sort'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    s: (params.get('s') ?? '').slice(0, 100),
    sort: sort.success ? sort.data : 'score',
  };
}
