import { comparisonPeriods, percentChange } from '@cargo-sentry/contracts/analysis/analysis';
import { LRUCache } from 'lru-cache';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  normalizeFilter,
  type IncidentFilter,
  type NormalizedFilter,
} from '@cargo-sentry/contracts/incidents/incident-filter';
import {
  clusterCellPixels,
  type Incident,
  type IncidentCoordinates,
  type IncidentList,
  type IncidentSummary,
  type MapClusters,
  type MapClustersQuery,
  type SearchSuggestion,
} from '@cargo-sentry/contracts/incidents/incidents';
import type { Database, Db } from '../../db/client';
import {
  cellWindow,
  dayOf,
  incidentWhere,
  isLimited,
  mercatorY,
  summarize,
  type IncidentIndex,
  type IncidentViewer,
} from '../incident-index/service';
import { DomainError } from '../../platform/errors';
import { loadReferenceData, southernDistrictId } from '../../db/reference-data';
import { readReferenceCache, type ReferenceCache } from './references';
import { createRowCache, incidentRowsByIds, type RowCache } from './row-cache';
import { createConcurrencyCap, type ConcurrencyCap } from '../../platform/concurrency-cap';
import {
  countIncidents,
  damageInWindows,
  findIncidentRow,
  findIncidentRowsByIdentifiers,
  findIncidentRowsByIds,
  listCoordinateRows,
  listIncidentRowsPage,
  summarizeIncidents,
  type IncidentIdentifiers,
  type IncidentRecord,
  type IncidentTotals,
} from './repo';

// A data subject's request (issue 28 §4) reads the incidents that name the person.
export { incidentRecords } from './subject-data';

/** Exports one person may run at once; past it the answer is 429 `too_many_exports` (issue 23 §23). */
export const exportsPerUser = 2;

/**
 * What every incident service function works with: one per app, built by buildApp, with the
 * caches kept between requests.
 */
export interface IncidentContext {
  database: Database;
  db: Db;
  index: IncidentIndex;
  references: ReferenceCache;
  /** Stored rows of listed incidents, kept in step with the index (`incidentRowsByIds`). */
  rows: RowCache;
  /**
   * Map answers of the current index version: analysts opening the same view with the same filter
   * (the default map above all) share one pass, also while it is still running. A write moves the
   * version, so an answer is never older than its request. 128 answers of at most ~5,000 clusters
   * each (~240 KB) bound it to ~30 MB; typical answers are a few KB.
   */
  mapAnswers: LRUCache<string, Promise<MapClusters>>;
  /** Each person's spreadsheet exports running now (at most `exportsPerUser`). */
  runningExports: ConcurrencyCap;
}

/**
 * The incidents context of an app. The reference tables are loaded from the shipped lists first
 * (idempotent, on every start), so the references read here are the current ones.
 */
export async function createIncidentContext(database: Database, index: IncidentIndex): Promise<IncidentContext> {
  await loadReferenceData(database);
  return {
    database,
    db: database.db,
    index,
    references: await readReferenceCache(database.db),
    rows: createRowCache(index),
    mapAnswers: new LRUCache({ max: 128 }),
    runningExports: createConcurrencyCap(exportsPerUser),
  };
}

export function toIncident(row: IncidentRecord, refs: ReferenceCache): Incident {
  const ref = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return {
    id: row.id,
    date: row.date,
    time: row.time ? row.time.slice(0, 5) : null,
    incident_category: refs.categories.get(row.incidentCategoryId) ?? {
      id: row.incidentCategoryId,
      name_ru: '',
      name_en: '',
    },
    cargo_category: ref(refs.cargo, row.cargoCategoryId),
    attack_method: ref(refs.methods, row.attackMethodId),
    type_of_scene: ref(refs.scenes, row.sceneTypeId),
    country: refs.countries.get(row.countryId) ?? { id: row.countryId, name_ru: '', name_en: '' },
    federal_district: ref(refs.districts, row.federalDistrictId),
    region: ref(refs.regions, row.regionId),
    city: (() => {
      const city = ref(refs.cities, row.cityId);
      return city ? { id: city.id, name_ru: city.name_ru, name_en: city.name_en } : null;
    })(),
    street: row.street,
    road: row.road,
    lat: row.lat,
    lon: row.lon,
    cargo_description: row.cargoDescription,
    amount: row.amount,
    price: Number(row.price),
    information_source: ref(refs.sources, row.informationSourceId),
    reference_date: row.referenceDate,
    loading_address: row.loadingAddress,
    unloading_address: row.unloadingAddress,
    judicial_decision_number: row.judicialDecisionNumber,
    media_mention_date: row.mediaMentionDate,
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

/** The request path with `page` replaced; links are absolute paths (contracts `pagedSchema`). */
function pageLink(url: string, page: number): string {
  const parsed = new URL(url, 'http://local');
  parsed.searchParams.set('page', String(page));
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

export function normalize(filter: IncidentFilter): NormalizedFilter {
  return normalizeFilter(filter, todayIso());
}

/**
 * Where an answer comes from: the incident index, or SQL for a request whose data version the
 * index has not reached in time (decision 0044).
 */
export type AnswerSource = 'index' | 'database';

/** `GET /incident`: newest first, `{results, count, next, previous}`. */
export async function listIncidents(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  filter: IncidentFilter,
  paging: { page: number; page_size: number },
  url: string,
  source: AnswerSource = 'index',
): Promise<IncidentList> {
  const offset = (paging.page - 1) * paging.page_size;
  const normalized = normalize(filter);
  const { rows, count } =
    source === 'index'
      ? await pageFromIndex(ctx, normalized, viewer, offset, paging.page_size)
      : await pageFromDatabase(ctx, normalized, viewer, offset, paging.page_size);
  return {
    results: rows.map((r) => toIncident(r, ctx.references)),
    count,
    next: offset + rows.length < count ? pageLink(url, paging.page + 1) : null,
    previous:
      paging.page > 1
        ? pageLink(url, Math.min(paging.page - 1, Math.max(1, Math.ceil(count / paging.page_size))))
        : null,
  };
}

async function pageFromIndex(
  ctx: IncidentContext,
  filter: NormalizedFilter,
  viewer: IncidentViewer,
  offset: number,
  limit: number,
): Promise<{ rows: IncidentRecord[]; count: number }> {
  const { ids, count } = await ctx.index.page(filter, viewer, offset, limit);
  return { rows: await incidentRowsByIds(ctx, ids), count };
}

/** Rows straight from the table: the row cache is kept in step with the index, which is behind here. */
async function pageFromDatabase(
  ctx: IncidentContext,
  filter: NormalizedFilter,
  viewer: IncidentViewer,
  offset: number,
  limit: number,
): Promise<{ rows: IncidentRecord[]; count: number }> {
  const where = incidentWhere(filter, viewer);
  const [rows, count] = await Promise.all([
    listIncidentRowsPage(ctx.db, where, limit, offset),
    countIncidents(ctx.db, where),
  ]);
  return { rows, count };
}

/** `GET /incident/{id}`: 404 when absent, 403 `needs_full_access` outside a limited user's district. */
export async function getIncident(ctx: IncidentContext, viewer: IncidentViewer, id: number): Promise<Incident> {
  const row = await findIncidentRow(ctx.db, id);
  if (!row) throw new DomainError('incident_not_found', `Incident ${id} not found`);
  if (isLimited(viewer) && row.federalDistrictId !== southernDistrictId) {
    throw new DomainError('needs_full_access', 'This incident is available with full access only');
  }
  return toIncident(row, ctx.references);
}

/** `GET /incident/get_summary` (see `incidentSummarySchema` for the comparison period). */
export async function getSummary(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  filter: IncidentFilter,
  source: AnswerSource = 'index',
): Promise<IncidentSummary> {
  const normalized = normalize(filter);
  const windows = comparisonPeriods(normalized, todayIso());
  const [summary, damage] =
    source === 'index'
      ? await summarizeFromIndex(ctx, viewer, normalized, windows)
      : await summarizeFromDatabase(ctx, viewer, normalized, windows);
  return {
    total: summary.total,
    on_map: summary.onMap,
    damage: summary.damage,
    damage_avg: summary.total ? Math.round(summary.damage / summary.total) : 0,
    max_date: summary.maxDate,
    min_date: summary.minDate,
    damage_change: percentChange(damage.current, damage.previous),
    damage_increased: damage.current > damage.previous,
  };
}

type Windows = ReturnType<typeof comparisonPeriods>;

async function summarizeFromIndex(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  filter: NormalizedFilter,
  windows: Windows,
): Promise<[IncidentTotals, { current: number; previous: number }]> {
  const s = summarize(await ctx.index.select(filter, viewer));
  const span = await ctx.index.select(
    { ...filter, dateFrom: windows.previous.from, dateTo: windows.current.to },
    viewer,
  );
  const currentFromDay = dayOf(windows.current.from);
  const { day, price } = span.columns;
  let current = 0;
  let previous = 0;
  const positions = span.positions;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    if (day[p] >= currentFromDay) current += price[p];
    else previous += price[p];
  }
  return [
    { total: s.count, onMap: s.onMap, damage: s.damage, minDate: s.minDate, maxDate: s.maxDate },
    { current, previous },
  ];
}

async function summarizeFromDatabase(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  filter: NormalizedFilter,
  windows: Windows,
): Promise<[IncidentTotals, { current: number; previous: number }]> {
  const undated = { ...filter, dateFrom: undefined, dateTo: undefined };
  return Promise.all([
    summarizeIncidents(ctx.db, incidentWhere(filter, viewer)),
    damageInWindows(ctx.db, incidentWhere(undated, viewer), windows.current, windows.previous),
  ]);
}

/** `GET /incident/get_all_coordinates`: every filtered incident with coordinates, as parallel arrays. */
export async function getCoordinates(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  filter: IncidentFilter,
): Promise<IncidentCoordinates> {
  const normalized = normalize(filter);
  const rows = await listCoordinateRows(ctx.db, incidentWhere(normalized, viewer));
  const descriptions = new Map<string, number>();
  const describe = (text: string) => {
    let index = descriptions.get(text);
    if (index === undefined) {
      index = descriptions.size;
      descriptions.set(text, index);
    }
    return index;
  };
  return {
    count: rows.length,
    items: { id: rows.map((r) => r.id), lat: rows.map((r) => r.lat), lon: rows.map((r) => r.lon) },
    attack_method: rows.map((r) => r.attackMethodId),
    cargo_category: rows.map((r) => r.cargoCategoryId),
    cargo_description: rows.map((r) => describe(r.cargoDescription)),
    cargo_descriptions: [...descriptions.keys()],
    incident_category: rows.map((r) => r.incidentCategoryId),
    information_source: rows.map((r) => r.informationSourceId),
    federal_district: rows.map((r) => r.federalDistrictId),
    cargo_categories: normalized.cargo,
    incident_categories: normalized.categories,
  };
}

/** At most this many grid cells per answer, so a huge bbox at a high zoom stays small. */
const maxCells = 4096;
const mercX = (lon: number) => (lon + 180) / 360;
const mercY = mercatorY;

/**
 * `GET /incident/map_clusters`: server-side grid clustering (docs/architecture.md#map-clusters-are-built-on-the-server: a million points are
 * too many for the browser). Cells are `clusterCellPixels` wide at `zoom`; when the bbox would
 * hold more than `maxCells` cells the grid is coarsened, and the answer says which zoom it used.
 */
export async function getMapClusters(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  filter: IncidentFilter,
  query: MapClustersQuery,
): Promise<MapClusters> {
  const index = ctx.index;
  await index.refresh();
  const normalized = normalize(filter);
  const key = JSON.stringify([index.version, viewer.accessLevel, normalized, query.bbox, query.zoom]);
  const answers = ctx.mapAnswers;
  const known = answers.get(key);
  if (known) return known;
  const answer = computeMapClusters(ctx, viewer, normalized, query);
  answers.set(key, answer);
  // a failed pass is not remembered: the next request tries again
  answer.catch(() => answers.delete(key));
  return answer;
}

async function computeMapClusters(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  normalized: NormalizedFilter,
  query: MapClustersQuery,
): Promise<MapClusters> {
  const [west, south, east, north] = query.bbox;
  const box = { x1: mercX(west), y1: mercY(north), x2: mercX(east), y2: mercY(south) };
  let zoom = query.zoom;
  const cellsAt = (z: number) => (2 ** z * 256) / clusterCellPixels;
  while (zoom > 0 && (box.x2 - box.x1) * cellsAt(zoom) * (box.y2 - box.y1) * cellsAt(zoom) > maxCells) zoom -= 1;
  const rows = await ctx.index.clusterCells(normalized, viewer, cellWindow(query.bbox, cellsAt(zoom)));
  rows.sort((a, b) => b.n - a.n || a.id - b.id);
  return {
    zoom,
    total: rows.reduce((sum, r) => sum + r.n, 0),
    lon: rows.map((r) => Math.round(r.lon * 1e5) / 1e5),
    lat: rows.map((r) => Math.round(r.lat * 1e5) / 1e5),
    count: rows.map((r) => r.n),
    id: rows.map((r) => (r.n === 1 ? r.id : null)),
    expansion_zoom: rows.map((r) => (r.n === 1 ? zoom : Math.min(zoom + 2, 22))),
  };
}

/** `GET /incident/search_helper`: type-ahead over districts, regions, cities, cargo and the text itself. */
export function searchHelper(ctx: IncidentContext, viewer: IncidentViewer, q: string): { results: SearchSuggestion[] } {
  const needle = q.toLowerCase();
  const rank = (name: { name_ru: string; name_en: string }) => {
    const ru = name.name_ru.toLowerCase();
    const en = name.name_en.toLowerCase();
    if (ru.startsWith(needle) || en.startsWith(needle)) return 0;
    if (ru.includes(needle) || en.includes(needle)) return 1;
    return -1;
  };
  const top = <T extends { name_ru: string; name_en: string }>(items: T[], limit: number) =>
    items
      .map((item, order) => ({ item, order, r: rank(item) }))
      .filter((x) => x.r >= 0)
      .sort((a, b) => a.r - b.r || a.order - b.order)
      .slice(0, limit)
      .map((x) => x.item);
  const l = ctx.references.lists;
  // a limited user is offered only places of the Southern district
  const inReach = (district: number) => !isLimited(viewer) || district === southernDistrictId;
  const results: SearchSuggestion[] = [
    ...top(
      l.federal_districts.filter((d) => inReach(d.id)),
      3,
    ).map((d) => ({
      type: 'district' as const,
      id: d.id,
      name_ru: d.label_ru,
      name_en: d.label_en,
      value: `district:${d.id}`,
    })),
    ...top(
      l.regions.filter((r) => inReach(r.federal_district)),
      5,
    ).map((r) => ({
      type: 'region' as const,
      id: r.id,
      name_ru: r.name_ru,
      name_en: r.name_en,
      value: `region:${r.id}`,
    })),
    // cities come in population order (the CSV order), so big cities rank first
    ...top(
      l.cities.filter((c) => inReach(c.federal_district)),
      8,
    ).map((c) => ({
      type: 'city' as const,
      id: c.id,
      name_ru: c.name_ru,
      name_en: c.name_en,
      value: `city:${c.id}`,
    })),
    ...top(l.cargo_categories, 5).map((c) => ({
      type: 'cargo' as const,
      id: c.id,
      name_ru: c.name_ru,
      name_en: c.name_en,
      value: String(c.id),
    })),
  ];
  results.push({ type: 'text', id: null, name_ru: q, name_en: q, value: q });
  return { results };
}

/**
 * Of the incidents `ids`, those `viewer` may see: all for full access, a limited user's district
 * only (identity links name no incident the user could not open).
 */
export async function visibleIncidentIds(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!isLimited(viewer) || ids.length === 0) return new Set(ids);
  const rows = await findIncidentRowsByIds(ctx.db, [...ids]);
  return new Set(rows.filter((row) => row.federalDistrictId === southernDistrictId).map((row) => row.id));
}

/**
 * Incidents `viewer` may see whose plate, VIN, INN, OGRN or ATI id equals one of `ids` (the risk
 * check of verification, issue 10), newest first, at most `limit`.
 */
export async function findIncidentsByIdentifiers(
  ctx: IncidentContext,
  viewer: IncidentViewer,
  ids: IncidentIdentifiers,
  limit: number,
): Promise<Incident[]> {
  const onlyDistrict = isLimited(viewer) ? southernDistrictId : null;
  const rows = await findIncidentRowsByIdentifiers(ctx.db, ids, onlyDistrict, limit);
  return rows.map((row) => toIncident(row, ctx.references));
}
