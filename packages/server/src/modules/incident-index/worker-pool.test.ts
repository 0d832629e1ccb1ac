import { afterAll, describe, expect, it } from 'vitest';
import { Columns } from './columns';
import { configureIndexWorkers, getWorkerPool } from './worker-pool';

const rangeTask = new URL('../../../test/range-task.ts', import.meta.url);

async function rangesOf(length: number): Promise<{ from: number; to: number }[]> {
  const pool = getWorkerPool();
  if (!pool) throw new Error('the index workers did not start');
  return pool.runOverRanges(new Columns(16), rangeTask, 'rangeTask', length, (from, to) => ({ from, to }));
}

describe('index worker pool', () => {
  afterAll(() => configureIndexWorkers(0));

  it('gives a short pass to one worker and splits a long one over both', async () => {
    configureIndexWorkers(2);
    expect(await rangesOf(100_000)).toEqual([{ from: 0, to: 100_000 }]);
    expect(await rangesOf(1_000_000)).toEqual([
      { from: 0, to: 500_000 },
      { from: 500_000, to: 1_000_000 },
    ]);
  });

  it('splits any pass longer than the minimum range it is configured with', async () => {
    configureIndexWorkers(2, 10);
    expect(await rangesOf(25)).toEqual([
      { from: 0, to: 12 },
      { from: 12, to: 25 },
    ]);
    expect(await rangesOf(15)).toEqual([{ from: 0, to: 15 }]);
  });
});
