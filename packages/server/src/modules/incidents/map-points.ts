import { LRUCache } from 'lru-cache';
import type { NormalizedFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Database } from '../../db/client';
import {
  chunkSize,
  codeOfSlot,
  forEachMatchChunk,
  getIncidentIndex,
  getWorkerPool,
  lowerBoundCode,
  mercatorY,
  spatialBits,
  yieldToEventLoop,
  type Columns,
  type CompiledFilter,
  type SpatialOrder,
  type Viewer,
} from '../incident-index/service';
import { emptyTotals, foldPoints, type CellTotals, type CellWindow, type FoldPart } from './map-cells';

/**
 * The incidents of one filter and access level that a map can show, in Morton order
 * (incident-index/spatial-order.ts), with running sums of their coordinates. Any cell of a map
 * grid is one run of `codes`, so its count and centre come from two binary searches and two
 * subtractions instead of a visit to each point (docs/decisions/0011-map-cells.md).
 */
export interface MapPoints {
  columns: Columns;
  /** The index version these points belong to. */
  version: number;
  slots: Uint32Array;
  codes: Uint32Array;
  /** `sumLat[i]`: latitudes of entries 0..i-1 added up (length + 1 entries); likewise `sumLon`. */
  sumLat: Float64Array;
  sumLon: Float64Array;
}

/** One index worker's share of a build: the matching entries of `order[from..to)`, still in Morton order. */
export interface MapPointsTask {
  compiled: CompiledFilter;
  order: SpatialOrder;
  from: number;
  to: number;
}

interface MapPointsPart {
  slots: Uint32Array;
  codes: Uint32Array;
  lat: Float64Array;
  lon: Float64Array;
}

/** Runs in an index worker (see `worker-pool`), or on the main thread a chunk at a time. */
export function mapPointsTask(columns: Columns, task: MapPointsTask): MapPointsPart {
  const length = task.to - task.from;
  const part = {
    slots: new Uint32Array(length),
    codes: new Uint32Array(length),
    lat: new Float64Array(length),
    lon: new Float64Array(length),
  };
  let k = 0;
  forEachMatchChunk(columns, task.compiled, task.order.slots, task.from, task.to, (matched, count) => {
    for (let i = 0; i < count; i++) {
      const p = matched[i];
      part.slots[k] = p;
      part.codes[k] = codeOfSlot(columns, p);
      part.lat[k] = columns.lat[p];
      part.lon[k] = columns.lon[p];
      k += 1;
    }
  });
  return {
    slots: part.slots.subarray(0, k),
    codes: part.codes.subarray(0, k),
    lat: part.lat.subarray(0, k),
    lon: part.lon.subarray(0, k),
  };
}

const taskModule = new URL('./map-points.ts', import.meta.url);

/** Builds the map points of `compiled` from the spatial order of `columns` (on the index workers when there are some). */
export async function buildMapPoints(
  columns: Columns,
  version: number,
  compiled: CompiledFilter,
  order: SpatialOrder,
): Promise<MapPoints> {
  const pool = getWorkerPool();
  const length = order.slots.length;
  let parts: MapPointsPart[];
  if (pool) {
    parts = await pool.runOverRanges<MapPointsPart>(columns, taskModule, 'mapPointsTask', length, (from, to) => ({
      compiled,
      order,
      from,
      to,
    }));
  } else {
    parts = [];
    for (let from = 0; from < length; from += chunkSize) {
      if (from > 0) await yieldToEventLoop();
      parts.push(mapPointsTask(columns, { compiled, order, from, to: Math.min(length, from + chunkSize) }));
    }
  }
  const n = parts.reduce((sum, part) => sum + part.slots.length, 0);
  const points: MapPoints = {
    columns,
    version,
    slots: new Uint32Array(n),
    codes: new Uint32Array(n),
    sumLat: new Float64Array(n + 1),
    sumLon: new Float64Array(n + 1),
  };
  let k = 0;
  for (const part of parts) {
    points.slots.set(part.slots, k);
    points.codes.set(part.codes, k);
    for (let i = 0; i < part.slots.length; i++, k++) {
      points.sumLat[k + 1] = points.sumLat[k] + part.lat[i];
      points.sumLon[k + 1] = points.sumLon[k] + part.lon[i];
    }
  }
  return points;
}

/** Bytes a `MapPoints` of `n` entries holds (four arrays). */
const bytesOf = (points: MapPoints) => 24 * points.slots.length + 16;

/**
 * The ceiling of the map points kept per database: 128 MB, about five unfiltered sets of a
 * million incidents, or many more filtered ones. Entries of an older index version are dropped
 * as soon as the version moves.
 */
const mapPointsCacheBytes = 128 * 2 ** 20;

interface PointsCache {
  version: number;
  columns: Columns | null;
  ready: LRUCache<string, MapPoints>;
  building: Map<string, Promise<MapPoints>>;
}

const caches = new WeakMap<Database, PointsCache>();

function cacheOf(database: Database, version: number, columns: Columns): PointsCache {
  let cache = caches.get(database);
  if (!cache || cache.version !== version || cache.columns !== columns) {
    cache = {
      version,
      columns,
      ready: new LRUCache({ maxSize: mapPointsCacheBytes, sizeCalculation: bytesOf }),
      building: new Map(),
    };
    caches.set(database, cache);
  }
  return cache;
}

/**
 * The map points of `filter` for `viewer` at the index's current version, or null when the index
 * kept changing while they were built (the caller then scans instead). Built once per version
 * and shared by every request meanwhile, in flight too.
 */
export async function mapPointsOf(
  database: Database,
  filter: NormalizedFilter,
  viewer: Viewer,
): Promise<MapPoints | null> {
  const index = getIncidentIndex(database);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { columns, compiled } = await index.prepareScan(filter, viewer);
    const version = index.version;
    const cache = cacheOf(database, version, columns);
    const key = `${viewer.accessLevel}|${JSON.stringify(filter)}`;
    let points: MapPoints | undefined = cache.ready.get(key);
    if (!points) {
      let building = cache.building.get(key);
      if (!building) {
        const snapshot = index.spatialOrder();
        if (snapshot.columns !== columns || snapshot.version !== version) continue;
        building = snapshot.order.then((order) => buildMapPoints(columns, version, compiled, order));
        cache.building.set(key, building);
        const settle = () => cache.building.delete(key);
        building.then((built) => {
          settle();
          cache.ready.set(key, built);
        }, settle);
      }
      points = await building;
    }
    // read synchronously from here on: the columns cannot change under the caller
    if (points.version === index.version && points.columns === columns) return points;
  }
  return null;
}

/**
 * Whether `cellTotalsOf` answers `w`: grids of map zooms (power-of-two widths). Views past 180°
 * (the map's first view of Russia reaches Chukotka beyond it) are answered in two parts.
 */
export function canAnswerFromPoints(w: CellWindow): boolean {
  return Number.isInteger(Math.log2(w.cells));
}

/**
 * The cell totals of `w` over `points` (a view `canAnswerFromPoints` accepts): cells inside the
 * bbox are whole runs of codes; where the bbox cuts a cell, the run is split into its four quarters
 * down to the finest grid or a few points, whose points are then checked one by one exactly as
 * `foldPoints` does. The answer equals folding every point.
 *
 * A view whose east edge passes 180° also holds, shifted by 360°, the points west of its east edge
 * − 360° (see `foldPoints`). Those lie at the other end of the code order, so they are a second
 * part: the same descent over their longitudes, checked point by point (a shifted point's cell is
 * not the one its code names), and each part adds only its own points, so none counts twice.
 */
export function cellTotalsOf(points: MapPoints, w: CellWindow): CellTotals {
  const level = Math.log2(w.cells);
  const t = emptyTotals(w);
  const { columns, slots, codes, sumLat, sumLon } = points;
  const [west, south, east, north] = w.bbox;
  // Mercator y may not be monotonic to the last bit: rows are compared a hair away from the bbox
  const eps = 1e-12;
  const northY = mercatorY(north);
  const southY = mercatorY(south);
  const { x0, y0, ny } = w;

  const addRun = (l: number, cx: number, cy: number, a: number, b: number) => {
    const shift = l - level;
    const col = (cx >> shift) - x0;
    const row = Math.min(ny - 1, Math.max(0, (cy >> shift) - y0));
    const slot = col * ny + row;
    if (t.n[slot] === 0) t.firstId[slot] = columns.id[slots[a]];
    t.n[slot] += b - a;
    t.sumLat[slot] += sumLat[b] - sumLat[a];
    t.sumLon[slot] += sumLon[b] - sumLon[a];
  };

  /**
   * Node (cx, cy) of the 2^l grid, Morton prefix m, entries a..b-1, against the longitudes
   * qWest..qEast (as fractions of the world, the same expressions as per point: gridColumn).
   */
  const visit = (
    part: Exclude<FoldPart, 'all'>,
    qWest: number,
    qEast: number,
    l: number,
    cx: number,
    cy: number,
    m: number,
    a: number,
    b: number,
  ): void => {
    if (a >= b) return;
    const size = 2 ** l;
    const left = cx / size;
    const right = (cx + 1) / size;
    const top = cy / size;
    const bottom = (cy + 1) / size;
    // the last column holds 180° (q = 1) too: a view from 180° east keeps it
    const isWestOfView = right < qWest || (right === qWest && right < 1);
    if (isWestOfView || left > qEast || bottom <= northY - eps || top >= southY + eps) return;
    // the last column also holds 180° itself, whose own column is one further east: never whole;
    // a shifted point's cell is not the one its code names: never whole either
    const isInside =
      part === 'direct' && left > qWest && right <= qEast && right < 1 && top > northY + eps && bottom < southY - eps;
    if (isInside && l >= level) return addRun(l, cx, cy, a, b);
    if (l === spatialBits || b - a <= 32) return foldPoints(columns, slots, a, b, w, t, part);
    const span = 4 ** (spatialBits - l - 1);
    const s1 = lowerBoundCode(codes, (4 * m + 1) * span, a, b);
    const s2 = lowerBoundCode(codes, (4 * m + 2) * span, s1, b);
    const s3 = lowerBoundCode(codes, (4 * m + 3) * span, s2, b);
    visit(part, qWest, qEast, l + 1, 2 * cx, 2 * cy, 4 * m, a, s1);
    visit(part, qWest, qEast, l + 1, 2 * cx + 1, 2 * cy, 4 * m + 1, s1, s2);
    visit(part, qWest, qEast, l + 1, 2 * cx, 2 * cy + 1, 4 * m + 2, s2, s3);
    visit(part, qWest, qEast, l + 1, 2 * cx + 1, 2 * cy + 1, 4 * m + 3, s3, b);
  };

  const qWest = (west + 180) / 360;
  const qEast = (east + 180) / 360;
  visit('direct', qWest, qEast, 0, 0, 0, 0, 0, slots.length);
  if (east >= 180) {
    // a hair wider: every point is checked anyway, and none may be pruned by rounding
    visit('shifted', qWest - 1 - 1e-9, qEast - 1 + 1e-9, 0, 0, 0, 0, 0, slots.length);
  }
  return t;
}
