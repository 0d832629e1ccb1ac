import type { Columns } from './columns';

/** The finest grid kept per selection: 4096 cells around the world (zoom 10 at 64-pixel cells). */
export const maxGridCells = 4096;

/**
 * The points of one selection ordered by cell of a `cells`-wide Web Mercator grid, with per-cell
 * count, coordinate sums, first id and the bounds of the points. Built once per cached selection
 * and level, it lets a map request add up whole cells that lie inside its bbox and visit points
 * only in the cells on the bbox's edge (exactly the same sums, in the same order, as a full pass).
 */
export class CellGrid {
  /** Selected slots with coordinates, by cell (column cx, then row cy), ascending within a cell. */
  readonly order: Uint32Array;
  /** Cells of column cx are `colStart[cx]..colStart[cx+1]`, ordered by row. */
  readonly colStart: Int32Array;
  readonly cellY: Int32Array;
  readonly start: Int32Array;
  readonly n: Int32Array;
  readonly sumLat: Float64Array;
  readonly sumLon: Float64Array;
  readonly firstId: Float64Array;
  readonly minLat: Float64Array;
  readonly maxLat: Float64Array;
  readonly minLon: Float64Array;
  readonly maxLon: Float64Array;

  constructor(
    readonly cells: number,
    columns: Columns,
    positions: Int32Array,
  ) {
    const { lat, lon, mercY, id } = columns;
    const xScale = cells / 360;
    const cx = new Int32Array(positions.length);
    const cy = new Int32Array(positions.length);
    let m = 0;
    const kept = new Uint32Array(positions.length);
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i];
      const y = lat[p];
      const x = lon[p];
      if (Number.isNaN(y) || Number.isNaN(x)) continue;
      kept[m] = p;
      cx[m] = clamp(Math.floor((x + 180) * xScale), cells);
      cy[m] = clamp(Math.floor(mercY[p] * cells), cells);
      m += 1;
    }
    // two stable counting sorts: by row, then by column → (column, row, slot) order
    const byRow = countingSort(kept, cy, m, cells);
    const rowsOfByRow = new Int32Array(m);
    const colsOfByRow = new Int32Array(m);
    // countingSort returns indexes into kept
    const tmp = new Uint32Array(m);
    for (let i = 0; i < m; i++) {
      tmp[i] = kept[byRow[i]];
      rowsOfByRow[i] = cy[byRow[i]];
      colsOfByRow[i] = cx[byRow[i]];
    }
    const byCol = countingSort(tmp, colsOfByRow, m, cells);
    const order = new Uint32Array(m);
    const rowOf = new Int32Array(m);
    const colOf = new Int32Array(m);
    for (let i = 0; i < m; i++) {
      order[i] = tmp[byCol[i]];
      rowOf[i] = rowsOfByRow[byCol[i]];
      colOf[i] = colsOfByRow[byCol[i]];
    }
    let count = 0;
    for (let i = 0; i < m; i++) if (i === 0 || rowOf[i] !== rowOf[i - 1] || colOf[i] !== colOf[i - 1]) count += 1;
    this.order = order;
    this.colStart = new Int32Array(cells + 1);
    this.cellY = new Int32Array(count);
    this.start = new Int32Array(count + 1);
    this.n = new Int32Array(count);
    this.sumLat = new Float64Array(count);
    this.sumLon = new Float64Array(count);
    this.firstId = new Float64Array(count);
    this.minLat = new Float64Array(count);
    this.maxLat = new Float64Array(count);
    this.minLon = new Float64Array(count);
    this.maxLon = new Float64Array(count);
    let c = -1;
    for (let i = 0; i < m; i++) {
      const p = order[i];
      if (i === 0 || rowOf[i] !== rowOf[i - 1] || colOf[i] !== colOf[i - 1]) {
        c += 1;
        this.cellY[c] = rowOf[i];
        this.start[c] = i;
        this.firstId[c] = id[p];
        this.minLat[c] = Infinity;
        this.maxLat[c] = -Infinity;
        this.minLon[c] = Infinity;
        this.maxLon[c] = -Infinity;
        this.colStart[colOf[i] + 1] = c + 1;
      }
      const y = lat[p];
      const x = lon[p];
      this.n[c] += 1;
      this.sumLat[c] += y;
      this.sumLon[c] += x;
      if (y < this.minLat[c]) this.minLat[c] = y;
      if (y > this.maxLat[c]) this.maxLat[c] = y;
      if (x < this.minLon[c]) this.minLon[c] = x;
      if (x > this.maxLon[c]) this.maxLon[c] = x;
    }
    this.start[count] = m;
    // colStart[x+1] holds one past the last cell of column x for non-empty columns: fill the gaps
    for (let x = 1; x <= cells; x++) if (this.colStart[x] < this.colStart[x - 1]) this.colStart[x] = this.colStart[x - 1];
  }
}

function clamp(v: number, cells: number): number {
  return v < 0 ? 0 : v >= cells ? cells - 1 : v;
}

/** Indexes `0..m` ordered stably by `keys[i]` (0 ≤ key < width). */
function countingSort(_values: Uint32Array, keys: Int32Array, m: number, width: number): Int32Array {
  const counts = new Int32Array(width + 1);
  for (let i = 0; i < m; i++) counts[keys[i] + 1] += 1;
  for (let k = 1; k <= width; k++) counts[k] += counts[k - 1];
  const out = new Int32Array(m);
  for (let i = 0; i < m; i++) out[counts[keys[i]]++] = i;
  return out;
}
