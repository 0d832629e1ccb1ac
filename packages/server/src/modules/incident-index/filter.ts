import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Columns } from './columns';
import { southernDistrictId } from '../../db/reference-data';

/** Who is asking: a limited user sees only Southern district incidents everywhere. */
export interface Viewer {
  accessLevel: 'full' | 'limited';
}

/** A filter compiled for one pass: day bounds and lookup tables indexed by reference id + 1. */
export interface CompiledFilter {
  fromDay: number;
  toDay: number;
  countries: Uint8Array | null;
  districts: Uint8Array | null;
  regions: Uint8Array | null;
  cities: Uint8Array | null;
  hasGeo: boolean;
  cargo: Uint8Array | null;
  priceRanges: Uint8Array | null;
  categories: Uint8Array | null;
  onlyDistrict: number | null;
  /** Slots matching the free-text search (1), or null when there is no search. */
  search: Uint8Array | null;
  /** Slots of the incidents of the filter's upload (1), or null when it names none. */
  upload: Uint8Array | null;
}

const dayMs = 86_400_000;

export function dayOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / dayMs);
}

export function isoOf(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/**
 * A lookup table of `width` entries for reference ids 0..width-2 (slot id + 1; slot 0 is id −1, "none"),
 * or null for no condition. Its size comes from the data, never from the request: an id no
 * incident has stays unset, so it matches nothing and costs nothing (issue 9: a table sized by
 * `region:4000000000` took the server to 12 GB). An all-unknown list matches nothing, not all.
 */
function table(ids: number[], width: number): Uint8Array | null {
  if (ids.length === 0) return null;
  const t = new Uint8Array(width);
  for (const id of ids) if (id >= -1 && id + 1 < width) t[id + 1] = 1;
  return t;
}

export function compileFilter(
  filter: NormalizedFilter,
  viewer: Viewer,
  search: Uint8Array | null,
  maxRef: number,
  upload: Uint8Array | null = null,
): CompiledFilter {
  const width = maxRef + 2;
  const cities = table(filter.cities, width);
  const districts = table(filter.districts, width);
  const regions = table(filter.regions, width);
  return {
    fromDay: filter.dateFrom ? dayOf(filter.dateFrom) : -1e9,
    toDay: filter.dateTo ? dayOf(filter.dateTo) : 1e9,
    countries: table(filter.countries, width),
    districts,
    regions,
    cities,
    hasGeo: districts !== null || regions !== null || cities !== null,
    cargo: table(filter.cargo, width),
    priceRanges: table(filter.priceRanges, 16),
    categories: table(filter.categories, width),
    onlyDistrict: viewer.accessLevel === 'limited' ? southernDistrictId : null,
    search,
    upload,
  };
}

/** Conditions of a compiled filter that are not lookup tables (null = no condition). */
const dateBounds = new Set<string>(['fromDay', 'toDay', 'hasGeo']);

/**
 * True when `f` selects by date alone: every other condition of the filter, and of the viewer's
 * access level, is absent (a condition added to `CompiledFilter` later counts as one).
 */
export function isDateOnly(f: CompiledFilter): boolean {
  return !f.hasGeo && Object.entries(f).every(([key, value]) => dateBounds.has(key) || value === null);
}

const none = new Uint8Array(0);

/**
 * Slots passing `f`, appended to `out` from `k` (only counted when `out` is null); returns the new
 * length. Visits the slots `[from, to)` when `list` is null, else the slots `list[from..to)`
 * (ascending: a per-district/region/city position list). One tight loop with early exits; a
 * table that is null is no condition.
 */
export function scanList(
  c: Columns,
  f: CompiledFilter,
  list: Uint32Array | null,
  from: number,
  to: number,
  out: Int32Array | null,
  k: number,
): number {
  const { alive, day, country, district, region, city, cargo, priceRange, category } = c;
  const countries = f.countries;
  const districts = f.districts ?? none;
  const regions = f.regions ?? none;
  const cities = f.cities ?? none;
  const cargoT = f.cargo;
  const prices = f.priceRanges;
  const categories = f.categories;
  const search = f.search;
  const upload = f.upload;
  const only = f.onlyDistrict;
  const { fromDay, toDay, hasGeo } = f;
  for (let i = from; i < to; i++) {
    const p = list === null ? i : list[i];
    if (alive[p] === 0) continue;
    const d = day[p];
    if (d < fromDay || d > toDay) continue;
    if (only !== null && district[p] !== only) continue;
    if (countries !== null && countries[country[p] + 1] !== 1) continue;
    if (hasGeo && districts[district[p] + 1] !== 1 && regions[region[p] + 1] !== 1 && cities[city[p] + 1] !== 1)
      continue;
    if (cargoT !== null && cargoT[cargo[p] + 1] !== 1) continue;
    if (prices !== null && prices[priceRange[p] + 1] !== 1) continue;
    if (categories !== null && categories[category[p] + 1] !== 1) continue;
    if (search !== null && search[p] !== 1) continue;
    if (upload !== null && upload[p] !== 1) continue;
    if (out !== null) out[k] = p;
    k++;
  }
  return k;
}

/** Slots a chunk of `forEachMatchChunk` filters at a time: a 64 KB buffer, reused. */
const matchChunk = 1 << 14;

/**
 * The slots passing `f` among `[from, to)` (of `list`, as in `scanList`), handed to `visit` a
 * chunk at a time in one reused buffer: a pass folds matches without building a selection.
 */
export function forEachMatchChunk(
  c: Columns,
  f: CompiledFilter,
  list: Uint32Array | null,
  from: number,
  to: number,
  visit: (slots: Int32Array, count: number) => void,
): void {
  const buffer = new Int32Array(Math.min(matchChunk, Math.max(0, to - from)));
  for (let start = from; start < to; start += matchChunk) {
    visit(buffer, scanList(c, f, list, start, Math.min(to, start + matchChunk), buffer, 0));
  }
}
