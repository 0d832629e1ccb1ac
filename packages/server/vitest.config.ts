import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file gets its own database; PGlite start-up and migrations take a moment.
    // Generous: PGlite's WASM start-up alone takes 10–20 s when the two cores are shared by
    // several test runs (measured at load average ~20), and password-hashing auth tests slow with it.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two cores: more workers only thrash.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
