import type { Columns } from './columns';

/**
 * `slots` (ascending, as slots are kept: by id) newest first: date descending, then id
 * descending, the order of the incident list. A counting sort by day: walking the slots
 * backwards into each day's bucket leaves every bucket in descending id order. O(slots + days).
 */
export function sortNewestFirst(c: Columns, slots: ArrayLike<number>): Uint32Array {
  const { day } = c;
  const order = new Uint32Array(slots.length);
  if (slots.length === 0) return order;
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (let i = 0; i < slots.length; i++) {
    const d = day[slots[i]];
    if (d < minDay) minDay = d;
    if (d > maxDay) maxDay = d;
  }
  // bucket i holds day maxDay − i
  const next = new Int32Array(maxDay - minDay + 2);
  for (let i = 0; i < slots.length; i++) next[maxDay - day[slots[i]] + 1] += 1;
  for (let i = 1; i < next.length; i++) next[i] += next[i - 1];
  for (let i = slots.length - 1; i >= 0; i--) order[next[maxDay - day[slots[i]]]++] = slots[i];
  return order;
}

/** Every live slot newest first. */
export function buildNewestOrder(c: Columns): Uint32Array {
  const live = new Uint32Array(c.liveCount);
  let k = 0;
  for (let p = 0; p < c.size; p++) if (c.alive[p] === 1) live[k++] = p;
  return sortNewestFirst(c, live.subarray(0, k));
}
