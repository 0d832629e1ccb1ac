import type { NormalizedFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Database } from '../../db/client';
import type { Columns } from './columns';
import { isoOf, type Viewer } from './filter';
import { IncidentIndex, type Selection } from './incident-index';
import { selectLatestChangeId } from './repo';

// The one public API of the incident index: other modules import only this file (the layer rule
// in eslint.config.js). The column scans of incidents (map cells) and analysis (statistics
// passes) run on the index's columns and workers, hence the lower-level exports below.
export {
  IncidentIndex,
  chunkSize,
  forceNewestPath,
  setSelectionCacheSize,
  yieldToEventLoop,
  type Selection,
} from './incident-index';
export {
  buildSpatialOrder,
  codeOfSlot,
  gridColumn,
  gridRow,
  lowerBoundCode,
  spatialBits,
  type SpatialOrder,
} from './spatial-order';
export { Columns, mercatorY, type IndexRow } from './columns';
export { compileFilter, dayOf, forEachMatchChunk, isDateOnly, isoOf, type CompiledFilter, type Viewer } from './filter';
export { configureIndexWorkers, getWorkerPool, type WorkerPool } from './worker-pool';
export { incidentWhere, isLimited, type IncidentViewer } from './sql-filter';

const indexes = new WeakMap<Database, IncidentIndex>();

/** The one index of a database in this process (created on first use, loaded lazily). */
export function getIncidentIndex(database: Database): IncidentIndex {
  let index = indexes.get(database);
  if (!index) {
    index = new IncidentIndex(database);
    indexes.set(database, index);
  }
  return index;
}

/** Filtered incidents of `viewer` (limited → Southern district only), as index slots. */
export function selectIncidents(
  database: Database,
  filter: NormalizedFilter,
  viewer: Viewer,
  isFresh = false,
): Promise<Selection> {
  return getIncidentIndex(database).filterPositions(filter, viewer, isFresh);
}

/**
 * One page of the filtered incidents of `viewer`, newest first (date, then id, descending): the
 * ids at `offset..offset + limit` and how many match in all.
 */
export function pageOfIncidents(
  database: Database,
  filter: NormalizedFilter,
  viewer: Viewer,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; count: number }> {
  return getIncidentIndex(database).pageNewestFirst(filter, viewer, offset, limit);
}

/**
 * Calls `listener` with the ids of the incidents each write inserted, updated or deleted (null:
 * any of them may have), as the index learns of them: before it answers after the write.
 */
export function onIncidentRowsChanged(database: Database, listener: (ids: ReadonlySet<number> | null) => void): void {
  getIncidentIndex(database).onRowsChanged(listener);
}

/**
 * The data version of the incidents committed now (decision 0044): the newest change-log id,
 * the same number on every process. Read after a write committed, it is at least that write's.
 */
export function readDataVersion(database: Database): Promise<number> {
  return database.withSession((s) => selectLatestChangeId(s));
}

/**
 * Resolves true once this process's index holds data version `version` (it reads the change log
 * at once when behind), false when `waitMs` passed first (`IncidentIndex.reach`).
 */
export function reachDataVersion(database: Database, version: number, waitMs: number): Promise<boolean> {
  return getIncidentIndex(database).reach(version, waitMs);
}

/**
 * Optional hint after a write in this process. Not needed for correctness: the change-log
 * trigger records every write and the index applies it before its next answer.
 */
export function refreshIncidentIndex(database: Database): Promise<void> {
  return getIncidentIndex(database).refresh();
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
