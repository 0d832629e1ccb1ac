import { LRUCache } from 'lru-cache';
import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Database } from '../../db/client';
import { Columns, type IndexRow } from './columns';
import { compileFilter, scanList, type CompiledFilter, type Viewer } from './filter';
import { buildNewestOrder, sortNewestFirst } from './newest-order';
import { PositionLists } from './position-lists';
import { buildSpatialOrder, type SpatialOrder } from './spatial-order';
import { chunkSize, yieldToEventLoop } from './event-loop';
import { WorkerPool, defaultMinRangeLength } from './worker-pool';
import {
  deleteChangesBefore,
  selectChangesAfter,
  selectLatestChangeId,
  selectRowsAfter,
  selectRowsByIds,
  selectRowsInRange,
  selectSearchIds,
  selectUploadIncidentIds,
  type ChangeRow,
} from './repo';

/** The filtered incidents: slots of `columns`. Read it without awaiting in between. */
export interface Selection {
  columns: Columns;
  positions: Int32Array;
}

interface CachedSelection {
  columns: Columns;
  /** null when only the count was asked for */
  positions: Int32Array | null;
  count: number;
  /** The first matching slots newest first, as far as list pages have asked (at most `newestKept`). */
  newest?: Uint32Array;
}

/** Newest-first slots kept per cached selection: 500 pages of 20. */
const newestKept = 10_000;

/** Selections with positions: at most 64 MB per index (four bytes per incident). */
const selectionCacheBytes = 64 * 2 ** 20;

/** The most recently used selections of one index version (lru-cache needs a size of at least 1). */
const newSelectionCache = (size: number) =>
  new LRUCache<string, CachedSelection>({
    max: Math.max(1, size),
    maxSize: selectionCacheBytes,
    sizeCalculation: (entry) => 64 + (entry.positions ? entry.positions.byteLength : 0),
  });

function cacheKey(filter: NormalizedFilter, viewer: Viewer): string {
  return `${viewer.accessLevel}|${JSON.stringify(filter)}`;
}

/** The Morton order of one state of the columns (see `ColumnarIndex.spatialOrder`). */
export interface SpatialSnapshot {
  columns: Columns;
  version: number;
  size: number;
  order: Promise<SpatialOrder>;
}

/**
 * A list page walks the newest-first order while that visits at most this many slots (the
 * filter's share of the incidents tells how many, ~0.1–0.3 µs each) and fewer than twice the
 * filter's matches; otherwise it sorts the filter's selection.
 */
const newestWalkLimit = 16_384;
/** Change-log rows are kept this long; an index idle for half of it reloads fully instead. */
const changeRetentionHours = 24;
const staleAfterMs = (changeRetentionHours / 2) * 3_600_000;
const pruneEveryMs = 3_600_000;

/** How an index runs; the app takes them from its config, tests and benchmarks set their own. */
export interface IndexOptions {
  /** Worker threads that run passes over the columns (`INDEX_WORKERS`); 0: on the main thread. */
  workers: number;
  /** The shortest range a pass is split into (tests split tiny passes over the workers). */
  minRangeLength?: number;
  /**
   * Filtered selections kept per version (default 64; 0 turns the cache off, so a benchmark
   * measures every pass). A count alone costs nothing to keep; selections with positions are
   * bounded by bytes as well.
   */
  selectionCacheSize?: number;
  /** List pages always walk the newest-first order or always sort the selection (tests); unset: choose. */
  newestPath?: 'walk' | 'sort';
  /** Date-only statistics from the month rollups (default) or always by a pass (benchmarks). */
  statisticsRollups?: boolean;
}

/**
 * An in-process columnar copy of the incidents' filter and aggregation columns
 * (docs/decisions/0003-statistics-aggregation.md). It loads lazily, and before every answer
 * applies the `incident_changes` rows written since its last look, by this process or any other
 * process writing to the same PostgreSQL. It reads the log when the write generation moved
 * (decision 0019): a write of this process is seen at once, another process's once its
 * notification has arrived, a few milliseconds after the commit. A request carrying the data
 * version of a write it has seen is answered only once that version is applied (`reach`,
 * decision 0044).
 */
export class ColumnarIndex {
  private columns = new Columns(1024);
  private appliedChangeId = 0;
  private isLoaded = false;
  private lastSyncAt = 0;
  /** `database.writeGeneration()` when the change log was last read (PGlite). */
  private checkedGeneration: number | undefined = undefined;
  /** A request carries a data version this index has not applied: the next sync reads the change log. */
  private isLogWanted = false;
  private lastPruneAt = Date.now();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private searchCache: { key: string; ids: number[] } | null = null;
  private searchMasks = new LRUCache<string, Uint8Array>({ max: 4 });
  private positionLists: { columns: Columns; version: number; size: number; lists: PositionLists } | null = null;
  private spatial: SpatialSnapshot | null = null;
  private selectionCache: { version: number; columns: Columns | null; entries: LRUCache<string, CachedSelection> };
  private newest: { columns: Columns; version: number; size: number; order: Uint32Array } | null = null;
  private changes = 0;
  /** Selections being computed, by version, columns and filter (`filterPositions`). */
  private readonly selectionsInFlight = new Map<string, Promise<Selection>>();
  private readonly changeListeners: ((ids: ReadonlySet<number> | null) => void)[] = [];

  private readonly selectionCacheSize: number;
  private readonly newestPath: 'walk' | 'sort' | null;
  private readonly pool: WorkerPool | null;

  constructor(
    private readonly database: Database,
    options: IndexOptions,
  ) {
    this.selectionCacheSize = options.selectionCacheSize ?? 64;
    this.newestPath = options.newestPath ?? null;
    this.selectionCache = { version: -1, columns: null, entries: newSelectionCache(this.selectionCacheSize) };
    this.pool =
      options.workers > 0 ? new WorkerPool(options.workers, options.minRangeLength ?? defaultMinRangeLength) : null;
  }

  /** The index's worker threads, or null when passes run on the main thread. */
  workers(): WorkerPool | null {
    // a worker that could not even start will not start next time either: stay on the main thread
    return this.pool && !this.pool.cannotStart ? this.pool : null;
  }

  /** Stops the worker threads (app close); a later pass starts them again. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  /**
   * Calls `listener` whenever the index applies changes: with the ids of the incidents inserted,
   * updated or deleted, or with null when it reloaded everything (caches of rows forget them).
   */
  onRowsChanged(listener: (ids: ReadonlySet<number> | null) => void): void {
    this.changeListeners.push(listener);
  }

  /** Brings the index up to date with every change committed before this call. */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    if (this.running) {
      // A sync already under way may have read the change log before our caller's write
      // committed: wait for the next one, shared by everyone arriving meanwhile.
      const queued = this.running.then(
        () => this.start(),
        () => this.start(),
      );
      this.queued = queued;
      return queued;
    }
    return this.start();
  }

  /**
   * Brings the index up to at least change `changeId` (a request's data version, decision 0044),
   * giving up after `waitMs`: true once it holds every change committed before this call (then
   * every version a client can have seen, since a version is only ever read after its commit),
   * false when the wait ran out first (the catch-up goes on for the next reader).
   *
   * The change log is read at once rather than waiting for the write's notification, which would
   * only prompt the same read a few milliseconds later. Nothing is read for an index that is not
   * loaded and not loading: its first reader loads every committed change anyway.
   */
  async reach(changeId: number, waitMs: number): Promise<boolean> {
    if (this.appliedChangeId >= changeId || (!this.isLoaded && !this.running)) return true;
    this.isLogWanted = true;
    if (waitMs <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    // A failed read is the reader's to report: its own refresh fails the same way.
    const caughtUp = this.refresh().then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([caughtUp, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forget everything; the next call reloads (tests, and after restoring a backup). */
  reset(): void {
    this.isLoaded = false;
  }

  /** Grows whenever the indexed data changes: a key for caches of answers computed from it. */
  get version(): number {
    return this.changes;
  }

  /**
   * Slots of the incidents matching `filter` for `viewer`, at the current state of the table.
   * `isFresh`: the caller has just awaited `refresh()`.
   * The last few selections of the current index version are cached (key: normalised filter +
   * access level), so the list count, summary and map of one filter share one pass.
   * The returned positions are shared: read them, never modify them.
   */
  async filterPositions(filter: NormalizedFilter, viewer: Viewer, isFresh = false): Promise<Selection> {
    if (!isFresh) await this.refresh();
    const key = cacheKey(filter, viewer);
    const cached = this.cached(key);
    if (cached?.positions) return { columns: cached.columns, positions: cached.positions };
    // The requests of one filter change arrive together: the later ones wait for the first one's
    // pass over the same state of the columns instead of starting their own.
    const flight = `${this.changes}|${this.columns.uid}|${key}`;
    const running = this.selectionsInFlight.get(flight);
    if (running) return running;
    const started = this.scanSelection(key, filter, viewer);
    this.selectionsInFlight.set(flight, started);
    const settle = () => this.selectionsInFlight.delete(flight);
    started.then(settle, settle);
    return started;
  }

  private async scanSelection(key: string, filter: NormalizedFilter, viewer: Viewer): Promise<Selection> {
    const version = this.changes;
    const columns = this.columns;
    const { compiled, list } = await this.prepare(filter, viewer);
    const length = list ? list.length : columns.size;
    const out = new Int32Array(length);
    let k = 0;
    for (let from = 0; from < length; from += chunkSize) {
      if (from > 0) await yieldToEventLoop();
      k = scanList(columns, compiled, list, from, Math.min(length, from + chunkSize), out, k);
    }
    // exactly its length: a cached selection holds no spare slots (the cache is bounded by bytes)
    const positions = k * 2 < length ? out.slice(0, k) : out.subarray(0, k);
    if (version === this.changes && columns === this.columns) this.remember(key, { columns, positions, count: k });
    return { columns, positions };
  }

  /**
   * Number of incidents matching `filter` for `viewer`. It keeps the selection, not only its
   * count: the list, summary and map of one filter change arrive together, and a new filter's
   * count alone would cost the same pass again for the other two (issue 26).
   */
  async countPositions(filter: NormalizedFilter, viewer: Viewer, isFresh = false): Promise<number> {
    if (!isFresh) await this.refresh();
    const cached = this.cached(cacheKey(filter, viewer));
    if (cached) return cached.count;
    return (await this.filterPositions(filter, viewer, true)).positions.length;
  }

  /**
   * One page of the incidents matching `filter` for `viewer`, newest first (date, then id, both
   * descending): the ids at `offset..offset + limit`, and how many match in all.
   */
  async pageNewestFirst(
    filter: NormalizedFilter,
    viewer: Viewer,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; count: number }> {
    await this.refresh();
    for (;;) {
      const columns = this.columns;
      const version = this.changes;
      const count = await this.countPositions(filter, viewer, true);
      // a page past the last one reads nothing
      const need = offset < count ? Math.min(count, offset + limit) : 0;
      // analysts page through and come back to a filter: its newest slots are kept with its count
      const key = cacheKey(filter, viewer);
      const kept = this.cached(key)?.newest;
      const slots = kept && kept.length >= need ? kept : await this.newestSlots(filter, viewer, need, count);
      // a search query or a yield awaited: start again if the index moved meanwhile
      if (columns === this.columns && version === this.changes) {
        const entry = this.cached(key);
        if (entry && slots !== kept && need <= newestKept) entry.newest = slots;
        return { ids: Array.from(slots.subarray(Math.min(offset, need), need), (p) => columns.id[p]), count };
      }
    }
  }

  /** The first `need` slots matching `filter` newest first (`count` of them match). */
  private async newestSlots(
    filter: NormalizedFilter,
    viewer: Viewer,
    need: number,
    count: number,
  ): Promise<Uint32Array> {
    if (need <= 0) return new Uint32Array(0);
    const columns = this.columns;
    const order = this.newestOrder();
    const search = filter.search ? await this.searchMask(columns, filter.search) : null;
    const upload = filter.upload === undefined ? null : await this.uploadMask(columns, filter.upload);
    const compiled = compileFilter(filter, viewer, search, columns.maxRef, upload);
    // only the part of the order within the filter's dates
    const start = firstOnOrBefore(columns, order, compiled.toDay);
    const end = firstOnOrBefore(columns, order, compiled.fromDay - 1);
    // Walking reads ~need × range ÷ count slots of the order; sorting the selection, count of them.
    const walk = (need * (end - start)) / count;
    const path = this.newestPath;
    if (path === 'sort' || (path === null && walk > Math.min(newestWalkLimit, 2 * count))) {
      const { positions } = await this.filterPositions(filter, viewer, true);
      return sortNewestFirst(columns, positions).subarray(0, need);
    }
    // The order is random in slot terms (each read a cache miss): read about as far as the
    // filter's share says the page lies, and twice as far again while it falls short.
    const found: number[] = [];
    let length = Math.ceil(walk * 1.25) + 32;
    for (let from = start; from < end && found.length < need; from += length, length *= 2) {
      const out = new Int32Array(Math.min(length, end - from));
      const n = scanList(columns, compiled, order, from, from + out.length, out, 0);
      for (let i = 0; i < n && found.length < need; i++) found.push(out[i]);
    }
    return Uint32Array.from(found);
  }

  /** The live slots newest first as of the current version, built on first use after a change. */
  private newestOrder(): Uint32Array {
    const columns = this.columns;
    const known = this.newest;
    if (known && known.columns === columns && known.version === this.changes && known.size === columns.size)
      return known.order;
    const order = buildNewestOrder(columns);
    this.newest = { columns, version: this.changes, size: columns.size, order };
    return order;
  }

  /**
   * The columns, compiled filter and (for geo filters) position list a pass over the incidents
   * matching `filter` for `viewer` needs — for passes that run elsewhere (index workers).
   * `columns` must be read as they are now: do not await before handing them on.
   */
  async prepareScan(
    filter: NormalizedFilter,
    viewer: Viewer,
    isFresh = false,
  ): Promise<{ columns: Columns; compiled: CompiledFilter; list: Uint32Array | null }> {
    if (!isFresh) await this.refresh();
    for (;;) {
      const columns = this.columns;
      const version = this.changes;
      const prepared = await this.prepare(filter, viewer);
      // a search query awaited the database: start again if the index moved meanwhile
      if (columns === this.columns && version === this.changes) return { columns, ...prepared };
    }
  }

  /** Compiles `filter` and picks the position list to visit instead of every slot (if any). */
  private async prepare(
    filter: NormalizedFilter,
    viewer: Viewer,
  ): Promise<{ compiled: CompiledFilter; list: Uint32Array | null }> {
    const columns = this.columns;
    const search = filter.search ? await this.searchMask(columns, filter.search) : null;
    const upload = filter.upload === undefined ? null : await this.uploadMask(columns, filter.upload);
    const size = columns.size;
    const compiled = compileFilter(filter, viewer, search, columns.maxRef, upload);
    const list = this.listsOf(columns).candidates(filter, compiled.onlyDistrict, size);
    return { compiled, list };
  }

  /**
   * Slots of `columns` matching the free-text `text` (1), in shared memory so index workers read it
   * without a copy. The last few masks of the current version are kept: each costs a pass over the
   * search's ids, and analysts repeat a search while they page, pan and switch tabs.
   */
  private searchMask(columns: Columns, text: string): Promise<Uint8Array> {
    return this.idMask(columns, `search|${text.toLowerCase()}`, () => this.searchIds(text));
  }

  /**
   * Slots of the incidents of one spreadsheet upload (issue 23 §10), kept like a search's: the
   * map, list and summary of "Открыть карту" each ask for it.
   */
  private uploadMask(columns: Columns, uploadId: number): Promise<Uint8Array> {
    return this.idMask(columns, `upload|${uploadId}`, () => selectUploadIncidentIds(this.database.db, uploadId));
  }

  /** The slots of the ids `readIds` finds, as a shared mask, cached by `what` for the current version. */
  private async idMask(columns: Columns, what: string, readIds: () => Promise<number[]>): Promise<Uint8Array> {
    const version = this.changes;
    const key = `${version}|${columns.uid}|${what}`;
    const known = this.searchMasks.get(key);
    if (known && known.length >= columns.size) return known;
    const ids = await readIds();
    const mask = new Uint8Array(new SharedArrayBuffer(Math.max(1, columns.size)));
    for (const id of ids) {
      const p = columns.find(id);
      if (p >= 0) mask[p] = 1;
    }
    if (version === this.changes && columns === this.columns) this.searchMasks.set(key, mask);
    return mask;
  }

  /** The position lists of `columns` at the current version (each list built on first use after a change). */
  private listsOf(columns: Columns): PositionLists {
    const known = this.positionLists;
    if (known && known.columns === columns && known.version === this.changes && known.size === columns.size)
      return known.lists;
    const lists = new PositionLists(columns);
    this.positionLists = { columns, version: this.changes, size: columns.size, lists };
    return lists;
  }

  /**
   * The live slots with coordinates in Morton order (spatial-order.ts) as of the current version,
   * built on first use after a change (in an index worker when there are workers) and shared by
   * every request meanwhile. Call after `refresh()`; compare `version` with `this.version` after
   * awaiting `order`, since the index may have moved on.
   */
  spatialOrder(): SpatialSnapshot {
    const s = this.spatial;
    if (s && s.columns === this.columns && s.version === this.changes && s.size === this.columns.size) return s;
    const columns = this.columns;
    const pool = this.workers();
    const order = pool
      ? pool.run(columns, 'spatialOrder', [null]).then(([built]) => built)
      : Promise.resolve().then(() => buildSpatialOrder(columns));
    const snapshot: SpatialSnapshot = { columns, version: this.changes, size: columns.size, order };
    this.spatial = snapshot;
    // a failed build is not kept: the next request tries again
    order.catch(() => {
      if (this.spatial === snapshot) this.spatial = null;
    });
    return snapshot;
  }

  private cached(key: string): CachedSelection | undefined {
    if (this.selectionCache.version !== this.changes || this.selectionCache.columns !== this.columns) {
      this.selectionCache = {
        version: this.changes,
        columns: this.columns,
        entries: newSelectionCache(this.selectionCacheSize),
      };
      return undefined;
    }
    return this.selectionCache.entries.get(key);
  }

  /** Caches `entry`; false when it was not kept (cache off, or the index changed meanwhile). */
  private remember(key: string, entry: CachedSelection): boolean {
    if (this.selectionCacheSize <= 0) return false;
    if (this.selectionCache.version !== this.changes || this.selectionCache.columns !== this.columns) return false;
    const entries = this.selectionCache.entries;
    const old = entries.get(key);
    // a count-only entry never replaces one that has positions
    if (old?.positions && !entry.positions) return false;
    entries.set(key, entry);
    return true;
  }

  /** Number of live incidents (after a refresh). */
  async count(): Promise<number> {
    await this.refresh();
    return this.columns.liveCount;
  }

  private start(): Promise<void> {
    this.queued = null;
    const run = this.sync().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async sync(): Promise<void> {
    // read before the check: a write that starts after this is seen by the next sync
    const generation = this.database.writeGeneration?.();
    const isLogWanted = this.isLogWanted;
    this.isLogWanted = false;
    if (!this.isLoaded || Date.now() - this.lastSyncAt > staleAfterMs) {
      await this.loadAll();
    } else if (isLogWanted || generation === undefined || generation !== this.checkedGeneration) {
      await this.applyChanges();
    }
    // (PGlite, nothing written since the last check: the change log cannot have grown)
    this.checkedGeneration = generation;
    this.lastSyncAt = Date.now();
    if (Date.now() - this.lastPruneAt > pruneEveryMs) {
      this.lastPruneAt = Date.now();
      await this.database.withSession((s) => deleteChangesBefore(s, changeRetentionHours));
    }
  }

  private async loadAll(): Promise<void> {
    // PGlite runs on this thread: 20,000 rows a statement held every other request ~0.3 s.
    const batch = this.database.kind === 'pglite' ? 5_000 : 50_000;
    // Read the change watermark first: changes after it are re-applied (idempotently) later.
    const watermark = await this.database.withSession((s) => selectLatestChangeId(s));
    let columns = new Columns(Math.max(1024, this.columns.liveCount + batch));
    let after = 0;
    for (;;) {
      const rows = await this.database.withSession((s) => selectRowsAfter(s, after, batch));
      if (rows.length === 0) break;
      if (columns.size + rows.length > columns.capacity) columns = columns.rebuilt(2 * (columns.size + rows.length));
      for (const row of rows) {
        columns.set(columns.size, row);
        columns.size += 1;
      }
      after = rows[rows.length - 1].id;
      if (rows.length < batch) break;
      await yieldToEventLoop();
    }
    this.columns = columns;
    this.changes += 1;
    this.appliedChangeId = watermark;
    this.isLoaded = true;
    this.searchCache = null;
    for (const listener of this.changeListeners) listener(null);
  }

  private async applyChanges(): Promise<void> {
    for (;;) {
      const changes = await this.database.withSession((s) => selectChangesAfter(s, this.appliedChangeId, 1000));
      if (changes.length === 0) return;
      this.searchCache = null;
      const last = changes[changes.length - 1].id;
      if (changes.some((c) => c.op === 'T') || this.isTooBig(changes)) {
        await this.loadAll();
        return;
      }
      await this.applyBatch(changes);
      this.appliedChangeId = last;
      if (changes.length < 1000) return;
    }
  }

  /** Re-reading more than a quarter of the table (or 50k rows) is slower than a reload. */
  private isTooBig(changes: ChangeRow[]): boolean {
    let work = 0;
    for (const c of changes) work += c.ids ? c.ids.length : (c.maxId ?? 0) - (c.minId ?? 0) + 1;
    return work > Math.max(50_000, this.columns.liveCount / 4);
  }

  private async applyBatch(changes: ChangeRow[]): Promise<void> {
    const ids = new Set<number>();
    const ranges: [number, number][] = [];
    for (const c of changes) {
      if (c.ids) for (const id of c.ids) ids.add(id);
      else if (c.minId !== null && c.maxId !== null) ranges.push([c.minId, c.maxId]);
    }
    const rows: IndexRow[] = [];
    const list = [...ids];
    const step = this.database.kind === 'pglite' ? 2_000 : 10_000;
    for (let i = 0; i < list.length; i += step) {
      rows.push(...(await this.database.withSession((s) => selectRowsByIds(s, list.slice(i, i + step)))));
      await yieldToEventLoop();
    }
    for (const [lo, hi] of ranges) {
      rows.push(...(await this.database.withSession((s) => selectRowsInRange(s, lo, hi))));
      await yieldToEventLoop();
    }
    // Index workers may be reading these columns: change rows in place only when none is, and
    // without awaiting from here on (a pass started after this sees the new state).
    const pool = this.workers();
    while (pool?.isBusy) await pool.idle();
    // Every id a change names: present in `rows` → upsert, absent → deleted.
    const fresh = new Map<number, IndexRow>();
    for (const row of rows) fresh.set(row.id, row);
    const touched = new Set<number>([...ids, ...fresh.keys()]);
    let columns = this.columns;
    for (const [lo, hi] of ranges) {
      for (let p = lowerBound(columns, lo); p < columns.size && columns.id[p] <= hi; p++) touched.add(columns.id[p]);
    }
    const added: IndexRow[] = [];
    for (const id of touched) {
      const row = fresh.get(id);
      const p = columns.find(id);
      if (row && p >= 0) columns.set(p, row);
      else if (row) added.push(row);
      else if (p >= 0) columns.kill(p);
    }
    if (added.length > 0) {
      added.sort((a, b) => a.id - b.id);
      const isInOrder = added[0].id > columns.lastId();
      if (columns.size + added.length > columns.capacity) {
        columns = columns.rebuilt(Math.ceil(1.5 * (columns.liveCount + added.length)));
      }
      for (const row of added) {
        columns.set(columns.size, row);
        columns.size += 1;
      }
      // Binary search needs id order; an id below the last one (a concurrent writer's earlier id) re-sorts.
      if (!isInOrder) columns = columns.rebuilt(columns.capacity);
    }
    if (columns.dead > 1024 && columns.dead > columns.size / 8) columns = columns.rebuilt(columns.capacity);
    this.columns = columns;
    this.changes += 1;
    for (const listener of this.changeListeners) listener(touched);
  }

  private async searchIds(text: string): Promise<number[]> {
    const key = `${this.appliedChangeId}:${text.toLowerCase()}`;
    if (this.searchCache?.key === key) return this.searchCache.ids;
    const ids = await selectSearchIds(this.database.db, text);
    this.searchCache = { key, ids };
    return ids;
  }
}

/** The first index of the newest-first `order` whose day is `day` or earlier (`order.length`: none). */
function firstOnOrBefore(columns: Columns, order: Uint32Array, day: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (columns.day[order[mid]] > day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function lowerBound(columns: Columns, id: number): number {
  let lo = 0;
  let hi = columns.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (columns.id[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
