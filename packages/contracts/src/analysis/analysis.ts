import { z } from 'zod';
import { referenceIdText } from '../shared/common';
import { addDays, addMonths, daysBetween } from '../shared/dates';
import { incidentFilterQuery, incidentFilterSchema, type NormalizedFilter } from '../incidents/incident-filter';

/**
 * Statistics of the filtered incidents (docs/product.md#statistics, issue 5).
 * Every endpoint here takes the incident filter of `incident-filter.ts` and honours the
 * limited access level (Southern federal district only). Amounts are roubles.
 */

export const statisticsQuerySchema = incidentFilterSchema;
export const cargoCategoryDetailsQuerySchema = incidentFilterQuery({ cargo_category: referenceIdText });

/** Count and damage of one group; `id` is the reference id, null for incidents without one. */
export const statGroupSchema = z.object({
  id: z.number().int().nullable(),
  count: z.number().int(),
  damage: z.number(),
});
export type StatGroup = z.infer<typeof statGroupSchema>;

/** A geographic group with the same figures over the comparison period (for the rating tab). */
export const ratedGroupSchema = statGroupSchema.extend({
  previous_count: z.number().int().describe('Count in the comparison period (see damage_change)'),
  previous_damage: z.number(),
});
export type RatedGroup = z.infer<typeof ratedGroupSchema>;

export const monthStatSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  count: z.number().int(),
  damage: z.number(),
});
export type MonthStat = z.infer<typeof monthStatSchema>;

export const weekdayStatSchema = z.object({
  weekday: z.number().int().min(1).max(7).describe('ISO 8601: Monday = 1 … Sunday = 7'),
  count: z.number().int(),
  damage: z.number(),
});

export const priceStatSchema = z.object({
  bucket: z.number().int().min(1).max(10).describe('Analysis bucket of docs/product.md#damage-buckets (damageBuckets)'),
  min: z.number(),
  max: z.number().nullable().describe('Exclusive; null = open-ended'),
  count: z.number().int(),
  damage: z.number(),
});
export type PriceStat = z.infer<typeof priceStatSchema>;

export const districtByPriceSchema = statGroupSchema.extend({
  by_price: z.array(priceStatSchema).describe('All ten buckets, in order'),
});

export const statisticsSchema = z.object({
  by_attack_method: z.array(statGroupSchema),
  by_cargo_category: z.array(statGroupSchema),
  by_month: z
    .array(monthStatSchema)
    .describe(
      'Every month of the filtered date range, or of the last 12 months ending date_to (or today) without date_from',
    ),
  by_month_last_year: z
    .array(monthStatSchema)
    .describe('The same range shifted one year back, entry i matching by_month[i]'),
  by_weekday: z.array(weekdayStatSchema).describe('All seven days, Monday = 1 first'),
  by_price: z.array(priceStatSchema).describe('All ten analysis buckets'),
  by_region: z.array(ratedGroupSchema),
  by_city: z
    .array(ratedGroupSchema)
    .describe('The 100 cities with most incidents and the 100 with most damage (the rest are left out), by count'),
  by_federal_district: z.array(ratedGroupSchema),
  by_incident_category: z.array(statGroupSchema),
  by_type_of_scene: z.array(statGroupSchema),
  by_district_by_price: z.array(districtByPriceSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** A reference item; names are null when the group is "no value" (the UI shows "undefined"). */
export const referenceItemSchema = z.object({
  id: z.number().int().nullable(),
  name_ru: z.string().nullable(),
  name_en: z.string().nullable(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const statisticsReferenceSchema = z.object({
  attack_method: z.array(referenceItemSchema),
  cargo_category: z.array(referenceItemSchema),
  region: z.array(referenceItemSchema),
  city: z.array(referenceItemSchema),
  federal_district: z.array(referenceItemSchema),
  incident_category: z.array(referenceItemSchema),
  type_of_scene: z.array(referenceItemSchema),
});
export type StatisticsReference = z.infer<typeof statisticsReferenceSchema>;
export type ReferenceKind = keyof StatisticsReference;

/** A short incident card for top and last lists; names are in `reference`. */
export const incidentBriefSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  price: z.number(),
  federal_district: z.number().int().nullable(),
  region: z.number().int().nullable(),
  city: z.number().int().nullable(),
  cargo_category: z.number().int().nullable(),
  incident_category: z.number().int(),
  attack_method: z.number().int().nullable(),
  type_of_scene: z.number().int().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  cargo_description: z.string(),
});
export type IncidentBrief = z.infer<typeof incidentBriefSchema>;

const categoryTotalsSchema = z.object({ count: z.number().int(), damage: z.number() });

export const tableStatSchema = z.object({
  attack_method: z
    .array(statGroupSchema.extend({ robbery: categoryTotalsSchema, fraud: categoryTotalsSchema }))
    .describe('Per attack method: all filtered incidents, and those of the robbery and fraud categories'),
  incidents_category: z.object({ robbery: categoryTotalsSchema, fraud: categoryTotalsSchema }),
});

const changeDescription =
  'Signed percent change, rounded to one decimal, of the period [date_from (or period start), date_to ' +
  '(or today)] — without date_from, the 365 days ending date_to (or today) — against the same number ' +
  'of days immediately before it, with the same other filters. Null when the previous value is 0.';

/** `GET /{product}/incident/get_statistics`. */
export const statisticsResponseSchema = z.object({
  statistics: statisticsSchema,
  reference: statisticsReferenceSchema,
  top_three_incidents: z.array(incidentBriefSchema).describe('Largest damage first'),
  last_incidents: z.array(incidentBriefSchema).describe('Newest ten, by date then id'),
  damage_change: z.number().nullable().describe(changeDescription),
  is_damage_increased: z.boolean(),
  count_change: z.number().nullable().describe(changeDescription),
  is_count_increased: z.boolean(),
  table_stat: tableStatSchema,
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

const namedGroupSchema = statGroupSchema.extend({ name_ru: z.string().nullable(), name_en: z.string().nullable() });

/** `GET /{product}/incident/cargo_category_details?cargo_category=N&<filter>`. */
export const cargoCategoryDetailsSchema = z.object({
  cargo_category: referenceItemSchema,
  count: z.number().int(),
  damage: z.number(),
  total_damage: z.number().describe('Damage of all filtered incidents, every cargo category'),
  total_count: z.number().int(),
  region: z.array(namedGroupSchema),
  federal_district: z.array(namedGroupSchema),
  attack_method: z.array(namedGroupSchema),
  incident_category: z.array(namedGroupSchema),
  type_of_scene: z.array(namedGroupSchema),
});
export type CargoCategoryDetails = z.infer<typeof cargoCategoryDetailsSchema>;

/** Number of newest incidents in `last_incidents`, and of the largest in `top_three_incidents`. */
export const lastIncidentsCount = 10;
/** by_city keeps the top cities by count and by damage, this many each. */
export const maxCities = 100;
export const topIncidentsCount = 3;

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The period the *_change values compare (docs/decisions/0003), the same rule as get_summary's
 * damage_change: the filtered range [date_from (or period start), date_to (or today)] against the
 * same number of days right before it; without date_from, the 365 days ending date_to (or today)
 * against the 365 days before them.
 */
export function comparisonPeriods(
  filter: Pick<NormalizedFilter, 'dateFrom' | 'dateTo'>,
  today: string,
): { current: DateRange; previous: DateRange } {
  const to = filter.dateTo ?? today;
  const from = filter.dateFrom ?? addDays(to, -364);
  const length = Math.max(1, daysBetween(from, to) + 1);
  return { current: { from, to }, previous: { from: addDays(from, -length), to: addDays(from, -1) } };
}

/** Signed percent change rounded to one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** by_month never lists more months than this: a longer range shows its last 120 months. */
export const maxStatisticsMonths = 120;

/**
 * The months of by_month: every month touched by [date_from, date_to or today] (at most the last
 * `maxStatisticsMonths`), or the 12 months ending date_to (or today) when there is no date_from.
 * Empty when the range is reversed.
 */
export function statisticsMonths(filter: Pick<NormalizedFilter, 'dateFrom' | 'dateTo'>, today: string): string[] {
  const to = (filter.dateTo ?? today).slice(0, 7);
  const earliest = addMonths(`${to}-01`, filter.dateFrom ? 1 - maxStatisticsMonths : -11).slice(0, 7);
  const from = filter.dateFrom && filter.dateFrom.slice(0, 7) > earliest ? filter.dateFrom.slice(0, 7) : earliest;
  const months: string[] = [];
  for (let m = `${from}-01`; m.slice(0, 7) <= to; m = addMonths(m, 1)) months.push(m.slice(0, 7));
  return months;
}
