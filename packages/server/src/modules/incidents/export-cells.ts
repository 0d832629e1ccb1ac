import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { IncidentImportColumn } from '@cargo-sentry/contracts/incident-import/incident-import';
import { undefinedNameLabel } from '@cargo-sentry/contracts/shared/reference-names';
import type { IncidentRecord } from './repo';
import type { Named, ReferenceCache } from './references';

/**
 * An incident as a row of the import template (issue 23 §7): a cell for every column of
 * `incidentImportDefinition`, written so that the import reads back the stored value. References
 * by name in the export's language (the import takes either), dates as dates, the time as stored.
 */

export type ExportCell = string | number | Date | null;

const nameIn = (item: Named | undefined, lang: Locale) => (item ? (lang === 'en' ? item.name_en : item.name_ru) : '');
// docs/product.md#reference-names / issue 23 §4: a null name is the one label, which the import reads back as blank.
const refName = (map: Map<number, Named>, id: number | null, lang: Locale) =>
  id === null ? undefinedNameLabel[lang] : nameIn(map.get(id), lang);

/** A stored date (`2024-03-15`) as the date cell Excel shows as 15.03.2024; blank for none. */
const dateCell = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** `22:40:00` as `22:40`; seconds are kept when there are any, so the import reads the same time. */
const timeCell = (time: string | null) => (time ? time.replace(/^(\d{2}:\d{2}):00$/, '$1') : '');

export function incidentExportCells(
  row: IncidentRecord,
  refs: ReferenceCache,
  lang: Locale,
): Record<IncidentImportColumn, ExportCell> {
  return {
    date: dateCell(row.date),
    time: timeCell(row.time),
    // The id when the list lacks it: the import then refuses the cell instead of guessing.
    incident_category: refName(refs.categories, row.incidentCategoryId, lang) || String(row.incidentCategoryId),
    cargo_category: refName(refs.cargo, row.cargoCategoryId, lang) || String(row.cargoCategoryId),
    attack_method: refName(refs.methods, row.attackMethodId, lang),
    type_of_scene: refName(refs.scenes, row.sceneTypeId, lang),
    country: refName(refs.countries, row.countryId, lang),
    federal_district: refName(refs.districts, row.federalDistrictId, lang),
    region: refName(refs.regions, row.regionId, lang),
    city: refName(refs.cities, row.cityId, lang),
    street: row.street,
    road: row.road,
    lat: row.lat,
    lon: row.lon,
    cargo_description: row.cargoDescription,
    amount: row.amount,
    price: Number(row.price),
    information_source: refName(refs.sources, row.informationSourceId, lang),
    reference_date: dateCell(row.referenceDate),
    loading_address: row.loadingAddress,
    unloading_address: row.unloadingAddress,
    judicial_decision_number: row.judicialDecisionNumber,
    media_mention_date: dateCell(row.mediaMentionDate),
    description: row.description,
    vehicle_plate: row.vehiclePlate,
    vehicle_vin: row.vehicleVin,
    trailer_plate: row.trailerPlate,
    trailer_vin: row.trailerVin,
    counterparty_inn: row.counterpartyInn,
    counterparty_ogrn: row.counterpartyOgrn,
    ati_id: row.atiId,
  };
}
