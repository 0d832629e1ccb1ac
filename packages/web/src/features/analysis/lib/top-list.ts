export interface TopItem<T> {
  item: T;
  value: number;
  /** Share of the first (largest) item, 0–100, as docs/product.md#top-lists asks for the top lists. */
  percent: number;
}

/** The `limit` largest items by `value`, each with its percent relative to the first. */
export function topWithPercent<T>(items: readonly T[], value: (item: T) => number, limit = 10): TopItem<T>[] {
  const sorted = [...items].sort((a, b) => value(b) - value(a)).slice(0, limit);
  const first = sorted.length ? value(sorted[0]) : 0;
  return sorted.map((item) => ({
    item,
    value: value(item),
    percent: first > 0 ? Math.round((value(item) / first) * 1000) / 10 : 0,
  }));
}

/** Share of a part in a whole, 0–100 with one decimal; 0 when the whole is empty. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
