import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
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
  code: text('code').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});

export const federalDistricts = pgTable('federal_districts', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull(),
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
  code: text('code').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  federalDistrictId: smallint('federal_district_id').notNull(),
  labelLat: doublePrecision('label_lat').notNull(),
  labelLon: doublePrecision('label_lon').notNull(),
  disputed: boolean('disputed').notNull().default(false),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  regionId: smallint('region_id').notNull(),
  federalDistrictId: smallint('federal_district_id').notNull(),
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
  code: text('code').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});

export const incidents = pgTable('incidents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  date: date('date', { mode: 'string' }).notNull(),
  time: time('time'),
  incidentCategoryId: smallint('incident_category_id').notNull().default(0),
  cargoCategoryId: smallint('cargo_category_id'),
  attackMethodId: smallint('attack_method_id'),
  sceneTypeId: smallint('scene_type_id'),
  informationSourceId: smallint('information_source_id'),
  countryId: smallint('country_id').notNull(),
  federalDistrictId: smallint('federal_district_id'),
  regionId: smallint('region_id'),
  cityId: integer('city_id'),
  street: text('street').notNull().default(''),
  road: text('road').notNull().default(''),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  cargoDescription: text('cargo_description').notNull().default(''),
  amount: text('amount').notNull().default(''),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  priceRange: smallint('price_range').generatedAlwaysAs(sql`see migration 0010`),
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
  searchText: text('search_text').generatedAlwaysAs(sql`see migration 0010`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IncidentRow = typeof incidents.$inferSelect;
export type NewIncidentRow = typeof incidents.$inferInsert;
