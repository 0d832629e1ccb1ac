/** One row of a statistics group (a region, a cargo category, a month…) ready to display. */
export interface GroupRow {
  /** Stable React key: the reference id, or "null" for incidents without the attribute. */
  key: string;
  id: number | null;
  /** Already translated; "undefined" for a null reference name (docs/product.md#reference-names). */
  name: string;
  count: number;
  /** Damage in roubles. */
  damage: number;
}

export function sumCount(rows: readonly GroupRow[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

export function sumDamage(rows: readonly GroupRow[]): number {
  return rows.reduce((sum, row) => sum + row.damage, 0);
}

export function byCountDesc(a: GroupRow, b: GroupRow): number {
  return b.count - a.count || b.damage - a.damage || a.name.localeCompare(b.name);
}
