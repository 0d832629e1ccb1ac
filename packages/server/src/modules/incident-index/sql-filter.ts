import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { incidents } from '../../db/schema/incidents';
import type { UserRow } from '../../db/schema/users';
import { readGeoReference, southernDistrictId } from '../../db/reference-data';

/** Who is asking: a limited user sees only the Southern federal district (docs/product.md#access-levels). */
export type IncidentViewer = Pick<UserRow, 'accessLevel'>;

export function isLimited(viewer: IncidentViewer): boolean {
  return viewer.accessLevel === 'limited';
}

/** `%`, `_` and `\` are literal in the search text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Cities and regions whose Russian or English name contains `text` (case-insensitive). Resolved
 * in memory from the shipped lists (the same ids as the tables), so the SQL gets literal id lists
 * and PostgreSQL can OR the trigram index with the city and region indexes; a subquery here
 * would force a scan of every incident for a rare search term.
 */
function placesNamed(text: string): { cities: number[]; regions: number[] } {
  const needle = text.toLowerCase();
  const matches = (item: { nameRu: string; nameEn: string }) =>
    item.nameRu.toLowerCase().includes(needle) || item.nameEn.toLowerCase().includes(needle);
  const geo = readGeoReference();
  return { cities: geo.cities.filter(matches).map((c) => c.id), regions: geo.regions.filter(matches).map((r) => r.id) };
}

/**
 * The SQL conditions of the incident filter, including the limited-access rule. Every incident
 * endpoint (list, summary, coordinates, clusters, export, statistics) goes through this one
 * function, so a filter means the same everywhere. Column references render as
 * `"incidents"."column"`, so they work in Drizzle queries and in raw SQL over `FROM incidents`.
 *
 * Search matches the incident's own text (cargo, description, addresses, road, identifiers) via
 * the trigram index, or the city or region name.
 */
export function buildIncidentConditions(filter: NormalizedFilter, viewer: IncidentViewer): SQL[] {
  const conditions: SQL[] = [];
  if (isLimited(viewer)) conditions.push(eq(incidents.federalDistrictId, southernDistrictId));
  if (filter.search) {
    const places = placesNamed(filter.search);
    const text = sql`${incidents.searchText} LIKE lower(${likePattern(filter.search)})`;
    const any = [text];
    if (places.cities.length) any.push(inArray(incidents.cityId, places.cities));
    if (places.regions.length) any.push(inArray(incidents.regionId, places.regions));
    conditions.push(any.length === 1 ? text : (or(...any) as SQL));
  }
  if (filter.countries.length) conditions.push(inArray(incidents.countryId, filter.countries));
  const geo: SQL[] = [];
  if (filter.districts.length) geo.push(inArray(incidents.federalDistrictId, filter.districts));
  if (filter.regions.length) geo.push(inArray(incidents.regionId, filter.regions));
  if (filter.cities.length) geo.push(inArray(incidents.cityId, filter.cities));
  // geo tokens are OR-ed: "Southern district or the city of Kazan"
  if (geo.length === 1) conditions.push(geo[0]);
  if (geo.length > 1) conditions.push(or(...geo) as SQL);
  if (filter.dateFrom) conditions.push(gte(incidents.date, filter.dateFrom));
  if (filter.dateTo) conditions.push(lte(incidents.date, filter.dateTo));
  if (filter.cargo.length) conditions.push(inArray(incidents.cargoCategoryId, filter.cargo));
  if (filter.priceRanges.length) conditions.push(inArray(incidents.priceRange, filter.priceRanges));
  if (filter.categories.length) conditions.push(inArray(incidents.incidentCategoryId, filter.categories));
  if (filter.upload !== undefined)
    conditions.push(
      sql`${incidents.id} IN (SELECT incident_id FROM incident_upload_rows WHERE upload_id = ${filter.upload})`,
    );
  return conditions;
}

/** The conditions AND-ed into one WHERE clause (`TRUE` when there are none). */
export function incidentWhere(filter: NormalizedFilter, viewer: IncidentViewer, ...extra: SQL[]): SQL {
  const all = [...buildIncidentConditions(filter, viewer), ...extra];
  return all.length ? (and(...all) as SQL) : sql`TRUE`;
}
