import type { NormalizedFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Columns } from './columns';

/** Live slots grouped by one reference column: slots of value v are `positions[offsets[v+1]..offsets[v+2])`, ascending. */
export class PositionList {
  constructor(
    private readonly offsets: Int32Array,
    private readonly positions: Uint32Array,
  ) {}

  static build(values: ArrayLike<number>, alive: Uint8Array, size: number, maxRef: number): PositionList {
    const width = maxRef + 3;
    const offsets = new Int32Array(width + 1);
    for (let p = 0; p < size; p++) if (alive[p] === 1) offsets[values[p] + 2] += 1;
    for (let v = 1; v <= width; v++) offsets[v] += offsets[v - 1];
    // shared memory: index workers read the lists without a copy
    const positions = new Uint32Array(new SharedArrayBuffer(4 * Math.max(1, offsets[width])));
    const fill = offsets.slice(0, width);
    for (let p = 0; p < size; p++) if (alive[p] === 1) positions[fill[values[p] + 1]++] = p;
    return new PositionList(offsets, positions);
  }

  /** Ascending slots whose value is `id` (a view: do not modify). */
  get(id: number): Uint32Array {
    const i = id + 1;
    if (i < 0 || i + 1 >= this.offsets.length) return new Uint32Array(0);
    return this.positions.subarray(this.offsets[i], this.offsets[i + 1]);
  }
}

/** Per-district, per-region and per-city position lists of one state of the columns. */
export class GeoLists {
  readonly district: PositionList;
  readonly region: PositionList;
  readonly city: PositionList;

  constructor(c: Columns) {
    this.district = PositionList.build(c.district, c.alive, c.size, c.maxRef);
    this.region = PositionList.build(c.region, c.alive, c.size, c.maxRef);
    this.city = PositionList.build(c.city, c.alive, c.size, c.maxRef);
  }

  /**
   * Ascending slots that can match the geo part of `filter` (a superset: every other condition is
   * still checked per slot), or null when the whole table has to be scanned.
   * `onlyDistrict`: a limited viewer's district, used when the filter has no geo condition.
   */
  candidates(filter: NormalizedFilter, onlyDistrict: number | null, size: number): Uint32Array | null {
    const lists: Uint32Array[] = [];
    if (filter.districts.length + filter.regions.length + filter.cities.length > 0) {
      for (const id of filter.districts) lists.push(this.district.get(id));
      for (const id of filter.regions) lists.push(this.region.get(id));
      for (const id of filter.cities) lists.push(this.city.get(id));
    } else if (onlyDistrict !== null) {
      lists.push(this.district.get(onlyDistrict));
    } else {
      return null;
    }
    if (lists.length === 1) return lists[0];
    let total = 0;
    for (const l of lists) total += l.length;
    // Merging and sorting a large union costs more than one scan of the table.
    if (total > size / 4) return null;
    const all = new Uint32Array(new SharedArrayBuffer(4 * total));
    let k = 0;
    for (const l of lists) {
      all.set(l, k);
      k += l.length;
    }
    all.sort();
    let n = 0;
    for (let i = 0; i < all.length; i++) if (n === 0 || all[i] !== all[n - 1]) all[n++] = all[i];
    return all.subarray(0, n);
  }
}
