import { LRUCache } from 'lru-cache';
import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Columns } from './columns';
import type { Viewer } from './filter';
import type { ColumnarIndex } from './incident-index';
import {
  emptyTotals,
  foldPoints,
  mapCellsOnWorkers,
  rowsOf,
  type CellWindow,
  type ClusterCellRow,
} from './tasks/map-cells';
import { canAnswerFromPoints, cellTotalsOf, mapPointsOfSelection, type MapPoints } from './tasks/map-points';

/** Bytes a `MapPoints` of `n` entries holds (four arrays). */
const bytesOf = (points: MapPoints) => 24 * points.slots.length + 16;

/**
 * The ceiling of the map points kept per index: 128 MB, about five unfiltered sets of a million
 * incidents, or many more filtered ones. Entries of an older index version are dropped as soon
 * as the version moves.
 */
const mapPointsCacheBytes = 128 * 2 ** 20;

interface PointsCache {
  version: number;
  columns: Columns | null;
  ready: LRUCache<string, MapPoints>;
  building: Map<string, Promise<MapPoints>>;
}

/**
 * The map grid cells of one incident index: a view that does not reach ±180° is answered from
 * the filter's map points (whole cells as runs of codes, docs/decisions/0011-map-cells.md); one
 * that does, or one asked while the index keeps changing, by a pass over the filtered incidents:
 * on the index workers when there are some, else over the (cached) selection on this thread.
 */
export class MapClusters {
  private points: PointsCache | null = null;

  constructor(private readonly index: ColumnarIndex) {}

  /** The filtered incidents of `viewer` in the viewport, grouped into the grid cells of `window`. */
  async cells(filter: NormalizedFilter, viewer: Viewer, window: CellWindow): Promise<ClusterCellRow[]> {
    if (canAnswerFromPoints(window)) {
      const points = await this.mapPointsOf(filter, viewer);
      if (points) return rowsOf(cellTotalsOf(points, window));
    }
    const pool = this.index.workers();
    if (!pool) return clusterSelection(await this.index.filterPositions(filter, viewer), window);
    const { columns, compiled, list } = await this.index.prepareScan(filter, viewer);
    return rowsOf(await mapCellsOnWorkers(pool, columns, { compiled, list }, window));
  }

  private cacheOf(version: number, columns: Columns): PointsCache {
    const known = this.points;
    if (known && known.version === version && known.columns === columns) return known;
    const cache: PointsCache = {
      version,
      columns,
      ready: new LRUCache({ maxSize: mapPointsCacheBytes, sizeCalculation: bytesOf }),
      building: new Map(),
    };
    this.points = cache;
    return cache;
  }

  /**
   * The map points of `filter` for `viewer` at the index's current version, or null when the index
   * kept changing while they were built (the caller then scans instead). Built once per version
   * and shared by every request meanwhile, in flight too.
   */
  private async mapPointsOf(filter: NormalizedFilter, viewer: Viewer): Promise<MapPoints | null> {
    const index = this.index;
    await index.refresh();
    for (let attempt = 0; attempt < 3; attempt++) {
      const snapshot = index.spatialOrder();
      const { columns, version } = snapshot;
      const cache = this.cacheOf(version, columns);
      const key = `${viewer.accessLevel}|${JSON.stringify(filter)}`;
      let points: MapPoints | undefined = cache.ready.get(key);
      if (!points) {
        let building = cache.building.get(key);
        if (!building) {
          // the filter's selection, shared with the list and summary of the same change
          building = snapshot.order.then(async (order) => {
            const selection = await index.filterPositions(filter, viewer, true);
            // the index moved meanwhile: points of no version, the caller tries again
            const at = selection.columns === columns && index.version === version ? version : -1;
            return mapPointsOfSelection(columns, at, selection.positions, order);
          });
          cache.building.set(key, building);
          const settle = () => cache.building.delete(key);
          building.then((built) => {
            settle();
            if (built.version === version) cache.ready.set(key, built);
          }, settle);
        }
        points = await building;
      }
      // read synchronously from here on: the columns cannot change under the caller
      if (points.version === index.version && points.columns === columns) return points;
      await index.refresh();
    }
    return null;
  }
}

/** The cluster rows of a selection (main thread). */
export function clusterSelection(
  selection: { columns: Columns; positions: Int32Array },
  window: CellWindow,
): ClusterCellRow[] {
  const totals = emptyTotals(window);
  foldPoints(selection.columns, selection.positions, 0, selection.positions.length, window, totals);
  return rowsOf(totals);
}
