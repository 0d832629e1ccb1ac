import { damageBucketOf } from '@cargo-sentry/contracts/incidents/incident-filter';

/** Reference ids are stored as-is; an unknown (NULL) reference is stored as this value. */
export const noRef = -1;

/** Web Mercator y in [0, 1] (north to south) of a latitude, clamped to ±85.0511°; NaN stays NaN. */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  return (1 - Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) / Math.PI) / 2;
}

/** One incident as the index keeps it: the filter and aggregation columns only. */
export interface IndexRow {
  id: number;
  /** Days since 1970-01-01 (UTC). */
  day: number;
  country: number;
  district: number;
  region: number;
  city: number;
  cargo: number;
  category: number;
  attack: number;
  scene: number;
  source: number;
  price: number;
  priceRange: number;
  lat: number;
  lon: number;
}

const columnNames = [
  'id',
  'day',
  'country',
  'district',
  'region',
  'city',
  'cargo',
  'category',
  'attack',
  'scene',
  'source',
  'priceRange',
  'bucket',
  'price',
  'lat',
  'lon',
  'mercY',
  'alive',
] as const;
type ColumnName = (typeof columnNames)[number];
type TypedArrayType<T> = { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };

/** The arrays of one `Columns` as posted to a worker thread. */
export interface SharedColumns {
  uid: number;
  capacity: number;
  buffers: Record<ColumnName, SharedArrayBuffer>;
}

let nextUid = 1;

/**
 * The incidents as parallel typed arrays (≈ 59 bytes a row: 1M rows ≈ 60 MB), sorted by id.
 * A slot whose `alive` is 0 was deleted and is skipped until the next compaction.
 * Readers take `size` once and read slots below it: appends never move existing slots, and
 * growth or compaction builds a new `Columns`, so a reader keeps a consistent view.
 */
export class Columns {
  size = 0;
  dead = 0;
  /** Largest reference id seen in any reference column: sizes lookup tables and group counters. */
  maxRef = 0;
  readonly id: Float64Array;
  readonly day: Int32Array;
  readonly country: Int16Array;
  readonly district: Int16Array;
  readonly region: Int16Array;
  readonly city: Int32Array;
  readonly cargo: Int16Array;
  readonly category: Int16Array;
  readonly attack: Int16Array;
  readonly scene: Int16Array;
  readonly source: Int16Array;
  readonly priceRange: Int8Array;
  /** The analysis bucket 1–10 of docs/product.md#damage-buckets. */
  readonly bucket: Int8Array;
  readonly price: Float64Array;
  /** NaN when the incident has no coordinates. */
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  /** Web Mercator y (0 north … 1 south) of `lat`, NaN without coordinates: map grids need no logarithm per request. */
  readonly mercY: Float64Array;
  readonly alive: Uint8Array;

  /** Identifies this set of arrays to worker threads, which keep views of them (see `worker-pool`). */
  readonly uid = nextUid++;

  /**
   * Every array lives in a SharedArrayBuffer so worker threads read the same memory without a copy;
   * pass `shared` (from `shareable()` of another thread) to view existing arrays.
   */
  constructor(
    readonly capacity: number,
    shared?: SharedColumns,
  ) {
    const buffers = shared?.buffers;
    const make = <T>(name: ColumnName, Type: TypedArrayType<T>): T => {
      const buffer = buffers ? buffers[name] : new SharedArrayBuffer(capacity * Type.BYTES_PER_ELEMENT);
      return new Type(buffer);
    };
    this.id = make('id', Float64Array);
    this.day = make('day', Int32Array);
    this.country = make('country', Int16Array);
    this.district = make('district', Int16Array);
    this.region = make('region', Int16Array);
    this.city = make('city', Int32Array);
    this.cargo = make('cargo', Int16Array);
    this.category = make('category', Int16Array);
    this.attack = make('attack', Int16Array);
    this.scene = make('scene', Int16Array);
    this.source = make('source', Int16Array);
    this.priceRange = make('priceRange', Int8Array);
    this.bucket = make('bucket', Int8Array);
    this.price = make('price', Float64Array);
    this.lat = make('lat', Float64Array);
    this.lon = make('lon', Float64Array);
    this.mercY = make('mercY', Float64Array);
    this.alive = make('alive', Uint8Array);
    if (shared) this.uid = shared.uid;
  }

  /** What another thread needs to build a view of these arrays (no data is copied). */
  shareable(): SharedColumns {
    const buffers = {} as Record<ColumnName, SharedArrayBuffer>;
    for (const name of columnNames) buffers[name] = this[name].buffer as SharedArrayBuffer;
    return { uid: this.uid, capacity: this.capacity, buffers };
  }

  get liveCount(): number {
    return this.size - this.dead;
  }

  /** Writes `row` into slot `p` (an update in place or a fresh slot). */
  set(p: number, row: IndexRow): void {
    this.id[p] = row.id;
    this.day[p] = row.day;
    this.country[p] = row.country;
    this.district[p] = row.district;
    this.region[p] = row.region;
    this.city[p] = row.city;
    this.cargo[p] = row.cargo;
    this.category[p] = row.category;
    this.attack[p] = row.attack;
    this.scene[p] = row.scene;
    this.source[p] = row.source;
    this.price[p] = row.price;
    this.priceRange[p] = row.priceRange;
    this.bucket[p] = damageBucketOf(row.price);
    this.lat[p] = row.lat;
    this.lon[p] = row.lon;
    this.mercY[p] = mercatorY(row.lat);
    if (this.alive[p] === 0 && p < this.size) this.dead -= 1;
    this.alive[p] = 1;
    this.maxRef = Math.max(
      this.maxRef,
      row.country,
      row.district,
      row.region,
      row.city,
      row.cargo,
      row.category,
      row.attack,
      row.scene,
      row.source,
    );
  }

  kill(p: number): void {
    if (this.alive[p] === 0) return;
    this.alive[p] = 0;
    this.dead += 1;
  }

  /** Slot of `id`, or -1 (binary search: slots are sorted by id). */
  find(id: number): number {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.id[mid];
      if (v === id) return mid;
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  lastId(): number {
    return this.size === 0 ? 0 : this.id[this.size - 1];
  }

  /** Copies live slots into new columns of at least `capacity`, keeping id order. */
  rebuilt(capacity: number = this.liveCount): Columns {
    const next = new Columns(Math.max(1024, capacity));
    const order: number[] = [];
    for (let p = 0; p < this.size; p++) if (this.alive[p]) order.push(p);
    order.sort((a, b) => this.id[a] - this.id[b]);
    let q = 0;
    for (const p of order) {
      next.id[q] = this.id[p];
      next.day[q] = this.day[p];
      next.country[q] = this.country[p];
      next.district[q] = this.district[p];
      next.region[q] = this.region[p];
      next.city[q] = this.city[p];
      next.cargo[q] = this.cargo[p];
      next.category[q] = this.category[p];
      next.attack[q] = this.attack[p];
      next.scene[q] = this.scene[p];
      next.source[q] = this.source[p];
      next.price[q] = this.price[p];
      next.priceRange[q] = this.priceRange[p];
      next.bucket[q] = this.bucket[p];
      next.lat[q] = this.lat[p];
      next.lon[q] = this.lon[p];
      next.mercY[q] = this.mercY[p];
      next.alive[q] = 1;
      q += 1;
    }
    next.size = q;
    next.maxRef = this.maxRef;
    return next;
  }
}
