import { z } from 'zod';
import { integerMax, referenceIdText, smallintMax, text, wholeNumberText } from '../shared/common';
import { addMonths, dateText } from '../shared/dates';

/**
 * The incident filter of docs/product.md#incident-filter ("Filter values") on the wire. Every incident endpoint
 * (list, summary, coordinates, map clusters, statistics, export) takes exactly these
 * query parameters and applies them identically.
 *
 * - `search`: free text (searchVal)
 * - `country`: country ids (countryVal[])
 * - `geo`: `district:<id>`, `region:<id>` or `city:<id>` tokens, OR-ed (geoVal[])
 * - `date_from`, `date_to`: YYYY-MM-DD, inclusive; `period` fills date_from relative to today
 * - `cargo`: cargo category ids (cargoVal[])
 * - `price`: price ranges 1–6 of docs/product.md#price-ranges; the "all" value -1 is sent as an empty list (priceVal)
 * - `category`: incident category ids; all four selected means no filter (categoryVal[])
 * - `upload`: the id of a spreadsheet upload: only the incidents it wrote or matched (issue 23
 *   §10, "Открыть карту" after an import; decision 0037)
 */

/** Lists are bounded too: a thousand repeats of a parameter is not a filter anyone means. */
const maxListLength = 500;

/** Query strings give a string for one value and an array for repeats; both, and "a,b", become arrays. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) => String(v).split(',')).filter((v) => v.trim() !== '');
  }, z.array(item).max(maxListLength));
}

/** @deprecated name kept for callers; a bounded calendar date (see dates.ts). */
export const isoDateSchema = dateText;

export const periodOptions = ['1m', '3m', '6m', '1y', '2y', '3y', '5y'] as const;
export const periodSchema = z.enum(periodOptions);
export type Period = z.infer<typeof periodSchema>;

/** `district:<id>`, `region:<id>` (smallint columns) or `city:<id>` (integer), ids written plainly. */
export const geoTokenSchema = text(30)
  .regex(/^(district|region|city):[1-9][0-9]{0,9}$/, 'geo token')
  .refine((token) => {
    const [kind, id] = token.split(':');
    return Number(id) <= (kind === 'city' ? integerMax : smallintMax);
  }, 'geo token id out of range');

/** docs/product.md#price-ranges price ranges: lower bound inclusive, upper exclusive; 6 is open-ended. */
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

/** A price range id 1–6, or -1 for "all" (docs/product.md#price-ranges). */
const priceRangeText = z
  .union([z.string().max(2), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^(-1|[1-6])$/, 'price range'))
  .transform(Number);

const incidentFilterFields = z.object({
  search: text(200).trim().optional(),
  country: listOf(wholeNumberText(smallintMax)),
  geo: listOf(geoTokenSchema),
  date_from: dateText.optional(),
  date_to: dateText.optional(),
  period: periodSchema.optional(),
  cargo: listOf(referenceIdText),
  price: listOf(priceRangeText),
  category: listOf(referenceIdText),
  upload: wholeNumberText(integerMax).optional(),
});

const rangeInOrder = (f: { date_from?: string; date_to?: string }) =>
  !f.date_from || !f.date_to || f.date_from <= f.date_to;

/**
 * The filter query plus an endpoint's own parameters. The date range is checked here, once for
 * every endpoint: "to" before "from" is a 400, never an empty answer or an inverted note.
 */
export function incidentFilterQuery<Extra extends z.ZodRawShape>(extra: Extra) {
  return incidentFilterFields
    .extend(extra)
    .refine(rangeInOrder, { message: 'date_to is before date_from', path: ['date_to'] });
}

export const incidentFilterSchema = incidentFilterQuery({});
export type IncidentFilter = z.infer<typeof incidentFilterSchema>;

/** The filter with the shortcuts of docs/product.md#incident-filter resolved: -1 = all prices, four categories = none. */
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
  /** Only the incidents of this spreadsheet upload (absent: no such condition). */
  upload?: number;
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

const periodMonths: Record<Period, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, '2y': 24, '3y': 36, '5y': 60 };

/** Start date of a period option, counted back from `today` by whole months (31 Mar − 1m = 28/29 Feb). */
export function periodStart(period: Period, today: string): string {
  return addMonths(today, -periodMonths[period]);
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
    ...(filter.upload === undefined ? {} : { upload: filter.upload }),
  };
}

/** Analysis buckets of docs/product.md#damage-buckets (roubles), lower bound inclusive. */
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
