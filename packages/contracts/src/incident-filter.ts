import { z } from 'zod';

/**
 * The incident filter of SPEC §3 ("Filter values") on the wire. Every incident endpoint
 * (list, summary, coordinates, map clusters, statistics, export) takes exactly these
 * query parameters and applies them identically.
 *
 * - `search`: free text (searchVal)
 * - `country`: country ids (countryVal[])
 * - `geo`: `district:<id>`, `region:<id>` or `city:<id>` tokens, OR-ed (geoVal[])
 * - `date_from`, `date_to`: YYYY-MM-DD, inclusive; `period` fills date_from relative to today
 * - `cargo`: cargo category ids (cargoVal[])
 * - `price`: price ranges 1–6 of SPEC §5; the "all" value -1 is sent as an empty list (priceVal)
 * - `category`: incident category ids; all four selected means no filter (categoryVal[])
 */

/** Query strings give a string for one value and an array for repeats; both, and "a,b", become arrays. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) => String(v).split(',')).filter((v) => v.trim() !== '');
  }, z.array(item));
}

export const isoDateSchema = z.iso.date();

export const periodOptions = ['1m', '3m', '6m', '1y', '2y', '3y', '5y'] as const;
export const periodSchema = z.enum(periodOptions);
export type Period = z.infer<typeof periodSchema>;

export const geoTokenSchema = z.string().regex(/^(district|region|city):\d+$/, 'geo token');

/** SPEC §5 price ranges: lower bound inclusive, upper exclusive; 6 is open-ended. */
export const priceRanges = [
  { id: 1, min: 0, max: 100_000 },
  { id: 2, min: 100_000, max: 500_000 },
  { id: 3, min: 500_000, max: 1_000_000 },
  { id: 4, min: 1_000_000, max: 3_000_000 },
  { id: 5, min: 3_000_000, max: 5_000_000 },
  { id: 6, min: 5_000_000, max: null },
] as const;

/** The price range (1–6) a damage amount lands in: exactly one for any amount ≥ 0. */
export function priceRangeOf(price: number): number {
  const range = priceRanges.find((r) => price >= r.min && (r.max === null || price < r.max));
  return range ? range.id : 1;
}

/** The number of incident categories a user can pick; picking all of them is no filter. */
export const selectableIncidentCategoryCount = 4;

export const incidentFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  country: listOf(z.coerce.number().int().positive()),
  geo: listOf(geoTokenSchema),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  period: periodSchema.optional(),
  cargo: listOf(z.coerce.number().int().min(0)),
  price: listOf(z.coerce.number().int().min(-1).max(6)),
  category: listOf(z.coerce.number().int().min(0)),
});
export type IncidentFilter = z.infer<typeof incidentFilterSchema>;

/** The filter with the SPEC's shortcuts resolved: -1 = all prices, four categories = none. */
export interface NormalizedFilter {
  search: string | undefined;
  countries: number[];
  districts: number[];
  regions: number[];
  cities: number[];
  dateFrom: string | undefined;
  dateTo: string | undefined;
  cargo: number[];
  priceRanges: number[];
  categories: number[];
}

/** No condition at all: every incident (of what the viewer may see). */
export const emptyFilter: NormalizedFilter = {
  search: undefined,
  countries: [],
  districts: [],
  regions: [],
  cities: [],
  dateFrom: undefined,
  dateTo: undefined,
  cargo: [],
  priceRanges: [],
  categories: [],
};

/** Start date of a period option, counted back from `today` (YYYY-MM-DD). */
export function periodStart(period: Period, today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  const months = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, '2y': 24, '3y': 36, '5y': 60 }[period];
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

export function normalizeFilter(
  filter: IncidentFilter,
  today: string = new Date().toISOString().slice(0, 10),
): NormalizedFilter {
  const ids = (kind: string) =>
    filter.geo.filter((t) => t.startsWith(`${kind}:`)).map((t) => Number(t.slice(kind.length + 1)));
  const prices = filter.price.includes(-1) ? [] : [...new Set(filter.price)];
  const categories = [...new Set(filter.category)];
  return {
    search: filter.search ? filter.search : undefined,
    countries: [...new Set(filter.country)],
    districts: ids('district'),
    regions: ids('region'),
    cities: ids('city'),
    dateFrom: filter.date_from ?? (filter.period ? periodStart(filter.period, today) : undefined),
    dateTo: filter.date_to,
    cargo: [...new Set(filter.cargo)],
    priceRanges: prices.length === priceRanges.length ? [] : prices,
    categories: categories.length === selectableIncidentCategoryCount ? [] : categories,
  };
}

/** Analysis buckets of SPEC §9 (roubles), lower bound inclusive. */
export const damageBuckets = [
  { id: 1, min: 0, max: 100_000 },
  { id: 2, min: 100_000, max: 300_000 },
  { id: 3, min: 300_000, max: 500_000 },
  { id: 4, min: 500_000, max: 1_000_000 },
  { id: 5, min: 1_000_000, max: 2_000_000 },
  { id: 6, min: 2_000_000, max: 3_000_000 },
  { id: 7, min: 3_000_000, max: 5_000_000 },
  { id: 8, min: 5_000_000, max: 10_000_000 },
  { id: 9, min: 10_000_000, max: 25_000_000 },
  { id: 10, min: 25_000_000, max: null },
] as const;

export function damageBucketOf(price: number): number {
  const bucket = damageBuckets.find((b) => price >= b.min && (b.max === null || price < b.max));
  return bucket ? bucket.id : 1;
}
