import type { RegisterRow } from '@cargo-sentry/contracts/registers/columns';
import type {
  IncidentImportColumn,
  IncidentImportProblem,
  IncidentImportProblemCode,
  incidentImportDefinition,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { isUndefinedNameLabel } from '@cargo-sentry/contracts/shared/reference-names';
import { maxQuotedValue } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import type { IncidentRecord } from '../../db/incident-record';
import { russiaCountryId } from '../../db/reference-data';
import type { ReferenceLists } from './repo';

/**
 * A row whose cells read well becomes an incident here: reference names (or ids) are looked up in
 * the lists, region and district are taken from the city (and the district from the region), as
 * the staff form does (incidents/admin.ts), and every disagreement is a problem of its cell.
 */

type ParsedRow = RegisterRow<(typeof incidentImportDefinition)['columns']>;

/** How a name is compared: case, ё/е, spaces and quotes do not matter. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Lookup<T extends { id: number }> {
  byName: Map<string, T[]>;
  byId: Map<number, T>;
}

function lookup<T extends { id: number; names: string[] }>(items: T[]): Lookup<T> {
  const byName = new Map<string, T[]>();
  for (const item of items) {
    for (const key of new Set(item.names.map(nameKey))) {
      const list = byName.get(key);
      if (list) list.push(item);
      else byName.set(key, [item]);
    }
  }
  return { byName, byId: new Map(items.map((item) => [item.id, item])) };
}

/** The items a cell names: by id when it is a number, else by name. */
function find<T extends { id: number }>(table: Lookup<T>, value: string): T[] {
  if (/^\d{1,9}$/.test(value)) {
    const item = table.byId.get(Number(value));
    return item ? [item] : [];
  }
  return table.byName.get(nameKey(value)) ?? [];
}

/** A row's cells that read (the others are absent): its problems are reported apart. */
export type PartialRow = Partial<ParsedRow>;

export interface RowResolver {
  /**
   * The incident of a row, or every problem its readable cells show. `unreadable` names the cells
   * already reported: nothing that depends on them is checked (a bad region cell is not also a
   * city that does not match it).
   */
  resolve(
    number: number,
    row: PartialRow,
    unreadable?: ReadonlySet<string>,
  ): { record: IncidentRecord } | { problems: IncidentImportProblem[] };
}

const nothingUnreadable: ReadonlySet<string> = new Set();

/** The optional reference cells: blank is a null name there (the required ones must name an item). */
const optionalReferenceCells = [
  'attack_method',
  'type_of_scene',
  'information_source',
  'federal_district',
  'region',
  'city',
] as const;

/**
 * Our incident export writes a null reference name as "Не определено" / "Undefined" (issue 23
 * §4); read back, in either language, that is the blank cell it stands for, so an exported file
 * re-imports unchanged instead of failing on a name no list has.
 */
function withUndefinedLabelsBlank(row: PartialRow): PartialRow {
  const labelled = optionalReferenceCells.filter((column) => isUndefinedNameLabel(row[column] ?? ''));
  if (labelled.length === 0) return row;
  return { ...row, ...Object.fromEntries(labelled.map((column) => [column, ''])) };
}

export function createRowResolver(lists: ReferenceLists, today: string): RowResolver {
  const tables = {
    countries: lookup(lists.countries),
    districts: lookup(lists.districts),
    regions: lookup(lists.regions),
    cities: lookup(lists.cities),
    cargo: lookup(lists.cargo),
    categories: lookup(lists.categories),
    methods: lookup(lists.methods),
    scenes: lookup(lists.scenes),
    sources: lookup(lists.sources),
  };

  return {
    resolve(number, cells, unreadable = nothingUnreadable) {
      const row = withUndefinedLabelsBlank(cells);
      const problems: IncidentImportProblem[] = [];
      const fail = (column: IncidentImportColumn, code: IncidentImportProblemCode, value?: string) =>
        problems.push({ row: number, column, code, ...(value ? { value: value.slice(0, maxQuotedValue) } : {}) });
      const isRead = (column: IncidentImportColumn) => !unreadable.has(column) && row[column] !== undefined;
      /** One item of a list by a required or optional cell; null when blank, unread or not found (a problem then). */
      const one = <T extends { id: number }>(column: IncidentImportColumn, table: Lookup<T>) => {
        const value = row[column];
        if (typeof value !== 'string' || value === '' || !isRead(column)) return null;
        const found = find(table, value);
        if (found.length !== 1) {
          fail(column, 'unknown_reference', value);
          return null;
        }
        return found[0];
      };

      const category = one('incident_category', tables.categories);
      const cargo = one('cargo_category', tables.cargo);
      const method = one('attack_method', tables.methods);
      const scene = one('type_of_scene', tables.scenes);
      const source = one('information_source', tables.sources);
      const country = row.country === '' ? { id: russiaCountryId } : one('country', tables.countries);
      let district = one('federal_district', tables.districts);
      let region = one('region', tables.regions);

      let city: ReferenceLists['cities'][number] | null = null;
      if (isRead('city') && row.city !== '') {
        const named = find(tables.cities, row.city!);
        const inRegion = region ? named.filter((c) => c.region === region!.id) : named;
        if (named.length === 0) fail('city', 'unknown_reference', row.city);
        else if (!isRead('region')) city = named.length === 1 ? named[0] : null;
        else if (inRegion.length === 0) fail('region', 'region_mismatch', row.region);
        else if (inRegion.length > 1) fail('city', 'ambiguous_city', row.city);
        else city = inRegion[0];
      }
      if (city) region ??= tables.regions.byId.get(city.region) ?? null;
      if (region) {
        if (district && district.id !== region.district)
          fail('federal_district', 'region_mismatch', row.federal_district);
        district = tables.districts.byId.get(region.district) ?? district;
      }
      if (country && country.id !== russiaCountryId && (district || region || city))
        fail('country', 'region_mismatch', row.country);
      // A point needs both coordinates: the missing one is the cell to fill.
      if (isRead('lat') && isRead('lon')) {
        if (row.lat !== null && row.lon === null) fail('lon', 'required');
        if (row.lon !== null && row.lat === null) fail('lat', 'required');
      }
      const placeCells = ['city', 'region', 'federal_district', 'lat'] as const;
      if (placeCells.every(isRead)) {
        const hasPlace = district || region || city || row.lat !== null;
        if (!hasPlace && row.city === '' && row.region === '' && row.federal_district === '') fail('city', 'place');
      }
      if (isRead('date') && row.date! > today) fail('date', 'future_date', row.date);

      if (problems.length > 0 || unreadable.size > 0 || !category || !cargo || !country) return { problems };
      const full = row as ParsedRow;
      return {
        record: {
          date: full.date,
          time: full.time,
          incident_category_id: category.id,
          cargo_category_id: cargo.id,
          attack_method_id: method?.id ?? null,
          scene_type_id: scene?.id ?? null,
          information_source_id: source?.id ?? null,
          country_id: country.id,
          federal_district_id: district?.id ?? null,
          region_id: region?.id ?? null,
          city_id: city?.id ?? null,
          street: full.street,
          road: full.road,
          lat: full.lat,
          lon: full.lon,
          cargo_description: full.cargo_description,
          amount: full.amount,
          price: full.price,
          reference_date: full.reference_date,
          loading_address: full.loading_address,
          unloading_address: full.unloading_address,
          judicial_decision_number: full.judicial_decision_number,
          media_mention_date: full.media_mention_date,
          description: full.description,
          vehicle_plate: full.vehicle_plate,
          vehicle_vin: full.vehicle_vin,
          trailer_plate: full.trailer_plate,
          trailer_vin: full.trailer_vin,
          counterparty_inn: full.counterparty_inn,
          counterparty_ogrn: full.counterparty_ogrn,
          ati_id: full.ati_id,
        },
      };
    },
  };
}

/** The key that makes two incidents the same one (issue 11 §3): date, city, cargo category, damage. */
export const duplicateKey = (record: IncidentRecord) =>
  `${record.date}|${record.city_id ?? ''}|${record.cargo_category_id}|${record.price}`;
