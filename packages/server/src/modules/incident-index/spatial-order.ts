import type { Columns } from './columns';

/**
 * Bits per axis of a point's Z-order (Morton) code: a grid of 2^16 × 2^16 Web Mercator cells,
 * ~600 m wide at the equator (map zoom 14). Every cell of a coarser power-of-two grid — each map
 * zoom's cluster grid — is one contiguous run of codes, so a map answer can take whole cells as
 * ranges instead of visiting their points (docs/decisions/0011-map-cells.md).
 */
export const spatialBits = 16;
const side = 2 ** spatialBits;

/** Column of longitude `lon` in a grid `cells` wide. Every map grid computes columns this way, so power-of-two grids nest exactly. */
export function gridColumn(lon: number, cells: number): number {
  return Math.floor(((lon + 180) / 360) * cells);
}

/** Row of Web Mercator y `mercY` in a grid `cells` high. */
export function gridRow(mercY: number, cells: number): number {
  return Math.floor(mercY * cells);
}

/** Spreads the 16 low bits of `v` to the even bits of a 32-bit word. */
function spread(v: number): number {
  v = (v | (v << 8)) & 0x00ff00ff;
  v = (v | (v << 4)) & 0x0f0f0f0f;
  v = (v | (v << 2)) & 0x33333333;
  return (v | (v << 1)) & 0x55555555;
}

/** The Morton code of grid cell (`x`, `y`) at `spatialBits` (x in the even bits, y in the odd ones). */
function mortonCode(x: number, y: number): number {
  return (spread(x) | (spread(y) << 1)) >>> 0;
}

/** The code of slot `p`, or -1 when it cannot lie in a map view that does not cross ±180° (no coordinates). */
export function codeOfSlot(c: Columns, p: number): number {
  const lon = c.lon[p];
  const y = c.mercY[p];
  if (!(lon >= -180 && lon <= 180) || !(y >= 0 && y <= 1)) return -1;
  return mortonCode(Math.min(side - 1, gridColumn(lon, side)), Math.min(side - 1, gridRow(y, side)));
}

/** The live slots with coordinates in ascending Morton order, with their codes (shared memory: workers read it). */
export interface SpatialOrder {
  slots: Uint32Array;
  codes: Uint32Array;
  /**
   * Slot p's place in `slots`, or -1 (dead, or without coordinates): a filter's selection, read in
   * slot order, gives its places in the order without a pass over the order (tasks/map-points.ts).
   */
  rank: Int32Array;
  /** Latitude and longitude of each entry: a map's running sums read them in order, not scattered over the columns. */
  lat: Float64Array;
  lon: Float64Array;
}

/**
 * Sorts the live slots with coordinates by Morton code: a two-pass radix sort (16 bits a pass),
 * linear in the number of incidents (~30 ms for a million). Runs in an index worker when there
 * are workers (see `worker-pool`), so the event loop keeps serving meanwhile.
 */
export function buildSpatialOrder(c: Columns): SpatialOrder {
  let n = 0;
  const allCodes = new Float64Array(c.size);
  for (let p = 0; p < c.size; p++) {
    allCodes[p] = c.alive[p] === 1 ? codeOfSlot(c, p) : -1;
    if (allCodes[p] !== -1) n += 1;
  }
  const slots = new Uint32Array(n);
  const codes = new Uint32Array(n);
  let k = 0;
  for (let p = 0; p < c.size; p++) {
    if (allCodes[p] === -1) continue;
    slots[k] = p;
    codes[k] = allCodes[p];
    k += 1;
  }
  const out = {
    slots: new Uint32Array(new SharedArrayBuffer(4 * Math.max(1, n)), 0, n),
    codes: new Uint32Array(new SharedArrayBuffer(4 * Math.max(1, n)), 0, n),
    rank: new Int32Array(new SharedArrayBuffer(4 * Math.max(1, c.size)), 0, c.size).fill(-1),
    lat: new Float64Array(new SharedArrayBuffer(8 * Math.max(1, n)), 0, n),
    lon: new Float64Array(new SharedArrayBuffer(8 * Math.max(1, n)), 0, n),
  };
  const spare = { slots: new Uint32Array(n), codes: new Uint32Array(n) };
  // low half first, then the high half into the shared arrays (a stable sort keeps slot order within a code)
  radixPass(codes, slots, spare.codes, spare.slots, 0);
  radixPass(spare.codes, spare.slots, out.codes, out.slots, 16);
  for (let i = 0; i < n; i++) {
    const p = out.slots[i];
    out.rank[p] = i;
    out.lat[i] = c.lat[p];
    out.lon[i] = c.lon[p];
  }
  return out;
}

/** One stable counting-sort pass on 16 bits of the codes from bit `shift`. */
function radixPass(codes: Uint32Array, slots: Uint32Array, toCodes: Uint32Array, toSlots: Uint32Array, shift: number) {
  const counts = new Uint32Array(65_537);
  for (let i = 0; i < codes.length; i++) counts[((codes[i] >>> shift) & 0xffff) + 1] += 1;
  for (let v = 1; v <= 65_536; v++) counts[v] += counts[v - 1];
  for (let i = 0; i < codes.length; i++) {
    const at = counts[(codes[i] >>> shift) & 0xffff]++;
    toCodes[at] = codes[i];
    toSlots[at] = slots[i];
  }
}

/** The index task (tasks/registry.ts) building the order; it takes no payload. */
export function spatialOrderTask(columns: Columns, _payload: null): SpatialOrder {
  return buildSpatialOrder(columns);
}

/** First index of `codes[from..to)` whose code is ≥ `code` (binary search). */
export function lowerBoundCode(codes: Uint32Array, code: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid] < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
