import { mercatorY, type Columns } from '../columns';
import { lowerBoundCode, spatialBits, type SpatialOrder } from '../spatial-order';
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

/**
 * The map points of a filter's selection (`positions`: its slots, ascending) at the state of
 * `columns` that `order` was built from. The selection names the points; their places in the
 * Morton order (`order.rank`) are marked in a bitset and read back ascending, so the entries come
 * out in code order, slots in ascending order within a code: exactly the matching entries of the
 * order, without a pass over the whole order (issue 26: that pass, reading the columns in Morton
 * order, was most of a first-visit map request); the order's own copy of the coordinates is read
 * in order too. O(k + n/32) for k matches among n points.
 */
export function mapPointsOfSelection(
  columns: Columns,
  version: number,
  positions: Int32Array,
  order: SpatialOrder,
): MapPoints {
  const { rank, slots: orderSlots, codes: orderCodes } = order;
  const bits = new Int32Array((order.slots.length + 31) >>> 5);
  let n = 0;
  for (let i = 0; i < positions.length; i++) {
    const r = rank[positions[i]];
    if (r < 0) continue;
    bits[r >>> 5] |= 1 << (r & 31);
    n += 1;
  }
  const points: MapPoints = {
    columns,
    version,
    slots: new Uint32Array(n),
    codes: new Uint32Array(n),
    sumLat: new Float64Array(n + 1),
    sumLon: new Float64Array(n + 1),
  };
  const { slots, codes, sumLat, sumLon } = points;
  const { lat, lon } = order;
  let k = 0;
  let runningLat = 0;
  let runningLon = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      const r = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      slots[k] = orderSlots[r];
      codes[k] = orderCodes[r];
      runningLat += lat[r];
      runningLon += lon[r];
      k += 1;
      sumLat[k] = runningLat;
      sumLon[k] = runningLon;
    }
  }
  return points;
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
