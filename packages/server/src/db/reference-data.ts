import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import path from 'node:path';
import { packagePath } from '../platform/package-path';
import type { Database, Session } from './client';
import {
  attackMethodList,
  cargoCategoryList,
  countryList,
  incidentCategoryList,
  informationSourceList,
  sceneTypeList,
  type ListItem,
} from './reference-lists';

const dataDir = packagePath('src', 'db', 'reference-data');

/** Southern federal district: the only one a limited user sees (docs/product.md#access-levels). */
export const southernDistrictId = 3;
export const russiaCountryId = 1;

/** Rows of a shipped CSV file with a header row, as objects keyed by the header. */
function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(path.join(dataDir, file), 'utf8'), { columns: true, skip_empty_lines: true });
}

export interface DistrictRef {
  id: number;
  slug: string;
  nameRu: string;
  nameEn: string;
  nameRuShort: string;
  nameEnShort: string;
  abbrRu: string;
  lat: number;
  lon: number;
}
export interface RegionRef {
  id: number;
  code: string;
  /** KLADR region number ("77"), as on plates and in tax codes. */
  number: string;
  nameRu: string;
  nameEn: string;
  districtId: number;
  labelLat: number;
  labelLon: number;
  disputed: boolean;
}
export interface CityRef {
  id: number;
  nameRu: string;
  nameEn: string;
  regionId: number;
  districtId: number;
  lat: number;
  lon: number;
  population: number;
}

export interface GeoReference {
  districts: DistrictRef[];
  regions: RegionRef[];
  cities: CityRef[];
}

let cached: GeoReference | undefined;

/** Districts, regions and cities from the shipped CSVs; ids are 1-based file order (stable). */
export function readGeoReference(): GeoReference {
  if (cached) return cached;
  const districts = readCsv('federal_districts.csv').map((r, i) => ({
    id: i + 1,
    slug: r.federal_district,
    nameRu: r.name_ru,
    nameEn: r.name_en,
    nameRuShort: r.name_ru_short,
    nameEnShort: r.name_en_short,
    abbrRu: r.abbr_ru,
    lat: Number(r.lat),
    lon: Number(r.lon),
  }));
  const districtBySlug = new Map(districts.map((d) => [d.slug, d.id]));
  const regions = readCsv('regions.csv').map((r, i) => ({
    id: i + 1,
    code: r.code,
    number: r.region_number,
    nameRu: r.name_ru,
    nameEn: r.name_en,
    districtId: districtBySlug.get(r.federal_district) ?? 0,
    labelLat: Number(r.label_lat),
    labelLon: Number(r.label_lon),
    disputed: r.disputed === '1',
  }));
  const regionByCode = new Map(regions.map((r) => [r.code, r.id]));
  const cities = readCsv('cities.csv').map((r, i) => ({
    id: i + 1,
    nameRu: r.name_ru,
    nameEn: r.name_en,
    regionId: regionByCode.get(r.region_code) ?? 0,
    districtId: districtBySlug.get(r.federal_district) ?? 0,
    lat: Number(r.lat),
    lon: Number(r.lon),
    population: Number(r.population) || 0,
  }));
  if (districts[southernDistrictId - 1]?.slug !== 'southern') throw new Error('federal_districts.csv order changed');
  cached = { districts, regions, cities };
  return cached;
}

async function upsertSimple(session: Session, table: string, items: ListItem[]): Promise<void> {
  await session.query(
    `INSERT INTO ${table} (id, name_ru, name_en) SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[])
     ON CONFLICT (id) DO UPDATE SET name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en`,
    [items.map((i) => i.id), items.map((i) => i.ru), items.map((i) => i.en)],
  );
}

/**
 * Loads every incident reference table; idempotent (upsert by stable id), so it runs on each start
 * and a renamed item in the lists or CSVs reaches existing databases.
 */
export async function loadReferenceData(database: Database): Promise<void> {
  const geo = readGeoReference();
  await database.withSession(async (session) => {
    // One process at a time (issue 24 §1): processes starting together on a new database
    // deadlocked on each other's upserts of the same rows.
    await session.query('SELECT pg_advisory_lock($1)', [referenceDataLockId]);
    try {
      await upsertReferenceRows(session, geo);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [referenceDataLockId]);
    }
  });
}

/** The advisory lock loading the reference tables takes (the migrations' is 727274, queue creation's 727275). */
const referenceDataLockId = 727276;

async function upsertReferenceRows(session: Session, geo: ReturnType<typeof readGeoReference>): Promise<void> {
  await session.query(
    `INSERT INTO countries (id, code, name_ru, name_en) SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en`,
    [
      countryList.map((c) => c.id),
      countryList.map((c) => c.code),
      countryList.map((c) => c.ru),
      countryList.map((c) => c.en),
    ],
  );
  await session.query(
    `INSERT INTO incident_categories (id, code, name_ru, name_en) SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en`,
    [
      incidentCategoryList.map((c) => c.id),
      incidentCategoryList.map((c) => c.code),
      incidentCategoryList.map((c) => c.ru),
      incidentCategoryList.map((c) => c.en),
    ],
  );
  await upsertSimple(session, 'cargo_categories', cargoCategoryList);
  await upsertSimple(session, 'attack_methods', attackMethodList);
  await upsertSimple(session, 'scene_types', sceneTypeList);
  await upsertSimple(session, 'information_sources', informationSourceList);
  const d = geo.districts;
  await session.query(
    `INSERT INTO federal_districts (id, slug, name_ru, name_en, name_ru_short, name_en_short, abbr_ru, lat, lon)
     SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[])
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en,
       name_ru_short = EXCLUDED.name_ru_short, name_en_short = EXCLUDED.name_en_short, abbr_ru = EXCLUDED.abbr_ru,
       lat = EXCLUDED.lat, lon = EXCLUDED.lon`,
    [
      d.map((x) => x.id),
      d.map((x) => x.slug),
      d.map((x) => x.nameRu),
      d.map((x) => x.nameEn),
      d.map((x) => x.nameRuShort),
      d.map((x) => x.nameEnShort),
      d.map((x) => x.abbrRu),
      d.map((x) => x.lat),
      d.map((x) => x.lon),
    ],
  );
  const r = geo.regions;
  await session.query(
    `INSERT INTO regions (id, code, name_ru, name_en, federal_district_id, label_lat, label_lon, disputed)
     SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[], $5::smallint[], $6::float8[], $7::float8[], $8::boolean[])
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en,
       federal_district_id = EXCLUDED.federal_district_id, label_lat = EXCLUDED.label_lat, label_lon = EXCLUDED.label_lon,
       disputed = EXCLUDED.disputed`,
    [
      r.map((x) => x.id),
      r.map((x) => x.code),
      r.map((x) => x.nameRu),
      r.map((x) => x.nameEn),
      r.map((x) => x.districtId),
      r.map((x) => x.labelLat),
      r.map((x) => x.labelLon),
      r.map((x) => x.disputed),
    ],
  );
  const c = geo.cities;
  await session.query(
    `INSERT INTO cities (id, name_ru, name_en, region_id, federal_district_id, lat, lon, population)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::smallint[], $5::smallint[], $6::float8[], $7::float8[], $8::int[])
     ON CONFLICT (id) DO UPDATE SET name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en, region_id = EXCLUDED.region_id,
       federal_district_id = EXCLUDED.federal_district_id, lat = EXCLUDED.lat, lon = EXCLUDED.lon, population = EXCLUDED.population`,
    [
      c.map((x) => x.id),
      c.map((x) => x.nameRu),
      c.map((x) => x.nameEn),
      c.map((x) => x.regionId),
      c.map((x) => x.districtId),
      c.map((x) => x.lat),
      c.map((x) => x.lon),
      c.map((x) => x.population),
    ],
  );
}
