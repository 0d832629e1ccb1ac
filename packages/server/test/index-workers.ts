import { afterAll, describe } from 'vitest';
import { WorkerPool } from '../src/modules/incident-index/worker-pool';

/**
 * `body` twice: with its passes on the main thread (no pool), and split over two index workers
 * that take any pass longer than one slot (the pool is closed after the describe).
 */
export function describeOnIndexWorkers(title: string, body: (pool: WorkerPool | null) => void): void {
  describe.each([
    ['on the main thread', 0],
    ['on two index workers', 2],
  ])(`${title} %s`, (_, workers) => {
    const pool = workers > 0 ? new WorkerPool(workers, 1) : null;
    afterAll(() => pool?.close());
    body(pool);
  });
}
