import type { Columns } from './columns';

/**
 * The live slots newest first: date descending, then id descending, the order of the incident
 * list. A counting sort by day: slots are in id order, so walking them backwards into each day's
 * bucket leaves every bucket in descending id order. O(slots + days).
 */
export function buildNewestOrder(c: Columns): Uint32Array {
  const { alive, day, size } = c;
  let minDay = Infinity;
  let maxDay = -Infinity;
  let live = 0;
  for (let p = 0; p < size; p++) {
    if (alive[p] === 0) continue;
    live += 1;
    if (day[p] < minDay) minDay = day[p];
    if (day[p] > maxDay) maxDay = day[p];
  }
  const order = new Uint32Array(live);
  if (live === 0) return order;
  // bucket i holds day maxDay − i
  const next = new Int32Array(maxDay - minDay + 2);
  for (let p = 0; p < size; p++) if (alive[p] === 1) next[maxDay - day[p] + 1] += 1;
  for (let i = 1; i < next.length; i++) next[i] += next[i - 1];
  for (let p = size - 1; p >= 0; p--) if (alive[p] === 1) order[next[maxDay - day[p]]++] = p;
  return order;
}

/** The first `need` of `positions` newest first (as `buildNewestOrder` orders them). */
export function newestOf(c: Columns, positions: ArrayLike<number>, need: number): number[] {
  const { day, id } = c;
  return Array.from(positions)
    .sort((a, b) => day[b] - day[a] || id[b] - id[a])
    .slice(0, need);
}
