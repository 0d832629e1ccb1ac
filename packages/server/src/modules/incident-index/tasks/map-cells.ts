import { mercatorY, type Columns } from '../columns';
import { forEachMatchChunk, type CompiledFilter } from '../filter';
import { gridColumn, gridRow } from '../spatial-order';
import type { TaskRunner } from '../task-runner';

/**
 * The map grid of one request: the cells of a `cells`-wide Web Mercator grid that the bbox
 * touches, `nx` columns from `x0` by `ny` rows from `y0`, with per-cell totals.
 */
export interface ClusterCellRow {
  n: number;
  lon: number;
  lat: number;
  id: number;
}

export interface CellWindow {
  bbox: [west: number, south: number, east: number, north: number];
  cells: number;
  x0: number;
  y0: number;
  nx: number;
  ny: number;
}

export interface CellTotals {
  n: Int32Array;
  sumLat: Float64Array;
  sumLon: Float64Array;
  /** Id of the cell's first point (by slot, i.e. by id): the incident of a one-point cell. */
  firstId: Float64Array;
}

/** The cells of `bbox` at grid width `cells`, with the same expressions as per point in `foldPoints`. */
export function cellWindow(bbox: number[], cells: number): CellWindow {
  const [west, south, east, north] = bbox;
  const x0 = gridColumn(west, cells);
  const y0 = gridRow(mercatorY(north), cells);
  const nx = gridColumn(east, cells) - x0 + 1;
  const ny = gridRow(mercatorY(south), cells) - y0 + 1;
  return { bbox: [west, south, east, north], cells, x0, y0, nx, ny };
}

export function emptyTotals(w: CellWindow): CellTotals {
  const size = w.nx * w.ny;
  return {
    n: new Int32Array(size),
    sumLat: new Float64Array(size),
    sumLon: new Float64Array(size),
    firstId: new Float64Array(size),
  };
}

/**
 * Which points of a view past 180° a fold adds: those inside the bbox as they are (`direct`), those
 * inside only once shifted by 360° (`shifted`), or both (`all`, the reference).
 */
export type FoldPart = 'all' | 'direct' | 'shifted';

/**
 * Adds the points of slots `positions[from..to)` that lie in the bbox to their cells. The row
 * comes from the index's precomputed Mercator y, so no request computes logarithms. Points
 * without coordinates (NaN) fail every comparison and are skipped.
 */
export function foldPoints(
  columns: Columns,
  positions: ArrayLike<number>,
  from: number,
  to: number,
  w: CellWindow,
  t: CellTotals,
  part: FoldPart = 'all',
): void {
  const { lat, lon, id, mercY } = columns;
  const [west, south, east, north] = w.bbox;
  const { cells, x0, y0, ny } = w;
  const { n, sumLat, sumLon, firstId } = t;
  for (let i = from; i < to; i++) {
    const p = positions[i];
    const y = lat[p];
    let x = lon[p];
    if (!(y >= south && y <= north)) continue;
    if (!(x >= west && x <= east)) {
      // an east edge beyond 180° covers the antimeridian (Chukotka): such points shift by 360°
      if (part === 'direct') continue;
      x += 360;
      if (!(x >= west && x <= east)) continue;
    } else if (part === 'shifted') continue;
    let row = gridRow(mercY[p], cells) - y0;
    if (row < 0) row = 0;
    else if (row >= ny) row = ny - 1;
    const slot = (gridColumn(x, cells) - x0) * ny + row;
    if (n[slot] === 0) firstId[slot] = id[p];
    n[slot] += 1;
    sumLat[slot] += y;
    sumLon[slot] += x;
  }
}

/** Cells with points as cluster rows (unsorted). */
export function rowsOf(t: CellTotals): ClusterCellRow[] {
  const rows: ClusterCellRow[] = [];
  for (let slot = 0; slot < t.n.length; slot++) {
    const n = t.n[slot];
    if (n === 0) continue;
    const lon = t.sumLon[slot] / n;
    rows.push({ n, lat: t.sumLat[slot] / n, lon: lon > 180 ? lon - 360 : lon, id: t.firstId[slot] });
  }
  return rows;
}

/** One index worker's share of a map request: filter its slots and fold the matches into cells. */
export interface MapCellsTask {
  compiled: CompiledFilter;
  list: Uint32Array | null;
  from: number;
  to: number;
  window: CellWindow;
}

/** The index task (tasks/registry.ts) of one worker's share of a map pass. */
export function mapCellsTask(columns: Columns, task: MapCellsTask): CellTotals {
  const t = emptyTotals(task.window);
  forEachMatchChunk(columns, task.compiled, task.list, task.from, task.to, (slots, count) =>
    foldPoints(columns, slots, 0, count, task.window, t),
  );
  return t;
}

/**
 * The cell totals of the incidents `scan` selects, split over the index workers. Parts cover
 * ascending slot ranges, so the first part with a point in a cell has that cell's first id.
 */
export async function mapCellsOnWorkers(
  pool: TaskRunner<'mapCells', MapCellsTask, CellTotals>,
  columns: Columns,
  scan: { compiled: CompiledFilter; list: Uint32Array | null },
  window: CellWindow,
): Promise<CellTotals> {
  const length = scan.list ? scan.list.length : columns.size;
  const results = await pool.runOverRanges(columns, 'mapCells', length, (from, to): MapCellsTask => ({
    ...scan,
    window,
    from,
    to,
  }));
  const total = results[0];
  for (const t of results.slice(1)) {
    for (let s = 0; s < total.n.length; s++) {
      if (t.n[s] === 0) continue;
      if (total.n[s] === 0) total.firstId[s] = t.firstId[s];
      total.n[s] += t.n[s];
      total.sumLat[s] += t.sumLat[s];
      total.sumLon[s] += t.sumLon[s];
    }
  }
  return total;
}
