// Hit and miss counts of the app's answer caches, for the capacity bench (issue 26 §2). The caches
// are already reachable through the app's decorations (`app.analysis.answers`,
// `app.incidents.mapAnswers`, `app.incidents.rows`), so the bench counts the reads of those very
// instances instead of the server growing counters or an endpoint only a bench would use.

export interface CacheReads {
  hits: number;
  misses: number;
}

/**
 * Counts every `get` of `cache` from now on: a value found is a hit. The statistics answer cache
 * also checks the index version of what it found; nothing is written during a bench run, so the
 * version never moves and a value found is an answer given.
 */
export function countCacheReads(cache: { get(key: never, ...rest: never[]): unknown }): CacheReads {
  const reads: CacheReads = { hits: 0, misses: 0 };
  const get = cache.get.bind(cache) as (...args: unknown[]) => unknown;
  Object.defineProperty(cache, 'get', {
    configurable: true,
    value: (...args: unknown[]) => {
      const value = get(...args);
      if (value === undefined) reads.misses += 1;
      else reads.hits += 1;
      return value;
    },
  });
  return reads;
}

/** Hit rate of the reads between two snapshots, in percent (null when there was none). */
export function hitRate(before: CacheReads, after: CacheReads): { rate: number | null; reads: number } {
  const hits = after.hits - before.hits;
  const reads = hits + after.misses - before.misses;
  return { rate: reads > 0 ? Math.round((hits / reads) * 1000) / 10 : null, reads };
}
