// The filters analysts really ask (issue 26 §2): each one drawn uniformly from the reference space,
// so almost every filter is one the server has not answered before. The repeating mix of
// lib/analysts.ts answers mostly from kept selections and rollups; this one measures first visits.
import { readGeoReference } from '@cargo-sentry/server/src/db/reference-data.js';
import { cargoCategoryList } from '@cargo-sentry/server/src/db/reference-lists';
import { periodOptions, priceRanges } from '@cargo-sentry/contracts/incidents/incident-filter';

/** A small deterministic generator (mulberry32), so runs ask the same sequence of filters. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One filter change: its query string and a map view that shows what it selects. */
export interface FilterChange {
  query: string;
  /** `bbox=…&zoom=…` of a 1280×800 map around the selected place (all Russia without one). */
  view: string;
}

/** The selectable incident categories (0, "not established", is not offered in the filter). */
const categoryIds = [1, 2, 3, 4];
const cargoIds = cargoCategoryList.map((c) => c.id);
const priceIds = priceRanges.map((r) => r.id);
/** The seed writes five years back from today; an explicit range falls inside them. */
const monthsOfData = 60;

function isoMonthStart(monthsBack: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1));
  return d.toISOString().slice(0, 10);
}

function isoMonthEnd(monthsBack: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack + 1, 0));
  return d.toISOString().slice(0, 10);
}

/** A view of `span` degrees of longitude (and 0.6 of it in latitude) centred on a point, at a zoom. */
function viewAround(lat: number, lon: number, span: number, zoom: number): string {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const bbox = [lon - span / 2, Math.max(-85, lat - span * 0.3), lon + span / 2, Math.min(85, lat + span * 0.3)];
  return `bbox=${bbox.map(round).join(',')}&zoom=${zoom}`;
}

/**
 * Draws filter changes: every dimension is set about half of the time, and its value is drawn
 * uniformly over the references (a district, a region or a city; a period or a month range; one
 * or two cargo categories, incident categories and price ranges).
 */
export function createFilterSpace(seed: number, today = new Date()): () => FilterChange {
  const next = seededRandom(seed);
  const geo = readGeoReference();
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  const someOf = (values: readonly number[]): number[] => {
    const first = pick(values);
    const second = next() < 0.3 ? pick(values) : first;
    return [...new Set([first, second])];
  };

  return () => {
    const parts: string[] = [];
    let view = viewAround(60, 95, 150, 3);
    const place = next();
    if (place < 0.15) {
      const district = pick(geo.districts);
      parts.push(`geo=district:${district.id}`);
      view = viewAround(district.lat, district.lon, 40, 5);
    } else if (place < 0.35) {
      const region = pick(geo.regions);
      parts.push(`geo=region:${region.id}`);
      view = viewAround(region.labelLat, region.labelLon, 10, 7);
    } else if (place < 0.55) {
      const city = pick(geo.cities);
      parts.push(`geo=city:${city.id}`);
      view = viewAround(city.lat, city.lon, 1.5, 10);
    }
    const time = next();
    if (time < 0.35) parts.push(`period=${pick(periodOptions)}`);
    else if (time < 0.7) {
      const from = Math.floor(next() * monthsOfData);
      const length = 1 + Math.floor(next() * 12);
      const to = Math.max(0, from - length + 1);
      parts.push(`date_from=${isoMonthStart(from, today)}&date_to=${isoMonthEnd(to, today)}`);
    }
    if (next() < 0.5) parts.push(`cargo=${someOf(cargoIds).join(',')}`);
    if (next() < 0.5) parts.push(`category=${someOf(categoryIds).join(',')}`);
    if (next() < 0.5) parts.push(`price=${someOf(priceIds).join(',')}`);
    return { query: parts.join('&'), view };
  };
}

/** The four requests a filter change makes on /incidents and /analysis, as paths under the product URL. */
export function filterChangeRequests(change: FilterChange): Record<'list' | 'summary' | 'map' | 'statistics', string> {
  const q = change.query ? `&${change.query}` : '';
  return {
    list: `/incident?page=1${q}`,
    summary: `/incident/get_summary?${change.query}`,
    map: `/incident/map_clusters?${change.view}${q}`,
    statistics: `/incident/get_statistics?${change.query}`,
  };
}
