import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Reference tables of migration 0010 (bilingual, stable ids). */
export const countries = pgTable('countries', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique('countries_code_key'),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});

export const federalDistricts = pgTable('federal_districts', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull().unique('federal_districts_slug_key'),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  nameRuShort: text('name_ru_short').notNull(),
  nameEnShort: text('name_en_short').notNull(),
  abbrRu: text('abbr_ru').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

export const regions = pgTable('regions', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique('regions_code_key'),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  federalDistrictId: smallint('federal_district_id')
    .notNull()
    .references(() => federalDistricts.id),
  labelLat: doublePrecision('label_lat').notNull(),
  labelLon: doublePrecision('label_lon').notNull(),
  disputed: boolean('disputed').notNull().default(false),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  regionId: smallint('region_id')
    .notNull()
    .references(() => regions.id),
  federalDistrictId: smallint('federal_district_id')
    .notNull()
    .references(() => federalDistricts.id),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  population: integer('population').notNull().default(0),
});

const simpleReference = (name: string) =>
  pgTable(name, {
    id: smallint('id').primaryKey(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
  });

export const cargoCategories = simpleReference('cargo_categories');
export const attackMethods = simpleReference('attack_methods');
export const sceneTypes = simpleReference('scene_types');
export const informationSources = simpleReference('information_sources');
export const incidentCategories = pgTable('incident_categories', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique('incident_categories_code_key'),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});

/** The columns free-text search reads, joined in this order by migration 0010's `search_text`. */
const searchedColumns = [
  'cargo_description',
  'description',
  'street',
  'road',
  'amount',
  'loading_address',
  'unloading_address',
  'judicial_decision_number',
  'vehicle_plate',
  'vehicle_vin',
  'trailer_plate',
  'trailer_vin',
  'counterparty_inn',
  'counterparty_ogrn',
  'ati_id',
];

export const incidents = pgTable(
  'incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time'),
    incidentCategoryId: smallint('incident_category_id')
      .notNull()
      .default(0)
      .references(() => incidentCategories.id),
    cargoCategoryId: smallint('cargo_category_id').references(() => cargoCategories.id),
    attackMethodId: smallint('attack_method_id').references(() => attackMethods.id),
    sceneTypeId: smallint('scene_type_id').references(() => sceneTypes.id),
    informationSourceId: smallint('information_source_id').references(() => informationSources.id),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    federalDistrictId: smallint('federal_district_id').references(() => federalDistricts.id),
    regionId: smallint('region_id').references(() => regions.id),
    cityId: integer('city_id').references(() => cities.id),
    street: text('street').notNull().default(''),
    road: text('road').notNull().default(''),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    cargoDescription: text('cargo_description').notNull().default(''),
    amount: text('amount').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    // Generated in SQL (docs/product.md#price-ranges); declared so queries can use it, never written.
    priceRange: smallint('price_range').generatedAlwaysAs(
      sql`CASE WHEN price < 100000 THEN 1 WHEN price < 500000 THEN 2 WHEN price < 1000000 THEN 3
          WHEN price < 3000000 THEN 4 WHEN price < 5000000 THEN 5 ELSE 6 END`,
    ),
    referenceDate: date('reference_date', { mode: 'string' }),
    loadingAddress: text('loading_address').notNull().default(''),
    unloadingAddress: text('unloading_address').notNull().default(''),
    judicialDecisionNumber: text('judicial_decision_number').notNull().default(''),
    mediaMentionDate: date('media_mention_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    vehiclePlate: text('vehicle_plate').notNull().default(''),
    vehicleVin: text('vehicle_vin').notNull().default(''),
    trailerPlate: text('trailer_plate').notNull().default(''),
    trailerVin: text('trailer_vin').notNull().default(''),
    counterpartyInn: text('counterparty_inn').notNull().default(''),
    counterpartyOgrn: text('counterparty_ogrn').notNull().default(''),
    atiId: text('ati_id').notNull().default(''),
    // Generated in SQL (migration 0010); declared so queries can use it, never written.
    searchText: text('search_text').generatedAlwaysAs(sql.raw(`lower(${searchedColumns.join(" || ' ' || ")})`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list's order, alone and within each filter (docs/decisions/0004-incident-map-list-search.md).
    index('incidents_date_idx').on(table.date.desc(), table.id.desc()),
    index('incidents_district_date_idx').on(table.federalDistrictId, table.date.desc(), table.id.desc()),
    index('incidents_region_date_idx').on(table.regionId, table.date.desc(), table.id.desc()),
    index('incidents_city_date_idx').on(table.cityId, table.date.desc(), table.id.desc()),
    index('incidents_cargo_date_idx').on(table.cargoCategoryId, table.date.desc(), table.id.desc()),
    index('incidents_category_date_idx').on(table.incidentCategoryId, table.date.desc(), table.id.desc()),
    index('incidents_price_range_date_idx').on(table.priceRange, table.date.desc(), table.id.desc()),
    index('incidents_country_date_idx').on(table.countryId, table.date.desc(), table.id.desc()),
    // The identifiers the verification risk check matches, only where filled.
    index('incidents_vehicle_plate_idx')
      .on(table.vehiclePlate)
      .where(sql`${table.vehiclePlate} <> ''`),
    index('incidents_vehicle_vin_idx')
      .on(table.vehicleVin)
      .where(sql`${table.vehicleVin} <> ''`),
    index('incidents_trailer_plate_idx')
      .on(table.trailerPlate)
      .where(sql`${table.trailerPlate} <> ''`),
    index('incidents_trailer_vin_idx')
      .on(table.trailerVin)
      .where(sql`${table.trailerVin} <> ''`),
    index('incidents_counterparty_inn_idx')
      .on(table.counterpartyInn)
      .where(sql`${table.counterpartyInn} <> ''`),
    index('incidents_counterparty_ogrn_idx')
      .on(table.counterpartyOgrn)
      .where(sql`${table.counterpartyOgrn} <> ''`),
    index('incidents_ati_id_idx')
      .on(table.atiId)
      .where(sql`${table.atiId} <> ''`),
    index('incidents_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The key an import finds repeats by (migration 0104's function).
    index('incidents_repeat_key_idx').on(
      sql`incident_repeat_key(${table.date}, ${table.cityId}, ${table.cargoCategoryId}, ${table.price})`,
    ),
  ],
);

export type IncidentRow = typeof incidents.$inferSelect;
export type NewIncidentRow = typeof incidents.$inferInsert;
