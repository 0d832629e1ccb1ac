import { z } from 'zod';
import { innPattern } from '../auth/auth';
import { isValidInn } from '../shared/identifiers';
import {
  integerMax,
  localeSchema,
  optionSchema,
  pagedSchema,
  referenceIdSchema,
  text,
  wholeNumberText,
} from '../shared/common';
import { dateText, todayIso } from '../shared/dates';

/** A bilingual reference item of an incident (category, method, region…); null when unknown. */
const refSchema = optionSchema.nullable();

/** docs/product.md#incident, snake_case, with the identifiers the verification risk check matches. */
export const incidentSchema = z.object({
  id: z.number().int(),
  date: z.string().describe('YYYY-MM-DD'),
  time: z.string().nullable().describe('HH:MM'),
  incident_category: optionSchema.describe('Modus operandi; id 0 = not established'),
  cargo_category: refSchema,
  attack_method: refSchema,
  type_of_scene: refSchema,
  country: optionSchema,
  federal_district: refSchema,
  region: refSchema,
  city: refSchema,
  street: z.string(),
  road: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  cargo_description: z.string(),
  amount: z.string().describe('Amount of cargo as written, e.g. "20 т", "1 200 коробок"'),
  price: z.number().describe('Damage in roubles'),
  information_source: refSchema,
  reference_date: z.string().nullable(),
  loading_address: z.string(),
  unloading_address: z.string(),
  judicial_decision_number: z.string(),
  media_mention_date: z.string().nullable(),
  description: z.string(),
  vehicle_plate: z.string(),
  vehicle_vin: z.string(),
  trailer_plate: z.string(),
  trailer_vin: z.string(),
  counterparty_inn: z.string(),
  counterparty_ogrn: z.string(),
  ati_id: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = pagedSchema(incidentSchema);
export type IncidentList = z.infer<typeof incidentListSchema>;

/**
 * docs/product.md#incident-list-and-summary over the filtered incidents.
 *
 * `damage_change` compares the damage of the filtered date range with the damage of the
 * same-length period immediately before it (same other filters). The range is
 * [date_from (or period start), date_to (or today)]; with no date filter it is the last 12 months
 * ending today, compared with the 12 months before. It is a percentage rounded to one decimal,
 * null when the previous period had no damage.
 */
export const incidentSummarySchema = z.object({
  total: z.number().int(),
  on_map: z.number().int().describe('Incidents with coordinates'),
  damage: z.number(),
  damage_avg: z.number(),
  max_date: z.string().nullable(),
  min_date: z.string().nullable(),
  damage_change: z.number().nullable().describe('Percent vs the previous same-length period'),
  damage_increased: z.boolean(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

/** A federal district option with its label ("Южный ФО") for the UI. */
export const districtOptionSchema = optionSchema.extend({ label_ru: z.string(), label_en: z.string() });
export const regionOptionSchema = optionSchema.extend({ federal_district: z.number().int() });
export const cityOptionSchema = optionSchema.extend({
  region: z.number().int(),
  federal_district: z.number().int(),
  lat: z.number(),
  lon: z.number(),
});

/** `GET /{product}/incident/get_references`: every list the filter and the card need. */
export const incidentReferencesSchema = z.object({
  countries: z.array(optionSchema),
  federal_districts: z.array(districtOptionSchema),
  regions: z.array(regionOptionSchema),
  cities: z.array(cityOptionSchema),
  cargo_categories: z.array(optionSchema),
  incident_categories: z.array(optionSchema.extend({ code: z.string() })),
  attack_methods: z.array(optionSchema),
  scene_types: z.array(optionSchema),
  information_sources: z.array(optionSchema),
  price_ranges: z.array(z.object({ id: z.number().int(), min: z.number(), max: z.number().nullable() })),
});
export type IncidentReferences = z.infer<typeof incidentReferencesSchema>;

/** docs/product.md#incident-references: per group, items with id and name_ru. */
/** docs/product.md#incident-references names id and name_ru; name_en is added so the staff form speaks English on English pages. */
const adminItemSchema = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });
export const incidentAdminReferencesSchema = z.object({
  countries: z.array(adminItemSchema),
  federal_districts: z.array(adminItemSchema),
  regions: z.array(adminItemSchema),
  cities: z.array(adminItemSchema.extend({ region: z.number().int() })),
  cargo_categories: z.array(adminItemSchema),
  incident_categories: z.array(adminItemSchema),
  attack_methods: z.array(adminItemSchema),
  scene_types: z.array(adminItemSchema),
  information_sources: z.array(adminItemSchema),
});
export type IncidentAdminReferences = z.infer<typeof incidentAdminReferencesSchema>;

/**
 * docs/product.md#map-points, compact for a million points: `items` holds parallel arrays
 * (index i is one incident) and each attribute is a parallel array of reference ids (null when
 * unknown). `cargo_description` indexes into `cargo_descriptions` (dictionary encoding).
 * `cargo_categories` and `incident_categories` echo the filter parameters.
 */
export const incidentCoordinatesSchema = z.object({
  count: z.number().int(),
  items: z.object({ id: z.array(z.number().int()), lat: z.array(z.number()), lon: z.array(z.number()) }),
  attack_method: z.array(z.number().int().nullable()),
  cargo_category: z.array(z.number().int().nullable()),
  cargo_description: z.array(z.number().int()),
  cargo_descriptions: z.array(z.string()),
  incident_category: z.array(z.number().int()),
  information_source: z.array(z.number().int().nullable()),
  federal_district: z.array(z.number().int().nullable()),
  cargo_categories: z.array(z.number().int()),
  incident_categories: z.array(z.number().int()),
});
export type IncidentCoordinates = z.infer<typeof incidentCoordinatesSchema>;

/** `bbox=west,south,east,north` in degrees. */
const decimalPattern = /^-?(0|[1-9][0-9]{0,2})(\.[0-9]{1,12})?$/;
export const bboxSchema = text(120)
  .refine((v) => {
    const parts = v.split(',');
    return parts.length === 4 && parts.every((part) => decimalPattern.test(part));
  }, 'bbox is west,south,east,north in decimal degrees')
  .transform((v) => v.split(',').map(Number))
  .pipe(
    z
      .tuple([
        z.number().min(-180).max(360),
        z.number().min(-90).max(90),
        z.number().min(-180).max(360),
        z.number().min(-90).max(90),
      ])
      .refine(([w, s, e, n]) => w <= e && s <= n, 'west ≤ east and south ≤ north'),
  );

export const mapClustersQuerySchema = z.object({
  bbox: bboxSchema,
  zoom: wholeNumberText(22, { allowZero: true }),
});
export type MapClustersQuery = z.infer<typeof mapClustersQuerySchema>;

/** The grid cell of server-side clustering, in screen pixels at the requested zoom. */
export const clusterCellPixels = 64;

/**
 * `GET /{product}/incident/map_clusters`: the filtered incidents inside `bbox`, grouped by a
 * grid of `clusterCellPixels` at `zoom` (Web Mercator). Parallel arrays; `id` is the incident id
 * where `count` is 1, else null. `sum(count) = total`, the filtered incidents inside bbox.
 * `expansion_zoom` is the zoom at which a cluster splits (min(zoom + 2, 22) for clusters).
 */
export const mapClustersSchema = z.object({
  zoom: z.number().int(),
  total: z.number().int(),
  lon: z.array(z.number()),
  lat: z.array(z.number()),
  count: z.array(z.number().int()),
  id: z.array(z.number().int().nullable()),
  expansion_zoom: z.array(z.number().int()),
});
export type MapClusters = z.infer<typeof mapClustersSchema>;

export const searchHelperQuerySchema = z.object({ q: text(100).trim().min(1) });
export const searchSuggestionSchema = z.object({
  type: z.enum(['district', 'region', 'city', 'cargo', 'text']),
  id: z.number().int().nullable(),
  name_ru: z.string(),
  name_en: z.string(),
  /** What to put in the filter: a geo token (`city:12`), a cargo id as string, or the text. */
  value: z.string(),
});
export const searchHelperSchema = z.object({ results: z.array(searchSuggestionSchema) });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const exportQuerySchema = z.object({ lang: localeSchema.default('ru') });

/** Plates: digits and Cyrillic letters only, no separators (docs/product.md#identifier-formats). */
export const platePattern = /^[0-9А-ЯЁа-яё]+$/;
/** VIN: 17 Latin letters and digits (docs/product.md#identifier-formats: only digits and Latin letters). */
export const vinPattern = /^[A-Za-z0-9]{17}$/;
export const ogrnPattern = /^\d{13}$|^\d{15}$/;
export const atiIdPattern = /^\d{5,}$/;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time');
const trimmed = (max: number) => text(max).trim();
const optionalId = referenceIdSchema.nullable().optional();
/** Incidents are things that happened: not before 1990 (older ones are not in any source) nor tomorrow. */
const incidentDate = dateText.refine(
  (value) => value >= '1990-01-01' && value <= todayIso(new Date(Date.now() + 86_400_000)),
  'date',
);
/** An optional identifier: empty string allowed, else must match. Stored upper-case without spaces. */
const identifier = (check: (v: string) => boolean, message: string) =>
  text(100)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || check(v), message)
    .optional();
/** The counterparty INN: its format and its check digits fail with different messages (issue 9). */
const innIdentifier = text(100)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || innPattern.test(v), { message: 'inn', abort: true })
  .refine((v) => v === '' || isValidInn(v), 'inn_checksum')
  .optional();

/**
 * `POST /{product}/incident_admin` and `PUT …/{id}` (staff). Region and district follow the city
 * when omitted. An incident needs what makes it one (issue 9: the untouched form created a
 * "не установлено", 0 ₽ incident): its date, category, cargo, place and damage. Messages are
 * codes the web turns into words (`required`, `place`, `plate`, …).
 */
export const incidentWriteSchema = z
  .object({
    date: incidentDate,
    time: timeSchema.nullable().optional(),
    // 0 "не установлено" is a real answer, but one staff must give, not a default.
    incident_category: referenceIdSchema,
    cargo_category: referenceIdSchema,
    attack_method: optionalId,
    type_of_scene: optionalId,
    country: referenceIdSchema.min(1).default(1),
    federal_district: optionalId,
    region: optionalId,
    city: z.number().int().min(1).max(integerMax).nullable().optional(),
    street: trimmed(300).default(''),
    road: trimmed(300).default(''),
    lat: z.number().min(-90, 'lat').max(90, 'lat').nullable().optional(),
    lon: z.number().min(-180, 'lon').max(360, 'lon').nullable().optional(),
    cargo_description: trimmed(1000).default(''),
    amount: trimmed(200).default(''),
    price: z.number().min(0, 'price').max(1e13, 'price'),
    information_source: optionalId,
    reference_date: dateText.nullable().optional(),
    loading_address: trimmed(500).default(''),
    unloading_address: trimmed(500).default(''),
    judicial_decision_number: trimmed(200).default(''),
    media_mention_date: dateText.nullable().optional(),
    description: trimmed(10000).default(''),
    vehicle_plate: identifier((v) => platePattern.test(v) && v.length <= 12, 'plate'),
    vehicle_vin: identifier((v) => vinPattern.test(v), 'vin'),
    trailer_plate: identifier((v) => platePattern.test(v) && v.length <= 12, 'plate'),
    trailer_vin: identifier((v) => vinPattern.test(v), 'vin'),
    counterparty_inn: innIdentifier,
    counterparty_ogrn: identifier((v) => ogrnPattern.test(v), 'ogrn'),
    ati_id: identifier((v) => atiIdPattern.test(v), 'ati_id'),
  })
  // Checked even when other fields fail, so the form names every missing thing at once.
  // Abroad there is no district, region or city of ours: there the point on the map is the place.
  .refine((v) => v.federal_district != null || v.region != null || v.city != null || v.lat != null, {
    message: 'place',
    path: ['city'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .superRefine((v, context) => {
    // A point needs both coordinates: the missing one is the field to fill.
    if (v.lat != null && v.lon == null) context.addIssue({ code: 'custom', message: 'required', path: ['lon'] });
    if (v.lon != null && v.lat == null) context.addIssue({ code: 'custom', message: 'required', path: ['lat'] });
  });
export type IncidentWrite = z.infer<typeof incidentWriteSchema>;
