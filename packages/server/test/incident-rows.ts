import type { Database, Session } from '../src/db/client';
import { asSystemIncidentWriter } from '../src/db/incident-writer';

/** The incident columns statistics read; inserted straight into the table like another process would. */
export interface IncidentRowInput {
  date: string;
  incident_category_id: number;
  cargo_category_id: number | null;
  attack_method_id: number | null;
  scene_type_id: number | null;
  country_id: number;
  federal_district_id: number | null;
  region_id: number | null;
  city_id: number | null;
  price: number;
  lat: number | null;
  lon: number | null;
  cargo_description: string;
}

export type StoredIncident = IncidentRowInput & { id: number };

/** A Southern-district incident in Krasnodar with coordinates; tests override what they check. */
export const krasnodarIncident: IncidentRowInput = {
  date: '2025-03-03',
  incident_category_id: 1,
  cargo_category_id: 1,
  attack_method_id: 1,
  scene_type_id: 1,
  country_id: 1,
  federal_district_id: 3,
  region_id: 1,
  city_id: 1,
  price: 1000,
  lat: 45.03,
  lon: 38.97,
  cargo_description: '',
};

export const incidentRow = (overrides: Partial<IncidentRowInput>): IncidentRowInput => ({
  ...krasnodarIncident,
  ...overrides,
});

const columns: [keyof IncidentRowInput, string][] = [
  ['date', 'date'],
  ['incident_category_id', 'smallint'],
  ['cargo_category_id', 'smallint'],
  ['attack_method_id', 'smallint'],
  ['scene_type_id', 'smallint'],
  ['country_id', 'smallint'],
  ['federal_district_id', 'smallint'],
  ['region_id', 'smallint'],
  ['city_id', 'int'],
  ['price', 'bigint'],
  ['lat', 'float8'],
  ['lon', 'float8'],
  ['cargo_description', 'text'],
];

/** One INSERT … SELECT FROM unnest statement (so a big batch is one change-log range); returns ids in order. */
export async function insertIncidentRows(database: Database, rows: IncidentRowInput[]): Promise<StoredIncident[]> {
  if (rows.length === 0) return [];
  const inserted = await writeIncidentsDirectly(database, (s) =>
    s.query<{ id: string }>(
      `INSERT INTO incidents (${columns.map(([c]) => c).join(', ')})
       SELECT * FROM unnest(${columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) RETURNING id::text`,
      columns.map(([c]) => rows.map((r) => r[c])),
    ),
  );
  return rows.map((r, i) => ({ ...r, id: Number(inserted[i].id) }));
}

export async function deleteAllIncidents(database: Database): Promise<void> {
  await writeIncidentsDirectly(database, (s) => s.exec('DELETE FROM incidents'));
}

/**
 * Runs raw statements on `incidents` past the app, as another process or a maintenance script
 * would: they are the system's writes, which the database allows without an audit entry
 * (migration 0110); any other write must name its writer.
 */
export function writeIncidentsDirectly<T>(database: Database, fn: (session: Session) => Promise<T>): Promise<T> {
  return database.withSession((s) => asSystemIncidentWriter(s, () => fn(s)));
}
