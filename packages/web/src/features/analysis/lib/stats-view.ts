import type { GroupRow } from './groups';

/** One incident as the main page lists it (top three by damage, the latest ones). */
export interface BriefRow {
  id: number;
  date: string;
  /** Translated place: city and region; "undefined" parts for null names. */
  place: string;
  cargo: string;
  category: string;
  description: string;
  damage: number;
}

/** A month of by_month: `month` is "YYYY-MM", `name` its translated short label. */
export interface MonthRow extends GroupRow {
  month: string;
}

/** A region, city or district with the same figures over the comparison period. */
export interface RatedRow extends GroupRow {
  previousCount: number;
  previousDamage: number;
}

export interface DistrictPriceRow {
  district: GroupRow;
  /** The ten buckets in order (docs/product.md#damage-buckets). */
  buckets: GroupRow[];
}

export interface TableStatRow {
  key: string;
  name: string;
  count: number;
  robbery: number;
  fraud: number;
  robberyDamage: number;
  fraudDamage: number;
}

/**
 * Everything the analysis pages draw, translated and typed for display. Built from the
 * `get_statistics` answer in one place (`toStatsView`), so pages never read the wire format.
 */
export interface StatsView {
  total: number;
  damage: number;
  average: number;
  countChange: number | null;
  isCountIncreased: boolean;
  damageChange: number | null;
  isDamageIncreased: boolean;
  byAttackMethod: GroupRow[];
  byCargoCategory: GroupRow[];
  byMonth: MonthRow[];
  /** Entry i is the month of byMonth[i] one year earlier. */
  byMonthLastYear: MonthRow[];
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  byWeekday: GroupRow[];
  /** The ten damage buckets in order. */
  byPrice: GroupRow[];
  byRegion: RatedRow[];
  byCity: RatedRow[];
  byFederalDistrict: RatedRow[];
  byIncidentCategory: GroupRow[];
  byTypeOfScene: GroupRow[];
  byDistrictByPrice: DistrictPriceRow[];
  tableStat: TableStatRow[];
  tableStatTotals: { robbery: number; fraud: number; robberyDamage: number; fraudDamage: number };
  topThree: BriefRow[];
  last: BriefRow[];
}
