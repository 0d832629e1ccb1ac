import type { Incident, IncidentWrite } from '@cargo-sentry/contracts/incidents/incidents';
import type { Tx } from '../../db/client';
import { declareIncidentWriter } from '../../db/incident-writer';
import type { NewIncidentRow } from '../../db/schema/incidents';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { russiaCountryId } from '../../db/reference-data';
import { forgetIncident, recordIncident } from '../identity-links/service';
import { deleteIncidentRow, insertIncidentRow, updateIncidentRow } from './repo';
import { toIncident, type IncidentContext } from './service';

/**
 * Checks reference ids against the loaded lists and fills region and district from the city
 * (and the district from the region), so an incident's geography is always consistent.
 * Problems come back as one 400 `validation_failed` with `fields`.
 */
function toRow(ctx: IncidentContext, input: IncidentWrite): Omit<NewIncidentRow, 'id'> {
  const refs = ctx.references;
  const fields: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (fields[field] ??= []).push(message);
  const known = (field: string, map: Map<number, unknown>, id: number | null | undefined) => {
    if (id !== null && id !== undefined && !map.has(id)) fail(field, 'unknown id');
  };
  known('incident_category', refs.categories, input.incident_category);
  known('cargo_category', refs.cargo, input.cargo_category);
  known('attack_method', refs.methods, input.attack_method);
  known('type_of_scene', refs.scenes, input.type_of_scene);
  known('information_source', refs.sources, input.information_source);
  known('country', refs.countries, input.country);
  known('federal_district', refs.districts, input.federal_district);
  known('region', refs.regions, input.region);
  known('city', refs.cities, input.city);

  const city = input.city != null ? refs.cities.get(input.city) : undefined;
  let region = input.region ?? city?.region ?? null;
  if (city && region !== city.region) fail('region', 'does not match the city');
  region = city?.region ?? region;
  const regionDistrict = region != null ? refs.lists.regions.find((r) => r.id === region)?.federal_district : undefined;
  let district = input.federal_district ?? regionDistrict ?? null;
  if (regionDistrict !== undefined && district !== regionDistrict)
    fail('federal_district', 'does not match the region');
  district = regionDistrict ?? district;
  if (district !== null && input.country !== russiaCountryId) fail('country', 'regions and cities are in Russia');
  if (Object.keys(fields).length) throw new DomainError('validation_failed', 'Incident validation failed', fields);

  return {
    date: input.date,
    time: input.time ?? null,
    incidentCategoryId: input.incident_category,
    cargoCategoryId: input.cargo_category ?? null,
    attackMethodId: input.attack_method ?? null,
    sceneTypeId: input.type_of_scene ?? null,
    informationSourceId: input.information_source ?? null,
    countryId: input.country,
    federalDistrictId: district,
    regionId: region,
    cityId: city?.id ?? null,
    street: input.street,
    road: input.road,
    lat: input.lat ?? null,
    lon: input.lon ?? null,
    cargoDescription: input.cargo_description,
    amount: input.amount,
    price: Math.round(input.price),
    referenceDate: input.reference_date ?? null,
    loadingAddress: input.loading_address,
    unloadingAddress: input.unloading_address,
    judicialDecisionNumber: input.judicial_decision_number,
    mediaMentionDate: input.media_mention_date ?? null,
    description: input.description,
    vehiclePlate: input.vehicle_plate ?? '',
    vehicleVin: input.vehicle_vin ?? '',
    trailerPlate: input.trailer_plate ?? '',
    trailerVin: input.trailer_vin ?? '',
    counterpartyInn: input.counterparty_inn ?? '',
    counterpartyOgrn: input.counterparty_ogrn ?? '',
    atiId: input.ati_id ?? '',
  };
}

/** Who edits incidents by the form or the API; the database audits each change in their name. */
export type IncidentEditor = Pick<UserRow, 'id' | 'username'>;

/** Writes in one transaction whose incident changes the database audits as `editor`'s (migration 0110). */
function asEditor<T>(ctx: IncidentContext, editor: IncidentEditor, write: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await declareIncidentWriter(tx, editor);
    return write(tx);
  });
}

export async function createIncident(
  ctx: IncidentContext,
  editor: IncidentEditor,
  input: IncidentWrite,
): Promise<Incident> {
  const values = toRow(ctx, input);
  const row = await asEditor(ctx, editor, async (tx) => {
    const inserted = await insertIncidentRow(tx, values);
    await recordIncident(tx, inserted);
    return inserted;
  });
  await ctx.index.refresh();
  return toIncident(row, ctx.references);
}

/** PUT replaces every field. */
export async function updateIncident(
  ctx: IncidentContext,
  editor: IncidentEditor,
  id: number,
  input: IncidentWrite,
): Promise<Incident> {
  const values = toRow(ctx, input);
  const row = await asEditor(ctx, editor, async (tx) => {
    const updated = await updateIncidentRow(tx, id, values);
    if (updated) await recordIncident(tx, updated);
    return updated;
  });
  if (!row) throw new DomainError('incident_not_found', `Incident ${id} not found`);
  await ctx.index.refresh();
  return toIncident(row, ctx.references);
}

export async function deleteIncident(ctx: IncidentContext, editor: IncidentEditor, id: number): Promise<void> {
  const isDeleted = await asEditor(ctx, editor, async (tx) => {
    const deleted = await deleteIncidentRow(tx, id);
    if (deleted) await forgetIncident(tx, id);
    return deleted;
  });
  if (!isDeleted) throw new DomainError('incident_not_found', `Incident ${id} not found`);
  await ctx.index.refresh();
}
