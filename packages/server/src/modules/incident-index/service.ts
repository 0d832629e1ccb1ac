import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Database } from '../../db/client';
import type { Columns } from './columns';
import { isoOf, type Viewer } from './filter';
import { ColumnarIndex, type IndexOptions, type Selection } from './incident-index';
import { MapClusters } from './map-clusters';
import { selectLatestChangeId } from './repo';
import { StatisticsSource, type StatisticsCounters, type StatisticsQuery } from './statistics';
import type { CellWindow, ClusterCellRow } from './tasks/map-cells';

// The one public face of the incident index (docs/decisions/0046): other modules import only this
// file (the layer rule in eslint.config.js). The columns, the passes over them and the worker
// threads that run those passes (tasks/) are the index's own.
export type { IndexOptions, Selection } from './incident-index';
export type { Viewer } from './filter';
export type { Counter } from './tasks/statistics-pass';
export type { ClusterCellRow } from './tasks/map-cells';
export { dayOf, isoOf } from './filter';
export { mercatorY } from './columns';
export { cellWindow } from './tasks/map-cells';
export { incidentWhere, isLimited, type IncidentViewer } from './sql-filter';

/**
 * The in-process copy of the incidents that lists, the map and statistics read
 * (docs/decisions/0003-statistics-aggregation.md). One per app, built by buildApp; every answer
 * reflects every write committed before it was asked (by any process).
 */
export interface IncidentIndex {
  /** Grows whenever the indexed data changes: a key for caches of answers computed from it. */
  readonly version: number;
  /**
   * Brings the index up to date with every change committed before this call. Optional after a
   * write in this process: the change-log trigger records every write and the index applies it
   * before its next answer.
   */
  refresh(): Promise<void>;
  /**
   * Resolves true once the index holds data version `version` (decision 0044), false when
   * `waitMs` passed first.
   */
  reach(version: number, waitMs: number): Promise<boolean>;
  /**
   * Calls `listener` with the ids of the incidents each write inserted, updated or deleted (null:
   * any of them may have), as the index learns of them: before it answers after the write.
   */
  onRowsChanged(listener: (ids: ReadonlySet<number> | null) => void): void;
  /**
   * Filtered incidents of `viewer` (limited → Southern district only), as slots of the columns.
   * `isFresh`: the caller has just awaited `refresh()`. Read the slots without awaiting in between.
   */
  select(filter: NormalizedFilter, viewer: Viewer, isFresh?: boolean): Promise<Selection>;
  /**
   * One page of the filtered incidents of `viewer`, newest first (date, then id, descending): the
   * ids at `offset..offset + limit` and how many match in all.
   */
  page(
    filter: NormalizedFilter,
    viewer: Viewer,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; count: number }>;
  /** The statistics counters of the filtered incidents of `viewer` (call right after `refresh()`). */
  statistics(filter: NormalizedFilter, viewer: Viewer, query: StatisticsQuery): Promise<StatisticsCounters>;
  /** The filtered incidents of `viewer` in the map view, grouped into the grid cells of `window` (`cellWindow`). */
  clusterCells(filter: NormalizedFilter, viewer: Viewer, window: CellWindow): Promise<ClusterCellRow[]>;
  /** How many statistics answers came from a full pass and how many from the month rollups (tests, benchmarks). */
  statisticsSources(): { byPass: number; byRollups: number };
  /** Resolves when the month rollups being built (if any) are ready (tests, benchmarks). */
  rollupsBuilt(): Promise<void>;
  /** Stops the index's worker threads (app close). */
  close(): Promise<void>;
}

/** The incident index of `database`, loaded on first use; `options.workers` threads run its passes. */
export function createIncidentIndex(database: Database, options: IndexOptions): IncidentIndex {
  const index = new ColumnarIndex(database, options);
  const statistics = new StatisticsSource(index, options.statisticsRollups ?? true);
  const maps = new MapClusters(index);
  return {
    get version() {
      return index.version;
    },
    refresh: () => index.refresh(),
    reach: (version, waitMs) => index.reach(version, waitMs),
    onRowsChanged: (listener) => index.onRowsChanged(listener),
    select: (filter, viewer, isFresh) => index.filterPositions(filter, viewer, isFresh),
    page: (filter, viewer, offset, limit) => index.pageNewestFirst(filter, viewer, offset, limit),
    statistics: (filter, viewer, query) => statistics.count(filter, viewer, query),
    clusterCells: (filter, viewer, window) => maps.cells(filter, viewer, window),
    statisticsSources: () => statistics.sources(),
    rollupsBuilt: () => statistics.built(),
    close: () => index.close(),
  };
}

/**
 * The data version of the incidents committed now (decision 0044): the newest change-log id,
 * the same number on every process. Read after a write committed, it is at least that write's.
 */
export function readDataVersion(database: Database): Promise<number> {
  return database.withSession((s) => selectLatestChangeId(s));
}

export function countAndSum(selection: Selection): { count: number; damage: number } {
  const { positions, columns } = selection;
  let damage = 0;
  for (let i = 0; i < positions.length; i++) damage += columns.price[positions[i]];
  return { count: positions.length, damage };
}

/** Total, damage, incidents with coordinates, and the date span of a selection (get_summary). */
export function summarize(selection: Selection): {
  count: number;
  damage: number;
  onMap: number;
  minDate: string | null;
  maxDate: string | null;
} {
  const { positions, columns } = selection;
  let damage = 0;
  let onMap = 0;
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    damage += columns.price[p];
    if (!Number.isNaN(columns.lat[p]) && !Number.isNaN(columns.lon[p])) onMap += 1;
    const d = columns.day[p];
    if (d < minDay) minDay = d;
    if (d > maxDay) maxDay = d;
  }
  return {
    count: positions.length,
    damage,
    onMap,
    minDate: positions.length ? isoOf(minDay) : null,
    maxDate: positions.length ? isoOf(maxDay) : null,
  };
}

export type GroupColumn =
  | 'country'
  | 'district'
  | 'region'
  | 'city'
  | 'cargo'
  | 'category'
  | 'attack'
  | 'scene'
  | 'source'
  | 'priceRange'
  | 'bucket';

export interface Group {
  /** The reference id; null for incidents without one. */
  id: number | null;
  count: number;
  damage: number;
}

/** Count and damage per value of one column, largest count first (ties by id). */
export function groupBy(selection: Selection, column: GroupColumn): Group[] {
  const values: Columns[GroupColumn] = selection.columns[column];
  const counts = new Map<number, Group>();
  const { positions, columns } = selection;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const v = values[p];
    let g = counts.get(v);
    if (!g) {
      g = { id: v < 0 ? null : v, count: 0, damage: 0 };
      counts.set(v, g);
    }
    g.count += 1;
    g.damage += columns.price[p];
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || (a.id ?? -1) - (b.id ?? -1));
}
