import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { LRUCache } from 'lru-cache';
import {
  lastIncidentsCount,
  maxCities,
  percentChange,
  topIncidentsCount,
  type CargoCategoryDetails,
  type IncidentBrief,
  type PriceStat,
  type RatedGroup,
  type ReferenceKind,
  type StatGroup,
  type StatisticsResponse,
} from '@cargo-sentry/contracts/analysis/analysis';
import {
  damageBuckets,
  normalizeFilter,
  type IncidentFilter,
  type NormalizedFilter,
} from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Database } from '../../db/client';
import {
  countAndSum,
  isoOf,
  groupBy,
  type Counter,
  type IncidentIndex,
  type Selection,
  type Viewer,
} from '../incident-index/service';
import { selectCargoDescriptions } from './repo';
import { buildReference, emptyIds, namedGroups, ReferenceNames } from './reference';

interface CachedAnswer {
  version: number;
  answer: StatisticsResponse;
}

/**
 * What the analysis answers keep between requests, one per app (built by buildApp): the answers
 * themselves, the passes under way, the cargo descriptions of listed incidents and the reference
 * names, all over one database and its incident index.
 */
export interface Analysis {
  database: Database;
  index: IncidentIndex;
  /** Statistics answers by request, while the index has not changed; null: every request passes. */
  answers: LRUCache<string, CachedAnswer> | null;
  /** Passes under way, by index version and request key. */
  passesInFlight: Map<string, Promise<StatisticsResponse>>;
  /**
   * Cargo descriptions of listed incidents by id, for one index version (any write drops them);
   * bounded, since a few hundred distinct filters' lists may come between writes.
   */
  descriptions: { version: number; byId: LRUCache<number, string> } | null;
  names: ReferenceNames;
}

const answerMaxAgeMs = 60_000;

/**
 * The analysis state of an app. `answerCacheSize`: statistics answers kept (default 64; 0 keeps
 * none, so a benchmark measures the pass).
 */
export function createAnalysis(
  database: Database,
  index: IncidentIndex,
  { answerCacheSize = 64 }: { answerCacheSize?: number } = {},
): Analysis {
  return {
    database,
    index,
    answers: answerCacheSize > 0 ? new LRUCache({ max: answerCacheSize, ttl: answerMaxAgeMs }) : null,
    passesInFlight: new Map(),
    descriptions: null,
    names: new ReferenceNames(database),
  };
}

function groupsOf(counter: Counter): StatGroup[] {
  const groups: StatGroup[] = [];
  for (let s = 0; s < counter.count.length; s++) {
    if (counter.count[s] > 0)
      groups.push({ id: s === 0 ? null : s - 1, count: counter.count[s], damage: counter.damage[s] });
  }
  return groups.sort((a, b) => b.count - a.count || (a.id ?? -1) - (b.id ?? -1));
}

function rated(groups: StatGroup[], previous: Counter): RatedGroup[] {
  return groups.map(({ id, count, damage }) => {
    const s = id === null ? 0 : id + 1;
    return { id, count, damage, previous_count: previous.count[s], previous_damage: previous.damage[s] };
  });
}

function ratedOf(counter: Counter, previous: Counter): RatedGroup[] {
  return rated(groupsOf(counter), previous);
}

/** The `maxCities` cities with most incidents and those with most damage, by count (docs/product.md#top-lists lists at most top 20). */
function topCities(groups: StatGroup[]): StatGroup[] {
  if (groups.length <= maxCities) return groups;
  const byDamage = [...groups].sort((a, b) => b.damage - a.damage).slice(0, maxCities);
  const kept = new Set([...groups.slice(0, maxCities), ...byDamage]);
  return groups.filter((g) => kept.has(g));
}

function priceStats(count: Float64Array, damage: Float64Array, offset = 0): PriceStat[] {
  return damageBuckets.map((b, i) => ({
    bucket: b.id,
    min: b.min,
    max: b.max,
    count: count[offset + i],
    damage: damage[offset + i],
  }));
}

function brief(selection: Pick<Selection, 'columns'>, p: number, descriptions: Map<number, string>): IncidentBrief {
  const c = selection.columns;
  const ref = (v: number) => (v < 0 ? null : v);
  return {
    id: c.id[p],
    date: isoOf(c.day[p]),
    price: c.price[p],
    federal_district: ref(c.district[p]),
    region: ref(c.region[p]),
    city: ref(c.city[p]),
    cargo_category: ref(c.cargo[p]),
    incident_category: c.category[p],
    attack_method: ref(c.attack[p]),
    type_of_scene: ref(c.scene[p]),
    lat: Number.isNaN(c.lat[p]) ? null : c.lat[p],
    lon: Number.isNaN(c.lon[p]) ? null : c.lon[p],
    cargo_description: descriptions.get(c.id[p]) ?? '',
  };
}

/** The cargo descriptions of `ids` (top and last incidents): the one column the index does not hold. */
async function cargoDescriptions(analysis: Analysis, ids: number[], version: number): Promise<Map<number, string>> {
  let cache = analysis.descriptions;
  if (!cache || cache.version !== version) {
    cache = { version, byId: new LRUCache({ max: 5000 }) };
    analysis.descriptions = cache;
  }
  const byId = cache.byId;
  const missing = ids.filter((id) => !byId.has(id));
  const found =
    missing.length > 0
      ? await analysis.database.withSession((s) => selectCargoDescriptions(s, missing))
      : new Map<number, string>();
  // a row deleted meanwhile has no description; the next index version forgets it anyway
  for (const id of missing) byId.set(id, found.get(id) ?? '');
  return new Map(ids.map((id) => [id, byId.get(id) ?? found.get(id) ?? '']));
}

/**
 * docs/product.md#statistics for the filtered incidents `viewer` may see (one in-memory pass).
 * Identical requests (the dashboard's unfiltered one above all) are answered from a small cache
 * while the index has not changed; names may lag a renamed reference item by up to a minute.
 */
export async function getStatistics(
  analysis: Analysis,
  query: IncidentFilter,
  viewer: Viewer,
  today: string = todayIso(),
): Promise<StatisticsResponse> {
  const filter = normalizeFilter(query, today);
  const index = analysis.index;
  await index.refresh();
  const version = index.version;
  const key = JSON.stringify([filter, viewer.accessLevel, today]);
  const cache = analysis.answers;
  if (!cache) return sharedPass(analysis, version, key, filter, viewer, today);
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.answer;
  const answer = await sharedPass(analysis, version, key, filter, viewer, today);
  cache.set(key, { version, answer });
  return answer;
}

/**
 * Identical requests arriving while a pass for them runs wait for that pass instead of starting
 * their own (the answer cache, when on, keeps answers after it ends). Same index version, so the
 * answer is no older than the request.
 */
function sharedPass(
  analysis: Analysis,
  version: number,
  key: string,
  filter: NormalizedFilter,
  viewer: Viewer,
  today: string,
): Promise<StatisticsResponse> {
  const passes = analysis.passesInFlight;
  const pass = `${version}|${key}`;
  const running = passes.get(pass);
  if (running) return running;
  const started = computeStatistics(analysis, filter, viewer, today);
  passes.set(pass, started);
  const settle = () => passes.delete(pass);
  started.then(settle, settle);
  return started;
}

async function computeStatistics(
  analysis: Analysis,
  filter: NormalizedFilter,
  viewer: Viewer,
  today: string,
): Promise<StatisticsResponse> {
  const codes = await analysis.names.categoryCodes();
  const {
    columns,
    counters: r,
    months,
    lastYearMonths,
  } = await analysis.index.statistics(filter, viewer, {
    today,
    categoryIds: { robbery: codes.get('robbery') ?? -99, fraud: codes.get('fraud') ?? -99 },
    limits: { top: topIncidentsCount, last: lastIncidentsCount },
  });
  const selection = { columns };

  const byDistrict = groupsOf(r.district);
  const statistics: StatisticsResponse['statistics'] = {
    by_attack_method: groupsOf(r.attack),
    by_cargo_category: groupsOf(r.cargo),
    by_month: months.map((month, i) => ({ month, count: r.month.count[i], damage: r.month.damage[i] })),
    by_month_last_year: lastYearMonths.map((month, i) => ({
      month,
      count: r.lastYearMonth.count[i],
      damage: r.lastYearMonth.damage[i],
    })),
    by_weekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      count: r.weekday.count[weekday - 1],
      damage: r.weekday.damage[weekday - 1],
    })),
    by_price: priceStats(r.bucket.count, r.bucket.damage),
    by_region: ratedOf(r.region, r.previousRegion),
    by_city: rated(topCities(groupsOf(r.city)), r.previousCity),
    by_federal_district: ratedOf(r.district, r.previousDistrict),
    by_incident_category: groupsOf(r.category),
    by_type_of_scene: groupsOf(r.scene),
    by_district_by_price: byDistrict.map((g) => ({
      ...g,
      by_price: priceStats(r.districtBucket.count, r.districtBucket.damage, (g.id === null ? 0 : g.id + 1) * 10),
    })),
  };
  const robberyByAttack = r.robberyByAttack;
  const fraudByAttack = r.fraudByAttack;
  const slot = (id: number | null) => (id === null ? 0 : id + 1);
  const tableStat: StatisticsResponse['table_stat'] = {
    attack_method: statistics.by_attack_method.map((g) => ({
      ...g,
      robbery: { count: robberyByAttack.count[slot(g.id)], damage: robberyByAttack.damage[slot(g.id)] },
      fraud: { count: fraudByAttack.count[slot(g.id)], damage: fraudByAttack.damage[slot(g.id)] },
    })),
    incidents_category: {
      robbery: totalsOf(robberyByAttack),
      fraud: totalsOf(fraudByAttack),
    },
  };

  const descriptions = await cargoDescriptions(
    analysis,
    [...r.top, ...r.last].map((p) => columns.id[p]),
    analysis.index.version,
  );
  const top = r.top.map((p) => brief(selection, p, descriptions));
  const last = r.last.map((p) => brief(selection, p, descriptions));

  const ids = emptyIds();
  const add = (kind: ReferenceKind, groups: { id: number | null }[]) => groups.forEach((g) => ids[kind].add(g.id));
  add('attack_method', statistics.by_attack_method);
  add('cargo_category', statistics.by_cargo_category);
  add('region', statistics.by_region);
  add('city', statistics.by_city);
  add('federal_district', statistics.by_federal_district);
  add('incident_category', statistics.by_incident_category);
  add('type_of_scene', statistics.by_type_of_scene);
  for (const b of [...top, ...last]) {
    ids.attack_method.add(b.attack_method);
    ids.cargo_category.add(b.cargo_category);
    ids.region.add(b.region);
    ids.city.add(b.city);
    ids.federal_district.add(b.federal_district);
    ids.incident_category.add(b.incident_category);
    ids.type_of_scene.add(b.type_of_scene);
  }
  const reference = await buildReference(analysis.names, ids);

  const damageNow = r.compared.damage[0];
  const damageBefore = r.compared.damage[1];
  const countNow = r.compared.count[0];
  const countBefore = r.compared.count[1];
  return {
    statistics,
    reference,
    top_three_incidents: top,
    last_incidents: last,
    damage_change: percentChange(damageNow, damageBefore),
    is_damage_increased: damageNow > damageBefore,
    count_change: percentChange(countNow, countBefore),
    is_count_increased: countNow > countBefore,
    table_stat: tableStat,
  };
}

function totalsOf(counter: Counter): { count: number; damage: number } {
  let count = 0;
  let damage = 0;
  for (let s = 0; s < counter.count.length; s++) {
    count += counter.count[s];
    damage += counter.damage[s];
  }
  return { count, damage };
}

/** docs/product.md#statistics cargo_category_details: one cargo category of the filtered incidents, broken down. */
export async function getCargoCategoryDetails(
  analysis: Analysis,
  query: IncidentFilter & { cargo_category: number },
  viewer: Viewer,
  today: string = todayIso(),
): Promise<CargoCategoryDetails> {
  const filter = normalizeFilter(query, today);
  const all = await analysis.index.select(filter, viewer);
  const cargo = all.columns.cargo;
  const positions = all.positions.filter((p) => cargo[p] === query.cargo_category);
  const selection: Selection = { columns: all.columns, positions };
  const totals = countAndSum(all);
  const mine = countAndSum(selection);
  const groups = {
    region: groupBy(selection, 'region'),
    federal_district: groupBy(selection, 'district'),
    attack_method: groupBy(selection, 'attack'),
    incident_category: groupBy(selection, 'category'),
    type_of_scene: groupBy(selection, 'scene'),
  };
  const ids = emptyIds();
  ids.cargo_category.add(query.cargo_category);
  for (const [kind, list] of Object.entries(groups) as [ReferenceKind, StatGroup[]][])
    list.forEach((g) => ids[kind].add(g.id));
  const reference = await buildReference(analysis.names, ids);
  return {
    cargo_category: reference.cargo_category.find((r) => r.id === query.cargo_category) ?? {
      id: query.cargo_category,
      name_ru: null,
      name_en: null,
    },
    count: mine.count,
    damage: mine.damage,
    total_count: totals.count,
    total_damage: totals.damage,
    region: namedGroups(groups.region, reference.region),
    federal_district: namedGroups(groups.federal_district, reference.federal_district),
    attack_method: namedGroups(groups.attack_method, reference.attack_method),
    incident_category: namedGroups(groups.incident_category, reference.incident_category),
    type_of_scene: namedGroups(groups.type_of_scene, reference.type_of_scene),
  };
}
