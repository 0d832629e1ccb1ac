import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
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

/** The columns a filter condition selects on, each with position lists. */
type ListedColumn = 'district' | 'region' | 'city' | 'country' | 'cargo' | 'category' | 'priceRange';

/**
 * Per-value position lists of one state of the columns, for every column a filter condition
 * selects on, each built on first use (a list costs two passes over the slots).
 */
export class PositionLists {
  private readonly lists = new Map<ListedColumn, PositionList>();

  constructor(private readonly c: Columns) {}

  private of(column: ListedColumn): PositionList {
    let list = this.lists.get(column);
    if (!list) {
      const values = this.c[column];
      // sized by the values present, never by a request: priceRange is not a reference id
      let max = -1;
      for (let p = 0; p < this.c.size; p++) if (this.c.alive[p] === 1 && values[p] > max) max = values[p];
      list = PositionList.build(values, this.c.alive, this.c.size, max);
      this.lists.set(column, list);
    }
    return list;
  }

  /**
   * Ascending slots that can match `filter` (a superset: every condition is still checked per
   * slot), or null when the whole table has to be scanned. Of the filter's conditions (geo, as
   * one; country; cargo; category; price range; a limited viewer's district) the one with the
   * fewest slots is taken. `onlyDistrict`: a limited viewer's district.
   */
  candidates(filter: NormalizedFilter, onlyDistrict: number | null, size: number): Uint32Array | null {
    const options: Uint32Array[][] = [];
    if (filter.districts.length + filter.regions.length + filter.cities.length > 0) {
      options.push([
        ...filter.districts.map((id) => this.of('district').get(id)),
        ...filter.regions.map((id) => this.of('region').get(id)),
        ...filter.cities.map((id) => this.of('city').get(id)),
      ]);
    }
    if (onlyDistrict !== null) options.push([this.of('district').get(onlyDistrict)]);
    const conditions: [ListedColumn, number[]][] = [
      ['country', filter.countries],
      ['cargo', filter.cargo],
      ['category', filter.categories],
      ['priceRange', filter.priceRanges],
    ];
    for (const [column, ids] of conditions) {
      if (ids.length > 0) options.push(ids.map((id) => this.of(column).get(id)));
    }
    if (options.length === 0) return null;
    const total = (lists: Uint32Array[]) => lists.reduce((n, l) => n + l.length, 0);
    const lists = options.reduce((best, o) => (total(o) < total(best) ? o : best));
    // Visiting most slots through a list reads the columns out of order: a scan is faster.
    if (total(lists) > size / 2) return null;
    if (lists.length === 1) return lists[0];
    // Merging and sorting a large union costs more than one scan of the table.
    if (total(lists) > size / 4) return null;
    const all = new Uint32Array(new SharedArrayBuffer(4 * total(lists)));
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
