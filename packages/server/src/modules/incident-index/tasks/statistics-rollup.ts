import type { Columns } from '../columns';
import type { TaskRunner } from '../task-runner';
import { counterKeys, emptyResult, offer, type PassResult, type PassWindows } from './statistics-pass';

/**
 * The statistics counters of a run of units (calendar months, or days), made sparse: unit i's
 * non-zero counter slots are `entryStart[i]..entryStart[i+1]`, each a counter (index in
 * `counterKeys`), a slot in it, a count and a damage. Only the counters of the range itself.
 */
export interface RollupTable {
  /** Unit i's incidents in all (the `total` counter). */
  totalCount: Float64Array;
  totalDamage: Float64Array;
  entryStart: Int32Array;
  entryCounter: Uint8Array;
  entrySlot: Int32Array;
  entryCount: Float64Array;
  entryDamage: Float64Array;
  /** Unit i's best slots by damage and its newest, −1 past the end (`topLimit` / `lastLimit` each). */
  top: Int32Array;
  last: Int32Array;
}

/**
 * Per-month and per-day statistics of every live incident (docs/decisions/0033): a statistics
 * answer whose only filter is a date range adds whole months from here, and the days of the
 * months a window boundary cuts, instead of passing over every incident. Built once per index
 * version.
 */
export interface MonthRollups {
  /** Month number (year × 12 + month − 1) of month slot 0. */
  firstMonth: number;
  monthCount: number;
  /** The earliest and latest day of month i's incidents. */
  firstDays: Int32Array;
  lastDays: Int32Array;
  months: RollupTable;
  /** Day `firstDay + u` is unit u of `days`: every day of the months, from the first one's 1st. */
  firstDay: number;
  days: RollupTable;
  topLimit: number;
  lastLimit: number;
}

export interface RollupSettings {
  topLimit: number;
  lastLimit: number;
  robberyId: number;
  fraudId: number;
}

/** Where each counter of the range lives in a unit's block (counts; damages follow at `+ size`). */
interface BlockLayout {
  /** counter index in `counterKeys`, offset in the block, width (slots 0..width-1 as in `PassResult`) */
  counters: [number, number, number][];
  size: number;
}

/** Slots `from..to` of the columns. */
interface SlotRange {
  from: number;
  to: number;
}

/** One part of the month build: the live slots `from..to` (slot ranges split between the index workers). */
interface MonthTask extends RollupSettings, SlotRange {
  minDay: number;
  monthCount: number;
  monthOfDay: Int32Array;
  widths: ColumnWidths;
}

interface MonthPart {
  blocks: Float64Array;
  order: Uint32Array;
  orderStart: Int32Array;
  firstDays: Int32Array;
  lastDays: Int32Array;
  top: Int32Array;
  last: Int32Array;
}

/** One part of the day build: the days of months `monthFrom..monthTo`, their slots read from `order`. */
interface DayTask extends RollupSettings {
  firstMonth: number;
  monthFrom: number;
  monthTo: number;
  /** Live slots by month (shared memory), month i's at `order[orderStart[i]..orderStart[i+1])`. */
  order: Uint32Array;
  orderStart: Int32Array;
  widths: ColumnWidths;
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
export function rollupBoundsTask(columns: Columns, task: SlotRange): Bounds {
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

/** A unit's counters of the range, each as wide as its column needs (a unit's block stays in cache). */
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

/** Dense per-unit blocks of counters, with each unit's day range, size and top and last lists. */
interface UnitFold {
  blocks: Float64Array;
  counts: Int32Array;
  firstDays: Int32Array;
  lastDays: Int32Array;
  top: Int32Array;
  last: Int32Array;
}

/**
 * Folds slots into one block per unit, reading the columns as a pass reads them: the live slots
 * `from..to`, or with `slots` the slots `slots[from..to)`. A slot's unit is
 * `unitOfDay[day − minDay]`. The counters are those `accumulate` (statistics-pass.ts) keeps for
 * the range; the property test holds the two equal.
 */
function foldUnits(
  columns: Columns,
  layout: BlockLayout,
  settings: RollupSettings,
  units: { unitOfDay: Int32Array; minDay: number; count: number },
  slots: Uint32Array | null,
  from: number,
  to: number,
): UnitFold {
  const { day, price, attack, cargo, region, city, district, category, scene, bucket, id, alive } = columns;
  const { topLimit, lastLimit, robberyId, fraudId } = settings;
  const { unitOfDay, minDay, count: unitCount } = units;
  const half = layout.size;
  const block = 2 * half;
  const blocks = new Float64Array(unitCount * block);
  const [attackAt, cargoAt, regionAt, cityAt, districtAt, categoryAt, sceneAt] = (
    ['attack', 'cargo', 'region', 'city', 'district', 'category', 'scene'] as const
  ).map((key) => at(layout, key));
  const weekdayAt = at(layout, 'weekday');
  const bucketAt = at(layout, 'bucket');
  const districtBucketAt = at(layout, 'districtBucket');
  const robberyAt = at(layout, 'robberyByAttack');
  const fraudAt = at(layout, 'fraudByAttack');
  const counts = new Int32Array(unitCount);
  const firstDays = new Int32Array(unitCount).fill(2 ** 31 - 1);
  const lastDays = new Int32Array(unitCount).fill(-(2 ** 31));
  const tops: number[][] = Array.from({ length: unitCount }, () => []);
  const lasts: number[][] = Array.from({ length: unitCount }, () => []);
  const topFloors = new Float64Array(unitCount).fill(-1);
  const lastFloors = new Float64Array(unitCount).fill(-1e9);
  for (let i = from; i < to; i++) {
    const p = slots === null ? i : slots[i];
    if (alive[p] === 0) continue;
    const d = day[p];
    const m = unitOfDay[d - minDay];
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
  return { blocks, counts, firstDays, lastDays, top: padded(tops, topLimit), last: padded(lasts, lastLimit) };
}

/** Index-worker task: folds the live slots `from..to` into one block per month, with each month's slots. */
export function monthRollupTask(columns: Columns, task: MonthTask): MonthPart {
  const { alive, day } = columns;
  const { minDay, monthCount, monthOfDay } = task;
  const units = { unitOfDay: monthOfDay, minDay, count: monthCount };
  const fold = foldUnits(columns, layoutOf(task.widths), task, units, null, task.from, task.to);
  const orderStart = new Int32Array(monthCount + 1);
  for (let m = 0; m < monthCount; m++) orderStart[m + 1] = orderStart[m] + fold.counts[m];
  const order = new Uint32Array(orderStart[monthCount]);
  const fill = orderStart.slice(0, monthCount);
  for (let p = task.from; p < task.to; p++) if (alive[p] === 1) order[fill[monthOfDay[day[p] - minDay]]++] = p;
  const { blocks, firstDays, lastDays, top, last } = fold;
  return { blocks, order, orderStart, firstDays, lastDays, top, last };
}

/**
 * Index-worker task: the day table of months `monthFrom..monthTo` (days from the first one's
 * 1st). Each month's slots are folded into one block per day of it, then made sparse.
 */
export function dayRollupTask(columns: Columns, task: DayTask): RollupTable {
  const layout = layoutOf(task.widths);
  const parts: RollupTable[] = [];
  for (let m = task.monthFrom; m < task.monthTo; m++) {
    const minDay = firstDayOfMonth(task.firstMonth + m);
    const count = firstDayOfMonth(task.firstMonth + m + 1) - minDay;
    const unitOfDay = Int32Array.from({ length: count }, (_, u) => u);
    const from = task.orderStart[m];
    const fold = foldUnits(
      columns,
      layout,
      task,
      { unitOfDay, minDay, count },
      task.order,
      from,
      task.orderStart[m + 1],
    );
    parts.push(sparseTable(fold.blocks, count, layout, fold.top, fold.last));
  }
  return joinTables(parts, task);
}

function padded(lists: number[][], limit: number): Int32Array {
  const out = new Int32Array(lists.length * limit).fill(-1);
  lists.forEach((list, m) => out.set(list, m * limit));
  return out;
}

/** The dense blocks of `unitCount` units as a sparse table (zero slots left out). */
function sparseTable(
  blocks: Float64Array,
  unitCount: number,
  layout: BlockLayout,
  top: Int32Array,
  last: Int32Array,
): RollupTable {
  const block = 2 * layout.size;
  const entries = { counter: [] as number[], slot: [] as number[], count: [] as number[], damage: [] as number[] };
  const entryStart = new Int32Array(unitCount + 1);
  const totalCount = new Float64Array(unitCount);
  const totalDamage = new Float64Array(unitCount);
  for (let u = 0; u < unitCount; u++) {
    const b = u * block;
    totalCount[u] = blocks[b];
    totalDamage[u] = blocks[b + layout.size];
    if (totalCount[u] > 0) {
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
    }
    entryStart[u + 1] = entries.counter.length;
  }
  return {
    totalCount,
    totalDamage,
    entryStart,
    entryCounter: Uint8Array.from(entries.counter),
    entrySlot: Int32Array.from(entries.slot),
    entryCount: Float64Array.from(entries.count),
    entryDamage: Float64Array.from(entries.damage),
    top,
    last,
  };
}

/** Tables of consecutive runs of units as one table. */
function joinTables(tables: RollupTable[], limits: { topLimit: number; lastLimit: number }): RollupTable {
  const units = tables.reduce((n, t) => n + t.totalCount.length, 0);
  const entries = tables.reduce((n, t) => n + t.entryCounter.length, 0);
  const out: RollupTable = {
    totalCount: new Float64Array(units),
    totalDamage: new Float64Array(units),
    entryStart: new Int32Array(units + 1),
    entryCounter: new Uint8Array(entries),
    entrySlot: new Int32Array(entries),
    entryCount: new Float64Array(entries),
    entryDamage: new Float64Array(entries),
    top: new Int32Array(units * limits.topLimit),
    last: new Int32Array(units * limits.lastLimit),
  };
  let u = 0;
  let e = 0;
  for (const t of tables) {
    const n = t.totalCount.length;
    out.totalCount.set(t.totalCount, u);
    out.totalDamage.set(t.totalDamage, u);
    for (let i = 1; i <= n; i++) out.entryStart[u + i] = e + t.entryStart[i];
    out.entryCounter.set(t.entryCounter, e);
    out.entrySlot.set(t.entrySlot, e);
    out.entryCount.set(t.entryCount, e);
    out.entryDamage.set(t.entryDamage, e);
    out.top.set(t.top, u * limits.topLimit);
    out.last.set(t.last, u * limits.lastLimit);
    u += n;
    e += t.entryCounter.length;
  }
  return out;
}

/** The worker pool as the rollups use it: the bounds, month and day tasks. */
type RollupRunner = TaskRunner<'rollupBounds', SlotRange, Bounds> &
  TaskRunner<'monthRollup', MonthTask, MonthPart> &
  TaskRunner<'dayRollup', DayTask, RollupTable>;

/** The bounds of every live slot, from one range per index worker or from this thread. */
async function boundsOf(pool: TaskRunner<'rollupBounds', SlotRange, Bounds> | null, columns: Columns): Promise<Bounds> {
  const whole = { from: 0, to: columns.size };
  const parts = pool
    ? await pool.runOverRanges(columns, 'rollupBounds', columns.size, (from, to) => ({ from, to }))
    : [rollupBoundsTask(columns, whole)];
  return parts.reduce((a, b) => {
    const out = { ...a };
    for (const key of Object.keys(b) as (keyof Bounds)[])
      out[key] = key === 'minDay' ? Math.min(a[key], b[key]) : Math.max(a[key], b[key]);
    return out;
  });
}

/** The month parts of every live slot, one slot range per index worker or one from this thread. */
function monthPartsOf(
  pool: TaskRunner<'monthRollup', MonthTask, MonthPart> | null,
  columns: Columns,
  payloadOf: (from: number, to: number) => MonthTask,
): Promise<MonthPart[]> {
  if (!pool) return Promise.resolve([monthRollupTask(columns, payloadOf(0, columns.size))]);
  return pool.runOverRanges(columns, 'monthRollup', columns.size, payloadOf);
}

/**
 * The day table of every month, built in the index workers (months split between them by the
 * slots they hold) or on this thread.
 */
async function overMonths(
  pool: TaskRunner<'dayRollup', DayTask, RollupTable> | null,
  columns: Columns,
  orderStart: Int32Array,
  payloadOf: (monthFrom: number, monthTo: number) => DayTask,
): Promise<RollupTable[]> {
  const monthCount = orderStart.length - 1;
  if (!pool) return [dayRollupTask(columns, payloadOf(0, monthCount))];
  const total = orderStart[monthCount];
  const payloads: DayTask[] = [];
  let from = 0;
  for (let part = 1; part <= pool.size; part++) {
    let to = from;
    while (to < monthCount && (part === pool.size || orderStart[to] < (total * part) / pool.size)) to++;
    if (to > from) payloads.push(payloadOf(from, to));
    from = to;
  }
  return pool.run(columns, 'dayRollup', payloads);
}

/** Builds the rollups of `columns` as they are now (in the index workers of `pool` when there are any). */
export async function buildMonthRollups(
  pool: RollupRunner | null,
  columns: Columns,
  settings: RollupSettings,
): Promise<MonthRollups> {
  const bounds = await boundsOf(pool, columns);
  const isEmpty = bounds.minDay > bounds.maxDay;
  const minDay = isEmpty ? 0 : bounds.minDay;
  const firstMonth = isEmpty ? 0 : monthOf(bounds.minDay);
  const monthCount = isEmpty ? 0 : monthOf(bounds.maxDay) - firstMonth + 1;
  const monthOfDay = new Int32Array(isEmpty ? 0 : bounds.maxDay - minDay + 1);
  for (let m = 0; m < monthCount; m++) {
    const from = Math.max(minDay, firstDayOfMonth(firstMonth + m));
    monthOfDay.fill(m, from - minDay, firstDayOfMonth(firstMonth + m + 1) - minDay);
  }
  const parts = await monthPartsOf(pool, columns, (from, to) => ({
    ...settings,
    from,
    to,
    minDay,
    monthCount,
    monthOfDay,
    widths: bounds,
  }));
  const layout = layoutOf(bounds);
  const { months, firstDays, lastDays, order, orderStart } = joinParts(columns, parts, layout, {
    ...settings,
    monthCount,
  });
  const dayParts = await overMonths(pool, columns, orderStart, (monthFrom, monthTo) => ({
    ...settings,
    firstMonth,
    monthFrom,
    monthTo,
    order,
    orderStart,
    widths: bounds,
  }));
  return {
    firstMonth,
    monthCount,
    firstDays,
    lastDays,
    months,
    firstDay: firstDayOfMonth(firstMonth),
    days: joinTables(dayParts, settings),
    topLimit: settings.topLimit,
    lastLimit: settings.lastLimit,
  };
}

/** The parts (ascending slot ranges) summed month by month, and every month's slots in one list. */
function joinParts(
  columns: Columns,
  parts: MonthPart[],
  layout: BlockLayout,
  s: RollupSettings & { monthCount: number },
): { months: RollupTable; firstDays: Int32Array; lastDays: Int32Array; order: Uint32Array; orderStart: Int32Array } {
  const { monthCount, topLimit, lastLimit } = s;
  const blocks = parts[0].blocks;
  for (const part of parts.slice(1)) for (let i = 0; i < blocks.length; i++) blocks[i] += part.blocks[i];
  const orderStart = new Int32Array(monthCount + 1);
  for (let m = 0; m < monthCount; m++) {
    orderStart[m + 1] = orderStart[m] + parts.reduce((n, p) => n + p.orderStart[m + 1] - p.orderStart[m], 0);
  }
  // shared memory: the index workers read each month's slots from it for the day build
  const order = new Uint32Array(new SharedArrayBuffer(4 * Math.max(1, orderStart[monthCount]))).subarray(
    0,
    orderStart[monthCount],
  );
  const firstDays = new Int32Array(monthCount).fill(2 ** 31 - 1);
  const lastDays = new Int32Array(monthCount).fill(-(2 ** 31));
  const top = new Int32Array(monthCount * topLimit).fill(-1);
  const last = new Int32Array(monthCount * lastLimit).fill(-1);
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
  }
  return { months: sparseTable(blocks, monthCount, layout, top, last), firstDays, lastDays, order, orderStart };
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
 * The statistics of every live incident under the windows `w` (a date-only filter), equal to
 * `runStatisticsPass` over all slots: a month whose incidents' days all play the same role adds
 * its rollup; in a month a window boundary cuts, each day adds its own. No incident is read.
 * Call when the columns are in the state the rollups were built from.
 */
export function statisticsFromRollups(columns: Columns, rollups: MonthRollups, w: PassWindows): PassResult {
  const r = emptyResult(columns.maxRef + 2, w.monthCount);
  const offsets = offsetsOf(r);
  const { months, days, firstDays, lastDays } = rollups;
  for (let i = 0; i < rollups.monthCount; i++) {
    if (months.totalCount[i] === 0) continue;
    const role = roleOf(w, firstDays[i]);
    let isUniform = true;
    for (let d = firstDays[i] + 1; d <= lastDays[i] && isUniform; d++) isUniform = roleOf(w, d) === role;
    if (isUniform) {
      addUnit(columns, r, offsets, rollups, months, i, role);
      continue;
    }
    for (let d = firstDays[i]; d <= lastDays[i]; d++) {
      const u = d - rollups.firstDay;
      if (days.totalCount[u] > 0) addUnit(columns, r, offsets, rollups, days, u, roleOf(w, d));
    }
  }
  return r;
}

/**
 * Where each counter's counts and damages start in the one array behind a pass result's
 * counters, and those of its previous-period twin (−1: none).
 */
interface Offsets {
  acc: Float64Array;
  counts: Int32Array;
  damages: Int32Array;
  previousCounts: Int32Array;
  previousDamages: Int32Array;
}

/** The counters a unit inside the compared previous period also adds to. */
const previousOf: Partial<
  Record<(typeof counterKeys)[number], 'previousRegion' | 'previousCity' | 'previousDistrict'>
> = { region: 'previousRegion', city: 'previousCity', district: 'previousDistrict' };

function offsetsOf(r: PassResult): Offsets {
  const n = counterKeys.length;
  const o: Offsets = {
    acc: new Float64Array(r.total.count.buffer),
    counts: new Int32Array(n),
    damages: new Int32Array(n),
    previousCounts: new Int32Array(n).fill(-1),
    previousDamages: new Int32Array(n).fill(-1),
  };
  counterKeys.forEach((key, k) => {
    o.counts[k] = r[key].count.byteOffset >> 3;
    o.damages[k] = r[key].damage.byteOffset >> 3;
    const previous = previousOf[key];
    if (previous) {
      o.previousCounts[k] = r[previous].count.byteOffset >> 3;
      o.previousDamages[k] = r[previous].damage.byteOffset >> 3;
    }
  });
  return o;
}

/** Adds unit `u` of `table` to `r` in the windows `role` (see `roleOf`) puts it in. */
function addUnit(
  columns: Columns,
  r: PassResult,
  o: Offsets,
  limits: { topLimit: number; lastLimit: number },
  table: RollupTable,
  u: number,
  role: number,
): void {
  if (role === 0) return;
  const inRange = (role & 1) === 1;
  const inPrevious = (role & 2) === 2;
  const month = ((role >> 3) & 0xffff) - 1;
  const lastYearMonth = Math.floor(role / (8 * 65_536)) - 1;
  const count = table.totalCount[u];
  const damage = table.totalDamage[u];
  const { acc, counts, damages, previousCounts, previousDamages } = o;
  const { entryStart, entryCounter, entrySlot, entryCount, entryDamage } = table;
  for (let e = entryStart[u]; e < entryStart[u + 1]; e++) {
    const k = entryCounter[e];
    const s = entrySlot[e];
    if (inRange) {
      acc[counts[k] + s] += entryCount[e];
      acc[damages[k] + s] += entryDamage[e];
    }
    if (inPrevious && previousCounts[k] >= 0) {
      acc[previousCounts[k] + s] += entryCount[e];
      acc[previousDamages[k] + s] += entryDamage[e];
    }
  }
  const { topLimit, lastLimit } = limits;
  if (inRange) {
    if (month >= 0) {
      r.month.count[month] += count;
      r.month.damage[month] += damage;
    }
    for (let j = u * topLimit; j < (u + 1) * topLimit && table.top[j] >= 0; j++)
      offer(r.top, topLimit, table.top[j], columns.price, columns.id);
    for (let j = u * lastLimit; j < (u + 1) * lastLimit && table.last[j] >= 0; j++)
      offer(r.last, lastLimit, table.last[j], columns.day, columns.id);
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
