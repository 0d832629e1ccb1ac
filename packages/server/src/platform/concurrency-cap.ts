/**
 * At most `limit` pieces of work at once per key (a user's exports, issue 23 §23): past the cap
 * the caller refuses at once rather than queueing, as a person who clicks again would otherwise
 * pile up work nobody waits for. In-process: each server process counts its own.
 */
export interface ConcurrencyCap {
  /** The function that gives the place back (idempotent), or undefined when `key` is at its cap. */
  take(key: string | number): (() => void) | undefined;
  running(key: string | number): number;
}

export function createConcurrencyCap(limit: number): ConcurrencyCap {
  const counts = new Map<string | number, number>();
  return {
    take(key) {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return undefined;
      counts.set(key, count + 1);
      let isGivenBack = false;
      return () => {
        if (isGivenBack) return;
        isGivenBack = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left === 0) counts.delete(key);
        else counts.set(key, left);
      };
    },
    running: (key) => counts.get(key) ?? 0,
  };
}
