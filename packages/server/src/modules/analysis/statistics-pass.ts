import { chunkSize, yieldToEventLoop } from '../incident-index/incident-index';
import type { Columns } from '../incident-index/columns';
import { scanList, type CompiledFilter } from '../incident-index/filter';
import { getWorkerPool } from '../incident-index/worker-pool';

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

function counter(size: number): Counter {
  return { count: new Float64Array(size), damage: new Float64Array(size) };
}

/** Keeps `list` as the `limit` best slots under `isBetter`, best first (lists are tiny). */
function offer(list: number[], limit: number, p: number, isBetter: (a: number, b: number) => boolean): void {
  if (list.length === limit && !isBetter(p, list[limit - 1])) return;
  let i = list.length === limit ? limit - 1 : list.length;
  if (list.length < limit) list.push(p);
  while (i > 0 && isBetter(p, list[i - 1])) {
    list[i] = list[i - 1];
    i -= 1;
  }
  list[i] = p;
}

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

function emptyResult(width: number, monthCount: number): PassResult {
  return {
    total: counter(1),
    attack: counter(width),
    cargo: counter(width),
    region: counter(width),
    city: counter(width),
    district: counter(width),
    category: counter(width),
    scene: counter(width),
    weekday: counter(7),
    bucket: counter(10),
    districtBucket: counter(width * 10),
    month: counter(monthCount),
    lastYearMonth: counter(monthCount),
    previousRegion: counter(width),
    previousCity: counter(width),
    previousDistrict: counter(width),
    robberyByAttack: counter(width),
    fraudByAttack: counter(width),
    compared: counter(2),
    top: [],
    last: [],
  };
}

const scanChunk = 1 << 14;

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

function foldRange(
  columns: Columns,
  task: StatisticsTask,
  r: PassResult,
  state: { topFloor: number; lastFloorDay: number },
): void {
  const buffer = new Int32Array(Math.min(scanChunk, Math.max(0, task.to - task.from)));
  for (let from = task.from; from < task.to; from += scanChunk) {
    const to = Math.min(task.to, from + scanChunk);
    const k = scanList(columns, task.compiled, task.list, from, to, buffer, 0);
    accumulate(columns, buffer, task.windows, r, state, 0, k, task.topLimit, task.lastLimit);
  }
}

/** Adds `b` into `a` (counters summed, top and last lists merged); returns `a`. */
export function mergeResults(
  columns: Columns,
  a: PassResult,
  b: PassResult,
  topLimit: number,
  lastLimit: number,
): PassResult {
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
  for (const p of b.top)
    offer(a.top, topLimit, p, (u, v) => price[u] > price[v] || (price[u] === price[v] && id[u] > id[v]));
  for (const p of b.last)
    offer(a.last, lastLimit, p, (u, v) => day[u] > day[v] || (day[u] === day[v] && id[u] > id[v]));
  return a;
}

/** Worker module and export of the statistics task. */
const taskModule = new URL('./statistics-pass.ts', import.meta.url);

/**
 * The statistics of the slots `scan` selects (every filter but the dates is in `scan.compiled`;
 * the dates are the windows'). Split over the index workers when there are any; otherwise on the
 * main thread, yielding to the event loop between chunks so a login never waits behind the pass.
 */
export async function runStatisticsPass(
  columns: Columns,
  scan: Omit<PassScan, 'from' | 'to'>,
  w: PassWindows,
  topLimit: number,
  lastLimit: number,
): Promise<PassResult> {
  const length = scan.list ? scan.list.length : columns.size;
  const pool = getWorkerPool();
  if (pool) {
    const parts = pool.parallelism;
    const tasks: StatisticsTask[] = [];
    for (let i = 0; i < parts; i++) {
      const from = Math.floor((length * i) / parts);
      const to = Math.floor((length * (i + 1)) / parts);
      tasks.push({ ...scan, from, to, windows: w, topLimit, lastLimit });
    }
    const results = await pool.run<PassResult>(columns, taskModule, 'statisticsTask', tasks);
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

/**
 * The hot loop, kept synchronous and with every array in a local so V8 optimises it as one
 * tight loop (property chains like `r.region.count[i]` in the loop cost several times more).
 */
function accumulate(
  c: Columns,
  positions: Int32Array,
  w: PassWindows,
  r: PassResult,
  state: { topFloor: number; lastFloorDay: number },
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
  const totalN = r.total.count;
  const totalD = r.total.damage;
  const cmpN = r.compared.count;
  const cmpD = r.compared.damage;
  const attackN = r.attack.count;
  const attackD = r.attack.damage;
  const cargoN = r.cargo.count;
  const cargoD = r.cargo.damage;
  const regionN = r.region.count;
  const regionD = r.region.damage;
  const cityN = r.city.count;
  const cityD = r.city.damage;
  const districtN = r.district.count;
  const districtD = r.district.damage;
  const categoryN = r.category.count;
  const categoryD = r.category.damage;
  const sceneN = r.scene.count;
  const sceneD = r.scene.damage;
  const weekdayN = r.weekday.count;
  const weekdayD = r.weekday.damage;
  const bucketN = r.bucket.count;
  const bucketD = r.bucket.damage;
  const districtBucketN = r.districtBucket.count;
  const districtBucketD = r.districtBucket.damage;
  const monthN = r.month.count;
  const monthD = r.month.damage;
  const lastYearN = r.lastYearMonth.count;
  const lastYearD = r.lastYearMonth.damage;
  const prevRegionN = r.previousRegion.count;
  const prevRegionD = r.previousRegion.damage;
  const prevCityN = r.previousCity.count;
  const prevCityD = r.previousCity.damage;
  const prevDistrictN = r.previousDistrict.count;
  const prevDistrictD = r.previousDistrict.damage;
  const robberyN = r.robberyByAttack.count;
  const robberyD = r.robberyByAttack.damage;
  const fraudN = r.fraudByAttack.count;
  const fraudD = r.fraudByAttack.damage;
  const isBiggerDamage = (a: number, b: number) => price[a] > price[b] || (price[a] === price[b] && id[a] > id[b]);
  const isNewer = (a: number, b: number) => day[a] > day[b] || (day[a] === day[b] && id[a] > id[b]);
  let topFloor = state.topFloor;
  let lastFloorDay = state.lastFloorDay;
  for (let i = from; i < to; i++) {
    const p = positions[i];
    const d = day[p];
    const v = price[p];
    if (d >= prevFrom && d <= prevTo) {
      cmpN[1] += 1;
      cmpD[1] += v;
      const rg = region[p] + 1;
      prevRegionN[rg] += 1;
      prevRegionD[rg] += v;
      const ct = city[p] + 1;
      prevCityN[ct] += 1;
      prevCityD[ct] += v;
      const ds = district[p] + 1;
      prevDistrictN[ds] += 1;
      prevDistrictD[ds] += v;
    }
    if (d >= cmpFrom && d <= cmpTo) {
      cmpN[0] += 1;
      cmpD[0] += v;
    }
    const ly = d - lastYearStart;
    if (ly >= 0 && ly < lastYearSpan) {
      const m = lastYearMonthOf[ly];
      if (m >= 0) {
        lastYearN[m] += 1;
        lastYearD[m] += v;
      }
    }
    if (d < curFrom || d > curTo) continue;
    totalN[0] += 1;
    totalD[0] += v;
    const a = attack[p] + 1;
    attackN[a] += 1;
    attackD[a] += v;
    const cg = cargo[p] + 1;
    cargoN[cg] += 1;
    cargoD[cg] += v;
    const rg = region[p] + 1;
    regionN[rg] += 1;
    regionD[rg] += v;
    const ct = city[p] + 1;
    cityN[ct] += 1;
    cityD[ct] += v;
    const ds = district[p] + 1;
    districtN[ds] += 1;
    districtD[ds] += v;
    const cat = category[p];
    categoryN[cat + 1] += 1;
    categoryD[cat + 1] += v;
    const sc = scene[p] + 1;
    sceneN[sc] += 1;
    sceneD[sc] += v;
    // 1970-01-01 (day 0) was a Thursday: ISO weekday 4, slot 3.
    const wd = (((d + 3) % 7) + 7) % 7;
    weekdayN[wd] += 1;
    weekdayD[wd] += v;
    const b = bucket[p] - 1;
    bucketN[b] += 1;
    bucketD[b] += v;
    const db = ds * 10 + b;
    districtBucketN[db] += 1;
    districtBucketD[db] += v;
    const md = d - monthStart;
    if (md >= 0 && md < monthSpan) {
      const m = monthOf[md];
      if (m >= 0) {
        monthN[m] += 1;
        monthD[m] += v;
      }
    }
    if (cat === robberyId) {
      robberyN[a] += 1;
      robberyD[a] += v;
    } else if (cat === fraudId) {
      fraudN[a] += 1;
      fraudD[a] += v;
    }
    if (v >= topFloor) {
      offer(r.top, topLimit, p, isBiggerDamage);
      if (r.top.length === topLimit) topFloor = price[r.top[topLimit - 1]];
    }
    if (d >= lastFloorDay) {
      offer(r.last, lastLimit, p, isNewer);
      if (r.last.length === lastLimit) lastFloorDay = day[r.last[lastLimit - 1]];
    }
  }
  state.topFloor = topFloor;
  state.lastFloorDay = lastFloorDay;
}
