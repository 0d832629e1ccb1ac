import { describe, expect, it } from 'vitest';
import { Columns } from './columns';
import { rollupBoundsTask } from './tasks/statistics-rollup';
import { WorkerPool, defaultMinRangeLength, splitRanges } from './worker-pool';

/** `n` incidents a day apart, each in its own region. */
function columnsOf(n: number): Columns {
  const columns = new Columns(n);
  for (let i = 0; i < n; i++) {
    columns.set(i, {
      id: i + 1,
      day: 19_000 + i,
      country: 1,
      district: 1,
      region: i,
      city: 1,
      cargo: 1,
      category: 1,
      attack: 1,
      scene: 1,
      source: 1,
      price: 100,
      priceRange: 1,
      lat: 50,
      lon: 40,
    });
    columns.size += 1;
  }
  return columns;
}

describe('index worker pool', () => {
  it('gives a short pass to one worker and splits a long one over both', () => {
    expect(splitRanges(100_000, 2, defaultMinRangeLength)).toEqual([[0, 100_000]]);
    expect(splitRanges(1_000_000, 2, defaultMinRangeLength)).toEqual([
      [0, 500_000],
      [500_000, 1_000_000],
    ]);
  });

  it('splits any pass longer than the minimum range it is configured with', () => {
    expect(splitRanges(25, 2, 10)).toEqual([
      [0, 12],
      [12, 25],
    ]);
    expect(splitRanges(15, 2, 10)).toEqual([[0, 15]]);
  });

  it('runs a task of the registry by its name on its threads, one range each, as this thread would', async () => {
    const pool = new WorkerPool(2, 10);
    try {
      const columns = columnsOf(25);
      const parts = await pool.runOverRanges(columns, 'rollupBounds', columns.size, (from, to) => ({ from, to }));
      expect(parts).toEqual([
        rollupBoundsTask(columns, { from: 0, to: 12 }),
        rollupBoundsTask(columns, { from: 12, to: 25 }),
      ]);
      expect(parts.map((part) => [part.minDay, part.maxDay])).toEqual([
        [19_000, 19_011],
        [19_012, 19_024],
      ]);
      expect(pool.cannotStart).toBe(false);
    } finally {
      await pool.close();
    }
  });
});
