import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * Long work on the main thread (reading an import, checking its rows, writing an export) gives way
 * to other requests every few milliseconds (issue 23 §22, §23). An `await` alone does not: a
 * promise that is already resolved continues in the same turn, and incoming requests wait until
 * the event loop turns, so the pause goes through `setImmediate`.
 */
export interface TimeSlicer {
  /** Yields to the event loop when the current slice has run its budget; otherwise returns at once. */
  pause(): Promise<void>;
}

/**
 * Lets the event loop turn before the next statement of a sequence: statements awaited one after
 * another continue as microtasks, so a request that arrived meanwhile would wait for all of them.
 */
export const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Slices of `budgetMs`: short enough that a request arriving meanwhile waits little. */
export function createTimeSlicer(budgetMs = 10): TimeSlicer {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < budgetMs) return;
      await giveWay();
      sliceStart = performance.now();
    },
  };
}

/**
 * Sizes batches of database work so that one batch takes about `targetMs` (PGlite runs one
 * statement at a time, so a batch is how long another request may wait for it): each measured
 * batch scales the next, within `min` and `max`.
 */
export function createBatchSizer({
  targetMs,
  initial,
  min,
  max,
}: {
  targetMs: number;
  initial: number;
  min: number;
  max: number;
}) {
  let size = initial;
  return {
    get size() {
      return size;
    },
    /** Records that `count` items took `ms`. */
    measured(count: number, ms: number) {
      if (count < size) return;
      const next = Math.round((count * targetMs) / Math.max(1, ms));
      // Grow at most twofold a step: one fast batch (a warm cache) should not make the next huge.
      size = Math.max(min, Math.min(max, size * 2, next));
    },
  };
}

let hasThreadClock = process.platform === 'linux';

/**
 * CPU time of the calling thread in ms (Linux `/proc/thread-self/schedstat`, nanoseconds), or null
 * where there is none. Unlike the wall clock it does not count the time other processes had the
 * cores: what this thread held the event loop for.
 */
export function threadCpuMs(): number | null {
  if (!hasThreadClock) return null;
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
  } catch {
    hasThreadClock = false;
    return null;
  }
}

/**
 * Measures a piece of work: by this thread's CPU time when `onThisThread` (PGlite runs its
 * statements here, and the time they hold the event loop is what other requests wait for), else
 * by the wall clock (a PostgreSQL statement runs elsewhere; its duration is how long it holds
 * its locks).
 */
export function startStopwatch(onThisThread: boolean): () => number {
  const cpu = onThisThread ? threadCpuMs() : null;
  const wall = performance.now();
  return () => {
    if (cpu !== null) return threadCpuMs()! - cpu;
    return performance.now() - wall;
  };
}
