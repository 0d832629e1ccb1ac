import type { Columns } from '../columns';
import { forEachMatchChunk, type CompiledFilter } from '../filter';
import { chunkSize, yieldToEventLoop } from '../event-loop';
import type { TaskRunner } from '../task-runner';

/** Inclusive day-number window; `from > to` is empty. */
export interface DayWindow {
  from: number;
  to: number;
}

export interface PassWindows {
  /** The filter's own date range (±∞ when open). */
  current: DayWindow;
  /** by_month: day → month slot, starting at `monthStart` (-1 = outside). */
  monthStart: number;
  monthOf: Int16Array;
  /** by_month_last_year: the same, one year back. */
  lastYearStart: number;
  lastYearMonthOf: Int16Array;
  /** The two periods compared by the *_change values. */
  comparedCurrent: DayWindow;
  comparedPrevious: DayWindow;
  robberyId: number;
  fraudId: number;
  monthCount: number;
}

/** Counters indexed by reference id + 1 (slot 0 = no value). */
export interface Counter {
  count: Float64Array;
  damage: Float64Array;
}

export interface PassResult {
  total: Counter;
  attack: Counter;
  cargo: Counter;
  region: Counter;
  city: Counter;
  district: Counter;
  category: Counter;
  scene: Counter;
  /** [0..6] = Monday..Sunday. */
  weekday: Counter;
  /** [0..9] = buckets 1..10. */
  bucket: Counter;
  /** district slot × 10 + bucket − 1. */
  districtBucket: Counter;
  month: Counter;
  lastYearMonth: Counter;
  previousRegion: Counter;
  previousCity: Counter;
  previousDistrict: Counter;
  robberyByAttack: Counter;
  fraudByAttack: Counter;
  /** [0] = compared current period, [1] = previous period. */
  compared: Counter;
  /** Slots of the largest damage first, and of the newest first. */
  top: number[];
  last: number[];
}

/** Slot `a` ranks before `b`: larger `key`, then larger id. */
function isBetter(key: Float64Array | Int32Array, id: Float64Array, a: number, b: number): boolean {
  return key[a] > key[b] || (key[a] === key[b] && id[a] > id[b]);
}

/**
 * Keeps `list` as the `limit` best slots by `key` (then id), best first (lists are tiny). No
 * closures: the hot loop calls this with the same functions every time, so V8 keeps it optimised.
 */
export function offer(
  list: number[],
  limit: number,
  p: number,
  key: Float64Array | Int32Array,
  id: Float64Array,
): void {
  if (list.length === limit && !isBetter(key, id, p, list[limit - 1])) return;
  let i = list.length === limit ? limit - 1 : list.length;
  if (list.length < limit) list.push(p);
  while (i > 0 && isBetter(key, id, p, list[i - 1])) {
    list[i] = list[i - 1];
    i -= 1;
  }
  list[i] = p;
}

/** Offset in the pass's accumulator of a counter's counts, and of its damages (see `emptyResult`). */
const countsAt = (c: Counter) => c.count.byteOffset >> 3;
const damagesAt = (c: Counter) => c.damage.byteOffset >> 3;

/** The filtered slots a pass visits: `list[from..to)` when there is a position list, else slots `from..to`. */
export interface PassScan {
  compiled: CompiledFilter;
  list: Uint32Array | null;
  from: number;
  to: number;
}

/** What an index worker needs for its share of a pass (structured-cloned; the columns are shared). */
export interface StatisticsTask extends PassScan {
  windows: PassWindows;
  topLimit: number;
  lastLimit: number;
}

export const counterKeys = [
  'total',
  'attack',
  'cargo',
  'region',
  'city',
  'district',
  'category',
  'scene',
  'weekday',
  'bucket',
  'districtBucket',
  'month',
  'lastYearMonth',
  'previousRegion',
  'previousCity',
  'previousDistrict',
  'robberyByAttack',
  'fraudByAttack',
  'compared',
] as const;

/**
 * All counters of a pass are views of one Float64Array (a counter's counts, then its damages):
 * the hot loop then holds one array and integer offsets instead of ~40 arrays, which x64 cannot
 * keep in registers; and a worker hands the whole result over as one transferred buffer.
 */
export function emptyResult(width: number, monthCount: number): PassResult {
  const sizes: Record<(typeof counterKeys)[number], number> = {
    total: 1,
    attack: width,
    cargo: width,
    region: width,
    city: width,
    district: width,
    category: width,
    scene: width,
    weekday: 7,
    bucket: 10,
    districtBucket: width * 10,
    month: monthCount,
    lastYearMonth: monthCount,
    previousRegion: width,
    previousCity: width,
    previousDistrict: width,
    robberyByAttack: width,
    fraudByAttack: width,
    compared: 2,
  };
  let total = 0;
  for (const key of counterKeys) total += 2 * sizes[key];
  const all = new Float64Array(total);
  let at = 0;
  const counterOf = (key: (typeof counterKeys)[number]): Counter => {
    const size = sizes[key];
    at += 2 * size;
    return { count: all.subarray(at - 2 * size, at - size), damage: all.subarray(at - size, at) };
  };
  // Object.fromEntries types its keys as any string; counterKeys names every counter of PassResult.
  const counters = Object.fromEntries(counterKeys.map((key) => [key, counterOf(key)])) as Omit<
    PassResult,
    'top' | 'last'
  >;
  return { ...counters, top: [], last: [] };
}

/**
 * One worker's share of a pass: filters its slots in chunks and folds the matches into every
 * statistic at once (each group-by is a counter array indexed by reference id). Synchronous: it
 * runs in an index worker, or on the main thread one chunk range at a time.
 */
export function statisticsTask(columns: Columns, task: StatisticsTask): PassResult {
  const r = emptyResult(columns.maxRef + 2, task.windows.monthCount);
  foldRange(columns, task, r, { topFloor: -1, lastFloorDay: -1e9 });
  return r;
}

function foldRange(columns: Columns, task: StatisticsTask, r: PassResult, state: ListFloors): void {
  forEachMatchChunk(columns, task.compiled, task.list, task.from, task.to, (slots, count) =>
    accumulate(columns, slots, task.windows, r, state, 0, count, task.topLimit, task.lastLimit),
  );
}

/** Adds `b` into `a` (counters summed, top and last lists merged); returns `a`. */
function mergeResults(columns: Columns, a: PassResult, b: PassResult, topLimit: number, lastLimit: number): PassResult {
  for (const key of Object.keys(a) as (keyof PassResult)[]) {
    if (key === 'top' || key === 'last') continue;
    const x = a[key];
    const y = b[key];
    for (let i = 0; i < x.count.length; i++) {
      x.count[i] += y.count[i];
      x.damage[i] += y.damage[i];
    }
  }
  const { price, day, id } = columns;
  for (const p of b.top) offer(a.top, topLimit, p, price, id);
  for (const p of b.last) offer(a.last, lastLimit, p, day, id);
  return a;
}

/**
 * The statistics of the slots `scan` selects (every filter but the dates is in `scan.compiled`;
 * the dates are the windows'). Split over the index workers when there are any (`pool`);
 * otherwise on the main thread, yielding to the event loop between chunks so a login never waits
 * behind the pass.
 */
export async function runStatisticsPass(
  pool: TaskRunner<'statistics', StatisticsTask, PassResult> | null,
  columns: Columns,
  scan: Omit<PassScan, 'from' | 'to'>,
  w: PassWindows,
  topLimit: number,
  lastLimit: number,
): Promise<PassResult> {
  const length = scan.list ? scan.list.length : columns.size;
  if (pool) {
    const results = await pool.runOverRanges(columns, 'statistics', length, (from, to): StatisticsTask => ({
      ...scan,
      from,
      to,
      windows: w,
      topLimit,
      lastLimit,
    }));
    return results.reduce((a, b) => mergeResults(columns, a, b, topLimit, lastLimit));
  }
  const r = emptyResult(columns.maxRef + 2, w.monthCount);
  const state = { topFloor: -1, lastFloorDay: -1e9 };
  for (let from = 0; from < length; from += chunkSize) {
    if (from > 0) await yieldToEventLoop();
    const task = { ...scan, from, to: Math.min(length, from + chunkSize), windows: w, topLimit, lastLimit };
    foldRange(columns, task, r, state);
  }
  return r;
}

/** Mutable bounds below which a slot cannot enter the top or last lists (skips most `offer` calls). */
interface ListFloors {
  topFloor: number;
  lastFloorDay: number;
}

/**
 * The hot loop, kept synchronous and with every array in a local so V8 optimises it as one
 * tight loop (property chains like `r.region.count[i]` in the loop cost several times more).
 */
function accumulate(
  c: Columns,
  positions: Int32Array,
  w: PassWindows,
  r: PassResult,
  state: ListFloors,
  from: number,
  to: number,
  topLimit: number,
  lastLimit: number,
): void {
  const { day, price, attack, cargo, region, city, district, category, scene, bucket, id } = c;
  const { current, comparedCurrent, comparedPrevious, monthOf, lastYearMonthOf, monthStart, lastYearStart } = w;
  const curFrom = current.from;
  const curTo = current.to;
  const cmpFrom = comparedCurrent.from;
  const cmpTo = comparedCurrent.to;
  const prevFrom = comparedPrevious.from;
  const prevTo = comparedPrevious.to;
  const monthSpan = monthOf.length;
  const lastYearSpan = lastYearMonthOf.length;
  const robberyId = w.robberyId;
  const fraudId = w.fraudId;
  // every counter is a view of `acc`: N = offset of its counts, D = offset of its damages
  const acc = new Float64Array(r.total.count.buffer);
  const totalN = countsAt(r.total);
  const totalD = damagesAt(r.total);
  const cmpN = countsAt(r.compared);
  const cmpD = damagesAt(r.compared);
  const attackN = countsAt(r.attack);
  const attackD = damagesAt(r.attack);
  const cargoN = countsAt(r.cargo);
  const cargoD = damagesAt(r.cargo);
  const regionN = countsAt(r.region);
  const regionD = damagesAt(r.region);
  const cityN = countsAt(r.city);
  const cityD = damagesAt(r.city);
  const districtN = countsAt(r.district);
  const districtD = damagesAt(r.district);
  const categoryN = countsAt(r.category);
  const categoryD = damagesAt(r.category);
  const sceneN = countsAt(r.scene);
  const sceneD = damagesAt(r.scene);
  const weekdayN = countsAt(r.weekday);
  const weekdayD = damagesAt(r.weekday);
  const bucketN = countsAt(r.bucket);
  const bucketD = damagesAt(r.bucket);
  const districtBucketN = countsAt(r.districtBucket);
  const districtBucketD = damagesAt(r.districtBucket);
  const monthN = countsAt(r.month);
  const monthD = damagesAt(r.month);
  const lastYearN = countsAt(r.lastYearMonth);
  const lastYearD = damagesAt(r.lastYearMonth);
  const prevRegionN = countsAt(r.previousRegion);
  const prevRegionD = damagesAt(r.previousRegion);
  const prevCityN = countsAt(r.previousCity);
  const prevCityD = damagesAt(r.previousCity);
  const prevDistrictN = countsAt(r.previousDistrict);
  const prevDistrictD = damagesAt(r.previousDistrict);
  const robberyN = countsAt(r.robberyByAttack);
  const robberyD = damagesAt(r.robberyByAttack);
  const fraudN = countsAt(r.fraudByAttack);
  const fraudD = damagesAt(r.fraudByAttack);
  let topFloor = state.topFloor;
  let lastFloorDay = state.lastFloorDay;
  for (let i = from; i < to; i++) {
    const p = positions[i];
    const d = day[p];
    const v = price[p];
    if (d >= prevFrom && d <= prevTo) {
      acc[cmpN + 1] += 1;
      acc[cmpD + 1] += v;
      const rg = region[p] + 1;
      acc[prevRegionN + rg] += 1;
      acc[prevRegionD + rg] += v;
      const ct = city[p] + 1;
      acc[prevCityN + ct] += 1;
      acc[prevCityD + ct] += v;
      const ds = district[p] + 1;
      acc[prevDistrictN + ds] += 1;
      acc[prevDistrictD + ds] += v;
    }
    if (d >= cmpFrom && d <= cmpTo) {
      acc[cmpN + 0] += 1;
      acc[cmpD + 0] += v;
    }
    const ly = d - lastYearStart;
    if (ly >= 0 && ly < lastYearSpan) {
      const m = lastYearMonthOf[ly];
      if (m >= 0) {
        acc[lastYearN + m] += 1;
        acc[lastYearD + m] += v;
      }
    }
    if (d < curFrom || d > curTo) continue;
    acc[totalN + 0] += 1;
    acc[totalD + 0] += v;
    const a = attack[p] + 1;
    acc[attackN + a] += 1;
    acc[attackD + a] += v;
    const cg = cargo[p] + 1;
    acc[cargoN + cg] += 1;
    acc[cargoD + cg] += v;
    const rg = region[p] + 1;
    acc[regionN + rg] += 1;
    acc[regionD + rg] += v;
    const ct = city[p] + 1;
    acc[cityN + ct] += 1;
    acc[cityD + ct] += v;
    const ds = district[p] + 1;
    acc[districtN + ds] += 1;
    acc[districtD + ds] += v;
    const cat = category[p];
    acc[categoryN + cat + 1] += 1;
    acc[categoryD + cat + 1] += v;
    const sc = scene[p] + 1;
    acc[sceneN + sc] += 1;
    acc[sceneD + sc] += v;
    // 1970-01-01 (day 0) was a Thursday: ISO weekday 4, slot 3.
    const wd = (((d + 3) % 7) + 7) % 7;
    acc[weekdayN + wd] += 1;
    acc[weekdayD + wd] += v;
    const b = bucket[p] - 1;
    acc[bucketN + b] += 1;
    acc[bucketD + b] += v;
    const db = ds * 10 + b;
    acc[districtBucketN + db] += 1;
    acc[districtBucketD + db] += v;
    const md = d - monthStart;
    if (md >= 0 && md < monthSpan) {
      const m = monthOf[md];
      if (m >= 0) {
        acc[monthN + m] += 1;
        acc[monthD + m] += v;
      }
    }
    if (cat === robberyId) {
      acc[robberyN + a] += 1;
      acc[robberyD + a] += v;
    } else if (cat === fraudId) {
      acc[fraudN + a] += 1;
      acc[fraudD + a] += v;
    }
    if (v >= topFloor) {
      offer(r.top, topLimit, p, price, id);
      if (r.top.length === topLimit) topFloor = price[r.top[topLimit - 1]];
    }
    if (d >= lastFloorDay) {
      offer(r.last, lastLimit, p, day, id);
      if (r.last.length === lastLimit) lastFloorDay = day[r.last[lastLimit - 1]];
    }
  }
  state.topFloor = topFloor;
  state.lastFloorDay = lastFloorDay;
}
