/** Test builders of the incidents module (used by the incidents tests only). */
import type { Database } from '../src/db/client';
import type { GeneratedIncident } from '../src/db/seed/generate';
import { loadReferenceData, readGeoReference } from '../src/db/reference-data';
import { insertIncidentBatch } from '../src/db/seed/seed-incidents';

/** A plain incident in Rostov-on-Don (Southern district) unless overridden. */
export function incidentRow(overrides: Partial<GeneratedIncident> = {}): GeneratedIncident {
  const rostov = readGeoReference().cities.find((c) => c.nameRu === 'Ростов-на-Дону');
  if (!rostov) throw new Error('Rostov-on-Don missing from cities.csv');
  return {
    date: '2025-06-15',
    time: '03:30',
    incident_category_id: 1,
    cargo_category_id: 1,
    attack_method_id: 2,
    scene_type_id: 2,
    information_source_id: 3,
    country_id: 1,
    federal_district_id: rostov.districtId,
    region_id: rostov.regionId,
    city_id: rostov.id,
    street: 'ул. Складская, 1',
    road: '',
    lat: rostov.lat,
    lon: rostov.lon,
    cargo_description: 'Консервы',
    amount: '10 т',
    price: 250_000,
    reference_date: null,
    loading_address: '',
    unloading_address: '',
    judicial_decision_number: '',
    media_mention_date: null,
    description: '',
    vehicle_plate: '',
    vehicle_vin: '',
    trailer_plate: '',
    trailer_vin: '',
    counterparty_inn: '',
    counterparty_ogrn: '',
    ati_id: '',
    ...overrides,
  };
}

/** A city's id and geography by its Russian name, for placing test incidents. */
export function placeOf(
  nameRu: string,
): Pick<GeneratedIncident, 'city_id' | 'region_id' | 'federal_district_id' | 'lat' | 'lon'> {
  const city = readGeoReference().cities.find((c) => c.nameRu === nameRu);
  if (!city) throw new Error(`${nameRu} missing from cities.csv`);
  return {
    city_id: city.id,
    region_id: city.regionId,
    federal_district_id: city.districtId,
    lat: city.lat,
    lon: city.lon,
  };
}

/** Inserts incidents (through the bulk path) and returns their ids in order. */
export async function insertIncidents(database: Database, rows: GeneratedIncident[]): Promise<number[]> {
  await loadReferenceData(database);
  return database.withSession(async (session) => {
    const [before] = await session.query<{ id: number | null }>('SELECT max(id)::int AS id FROM incidents');
    await insertIncidentBatch(session, rows);
    const inserted = await session.query<{ id: number }>(
      'SELECT id::int AS id FROM incidents WHERE id > $1 ORDER BY id',
      [before.id ?? 0],
    );
    return inserted.map((r) => Number(r.id));
  });
}
