import { z } from 'zod';

/**
 * A row of `incidents` as the bulk writers give it (demo seed, spreadsheet import), by column name;
 * the id, search text and timestamps are the table's own.
 */
export interface IncidentRecord {
  date: string;
  time: string | null;
  incident_category_id: number;
  cargo_category_id: number;
  attack_method_id: number | null;
  scene_type_id: number | null;
  information_source_id: number | null;
  country_id: number;
  federal_district_id: number | null;
  region_id: number | null;
  city_id: number | null;
  street: string;
  road: string;
  lat: number | null;
  lon: number | null;
  cargo_description: string;
  amount: string;
  price: number;
  reference_date: string | null;
  loading_address: string;
  unloading_address: string;
  judicial_decision_number: string;
  media_mention_date: string | null;
  description: string;
  vehicle_plate: string;
  vehicle_vin: string;
  trailer_plate: string;
  trailer_vin: string;
  counterparty_inn: string;
  counterparty_ogrn: string;
  ati_id: string;
}

/** The SQL type of each column, for the casts of a bulk statement (`unnest`, `jsonb_to_recordset`). */
export const incidentRecordTypes: Record<keyof IncidentRecord, string> = {
  date: 'date',
  time: 'time',
  incident_category_id: 'smallint',
  cargo_category_id: 'smallint',
  attack_method_id: 'smallint',
  scene_type_id: 'smallint',
  information_source_id: 'smallint',
  country_id: 'smallint',
  federal_district_id: 'smallint',
  region_id: 'smallint',
  city_id: 'integer',
  street: 'text',
  road: 'text',
  lat: 'float8',
  lon: 'float8',
  cargo_description: 'text',
  amount: 'text',
  price: 'bigint',
  reference_date: 'date',
  loading_address: 'text',
  unloading_address: 'text',
  judicial_decision_number: 'text',
  media_mention_date: 'date',
  description: 'text',
  vehicle_plate: 'text',
  vehicle_vin: 'text',
  trailer_plate: 'text',
  trailer_vin: 'text',
  counterparty_inn: 'text',
  counterparty_ogrn: 'text',
  ati_id: 'text',
};

/** The written columns in one fixed order. */
export const incidentRecordColumns = Object.keys(incidentRecordTypes) as (keyof IncidentRecord)[];

/**
 * An incident record as the database gives it back (dates and times as text, damage cast to
 * float8; an upload's `before`): parsed by the columns' types (docs/architecture.md#rows-are-parsed).
 */
export const incidentRecordSchema = z.object({
  date: z.string(),
  time: z.string().nullable(),
  incident_category_id: z.number().int(),
  cargo_category_id: z.number().int(),
  attack_method_id: z.number().int().nullable(),
  scene_type_id: z.number().int().nullable(),
  information_source_id: z.number().int().nullable(),
  country_id: z.number().int(),
  federal_district_id: z.number().int().nullable(),
  region_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  street: z.string(),
  road: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  cargo_description: z.string(),
  amount: z.string(),
  price: z.number(),
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
}) satisfies z.ZodType<IncidentRecord>;
