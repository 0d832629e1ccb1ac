import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several processes each: `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: ['test/cluster/**', '**/node_modules/**'],
    // one migrated database that every test file's database is copied from
    globalSetup: ['test/global-setup.ts'],
    // Each test file gets its own database; PGlite start-up and migrations take a moment.
    // Generous: PGlite's WASM start-up alone takes 10–20 s when the two cores are shared by
    // several test runs (measured at load average ~20), and password-hashing auth tests slow with it.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Test files in one fork share loaded modules: importing the app took ~1.2 s per file, a
    // hundred seconds of the suite. Every file builds its own app and database, and module
    // state is keyed by them (caches per database or secret), so nothing leaks between files.
    isolate: false,
    // Two cores: more workers only thrash.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
