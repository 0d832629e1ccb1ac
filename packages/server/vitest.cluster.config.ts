import { defineConfig } from 'vitest/config';

/**
 * The cluster tests (issue 24): several application processes on one PostgreSQL and Redis,
 * started from the test. One file at a time: each starts processes that want both cores.
 * `.ci/run` runs them after the server suite; they skip with a line where PostgreSQL or Redis
 * does not answer.
 */
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
