import { incidentWriteSchema, type Incident } from '@cargo-sentry/contracts/incidents/incidents';
import type { IncidentWriteBody } from '../api/incident-admin';
import { identifierFields } from './incident-fields';

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
  ...identifierFields,
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
  return { ...values, date: today, country: '1' };
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

/** Contract message codes the incident catalog has words for (`incidents.validation.*`). */
const knownMessages = new Set([
  'time',
  'price',
  'lat',
  'lon',
  'plate',
  'vin',
  'inn',
  'inn_checksum',
  'ogrn',
  'ati_id',
  'place',
]);

/** The i18n key for a contract message on a form field, the same for client and server checks. */
function fieldErrorKey(field: string, message: string | undefined): string {
  if (message === 'required') return 'validation.required';
  if ((dateFields as readonly string[]).includes(field)) return 'incidents.validation.date';
  return message && knownMessages.has(message) ? `incidents.validation.${message}` : 'incidents.validation.invalid';
}

/**
 * Client-side checks before sending: the contract's own incident schema (the server runs the same),
 * on the body the form would send. Empty required fields get docs/product.md#form-messages "This field can't be empty".
 */
export function validateIncidentForm(values: IncidentFormValues): IncidentFormErrors {
  const errors: IncidentFormErrors = {};
  // Typed numbers that are not numbers would reach the schema as NaN: say what is wrong with them.
  for (const key of ['price', 'lat', 'lon'] as const) {
    if (values[key].trim() !== '' && !Number.isFinite(Number(values[key]))) errors[key] = `incidents.validation.${key}`;
  }
  const result = incidentWriteSchema.safeParse(formToBody(values));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof IncidentFormValues;
    if (!(key in values) || errors[key]) continue;
    // Custom checks (place, a missing coordinate) carry their own message even on an empty field.
    const isEmpty = issue.code === 'invalid_type' || (issue.code !== 'custom' && values[key].trim() === '');
    errors[key] = isEmpty ? 'validation.required' : fieldErrorKey(key, issue.message);
  }
  return errors;
}

/** The incident_admin body: ids as numbers or null, empty dates as null, spaces stripped from identifiers. */
export function formToBody(values: IncidentFormValues): IncidentWriteBody {
  const body: IncidentWriteBody = {};
  for (const key of idFields) body[key] = values[key] === '' ? null : Number(values[key]);
  for (const key of textFields) body[key] = values[key].trim();
  for (const key of identifierFields) body[key] = compact(values[key]);
  body.date = values.date;
  body.reference_date = values.reference_date || null;
  body.media_mention_date = values.media_mention_date || null;
  body.time = values.time || null;
  body.lat = values.lat.trim() === '' ? null : Number(values.lat);
  body.lon = values.lon.trim() === '' ? null : Number(values.lon);
  body.price = values.price.trim() === '' ? undefined : Number(values.price);
  return body;
}

/** Server field errors (`fields` of the API error) as i18n keys by form field. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): IncidentFormErrors {
  const errors: IncidentFormErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const key = path.split('.')[0] as keyof IncidentFormValues;
    errors[key] = fieldErrorKey(key, messages[0]);
  }
  return errors;
}
