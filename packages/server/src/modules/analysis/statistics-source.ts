import type { NormalizedFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Database } from '../../db/client';
import { getIncidentIndex, isDateOnly, type Columns, type Viewer } from '../incident-index/service';
import { runStatisticsPass, type PassResult, type PassWindows } from './statistics-pass';
import { buildMonthRollups, statisticsFromRollups, type MonthRollups } from './statistics-rollup';
import { spanOf } from './statistics-windows';

/** The rollups of one index version: asked for once (`demand`), then built, then ready. */
interface RollupsOfVersion {
  columns: Columns;
  version: number;
  settings: string;
  building: Promise<MonthRollups> | null;
  ready: MonthRollups | null;
}

/** The month rollups of each database's index, for the latest version asked for. */
const rollupsByDatabase = new WeakMap<Database, RollupsOfVersion>();
let useRollups = true;
const answered = { byPass: 0, byRollups: 0 };

/** Answer date-only filters from the month rollups (default) or always with a full pass (benchmarks). */
export function setStatisticsRollups(enabled: boolean): void {
  useRollups = enabled;
}

/** How many statistics answers came from a full pass and how many from the rollups, since start. */
export function statisticsAnswerSources(): { byPass: number; byRollups: number } {
  return { ...answered };
}

/** Resolves when the rollups being built for `database` (if any) are ready (tests, benchmarks). */
export async function rollupsBuilt(database: Database): Promise<void> {
  await rollupsByDatabase.get(database)?.building;
}

/**
 * The rollups of `columns` at `version` when they are ready. Otherwise the caller passes over
 * the incidents, and the second date-only request of a version starts a build in the index
 * workers (a build costs a few passes: a version that sees one such request, as while an import
 * writes, never pays for one).
 */
function readyRollups(
  database: Database,
  columns: Columns,
  version: number,
  settings: { topLimit: number; lastLimit: number; robberyId: number; fraudId: number },
): MonthRollups | null {
  const key = JSON.stringify(settings);
  const known = rollupsByDatabase.get(database);
  if (!known || known.columns !== columns || known.version !== version || known.settings !== key) {
    rollupsByDatabase.set(database, { columns, version, settings: key, building: null, ready: null });
    return null;
  }
  if (known.ready || known.building) return known.ready;
  const building = buildMonthRollups(columns, settings);
  known.building = building;
  building.then(
    (rollups) => {
      known.building = null;
      // rows changed in place between the build's two steps: these rollups mix two states
      if (getIncidentIndex(database).version === version) known.ready = rollups;
    },
    () => {
      // a failed build is forgotten: the next request of this version asks again
      if (rollupsByDatabase.get(database) === known) rollupsByDatabase.delete(database);
    },
  );
  return null;
}

/**
 * The statistics counters of the incidents `filter` selects for `viewer` under `windows`, with
 * the columns they index: from the month rollups when the filter is a date range alone and they
 * are ready for the current index version, otherwise by one pass. Call right after refreshing the
 * index.
 */
export async function statisticsCounters(
  database: Database,
  filter: NormalizedFilter,
  viewer: Viewer,
  windows: PassWindows,
  limits: { top: number; last: number },
): Promise<{ columns: Columns; r: PassResult }> {
  const index = getIncidentIndex(database);
  // Every filter, with the dates widened to the union of the windows the pass reads: the
  // comparison and last-year periods lie outside the filtered range.
  const { columns, compiled, list } = await index.prepareScan({ ...filter, ...spanOf(windows) }, viewer, true);
  const rollups =
    useRollups && list === null && isDateOnly(compiled)
      ? readyRollups(database, columns, index.version, {
          topLimit: limits.top,
          lastLimit: limits.last,
          robberyId: windows.robberyId,
          fraudId: windows.fraudId,
        })
      : null;
  if (rollups) {
    answered.byRollups += 1;
    return { columns, r: statisticsFromRollups(columns, rollups, windows) };
  }
  answered.byPass += 1;
  return { columns, r: await runStatisticsPass(columns, { compiled, list }, windows, limits.top, limits.last) };
}
