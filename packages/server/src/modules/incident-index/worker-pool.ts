import { Worker } from 'node:worker_threads';
import type { Columns, SharedColumns } from './columns';
import type { IndexTaskName, IndexTaskPayload, IndexTaskResult } from './tasks/registry';

/** A task for an index worker: run task `task` of the registry over the shared columns. */
export interface WorkerRequest {
  id: number;
  uid: number;
  /** Sent with the first task over a new set of columns. */
  shared?: SharedColumns;
  size: number;
  maxRef: number;
  task: IndexTaskName;
  payload: unknown;
}

export type WorkerReply = { id: number; result: unknown; error?: undefined } | { id: number; error: string };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface IndexWorker {
  thread: Worker;
  ready: Promise<void>;
  /** uid of the columns this worker has views of. */
  uid: number;
  pending: Map<number, Pending>;
  isDead: boolean;
}

/**
 * The shortest range a pass is split into by default: below it, the messages to a second worker
 * and the merge of its counters cost more than the half of the scan it takes over, and under load
 * the other worker has another request's pass to run anyway (issue 9, "Under load").
 */
export const defaultMinRangeLength = 131_072;

/**
 * `length` (slots, or entries of a position list) as ascending ranges, one per worker but none
 * shorter than `minRangeLength`: `[from, to)` pairs covering `0..length`.
 */
export function splitRanges(length: number, workers: number, minRangeLength: number): [number, number][] {
  const parts = Math.max(1, Math.min(workers, Math.floor(length / minRangeLength)));
  return Array.from({ length: parts }, (_, i) => [
    Math.floor((length * i) / parts),
    Math.floor((length * (i + 1)) / parts),
  ]);
}

/**
 * Worker threads that read the incident index's columns through shared memory, so the heavy
 * passes (statistics over a million rows) never hold up the event loop that serves logins and
 * token refreshes, and one request's pass is split over the cores (docs/decisions/0003).
 */
export class WorkerPool {
  private readonly workers: IndexWorker[] = [];
  private nextId = 1;
  private busy = 0;
  private idleWaiters: (() => void)[] = [];
  /** Set when a worker died before it was ready (e.g. its loader is missing). */
  cannotStart = false;

  /**
   * `size` threads, started on first use. Tests pass a small `minRangeLength` to have short
   * passes split over the workers too.
   */
  constructor(
    readonly size: number,
    private readonly minRangeLength = defaultMinRangeLength,
  ) {}

  get isBusy(): boolean {
    return this.busy > 0;
  }

  /** Resolves when no task is running (the index waits for this before changing a row in place). */
  idle(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Runs `task` once per payload over `columns` (as they are now: `size`, `maxRef`), each payload
   * on its own worker, the least busy first, and resolves with the results in payload order.
   */
  async run<K extends IndexTaskName>(
    columns: Columns,
    task: K,
    payloads: IndexTaskPayload<K>[],
  ): Promise<IndexTaskResult<K>[]> {
    this.busy += 1;
    try {
      const workers = this.leastBusy(payloads.length);
      return await Promise.all(
        payloads.map((payload, i) => this.send<IndexTaskResult<K>>(workers[i], columns, task, payload)),
      );
    } finally {
      this.busy -= 1;
      if (this.busy === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /**
   * Splits `length` (slots, or entries of a position list) into ascending ranges (`splitRanges`)
   * and runs `task` with `payloadOf(from, to)` for each; results in range order.
   */
  runOverRanges<K extends IndexTaskName>(
    columns: Columns,
    task: K,
    length: number,
    payloadOf: (from: number, to: number) => IndexTaskPayload<K>,
  ): Promise<IndexTaskResult<K>[]> {
    const ranges = splitRanges(length, this.size, this.minRangeLength);
    return this.run(
      columns,
      task,
      ranges.map(([from, to]) => payloadOf(from, to)),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((w) => w.thread.terminate()));
  }

  /** `count` distinct workers (at most `size`), those with the fewest tasks in hand first. */
  private leastBusy(count: number): IndexWorker[] {
    const slots = Array.from({ length: this.size }, (_, slot) => slot);
    const load = (slot: number) => this.workers[slot]?.pending.size ?? 0;
    slots.sort((a, b) => load(a) - load(b) || a - b);
    return Array.from({ length: count }, (_, i) => {
      const slot = slots[i % this.size];
      return (this.workers[slot] ??= this.spawn(slot));
    });
  }

  private spawn(slot: number): IndexWorker {
    // Built (dist/*.js, scripts/build.mjs) the worker is plain JavaScript; from source it is
    // TypeScript, which worker-boot.mjs loads through tsx (a worker does not inherit the loader).
    const entry = new URL('./index-worker.ts', import.meta.url);
    const name = `incident-index-${slot}`;
    const thread = entry.pathname.endsWith('.js')
      ? new Worker(entry, { name })
      : new Worker(new URL('../../platform/worker-boot.mjs', import.meta.url), {
          workerData: { entry: entry.href },
          name,
        });
    thread.unref();
    const pending = new Map<number, Pending>();
    let isReady = false;
    let markReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve)).then(() => {
      isReady = true;
    });
    const worker: IndexWorker = { thread, ready, uid: 0, pending, isDead: false };
    thread.on('message', (reply: WorkerReply) => {
      if (reply.id === 0) return markReady();
      const task = pending.get(reply.id);
      if (!task) return;
      pending.delete(reply.id);
      if (pending.size === 0) thread.unref();
      if (reply.error !== undefined) task.reject(new Error(reply.error));
      else task.resolve(reply.result);
    });
    const fail = (error: Error) => {
      // a dead worker is replaced on the next task; its tasks fail
      if (!isReady && !worker.isDead) {
        this.cannotStart = true;
        process.emitWarning(`incident index workers cannot start, passes run on the main thread: ${error.message}`);
      }
      worker.isDead = true;
      if (this.workers[slot] === worker) delete this.workers[slot];
      for (const task of pending.values()) task.reject(error);
      pending.clear();
      markReady();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`index worker exited with code ${code}`)));
    return worker;
  }

  private async send<T>(worker: IndexWorker, columns: Columns, task: IndexTaskName, payload: unknown): Promise<T> {
    await worker.ready;
    if (worker.isDead) throw new Error('index worker is not running');
    const id = this.nextId++;
    const request: WorkerRequest = {
      id,
      uid: columns.uid,
      size: columns.size,
      maxRef: columns.maxRef,
      task,
      payload,
    };
    if (worker.uid !== columns.uid) {
      request.shared = columns.shareable();
      worker.uid = columns.uid;
    }
    const result = new Promise<T>((resolve, reject) => {
      worker.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.thread.ref();
    worker.thread.postMessage(request);
    return result;
  }
}
