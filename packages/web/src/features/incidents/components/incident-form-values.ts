import { isValidInn } from '@cargo-sentry/contracts/auth';
import { atiIdPattern, ogrnPattern, platePattern, vinPattern, type Incident } from '@cargo-sentry/contracts/incidents';
import type { IncidentWriteBody } from '../api/incident-admin';

export const idFields = [
  'incident_category',
  'cargo_category',
  'attack_method',
  'type_of_scene',
  'information_source',
  'country',
  'federal_district',
  'region',
  'city',
] as const;
export const textFields = [
  'street',
  'road',
  'cargo_description',
  'amount',
  'loading_address',
  'unloading_address',
  'judicial_decision_number',
  'description',
  'vehicle_plate',
  'vehicle_vin',
  'trailer_plate',
  'trailer_vin',
  'counterparty_inn',
  'counterparty_ogrn',
  'ati_id',
] as const;
export const dateFields = ['date', 'reference_date', 'media_mention_date'] as const;

type IdField = (typeof idFields)[number];
type TextField = (typeof textFields)[number];
type DateField = (typeof dateFields)[number];

/** The staff form's values: every input as a string, '' when empty. */
export type IncidentFormValues = Record<IdField | TextField | DateField | 'time' | 'lat' | 'lon' | 'price', string>;
export type IncidentFormErrors = Partial<Record<keyof IncidentFormValues, string>>;

export function emptyIncidentForm(today: string): IncidentFormValues {
  const values = {} as IncidentFormValues;
  for (const key of [...idFields, ...textFields, ...dateFields, 'time', 'lat', 'lon', 'price'] as const)
    values[key] = '';
  return { ...values, date: today, incident_category: '0', country: '1', price: '0' };
}

export function incidentToForm(incident: Incident): IncidentFormValues {
  const values = emptyIncidentForm(incident.date);
  for (const key of idFields) values[key] = incident[key] ? String(incident[key].id) : '';
  for (const key of textFields) values[key] = incident[key] ?? '';
  for (const key of dateFields) values[key] = incident[key] ?? '';
  values.time = incident.time ? incident.time.slice(0, 5) : '';
  values.lat = incident.lat === null ? '' : String(incident.lat);
  values.lon = incident.lon === null ? '' : String(incident.lon);
  values.price = String(incident.price);
  return values;
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * Client-side checks before sending (the server checks again): i18n keys per field.
 * Required: date, incident category, country, price (SPEC §5 "This field can't be empty").
 */
export function validateIncidentForm(values: IncidentFormValues): IncidentFormErrors {
  const errors: IncidentFormErrors = {};
  for (const key of ['date', 'incident_category', 'country', 'price'] as const) {
    if (values[key].trim() === '') errors[key] = 'validation.required';
  }
  if (values.time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = 'incidents.validation.time';
  const price = Number(values.price);
  if (values.price.trim() !== '' && (!Number.isFinite(price) || price < 0)) errors.price = 'incidents.validation.price';
  const lat = values.lat.trim();
  const lon = values.lon.trim();
  if (lat && (!Number.isFinite(Number(lat)) || Math.abs(Number(lat)) > 90)) errors.lat = 'incidents.validation.lat';
  if (lon && (!Number.isFinite(Number(lon)) || Number(lon) < -180 || Number(lon) > 360))
    errors.lon = 'incidents.validation.lon';
  if (lat && !lon && !errors.lat) errors.lon = 'validation.required';
  if (lon && !lat && !errors.lon) errors.lat = 'validation.required';
  const check = (key: TextField, ok: (v: string) => boolean, message: string) => {
    const value = compact(values[key]);
    if (value && !ok(value)) errors[key] = message;
  };
  check('vehicle_plate', (v) => platePattern.test(v) && v.length <= 12, 'incidents.validation.plate');
  check('trailer_plate', (v) => platePattern.test(v) && v.length <= 12, 'incidents.validation.plate');
  check('vehicle_vin', (v) => vinPattern.test(v), 'incidents.validation.vin');
  check('trailer_vin', (v) => vinPattern.test(v), 'incidents.validation.vin');
  check('counterparty_inn', isValidInn, 'incidents.validation.inn');
  check('counterparty_ogrn', (v) => ogrnPattern.test(v), 'incidents.validation.ogrn');
  check('ati_id', (v) => atiIdPattern.test(v), 'incidents.validation.ati_id');
  return errors;
}

/** The incident_admin body: ids as numbers or null, empty dates as null, spaces stripped from identifiers. */
export function formToBody(values: IncidentFormValues): IncidentWriteBody {
  const body: IncidentWriteBody = {};
  for (const key of idFields) body[key] = values[key] === '' ? null : Number(values[key]);
  for (const key of textFields) body[key] = values[key].trim();
  for (const key of [
    'vehicle_plate',
    'vehicle_vin',
    'trailer_plate',
    'trailer_vin',
    'counterparty_inn',
    'counterparty_ogrn',
    'ati_id',
  ] as const) {
    body[key] = compact(values[key]);
  }
  body.date = values.date;
  body.reference_date = values.reference_date || null;
  body.media_mention_date = values.media_mention_date || null;
  body.time = values.time || null;
  body.lat = values.lat.trim() === '' ? null : Number(values.lat);
  body.lon = values.lon.trim() === '' ? null : Number(values.lon);
  body.price = Number(values.price || 0);
  return body;
}

/** Server field errors (`fields` of the API error) as i18n keys by form field. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): IncidentFormErrors {
  const errors: IncidentFormErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const key = path.split('.')[0] as keyof IncidentFormValues;
    const message = messages[0] ?? 'invalid';
    errors[key] = `incidents.validation.${message}`;
  }
  return errors;
}
