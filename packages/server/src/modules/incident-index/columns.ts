import { damageBucketOf } from '@cargo-sentry/contracts/incident-filter';

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
  /** The analysis bucket 1–10 of SPEC §9. */
  readonly bucket: Int8Array;
  readonly price: Float64Array;
  /** NaN when the incident has no coordinates. */
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  /** Web Mercator y (0 north … 1 south) of `lat`, NaN without coordinates: map grids need no logarithm per request. */
  readonly mercY: Float64Array;
  readonly alive: Uint8Array;

  constructor(readonly capacity: number) {
    this.id = new Float64Array(capacity);
    this.day = new Int32Array(capacity);
    this.country = new Int16Array(capacity);
    this.district = new Int16Array(capacity);
    this.region = new Int16Array(capacity);
    this.city = new Int32Array(capacity);
    this.cargo = new Int16Array(capacity);
    this.category = new Int16Array(capacity);
    this.attack = new Int16Array(capacity);
    this.scene = new Int16Array(capacity);
    this.source = new Int16Array(capacity);
    this.priceRange = new Int8Array(capacity);
    this.bucket = new Int8Array(capacity);
    this.price = new Float64Array(capacity);
    this.lat = new Float64Array(capacity);
    this.lon = new Float64Array(capacity);
    this.mercY = new Float64Array(capacity);
    this.alive = new Uint8Array(capacity);
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
