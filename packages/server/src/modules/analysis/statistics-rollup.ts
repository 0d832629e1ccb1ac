import { getWorkerPool, type Columns, type CompiledFilter } from '../incident-index/service';
import {
  counterKeys,
  emptyResult,
  mergeResults,
  offer,
  runStatisticsPass,
  type PassResult,
  type PassWindows,
} from './statistics-pass';

/**
 * Per-month statistics of every live incident (docs/decisions/0033): a statistics answer whose
 * only filter is a date range adds whole months from here and passes over only the incidents of
 * the months a window boundary cuts, instead of over every incident. Built once per index version.
 */
export interface MonthRollups {
  /** Month number (year × 12 + month − 1) of month slot 0. */
  firstMonth: number;
  monthCount: number;
  /** Live slots by month, ascending within a month: month i's are `order[orderStart[i]..orderStart[i+1])`. */
  order: Uint32Array;
  orderStart: Int32Array;
  /** The earliest and latest day of month i's incidents. */
  firstDays: Int32Array;
  lastDays: Int32Array;
  /** Month i's incidents in all (the `total` counter). */
  totalCount: Float64Array;
  totalDamage: Float64Array;
  /**
   * Month i's non-zero counter slots, `entryStart[i]..entryStart[i+1]`: counter (index in
   * `counterKeys`), slot in it, count and damage. Only the counters of the range itself.
   */
  entryStart: Int32Array;
  entryCounter: Uint8Array;
  entrySlot: Int32Array;
  entryCount: Float64Array;
  entryDamage: Float64Array;
  /** Month i's best slots by damage and its newest, −1 past the end (`topLimit` / `lastLimit` each). */
  top: Int32Array;
  last: Int32Array;
  topLimit: number;
  lastLimit: number;
}

export interface RollupSettings {
  topLimit: number;
  lastLimit: number;
  robberyId: number;
  fraudId: number;
}

/** Where each counter of the range lives in a month's block (counts; damages follow at `+ size`). */
interface BlockLayout {
  /** counter index in `counterKeys`, offset in the block, width (slots 0..width-1 as in `PassResult`) */
  counters: [number, number, number][];
  size: number;
}

/** One part of the build: the live slots `from..to` (slot ranges split between the index workers). */
interface RollupTask extends RollupSettings {
  from: number;
  to: number;
  minDay: number;
  firstMonth: number;
  monthCount: number;
  monthOfDay: Int32Array;
  widths: ColumnWidths;
}

interface RollupPart {
  blocks: Float64Array;
  order: Uint32Array;
  orderStart: Int32Array;
  firstDays: Int32Array;
  lastDays: Int32Array;
  top: Int32Array;
  last: Int32Array;
}

/** Largest value + 2 of each reference column (slot = value + 1), and the day range. */
interface ColumnWidths {
  attack: number;
  cargo: number;
  region: number;
  city: number;
  district: number;
  category: number;
  scene: number;
}
interface Bounds extends ColumnWidths {
  minDay: number;
  maxDay: number;
}

const dayMs = 86_400_000;

function monthOf(day: number): number {
  const date = new Date(day * dayMs);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function firstDayOfMonth(month: number): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1) / dayMs;
}

/** Index-worker task: the day range and column widths of the live slots `from..to`. */
export function rollupBoundsTask(columns: Columns, task: { from: number; to: number }): Bounds {
  const { alive, day, attack, cargo, region, city, district, category, scene } = columns;
  const b: Bounds = {
    minDay: Infinity,
    maxDay: -Infinity,
    attack: 1,
    cargo: 1,
    region: 1,
    city: 1,
    district: 1,
    category: 1,
    scene: 1,
  };
  for (let p = task.from; p < task.to; p++) {
    if (alive[p] === 0) continue;
    if (day[p] < b.minDay) b.minDay = day[p];
    if (day[p] > b.maxDay) b.maxDay = day[p];
    if (attack[p] + 2 > b.attack) b.attack = attack[p] + 2;
    if (cargo[p] + 2 > b.cargo) b.cargo = cargo[p] + 2;
    if (region[p] + 2 > b.region) b.region = region[p] + 2;
    if (city[p] + 2 > b.city) b.city = city[p] + 2;
    if (district[p] + 2 > b.district) b.district = district[p] + 2;
    if (category[p] + 2 > b.category) b.category = category[p] + 2;
    if (scene[p] + 2 > b.scene) b.scene = scene[p] + 2;
  }
  return b;
}

/** A month's counters of the range, each as wide as its column needs (a month's block stays in cache). */
function layoutOf(w: ColumnWidths): BlockLayout {
  const widths: [(typeof counterKeys)[number], number][] = [
    ['total', 1],
    ['attack', w.attack],
    ['cargo', w.cargo],
    ['region', w.region],
    ['city', w.city],
    ['district', w.district],
    ['category', w.category],
    ['scene', w.scene],
    ['weekday', 7],
    ['bucket', 10],
    ['districtBucket', w.district * 10],
    ['robberyByAttack', w.attack],
    ['fraudByAttack', w.attack],
  ];
  let size = 0;
  const counters = widths.map(([key, width]): [number, number, number] => {
    const at = size;
    size += width;
    return [counterKeys.indexOf(key), at, width];
  });
  return { counters, size };
}

const at = (layout: BlockLayout, key: (typeof counterKeys)[number]) =>
  layout.counters.find(([k]) => k === counterKeys.indexOf(key))![1];

/**
 * Index-worker task: folds the live slots `from..to` into one block per month, read forwards as
 * a pass reads them, plus each month's slots, day range and top and last lists. The counters
 * are those `accumulate` (statistics-pass.ts) keeps for the range; the property test holds the
 * two equal.
 */
export function monthRollupTask(columns: Columns, task: RollupTask): RollupPart {
  const { day, price, attack, cargo, region, city, district, category, scene, bucket, id, alive } = columns;
  const { minDay, monthCount, monthOfDay: monthAt, topLimit, lastLimit, robberyId, fraudId } = task;
  const layout = layoutOf(task.widths);
  const half = layout.size;
  const block = 2 * half;
  const blocks = new Float64Array(monthCount * block);
  const [attackAt, cargoAt, regionAt, cityAt, districtAt, categoryAt, sceneAt] = (
    ['attack', 'cargo', 'region', 'city', 'district', 'category', 'scene'] as const
  ).map((key) => at(layout, key));
  const weekdayAt = at(layout, 'weekday');
  const bucketAt = at(layout, 'bucket');
  const districtBucketAt = at(layout, 'districtBucket');
  const robberyAt = at(layout, 'robberyByAttack');
  const fraudAt = at(layout, 'fraudByAttack');
  const counts = new Int32Array(monthCount);
  const firstDays = new Int32Array(monthCount).fill(2 ** 31 - 1);
  const lastDays = new Int32Array(monthCount).fill(-(2 ** 31));
  const tops: number[][] = Array.from({ length: monthCount }, () => []);
  const lasts: number[][] = Array.from({ length: monthCount }, () => []);
  const topFloors = new Float64Array(monthCount).fill(-1);
  const lastFloors = new Float64Array(monthCount).fill(-1e9);
  for (let p = task.from; p < task.to; p++) {
    if (alive[p] === 0) continue;
    const d = day[p];
    const m = monthAt[d - minDay];
    const v = price[p];
    const b = m * block;
    const bd = b + half;
    counts[m] += 1;
    if (d < firstDays[m]) firstDays[m] = d;
    if (d > lastDays[m]) lastDays[m] = d;
    blocks[b] += 1;
    blocks[bd] += v;
    const a = attack[p] + 1;
    blocks[b + attackAt + a] += 1;
    blocks[bd + attackAt + a] += v;
    const cg = cargo[p] + 1;
    blocks[b + cargoAt + cg] += 1;
    blocks[bd + cargoAt + cg] += v;
    const rg = region[p] + 1;
    blocks[b + regionAt + rg] += 1;
    blocks[bd + regionAt + rg] += v;
    const ct = city[p] + 1;
    blocks[b + cityAt + ct] += 1;
    blocks[bd + cityAt + ct] += v;
    const ds = district[p] + 1;
    blocks[b + districtAt + ds] += 1;
    blocks[bd + districtAt + ds] += v;
    const cat = category[p];
    blocks[b + categoryAt + cat + 1] += 1;
    blocks[bd + categoryAt + cat + 1] += v;
    const sc = scene[p] + 1;
    blocks[b + sceneAt + sc] += 1;
    blocks[bd + sceneAt + sc] += v;
    // 1970-01-01 (day 0) was a Thursday: ISO weekday 4, slot 3.
    const wd = (((d + 3) % 7) + 7) % 7;
    blocks[b + weekdayAt + wd] += 1;
    blocks[bd + weekdayAt + wd] += v;
    const bk = bucket[p] - 1;
    blocks[b + bucketAt + bk] += 1;
    blocks[bd + bucketAt + bk] += v;
    blocks[b + districtBucketAt + ds * 10 + bk] += 1;
    blocks[bd + districtBucketAt + ds * 10 + bk] += v;
    if (cat === robberyId) {
      blocks[b + robberyAt + a] += 1;
      blocks[bd + robberyAt + a] += v;
    } else if (cat === fraudId) {
      blocks[b + fraudAt + a] += 1;
      blocks[bd + fraudAt + a] += v;
    }
    if (v >= topFloors[m]) {
      const list = tops[m];
      offer(list, topLimit, p, price, id);
      if (list.length === topLimit) topFloors[m] = price[list[topLimit - 1]];
    }
    if (d >= lastFloors[m]) {
      const list = lasts[m];
      offer(list, lastLimit, p, day, id);
      if (list.length === lastLimit) lastFloors[m] = day[list[lastLimit - 1]];
    }
  }
  const orderStart = new Int32Array(monthCount + 1);
  for (let m = 0; m < monthCount; m++) orderStart[m + 1] = orderStart[m] + counts[m];
  const order = new Uint32Array(orderStart[monthCount]);
  const fill = orderStart.slice(0, monthCount);
  for (let p = task.from; p < task.to; p++) if (alive[p] === 1) order[fill[monthAt[day[p] - minDay]]++] = p;
  return {
    blocks,
    order,
    orderStart,
    firstDays,
    lastDays,
    top: padded(tops, topLimit),
    last: padded(lasts, lastLimit),
  };
}

function padded(lists: number[][], limit: number): Int32Array {
  const out = new Int32Array(lists.length * limit).fill(-1);
  lists.forEach((list, m) => out.set(list, m * limit));
  return out;
}

const taskModule = new URL('./statistics-rollup.ts', import.meta.url);

/** Runs `name` over the slots of `columns` in one range per index worker, or on this thread. */
async function overSlots<T>(
  columns: Columns,
  name: 'rollupBoundsTask' | 'monthRollupTask',
  payloadOf: (from: number, to: number) => object,
): Promise<T[]> {
  const pool = getWorkerPool();
  if (!pool) {
    const task = name === 'rollupBoundsTask' ? rollupBoundsTask : monthRollupTask;
    return [task(columns, payloadOf(0, columns.size) as RollupTask) as T];
  }
  return pool.runOverRanges<T>(columns, taskModule, name, columns.size, payloadOf);
}

/** Builds the rollups of `columns` as they are now (in the index workers when there are any). */
export async function buildMonthRollups(columns: Columns, settings: RollupSettings): Promise<MonthRollups> {
  const bounds = (await overSlots<Bounds>(columns, 'rollupBoundsTask', (from, to) => ({ from, to }))).reduce((a, b) => {
    const out = { ...a };
    for (const key of Object.keys(b) as (keyof Bounds)[])
      out[key] = key === 'minDay' ? Math.min(a[key], b[key]) : Math.max(a[key], b[key]);
    return out;
  });
  const isEmpty = bounds.minDay > bounds.maxDay;
  const minDay = isEmpty ? 0 : bounds.minDay;
  const firstMonth = isEmpty ? 0 : monthOf(bounds.minDay);
  const monthCount = isEmpty ? 0 : monthOf(bounds.maxDay) - firstMonth + 1;
  const monthOfDay = new Int32Array(isEmpty ? 0 : bounds.maxDay - minDay + 1);
  for (let m = 0; m < monthCount; m++) {
    const from = Math.max(minDay, firstDayOfMonth(firstMonth + m));
    monthOfDay.fill(m, from - minDay, firstDayOfMonth(firstMonth + m + 1) - minDay);
  }
  const parts = await overSlots<RollupPart>(columns, 'monthRollupTask', (from, to) => ({
    ...settings,
    from,
    to,
    minDay,
    firstMonth,
    monthCount,
    monthOfDay,
    widths: bounds,
  }));
  return joinParts(columns, parts, layoutOf(bounds), { ...settings, firstMonth, monthCount });
}

/** The parts (ascending slot ranges) summed month by month, the blocks made sparse. */
function joinParts(
  columns: Columns,
  parts: RollupPart[],
  layout: BlockLayout,
  s: RollupSettings & { firstMonth: number; monthCount: number },
): MonthRollups {
  const { monthCount, topLimit, lastLimit } = s;
  const block = 2 * layout.size;
  const blocks = parts[0].blocks;
  for (const part of parts.slice(1)) for (let i = 0; i < blocks.length; i++) blocks[i] += part.blocks[i];
  const orderStart = new Int32Array(monthCount + 1);
  for (let m = 0; m < monthCount; m++) {
    orderStart[m + 1] = orderStart[m] + parts.reduce((n, p) => n + p.orderStart[m + 1] - p.orderStart[m], 0);
  }
  // shared memory: the cut months' slots go to the index workers as a position list
  const order = new Uint32Array(new SharedArrayBuffer(4 * Math.max(1, orderStart[monthCount]))).subarray(
    0,
    orderStart[monthCount],
  );
  const firstDays = new Int32Array(monthCount).fill(2 ** 31 - 1);
  const lastDays = new Int32Array(monthCount).fill(-(2 ** 31));
  const top = new Int32Array(monthCount * topLimit).fill(-1);
  const last = new Int32Array(monthCount * lastLimit).fill(-1);
  const entries = { counter: [] as number[], slot: [] as number[], count: [] as number[], damage: [] as number[] };
  const entryStart = new Int32Array(monthCount + 1);
  const totalCount = new Float64Array(monthCount);
  const totalDamage = new Float64Array(monthCount);
  for (let m = 0; m < monthCount; m++) {
    let k = orderStart[m];
    const tops: number[] = [];
    const lasts: number[] = [];
    for (const part of parts) {
      const slots = part.order.subarray(part.orderStart[m], part.orderStart[m + 1]);
      order.set(slots, k);
      k += slots.length;
      firstDays[m] = Math.min(firstDays[m], part.firstDays[m]);
      lastDays[m] = Math.max(lastDays[m], part.lastDays[m]);
      for (const p of part.top.subarray(m * topLimit, (m + 1) * topLimit))
        if (p >= 0) offer(tops, topLimit, p, columns.price, columns.id);
      for (const p of part.last.subarray(m * lastLimit, (m + 1) * lastLimit))
        if (p >= 0) offer(lasts, lastLimit, p, columns.day, columns.id);
    }
    top.set(tops, m * topLimit);
    last.set(lasts, m * lastLimit);
    const b = m * block;
    totalCount[m] = blocks[b];
    totalDamage[m] = blocks[b + layout.size];
    for (const [counter, offset, width] of layout.counters) {
      for (let slot = 0; slot < width; slot++) {
        const count = blocks[b + offset + slot];
        if (count === 0) continue;
        entries.counter.push(counter);
        entries.slot.push(slot);
        entries.count.push(count);
        entries.damage.push(blocks[b + layout.size + offset + slot]);
      }
    }
    entryStart[m + 1] = entries.counter.length;
  }
  return {
    firstMonth: s.firstMonth,
    monthCount,
    order,
    orderStart,
    firstDays,
    lastDays,
    totalCount,
    totalDamage,
    entryStart,
    entryCounter: Uint8Array.from(entries.counter),
    entrySlot: Int32Array.from(entries.slot),
    entryCount: Float64Array.from(entries.count),
    entryDamage: Float64Array.from(entries.damage),
    top,
    last,
    topLimit,
    lastLimit,
  };
}

/**
 * What `accumulate` does with an incident of day `d`, as one number: in the range (1), in the
 * compared previous period (2), in the compared current period (4), its month slot + 1 (bits
 * 3–18) and its last-year month slot + 1 (bits 19+). Days with equal values are folded alike.
 */
function roleOf(w: PassWindows, d: number): number {
  const inRange = d >= w.current.from && d <= w.current.to;
  const md = d - w.monthStart;
  const month = inRange && md >= 0 && md < w.monthOf.length ? w.monthOf[md] : -1;
  const ly = d - w.lastYearStart;
  const lastYearMonth = ly >= 0 && ly < w.lastYearMonthOf.length ? w.lastYearMonthOf[ly] : -1;
  return (
    (inRange ? 1 : 0) +
    (d >= w.comparedPrevious.from && d <= w.comparedPrevious.to ? 2 : 0) +
    (d >= w.comparedCurrent.from && d <= w.comparedCurrent.to ? 4 : 0) +
    (month + 1) * 8 +
    (lastYearMonth + 1) * 8 * 65_536
  );
}

/**
 * The statistics of every live incident under the windows `w` (a date-only filter, compiled as
 * `compiled`), equal to `runStatisticsPass` over all slots: a month whose incidents' days all
 * play the same role adds its rollup; the incidents of the other months go through a pass.
 * Call when the columns are in the state the rollups were built from.
 */
export async function statisticsFromRollups(
  columns: Columns,
  rollups: MonthRollups,
  w: PassWindows,
  compiled: CompiledFilter,
): Promise<PassResult> {
  const r = emptyResult(columns.maxRef + 2, w.monthCount);
  const cut: number[] = [];
  const { order, orderStart, topLimit, lastLimit } = rollups;
  for (let i = 0; i < rollups.monthCount; i++) {
    if (orderStart[i] === orderStart[i + 1]) continue;
    const role = roleOf(w, rollups.firstDays[i]);
    let isUniform = true;
    for (let d = rollups.firstDays[i] + 1; d <= rollups.lastDays[i] && isUniform; d++)
      isUniform = roleOf(w, d) === role;
    if (isUniform) addMonth(columns, r, rollups, i, role);
    else cut.push(i);
  }
  if (cut.length === 0) return r;
  const list = new Uint32Array(
    new SharedArrayBuffer(4 * cut.reduce((n, i) => n + orderStart[i + 1] - orderStart[i], 0)),
  );
  let k = 0;
  for (const i of cut) {
    list.set(order.subarray(orderStart[i], orderStart[i + 1]), k);
    k += orderStart[i + 1] - orderStart[i];
  }
  const folded = await runStatisticsPass(columns, { compiled, list }, w, topLimit, lastLimit);
  return mergeResults(columns, r, folded, topLimit, lastLimit);
}

/** Adds month `i`'s rollup to `r` in the windows `role` (see `roleOf`) puts it in. */
function addMonth(columns: Columns, r: PassResult, rollups: MonthRollups, i: number, role: number): void {
  if (role === 0) return;
  const inRange = (role & 1) === 1;
  const inPrevious = (role & 2) === 2;
  const month = ((role >> 3) & 0xffff) - 1;
  const lastYearMonth = Math.floor(role / (8 * 65_536)) - 1;
  const count = rollups.totalCount[i];
  const damage = rollups.totalDamage[i];
  const { entryStart, entryCounter, entrySlot, entryCount, entryDamage, topLimit, lastLimit } = rollups;
  for (let e = entryStart[i]; e < entryStart[i + 1]; e++) {
    const key = counterKeys[entryCounter[e]];
    const s = entrySlot[e];
    if (inRange) {
      r[key].count[s] += entryCount[e];
      r[key].damage[s] += entryDamage[e];
    }
    const previous = inPrevious ? previousOf[key] : undefined;
    if (previous) {
      r[previous].count[s] += entryCount[e];
      r[previous].damage[s] += entryDamage[e];
    }
  }
  if (inRange) {
    if (month >= 0) {
      r.month.count[month] += count;
      r.month.damage[month] += damage;
    }
    for (let j = i * topLimit; j < (i + 1) * topLimit && rollups.top[j] >= 0; j++)
      offer(r.top, topLimit, rollups.top[j], columns.price, columns.id);
    for (let j = i * lastLimit; j < (i + 1) * lastLimit && rollups.last[j] >= 0; j++)
      offer(r.last, lastLimit, rollups.last[j], columns.day, columns.id);
  }
  if (inPrevious) {
    r.compared.count[1] += count;
    r.compared.damage[1] += damage;
  }
  if ((role & 4) === 4) {
    r.compared.count[0] += count;
    r.compared.damage[0] += damage;
  }
  if (lastYearMonth >= 0) {
    r.lastYearMonth.count[lastYearMonth] += count;
    r.lastYearMonth.damage[lastYearMonth] += damage;
  }
}

/** The counters a month inside the compared previous period also adds to. */
const previousOf: Partial<
  Record<(typeof counterKeys)[number], 'previousRegion' | 'previousCity' | 'previousDistrict'>
> = { region: 'previousRegion', city: 'previousCity', district: 'previousDistrict' };
